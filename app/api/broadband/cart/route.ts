import { createBroadbandCart, loadBroadbandCart } from '@/lib/broadband/order';
import { CartLookup, OrderInput } from '@/lib/broadband/schemas';
import { gated } from '../_lib/gated';
import { withCustomer } from '../../_lib/wrap';

// POST /api/broadband/cart – the flow's choices as a broadband cart (POST /ufb/cart), paid at /eshop/checkout-ufb or -fwa
export const POST = withCustomer(null, gated(OrderInput, async (input, { rc }) => createBroadbandCart(rc, input)));

// GET /api/broadband/cart?uuid= – the broadband cart the checkout pays (without uuid: the customer's newest open one, when broadband)
export const GET = withCustomer(null, gated(CartLookup, async ({ uuid }, { rc }) => loadBroadbandCart(rc, uuid)));
