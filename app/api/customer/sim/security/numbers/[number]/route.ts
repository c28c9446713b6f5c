import { removeListedNumber } from '@/lib/sim/calls';
import { withCustomer } from '../../../../../_lib/wrap';

// DELETE /api/customer/sim/security/numbers/{number} – a number off its list; answers both lists
export const DELETE = withCustomer(null, async (_input, { rc, params }) => removeListedNumber(rc, params.number ?? ''));
