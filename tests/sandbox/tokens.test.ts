import type { AuthResponse } from '@/sandbox/tokens';
import { call, claimsOf, control, firstCustomer, signIn, start, type Running } from './helpers';

let run: Running;
beforeAll(async () => {
  run = await start();
});
afterAll(() => run.sandbox.close());
afterEach(async () => {
  await control(run.url, 'POST', '/reset');
});

const customerPath = (auth: AuthResponse): string => `/v2/69/customer/${firstCustomer(auth)}`;
const advance = (ms: number): Promise<unknown> => control(run.url, 'POST', '/clock', { advanceMs: ms });

describe('JWT lifetime', () => {
  test('rotation headers appear only after half the lifetime, and the rotated token works', async () => {
    expect((await control(run.url, 'POST', '/token-ttl', { seconds: 60 })).status).toBe(200);
    const auth = await signIn(run.url, 'prepay@example.com');
    expect(auth.JWTExpiry - claimsOf(auth.JWT).iat).toBe(60);

    await advance(20_000);
    const early = await call(run.url, 'GET', customerPath(auth), { jwt: auth.JWT });
    expect(early.status).toBe(200);
    expect(early.headers.get('x-auth-token')).toBeNull();

    await advance(15_000);
    const late = await call(run.url, 'GET', customerPath(auth), { jwt: auth.JWT });
    expect(late.status).toBe(200);
    const rotated = late.headers.get('x-auth-token') ?? '';
    const expiry = Number(late.headers.get('x-auth-token-expiry'));
    expect(claimsOf(rotated)).toMatchObject({ sub: auth.UUID, cur: firstCustomer(auth), exp: expiry });
    expect(expiry).toBeGreaterThan(auth.JWTExpiry);

    await advance(30_000);
    const expired = await call(run.url, 'GET', customerPath(auth), { jwt: auth.JWT });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ err_number: 1001 });
    const stillGood = await call(run.url, 'GET', customerPath(auth), { jwt: rotated });
    expect(stillGood.status).toBe(200);
  });

  test('a ttl set by the control API is undone by reset', async () => {
    await control(run.url, 'POST', '/token-ttl', { seconds: 30 });
    await control(run.url, 'POST', '/reset');
    const auth = await signIn(run.url, 'prepay@example.com');
    expect(auth.JWTExpiry - claimsOf(auth.JWT).iat).toBe(3600);
  });

  test.each([
    ['no header', undefined],
    ['a tampered signature', 'tamper'],
    ['garbage', 'not-a-jwt'],
  ])('%s is 401 1001', async (_name, kind) => {
    const auth = await signIn(run.url, 'prepay@example.com');
    const jwt =
      kind === 'tamper' ? `${auth.JWT.slice(0, -4)}AAAA` : kind === 'not-a-jwt' ? 'not-a-jwt' : undefined;
    const res = await call(run.url, 'GET', customerPath(auth), { jwt });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ err_number: 1001 });
  });

  test('a token signed by another sandbox is refused', async () => {
    const other = await start({ testMode: false });
    try {
      const foreign = await signIn(other.url, 'prepay@example.com');
      const res = await call(run.url, 'GET', customerPath(foreign), { jwt: foreign.JWT });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ err_number: 1001 });
    } finally {
      await other.sandbox.close();
    }
  });
});

describe('identity tokens and JWT_REFRESH', () => {
  interface Identity {
    UUID: string;
    Token: string;
    ExpiresAt: number;
  }

  async function identityFor(auth: AuthResponse): Promise<Identity> {
    const res = await call<Identity>(run.url, 'POST', '/v2/auth_token', { jwt: auth.JWT, body: { ExtraData1: auth.AuthID } });
    expect(res.status).toBe(200);
    return res.body;
  }

  test('an identity lasts 90 days and reads back without its token', async () => {
    const auth = await signIn(run.url, 'postpay@example.com');
    const identity = await identityFor(auth);
    expect(identity.ExpiresAt - claimsOf(auth.JWT).iat).toBeGreaterThanOrEqual(90 * 86_400 - 1);
    const read = await call(run.url, 'GET', `/v2/auth_token/${identity.UUID}`, { jwt: auth.JWT });
    expect(read.body).toEqual({ UUID: identity.UUID, ExtraData1: 'postpay@example.com', ExpiresAt: identity.ExpiresAt });

    const stranger = await signIn(run.url, 'prepay@example.com');
    const peek = await call(run.url, 'GET', `/v2/auth_token/${identity.UUID}`, { jwt: stranger.JWT });
    expect(peek.status).toBe(404);
  });

  test('ExtraData1 must be the caller\'s own AuthID', async () => {
    const auth = await signIn(run.url, 'postpay@example.com');
    const res = await call(run.url, 'POST', '/v2/auth_token', { jwt: auth.JWT, body: { ExtraData1: 'prepay@example.com' } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ err_number: 1002 });
  });

  test('refresh issues a new JWT, even after the old one expired, and keeps the selection', async () => {
    const auth = await signIn(run.url, 'multi@example.com');
    const business = auth.Roles[1]?.CustomerUUID ?? '';
    const selected = (await call<AuthResponse>(run.url, 'POST', `/customers/${business}/auth_roles`, { jwt: auth.JWT, body: auth })).body;
    const identity = await identityFor(selected);
    await advance(2 * 3600_000);

    const body = { IdentityProvider: 'JWT_REFRESH', AuthID: identity.UUID, AuthCode: identity.Token, IncludeRoles: true };
    const viaHeader = await call<AuthResponse>(run.url, 'POST', '/v2/69/auth', { jwt: selected.JWT, body });
    expect(viaHeader.status).toBe(200);
    expect(claimsOf(viaHeader.body.JWT).cur).toBe(business);
    expect(viaHeader.body.Roles).toHaveLength(2);

    const viaBody = await call<AuthResponse>(run.url, 'POST', '/v2/69/auth', { body: { ...body, CustomerUUID: auth.Roles[0]?.CustomerUUID } });
    expect(claimsOf(viaBody.body.JWT).cur).toBe(auth.Roles[0]?.CustomerUUID);

    const fresh = await call(run.url, 'GET', `/v2/69/customer/${business}`, { jwt: viaHeader.body.JWT });
    expect(fresh.status).toBe(200);
  });

  test('a wrong token or unknown identity is 401 1001', async () => {
    const auth = await signIn(run.url, 'prepay@example.com');
    const identity = await identityFor(auth);
    for (const [AuthID, AuthCode] of [
      [identity.UUID, `${identity.Token}x`],
      ['00000000-0000-4000-8000-000000000000', identity.Token],
    ]) {
      const res = await call(run.url, 'POST', '/v2/69/auth', { body: { IdentityProvider: 'JWT_REFRESH', AuthID, AuthCode } });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ err_number: 1001 });
    }
  });

  test('an identity past its 90 days is refused', async () => {
    const auth = await signIn(run.url, 'prepay@example.com');
    const identity = await identityFor(auth);
    await advance(91 * 86_400_000);
    const res = await call(run.url, 'POST', '/v2/69/auth', {
      body: { IdentityProvider: 'JWT_REFRESH', AuthID: identity.UUID, AuthCode: identity.Token },
    });
    expect(res.status).toBe(401);
  });
});
