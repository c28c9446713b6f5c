import { sendPasswordReset } from '@/lib/auth/recovery';
import { ForgotPassBody } from '@/lib/auth/schemas';
import { appOrigin } from '@/lib/flags/origin';
import { limitSend } from '../../_lib/limits';
import { withPublic } from '../../_lib/wrap';

// POST /api/auth/forgot-pass – (re)sends the reset email; the same answer whether or not the login exists; send limits per address and login (docs/send-limits.md)
export const POST = withPublic(ForgotPassBody, async ({ login }, { req, rc }) => {
  await limitSend('recovery', req.headers, { recipient: login });
  await sendPasswordReset(login, `${appOrigin()}/forgot-pass/code`, rc.requestId);
  return { sent: true };
});
