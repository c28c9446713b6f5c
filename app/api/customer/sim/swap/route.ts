import { swapSim } from '@/lib/sim/calls';
import { SwapInput } from '@/lib/sim/schemas';
import { requireSecondFactor } from '../../../_lib/second-factor';
import { withCustomer } from '../../../_lib/wrap';

// POST /api/customer/sim/swap – move the number to a new pre-activated SIM, after the second factor
export const POST = withCustomer(SwapInput, async (input, ctx) => swapSim(ctx.rc, input.simId, () => requireSecondFactor(ctx)));
