import { recoverLogin } from '@/lib/auth/recovery';
import { ForgotEmailBody } from '@/lib/auth/schemas';
import { limitSend } from '../../_lib/limits';
import { withPublic } from '../../_lib/wrap';

// POST /api/auth/forgot-email – an SMS naming the login; the same answer whether or not the number has an account; send limits per address and number (docs/send-limits.md)
export const POST = withPublic(ForgotEmailBody, async ({ mobile }, { req, rc }) => {
  await limitSend('recovery', req.headers, { recipient: mobile });
  await recoverLogin(mobile, rc.requestId);
  return { sent: true };
});
