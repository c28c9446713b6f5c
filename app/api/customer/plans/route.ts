import { plansView } from '@/lib/plans/calls';
import { withCustomer } from '../../_lib/wrap';

// GET /api/customer/plans – the current plan and add-ons held, the plans of this kind, the change mode and when a change is next allowed
export const GET = withCustomer(null, async (_input, { rc }) => plansView(rc));
