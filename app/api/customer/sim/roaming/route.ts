import { roaming, setRoaming } from '@/lib/sim/calls';
import { RoamingInput } from '@/lib/sim/schemas';
import { withCustomer } from '../../../_lib/wrap';

// GET /api/customer/sim/roaming – whether a daily roaming pack turns on by itself overseas
export const GET = withCustomer(null, async (_input, { rc }) => roaming(rc));

// PUT /api/customer/sim/roaming – turn it on or off (serialised per product: the last request wins)
export const PUT = withCustomer(RoamingInput, async (input, { rc }) => setRoaming(rc, input));
