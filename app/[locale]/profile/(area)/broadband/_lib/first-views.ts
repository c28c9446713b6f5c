import 'server-only';
import type { OrdersAnswer, ServicesAnswer } from '@/components/broadband/account/queries';
import { listServices } from '@/lib/broadband/account';
import { chosenServiceId } from '@/lib/broadband/current';
import { listBroadbandOrders } from '@/lib/broadband/order';
import { firstView } from '../../../_lib/first-view';

/**
 * The server's first view of the broadband services and orders (docs/broadband-contract.md §3.2:
 * "Pages read the same data server side"). Either missing (an outage): that section asks again
 * from the browser, with Try again. The orders only for the screens that show them (`orders`).
 */
export async function firstServices(here: string, opts: { orders?: boolean } = {}): Promise<{ services?: ServicesAnswer; orders?: OrdersAnswer }> {
  const chosen = await chosenServiceId();
  const [services, orders] = await Promise.all([
    firstView(here, async (rc) => ({ services: await listServices(rc, chosen) })),
    opts.orders ? firstView(here, async (rc) => ({ orders: await listBroadbandOrders(rc) })) : undefined,
  ]);
  return { services, orders };
}
