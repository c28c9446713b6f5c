import { billingRoutes } from '@/lib/families/calls';
import { withCustomer } from '../../_lib/wrap';

// GET /api/customer/billing-routes – who pays for whom: { canInvite, canRequest, showTypeChoice, routes }
export const GET = withCustomer(null, async (_input, { rc }) => billingRoutes(rc));
