import { claimCart } from '@/lib/eshop/shop';
import { withCustomer } from '../../../_lib/wrap';
import { Claim } from '@/lib/eshop/schemas';

// POST /api/eshop/cart/claim – binds a visitor's cart to the session's customer
export const POST = withCustomer(Claim, async ({ uuid }, { rc }) => ({ cart: await claimCart(rc, uuid) }));
