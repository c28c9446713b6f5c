import { verifyResetCode } from '@/lib/auth/recovery';
import { VerifyCodeBody } from '@/lib/auth/schemas';
import { ApiError } from '@/lib/errors';
import { limitResetCode } from '../../_lib/limits';
import { withPublic } from '../../_lib/wrap';

// POST /api/auth/verify-code – checks a reset code before the new-password step; limited as sign-in is (limitResetCode)
export const POST = withPublic(VerifyCodeBody, async ({ login, code }, { req, rc }) => {
  const limit = await limitResetCode(req.headers, login);
  await verifyResetCode(login, code, rc.requestId).catch((err: unknown) => {
    if (err instanceof ApiError && err.code === 'verification_code_incorrect') limit.wrong();
    throw err;
  });
  limit.right();
  return { ok: true };
});
