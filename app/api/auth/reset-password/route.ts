import { resetPassword } from '@/lib/auth/recovery';
import { ResetPasswordBody } from '@/lib/auth/schemas';
import { ApiError } from '@/lib/errors';
import { endSession } from '@/lib/upstream/context';
import { limitResetCode } from '../../_lib/limits';
import { withPublic } from '../../_lib/wrap';

// POST /api/auth/reset-password – code + new password; every earlier session of the user ends. Wrong codes are limited per login and address, and slowed per login, never locked (limitResetCode)
export const POST = withPublic(ResetPasswordBody, async ({ login, code, password }, { req, rc }) => {
  const limit = await limitResetCode(req.headers, login);
  await resetPassword(login, code, password, rc.requestId).catch((err: unknown) => {
    if (err instanceof ApiError && err.code === 'verification_code_incorrect') limit.wrong();
    throw err;
  });
  limit.right();
  // A session this browser may still hold is one of the "old sessions": clear it too.
  endSession(rc);
  return { redirectTo: '/sign-in' };
});
