import { PUT as currentPut } from '@/app/api/customer/products/current/route';
import { GET as productsGet } from '@/app/api/customer/products/route';
import { GET as settingsGet } from '@/app/api/customer/sim/settings/route';
import { clearCache } from '@/lib/cache';
import { nzNumber } from '@/lib/sim/rules';
import { freshCustomer, sandboxPerFile, upstreamRequests, type Who } from '../support/account';
import { control } from '../support/bff';
import { call, type ErrorOut } from '../support/eshop';
import { UPSTREAM_FAULTS, withFault } from '../support/faults';
import { withFlags } from '../support/money';
import { DEFAULT_SETTINGS, sim } from '../support/sim';

/**
 * The SIM settings, roaming and call-security routes (docs/sim-contract.md §3) against the
 * in-process sandbox: what the customer gets back and what the upstream received. Each test has
 * fresh demo customers of its own. The SIM card actions are in sim-actions.test.ts.
 */

const sb = sandboxPerFile();
const fresh = (state = 'prepay') => freshCustomer(sb.url, state);
const productOf = async (who: Who) => (await sim.settings(who)).body.productUuid;
const clearLog = () => control(sb.url, 'DELETE', '/requests');
// A 5xx names the customer's error reference (docs/operations.md).
const SIM_ERROR = { code: 'sim_error', message: 'error occurred. try again later', reference: expect.stringMatching(/^[0-9a-f]{8}$/) };

beforeEach(() => clearCache());

describe('GET /api/customer/sim/settings', () => {
  test('the product\'s settings (the sandbox\'s defaults), the supported call features in the spec\'s order; the upstream asked for this customer\'s product', async () => {
    const who = await fresh();
    await clearLog();
    const r = await sim.settings(who);
    expect(r.status).toBe(200);
    expect(r.body.settings).toEqual(DEFAULT_SETTINGS);
    // "Supported call features: international roaming, voice settings, call barring, multi-party services, call waiting."
    expect(r.body.features).toEqual(['internationalRoaming', 'voiceSettings', 'callBarring', 'multiParty', 'callWaiting']);
    const [sent] = await upstreamRequests(sb.url, '^/sim/v1/settings');
    expect(sent?.query).toEqual({ MobileUUID: r.body.productUuid, CustomerUUID: who.uuid });
  });

  test('"SIM settings 5 min": a second read comes from the cache; a save forgets it', async () => {
    const who = await fresh();
    await sim.settings(who);
    await clearLog();
    await sim.settings(who);
    expect(await upstreamRequests(sb.url, '^/sim/v1/settings')).toHaveLength(0);
    await sim.saveSettings(who, { settings: { ...DEFAULT_SETTINGS, forwardUnconditional: true } });
    const after = await sim.settings(who);
    expect(after.body.settings.forwardUnconditional).toBe(true);
    expect((await upstreamRequests(sb.url, '^/sim/v1/settings')).map((r) => r.method)).toEqual(['PUT', 'GET']);
  });

  test.each(UPSTREAM_FAULTS)('upstream %s → 502 \'error occurred. try again later\' ("Generic SIM error"), not cached', async (fault) => {
    const who = await fresh();
    const r = await withFault(sb.url, fault, '^/sim/v1/settings', 'GET', () => sim.settings(who));
    expect([r.status, r.body.error]).toEqual([502, SIM_ERROR]);
    expect((await sim.settings(who)).status).toBe(200);
  });

  test('signed out → 401', async () => {
    const r = await call<ErrorOut>(settingsGet, 'GET', '/api/customer/sim/settings');
    expect([r.status, r.body.error.code]).toEqual([401, 'unauthorised']);
  });
});

describe('PUT /api/customer/sim/settings', () => {
  test('incoming calls off with the knock-ons the customer confirmed (forwarding, waiting and hold off): stored, sent as the spec\'s fields, kept', async () => {
    const who = await fresh();
    await clearLog();
    const next = { ...DEFAULT_SETTINGS, incomingCalls: false, forwardBusy: false, forwardNoReply: false, forwardNotReachable: false, callWaiting: false, callHold: false };
    const r = await sim.saveSettings(who, { settings: next });
    expect(r.status).toBe(200);
    expect(r.body.settings).toEqual(next);
    const [sent] = await upstreamRequests(sb.url, '^/sim/v1/settings');
    expect(sent?.body).toEqual({
      MobileUUID: r.body.productUuid,
      CustomerUUID: who.uuid,
      Settings: {
        CallForwarding: { CFUActive: false, CFBActive: false, CFNRYActive: false, CFNRCActive: false, ForwardToMSISDN: '' },
        CallRestriction: { CallWaitingEnabled: false, AllowCallHold: false },
        Barring: { AllowIncomingCalls: false, AllowOutgoingCalls: true },
      },
    });
    clearCache();
    expect((await sim.settings(who)).body.settings).toEqual(next);
  });

  test('settings that break a dependency → 422 settings_inconsistent naming them; nothing sent', async () => {
    const who = await fresh();
    await clearLog();
    const r = await sim.saveSettings(who, { settings: { ...DEFAULT_SETTINGS, incomingCalls: false } });
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe('settings_inconsistent');
    expect(r.body.error.details).toEqual({ settings: ['forwardBusy', 'forwardNoReply', 'forwardNotReachable', 'callWaiting', 'callHold'] });
    expect(await upstreamRequests(sb.url, '^/sim/v1/settings')).toEqual([]);
  });

  test('forwarding to a number: any spacing in, the MSISDN upstream, New Zealand format back; \'\' or null is voicemail', async () => {
    const who = await fresh();
    await clearLog();
    const r = await sim.saveSettings(who, { settings: { ...DEFAULT_SETTINGS, forwardUnconditional: true, forwardTo: '+64 21 555-0199' } });
    expect([r.status, r.body.settings.forwardTo]).toEqual([200, '021 555 0199']);
    const [sent] = await upstreamRequests(sb.url, '^/sim/v1/settings');
    expect((sent?.body as { Settings: { CallForwarding: { ForwardToMSISDN: string } } }).Settings.CallForwarding.ForwardToMSISDN).toBe('64215550199');
    const back = await sim.saveSettings(who, { settings: { ...DEFAULT_SETTINGS, forwardTo: '' } });
    expect(back.body.settings.forwardTo).toBeNull();
  });

  test.each([
    ['no settings', {}, 'settings'],
    ['a setting missing', { settings: { ...DEFAULT_SETTINGS, callHold: undefined } }, 'settings.callHold'],
    ['a setting not a boolean', { settings: { ...DEFAULT_SETTINGS, callHold: 'yes' } }, 'settings.callHold'],
    ['forwardTo not a number', { settings: { ...DEFAULT_SETTINGS, forwardTo: 'my mum' } }, 'settings.forwardTo'],
    ['forwardTo too long', { settings: { ...DEFAULT_SETTINGS, forwardTo: '0'.repeat(100) } }, 'settings.forwardTo'],
  ])('%s → 422 on the field, nothing sent', async (_label, body, path) => {
    const who = await fresh();
    await clearLog();
    const r = await sim.saveSettings(who, body);
    expect([r.status, r.body.error.code]).toEqual([422, 'bad_input']);
    expect((r.body.error.details as Array<{ path: string }>).map((d) => d.path)).toContain(path);
    expect(await upstreamRequests(sb.url, '^/sim/v1/settings')).toEqual([]);
  });

  test('a foreign Origin → 403 bad_origin, nothing sent', async () => {
    const who = await fresh();
    await clearLog();
    const r = await sim.saveSettings(who, { settings: DEFAULT_SETTINGS }, { origin: 'https://evil.example' });
    expect([r.status, r.body.error.code]).toEqual([403, 'bad_origin']);
    expect(await upstreamRequests(sb.url, '^/sim/')).toEqual([]);
  });

  test('upstream 5xx on the save → 502 \'error occurred. try again later\'', async () => {
    const who = await fresh();
    const r = await withFault(sb.url, '5xx', '^/sim/v1/settings', 'PUT', () => sim.saveSettings(who, { settings: DEFAULT_SETTINGS }));
    expect([r.status, r.body.error]).toEqual([502, SIM_ERROR]);
  });
});

describe('roaming: "Roaming has an AutoActive flag"', () => {
  test('off by default; on, read back at once (the cache forgotten); the upstream got the product\'s call', async () => {
    const who = await fresh();
    // The sandbox's daily roaming pack is $6.00 a day (sandbox/operator.ts), shown beside the switch.
    expect((await sim.roaming(who)).body).toMatchObject({ autoActive: false, dailyChargeCents: 600 });
    await clearLog();
    const r = await sim.setRoaming(who, { autoActive: true });
    expect([r.status, r.body.autoActive]).toEqual([200, true]);
    expect((await sim.roaming(who)).body.autoActive).toBe(true);
    const sent = await upstreamRequests(sb.url, '^/sim/daily-roaming/auto-active');
    expect(sent.map((s) => [s.method, s.path])).toEqual([['POST', '/sim/daily-roaming/auto-active'], ['GET', `/sim/daily-roaming/auto-active/${who.uuid}/${r.body.productUuid}`]]);
    expect(sent[0]?.body).toEqual({ MobileUUID: r.body.productUuid, CustomerUUID: who.uuid, AutoActive: true });
  });

  test('"serialised per product; the last request wins": five quick clicks, all in flight together, reach the upstream in order and the last one\'s state stays', async () => {
    const who = await fresh();
    await sim.roaming(who);
    await clearLog();
    const wishes = [true, false, true, false, true];
    // Five clicks 20 ms apart: each upstream call takes 150-300 ms, so all five are in flight at once.
    const answers = await Promise.all(wishes.map(async (autoActive, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * 20));
      return sim.setRoaming(who, { autoActive });
    }));
    expect(answers.map((a) => [a.status, a.body.autoActive])).toEqual(wishes.map((w) => [200, w]));
    const sent = await upstreamRequests(sb.url, '^/sim/daily-roaming/auto-active$');
    expect(sent.map((s) => (s.body as { AutoActive: boolean }).AutoActive)).toEqual(wishes);
    // One write per product at a time: each reached the upstream only after the one before was
    // answered (the upstream takes at least 150 ms), though the clicks came 20 ms apart.
    const arrivals = sent.map((s) => Date.parse((s as { at?: string }).at ?? ''));
    for (let i = 1; i < arrivals.length; i += 1) expect(arrivals[i]! - arrivals[i - 1]!).toBeGreaterThanOrEqual(140);
    expect((await sim.roaming(who)).body.autoActive).toBe(true);
    // the other way round ends off
    await Promise.all([true, false].map(async (autoActive, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * 20));
      return sim.setRoaming(who, { autoActive });
    }));
    expect((await sim.roaming(who)).body.autoActive).toBe(false);
  }, 20_000);

  test('a failed write does not hold up the next one', async () => {
    const who = await fresh();
    const failed = await withFault(sb.url, '5xx', '^/sim/daily-roaming/auto-active$', 'POST', () => sim.setRoaming(who, { autoActive: true }));
    expect([failed.status, failed.body.error]).toEqual([502, SIM_ERROR]);
    expect((await sim.setRoaming(who, { autoActive: true })).body.autoActive).toBe(true);
  });

  test.each([[{}], [{ autoActive: 'true' }], [{ autoActive: null }]])('bad input %j → 422, nothing sent', async (body) => {
    const who = await fresh();
    await clearLog();
    const r = await sim.setRoaming(who, body);
    expect([r.status, r.body.error.code]).toEqual([422, 'bad_input']);
    expect(await upstreamRequests(sb.url, '^/sim/')).toEqual([]);
  });

  test.each(UPSTREAM_FAULTS)('upstream %s on the read → 502 sim_error', async (fault) => {
    const who = await fresh();
    const r = await withFault(sb.url, fault, '^/sim/daily-roaming/auto-active/', 'GET', () => sim.roaming(who));
    expect([r.status, r.body.error]).toEqual([502, SIM_ERROR]);
  });
});

describe('another customer\'s product is refused: the product comes only from the session', () => {
  test('a body naming another customer\'s product or customer is ignored: the upstream receives only the caller\'s own', async () => {
    const [me, other] = await Promise.all([fresh(), fresh()]);
    const mine = await productOf(me);
    const theirs = await productOf(other);
    await clearLog();
    const foreign = { productUuid: theirs, MobileUUID: theirs, CustomerUUID: other.uuid, customerUuid: other.uuid };
    expect((await sim.saveSettings(me, { ...foreign, settings: { ...DEFAULT_SETTINGS, forwardUnconditional: true } })).status).toBe(200);
    expect((await sim.setRoaming(me, { ...foreign, autoActive: true })).body.productUuid).toBe(mine);
    const sent = await upstreamRequests(sb.url, '^/sim/');
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const s of sent) {
      expect(JSON.stringify(s)).not.toContain(theirs);
      expect(JSON.stringify(s)).not.toContain(other.uuid);
      expect(s.body).toMatchObject({ MobileUUID: mine, CustomerUUID: me.uuid });
    }
    // and the other customer's settings are untouched
    clearCache();
    expect((await sim.settings(other)).body.settings.forwardUnconditional).toBe(false);
    expect((await sim.roaming(other)).body.autoActive).toBe(false);
  });

  test('choosing another customer\'s product as the current one is refused (403), so no SIM route can act on it', async () => {
    const [me, other] = await Promise.all([fresh(), fresh()]);
    const theirs = await productOf(other);
    const r = await call<ErrorOut>(currentPut, 'PUT', '/api/customer/products/current', { cookie: me.cookie, body: { productUuid: theirs } });
    expect([r.status, r.body.error.code]).toEqual([403, 'forbidden']);
    expect((await sim.settings(me)).body.productUuid).not.toBe(theirs);
  });
});

describe('call security (mobile/security, non-production only)', () => {
  test('the filters: STANDARD, STANDARD, off, off by default; all four saved at once', async () => {
    const who = await fresh();
    const r = await sim.security(who);
    expect(r.body).toEqual({ productUuid: r.body.productUuid, callFilter: 'standard', textFilter: 'standard', withheldToVoicemail: false, internationalToVoicemail: false });
    await clearLog();
    const saved = await sim.saveSecurity(who, { callFilter: 'strict', textFilter: 'off', withheldToVoicemail: true, internationalToVoicemail: false });
    expect(saved.body).toMatchObject({ callFilter: 'strict', textFilter: 'off', withheldToVoicemail: true, internationalToVoicemail: false });
    const [sent] = await upstreamRequests(sb.url, '^/sim/v1/security$');
    expect(sent?.body).toEqual({ MobileUUID: r.body.productUuid, CustomerUUID: who.uuid, CallFilter: 'STRICT', TextFilter: 'OFF', WithheldToVoicemail: true, InternationalToVoicemail: false });
    expect((await sim.security(who)).body.callFilter).toBe('strict');
  });

  test.each([[{}], [{ callFilter: 'loud', textFilter: 'off', withheldToVoicemail: true, internationalToVoicemail: false }], [{ callFilter: 'off', textFilter: 'off', withheldToVoicemail: 1, internationalToVoicemail: false }]])(
    'bad input %j → 422', async (body) => {
      const r = await sim.saveSecurity(await fresh(), body);
      expect([r.status, r.body.error.code]).toEqual([422, 'bad_input']);
    });

  test('the lists: add to allowed and blocked (any spacing, international too), a number moves between lists, remove; the whole lists come back each time', async () => {
    const who = await fresh();
    expect((await sim.lists(who)).body).toMatchObject({ allow: [], block: [] });
    await clearLog();
    const a = await sim.addToList(who, { number: '021 555 0199', list: 'allow', label: 'Mum' });
    expect(a.status).toBe(200);
    expect(a.body.allow).toEqual([{ number: '021 555 0199', list: 'allow', label: 'Mum', addedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
    const [sent] = await upstreamRequests(sb.url, '^/sim/v1/security/numbers$');
    expect(sent?.body).toEqual({ MobileUUID: a.body.productUuid, CustomerUUID: who.uuid, MSISDN: '64215550199', List: 'ALLOW', Label: 'Mum' });
    const b = await sim.addToList(who, { number: '+61 2 9999 9999', list: 'block' });
    expect(b.body.block).toEqual([{ number: '+61299999999', list: 'block', label: '', addedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
    const moved = await sim.addToList(who, { number: '0215550199', list: 'block', label: 'Mum' });
    expect(moved.body.allow).toEqual([]);
    expect(moved.body.block.map((n) => n.number).sort()).toEqual(['+61299999999', '021 555 0199']);
    const removed = await sim.removeFromList(who, '021 555 0199');
    expect(removed.status).toBe(200);
    expect(removed.body.block.map((n) => n.number)).toEqual(['+61299999999']);
    expect((await upstreamRequests(sb.url, '^/sim/v1/security/numbers/')).map((r) => [r.method, r.path])).toEqual([['DELETE', '/sim/v1/security/numbers/64215550199']]);
    expect((await sim.removeFromList(who, '+61299999999')).body.block).toEqual([]);
  });

  test('removing a number not on a list → 404; a path that is no number → 404', async () => {
    const who = await fresh();
    expect((await sim.removeFromList(who, '021 555 0123')).status).toBe(404);
    expect((await sim.removeFromList(who, 'INV-000001')).status).toBe(404);
  });

  test('the product\'s own number (in any format) → 422 "You can\'t add your own number", nothing sent', async () => {
    const who = await fresh();
    const { body } = await call<{ products: Array<{ uuid: string; msisdn: string }>; currentUuid: string }>(productsGet, 'GET', '/api/customer/products', { cookie: who.cookie });
    const own = nzNumber(body.products.find((p) => p.uuid === body.currentUuid)!.msisdn);
    expect(own).toMatch(/^02\d \d{3,4} \d{4}$/);
    await clearLog();
    const r = await sim.addToList(who, { number: own, list: 'block' });
    expect([r.status, r.body.error]).toEqual([422, { code: 'own_number', message: "You can't add your own number" }]);
    expect(await upstreamRequests(sb.url, '^/sim/v1/security/numbers$')).toEqual([]);
  });

  test('a full list (100 numbers) → 409 \'Your list is full (100 numbers). Remove one first.\'', async () => {
    const who = await fresh();
    for (let i = 0; i < 100; i += 10) {
      const batch = Array.from({ length: 10 }, (_, j) => `0215551${String(i + j).padStart(3, '0')}`);
      for (const number of batch) expect((await sim.addToList(who, { number, list: 'block' })).status).toBe(200);
    }
    const r = await sim.addToList(who, { number: '021 555 2000', list: 'block' });
    expect([r.status, r.body.error]).toEqual([409, { code: 'list_full', message: 'Your list is full (100 numbers). Remove one first.' }]);
    expect((await sim.addToList(who, { number: '021 555 2000', list: 'allow' })).status).toBe(200);
  }, 60_000);

  test.each([
    [{ number: 'call me', list: 'block' }, 'number'],
    [{ number: '021 555 0199', list: 'grey' }, 'list'],
    [{ number: '021 555 0199', list: 'block', label: 'x'.repeat(41) }, 'label'],
    [{ list: 'block' }, 'number'],
  ])('bad input %j → 422 on %s', async (body, path) => {
    const r = await sim.addToList(await fresh(), body);
    expect([r.status, r.body.error.code]).toEqual([422, 'bad_input']);
    expect((r.body.error.details as Array<{ path: string }>).map((d) => d.path)).toContain(path);
  });

  test('the report: 23 items over 14 days, newest first, 10 a page (3 pages); numbers as people write them', async () => {
    const who = await fresh();
    await clearLog();
    const first = await sim.reports(who);
    expect(first.status).toBe(200);
    expect([first.body.page, first.body.items.length, first.body.totalCount]).toEqual([0, 10, 23]);
    const times = first.body.items.map((i) => i.at);
    expect(times).toEqual([...times].sort().reverse());
    for (const item of first.body.items) {
      expect(item).toEqual({ at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), kind: expect.stringMatching(/^(call|text)$/), from: expect.stringMatching(/^(0\d{1,2} \d{3,4} \d{3,4}|\+\d+|Withheld)$/), reason: expect.stringMatching(/^(spam|blockList|withheld|international)$/) });
    }
    const [sent] = await upstreamRequests(sb.url, '^/sim/v1/security/reports');
    expect(sent?.query).toMatchObject({ Page: '0', Amount: '10', MobileUUID: await productOf(who), CustomerUUID: who.uuid });
    expect((await sim.reports(who, 2)).body.items).toHaveLength(3);
    expect((await sim.reports(who, 3)).body.items).toEqual([]);
  });

  test.each(['-1', 'abc', '1.5', '99999999'])('page=%s → 422', async (page) => {
    const r = await sim.reports(await fresh(), page);
    expect([r.status, r.body.error.code]).toEqual([422, 'bad_input']);
  });

  test('"non-production only": in production every call-security route is 404, nothing sent', async () => {
    const who = await fresh();
    await clearLog();
    await withFlags({ APP_STAGE: 'production' }, async () => {
      for (const r of [await sim.security(who), await sim.lists(who), await sim.reports(who), await sim.saveSecurity(who, { callFilter: 'off', textFilter: 'off', withheldToVoicemail: false, internationalToVoicemail: false }), await sim.addToList(who, { number: '021 555 0199', list: 'block' })]) {
        expect([r.status, r.body.error.code]).toEqual([404, 'not_found']);
      }
    });
    expect(await upstreamRequests(sb.url, '^/sim/')).toEqual([]);
  });

  test.each(UPSTREAM_FAULTS)('upstream %s on the report → 502 sim_error', async (fault) => {
    const who = await fresh();
    const r = await withFault(sb.url, fault, '^/sim/v1/security/reports', 'GET', () => sim.reports(who));
    expect([r.status, r.body.error]).toEqual([502, SIM_ERROR]);
  });
});
