import { slotsFor } from '@/lib/broadband/order';
import { VisitQuery } from '@/lib/broadband/schemas';
import { broadbandCustomer } from '../../../_lib/gated';

// GET /api/broadband/orders/{orderId}/slots?visit=scope|install – the visit's free time slots
export const GET = broadbandCustomer(VisitQuery, async ({ visit }, { rc, params }) => ({ slots: await slotsFor(rc, params.orderId ?? '', visit) }));
