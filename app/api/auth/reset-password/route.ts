import { resetPassword } from '@/lib/auth/recovery';
import { ResetPasswordBody } from '@/lib/auth/schemas';
import { CODE_ENTRY_LIMIT } from '@/lib/flags/constants';
import { endSession } from '@/lib/upstream/context';
import { clientIp, enforceLimits } from '../../_lib/limits';
import { withPublic } from '../../_lib/wrap';

// POST /api/auth/reset-password – code + new password; every earlier session of the user ends
export const POST = withPublic(ResetPasswordBody, async ({ login, code, password }, { req, rc }) => {
  await enforceLimits([[`code:ip:${clientIp(req.headers)}`, CODE_ENTRY_LIMIT.perIp], [`code:login:${login.toLowerCase()}`, CODE_ENTRY_LIMIT.perLogin]], CODE_ENTRY_LIMIT.windowMs);
  await resetPassword(login, code, password, rc.requestId);
  // A session this browser may still hold is one of the "old sessions": clear it too.
  endSession(rc);
  return { redirectTo: '/sign-in' };
});
