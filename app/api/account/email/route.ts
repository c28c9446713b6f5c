import { z } from 'zod';
import { ApiError } from '@/lib/errors';
import { currentCustomerUuid, getCustomer } from '@/lib/customer/calls';
import { emailChangeProblem } from '@/lib/customer/rules';
import { sendEmailVerification, updateCustomerFields } from '@/lib/customer/self-service';
import { toApiError } from '@/lib/upstream/errors';
import { requireSecondFactor } from '../../_lib/second-factor';
import { withCustomer } from '../../_lib/wrap';

const Body = z.object({ email: z.email().max(254), confirmEmail: z.string().max(254) });

/**
 * PUT /api/account/email – needs a passed second factor ("re-authentication with the password
 * is required before changing password or email"). The new address starts unverified: a
 * verification email goes to it, and the guard chain sends the user to the email-verify page.
 */
export const PUT = withCustomer(Body, async ({ email, confirmEmail }, ctx) => {
  requireSecondFactor(ctx);
  const { rc } = ctx;
  const uuid = currentCustomerUuid(rc);
  const current = await getCustomer(rc, uuid);
  if (!current.ok) throw toApiError(current.error);
  const problem = emailChangeProblem({ email, confirmEmail, currentEmail: current.data.email });
  if (problem) throw new ApiError(problem);
  await updateCustomerFields(rc, uuid, { FirstName: current.data.firstName, LastName: current.data.lastName, Email: email.trim() });
  await sendEmailVerification(rc, uuid, false);
  rc.session.secondFactorUntil = undefined;
  rc.dirty = true;
  return { email: email.trim(), redirectTo: '/email-verify-page' };
});
