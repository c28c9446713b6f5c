import { getFlags } from '@/lib/config/calls';
import { addToCart } from '@/lib/eshop/shop';
import { withPublic } from '../../../_lib/wrap';
import { AddItem } from '@/lib/eshop/schemas';

// POST /api/eshop/cart/items – a SIM with its plan (creates the cart when no uuid)
export const POST = withPublic(AddItem, async (input, { rc }) => ({ cart: await addToCart(rc, await getFlags(), input) }));
