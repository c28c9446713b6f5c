import crypto from 'node:crypto';
import { call, control, firstCustomer, signIn, start, type Running } from './helpers';

let s: Running;
beforeAll(async () => (s = await start()));
afterAll(() => s.sandbox.close());
beforeEach(() => control(s.url, 'POST', '/reset'));

type Outbox = { messages: Array<{ code?: string; link?: string }> };
const lastCode = async (to: string) => (await control<Outbox>(s.url, 'GET', `/outbox?to=${encodeURIComponent(to)}`)).body.messages.at(-1)?.code ?? '';

describe('sandbox account self-service', () => {
  it('email verification: a resend retires the old secret; confirm needs the secret and marks the customer verified', async () => {
    const auth = await signIn(s.url, 'unverified@example.com');
    const uuid = firstCustomer(auth);
    await call(s.url, 'GET', `/customer/${uuid}/email_verification/send`, { jwt: auth.JWT });
    const first = await lastCode('unverified@example.com');
    await call(s.url, 'GET', `/customer/${uuid}/email_verification/resend`, { jwt: auth.JWT });
    const second = await lastCode('unverified@example.com');
    const confirm = (secret: string) => call<{ err_message?: string }>(s.url, 'GET', `/customer/${uuid}/email_verification/confirm?Secret=${secret}&CustomerUUID=${uuid}`, { jwt: auth.JWT });
    expect((await confirm('')).body.err_message).toBe('No Code');
    expect(second).toMatch(/^\d{6}$/);
    expect(second).not.toBe(first);
    expect((await confirm(first)).body.err_message).toBe('the verification code is incorrect');
    expect((await confirm(second)).status).toBe(200);
    expect((await call<{ EmailVerified: boolean }>(s.url, 'GET', `/v2/69/customer/${uuid}`, { jwt: auth.JWT })).body.EmailVerified).toBe(true);
  });

  it('a resend never repeats the code, even when the random draw does', async () => {
    const auth = await signIn(s.url, 'unverified@example.com');
    const uuid = firstCustomer(auth);
    const draw = jest.spyOn(crypto, 'randomInt').mockImplementation(() => 123456);
    try {
      await call(s.url, 'GET', `/customer/${uuid}/email_verification/send`, { jwt: auth.JWT });
      const first = await lastCode('unverified@example.com');
      await call(s.url, 'GET', `/customer/${uuid}/email_verification/resend`, { jwt: auth.JWT });
      const second = await lastCode('unverified@example.com');
      await call(s.url, 'GET', `/customer/${uuid}/email_verification/resend`, { jwt: auth.JWT });
      const third = await lastCode('unverified@example.com');
      expect([first, second, third]).toEqual(['123456', '123457', '123456']);
    } finally {
      draw.mockRestore();
    }
  });

  it('a changed email is unverified again; a change of case is not a change', async () => {
    const auth = await signIn(s.url, 'postpay@example.com');
    const uuid = firstCustomer(auth);
    const put = (Email: string) => call<{ EmailVerified: boolean }>(s.url, 'PUT', `/v2/69/customer/${uuid}`, { jwt: auth.JWT, body: { SPID: 69, FirstName: 'A', LastName: 'B', Email } });
    expect((await put('POSTPAY@example.com')).body.EmailVerified).toBe(true);
    expect((await put('other@example.com')).body.EmailVerified).toBe(false);
  });

  it('mfa codes are single-use; another customer is 401 1002', async () => {
    const auth = await signIn(s.url, 'postpay@example.com');
    const uuid = firstCustomer(auth);
    await call(s.url, 'POST', `/customers/${uuid}/mfa`, { jwt: auth.JWT, body: {} });
    const code = await lastCode('postpay@example.com');
    expect((await call(s.url, 'PUT', `/customers/${uuid}/mfa`, { jwt: auth.JWT, body: { Code: code } })).status).toBe(200);
    expect((await call<{ err_message: string }>(s.url, 'PUT', `/customers/${uuid}/mfa`, { jwt: auth.JWT, body: { Code: code } })).body.err_message).toBe('the verification code is incorrect');
    const other = firstCustomer(await signIn(s.url, 'prepay@example.com'));
    const refused = await call<{ err_number: number }>(s.url, 'POST', `/customers/${other}/mfa`, { jwt: auth.JWT, body: {} });
    expect(refused.status).toBe(401);
    expect(refused.body.err_number).toBe(1002);
  });

  it('revoke_all refuses every token issued before it', async () => {
    const a = await signIn(s.url, 'payg@example.com');
    const b = await signIn(s.url, 'payg@example.com');
    expect((await call(s.url, 'POST', '/v2/69/auth/revoke_all', { jwt: a.JWT, body: {} })).status).toBe(200);
    const uuid = firstCustomer(b);
    expect((await call(s.url, 'GET', `/v2/69/customer/${uuid}`, { jwt: b.JWT })).status).toBe(401);
    expect((await call(s.url, 'GET', `/v2/69/customer/${uuid}`, { jwt: a.JWT })).status).toBe(401);
    const fresh = await signIn(s.url, 'payg@example.com');
    expect((await call(s.url, 'GET', `/v2/69/customer/${uuid}`, { jwt: fresh.JWT })).status).toBe(200);
  });
});
