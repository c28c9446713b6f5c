import { redirect } from 'next/navigation';
import { requireScreen } from '../../_lib/require-screen';

/**
 * order-history: "my-orders (goes to order history)": one screen, shown at /profile/my-orders.
 * Its own gate first (a blocked tab goes where the allowed-tabs rule says), then there.
 */
export default async function OrderHistoryPage(): Promise<never> {
  await requireScreen('order-history');
  redirect('/profile/my-orders');
}
