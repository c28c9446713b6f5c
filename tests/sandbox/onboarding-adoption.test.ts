import { req } from './eshop-helpers';
import { control, start, type Running } from './helpers';
import { NANOS, UUID, onboardingCalls } from './onboarding-helpers';

/** Adoption (docs/onboarding-contract.md §2.1, §2.4): the SIM in the customer's hand becomes theirs. */

let run: Running;
let o: ReturnType<typeof onboardingCalls>;
beforeAll(async () => {
  run = await start();
  o = onboardingCalls(run.url);
});
afterAll(() => run.sandbox.close());

const advance = (ms: number) => control(run.url, 'POST', '/clock', { advanceMs: ms });

describe('adoption by SMS code', () => {
  test('the demo prepay SIM by its number: a code by SMS to it, then the adoption result (a pre-activated product, no add-ons)', async () => {
    await control(run.url, 'POST', '/reset');
    const who = await o.fresh('new');
    const sent = await o.bySms(who, '021 555 0901');
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ SMSSent: true, MSISDN: '6421****901', ResendAfterSeconds: 30 });
    const [sms] = await o.outbox('64215550901');
    expect(sms?.body).toMatch(/^Your Tūī Mobile code is \d{6}\. It expires in 10 minutes\.$/);
    expect(sms?.code).toMatch(/^\d{6}$/);
    const adopted = await o.bySms(who, '64215550901', sms?.code);
    expect(adopted.status).toBe(200);
    expect(adopted.body).toEqual({
      CustomerUUID: who.customer, MobileProductUUID: expect.stringMatching(UUID), MSISDN: '64215550901', SIMID: '89640500000000016011', ProductStatus: 2,
      Metadata: { PlanType: 'PREPAY_ADDON', FullyPaid: false, ReplacementFor: '', ProductAvailabilityUUID: '', ProductCatalogUUID: '', PlanName: '' },
    });
    const product = await o.product(who, adopted.body.MobileProductUUID);
    expect(product).toMatchObject({ Status: 2, BillingReference: '', MSISDN: '64215550901', SIMID: '89640500000000016011', Addons: [] });
    // Asking again resumes: the same product
    const again = await o.bySms(who, '021 555 0901');
    expect(again.body.MobileProductUUID).toBe(adopted.body.MobileProductUUID);
    // Someone else now meets "already associated"
    const other = await o.fresh('new');
    const refused = await o.bySms(other, '021 555 0901');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ err_message: 'This SIM is already associated with another account', err_number: 4091 });
  });

  test('the resend wait, a wrong code, five wrong tries, an expired code', async () => {
    const who = await o.fresh('new');
    const sim = await o.sim();
    expect((await o.bySim(who, sim.SIMID)).status).toBe(200);
    const soon = await o.bySim(who, sim.SIMID);
    expect(soon.status).toBe(429);
    expect(soon.body).toMatchObject({ err_message: 'Please wait before asking for another code' });
    const code = (await o.outbox(sim.MSISDN)).at(-1)?.code ?? '';
    const other = code === '000000' ? '111111' : '000000';
    const wrong = await o.bySim(who, sim.SIMID, other);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ err_message: 'the verification code is incorrect' });
    for (let i = 0; i < 4; i += 1) expect((await o.bySim(who, sim.SIMID, other)).status).toBe(400);
    const usedUp = await o.bySim(who, sim.SIMID, code);
    expect(usedUp.status).toBe(400);
    expect(usedUp.body).toMatchObject({ err_message: 'Ask for a new code' });
    // A new code after the 30 s; 10 minutes later it no longer works
    await advance(31_000);
    expect((await o.bySim(who, sim.SIMID)).status).toBe(200);
    const fresh = (await o.outbox(sim.MSISDN)).at(-1)?.code ?? '';
    await advance(10 * 60_000 + 1000);
    const late = await o.bySim(who, sim.SIMID, fresh);
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ err_message: 'Ask for a new code' });
    const none = await o.bySim((await o.fresh('new')), sim.SIMID, '123456');
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ err_message: 'Ask for a new code' });
  });

  test('errors: unknown number or SIM ID, an ICCID not the SIM\'s, NO_SERVICE, already active, another customer\'s CustomerUUID', async () => {
    const who = await o.fresh('prepay');
    for (const res of [await o.bySms(who, '021 000 0000'), await o.bySim(who, '89640599999999999999'), await o.bySim(who, (await o.sim()).SIMID, undefined, { ICCID: '89640500000000000000' })]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ err_message: 'phone number or SIM ID not found' });
    }
    const notActivated = await o.bySim(who, '89640500000000009037');
    expect(notActivated.status).toBe(409);
    expect(notActivated.body).toMatchObject({ err_message: 'NO_SERVICE' });
    // The caller's own active SIM
    const own = (await o.products(who)).find((p) => p.Status === 4);
    const active = await o.bySim(who, own?.SIMID ?? '');
    expect(active.status).toBe(409);
    expect(active.body).toEqual({ err_message: 'already active service', err_number: 4092 });
    expect((await o.bySms(who, own?.MSISDN ?? '')).body).toMatchObject({ err_number: 4092 });
    // Another customer's active SIM, by SIM ID or by number
    const other = await o.fresh('new');
    expect((await o.bySim(other, own?.SIMID ?? '')).body).toMatchObject({ err_number: 4091 });
    expect((await o.bySms(other, own?.MSISDN ?? '')).body).toMatchObject({ err_number: 4091 });
    // A CustomerUUID not the caller's
    const foreign = await o.bySms(who, '021 555 0902', undefined, other.jwt);
    expect(foreign.status).toBe(401);
    const missing = await req(run.url, 'POST', '/v3/adopt_by_sms', { jwt: who.jwt, body: { MobileNumber: '0215550902' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ err_message: 'no_customer_UUID' });
  });

  test('the demo SIM owned by prepay@example.com is "already associated" for anyone else', async () => {
    await control(run.url, 'POST', '/reset');
    const who = await o.fresh('new');
    const res = await o.bySim(who, '89640500000000016045');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ err_message: 'This SIM is already associated with another account', err_number: 4091 });
  });
});

describe('adoption links and addresses', () => {
  test('the valid demo link: resume shows it VALID and masked, adopting uses it, then it is USED (with the product for its user only)', async () => {
    await control(run.url, 'POST', '/reset');
    const who = await o.fresh('new');
    const token = '8f1d6c3e-5b7a-4e2f-9c41-0a6b2d9e1601';
    const before = await o.resume(who, token);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ Token: token, State: 'VALID', MSISDN: '6421****906', ExpiresAtNanos: expect.any(Number), MobileProductUUID: '' });
    expect(String(before.body.ExpiresAtNanos)).toMatch(NANOS);
    const adopted = await o.byToken(who, token);
    expect(adopted.status).toBe(200);
    expect(adopted.body).toMatchObject({ MSISDN: '64215550906', SIMID: '89640500000000016060', ProductStatus: 2 });
    expect((await o.resume(who, token)).body).toMatchObject({ State: 'USED', MobileProductUUID: adopted.body.MobileProductUUID });
    const other = await o.fresh('new');
    expect((await o.resume(other, token)).body).toMatchObject({ State: 'USED', MobileProductUUID: '' });
    expect((await o.byToken(other, token)).body).toMatchObject({ err_number: 4091 });
    expect((await o.byToken(who, token)).body.MobileProductUUID).toBe(adopted.body.MobileProductUUID);
  });

  test('the expired demo link: 410, a new link by SMS that works, the old one stays expired; unknown tokens are TOKEN_ERROR', async () => {
    await control(run.url, 'POST', '/reset');
    const who = await o.fresh('new');
    const token = '8f1d6c3e-5b7a-4e2f-9c41-0a6b2d9e1602';
    expect((await o.resume(who, token)).body).toMatchObject({ State: 'EXPIRED', MSISDN: '6421****907' });
    const expired = await o.byToken(who, token);
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ err_message: 'your activation link expired' });
    const renewed = await o.renew(who, token);
    expect(renewed.status).toBe(200);
    expect(renewed.body).toEqual({ SMSSent: true, MSISDN: '6421****907' });
    const [sms] = await o.outbox('021 555 0907');
    expect(sms?.body).toMatch(/your activation link expired, so here is a new one: http:\/\/\S+\/activation\/[0-9a-f-]{36}$/);
    const fresh = /\/activation\/([0-9a-f-]{36})$/.exec(sms?.link ?? '')?.[1] ?? '';
    expect(fresh).toMatch(UUID);
    expect((await o.resume(who, token)).body.State).toBe('EXPIRED');
    expect((await o.byToken(who, fresh)).body).toMatchObject({ SIMID: '89640500000000016078' });
    // Renewing a link that has not expired
    const valid = await o.sim();
    const notExpired = await o.renew(who, valid.Token);
    expect(notExpired.status).toBe(409);
    expect(notExpired.body).toMatchObject({ err_message: 'This link has not expired' });
    const unknown = await o.byToken(who, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ err_message: 'TOKEN_ERROR' });
    const unknownResume = await o.resume(who, '00000000-0000-4000-8000-000000000000');
    expect(unknownResume.status).toBe(404);
    expect(unknownResume.body).toMatchObject({ err_message: 'TOKEN_ERROR' });
  });

  test('a test SIM with an expired token; adoption by the data session\'s address; CANT_ADOPT_BY_IP', async () => {
    const who = await o.fresh('new');
    const sim = await o.sim({ expiredToken: true });
    expect((await o.byToken(who, sim.Token)).status).toBe(410);
    await control(run.url, 'POST', '/reset');
    const again = await o.fresh('new');
    const byIp = await o.byIp(again, '100.64.16.86');
    expect(byIp.status).toBe(200);
    expect(byIp.body).toMatchObject({ SIMID: '89640500000000016086', MSISDN: '64215550908' });
    const none = await o.byIp(again, '100.64.99.99');
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ err_message: 'CANT_ADOPT_BY_IP' });
  });

  test('the demo data: the demo postpay and PAYG SIMs adopt with their plan types', async () => {
    await control(run.url, 'POST', '/reset');
    const who = await o.fresh('new');
    for (const [simId, type] of [['89640500000000016029', 'POSTPAY'], ['89640500000000016037', 'POSTPAY'], ['89640500000000016052', 'PAYG']] as const) {
      const sent = await o.bySim(who, simId);
      expect(sent.status).toBe(200);
      const number = `64215550${simId === '89640500000000016029' ? '902' : simId === '89640500000000016037' ? '903' : '905'}`;
      const code = (await o.outbox(number)).at(-1)?.code ?? '';
      expect((await o.bySim(who, simId, code)).body.Metadata.PlanType).toBe(type);
    }
  });
});
