import { enableSim } from '@/lib/sim/calls';
import { EnableInput } from '@/lib/sim/schemas';
import { requireSecondFactor } from '../../../_lib/second-factor';
import { withCustomer } from '../../../_lib/wrap';

// POST /api/customer/sim/enable – unblock the SIM, after the second factor
export const POST = withCustomer(EnableInput, async (_input, ctx) => enableSim(ctx.rc, () => requireSecondFactor(ctx)));
