import { billingRequests, sendBillingRequest } from '@/lib/families/calls';
import { BillingRequestInput, RequestsQuery } from '@/lib/families/schemas';
import { limitSend } from '../../../_lib/limits';
import { withCustomer } from '../../../_lib/wrap';

// GET /api/customer/billing-routes/requests?code= – the billing invites and requests, sent and incoming (with a code: only that one)
export const GET = withCustomer(RequestsQuery, async (input, { rc }) => billingRequests(rc, input.code));

// POST /api/customer/billing-routes/requests – { type, email, name?, description?, total?, cycle?, cycleCount? }: ask to be paid for, or offer to pay.
// An email with the sender's words: counted with the group invites (docs/send-limits.md)
export const POST = withCustomer(BillingRequestInput, async (input, { rc, req }) => {
  await limitSend('invite', req.headers, { customer: rc.session.customerUuid, recipient: input.email });
  return sendBillingRequest(rc, input);
});
