import { getFlags } from '@/lib/config/calls';
import { unlockPlanViews } from '@/lib/eshop/shop';
import { Unlock } from '@/lib/eshop/schemas';
import { PLAN_UNLOCK_LIMIT } from '@/lib/flags/constants';
import { clientIp, enforceLimits } from '../../../_lib/limits';
import { withPublic } from '../../../_lib/wrap';

// POST /api/eshop/plans/unlock – the plans a plan password unlocks (wrong → 403 plan_password_incorrect; tries limited per IP)
export const POST = withPublic(Unlock, async ({ password }, { rc, req }) => {
  await enforceLimits([[`plan-unlock:ip:${clientIp(req.headers)}`, PLAN_UNLOCK_LIMIT.perIp]], PLAN_UNLOCK_LIMIT.windowMs);
  return { plans: await unlockPlanViews(rc, await getFlags(), password) };
});
