import { z } from 'zod';
import { ApiError } from '@/lib/errors';
import { secretText } from '@/lib/errors/input';
import { PASSWORD_MAX_LENGTH } from '@/lib/flags/constants';
import { passwordChangeProblem } from '@/lib/customer/rules';
import { changePassword } from '@/lib/customer/self-service';
import { withCustomer } from '../../_lib/wrap';

const Body = z.object({ oldPassword: secretText(PASSWORD_MAX_LENGTH), newPassword: z.string().max(PASSWORD_MAX_LENGTH), confirmPassword: z.string().max(PASSWORD_MAX_LENGTH) });

/**
 * PUT /api/account/password – the old password is the re-authentication. The upstream's
 * not-before then ends every other session; this one signs in again with the new password.
 */
export const PUT = withCustomer(Body, async (input, { rc }) => {
  const problem = passwordChangeProblem(input);
  if (problem) throw new ApiError(problem);
  await changePassword(rc, input.oldPassword, input.newPassword);
  return { changed: true };
});
