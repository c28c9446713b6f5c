import { swapSim } from '@/lib/sim/calls';
import { SwapInput } from '@/lib/sim/schemas';
import { spendSecondFactor } from '../../../_lib/second-factor';
import { withCustomer } from '../../../_lib/wrap';
import { MONEY } from '../../../_lib/idempotent';

// POST /api/customer/sim/swap – move the number to a new pre-activated SIM, after a second factor given for this swap (spent by it)
export const POST = withCustomer(SwapInput, async (input, ctx) => swapSim(ctx.rc, input.simId, () => spendSecondFactor(ctx)), { idempotent: MONEY });
