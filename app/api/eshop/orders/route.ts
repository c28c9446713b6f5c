import { listOrderViews } from '@/lib/eshop/shop';
import { withCustomer } from '../../_lib/wrap';

// GET /api/eshop/orders – the customer's orders, newest first
export const GET = withCustomer(null, async (_input, { rc }) => ({ orders: await listOrderViews(rc) }));
