import { getFlags } from '@/lib/config/calls';
import { removeLine, setQuantity } from '@/lib/eshop/shop';
import { parseInput } from '../../../../_lib/input';
import { withPublic } from '../../../../_lib/wrap';
import { CartQuery, SetQuantity } from '@/lib/eshop/schemas';

// PATCH /api/eshop/cart/items/{line} – quantity 0, or decreasing from 1, removes the line
export const PATCH = withPublic(SetQuantity, async ({ uuid, quantity }, { rc, params }) => ({ cart: await setQuantity(rc, await getFlags(), uuid, params.line ?? '', quantity) }), { suspended: 'refuse' });

// DELETE /api/eshop/cart/items/{line}?uuid= – removing a SIM removes its plan
export const DELETE = withPublic(null, async (_input, { rc, params, req }) => {
  const { uuid } = parseInput(CartQuery, { uuid: req.nextUrl.searchParams.get('uuid') ?? undefined });
  return { cart: await removeLine(rc, uuid, params.line ?? '') };
}, { suspended: 'refuse' });
