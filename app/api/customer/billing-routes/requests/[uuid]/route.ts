import { actOnBillingRequest, pathId } from '@/lib/families/calls';
import { RequestActionInput } from '@/lib/families/schemas';
import { withCustomer } from '../../../../_lib/wrap';

// POST /api/customer/billing-routes/requests/{uuid} – { action: approve|reject|cancel, name?, total?, cycle?, cycleCount? }: the routes after it
export const POST = withCustomer(RequestActionInput, async (input, { rc, params }) => actOnBillingRequest(rc, pathId(params.uuid), input));
