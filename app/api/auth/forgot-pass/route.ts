import { sendPasswordReset } from '@/lib/auth/recovery';
import { ForgotPassBody } from '@/lib/auth/schemas';
import { RECOVERY_SEND_LIMIT } from '@/lib/flags/constants';
import { appOrigin } from '@/lib/flags/origin';
import { clientIp, enforceLimits } from '../../_lib/limits';
import { withPublic } from '../../_lib/wrap';

// POST /api/auth/forgot-pass – (re)sends the reset email; the same answer whether or not the login exists
export const POST = withPublic(ForgotPassBody, async ({ login }, { req, rc }) => {
  await enforceLimits([[`recovery:ip:${clientIp(req.headers)}`, RECOVERY_SEND_LIMIT.perIp], [`recovery:login:${login.toLowerCase()}`, RECOVERY_SEND_LIMIT.perTarget]], RECOVERY_SEND_LIMIT.windowMs);
  await sendPasswordReset(login, `${appOrigin()}/forgot-pass/code`, rc.requestId);
  return { sent: true };
});
