import { getFlags } from '@/lib/config/calls';
import { unlockPlanViews } from '@/lib/eshop/shop';
import { withPublic } from '../../../_lib/wrap';
import { Unlock } from '@/lib/eshop/schemas';

// POST /api/eshop/plans/unlock – the plans a plan password unlocks (wrong → 403 plan_password_incorrect)
export const POST = withPublic(Unlock, async ({ password }, { rc }) => ({ plans: await unlockPlanViews(rc, await getFlags(), password) }));
