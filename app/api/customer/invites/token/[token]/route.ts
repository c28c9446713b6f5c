import { answerInviteByToken, inviteByToken } from '@/lib/families/calls';
import { TokenActionInput } from '@/lib/families/schemas';
import { withCustomer } from '../../../../_lib/wrap';

// GET /api/customer/invites/token/{token} – the invite the email's link names, or 404 no_invite
export const GET = withCustomer(null, async (_input, { rc, params }) => inviteByToken(rc, params.token ?? ''));

// POST /api/customer/invites/token/{token} – { action: accept|decline }: { kind, groups } after it
export const POST = withCustomer(TokenActionInput, async (input, { rc, params }) => answerInviteByToken(rc, params.token ?? '', input.action));
