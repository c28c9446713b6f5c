import { InvitationBody } from '@/lib/customer/schemas';
import { acceptInvitation } from '@/lib/customer/self-service';
import { limitCodeEntry } from '../../_lib/second-factor';
import { withCustomer } from '../../_lib/wrap';

/** POST /api/account/invitation – accept an access invitation; the account joins this sign-in's list. */
export const POST = withCustomer(InvitationBody, async ({ code }, { rc }) => {
  await limitCodeEntry(rc, 'invitation');
  const customerUuid = await acceptInvitation(rc, code);
  return { customerUuid, redirectTo: '/select-account' };
});
