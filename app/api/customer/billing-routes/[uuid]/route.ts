import { pathId, removeBillingRoute, updateBillingRoute } from '@/lib/families/calls';
import { RouteUpdateInput } from '@/lib/families/schemas';
import { withCustomer } from '../../../_lib/wrap';

// PUT /api/customer/billing-routes/{uuid} – { name, total, cycle, cycleCount }: the route after it
export const PUT = withCustomer(RouteUpdateInput, async (input, { rc, params }) => updateBillingRoute(rc, pathId(params.uuid), input));

// DELETE /api/customer/billing-routes/{uuid} – either side ends the route; the routes after it
export const DELETE = withCustomer(null, async (_input, { rc, params }) => removeBillingRoute(rc, pathId(params.uuid)));
