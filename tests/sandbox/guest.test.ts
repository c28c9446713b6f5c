import { call, start, type Running } from './helpers';

/**
 * The sandbox's guest calls (docs/front-door-contract.md §2.1; account-management.md §7 "Guest"):
 * no customer token; the response token is bound to what was looked up.
 */

let sb: Running;
beforeAll(async () => {
  sb = await start();
});
afterAll(() => sb.sandbox.close());

type Validated = { Valid: boolean; ResponseToken?: string; Name?: string; AmountDueCents?: number | null };
const validate = (body: unknown) => call<Validated>(sb.url, 'POST', '/guest/validate', { body });
type Err = { err_message: string };

describe('POST /guest/validate', () => {
  test('"POST /guest/validate {MSISDN, LookupID, UserToken} returns ResponseToken, Valid": prepay@\'s number, in any usual form', async () => {
    for (const msisdn of ['021 555 0101', '+64215550101', '64215550101']) {
      const r = await validate({ MSISDN: msisdn, LookupID: '', UserToken: 'captcha-payload' });
      expect([r.status, r.body.Valid, r.body.Name, r.body.AmountDueCents]).toEqual([200, true, 'Aroha Ngata', null]);
      expect(r.body.ResponseToken).toMatch(/^grt_\w{20,}$/);
    }
  });

  test('"Only numbers on the operator\'s own platform can be recharged": not ours, not activated, postpay → Valid false and no token', async () => {
    for (const msisdn of ['0219999999', '0215550199', '0275550202', 'abc']) {
      const r = await validate({ MSISDN: msisdn, LookupID: '', UserToken: 't' });
      expect([r.status, r.body]).toEqual([200, { Valid: false }]);
    }
  });

  test('postpay@\'s account number: what it owes; a prepay account is not one to pay', async () => {
    const r = await validate({ MSISDN: '', LookupID: '50010002', UserToken: 't' });
    expect([r.body.Valid, r.body.Name, r.body.AmountDueCents]).toEqual([true, 'James Wilson', 4820]);
    expect((await validate({ MSISDN: '', LookupID: '50010001', UserToken: 't' })).body).toEqual({ Valid: false });
  });

  test('a UserToken is required; one of MSISDN and LookupID', async () => {
    expect([(await validate({ MSISDN: '0215550101', LookupID: '' })).status, (await validate({ MSISDN: '0215550101', LookupID: '' })).body]).toEqual([400, expect.objectContaining({ err_message: 'UserToken is required' })]);
    expect((await validate({ MSISDN: '', LookupID: '', UserToken: 't' })).status).toBe(400);
    expect((await validate({ MSISDN: '0215550101', LookupID: '50010002', UserToken: 't' })).status).toBe(400);
  });
});

describe('the response token', () => {
  test('bound to its lookup: another number, or a made-up token, is \'Provided data is not valid\'', async () => {
    const token = (await validate({ MSISDN: '0215550101', LookupID: '', UserToken: 't' })).body.ResponseToken;
    const other = await call<Err>(sb.url, 'POST', '/guest/topup', { body: { Amount: 1000, MSISDN: '0225550303', ResponseToken: token } });
    expect([other.status, other.body.err_message]).toEqual([400, 'Provided data is not valid']);
    const made = await call<Err>(sb.url, 'POST', '/guest/topup', { body: { Amount: 1000, MSISDN: '0215550101', ResponseToken: 'grt_madeup' } });
    expect([made.status, made.body.err_message]).toEqual([400, 'Provided data is not valid']);
    const low = await call<Err>(sb.url, 'POST', '/guest/topup', { body: { Amount: 99, MSISDN: '0215550101', ResponseToken: token } });
    expect([low.status, low.body.err_message]).toEqual([400, 'Top-up amount must be above $0.99']);
    const bill = await call<Err>(sb.url, 'POST', '/guest/payment', { body: { Amount: 1000, LookupID: '0215550101', ResponseToken: token } });
    expect([bill.status, bill.body.err_message]).toEqual([400, 'Provided data is not valid']);
  });

  test('GET /guest/purchases: PENDING for its own lookup, 404 for another', async () => {
    const token = (await validate({ MSISDN: '0215550101', LookupID: '', UserToken: 't' })).body.ResponseToken;
    const started = await call<{ ClientSecret: string; OrderID: string }>(sb.url, 'POST', '/guest/topup', { body: { Amount: 1000, MSISDN: '021 555 0101', ResponseToken: token, Email: 'g@example.net' } });
    expect(started.body).toEqual({ ClientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/), OrderID: expect.stringMatching(/^pi_\w+$/) });
    const mine = await call<{ Status: string; Reference: string }>(sb.url, 'GET', `/guest/purchases?MSISDN=64215550101&LookupID=&OrderID=${started.body.OrderID}`);
    expect([mine.status, mine.body]).toEqual([200, { Status: 'PENDING', Reference: expect.stringMatching(/^GP-\d{8}$/) }]);
    const theirs = await call<Err>(sb.url, 'GET', `/guest/purchases?MSISDN=0225550303&LookupID=&OrderID=${started.body.OrderID}`);
    expect([theirs.status, theirs.body.err_message]).toEqual([404, 'Transaction is not found']);
  });
});
