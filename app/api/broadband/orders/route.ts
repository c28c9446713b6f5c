import { listBroadbandOrders } from '@/lib/broadband/order';
import { broadbandCustomer } from '../_lib/gated';

// GET /api/broadband/orders – the customer's broadband orders, newest first, each with its timeline
export const GET = broadbandCustomer(null, async (_input, { rc }) => ({ orders: await listBroadbandOrders(rc) }));
