import { bookVisit } from '@/lib/broadband/order';
import { Book } from '@/lib/broadband/schemas';
import { broadbandCustomer } from '../../../_lib/gated';

// POST /api/broadband/orders/{orderId}/book – books or moves the scope or install visit; the order after it
export const POST = broadbandCustomer(Book, async ({ visit, slotId }, { rc, params }) => bookVisit(rc, params.orderId ?? '', visit, slotId));
