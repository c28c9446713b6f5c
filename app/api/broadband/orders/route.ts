import { listBroadbandOrders } from '@/lib/broadband/order';
import { gated } from '../_lib/gated';
import { withCustomer } from '../../_lib/wrap';

// GET /api/broadband/orders – the customer's broadband orders, newest first, each with its timeline
export const GET = withCustomer(null, gated(null, async (_input, { rc }) => ({ orders: await listBroadbandOrders(rc) })));
