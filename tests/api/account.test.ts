import { PUT as putEmailVerification, POST as postEmailVerification } from '@/app/api/account/email-verification/route';
import { POST as postSecondFactor, PUT as putSecondFactor } from '@/app/api/account/second-factor/route';
import { PUT as putName } from '@/app/api/account/name/route';
import { PUT as putEmail } from '@/app/api/account/email/route';
import { PUT as putPassword } from '@/app/api/account/password/route';
import { GET as getNotifications, PUT as putNotifications } from '@/app/api/account/notifications/route';
import { POST as postRewards } from '@/app/api/account/rewards-card/route';
import { POST as postSignOutEverywhere } from '@/app/api/account/sign-out-everywhere/route';
import { POST as postInvitation } from '@/app/api/account/invitation/route';
import { POST as selectAccount } from '@/app/api/account/select/route';
import { POST as signIn } from '@/app/api/auth/sign-in/route';
import { GET as getCustomer } from '@/app/api/customer/route';
import type { Sandbox } from '@/sandbox/server';
import { clearCache } from '@/lib/cache';
import { apiRequest, control, cookieFrom, json, PASSWORD, resetAll, startSandbox, upstreamSignIn } from '../support/bff';

let sandbox: Sandbox;
let url: string;
beforeAll(async () => ({ sandbox, url } = await startSandbox()));
afterAll(() => sandbox.close());
beforeEach(() => resetAll(url));

type Handler = (req: ReturnType<typeof apiRequest>) => Promise<Response>;
type Err = { error: { code: string; message: string } };
type Outbox = { messages: Array<{ to: string; code?: string; link?: string; subject: string }> };

async function newCustomer(state = 'prepay', extra: Record<string, unknown> = {}): Promise<{ email: string; customerUuids: string[] }> {
  return control(url, 'POST', '/customers', { state, ...extra });
}
async function session(login: string, password = PASSWORD): Promise<string> {
  const res = await signIn(apiRequest('POST', '/api/auth/sign-in', { body: { login, password } }));
  expect(res.status).toBe(200);
  return cookieFrom(res);
}
const call = (h: Handler, method: string, path: string, cookie: string, body?: unknown, origin?: string | null) =>
  h(apiRequest(method, path, { cookie, body, origin }));
async function lastCode(to: string): Promise<string> {
  const { messages } = await control<Outbox>(url, 'GET', `/outbox?to=${encodeURIComponent(to)}`);
  const code = messages.at(-1)?.code;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}
async function expectError(res: Response, status: number, code: string, message?: string): Promise<void> {
  expect(res.status).toBe(status);
  const body = await json<Err>(res);
  expect(body.error.code).toBe(code);
  if (message) expect(body.error.message).toBe(message);
}

describe('email verification', () => {
  it('sends a code and a link, resends a fresh one, confirms with it and lets the user through at once', async () => {
    const cookie = await session('unverified@example.com');
    const before = await json<{ customer: { emailVerified: boolean } }>(await call(getCustomer, 'GET', '/api/customer', cookie));
    expect(before.customer.emailVerified).toBe(false);

    expect((await call(postEmailVerification, 'POST', '/api/account/email-verification', cookie, {})).status).toBe(200);
    const first = await lastCode('unverified@example.com');
    const { messages } = await control<Outbox>(url, 'GET', '/outbox?to=unverified@example.com');
    expect(messages.at(-1)?.link).toBe(`/email-verify-page?code=${first}`);

    expect((await call(postEmailVerification, 'POST', '/api/account/email-verification', cookie, { resend: true })).status).toBe(200);
    const second = await lastCode('unverified@example.com');
    expect(second).toMatch(/^\d{6}$/);
    expect(second).not.toBe(first);
    await expectError(await call(putEmailVerification, 'PUT', '/api/account/email-verification', cookie, { code: first }), 400, 'verification_code_incorrect', 'the verification code is incorrect');
    const ok = await call(putEmailVerification, 'PUT', '/api/account/email-verification', cookie, { code: second });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toEqual({ verified: true, redirectTo: '/profile' });
    // the cached customer was forgotten: the very next read says verified
    const after = await json<{ customer: { emailVerified: boolean } }>(await call(getCustomer, 'GET', '/api/customer', cookieFrom(ok, cookie)));
    expect(after.customer.emailVerified).toBe(true);
  });

  it("'No Code' without a secret, 'the verification code is incorrect' with a wrong one, 422 on bad input, 403 on a bad Origin, 401 signed out", async () => {
    const cookie = await session('unverified@example.com');
    await call(postEmailVerification, 'POST', '/api/account/email-verification', cookie, {});
    await expectError(await call(putEmailVerification, 'PUT', '/api/account/email-verification', cookie, { code: '' }), 400, 'no_code', 'No Code');
    await expectError(await call(putEmailVerification, 'PUT', '/api/account/email-verification', cookie, { code: '000000x' }), 400, 'verification_code_incorrect', 'the verification code is incorrect');
    await expectError(await call(putEmailVerification, 'PUT', '/api/account/email-verification', cookie, { code: 12 }), 422, 'bad_input');
    await expectError(await call(putEmailVerification, 'PUT', '/api/account/email-verification', cookie, { code: '1' }, 'https://evil.example'), 403, 'bad_origin');
    await expectError(await call(postEmailVerification, 'POST', '/api/account/email-verification', ''), 401, 'unauthorised');
  });

  it('acts only for the session’s own customer: a multi-account sign-in must choose first', async () => {
    const cookie = await session('multi@example.com');
    await expectError(await call(postEmailVerification, 'POST', '/api/account/email-verification', cookie, {}), 400, 'current_account_not_specified');
  });
});

describe('second factor', () => {
  it('by password, and by an emailed code; a wrong one is refused; the email change needs it', async () => {
    const { email } = await newCustomer();
    const cookie = await session(email);
    const change = { email: 'new-address@example.com', confirmEmail: 'new-address@example.com' };
    await expectError(await call(putEmail, 'PUT', '/api/account/email', cookie, change), 403, 'second_factor_required');

    await expectError(await call(putSecondFactor, 'PUT', '/api/account/second-factor', cookie, { method: 'password', password: 'Wrong-Pass-1' }), 401, 'invalid_credentials');
    expect((await call(postSecondFactor, 'POST', '/api/account/second-factor', cookie)).status).toBe(200);
    const code = await lastCode(email);
    await expectError(await call(putSecondFactor, 'PUT', '/api/account/second-factor', cookie, { method: 'code', code: '' }), 400, 'no_code', 'No Code');
    await expectError(await call(putSecondFactor, 'PUT', '/api/account/second-factor', cookie, { method: 'code', code: code === '111111' ? '222222' : '111111' }), 400, 'verification_code_incorrect', 'the verification code is incorrect');
    await expectError(await call(putSecondFactor, 'PUT', '/api/account/second-factor', cookie, { method: 'fingerprint' }), 422, 'bad_input');
    await expectError(await call(putSecondFactor, 'PUT', '/api/account/second-factor', cookie, { method: 'code', code }, 'https://evil.example'), 403, 'bad_origin');
    const passed = await call(putSecondFactor, 'PUT', '/api/account/second-factor', cookie, { method: 'code', code });
    expect(passed.status).toBe(200);
    const proven = cookieFrom(passed, cookie);

    const mismatch = await call(putEmail, 'PUT', '/api/account/email', proven, { email: 'a@example.com', confirmEmail: 'b@example.com' });
    await expectError(mismatch, 422, 'email_confirm_mismatch');
    await expectError(await call(putEmail, 'PUT', '/api/account/email', proven, { email: email.toUpperCase(), confirmEmail: email }), 422, 'email_unchanged');
    await expectError(await call(putEmail, 'PUT', '/api/account/email', proven, { email: 'not-an-email', confirmEmail: 'not-an-email' }), 422, 'bad_input');

    const changed = await call(putEmail, 'PUT', '/api/account/email', proven, change);
    expect(changed.status).toBe(200);
    expect(await json(changed)).toEqual({ email: change.email, redirectTo: '/email-verify-page' });
    // the new address must be verified: a code went to it, and the account says unverified
    expect(await lastCode(change.email)).toMatch(/^\d{6}$/);
    const after = await json<{ customer: { email: string; emailVerified: boolean } }>(await call(getCustomer, 'GET', '/api/customer', cookieFrom(changed, proven)));
    expect(after.customer).toMatchObject({ email: change.email, emailVerified: false });
    // the proof is used up
    await expectError(await call(putEmail, 'PUT', '/api/account/email', cookieFrom(changed, proven), { email: 'x@example.com', confirmEmail: 'x@example.com' }), 403, 'second_factor_required');
  });

  it('the password passes the step too, and the proof expires', async () => {
    const { email } = await newCustomer();
    const cookie = await session(email);
    const passed = await call(putSecondFactor, 'PUT', '/api/account/second-factor', cookie, { method: 'password', password: PASSWORD });
    expect(passed.status).toBe(200);
    const { until } = await json<{ until: number }>(passed);
    expect(until - Date.now()).toBeGreaterThan(4 * 60 * 1000);
    expect(until - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
    const realNow = Date.now;
    try {
      Date.now = () => realNow() + 6 * 60 * 1000;
      const res = await call(putEmail, 'PUT', '/api/account/email', cookieFrom(passed, cookie), { email: 'later@example.com', confirmEmail: 'later@example.com' });
      // (the session is renewed on the way: at +6 min the token may still be valid; the proof is not)
      await expectError(res, 403, 'second_factor_required');
    } finally {
      Date.now = realNow;
    }
  });
});

describe('name', () => {
  it('updates first and last name; empty first name and too long names are 422', async () => {
    const { email } = await newCustomer();
    const cookie = await session(email);
    const res = await call(putName, 'PUT', '/api/account/name', cookie, { firstName: ' Aroha ', lastName: 'Ngata' });
    expect(res.status).toBe(200);
    const after = await json<{ customer: { firstName: string; lastName: string; email: string } }>(await call(getCustomer, 'GET', '/api/customer', cookieFrom(res, cookie)));
    expect(after.customer).toMatchObject({ firstName: 'Aroha', lastName: 'Ngata', email });
    await expectError(await call(putName, 'PUT', '/api/account/name', cookie, { firstName: '  ', lastName: 'x' }), 422, 'bad_input');
    await expectError(await call(putName, 'PUT', '/api/account/name', cookie, { firstName: 'a'.repeat(101), lastName: 'x' }), 422, 'bad_input');
    await expectError(await call(putName, 'PUT', '/api/account/name', cookie, { firstName: 'A', lastName: 'B' }, 'https://evil.example'), 403, 'bad_origin');
  });
});

describe('password change', () => {
  it("checks confirm, difference, the rule and 'Old password is invalid'", async () => {
    const { email } = await newCustomer();
    const cookie = await session(email);
    const put = (body: unknown) => call(putPassword, 'PUT', '/api/account/password', cookie, body);
    await expectError(await put({ oldPassword: PASSWORD, newPassword: 'New-Pass-2027', confirmPassword: 'New-Pass-2028' }), 422, 'password_mismatch', 'new password and confirm do not match');
    await expectError(await put({ oldPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD }), 422, 'password_unchanged');
    await expectError(await put({ oldPassword: PASSWORD, newPassword: 'short', confirmPassword: 'short' }), 422, 'password_rules', 'Password: 10 or more characters, upper and lower case letters, at least one number or symbol');
    await expectError(await put({ oldPassword: 'Wrong-Pass-2026', newPassword: 'New-Pass-2027', confirmPassword: 'New-Pass-2027' }), 400, 'old_password_invalid', 'Old password is invalid');
    await expectError(await put({ oldPassword: PASSWORD }), 422, 'bad_input');
  });

  it('ends every other session (the per-user not-before) and keeps this one', async () => {
    const { email } = await newCustomer();
    const mine = await session(email);
    const other = await session(email);
    await new Promise((r) => setTimeout(r, 5)); // distinct requests
    const res = await call(putPassword, 'PUT', '/api/account/password', mine, { oldPassword: PASSWORD, newPassword: 'New-Pass-2027', confirmPassword: 'New-Pass-2027' });
    expect(res.status).toBe(200);
    const kept = cookieFrom(res, mine);
    clearCache();
    expect((await call(getCustomer, 'GET', '/api/customer', kept)).status).toBe(200);
    clearCache();
    const ended = await call(getCustomer, 'GET', '/api/customer', other);
    await expectError(ended, 401, 'session_ended');
    expect(cookieFrom(ended, other)).not.toMatch(/portal_session=/);
    // the new password signs in, the old one does not
    await session(email, 'New-Pass-2027');
  });
});

describe('sign out everywhere', () => {
  it('ends this session and every other', async () => {
    const { email } = await newCustomer();
    const mine = await session(email);
    const other = await session(email);
    const res = await call(postSignOutEverywhere, 'POST', '/api/account/sign-out-everywhere', mine);
    expect(res.status).toBe(200);
    expect(cookieFrom(res, mine)).not.toMatch(/portal_session=/);
    clearCache();
    await expectError(await call(getCustomer, 'GET', '/api/customer', other), 401, 'session_ended');
    await expectError(await call(postSignOutEverywhere, 'POST', '/api/account/sign-out-everywhere', other, undefined, 'https://evil.example'), 403, 'bad_origin');
  });
});

describe('notifications', () => {
  it('reads the defaults and stores a change; partial bodies are 422', async () => {
    const { email } = await newCustomer();
    const cookie = await session(email);
    const first = await json<{ notifications: Record<string, { email: boolean; sms: boolean }> }>(await call(getNotifications, 'GET', '/api/account/notifications', cookie));
    expect(first.notifications.billing).toEqual({ email: true, sms: false });
    const next = { billing: { email: false, sms: true }, usage: { email: true, sms: false }, offers: { email: true, sms: true } };
    const res = await call(putNotifications, 'PUT', '/api/account/notifications', cookie, next);
    expect(res.status).toBe(200);
    expect((await json<{ notifications: unknown }>(await call(getNotifications, 'GET', '/api/account/notifications', cookie))).notifications).toEqual(next);
    await expectError(await call(putNotifications, 'PUT', '/api/account/notifications', cookie, { billing: { email: true } }), 422, 'bad_input');
  });

  it('"notifications on" (build-time settings): with the switch off there are no settings to read or change (404), and nothing reaches the upstream', async () => {
    const { email } = await newCustomer();
    const cookie = await session(email);
    process.env.FLAG_NOTIFICATIONS = 'false';
    try {
      await control(url, 'DELETE', '/requests');
      await expectError(await call(getNotifications, 'GET', '/api/account/notifications', cookie), 404, 'not_found');
      const next = { billing: { email: false, sms: true }, usage: { email: true, sms: false }, offers: { email: true, sms: true } };
      await expectError(await call(putNotifications, 'PUT', '/api/account/notifications', cookie, next), 404, 'not_found');
      const sent = (await control<{ requests: Array<{ path: string }> }>(url, 'GET', '/requests')).requests.filter((r) => r.path.includes('notification'));
      expect(sent).toEqual([]);
    } finally {
      delete process.env.FLAG_NOTIFICATIONS;
    }
  });
});

describe('rewards card', () => {
  it('links a card by the rewards sign-in and answers its UUID; a wrong password is refused', async () => {
    const { email } = await newCustomer();
    const cookie = await session(email);
    await expectError(await call(postRewards, 'POST', '/api/account/rewards-card', cookie, { email: 'rewards@example.com', password: 'nope' }), 401, 'invalid_credentials');
    const res = await call(postRewards, 'POST', '/api/account/rewards-card', cookie, { email: 'rewards@example.com', password: PASSWORD });
    expect(res.status).toBe(200);
    expect((await json<{ uuid: string }>(res)).uuid).toMatch(/^[0-9a-f-]{36}$/);
    await expectError(await call(postRewards, 'POST', '/api/account/rewards-card', cookie, { email: 'nope', password: 'x' }), 422, 'bad_input');
  });
});

describe('invitations and several accounts', () => {
  it('accepts an invitation (POST /api/customers/v1/invitation), then switches between the two accounts without signing out', async () => {
    const owner = await newCustomer('postpay');
    const invitee = await newCustomer('prepay');
    const ownerJwt = (await upstreamSignIn(url, owner.email)).JWT;
    const invited = await fetch(`${url}/customers/${owner.customerUuids[0]}/invitations`, {
      method: 'POST', headers: { authorization: `Bearer ${ownerJwt}`, 'content-type': 'application/json' }, body: JSON.stringify({ Email: invitee.email }),
    });
    const { Code } = (await invited.json()) as { Code: string };

    const cookie = await session(invitee.email);
    await expectError(await call(postInvitation, 'POST', '/api/account/invitation', cookie, { code: '' }), 400, 'no_code', 'No Code');
    await expectError(await call(postInvitation, 'POST', '/api/account/invitation', cookie, { code: 'bogus' }), 400, 'invitation_invalid');
    await expectError(await call(postInvitation, 'POST', '/api/account/invitation', cookie, { code: Code }, 'https://evil.example'), 403, 'bad_origin');
    const res = await call(postInvitation, 'POST', '/api/account/invitation', cookie, { code: Code });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ customerUuid: owner.customerUuids[0], redirectTo: '/select-account' });
    const both = cookieFrom(res, cookie);

    // the access grant is posted per customer (auth_roles): act for the owner's account, then back
    const toOwner = await selectAccount(apiRequest('POST', '/api/account/select', { cookie: both, body: { customerUuid: owner.customerUuids[0] } }));
    expect(toOwner.status).toBe(200);
    const asOwner = cookieFrom(toOwner, both);
    expect((await json<{ customer: { email: string } }>(await call(getCustomer, 'GET', '/api/customer', asOwner))).customer.email).toBe(owner.email);
    const back = await selectAccount(apiRequest('POST', '/api/account/select', { cookie: asOwner, body: { customerUuid: invitee.customerUuids[0] } }));
    expect(back.status).toBe(200);
    expect((await json<{ customer: { email: string } }>(await call(getCustomer, 'GET', '/api/customer', cookieFrom(back, asOwner)))).customer.email).toBe(invitee.email);
  });

  it("'No CustomerUUID' when the upstream accepts without naming the account", async () => {
    const { email } = await newCustomer();
    const cookie = await session(email);
    await control(url, 'POST', '/faults', { path: '/api/customers/v1/invitation', kind: 'status', status: 200, times: 1 } /* 200 without CustomerUUID */);
    await expectError(await call(postInvitation, 'POST', '/api/account/invitation', cookie, { code: '123' }), 502, 'invitation_no_customer', 'No CustomerUUID');
  });

  it("someone else's customer uuid is refused: the uuid comes from the session only", async () => {
    const stranger = await newCustomer();
    const { email } = await newCustomer();
    const cookie = await session(email);
    // a body naming another customer is not even read by these routes; the account select refuses it outright
    const res = await selectAccount(apiRequest('POST', '/api/account/select', { cookie, body: { customerUuid: stranger.customerUuids[0] } }));
    await expectError(res, 403, 'forbidden');
    const notifications = await call(putNotifications, 'PUT', '/api/account/notifications', cookie, {
      customerUuid: stranger.customerUuids[0], billing: { email: false, sms: false }, usage: { email: false, sms: false }, offers: { email: false, sms: false },
    });
    expect(notifications.status).toBe(200);
    const strangerJwt = (await upstreamSignIn(url, stranger.email)).JWT;
    const theirs = await fetch(`${url}/customers/${stranger.customerUuids[0]}/notification_preferences`, { headers: { authorization: `Bearer ${strangerJwt}` } });
    expect(((await theirs.json()) as { Notifications: { Billing: { Email: boolean } } }).Notifications.Billing.Email).toBe(true);
  });
});

describe('code entry is limited', () => {
  it('the 11th second-factor attempt in the window is 429 with a retry time, even with the right password', async () => {
    const { email } = await newCustomer();
    const cookie = await session(email);
    for (let i = 0; i < 10; i += 1) {
      expect((await call(putSecondFactor, 'PUT', '/api/account/second-factor', cookie, { method: 'code', code: 'x' })).status).toBe(400);
    }
    const res = await call(putSecondFactor, 'PUT', '/api/account/second-factor', cookie, { method: 'password', password: PASSWORD });
    await expectError(res, 429, 'rate_limited');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
