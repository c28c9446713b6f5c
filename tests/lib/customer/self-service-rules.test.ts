import {
  emailChangeProblem, hasCustomerUpdateParameters, hasSecondFactor, isEmailVerified, isStrongPassword, passwordChangeProblem, secondFactorExpiry,
} from '@/lib/customer/rules';
import { SECOND_FACTOR_PROOF_MS } from '@/lib/flags/constants';

describe('isStrongPassword — "Password: 10 or more characters, upper and lower case letters, at least one number or symbol."', () => {
  it.each([
    ['Demo-Pass-2026', true],
    ['Abcdefghi1', true],
    ['Abcdefgh!j', true],
    ['Abcdefgh1', false], // 9 characters
    ['abcdefghij1', false], // no upper case
    ['ABCDEFGHIJ1', false], // no lower case
    ['Abcdefghijk', false], // no number or symbol
  ])('%s → %s', (password, ok) => expect(isStrongPassword(password)).toBe(ok));
});

describe('passwordChangeProblem — "Old and new passwords must differ; new and confirmation must match (\'new password and confirm do not match\')."', () => {
  const ok = { oldPassword: 'Demo-Pass-2026', newPassword: 'New-Pass-2027', confirmPassword: 'New-Pass-2027' };
  it('accepts a strong, different, confirmed password', () => expect(passwordChangeProblem(ok)).toBeNull());
  it('confirmation must match', () => expect(passwordChangeProblem({ ...ok, confirmPassword: 'New-Pass-2028' })).toBe('password_mismatch'));
  it('old and new must differ', () => expect(passwordChangeProblem({ ...ok, newPassword: ok.oldPassword, confirmPassword: ok.oldPassword })).toBe('password_unchanged'));
  it('the new one follows the password rule', () => expect(passwordChangeProblem({ ...ok, newPassword: 'weak', confirmPassword: 'weak' })).toBe('password_rules'));
});

describe('emailChangeProblem — "Email and confirm email must match; a new email must differ from the current one."', () => {
  it('accepts a new, confirmed address', () => expect(emailChangeProblem({ email: 'a@x.nz', confirmEmail: 'a@x.nz', currentEmail: 'b@x.nz' })).toBeNull());
  it('confirm must match', () => expect(emailChangeProblem({ email: 'a@x.nz', confirmEmail: 'c@x.nz', currentEmail: 'b@x.nz' })).toBe('email_confirm_mismatch'));
  it('must differ (case and spaces do not make it new)', () =>
    expect(emailChangeProblem({ email: ' B@X.nz', confirmEmail: 'b@x.nz ', currentEmail: 'b@x.nz' })).toBe('email_unchanged'));
});

describe("hasCustomerUpdateParameters — \"Customer field update needs payload, SPID and UUID ('Missing required parameters: payload, SPID, UUID').\"", () => {
  const all = { payload: { FirstName: 'A' }, spid: 69, uuid: 'u' };
  it('all three present', () => expect(hasCustomerUpdateParameters(all)).toBe(true));
  it.each([['payload', { ...all, payload: {} }], ['SPID', { ...all, spid: null }], ['UUID', { ...all, uuid: '' }]])('without %s', (_n, input) =>
    expect(hasCustomerUpdateParameters(input)).toBe(false));
});

describe('second-factor proof', () => {
  it(`lasts ${SECOND_FACTOR_PROOF_MS / 60000} minutes from when the step was passed`, () => {
    const until = secondFactorExpiry(1_000_000);
    expect(until).toBe(1_000_000 + SECOND_FACTOR_PROOF_MS);
    expect(hasSecondFactor(until, until - 1)).toBe(true);
    expect(hasSecondFactor(until, until)).toBe(false);
    expect(hasSecondFactor(undefined, 0)).toBe(false);
  });
});

describe('isEmailVerified — "Email counts as verified if the account says so, the address ends in a placeholder domain, an environment flag is set, or the sign-in is social."', () => {
  const base = { accountSays: false, email: 'me@example.com', envFlag: false };
  it('each of the four reasons', () => {
    expect(isEmailVerified(base)).toBe(false);
    expect(isEmailVerified({ ...base, accountSays: true })).toBe(true);
    expect(isEmailVerified({ ...base, email: 'ME@PRIVATERELAY.APPLEID.COM' })).toBe(true);
    expect(isEmailVerified({ ...base, envFlag: true })).toBe(true);
    for (const p of ['google', 'APPLE', 'Facebook']) expect(isEmailVerified({ ...base, identityProvider: p })).toBe(true);
    expect(isEmailVerified({ ...base, identityProvider: 'LOCAL' })).toBe(false);
  });
  it('a look-alike domain is not a placeholder', () => expect(isEmailVerified({ ...base, email: 'me@notprivaterelay.appleid.com.evil' })).toBe(false));
});

describe('cross-tab reload — "A change of the stored current mobile product in another browser tab reloads the page (from onboarding it goes home first)."', () => {
  it('reloads, except from onboarding, which goes home', async () => {
    const { reloadTarget } = await import('@/components/account/cross-tab');
    expect(reloadTarget('/profile')).toBe('reload');
    expect(reloadTarget('/onboarding')).toBe('home');
    expect(reloadTarget('/mi-NZ/onboarding/plan')).toBe('home');
    expect(reloadTarget('/onboardingx')).toBe('reload');
  });
});
