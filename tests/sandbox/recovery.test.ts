import { createSandbox, type Sandbox } from '@/sandbox/server';
import { CODE_MAX_ATTEMPTS, CODE_TTL_SECONDS, Recovery } from '@/sandbox/recovery';
import { outboxPage } from '@/sandbox/dev-outbox';
import { call, control, firstCustomer, signIn, start, type Running } from './helpers';

describe('sandbox recovery codes', () => {
  it('a code is right once issued, wrong tries count, and it expires', () => {
    const r = new Recovery();
    const code = r.issue('u1', 100);
    expect(code).toMatch(/^\d{6}$/);
    expect(r.check('u1', code, 100 + CODE_TTL_SECONDS - 1)).toBe(true);
    expect(r.check('u1', code, 100 + CODE_TTL_SECONDS)).toBe(false);
    const next = r.issue('u1', 200);
    const wrong = next === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) expect(r.check('u1', wrong, 200)).toBe(false);
    expect(r.check('u1', next, 200)).toBe(false);
    expect(r.check('nobody', next, 200)).toBe(false);
  });
});

describe('GET /__dev/outbox', () => {
  let sandbox: Sandbox;
  afterEach(() => sandbox.close());

  it('is served as HTML (escaped) in test or dev mode only', async () => {
    sandbox = createSandbox({ testMode: true });
    const { url } = await sandbox.listen(0);
    await fetch(`${url}/v2/69/recovery/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ MobileNumber: '0215550101' }) });
    const res = await fetch(`${url}/__dev/outbox`);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('prepay@example.com');
    expect(outboxPage([{ id: '1', at: 'now', channel: 'sms', to: '<b>', subject: 's', body: '<script>' }])).not.toContain('<script>');
  });

  it('is absent otherwise', async () => {
    sandbox = createSandbox({});
    const { url } = await sandbox.listen(0);
    expect((await fetch(`${url}/__dev/outbox`)).status).toBe(404);
  });
});

describe('sandbox sign-up and recovery calls', () => {
  let run: Running;
  beforeAll(async () => {
    run = await start();
  });
  afterAll(() => run.sandbox.close());

  const signUp = (body: Record<string, unknown>) => call<Record<string, unknown>>(run.url, 'POST', '/v2/69/auth/LOCAL', { body: { AuthID: 'sb-new@example.com', AuthCode: 'Fresh-Start-2027', FirstName: 'A', LastName: 'B', ...body } });

  test('POST /v2/69/auth/LOCAL creates an unverified local user with one customer and signs in', async () => {
    const res = await signUp({});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ AuthID: 'sb-new@example.com', EmailVerified: false, IdentityProvider: 'LOCAL' });
    expect(res.body.Roles).toHaveLength(1);
    const auth = await signIn(run.url, 'sb-new@example.com', 'Fresh-Start-2027');
    expect(auth.UUID).toBe(res.body.UUID);
    // Sign-up asks for no mobile number, so the account has none (the checkout pre-fills none: issue 28 item 6).
    const customer = await call<{ MobileNumber: string; FirstName: string }>(run.url, 'GET', `/v2/69/customer/${auth.Roles[0]!.CustomerUUID}`, { jwt: auth.JWT });
    expect([customer.body.FirstName, customer.body.MobileNumber]).toEqual(['A', '']);
    expect((await signUp({})).status).toBe(409);
    expect((await signUp({ AuthID: 'sb-weak@example.com', AuthCode: 'weak' })).body).toEqual({ err_message: 'The password is invalid', err_number: 1400 });
  });

  test('an identity link is read with its token only, verifies the address and is used once', async () => {
    const link = await control<{ UUID: string; Token: string; identityToken: string }>(run.url, 'POST', '/identity-links', { email: 'sb-link@example.com', firstName: 'Tama' });
    const read = await call(run.url, 'GET', `/v2/auth_token/${link.body.UUID}?Token=${link.body.Token}`);
    expect(read.body).toMatchObject({ UUID: link.body.UUID, ExtraData1: 'sb-link@example.com', FirstName: 'Tama' });
    expect((await call(run.url, 'GET', `/v2/auth_token/${link.body.UUID}?Token=wrong`)).status).toBe(404);
    const res = await signUp({ AuthID: 'sb-link@example.com', IdentityToken: link.body.identityToken });
    expect(res.body).toMatchObject({ EmailVerified: true });
    expect((await call(run.url, 'GET', `/v2/auth_token/${link.body.UUID}?Token=${link.body.Token}`)).status).toBe(404);
  });

  test('recovery answers {} whether or not anyone matched, and the reset ends old tokens', async () => {
    expect((await call(run.url, 'POST', '/v2/69/recovery/password', { body: { AuthID: 'nobody@example.com', LinkBase: 'http://app/forgot-pass/code' } })).body).toEqual({});
    expect((await call(run.url, 'POST', '/v2/69/recovery/login', { body: { MobileNumber: '0200000000' } })).body).toEqual({});
    const before = await signIn(run.url, 'postpay@example.com');
    await call(run.url, 'POST', '/v2/69/recovery/password', { body: { AuthID: 'postpay@example.com', LinkBase: 'http://app/forgot-pass/code' } });
    const outbox = await control<{ messages: Array<{ code?: string }> }>(run.url, 'GET', '/outbox?to=postpay@example.com');
    const code = outbox.body.messages.at(-1)?.code;
    expect(code).toMatch(/^\d{6}$/);
    const reset = await call(run.url, 'POST', '/v2/69/recovery/password/reset', { body: { AuthID: 'postpay@example.com', Code: code, NewPassword: 'Fresh-Start-2027' } });
    expect(reset.status).toBe(200);
    expect((await call(run.url, 'GET', `/v2/69/customer/${firstCustomer(before)}`, { jwt: before.JWT })).status).toBe(401);
  });
});
