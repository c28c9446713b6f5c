import { simStatus } from '@/lib/sim/calls';
import { withCustomer } from '../../../_lib/wrap';

// GET /api/customer/sim/status – whether the current product's SIM works or is blocked
export const GET = withCustomer(null, async (_input, { rc }) => simStatus(rc));
