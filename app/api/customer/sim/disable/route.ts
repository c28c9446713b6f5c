import { disableSim } from '@/lib/sim/calls';
import { DisableInput } from '@/lib/sim/schemas';
import { requireSecondFactor } from '../../../_lib/second-factor';
import { withCustomer } from '../../../_lib/wrap';

// POST /api/customer/sim/disable – block the SIM; a lost or stolen phone's needs no second factor (one confirmed step)
export const POST = withCustomer(DisableInput, async (input, ctx) => disableSim(ctx.rc, input.reason, () => requireSecondFactor(ctx)));
