import { ApiError } from '@/lib/errors';
import { actOnInvite, pathId } from '@/lib/families/calls';
import { INVITE_ACTIONS, type InviteAction } from '@/lib/families/schemas';
import { withCustomer } from '../../../../_lib/wrap';

const isAction = (a: string | undefined): a is InviteAction => INVITE_ACTIONS.includes(a as InviteAction);

// POST /api/customer/invites/{uuid}/{cancel|decline|accept} – one of the customer's invites; the invites of its kind after it
export const POST = withCustomer(null, async (_input, { rc, params }) => {
  if (!isAction(params.action)) throw new ApiError('not_found');
  return actOnInvite(rc, pathId(params.uuid), params.action);
});
