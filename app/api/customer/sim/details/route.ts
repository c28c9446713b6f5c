import { simDetails } from '@/lib/sim/calls';
import { requireSecondFactor } from '../../../_lib/second-factor';
import { withCustomer } from '../../../_lib/wrap';

// GET /api/customer/sim/details – number, SIM ID, IMSI and PUK, after the second factor
export const GET = withCustomer(null, async (_input, ctx) => simDetails(ctx.rc, () => requireSecondFactor(ctx)));
