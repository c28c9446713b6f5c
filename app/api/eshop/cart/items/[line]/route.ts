import { ApiError } from '@/lib/errors';
import { removeLine, setQuantity } from '@/lib/eshop/shop';
import { withPublic } from '../../../../_lib/wrap';
import { CartQuery, SetQuantity } from '@/lib/eshop/schemas';

// PATCH /api/eshop/cart/items/{line} – quantity 0, or decreasing from 1, removes the line
export const PATCH = withPublic(SetQuantity, async ({ uuid, quantity }, { rc, params }) => ({ cart: await setQuantity(rc, uuid, params.line ?? '', quantity) }));

// DELETE /api/eshop/cart/items/{line}?uuid= – removing a SIM removes its plan
export const DELETE = withPublic(null, async (_input, { rc, params, req }) => {
  const query = CartQuery.safeParse({ uuid: req.nextUrl.searchParams.get('uuid') ?? '' });
  if (!query.success) throw new ApiError('bad_input', 'format is invalid', [{ path: 'uuid', message: 'required' }]);
  return { cart: await removeLine(rc, query.data.uuid, params.line ?? '') };
});
