import { PasswordBody } from '@/lib/customer/schemas';
import { ApiError } from '@/lib/errors';
import { passwordChangeProblem } from '@/lib/customer/rules';
import { changePassword } from '@/lib/customer/self-service';
import { withCustomer } from '../../_lib/wrap';

/**
 * PUT /api/account/password – the old password is the re-authentication. The upstream's
 * not-before then ends every other session; this one signs in again with the new password.
 */
export const PUT = withCustomer(PasswordBody, async (input, { rc }) => {
  const problem = passwordChangeProblem(input);
  if (problem) throw new ApiError(problem);
  await changePassword(rc, input.oldPassword, input.newPassword);
  return { changed: true };
});
