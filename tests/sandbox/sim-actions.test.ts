import { DEMO_PASSWORD, control, firstCustomer, signIn, start, type Running } from './helpers';
import { error } from './money-helpers';
import { NOT_ACTIVATED, PREPAY_SIM, SPARE_1, SPARE_2, simCalls, type Target } from './sim-helpers';

/** docs/sim-contract.md §2.2, §2.4: SIM details with the PUK, status, disable and enable, the SIM inventory and swap, and their notifications. */
let run: Running;
const s = () => simCalls(run.url);
beforeAll(async () => {
  run = await start();
});
afterAll(() => run.sandbox.close());

const inventory = (simId: string) => run.sandbox.store.sim.inventory(simId)?.state;
const nzPrepay = async (): Promise<Target> => {
  const auth = await signIn(run.url, 'prepay@example.com', DEMO_PASSWORD);
  const who = { jwt: auth.JWT, customer: firstCustomer(auth) };
  return { who, product: await s().active(who) };
};

describe('details (§2.2)', () => {
  test("prepay@example.com's SIM: number, SIM ID, IMSI and PUK 12345678", async () => {
    const t = await nzPrepay();
    expect(await s().details(t)).toMatchObject({ status: 200, body: { MSISDN: '64215550101', SIMID: PREPAY_SIM, IMSI: '530050000001011', PUK: '12345678' } });
  });

  test('a fresh customer gets a random 8-digit PUK; the other demo SIMs fixed ones', async () => {
    const a = await s().fresh();
    const b = await s().fresh();
    const pa = (await s().details(a)).body.PUK;
    expect(pa).toMatch(/^\d{8}$/);
    expect((await s().details(a)).body).toMatchObject({ MSISDN: a.product.MSISDN, SIMID: a.product.SIMID, IMSI: a.product.IMSI });
    expect((await s().details(b)).body.PUK).toMatch(/^\d{8}$/);
    const auth = await signIn(run.url, 'postpay@example.com', DEMO_PASSWORD);
    const who = { jwt: auth.JWT, customer: firstCustomer(auth) };
    const postpay = { who, product: await s().active(who) };
    const puk = (await s().details(postpay)).body.PUK;
    expect(puk).toMatch(/^\d{8}$/);
    await control(run.url, 'POST', '/reset');
    const again = await signIn(run.url, 'postpay@example.com', DEMO_PASSWORD);
    expect((await s().details({ who: { jwt: again.JWT, customer: who.customer }, product: postpay.product })).body.PUK).toBe(puk);
  });
});

describe('status, disable and enable (§2.2)', () => {
  test('enabled at first; disable with a reason, then enable; each sends an email to the account holder', async () => {
    const t = await s().fresh();
    expect(await s().status(t, 'prepay')).toMatchObject({ status: 200, body: { Status: 'ENABLED', Reason: '' } });
    expect(await s().disable(t, 'prepay', { Reason: 'STOLEN' })).toMatchObject({ status: 200, body: { Status: 'DISABLED', Reason: 'STOLEN' } });
    expect((await s().status(t, 'prepay')).body).toEqual({ Status: 'DISABLED', Reason: 'STOLEN' });
    expect(await s().enable(t, 'prepay')).toMatchObject({ status: 200, body: { Status: 'ENABLED', Reason: '' } });
    expect(await s().disable(t, 'prepay')).toMatchObject({ status: 200, body: { Status: 'DISABLED', Reason: 'OTHER' } });
    const holder = run.sandbox.store.customers.get(t.who.customer)?.Email ?? '';
    const mail = await s().outbox(holder);
    expect(mail.map((m) => [m.channel, m.subject])).toEqual([
      ['email', 'Your SIM was blocked'], ['email', 'Your SIM was unblocked'], ['email', 'Your SIM was blocked'],
    ]);
    expect(mail[0]?.body).toContain('If this was not you, call us on 0800 555 888 straight away.');
  });

  test('Type: prepay or postpay (payg is prepay) and the product\'s own, else 400; twice 409; a Reason not LOST, STOLEN or OTHER 400', async () => {
    const t = await s().fresh();
    expect(await s().disable(t, 'payg')).toMatchObject({ status: 400, body: error('Type must be prepay or postpay') });
    expect(await s().status(t, undefined)).toMatchObject({ status: 400, body: error('Type must be prepay or postpay') });
    expect(await s().disable(t, 'postpay')).toMatchObject({ status: 400, body: error('Type does not match the product') });
    expect(await s().enable(t, 'postpay')).toMatchObject({ status: 400, body: error('Type does not match the product') });
    expect(await s().disable(t, 'prepay', { Reason: 'BORED' })).toMatchObject({ status: 400, body: error('Reason must be LOST, STOLEN or OTHER') });
    expect(await s().enable(t, 'prepay')).toMatchObject({ status: 409, body: error('SIM is already enabled', 1409) });
    expect((await s().disable(t, 'prepay', { Reason: 'LOST' })).status).toBe(200);
    expect(await s().disable(t, 'prepay')).toMatchObject({ status: 409, body: error('SIM is already disabled', 1409) });
    const payg = await s().fresh('payg');
    expect(await s().disable(payg, 'prepay')).toMatchObject({ status: 200, body: { Status: 'DISABLED' } });
    const postpay = await s().fresh('postpay');
    expect(await s().disable(postpay, 'postpay')).toMatchObject({ status: 200, body: { Status: 'DISABLED' } });
  });

  test("a product that is not active: 409 'Product is not active'", async () => {
    const t = await s().fresh();
    const inactive = run.sandbox.store.customers.mobileProducts(t.who.customer).find((p) => p.Status !== 4);
    if (!inactive) throw new Error('the prepay demo has an inactive SIM');
    const target = { who: t.who, product: inactive };
    expect(await s().disable(target, 'prepay')).toMatchObject({ status: 409, body: error('Product is not active', 1409) });
    expect(await s().enable(target, 'prepay')).toMatchObject({ status: 409, body: error('Product is not active', 1409) });
    expect(await s().status(target, 'prepay')).toMatchObject({ status: 200, body: { Status: 'ENABLED' } });
  });

  test('a disabled SIM records no usage: neither the control API nor the days that pass while it is disabled', async () => {
    // This test moves the clock by days: its token outlives them.
    await control(run.url, 'POST', '/token-ttl', { seconds: 365 * 86_400 });
    const t = await s().fresh();
    const use = () => control(run.url, 'POST', '/usage', { ProductUUID: t.product.UUID, Type: 'Data', Amount: 5 });
    expect((await use()).status).toBe(200);
    expect((await s().disable(t, 'prepay')).status).toBe(200);
    expect(await use()).toMatchObject({ status: 409, body: error('SIM is disabled', 1409) });
    const count = (product = t.product.UUID) => (run.sandbox.store.db.prepare('SELECT COUNT(*) AS n FROM usage_events WHERE product_uuid = ?').get(product) as { n: number }).n;
    // An enabled SIM beside it, to show the days do bring usage.
    const enabled = await s().fresh();
    const before = count();
    const enabledBefore = count(enabled.product.UUID);
    await control(run.url, 'POST', '/clock', { advanceMs: 3 * 86_400_000 });
    run.sandbox.store.usage.catchUp(t.who.customer);
    run.sandbox.store.usage.catchUp(enabled.who.customer);
    expect(count()).toBe(before);
    expect(count(enabled.product.UUID)).toBeGreaterThan(enabledBefore);
    expect((await s().enable(t, 'prepay')).status).toBe(200);
    expect(count()).toBe(before);
    expect((await use()).status).toBe(200);
    expect(count()).toBe(before + 1);
  });
});

describe('swap (§2.2, §2.4)', () => {
  test('to a pre-activated spare: the product takes its SIM ID, IMSI and PUK; the old SIM is retired; email and SMS to the number', async () => {
    const t = await s().fresh();
    const spare = await s().spare();
    expect(inventory(spare)).toBe('PRE_ACTIVATED');
    const spareRow = run.sandbox.store.sim.inventory(spare);
    expect(await s().swap(t, spare)).toMatchObject({ status: 200, body: { SIMID: spare, IMSI: spareRow?.imsi } });
    expect(await s().details(t)).toMatchObject({ body: { SIMID: spare, IMSI: spareRow?.imsi, PUK: spareRow?.puk, MSISDN: t.product.MSISDN } });
    expect((await s().active(t.who))).toMatchObject({ SIMID: spare, IMSI: spareRow?.imsi, MSISDN: t.product.MSISDN });
    expect(inventory(spare)).toBe('IN_USE');
    expect(inventory(t.product.SIMID)).toBe('RETIRED');
    const holder = run.sandbox.store.customers.get(t.who.customer)?.Email ?? '';
    const [mail] = await s().outbox(holder);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your SIM was changed' });
    expect(mail?.body).toContain(`ending ${spare.slice(-4)}`);
    expect(mail?.body).toContain('If this was not you, call us on 0800 555 888 straight away.');
    const texts = await s().outbox(t.product.MSISDN);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: 'sms', subject: 'Your SIM was changed' });
    expect(texts[0]?.body).toContain('If this was not you, call us on 0800 555 888 straight away.');
    // The retired SIM cannot come back.
    const other = await s().fresh();
    expect(await s().swap(other, t.product.SIMID)).toMatchObject({ status: 409, body: error('SIM is not pre-activated', 1409) });
  });

  test('settings, roaming and call security stay with the product; a disabled SIM is enabled again', async () => {
    const t = await s().fresh();
    const settings = (await s().getSettings(t)).body.Settings;
    const changed = { ...settings, CallForwarding: { ...settings.CallForwarding, CFUActive: true, ForwardToMSISDN: '64215550199' } };
    await s().putSettings(t, changed);
    await s().postRoaming(t, true);
    await s().putSecurity(t, { CallFilter: 'STRICT', TextFilter: 'OFF', WithheldToVoicemail: true, InternationalToVoicemail: false });
    await s().disable(t, 'prepay', { Reason: 'LOST' });
    expect((await s().swap(t, await s().spare())).status).toBe(200);
    expect((await s().status(t, 'prepay')).body).toEqual({ Status: 'ENABLED', Reason: '' });
    expect((await s().getSettings(t)).body.Settings).toEqual(changed);
    expect((await s().getRoaming(t)).body.AutoActive).toBe(true);
    expect((await s().getSecurity(t)).body).toMatchObject({ CallFilter: 'STRICT', WithheldToVoicemail: true });
  });

  test('refusals: SIMID invalid 400, unknown 404, not pre-activated, in use, your own 409; nothing changes', async () => {
    const t = await s().fresh();
    for (const id of ['123', '8964050000000000901x', '896405000000000090111', '8964 0500 0000 0000 9011']) {
      expect(await s().swap(t, id)).toMatchObject({ status: 400, body: error('SIMID is invalid') });
    }
    expect(await s().swap(t, '')).toMatchObject({ status: 400, body: error('SIMID is required') });
    for (const id of ['89640599999999999999', '8964059999999999999']) expect(await s().swap(t, id)).toMatchObject({ status: 404, body: error('SIM is not found', 1404) });
    expect(await s().swap(t, NOT_ACTIVATED)).toMatchObject({ status: 409, body: error('SIM is not pre-activated', 1409) });
    expect(await s().swap(t, await s().spare('NOT_ACTIVATED'))).toMatchObject({ status: 409, body: error('SIM is not pre-activated', 1409) });
    expect(await s().swap(t, PREPAY_SIM)).toMatchObject({ status: 409, body: error('SIM is already in use', 1409) });
    expect(await s().swap(t, t.product.SIMID)).toMatchObject({ status: 409, body: error('This SIM is already yours', 1409) });
    expect((await s().active(t.who)).SIMID).toBe(t.product.SIMID);
    expect(await s().outbox(t.product.MSISDN)).toEqual([]);
  });

  test('the seeded spares: two pre-activated, one not; a spare is used once', async () => {
    await control(run.url, 'POST', '/reset');
    expect([SPARE_1, SPARE_2, NOT_ACTIVATED].map(inventory)).toEqual(['PRE_ACTIVATED', 'PRE_ACTIVATED', 'NOT_ACTIVATED']);
    const a = await s().fresh();
    const b = await s().fresh();
    expect((await s().swap(a, SPARE_1)).status).toBe(200);
    expect(await s().swap(b, SPARE_1)).toMatchObject({ status: 409, body: error('SIM is already in use', 1409) });
    expect(await control(run.url, 'POST', '/spare-sims', { state: 'IN_USE' })).toMatchObject({ status: 400 });
  });
});
