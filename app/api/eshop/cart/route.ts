import { loadCart } from '@/lib/eshop/shop';
import { ApiError } from '@/lib/errors';
import { withPublic } from '../../_lib/wrap';
import { CartLookup } from '@/lib/eshop/schemas';

// GET /api/eshop/cart?uuid= – unknown or checked-out carts are 404 cart_not_found (the browser forgets the UUID);
// without a uuid, a signed-in customer's newest open cart, or `{ cart: null }` (200) when there is
// none (or no sign-in): "no open cart" is an answer, not a missing resource, and every page load of
// a signed-in customer without a cart asks it (issue 30 item 10: no 404 per page view).
// (a suspended account's session is refused: the cart would be its customer's)
export const GET = withPublic(
  CartLookup,
  async ({ uuid }, { rc }) => {
    if (uuid) return { cart: await loadCart(rc, uuid) };
    try {
      return { cart: await loadCart(rc) };
    } catch (e) {
      if (e instanceof ApiError && e.code === 'cart_not_found') return { cart: null };
      throw e;
    }
  },
  { suspended: 'refuse' },
);
