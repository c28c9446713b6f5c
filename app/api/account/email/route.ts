import { EmailBody } from '@/lib/customer/schemas';
import { ApiError } from '@/lib/errors';
import { currentCustomerUuid, getCustomer } from '@/lib/customer/calls';
import { emailChangeProblem } from '@/lib/customer/rules';
import { sendEmailVerification, updateCustomerFields } from '@/lib/customer/self-service';
import { toApiError } from '@/lib/upstream/errors';
import { limitSend } from '../../_lib/limits';
import { requireSecondFactor } from '../../_lib/second-factor';
import { withCustomer } from '../../_lib/wrap';

/**
 * PUT /api/account/email – needs a passed second factor ("re-authentication with the password
 * is required before changing password or email"). The new address starts unverified: a
 * verification email goes to it, and the guard chain sends the user to the email-verify page.
 */
export const PUT = withCustomer(EmailBody, async ({ email, confirmEmail }, ctx) => {
  requireSecondFactor(ctx);
  const { rc } = ctx;
  const uuid = currentCustomerUuid(rc);
  const current = await getCustomer(rc, uuid);
  if (!current.ok) throw toApiError(current.error);
  const problem = emailChangeProblem({ email, confirmEmail, currentEmail: current.data.email });
  if (problem) throw new ApiError(problem);
  // The verification goes to the new address: counted as every verification email (docs/send-limits.md), before anything changes.
  await limitSend('emailVerification', ctx.req.headers, { customer: uuid, recipient: email });
  await updateCustomerFields(rc, uuid, { FirstName: current.data.firstName, LastName: current.data.lastName, Email: email.trim() });
  await sendEmailVerification(rc, uuid, false);
  rc.session.secondFactorUntil = undefined;
  rc.dirty = true;
  return { email: email.trim(), redirectTo: '/email-verify-page' };
});
