import { control, start, type Running } from './helpers';
import { error } from './money-helpers';
import { DEFAULTS, everyRoute, simCalls, type Settings } from './sim-helpers';

/** docs/sim-contract.md §2.1: call settings with the dependency rules, the roaming flag in arrival order; every SIM route's ownership. */
let run: Running;
const s = () => simCalls(run.url);
beforeAll(async () => {
  run = await start();
});
afterAll(() => run.sandbox.close());

const with_ = (patch: { f?: Partial<Settings['CallForwarding']>; r?: Partial<Settings['CallRestriction']>; b?: Partial<Settings['Barring']> }): Settings => ({
  CallForwarding: { ...DEFAULTS.CallForwarding, ...patch.f },
  CallRestriction: { ...DEFAULTS.CallRestriction, ...patch.r },
  Barring: { ...DEFAULTS.Barring, ...patch.b },
});

describe('settings (§2.1)', () => {
  test('a product starts with the defaults: CFU off, CFB, CFNRY and CFNRC on to voicemail, waiting, hold, incoming and outgoing on', async () => {
    const t = await s().fresh('postpay');
    expect(await s().getSettings(t)).toMatchObject({ status: 200, body: { Settings: DEFAULTS } });
  });

  test('PUT stores consistent settings and answers them; GET reads them back; ForwardToMSISDN absent keeps the stored number', async () => {
    const t = await s().fresh();
    const next = with_({ f: { CFUActive: true, ForwardToMSISDN: '64215550199' }, r: { CallWaitingEnabled: false } });
    expect(await s().putSettings(t, next)).toMatchObject({ status: 200, body: { Settings: next } });
    expect((await s().getSettings(t)).body.Settings).toEqual(next);
    const { ForwardToMSISDN: _kept, ...withoutNumber } = next.CallForwarding;
    expect((await s().putSettings(t, { ...next, CallForwarding: { ...withoutNumber, CFUActive: false } })).body.Settings.CallForwarding)
      .toEqual({ ...next.CallForwarding, CFUActive: false, ForwardToMSISDN: '64215550199' });
    // '' is voicemail; a landline is a New Zealand number too.
    expect((await s().putSettings(t, with_({ f: { ForwardToMSISDN: '' } }))).body.Settings.CallForwarding.ForwardToMSISDN).toBe('');
    expect((await s().putSettings(t, with_({ f: { ForwardToMSISDN: '6493001234' } }))).status).toBe(200);
  });

  test('the dependency rules: forwarding needs incoming and outgoing calls, waiting and hold need incoming calls (400, nothing stored)', async () => {
    const t = await s().fresh();
    expect(await s().putSettings(t, with_({ b: { AllowIncomingCalls: false } })))
      .toMatchObject({ status: 400, body: error('Settings are inconsistent: CFBActive, CFNRYActive, CFNRCActive, CallWaitingEnabled, AllowCallHold') });
    expect(await s().putSettings(t, with_({ b: { AllowOutgoingCalls: false } })))
      .toMatchObject({ status: 400, body: error('Settings are inconsistent: CFBActive, CFNRYActive, CFNRCActive') });
    expect(await s().putSettings(t, with_({ f: { CFBActive: false, CFNRYActive: false, CFNRCActive: false }, r: { CallWaitingEnabled: false }, b: { AllowIncomingCalls: false } })))
      .toMatchObject({ status: 400, body: error('Settings are inconsistent: AllowCallHold') });
    expect((await s().getSettings(t)).body.Settings).toEqual(DEFAULTS);
    // Incoming off with everything that needs it off too: consistent.
    const off = with_({ f: { CFBActive: false, CFNRYActive: false, CFNRCActive: false }, r: { CallWaitingEnabled: false, AllowCallHold: false }, b: { AllowIncomingCalls: false } });
    expect(await s().putSettings(t, off)).toMatchObject({ status: 200, body: { Settings: off } });
    // Outgoing off: waiting and hold may stay on.
    const noOutgoing = with_({ f: { CFBActive: false, CFNRYActive: false, CFNRCActive: false }, b: { AllowOutgoingCalls: false } });
    expect(await s().putSettings(t, noOutgoing)).toMatchObject({ status: 200, body: { Settings: noOutgoing } });
  });

  test('malformed settings 400: a group or boolean missing, a forward number that is not a NZ MSISDN', async () => {
    const t = await s().fresh();
    expect(await s().putSettings(t, undefined)).toMatchObject({ status: 400, body: error('Settings is required') });
    expect(await s().putSettings(t, { ...DEFAULTS, Barring: undefined })).toMatchObject({ status: 400, body: error('Settings.Barring is required') });
    expect(await s().putSettings(t, { ...DEFAULTS, CallRestriction: { CallWaitingEnabled: true, AllowCallHold: 'yes' } }))
      .toMatchObject({ status: 400, body: error('Settings.CallRestriction.AllowCallHold is required') });
    for (const n of ['021 555 0199', '0215550199', '+64215550199', '6421', '44207183875000', 12]) {
      expect(await s().putSettings(t, with_({ f: { ForwardToMSISDN: n as string } }))).toMatchObject({ status: 400, body: error('ForwardToMSISDN is invalid') });
    }
  });

  test('a forwarding setting on while the SIM is disabled is stored', async () => {
    const t = await s().fresh();
    expect((await s().disable(t, 'prepay')).status).toBe(200);
    const next = with_({ f: { CFUActive: true } });
    expect(await s().putSettings(t, next)).toMatchObject({ status: 200, body: { Settings: next } });
  });
});

describe('roaming (§2.1)', () => {
  test('AutoActive defaults to false; POST sets it; each request takes 150-300 ms', async () => {
    const t = await s().fresh();
    const started = Date.now();
    expect(await s().getRoaming(t)).toMatchObject({ status: 200, body: { AutoActive: false } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(145);
    expect(await s().postRoaming(t, true)).toMatchObject({ status: 200, body: { AutoActive: true } });
    expect((await s().getRoaming(t)).body.AutoActive).toBe(true);
    expect(await s().postRoaming(t, 'on')).toMatchObject({ status: 400, body: error('AutoActive must be true or false') });
    expect(await s().postRoaming(t, undefined)).toMatchObject({ status: 400, body: error('AutoActive is required') });
  });

  test('writes sent at once are applied in arrival order: each answers its own value, and the last to arrive is what is stored', async () => {
    const t = await s().fresh();
    type Logged = { method: string; body: { AutoActive: boolean; MobileUUID: string } };
    const arrivals = async () => (await control<{ requests: Logged[] }>(run.url, 'GET', '/requests?path=auto-active')).body.requests
      .filter((r) => r.method === 'POST' && r.body.MobileUUID === t.product.UUID);
    // Three bursts (the latency is random each time, so a sandbox that applied writes as their latency ends would lose one).
    for (const wishes of [[true, false, true, false, true], [false, true, false, true], [true, true, false]]) {
      await control(run.url, 'DELETE', '/requests');
      const answers = await Promise.all(wishes.map((on) => s().postRoaming(t, on)));
      answers.forEach((a, i) => expect(a).toMatchObject({ status: 200, body: { AutoActive: wishes[i] } }));
      const log = await arrivals();
      expect(log).toHaveLength(wishes.length);
      expect((await s().getRoaming(t)).body.AutoActive).toBe(log[log.length - 1]?.body.AutoActive);
    }
  });
});

describe('ownership: every SIM route', () => {
  test("another customer's product is 404 'Product is not found'; another customer's CustomerUUID 401; nothing changes", async () => {
    const mine = await s().fresh();
    const theirs = await s().fresh();
    for (const res of await everyRoute(s(), { who: mine.who, product: theirs.product })) {
      expect(res).toMatchObject({ status: 404, body: error('Product is not found', 1404) });
    }
    for (const res of await everyRoute(s(), { who: { customer: theirs.who.customer, jwt: mine.who.jwt }, product: theirs.product })) {
      expect(res.status).toBe(401);
    }
    expect((await s().getSettings(theirs)).body.Settings).toEqual(DEFAULTS);
    expect((await s().getRoaming(theirs)).body.AutoActive).toBe(false);
    expect((await s().status(theirs, 'prepay')).body.Status).toBe('ENABLED');
    expect((await s().active(theirs.who)).SIMID).toBe(theirs.product.SIMID);
    expect((await s().numbers(theirs)).body.Numbers).toEqual([]);
  });

  test('without a token 401; the product missing 400', async () => {
    const t = await s().fresh();
    expect((await s().getSettings(t, '')).status).toBe(401);
    expect(await s().getSettings({ ...t, product: { ...t.product, UUID: '' } })).toMatchObject({ status: 400, body: error('MobileUUID is required') });
  });
});
