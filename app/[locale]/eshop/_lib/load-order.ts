import 'server-only';
import { ApiError } from '@/lib/errors/api-error';
import { orderView } from '@/lib/eshop/shop';
import type { OrderView } from '@/lib/eshop/types';
import type { RequestContext } from '@/lib/upstream/context';

/** "SO" + 6 digits (docs/eshop-contract.md §1); anything else is not an order number of ours. */
export const ORDER_ID = /^[A-Z]{2}\d{1,12}$/;

/** The session customer's order, or null when it is unknown or not theirs; outages throw to the error boundary. */
export async function loadOrder(rc: RequestContext, orderId: string | undefined): Promise<OrderView | null> {
  if (!orderId || !ORDER_ID.test(orderId)) return null;
  try {
    return await orderView(rc, orderId);
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.code === 'forbidden')) return null;
    throw err;
  }
}
