import { signOutEverywhere } from '@/lib/customer/self-service';
import { withCustomer } from '../../_lib/wrap';

/**
 * POST /api/account/sign-out-everywhere – the upstream refuses every token issued so far (its
 * per-user not-before); other browsers end at their next upstream call, this one now.
 */
export const POST = withCustomer(null, async (_input, { rc }) => {
  await signOutEverywhere(rc);
  // An emptied (not "ended") session: the wrapper clears the cookie and still answers 200.
  rc.session = {};
  rc.dirty = true;
  return { signedOut: true, redirectTo: '/sign-in' };
});
