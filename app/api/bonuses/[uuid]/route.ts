import { NoInput } from '@/lib/billing/schemas';
import { bonusDetail } from '@/lib/rewards/calls';
import { withCustomer } from '../../_lib/wrap';

// GET /api/bonuses/[uuid] – one of the session customer's bonuses and the points total
export const GET = withCustomer(NoInput, async (_input, { rc, params }) => bonusDetail(rc, params.uuid ?? ''));
