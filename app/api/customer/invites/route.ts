import { invites, sendInvite } from '@/lib/families/calls';
import { InviteInput, KindQuery } from '@/lib/families/schemas';
import { limitSend } from '../../_lib/limits';
import { withCustomer } from '../../_lib/wrap';

// GET /api/customer/invites?kind=customer|mobile – the group invites sent and received
export const GET = withCustomer(KindQuery, async (input, { rc }) => invites(rc, input.kind));

// POST /api/customer/invites – { kind, requestedTo, description?, billing? }: invite to the customer's group (made first when they lead none).
// An email or SMS with the sender's words to anyone: send limits per customer, address and recipient (docs/send-limits.md)
export const POST = withCustomer(InviteInput, async (input, { rc, req }) => {
  if (input.requestedTo?.trim()) await limitSend('invite', req.headers, { customer: rc.session.customerUuid, recipient: input.requestedTo });
  return sendInvite(rc, input);
});
