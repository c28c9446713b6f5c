import type { Challenge } from 'altcha-lib';
import { GET as challengeGet } from '@/app/api/captcha/challenge/route';
import { POST as lookupPost } from '@/app/api/guest/lookup/route';
import { POST as payBillPost } from '@/app/api/guest/pay-bill/route';
import { POST as redeemPost } from '@/app/api/guest/redeem/route';
import { POST as statusPost } from '@/app/api/guest/status/route';
import { POST as topUpPost } from '@/app/api/guest/top-up/route';
import { clearCache, resetLimiter } from '@/lib/cache';
import type { GuestLookup, GuestPaymentStarted } from '@/lib/guest/calls';
import { sandboxPerFile, upstreamRequests } from '../support/account';
import { control } from '../support/bff';
import { call, type ErrorOut } from '../support/eshop';
import { freshGuestTarget, solved } from '../support/guest';

/**
 * The guest routes (docs/front-door-contract.md §2.2) against the in-process sandbox: a captcha
 * solved as the widget would, the lookup (each spec refusal), the top-up and bill payment by a
 * typed card, a voucher, the receipt in the outbox, bad input, the captcha refused, the limit.
 */

const sb = sandboxPerFile();
const FLAGS = { FLAG_ANONYMOUS_RECHARGE: 'true', FLAG_ANONYMOUS_PAY_BILL: 'true', FLAG_CAPTCHA_KEY: 'jest-captcha-key-0123456789abcdef' };
const saved = Object.fromEntries(Object.keys(FLAGS).map((k) => [k, process.env[k]]));
beforeAll(() => Object.assign(process.env, FLAGS));
afterAll(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});
beforeEach(() => {
  clearCache();
  resetLimiter();
});

type Out<T> = T & ErrorOut;
type Detail = { path: string; message: string; reason?: string };

const captcha = async (): Promise<string> => solved((await call<Challenge>(challengeGet, 'GET', '/api/captcha/challenge')).body);
const lookup = async (purpose: 'recharge' | 'pay-bill', value: string, token?: string) =>
  call<Out<GuestLookup>>(lookupPost, 'POST', '/api/guest/lookup', { body: { purpose, lookup: value, captcha: token ?? (await captcha()) } });
const topUp = (body: unknown) => call<Out<GuestPaymentStarted>>(topUpPost, 'POST', '/api/guest/top-up', { body });
const payBill = (body: unknown) => call<Out<GuestPaymentStarted>>(payBillPost, 'POST', '/api/guest/pay-bill', { body });
const status = (body: unknown) => call<Out<{ status: string; reference: string | null }>>(statusPost, 'POST', '/api/guest/status', { body });
const outbox = async (to: string) => (await control<{ messages: Array<{ to: string; subject: string; body: string }> }>(sb.url, 'GET', `/outbox?to=${encodeURIComponent(to)}`)).messages;

/** What the payment step does with a guest's intent: confirm it at the provider with the typed card. */
async function confirmCard(clientSecret: string, number = '4242424242424242'): Promise<string> {
  const id = clientSecret.split('_secret_')[0];
  const res = await fetch(`${sb.url}/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    headers: { authorization: 'Bearer pk_test_sandbox', 'content-type': 'application/json' },
    body: JSON.stringify({ client_secret: clientSecret, payment_method_data: { type: 'card', card: { number, exp_month: 12, exp_year: 2034, cvc: '123' } } }),
  });
  return ((await res.json()) as { status: string }).status;
}

const lookupDetail = (body: ErrorOut): Detail | undefined => (body.error.details as Detail[] | undefined)?.find((d) => d.path === 'lookup');

describe('recharge: a prepay number of ours', () => {
  test('looked up after the captcha (UserToken: the verified payload), topped up by card, the balance rises, the receipt is emailed', async () => {
    const who = await freshGuestTarget(sb.url, 'prepay');
    const product = (await who.products()).find((p) => p.Status === 4 && p.BillingReference.startsWith('prepay'))!;
    const before = product.MainBalCreditCents ?? 0;
    const local = `0${product.MSISDN.slice(2)}`;
    await control(sb.url, 'DELETE', '/requests');
    const token = await captcha();
    const found = await lookup('recharge', `${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`, token);
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ token: expect.stringMatching(/^grt_\w+$/), kind: 'mobile', lookup: product.MSISDN, maskedName: 'A*** N***', amountDueCents: null });
    const sent = await upstreamRequests(sb.url, '^/guest/validate$');
    expect(sent.map((r) => r.body)).toEqual([{ MSISDN: product.MSISDN, LookupID: '', UserToken: token }]);

    const started = await topUp({ token: found.body.token, lookup: found.body.lookup, amountCents: 2000, email: 'guest@example.net' });
    expect(started.status).toBe(200);
    expect(started.body).toEqual({ orderId: expect.stringMatching(/^pi_\w+$/), clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/) });
    const pending = (await status({ purpose: 'recharge', lookup: found.body.lookup, orderId: started.body.orderId })).body;
    // Our own order reference (issue 28: the guest's receipt shows it, never the processor's pi_ id).
    expect(pending).toEqual({ status: 'pending', reference: expect.stringMatching(/^GP-\d{8}$/) });
    expect(await confirmCard(started.body.clientSecret)).toBe('succeeded');
    expect((await status({ purpose: 'recharge', lookup: found.body.lookup, orderId: started.body.orderId })).body).toEqual({ status: 'completed', reference: pending.reference });
    const after = (await who.products()).find((p) => p.UUID === product.UUID)!;
    expect(after.MainBalCreditCents).toBe(before + 2000);
    const mail = await outbox('guest@example.net');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Your receipt');
    // The fresh copy's number is drawn at random (021 …, 027 …): its own first three and last four digits.
    expect(mail[0]!.body).toContain(`Top-up of $20.00 for ${local.slice(0, 3)} *** ${local.slice(-4)}`);
    expect(mail[0]!.body).toContain(`Tūī Mobile reference: ${pending.reference}`);
    expect(mail[0]!.body).not.toContain(started.body.orderId);
    expect(mail[0]!.body).not.toMatch(/pi_\w+/);
    expect(mail[0]!.body).not.toContain('Ngata');
    // The account holder gets no receipt of a guest's card (the guest's receipt is the guest's).
    expect((await outbox(who.email)).filter((m) => m.subject === 'Your receipt')).toEqual([]);
    // Read again: one receipt only.
    await status({ purpose: 'recharge', lookup: found.body.lookup, orderId: started.body.orderId });
    expect(await outbox('guest@example.net')).toHaveLength(1);
  });

  test('a voucher for the number: its credit', async () => {
    const who = await freshGuestTarget(sb.url, 'prepay');
    const product = (await who.products()).find((p) => p.Status === 4 && p.BillingReference.startsWith('prepay'))!;
    const found = await lookup('recharge', product.MSISDN);
    const { code } = await control<{ code: string }>(sb.url, 'POST', '/vouchers', { creditCents: 1500 });
    const r = await call<Out<{ creditCents: number }>>(redeemPost, 'POST', '/api/guest/redeem', { body: { token: found.body.token, lookup: found.body.lookup, code } });
    expect([r.status, r.body]).toEqual([200, { creditCents: 1500 }]);
    const again = await call<ErrorOut>(redeemPost, 'POST', '/api/guest/redeem', { body: { token: found.body.token, lookup: found.body.lookup, code } });
    expect([again.status, (again.body.error.details as Detail[])[0]]).toEqual([422, { path: 'code', message: 'Voucher has already been redeemed' }]);
  });

  test.each([
    ['a number not of ours', '021 999 9999'],
    ['a SIM not activated', '021 555 0199'],
    ['a postpay number', '027 555 0202'],
    ['not a number at all', 'hello'],
  ])("%s: 'Sorry, that's not a valid Mobile number'", async (_what, typed) => {
    const r = await lookup('recharge', typed);
    expect(r.status).toBe(422);
    expect(lookupDetail(r.body)).toEqual({ path: 'lookup', message: "Sorry, that's not a valid Mobile number", reason: 'notValidMobileNumber' });
  });
});

describe('pay bill: an invoice or an account', () => {
  test('by its INV number: the amount due, paid by card, the invoice paid, the receipt emailed', async () => {
    const who = await freshGuestTarget(sb.url, 'postpay');
    const invoice = (await who.invoices()).find((i) => (i.Status === 'DUE' || i.Status === 'OVERDUE') && i.RemainingAmountCents > 0)!;
    const found = await lookup('pay-bill', invoice.Number.toLowerCase());
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ token: expect.stringMatching(/^grt_/), kind: 'invoice', lookup: invoice.Number, maskedName: 'J*** W***', amountDueCents: invoice.RemainingAmountCents });
    const started = await payBill({ token: found.body.token, lookup: found.body.lookup, amountCents: found.body.amountDueCents, email: 'payer@example.net' });
    expect(started.status).toBe(200);
    expect(await confirmCard(started.body.clientSecret)).toBe('succeeded');
    expect((await status({ purpose: 'pay-bill', lookup: invoice.Number, orderId: started.body.orderId })).body).toEqual({ status: 'completed', reference: expect.stringMatching(/^GP-\d{8}$/) });
    expect((await who.invoices()).find((i) => i.Number === invoice.Number)).toMatchObject({ Status: 'PAID', RemainingAmountCents: 0 });
    const mail = await outbox('payer@example.net');
    expect(mail.map((m) => m.body)).toEqual([expect.stringMatching(new RegExp(`Payment of \\$${(invoice.RemainingAmountCents / 100).toFixed(2)} for invoice ${invoice.Number}\\nTūī Mobile reference: GP-\\d{8}\\nReceipt: RCT-`))]);
    expect(mail[0]!.body).not.toMatch(/pi_\w+/);
  });

  test('by its account number: what the account owes', async () => {
    const who = await freshGuestTarget(sb.url, 'postpay');
    const owing = (await who.invoices()).reduce((s, i) => s + (i.Status === 'DUE' || i.Status === 'OVERDUE' ? i.RemainingAmountCents : 0), 0);
    const found = await lookup('pay-bill', who.accountNo);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ kind: 'account', lookup: who.accountNo, maskedName: 'J*** W***' });
    // The seeded postpay account owes $48.20 on its OVERDUE bill.
    expect(owing).toBe(4820);
    expect(found.body.amountDueCents).toBe(4820);
  });

  test.each([
    ['an invoice not of ours', 'INV-999999', "Sorry, that's not a valid Invoice number", 'notValidInvoiceNumber'],
    ['an account not of ours', '99999999', "Sorry, that's not a valid Account number", 'notValidAccountNumber'],
    ['a prepay account', '50010001', "Sorry, that's not a valid Account number", 'notValidAccountNumber'],
  ])('%s: the spec\'s message', async (_what, typed, message, reason) => {
    const r = await lookup('pay-bill', typed);
    expect([r.status, lookupDetail(r.body)]).toEqual([422, { path: 'lookup', message, reason }]);
  });

  test("an empty answer: 'No Data'; a token the server does not know: 'Provided data is not valid'", async () => {
    await control(sb.url, 'POST', '/faults', { path: '^/guest/validate$', method: 'POST', kind: 'empty', times: 1 });
    const empty = await lookup('pay-bill', 'INV-000001');
    expect([empty.status, lookupDetail(empty.body)]).toEqual([422, { path: 'lookup', message: 'No Data', reason: 'noData' }]);
    const forged = await payBill({ token: 'grt_madeup', lookup: '50010002', amountCents: 500, email: 'a@example.net' });
    expect([forged.status, lookupDetail(forged.body)]).toEqual([422, { path: 'lookup', message: 'Provided data is not valid', reason: 'providedDataNotValid' }]);
  });
});

describe('the captcha, the input, the gate, the limit', () => {
  test('missing → 422 on captcha; wrong or reused → 403; the upstream never hears of it', async () => {
    await control(sb.url, 'DELETE', '/requests');
    const missing = await call<ErrorOut>(lookupPost, 'POST', '/api/guest/lookup', { body: { purpose: 'recharge', lookup: '0215550101' } });
    expect([missing.status, (missing.body.error.details as Detail[]).map((d) => d.path)]).toEqual([422, ['captcha']]);
    const wrong = await lookup('recharge', '0215550101', Buffer.from('{"challenge":{"parameters":{"nonce":"x"}},"solution":{}}').toString('base64'));
    expect([wrong.status, wrong.body.error.code]).toEqual([403, 'forbidden']);
    expect(await upstreamRequests(sb.url, '^/guest/')).toEqual([]);
    const token = await captcha();
    expect((await lookup('recharge', '0215550101', token)).status).toBe(200);
    const reused = await lookup('recharge', '0215550101', token);
    expect([reused.status, reused.body.error.code]).toEqual([403, 'forbidden']);
  });

  test('bad input → 422 with the field, never a call upstream', async () => {
    await control(sb.url, 'DELETE', '/requests');
    const r = await topUp({ token: 'grt_x', lookup: '0215550101', amountCents: 50, email: 'not-an-email' });
    expect(r.status).toBe(422);
    expect((r.body.error.details as Detail[]).map((d) => [d.path, d.message])).toEqual(expect.arrayContaining([['amountCents', 'Top-up amount must be above $0.99'], ['email', 'Please enter a valid email address']]));
    const noLookup = await call<ErrorOut>(lookupPost, 'POST', '/api/guest/lookup', { body: { purpose: 'other', lookup: '', captcha: 'x' } });
    expect(noLookup.status).toBe(422);
    expect(await upstreamRequests(sb.url, '^/guest/')).toEqual([]);
  });

  test('another origin is refused', async () => {
    const r = await call<ErrorOut>(lookupPost, 'POST', '/api/guest/lookup', { body: { purpose: 'recharge', lookup: '0215550101', captcha: 'x' }, origin: 'https://evil.example' });
    expect([r.status, r.body.error.code]).toEqual([403, 'bad_origin']);
  });

  test('closed without the flag or without the key: 404, no challenge either', async () => {
    const key = process.env.FLAG_CAPTCHA_KEY;
    process.env.FLAG_CAPTCHA_KEY = '';
    try {
      expect((await call(challengeGet, 'GET', '/api/captcha/challenge')).status).toBe(404);
      expect((await call(lookupPost, 'POST', '/api/guest/lookup', { body: { purpose: 'recharge', lookup: '0215550101', captcha: 'x' } })).status).toBe(404);
    } finally {
      process.env.FLAG_CAPTCHA_KEY = key;
    }
    process.env.FLAG_ANONYMOUS_PAY_BILL = 'false';
    try {
      expect((await call(lookupPost, 'POST', '/api/guest/lookup', { body: { purpose: 'pay-bill', lookup: '50010002', captcha: 'x' } })).status).toBe(404);
      expect((await call(challengeGet, 'GET', '/api/captcha/challenge')).status).toBe(200);
    } finally {
      process.env.FLAG_ANONYMOUS_PAY_BILL = 'true';
    }
  });

  test('rate limited per client: the 11th lookup in ten minutes → 429 with Retry-After', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await call<ErrorOut>(lookupPost, 'POST', '/api/guest/lookup', { body: { purpose: 'recharge', lookup: '0215550101', captcha: 'x' }, headers });
      codes.push(r.status);
      if (i === 10) expect(Number(r.res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(codes.slice(0, 10).every((c) => c === 403)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
