import { addListedNumber, numberLists } from '@/lib/sim/calls';
import { ListInput } from '@/lib/sim/schemas';
import { withCustomer } from '../../../../_lib/wrap';

// GET /api/customer/sim/security/numbers – the allowed and blocked numbers
export const GET = withCustomer(null, async (_input, { rc }) => numberLists(rc));

// POST /api/customer/sim/security/numbers – a number onto the allow or block list; answers both lists
export const POST = withCustomer(ListInput, async (input, { rc }) => addListedNumber(rc, input));
