import { z } from 'zod';
import { acceptInvitation } from '@/lib/customer/self-service';
import { limitCodeEntry } from '../../_lib/second-factor';
import { withCustomer } from '../../_lib/wrap';

const Body = z.object({ code: z.string().max(64) });

/** POST /api/account/invitation – accept an access invitation; the account joins this sign-in's list. */
export const POST = withCustomer(Body, async ({ code }, { rc }) => {
  limitCodeEntry(rc, 'invitation');
  const customerUuid = await acceptInvitation(rc, code);
  return { customerUuid, redirectTo: '/select-account' };
});
