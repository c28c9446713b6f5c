import { redeemBonus } from '@/lib/rewards/calls';
import { RedeemInput } from '@/lib/rewards/schemas';
import { withCustomer } from '../../../_lib/wrap';
import { MONEY } from '../../../_lib/idempotent';

// POST /api/bonuses/[uuid]/redeem – spend the points on a bonus: the new total and the redeemed reward
export const POST = withCustomer(RedeemInput, async (_input, { rc, params }) => redeemBonus(rc, params.uuid ?? ''), { idempotent: MONEY });
