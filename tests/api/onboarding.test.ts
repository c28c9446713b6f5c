import { GET as productsGet } from '@/app/api/customer/products/route';
import { clearCache, resetLimiter } from '@/lib/cache';
import { freshCustomer, sandboxPerFile, upstreamRequests, type Who } from '../support/account';
import { control } from '../support/bff';
import { call } from '../support/eshop';
import { withFlags } from '../support/money';
import { freshSim, onboarding, smsCode, smsTo } from '../support/onboarding';

/**
 * Finding the SIM (docs/onboarding-contract.md §3.1; issue 16 item 1) against the in-process
 * sandbox: adoption by SMS code (SIM ID or number), by the link's token, by the data session's
 * address; the adoption link read and renewed; the SIMs awaiting activation and their setup.
 * What the customer gets back and what the upstream received.
 */

const sb = sandboxPerFile();
const fresh = (state = 'new') => freshCustomer(sb.url, state);
const clearLog = () => control(sb.url, 'DELETE', '/requests');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const MASKED = /^02\d \*\*\* \*\d{3}$/;
const NZ = /^02\d \d{3} \d{4}$/;

beforeEach(() => {
  clearCache();
  resetLimiter();
});

/** A SIM found by its SIM ID and adopted with the code of its SMS. */
async function adoptBySimId(who: Who, simId: string, msisdn: string) {
  const sent = await onboarding.adopt(who, { by: 'sms', simId });
  expect(sent.status).toBe(200);
  return onboarding.adopt(who, { by: 'sms', simId, code: await smsCode(sb.url, msisdn) });
}

describe('POST /api/onboarding/adopt by SMS', () => {
  test('by SIM ID: a code to the SIM\'s number (masked), 30 s before another; a wrong code refused; the right one makes the SIM the customer\'s', async () => {
    const who = await fresh();
    const sim = await freshSim(sb.url);
    await clearLog();
    const sent = await onboarding.adopt(who, { by: 'sms', simId: sim.SIMID.replace(/(\d{4})/g, '$1 ').trim() });
    expect([sent.status, sent.body]).toEqual([200, { step: 'code_sent', to: expect.stringMatching(MASKED), resendAfterSeconds: 30 }]);
    expect(sent.body.step === 'code_sent' && sent.body.to.slice(-3)).toBe(sim.MSISDN.slice(-3));
    const [asked] = await upstreamRequests(sb.url, '^/v3/adopt_by_sim_sms$');
    expect(asked?.body).toEqual({ CustomerUUID: who.uuid, SIMID: sim.SIMID });
    expect((await smsTo(sb.url, sim.MSISDN)).at(-1)?.body).toMatch(/code is \d{6}\. It expires in 10 minutes/);

    const again = await onboarding.adopt(who, { by: 'sms', simId: sim.SIMID });
    expect([again.status, again.body.error.code, again.body.error.details]).toEqual([429, 'rate_limited', expect.objectContaining({ retryAfterSeconds: 30 })]);
    expect(again.res.headers.get('retry-after')).toBe('30');

    const code = await smsCode(sb.url, sim.MSISDN);
    const wrong = await onboarding.adopt(who, { by: 'sms', simId: sim.SIMID, code: code === '000000' ? '111111' : '000000' });
    expect([wrong.status, wrong.body.error]).toEqual([400, { code: 'verification_code_incorrect', message: 'the verification code is incorrect' }]);

    const done = await onboarding.adopt(who, { by: 'sms', simId: sim.SIMID, code });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      step: 'adopted',
      adoption: {
        productId: expect.stringMatching(UUID), number: expect.stringMatching(NZ), simIdEnd: `…${sim.SIMID.slice(-4)}`, planType: 'prepay', fullyPaid: false, simSwap: false,
        replacesProductId: null, paidPlan: null, state: 'ready',
      },
    });
    // the SIM is now one of the customer's SIMs awaiting activation
    const listed = await onboarding.sims(who);
    expect(listed.body.map((a) => a.productId)).toEqual([done.body.step === 'adopted' ? done.body.adoption.productId : '']);
  });

  test('by the phone number: the demo prepay SIM 021 555 0901, the number as typed in any spacing', async () => {
    const who = await fresh();
    await clearLog();
    const sent = await onboarding.adopt(who, { by: 'sms', number: '021 555 0901' });
    expect([sent.status, sent.body]).toEqual([200, { step: 'code_sent', to: '021 *** *901', resendAfterSeconds: 30 }]);
    const [asked] = await upstreamRequests(sb.url, '^/v3/adopt_by_sms$');
    expect(asked?.body).toEqual({ CustomerUUID: who.uuid, MobileNumber: '64215550901' });
    const done = await onboarding.adopt(who, { by: 'sms', number: '0215550901', code: await smsCode(sb.url, '64215550901') });
    expect([done.status, done.body.step === 'adopted' && done.body.adoption.number]).toEqual([200, '021 555 0901']);
  });

  test('"\'phone number or SIM ID not found\'", "already associated" (the SIM of prepay@example.com), "\'already active service\'"', async () => {
    const who = await fresh();
    const unknown = await onboarding.adopt(who, { by: 'sms', simId: '8964 0500 0000 0009 9999' });
    expect([unknown.status, unknown.body.error]).toEqual([404, { code: 'sim_not_found', message: 'phone number or SIM ID not found' }]);
    const theirs = await onboarding.adopt(who, { by: 'sms', simId: '89640500000000016045' });
    expect([theirs.status, theirs.body.error]).toEqual([409, { code: 'sim_associated', message: 'This SIM is already associated with another account' }]);
    // a customer's own active number: "already active service"
    const mine = await freshCustomer(sb.url, 'prepay');
    const { body } = await call<{ products: Array<{ uuid: string; msisdn: string }>; currentUuid: string }>(productsGet, 'GET', '/api/customer/products', { cookie: mine.cookie });
    const active = await onboarding.adopt(mine, { by: 'sms', number: body.products.find((p) => p.uuid === body.currentUuid)!.msisdn });
    expect([active.status, active.body.error]).toEqual([409, { code: 'service_already_active', message: 'already active service' }]);
  });

  test('bad input → 422 on the field, nothing sent', async () => {
    const who = await fresh();
    await clearLog();
    for (const [body, path] of [
      [{ by: 'sms' }, 'simId'],
      [{ by: 'sms', simId: '89640500000000016011', number: '021 555 0901' }, 'number'],
      [{ by: 'sms', simId: '1234' }, 'simId'],
      [{ by: 'sms', number: '09 555' }, 'number'],
      [{ by: 'sms', number: '021 555 0901', code: 'abc' }, 'code'],
      [{ by: 'token', token: 'not-a-token' }, 'token'],
      [{ by: 'carrier-pigeon' }, 'by'],
    ] as const) {
      const r = await onboarding.adopt(who, body);
      expect([r.status, r.body.error.code, (r.body.error.details as Array<{ path: string }>).map((d) => d.path)]).toEqual([422, 'bad_input', [path]]);
    }
    expect(await upstreamRequests(sb.url, '^/v3/adopt')).toEqual([]);
  });

  test('"rate limited per customer and address": the 11th try in 15 minutes → 429 before the upstream', async () => {
    const who = await fresh();
    // ten unknown SIMs (one SIM ID asked again and again meets its own send limit first: tests/api/send-limits.test.ts)
    for (let i = 0; i < 10; i += 1) expect((await onboarding.adopt(who, { by: 'sms', simId: `8964 0500 0000 0009 99${String(i).padStart(2, '0')}` })).status).toBe(404);
    await clearLog();
    const r = await onboarding.adopt(who, { by: 'sms', simId: '8964 0500 0000 0009 9999' });
    expect([r.status, r.body.error.code]).toEqual([429, 'rate_limited']);
    expect(Number(r.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await upstreamRequests(sb.url, '^/v3/')).toEqual([]);
  });

  test('onboarding off → 404, nothing sent; signed out → 401', async () => {
    const who = await fresh();
    await clearLog();
    const off = await withFlags({ FLAG_MOBILE_ONBOARDING: 'false' }, () => onboarding.adopt(who, { by: 'sms', number: '021 555 0901' }));
    expect([off.status, off.body.error.code]).toEqual([404, 'not_found']);
    expect(await upstreamRequests(sb.url, '^/v3/')).toEqual([]);
    const out = await onboarding.adopt({ cookie: '', uuid: '', email: '' }, { by: 'ip' });
    expect([out.status, out.body.error.code]).toEqual([401, 'unauthorised']);
  });
});

describe('POST /api/onboarding/adopt by the link\'s token and by the address', () => {
  test('a valid token adopts; the link then reads used, with the product', async () => {
    const who = await fresh();
    const sim = await freshSim(sb.url);
    const before = await onboarding.link(who, sim.Token);
    expect([before.status, before.body]).toEqual([200, { code: sim.Token, state: 'valid', number: expect.stringMatching(MASKED), expiresAt: expect.stringMatching(ISO), productId: null }]);
    const r = await onboarding.adopt(who, { by: 'token', token: sim.Token });
    expect([r.status, r.body.step]).toEqual([200, 'adopted']);
    const productId = r.body.step === 'adopted' ? r.body.adoption.productId : '';
    const after = await onboarding.link(who, sim.Token);
    expect([after.body.state, after.body.productId]).toEqual(['used', productId]);
    // the same token again resumes: the same SIM
    const again = await onboarding.adopt(who, { by: 'token', token: sim.Token });
    expect(again.body.step === 'adopted' && again.body.adoption.productId).toBe(productId);
  });

  test('"an expired one says \'your activation link expired\' and offers a new one by SMS"', async () => {
    const who = await fresh();
    const sim = await freshSim(sb.url, { expiredToken: true });
    const link = await onboarding.link(who, sim.Token);
    expect(link.body.state).toBe('expired');
    const r = await onboarding.adopt(who, { by: 'token', token: sim.Token });
    expect([r.status, r.body.error]).toEqual([410, { code: 'activation_link_expired', message: 'your activation link expired' }]);
    const renewed = await onboarding.renew(who, sim.Token);
    expect([renewed.status, renewed.body]).toEqual([200, { sentTo: expect.stringMatching(MASKED) }]);
    const text = (await smsTo(sb.url, sim.MSISDN)).at(-1);
    expect(text?.body).toMatch(/\/activation\/[0-9a-f-]{36}/);
    // a valid link is not renewed
    const valid = await freshSim(sb.url);
    const refused = await onboarding.renew(who, valid.Token);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'link_not_expired']);
  });

  test('an unknown token is TOKEN_ERROR; a malformed one is not found', async () => {
    const who = await fresh();
    const unknown = '00000000-0000-4000-8000-00000000dead';
    const r = await onboarding.adopt(who, { by: 'token', token: unknown });
    expect([r.status, r.body.error.code]).toEqual([400, 'token_error']);
    const link = await onboarding.link(who, unknown);
    expect([link.status, link.body.error.code]).toEqual([400, 'token_error']);
    const bad = await onboarding.link(who, 'nope');
    expect([bad.status, bad.body.error.code]).toEqual([404, 'not_found']);
  });

  test('by IP: the SIM whose data session has the caller\'s address (the server\'s stamp, not the client\'s word); none → CANT_ADOPT_BY_IP', async () => {
    const who = await fresh();
    const sim = await freshSim(sb.url, { mobileIp: '100.64.99.7' });
    await clearLog();
    const r = await onboarding.adopt(who, { by: 'ip' }, { ip: '100.64.99.7' });
    expect([r.status, r.body.step === 'adopted' && r.body.adoption.simIdEnd]).toEqual([200, `…${sim.SIMID.slice(-4)}`]);
    const [sent] = await upstreamRequests(sb.url, '^/v3/adopt_by_ip$');
    expect(sent?.body).toEqual({ CustomerUUID: who.uuid, ClientIP: '100.64.99.7' });
    const none = await onboarding.adopt(who, { by: 'ip' }, { ip: '100.64.99.8' });
    expect([none.status, none.body.error.code]).toEqual([404, 'cant_adopt_by_ip']);
    // no stamped address (an x-forwarded-for alone is not believed): refused before the upstream
    await clearLog();
    const unstamped = await onboarding.adopt(who, { by: 'ip' });
    expect([unstamped.status, unstamped.body.error.code]).toEqual([404, 'cant_adopt_by_ip']);
    expect(await upstreamRequests(sb.url, '^/v3/adopt_by_ip$')).toEqual([]);
  });
});

describe('GET /api/onboarding/sims/{productId}: the SIM, its plans, the ways to pay', () => {
  test('prepay: its plans, casual rates allowed, a voucher; someone else\'s product → 404', async () => {
    const who = await fresh();
    const sim = await freshSim(sb.url);
    const adopted = await adoptBySimId(who, sim.SIMID, sim.MSISDN);
    const productId = adopted.body.step === 'adopted' ? adopted.body.adoption.productId : '';
    const r = await onboarding.setup(who, productId);
    expect(r.status).toBe(200);
    expect(r.body.adoption.productId).toBe(productId);
    // The seeded catalogue's six prepay plans, at their price now (the $20 plan's first periods are $5 off).
    expect(r.body.plans.map((p) => [p.name, p.priceCents, p.period])).toEqual([
      ['$3 Unlimited Day Pass', 300, '1 day'], ['$12 Weekly Plan', 1200, '7 days'], ['$20 Prepay Plan', 1500, '28 days'],
      ['$30 Prepay Value Pack', 3000, '28 days'], ['$40 Prepay Endless', 4000, '28 days'], ['$50 Prepay Endless Plus', 5000, '28 days'],
    ]);
    expect(r.body.plans[0]).toEqual({
      availabilityId: expect.stringMatching(UUID), catalogId: expect.stringMatching(UUID), name: '$3 Unlimited Day Pass', priceCents: 300,
      period: '1 day', summary: expect.stringMatching(/\S/),
    });
    expect([r.body.casualAllowed, r.body.creditCheck, r.body.payment.voucher]).toEqual([true, false, true]);
    const other = await fresh();
    const refused = await onboarding.setup(other, productId);
    expect([refused.status, refused.body.error.code]).toEqual([404, 'not_found']);
  });

  test('postpay: a credit check, no voucher; fully paid: no plans, the paid plan', async () => {
    const who = await fresh();
    const post = await freshSim(sb.url, { planType: 'postpay' });
    const a = await adoptBySimId(who, post.SIMID, post.MSISDN);
    const r = await onboarding.setup(who, a.body.step === 'adopted' ? a.body.adoption.productId : '');
    expect([r.body.adoption.planType, r.body.casualAllowed, r.body.creditCheck, r.body.payment.voucher]).toEqual(['postpay', false, true, false]);
    // the other plan types it may be activated as, its own first, each with its plans and what paying asks
    expect(r.body.planTypes.map((c) => [c.planType, c.casualAllowed, c.creditCheck, c.voucher])).toEqual([['postpay', false, true, false], ['prepay', true, false, true], ['payg', false, false, true]]);
    expect(r.body.planTypes[0]?.plans).toEqual(r.body.plans);
    expect(r.body.planTypes.map((t) => t.plans.map((p) => p.name))).toEqual([
      ['$35 Postpay Starter', '$55 Postpay Essentials Plan', '$75 Postpay Endless', '$90 Postpay Unlimited'],
      ['$3 Unlimited Day Pass', '$12 Weekly Plan', '$20 Prepay Plan', '$30 Prepay Value Pack', '$40 Prepay Endless', '$50 Prepay Endless Plus'],
      ['Pay As You Go Casual Rates', 'Pay As You Go Saver'],
    ]);
    const paid = await freshSim(sb.url, { fullyPaid: true });
    resetLimiter();
    const b = await adoptBySimId(who, paid.SIMID, paid.MSISDN);
    expect(b.body.step === 'adopted' && b.body.adoption.fullyPaid).toBe(true);
    const s = await onboarding.setup(who, b.body.step === 'adopted' ? b.body.adoption.productId : '');
    expect([s.body.plans, s.body.casualAllowed, s.body.payment, s.body.planTypes]).toEqual([[], false, { voucher: false, billTo: null }, []]);
  });
});
