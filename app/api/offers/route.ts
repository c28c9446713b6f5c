import { NoInput } from '@/lib/billing/schemas';
import { offers } from '@/lib/rewards/calls';
import { withCustomer } from '../_lib/wrap';

// GET /api/offers – your-offers (fitting the session customer's products) and all-offers
export const GET = withCustomer(NoInput, async (_input, { rc }) => offers(rc));
