import { POST as signIn } from '@/app/api/auth/sign-in/route';
import { POST as signUp } from '@/app/api/auth/sign-up/route';
import { POST as forgotEmail } from '@/app/api/auth/forgot-email/route';
import { POST as forgotPass } from '@/app/api/auth/forgot-pass/route';
import { POST as verifyCode } from '@/app/api/auth/verify-code/route';
import { POST as resetPassword } from '@/app/api/auth/reset-password/route';
import { GET as customer } from '@/app/api/customer/route';
import { CODE_ENTRY_LIMIT, RECOVERY_SEND_LIMIT, SIGN_UP_LIMIT } from '@/lib/flags/constants';
import { clearCache } from '@/lib/cache';
import { PEER_HEADER, peerHeaderValue } from '@/lib/flags/client-address';
import type { Sandbox } from '@/sandbox/server';
import { apiRequest, control, cookieFrom, json, PASSWORD, resetAll, startSandbox } from '../support/bff';

let sandbox: Sandbox;
let url: string;
beforeAll(async () => ({ sandbox, url } = await startSandbox()));
afterAll(() => sandbox.close());
beforeEach(() => resetAll(url));

type Handler = (req: ReturnType<typeof apiRequest>) => Promise<Response>;
const call = (handler: Handler, path: string) => (body: unknown, opts: Parameters<typeof apiRequest>[2] = {}) => handler(apiRequest('POST', path, { body, ...opts }));
const postSignUp = call(signUp as Handler, '/api/auth/sign-up');
const postForgotEmail = call(forgotEmail as Handler, '/api/auth/forgot-email');
const postForgotPass = call(forgotPass as Handler, '/api/auth/forgot-pass');
const postVerify = call(verifyCode as Handler, '/api/auth/verify-code');
const postReset = call(resetPassword as Handler, '/api/auth/reset-password');
const postSignIn = call(signIn as Handler, '/api/auth/sign-in');

type Err = { error: { code: string; message: string; details?: Array<{ path: string; message: string }> } };
type Outbox = { messages: Array<{ channel: string; to: string; body: string; code?: string; link?: string }> };
const outbox = (to: string) => control<Outbox>(url, 'GET', `/outbox?to=${encodeURIComponent(to)}`);
const NEW_PASSWORD = 'Fresh-Start-2027';
const signUpBody = (login: string, extra: Record<string, unknown> = {}) => ({ login, password: NEW_PASSWORD, confirm: NEW_PASSWORD, firstName: 'Mere', lastName: 'Tane', ...extra });
/** Options for a request from one client address, as the server stamps it from the socket. */
const from = (ip: string, headers: Record<string, string> = {}) => ({ headers: { [PEER_HEADER]: peerHeaderValue(ip), ...headers } });
const details = async (res: Response) => (await json<Err>(res)).error.details ?? [];

describe('POST /api/auth/sign-up', () => {
  it('creates the account, signs in (cookie) and lands on /email-verify-page (email unverified)', async () => {
    const res = await postSignUp(signUpBody('mere@example.com'));
    expect(res.status).toBe(201);
    expect(await json(res)).toEqual({ redirectTo: '/email-verify-page' });
    expect(cookieFrom(res)).toContain('portal_session=');
    // and the password works for sign-in
    expect((await postSignIn({ login: 'mere@example.com', password: NEW_PASSWORD })).status).toBe(200);
  });

  it('"Password: 10 or more characters, upper and lower case letters, at least one number or symbol"', async () => {
    for (const weak of ['Short-1a', 'alllowercase-1', 'ALLUPPERCASE-1', 'NoNumberOrSymbol']) {
      const res = await postSignUp(signUpBody('weak@example.com', { password: weak, confirm: weak }));
      expect(res.status).toBe(422);
      expect(await details(res)).toContainEqual({ path: 'password', message: 'Password: 10 or more characters, upper and lower case letters, at least one number or symbol' });
    }
  });

  it("new and confirmation must match ('new password and confirm do not match')", async () => {
    const res = await postSignUp(signUpBody('mismatch@example.com', { confirm: 'Other-Pass-2027' }));
    expect(res.status).toBe(422);
    expect(await details(res)).toContainEqual({ path: 'confirm', message: 'new password and confirm do not match' });
  });

  it('"Local sign-up and sign-in need login and password": each missing one is "please enter"', async () => {
    const res = await postSignUp({ login: '', password: '', confirm: '', firstName: 'A', lastName: 'B' });
    expect(res.status).toBe(422);
    const d = await details(res);
    expect(d).toContainEqual({ path: 'login', message: 'please enter' });
    expect(d).toContainEqual({ path: 'password', message: 'please enter' });
    expect((await postSignUp(signUpBody('not-an-email'))).status).toBe(422);
    expect((await signUp(apiRequest('POST', '/api/auth/sign-up', { raw: '{nope' }))).status).toBe(422);
  });

  it('an address that already has an account is a 409 login_taken', async () => {
    const res = await postSignUp(signUpBody('prepay@example.com'));
    expect(res.status).toBe(409);
    expect((await json<Err>(res)).error.code).toBe('login_taken');
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a request without our Origin (403)', async () => {
    expect((await postSignUp(signUpBody('x@example.com'), { origin: 'https://evil.example' })).status).toBe(403);
    expect((await postSignUp(signUpBody('x@example.com'), { origin: null })).status).toBe(403);
  });

  it('limits sign-ups per address with 429 and Retry-After', async () => {
    for (let i = 0; i < SIGN_UP_LIMIT.perLogin; i++) expect((await postSignUp(signUpBody('prepay@example.com'))).status).toBe(409);
    const limited = await postSignUp(signUpBody('prepay@example.com'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json<Err>(limited)).error.code).toBe('rate_limited');
  });

  it('limits sign-ups per IP', async () => {
    // bad input is answered (422) before counting, so it never burns the limit
    for (let i = 0; i < SIGN_UP_LIMIT.perIp + 1; i++) expect((await postSignUp(signUpBody(`ip${i}@example.com`, { password: 'x', confirm: 'x' }), from('203.0.113.9'))).status).toBe(422);
    // a new X-Forwarded-For per attempt is still the same client (issue 10, finding 3)
    for (let i = 0; i < SIGN_UP_LIMIT.perIp; i++) await postSignUp(signUpBody('prepay@example.com'), from('203.0.113.10', { 'x-forwarded-for': `198.51.100.${i}` }));
    expect((await postSignUp(signUpBody('free@example.com'), from('203.0.113.10', { 'x-forwarded-for': '192.0.2.1' }))).status).toBe(429);
    expect((await postSignUp(signUpBody('free@example.com'), from('203.0.113.11'))).status).toBe(201);
  });
});

describe('sign up with identity link', () => {
  it('signs up with the link: the address it was sent to counts as verified', async () => {
    const link = await control<{ identityToken: string }>(url, 'POST', '/identity-links', { email: 'linked@example.com', firstName: 'Tama', lastName: 'Rangi' });
    const res = await postSignUp(signUpBody('linked@example.com', { identityToken: link.identityToken }));
    expect(res.status).toBe(201);
    expect((await json<{ redirectTo: string }>(res)).redirectTo).not.toBe('/email-verify-page');
    // used once
    const again = await postSignUp(signUpBody('linked2@example.com', { identityToken: link.identityToken }));
    expect(again.status).toBe(404);
    expect((await json<Err>(again)).error).toEqual({ code: 'identity_link_invalid', message: 'This sign-up link is not valid any more. Ask for a new one, or sign up without it.' });
  });
});

describe('POST /api/auth/forgot-email', () => {
  it('texts the number the login ("a phone number receives an SMS naming the login")', async () => {
    const res = await postForgotEmail({ mobile: '021 555 0101' });
    expect(res.status).toBe(200);
    const { messages } = await outbox('021 555 0101');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'sms' });
    expect(messages[0]?.body).toContain('prepay@example.com');
  });

  it('answers the same for a number without an account (no enumeration), and sends nothing', async () => {
    const known = await postForgotEmail({ mobile: '0215550101' });
    const unknown = await postForgotEmail({ mobile: '0219999999' });
    expect(unknown.status).toBe(known.status);
    expect(await json(unknown)).toEqual(await json(known));
    expect((await outbox('0219999999')).messages).toEqual([]);
  });

  it('bad input is 422 "format is invalid"; bad Origin 403', async () => {
    const res = await postForgotEmail({ mobile: '12ab' });
    expect(res.status).toBe(422);
    expect(await details(res)).toContainEqual({ path: 'mobile', message: 'format is invalid' });
    expect((await postForgotEmail({ mobile: '0215550101' }, { origin: 'https://evil.example' })).status).toBe(403);
  });

  it('limits per number with 429 and Retry-After', async () => {
    for (let i = 0; i < RECOVERY_SEND_LIMIT.perTarget; i++) expect((await postForgotEmail({ mobile: '0215550101' })).status).toBe(200);
    const limited = await postForgotEmail({ mobile: '+64 21 555 0101' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('forgot password → code → new password', () => {
  async function requestCode(login = 'postpay@example.com'): Promise<string> {
    expect((await postForgotPass({ login })).status).toBe(200);
    const { messages } = await outbox(login);
    const code = messages.at(-1)?.code;
    if (!code) throw new Error('no code in the outbox');
    return code;
  }

  it('a forged Host and a matching Origin are refused, and the link in the email is never built on them (issue 10, finding 1)', async () => {
    const forged = await postForgotPass({ login: 'postpay@example.com' }, { origin: 'http://evil.example', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    expect(forged.status).toBe(403);
    expect((await outbox('postpay@example.com')).messages).toHaveLength(0);
    // Our own Origin with a forged Host: accepted, and the link is on the configured origin.
    expect((await postForgotPass({ login: 'postpay@example.com' }, { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } })).status).toBe(200);
    expect((await outbox('postpay@example.com')).messages.at(-1)?.link).toMatch(/^http:\/\/localhost:3000\/forgot-pass\/code\?/);
  });

  it('emails a code and a link to the code step; the code resets the password and old sessions end', async () => {
    const old = cookieFrom(await postSignIn({ login: 'postpay@example.com', password: PASSWORD }));
    const code = await requestCode();
    const { messages } = await outbox('postpay@example.com');
    expect(messages.at(-1)?.link).toBe(`http://localhost:3000/forgot-pass/code?login=postpay%40example.com&code=${code}`);
    expect((await postVerify({ login: 'postpay@example.com', code })).status).toBe(200);
    const res = await postReset({ login: 'postpay@example.com', code, password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ redirectTo: '/sign-in' });
    expect((await postSignIn({ login: 'postpay@example.com', password: PASSWORD })).status).toBe(401);
    expect((await postSignIn({ login: 'postpay@example.com', password: NEW_PASSWORD })).status).toBe(200);
    // the session from before the reset is refused upstream (not-before); past the BFF's read cache
    clearCache();
    expect((await customer(apiRequest('GET', '/api/customer', { cookie: old }))).status).toBe(401);
    // the code is used up
    expect((await postVerify({ login: 'postpay@example.com', code })).status).toBe(400);
  });

  it("a wrong code: 'the verification code is incorrect' (the same for an unknown login)", async () => {
    const code = await requestCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await postVerify({ login: 'postpay@example.com', code: wrong });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body).toEqual({ error: { code: 'verification_code_incorrect', message: 'the verification code is incorrect' } });
    const unknown = await postVerify({ login: 'nobody@example.com', code: wrong });
    expect(await json(unknown)).toEqual(body);
    const reset = await postReset({ login: 'postpay@example.com', code: wrong, password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect((await json<Err>(reset)).error.message).toBe('the verification code is incorrect');
  });

  it('codes expire (15 minutes) and allow 5 tries', async () => {
    const code = await requestCode();
    await control(url, 'POST', '/clock', { advanceMs: 15 * 60 * 1000 + 1000 });
    expect((await postVerify({ login: 'postpay@example.com', code })).status).toBe(400);
    const second = await requestCode();
    const wrong = second === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await postVerify({ login: 'postpay@example.com', code: wrong });
    expect((await json<Err>(await postVerify({ login: 'postpay@example.com', code: second }))).error.code).toBe('verification_code_incorrect');
  });

  it('the new password follows the rules and must match its confirmation', async () => {
    const code = await requestCode();
    const weak = await postReset({ login: 'postpay@example.com', code, password: 'weakpass', confirm: 'weakpass' });
    expect(await details(weak)).toContainEqual({ path: 'password', message: 'Password: 10 or more characters, upper and lower case letters, at least one number or symbol' });
    const mismatch = await postReset({ login: 'postpay@example.com', code, password: NEW_PASSWORD, confirm: 'Other-Pass-2027' });
    expect(await details(mismatch)).toContainEqual({ path: 'confirm', message: 'new password and confirm do not match' });
    expect((await postVerify({ login: 'postpay@example.com', code: '12' })).status).toBe(422);
  });

  it('answers the same for an unknown address (no enumeration) and sends nothing', async () => {
    const known = await postForgotPass({ login: 'postpay@example.com' });
    const unknown = await postForgotPass({ login: 'nobody@example.com' });
    expect(unknown.status).toBe(200);
    expect(await json(unknown)).toEqual(await json(known));
    expect((await outbox('nobody@example.com')).messages).toEqual([]);
  });

  it('bad Origin 403 on every recovery route', async () => {
    const evil = { origin: 'https://evil.example' };
    expect((await postForgotPass({ login: 'postpay@example.com' }, evil)).status).toBe(403);
    expect((await postVerify({ login: 'postpay@example.com', code: '123456' }, evil)).status).toBe(403);
    expect((await postReset({ login: 'postpay@example.com', code: '123456', password: NEW_PASSWORD, confirm: NEW_PASSWORD }, evil)).status).toBe(403);
  });

  it('limits sending (resend included) per address, and code entry per login, with 429 + Retry-After', async () => {
    for (let i = 0; i < RECOVERY_SEND_LIMIT.perTarget; i++) expect((await postForgotPass({ login: 'postpay@example.com' })).status).toBe(200);
    const limitedSend = await postForgotPass({ login: 'POSTPAY@example.com' });
    expect(limitedSend.status).toBe(429);
    expect(Number(limitedSend.headers.get('retry-after'))).toBeGreaterThan(0);
    for (let i = 0; i < CODE_ENTRY_LIMIT.perLoginAndClient; i++) await postVerify({ login: 'prepay@example.com', code: '000001' });
    const limitedCode = await postVerify({ login: 'prepay@example.com', code: '000001' });
    expect(limitedCode.status).toBe(429);
    expect(Number(limitedCode.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
