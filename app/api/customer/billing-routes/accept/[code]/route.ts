import { acceptBillingRoute } from '@/lib/families/calls';
import { AcceptInput } from '@/lib/families/schemas';
import { withCustomer } from '../../../../_lib/wrap';

// POST /api/customer/billing-routes/accept/{code} – { action: approve|reject }: the email link's invite or request; the routes after it
export const POST = withCustomer(AcceptInput, async (input, { rc, params }) => acceptBillingRoute(rc, params.code ?? '', input));
