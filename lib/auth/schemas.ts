import { z } from 'zod';
import { cleanText } from '@/lib/errors/input';
import { PASSWORD_MAX_LENGTH, RECOVERY_CODE_LENGTH } from '@/lib/flags/constants';
import { isCodeShaped, isStrongPassword, normaliseCode, passwordsMatch, PASSWORD_MISMATCH_TEXT, PASSWORD_RULE_TEXT } from './rules';

/** Field texts are the spec's (§5): 'please enter', 'cannot be longer than N characters', 'format is invalid'. */
const MAX_LOGIN = 254;
const MAX_NAME = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const login = z.string().trim().min(1, 'please enter').max(MAX_LOGIN, `cannot be longer than ${MAX_LOGIN} characters`).regex(EMAIL, 'format is invalid');
/** Names: control and bidi-override characters stripped (issue 10), trimmed, required. */
const name = cleanText(MAX_NAME, { required: true });
const newPassword = z.string().min(1, 'please enter').max(PASSWORD_MAX_LENGTH, `cannot be longer than ${PASSWORD_MAX_LENGTH} characters`).refine(isStrongPassword, PASSWORD_RULE_TEXT);
export const code = z
  .string()
  .transform(normaliseCode)
  .pipe(z.string().min(1, 'please enter').max(RECOVERY_CODE_LENGTH, `cannot be longer than ${RECOVERY_CODE_LENGTH} characters`).refine(isCodeShaped, 'format is invalid'));

/** "new and confirmation must match ('new password and confirm do not match')", on the confirm field. */
function confirmMatches(v: { password: string; confirm: string }, ctx: z.RefinementCtx): void {
  if (v.confirm && !passwordsMatch(v.password, v.confirm)) ctx.addIssue({ code: 'custom', path: ['confirm'], message: PASSWORD_MISMATCH_TEXT });
}

export const SignUpBody = z
  .object({
    login,
    password: newPassword,
    confirm: z.string().min(1, 'please enter').max(PASSWORD_MAX_LENGTH, `cannot be longer than ${PASSWORD_MAX_LENGTH} characters`),
    firstName: name,
    lastName: name,
    identityToken: z.string().max(500, 'cannot be longer than 500 characters').optional(),
    redirect: z.string().optional(),
  })
  .superRefine(confirmMatches);

/** NZ mobile numbers: 02x with 7-9 more digits, or +64 2x; spaces and dashes allowed. */
export const mobile = z
  .string()
  .trim()
  .min(1, 'please enter')
  .max(20, 'cannot be longer than 20 characters')
  .refine((v) => /^(?:\+?64|0)2\d{7,9}$/.test(v.replace(/[\s-]/g, '')), 'format is invalid');

export const ForgotEmailBody = z.object({ mobile });
export const ForgotPassBody = z.object({ login });
export const VerifyCodeBody = z.object({ login, code });
export const ResetPasswordBody = z
  .object({ login, code, password: newPassword, confirm: z.string().min(1, 'please enter').max(PASSWORD_MAX_LENGTH, `cannot be longer than ${PASSWORD_MAX_LENGTH} characters`) })
  .superRefine(confirmMatches);
