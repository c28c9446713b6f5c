import { getFlags } from '@/lib/config/calls';
import { addToCart } from '@/lib/eshop/shop';
import { AddItem } from '@/lib/eshop/schemas';
import { PLAN_UNLOCK_LIMIT } from '@/lib/flags/constants';
import { clientIp, enforceLimits } from '../../../_lib/limits';
import { withPublic } from '../../../_lib/wrap';

// POST /api/eshop/cart/items – a SIM with its plan (creates the cart when no uuid); a planPassword counts as an unlock try
export const POST = withPublic(AddItem, async (input, { rc, req }) => {
  if (input.planPassword) await enforceLimits([[`plan-unlock:ip:${clientIp(req.headers)}`, PLAN_UNLOCK_LIMIT.perIp]], PLAN_UNLOCK_LIMIT.windowMs);
  return { cart: await addToCart(rc, await getFlags(), input) };
}, { suspended: 'refuse' });
