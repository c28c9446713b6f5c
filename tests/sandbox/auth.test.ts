import { DEMO_STATES } from '@/sandbox/store';
import type { AuthResponse } from '@/sandbox/tokens';
import { call, claimsOf, control, firstCustomer, signIn, start, type Running, DEMO_PASSWORD } from './helpers';

let run: Running;
beforeAll(async () => {
  run = await start();
});
afterAll(() => run.sandbox.close());

const INVALID = { err_message: 'The email address or password is invalid, check details', err_number: 1003 };

describe('POST /v2/69/auth with LOCAL', () => {
  test.each(DEMO_STATES.map((s) => [s]))('%s@example.com signs in with its roles', async (state) => {
    const auth = await signIn(run.url, `${state}@example.com`);
    const expectedRoles = state === 'multi' ? 2 : 1;
    expect(auth.Roles).toHaveLength(expectedRoles);
    expect(auth.Roles.every((r) => r.Role === 'OWNER')).toBe(true);
    expect(auth).toMatchObject({ SPID: 69, AuthID: `${state}@example.com`, IdentityProvider: 'LOCAL' });
    expect(auth.EmailVerified).toBe(state !== 'unverified');
    expect(auth.MobileNumber).toMatch(/^02[1257]\d{7}$/);

    const claims = claimsOf(auth.JWT);
    expect(claims.sub).toBe(auth.UUID);
    expect(claims.aid).toBe(auth.AuthID);
    expect(claims.cus).toEqual(auth.Roles.map((r) => r.CustomerUUID));
    expect(claims.exp).toBe(auth.JWTExpiry);
    expect(claims.exp - claims.iat).toBe(3600);
    // `cur` only when the choice is obvious.
    expect(claims.cur).toBe(expectedRoles === 1 ? auth.Roles[0]?.CustomerUUID : undefined);
  });

  test('the login is case-insensitive', async () => {
    const auth = await signIn(run.url, '  PrePay@Example.COM ');
    expect(auth.AuthID).toBe('prepay@example.com');
  });

  test('wrong password and unknown login get the same 401 1003 body', async () => {
    const wrong = await call(run.url, 'POST', '/v2/69/auth', {
      body: { IdentityProvider: 'LOCAL', AuthID: 'prepay@example.com', AuthCode: 'Wrong-Pass-2026' },
    });
    const unknown = await call(run.url, 'POST', '/v2/69/auth', {
      body: { IdentityProvider: 'LOCAL', AuthID: 'nobody@example.com', AuthCode: DEMO_PASSWORD },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(INVALID);
    expect(unknown.body).toEqual(INVALID);
  });

  test.each([
    ['no AuthID', { IdentityProvider: 'LOCAL', AuthCode: DEMO_PASSWORD }],
    ['no AuthCode', { IdentityProvider: 'LOCAL', AuthID: 'prepay@example.com' }],
    ['empty AuthCode', { IdentityProvider: 'LOCAL', AuthID: 'prepay@example.com', AuthCode: '' }],
    ['no provider', { AuthID: 'prepay@example.com', AuthCode: DEMO_PASSWORD }],
    ['an array', [1, 2]],
  ])('%s is 400 1400', async (_name, body) => {
    const res = await call(run.url, 'POST', '/v2/69/auth', { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ err_number: 1400, err_message: expect.any(String) });
  });

  test('a body that is not JSON is 400 1400', async () => {
    const res = await call(run.url, 'POST', '/v2/69/auth', { raw: '{"AuthID": ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ err_message: 'Request body is not valid JSON', err_number: 1400 });
  });

  test('auth_check answers like auth; another SPID does not exist', async () => {
    const body = { IdentityProvider: 'LOCAL', AuthID: 'postpay@example.com', AuthCode: DEMO_PASSWORD };
    const check = await call<AuthResponse>(run.url, 'POST', '/v2/69/auth_check', { body });
    expect(check.status).toBe(200);
    expect(check.body.Email).toBe('postpay@example.com');
    const other = await call(run.url, 'POST', '/v2/70/auth', { body });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ err_message: 'Object not found', err_number: 1404 });
  });
});

describe('POST /customers/{uuid}/auth_roles', () => {
  test('selects one of several accounts', async () => {
    const auth = await signIn(run.url, 'multi@example.com');
    const business = auth.Roles[1]?.CustomerUUID ?? '';
    const res = await call<AuthResponse>(run.url, 'POST', `/customers/${business}/auth_roles`, { jwt: auth.JWT, body: auth });
    expect(res.status).toBe(200);
    expect(claimsOf(res.body.JWT).cur).toBe(business);
    expect(claimsOf(res.body.JWT).cus).toHaveLength(2);
  });

  test("another user's customer is 401 1002", async () => {
    const mine = await signIn(run.url, 'multi@example.com');
    const theirs = firstCustomer(await signIn(run.url, 'prepay@example.com'));
    const res = await call(run.url, 'POST', `/customers/${theirs}/auth_roles`, { jwt: mine.JWT, body: mine });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ err_number: 1002 });
  });
});

describe('PUT /v2/69/auth/LOCAL/{authId}', () => {
  const NEW_PASSWORD = 'Fresh-Pass-2027';

  test('a wrong old password is 400 "Old password is invalid"', async () => {
    const auth = await signIn(run.url, 'postpay@example.com');
    const res = await call(run.url, 'PUT', '/v2/69/auth/LOCAL/postpay%40example.com', {
      jwt: auth.JWT,
      body: { OldPassword: 'Not-The-Pass-1', NewPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ err_message: 'Old password is invalid', err_number: 1400 });
  });

  test('a weak new password is refused', async () => {
    const auth = await signIn(run.url, 'postpay@example.com');
    const res = await call(run.url, 'PUT', '/v2/69/auth/LOCAL/postpay%40example.com', {
      jwt: auth.JWT,
      body: { OldPassword: DEMO_PASSWORD, NewPassword: 'short' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ err_message: 'The password is invalid' });
  });

  test("someone else's AuthID is 401 1002", async () => {
    const auth = await signIn(run.url, 'postpay@example.com');
    const res = await call(run.url, 'PUT', '/v2/69/auth/LOCAL/prepay%40example.com', {
      jwt: auth.JWT,
      body: { OldPassword: DEMO_PASSWORD, NewPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ err_number: 1002 });
  });

  test('a change revokes earlier tokens and identities, and the new password works at once', async () => {
    const { email } = (await control<{ email: string }>(run.url, 'POST', '/customers', { state: 'prepay' })).body;
    const before = await signIn(run.url, email);
    const identity = await call<{ UUID: string; Token: string }>(run.url, 'POST', '/v2/auth_token', {
      jwt: before.JWT,
      body: { ExtraData1: email },
    });
    expect(identity.status).toBe(200);

    const change = await call(run.url, 'PUT', `/v2/69/auth/LOCAL/${encodeURIComponent(email)}`, {
      jwt: before.JWT,
      body: { OldPassword: DEMO_PASSWORD, NewPassword: NEW_PASSWORD },
    });
    expect(change).toMatchObject({ status: 200, body: {} });

    const stale = await call(run.url, 'GET', `/v2/69/customer/${firstCustomer(before)}`, { jwt: before.JWT });
    expect(stale.status).toBe(401);
    expect(stale.body).toMatchObject({ err_number: 1001 });

    const refresh = await call(run.url, 'POST', '/v2/69/auth', {
      body: { IdentityProvider: 'JWT_REFRESH', AuthID: identity.body.UUID, AuthCode: identity.body.Token },
    });
    expect(refresh.status).toBe(401);
    expect(refresh.body).toMatchObject({ err_number: 1001 });

    const oldPassword = await call(run.url, 'POST', '/v2/69/auth', {
      body: { IdentityProvider: 'LOCAL', AuthID: email, AuthCode: DEMO_PASSWORD },
    });
    expect(oldPassword.body).toEqual(INVALID);

    // Same second as the change: the new token must still be accepted.
    const after = await signIn(run.url, email, NEW_PASSWORD);
    const fresh = await call(run.url, 'GET', `/v2/69/customer/${firstCustomer(after)}`, { jwt: after.JWT });
    expect(fresh.status).toBe(200);
  });
});
