import { callSecurity, saveCallSecurity } from '@/lib/sim/calls';
import { SecurityInput } from '@/lib/sim/schemas';
import { withCustomer } from '../../../_lib/wrap';

// GET /api/customer/sim/security – spam call and text filtering, withheld and overseas callers to voicemail
export const GET = withCustomer(null, async (_input, { rc }) => callSecurity(rc));

// PUT /api/customer/sim/security – the four choices at once
export const PUT = withCustomer(SecurityInput, async (input, { rc }) => saveCallSecurity(rc, input));
