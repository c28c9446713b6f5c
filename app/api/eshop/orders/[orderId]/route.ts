import { orderView } from '@/lib/eshop/shop';
import { withCustomer } from '../../../_lib/wrap';

// GET /api/eshop/orders/{orderId} – one order with its eSIM activation
export const GET = withCustomer(null, async (_input, { rc, params }) => ({ order: await orderView(rc, params.orderId ?? '') }));
