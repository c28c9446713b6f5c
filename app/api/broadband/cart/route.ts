import { createBroadbandCart, loadBroadbandCart } from '@/lib/broadband/order';
import { CartLookup, OrderInput } from '@/lib/broadband/schemas';
import { broadbandCustomer } from '../_lib/gated';

// POST /api/broadband/cart – the flow's choices as a broadband cart (POST /ufb/cart), paid at /eshop/checkout-ufb or -fwa
export const POST = broadbandCustomer(OrderInput, async (input, { rc }) => createBroadbandCart(rc, input));

// GET /api/broadband/cart?uuid= – the broadband cart the checkout pays (without uuid: the customer's newest open one, when broadband)
export const GET = broadbandCustomer(CartLookup, async ({ uuid }, { rc }) => loadBroadbandCart(rc, uuid));
