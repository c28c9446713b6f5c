import { loadCart } from '@/lib/eshop/shop';
import { withPublic } from '../../_lib/wrap';
import { CartLookup } from '@/lib/eshop/schemas';

// GET /api/eshop/cart?uuid= – unknown or checked-out carts are 404 cart_not_found (the browser forgets the UUID);
// without a uuid, a signed-in customer's newest open cart
// (a suspended account's session is refused: the cart would be its customer's)
export const GET = withPublic(CartLookup, async ({ uuid }, { rc }) => ({ cart: await loadCart(rc, uuid) }), { suspended: 'refuse' });
