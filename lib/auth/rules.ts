import { PASSWORD_MIN_LENGTH, RECOVERY_CODE_LENGTH } from '@/lib/flags/constants';

/**
 * Password rules (portal-shop-onboarding.md §5): "Password: 10 or more characters, upper and
 * lower case letters, at least one number or symbol." One function a clause.
 */
export const PASSWORD_RULE_TEXT = 'Password: 10 or more characters, upper and lower case letters, at least one number or symbol';
/** "new and confirmation must match ('new password and confirm do not match')" */
export const PASSWORD_MISMATCH_TEXT = 'new password and confirm do not match';
/** "Verification code wrong: 'the verification code is incorrect'" */
export const CODE_INCORRECT_TEXT = 'the verification code is incorrect';
/** "Resetting the stored identity token needs a token ('No identity_token')" */
export const NO_IDENTITY_TOKEN_TEXT = 'No identity_token';

/** "10 or more characters" */
export const hasTenOrMoreCharacters = (p: string): boolean => [...p].length >= PASSWORD_MIN_LENGTH;
/** "upper … case letters" */
export const hasUpperCaseLetter = (p: string): boolean => /\p{Lu}/u.test(p);
/** "… and lower case letters" */
export const hasLowerCaseLetter = (p: string): boolean => /\p{Ll}/u.test(p);
/** "at least one number or symbol" (anything that is not a letter: a digit, punctuation, a space) */
export const hasNumberOrSymbol = (p: string): boolean => /[^\p{L}]/u.test(p);

/** All the clauses of the password line. */
export function isStrongPassword(p: string): boolean {
  return hasTenOrMoreCharacters(p) && hasUpperCaseLetter(p) && hasLowerCaseLetter(p) && hasNumberOrSymbol(p);
}

/** "new and confirmation must match" */
export const passwordsMatch = (password: string, confirmation: string): boolean => password === confirmation;

/** A one-time code as it is sent: RECOVERY_CODE_LENGTH digits (spaces a user typed are dropped). */
export function normaliseCode(input: string): string {
  return input.replace(/\s+/g, '');
}
export const isCodeShaped = (code: string): boolean => new RegExp(`^\\d{${RECOVERY_CODE_LENGTH}}$`).test(code);

/** Seconds left of the resend countdown that started at `startedAt` (ms), never negative. */
export function resendSecondsLeft(startedAt: number, now: number, countdownS: number): number {
  return Math.max(0, Math.ceil((startedAt + countdownS * 1000 - now) / 1000));
}

/** A code lives until its expiry and its tries (sandbox and tests share this reading). */
export function codeUsable(code: { expiresAt: number; attempts: number }, now: number, maxAttempts: number): boolean {
  return now < code.expiresAt && code.attempts < maxAttempts;
}
