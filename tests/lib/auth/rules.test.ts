import {
  codeUsable,
  hasLowerCaseLetter,
  hasNumberOrSymbol,
  hasTenOrMoreCharacters,
  hasUpperCaseLetter,
  isCodeShaped,
  isStrongPassword,
  normaliseCode,
  passwordsMatch,
  resendSecondsLeft,
} from '@/lib/auth/rules';
import { RECOVERY_CODE_MAX_ATTEMPTS, RECOVERY_CODE_TTL_MS, RESEND_COUNTDOWN_S } from '@/lib/flags/constants';
import { SignUpBody } from '@/lib/auth/schemas';

// portal-shop-onboarding.md §5: "Password: 10 or more characters, upper and lower case letters,
// at least one number or symbol."
describe('password rules', () => {
  it('"10 or more characters"', () => {
    expect(hasTenOrMoreCharacters('Abcdefgh1')).toBe(false);
    expect(hasTenOrMoreCharacters('Abcdefgh12')).toBe(true);
    // characters, not UTF-16 units
    expect(hasTenOrMoreCharacters('Āēīōūāēīō')).toBe(false);
  });
  it('"upper … case letters"', () => {
    expect(hasUpperCaseLetter('abcdefgh12')).toBe(false);
    expect(hasUpperCaseLetter('Ābcdefgh12')).toBe(true);
  });
  it('"… and lower case letters"', () => {
    expect(hasLowerCaseLetter('ABCDEFGH12')).toBe(false);
    expect(hasLowerCaseLetter('ABCDEFGHā1')).toBe(true);
  });
  it('"at least one number or symbol"', () => {
    expect(hasNumberOrSymbol('Abcdefghij')).toBe(false);
    expect(hasNumberOrSymbol('Abcdefghi1')).toBe(true);
    expect(hasNumberOrSymbol('Abcdefghi!')).toBe(true);
    expect(hasNumberOrSymbol('Abcd efghi')).toBe(true);
  });
  it('all together', () => {
    expect(isStrongPassword('Demo-Pass-2026')).toBe(true);
    expect(isStrongPassword('demo-pass-2026')).toBe(false);
    expect(isStrongPassword('Short-1')).toBe(false);
  });
  it("\"new and confirmation must match ('new password and confirm do not match')\"", () => {
    expect(passwordsMatch('Demo-Pass-2026', 'Demo-Pass-2026')).toBe(true);
    expect(passwordsMatch('Demo-Pass-2026', 'demo-Pass-2026')).toBe(false);
    const parsed = SignUpBody.safeParse({ login: 'a@example.com', password: 'Demo-Pass-2026', confirm: 'Demo-Pass-2027', firstName: 'A', lastName: 'B' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toContainEqual(expect.objectContaining({ path: ['confirm'], message: 'new password and confirm do not match' }));
  });
});

describe('one-time codes', () => {
  it('six digits, spaces typed between them ignored', () => {
    expect(isCodeShaped(normaliseCode('123 456'))).toBe(true);
    expect(isCodeShaped('12345')).toBe(false);
    expect(isCodeShaped('12345a')).toBe(false);
  });
  it('"codes expire": usable until the expiry, then not', () => {
    const issued = 1_000_000;
    const code = { expiresAt: issued + RECOVERY_CODE_TTL_MS, attempts: 0 };
    expect(codeUsable(code, issued + RECOVERY_CODE_TTL_MS - 1, RECOVERY_CODE_MAX_ATTEMPTS)).toBe(true);
    expect(codeUsable(code, issued + RECOVERY_CODE_TTL_MS, RECOVERY_CODE_MAX_ATTEMPTS)).toBe(false);
  });
  it('a code allows RECOVERY_CODE_MAX_ATTEMPTS tries', () => {
    expect(codeUsable({ expiresAt: 10, attempts: RECOVERY_CODE_MAX_ATTEMPTS - 1 }, 0, RECOVERY_CODE_MAX_ATTEMPTS)).toBe(true);
    expect(codeUsable({ expiresAt: 10, attempts: RECOVERY_CODE_MAX_ATTEMPTS }, 0, RECOVERY_CODE_MAX_ATTEMPTS)).toBe(false);
  });
});

// "SMS codes have a resend countdown (length not shown)": ours is RESEND_COUNTDOWN_S.
describe('resend countdown', () => {
  it('counts down from RESEND_COUNTDOWN_S to 0 and never below', () => {
    expect(resendSecondsLeft(0, 0, RESEND_COUNTDOWN_S)).toBe(RESEND_COUNTDOWN_S);
    expect(resendSecondsLeft(0, 500, RESEND_COUNTDOWN_S)).toBe(RESEND_COUNTDOWN_S);
    expect(resendSecondsLeft(0, 59_001, RESEND_COUNTDOWN_S)).toBe(1);
    expect(resendSecondsLeft(0, 60_000, RESEND_COUNTDOWN_S)).toBe(0);
    expect(resendSecondsLeft(0, 999_999, RESEND_COUNTDOWN_S)).toBe(0);
  });
});
