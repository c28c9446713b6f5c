import { listAdoptions } from '@/lib/onboarding/calls';
import { withCustomer } from '../../_lib/wrap';

// GET /api/onboarding/sims – the customer's SIMs not yet active or activating
export const GET = withCustomer(null, async (_input, { rc }) => listAdoptions(rc));
