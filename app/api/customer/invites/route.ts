import { invites, sendInvite } from '@/lib/families/calls';
import { InviteInput, KindQuery } from '@/lib/families/schemas';
import { withCustomer } from '../../_lib/wrap';

// GET /api/customer/invites?kind=customer|mobile – the group invites sent and received
export const GET = withCustomer(KindQuery, async (input, { rc }) => invites(rc, input.kind));

// POST /api/customer/invites – { kind, requestedTo, description?, billing? }: invite to the customer's group (made first when they lead none)
export const POST = withCustomer(InviteInput, async (input, { rc }) => sendInvite(rc, input));
