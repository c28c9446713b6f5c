import { changeNumber } from '@/lib/sim/calls';
import { NumberInput } from '@/lib/sim/schemas';
import { requireSecondFactor } from '../../../_lib/second-factor';
import { withCustomer } from '../../../_lib/wrap';
import { MONEY } from '../../../_lib/idempotent';

// POST /api/customer/sim/number – change to the chosen number, after the second factor ('No Phone Number' without one)
export const POST = withCustomer(NumberInput, async (input, ctx) => changeNumber(ctx.rc, input.number, () => requireSecondFactor(ctx)), { idempotent: MONEY });
