import { slotsFor } from '@/lib/broadband/order';
import { VisitQuery } from '@/lib/broadband/schemas';
import { gated } from '../../../_lib/gated';
import { withCustomer } from '../../../../_lib/wrap';

// GET /api/broadband/orders/{orderId}/slots?visit=scope|install – the visit's free time slots
export const GET = withCustomer(null, gated(VisitQuery, async ({ visit }, { rc, params }) => ({ slots: await slotsFor(rc, params.orderId ?? '', visit) })));
