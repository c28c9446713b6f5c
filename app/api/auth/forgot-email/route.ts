import { recoverLogin } from '@/lib/auth/recovery';
import { ForgotEmailBody } from '@/lib/auth/schemas';
import { RECOVERY_SEND_LIMIT } from '@/lib/flags/constants';
import { clientIp, enforceLimits } from '../../_lib/limits';
import { withPublic } from '../../_lib/wrap';

// POST /api/auth/forgot-email – an SMS naming the login; the same answer whether or not the number has an account
export const POST = withPublic(ForgotEmailBody, async ({ mobile }, { req, rc }) => {
  const digits = mobile.replace(/\D/g, '').replace(/^64/, '').replace(/^0/, '');
  await enforceLimits([[`recovery:ip:${clientIp(req.headers)}`, RECOVERY_SEND_LIMIT.perIp], [`recovery:mobile:${digits}`, RECOVERY_SEND_LIMIT.perTarget]], RECOVERY_SEND_LIMIT.windowMs);
  await recoverLogin(mobile, rc.requestId);
  return { sent: true };
});
