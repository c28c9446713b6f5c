import { verifyResetCode } from '@/lib/auth/recovery';
import { VerifyCodeBody } from '@/lib/auth/schemas';
import { CODE_ENTRY_LIMIT } from '@/lib/flags/constants';
import { clientIp, enforceLimits } from '../../_lib/limits';
import { withPublic } from '../../_lib/wrap';

// POST /api/auth/verify-code – checks a reset code before the new-password step
export const POST = withPublic(VerifyCodeBody, async ({ login, code }, { req, rc }) => {
  await enforceLimits([[`code:ip:${clientIp(req.headers)}`, CODE_ENTRY_LIMIT.perIp], [`code:login:${login.toLowerCase()}`, CODE_ENTRY_LIMIT.perLogin]], CODE_ENTRY_LIMIT.windowMs);
  await verifyResetCode(login, code, rc.requestId);
  return { ok: true };
});
