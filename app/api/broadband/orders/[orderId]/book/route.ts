import { bookVisit } from '@/lib/broadband/order';
import { Book } from '@/lib/broadband/schemas';
import { gated } from '../../../_lib/gated';
import { withCustomer } from '../../../../_lib/wrap';

// POST /api/broadband/orders/{orderId}/book – books or moves the scope or install visit; the order after it
export const POST = withCustomer(null, gated(Book, async ({ visit, slotId }, { rc, params }) => bookVisit(rc, params.orderId ?? '', visit, slotId)));
