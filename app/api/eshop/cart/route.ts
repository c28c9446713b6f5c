import { loadCart } from '@/lib/eshop/shop';
import { withPublic } from '../../_lib/wrap';
import { CartQuery } from '@/lib/eshop/schemas';

// GET /api/eshop/cart?uuid= – unknown or checked-out carts are 404 cart_not_found (the browser forgets the UUID)
export const GET = withPublic(CartQuery, async ({ uuid }, { rc }) => ({ cart: await loadCart(rc, uuid) }));
