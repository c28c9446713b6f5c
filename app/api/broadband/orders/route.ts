import { listBroadbandOrders } from '@/lib/broadband/order';
import { withCustomer } from '../../_lib/wrap';

// GET /api/broadband/orders – the customer's broadband orders, newest first, each with its timeline
export const GET = withCustomer(null, async (_input, { rc }) => ({ orders: await listBroadbandOrders(rc) }));
