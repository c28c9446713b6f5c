import { NoInput } from '@/lib/billing/schemas';
import { bonusList } from '@/lib/rewards/calls';
import { withCustomer } from '../_lib/wrap';

// GET /api/bonuses – the points total and the session customer's bonuses by category and group (cached 1 min)
export const GET = withCustomer(NoInput, async (_input, { rc }) => bonusList(rc));
