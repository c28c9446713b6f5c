import { NoInput } from '@/lib/billing/schemas';
import { power } from '@/lib/rewards/calls';
import { withCustomer } from '../_lib/wrap';

// GET /api/power – the electricity offer for broadband customers: bundle, plans by region, the sign-up
export const GET = withCustomer(NoInput, async (_input, { rc }) => power(rc));
