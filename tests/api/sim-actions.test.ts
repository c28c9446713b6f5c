import { GET as productsGet } from '@/app/api/customer/products/route';
import { GET as statusGet } from '@/app/api/customer/sim/status/route';
import { clearCache } from '@/lib/cache';
import { freshCustomer, sandboxPerFile, upstreamRequests, type Who } from '../support/account';
import { control, cookieFrom } from '../support/bff';
import { call, sessionOf, type ErrorOut } from '../support/eshop';
import { UPSTREAM_FAULTS, withFault } from '../support/faults';
import { withFlags } from '../support/money';
import { sim, spareSim, withSecondFactor } from '../support/sim';

/**
 * The SIM card actions (docs/sim-contract.md §3) against the in-process sandbox: status, details,
 * disable and enable (with the lost-or-stolen path), swap, number search and change. Each behind
 * its flag (as shipped: disable/enable and number change off, turned on here as the flagged
 * instance does) and a second factor younger than five minutes. What the customer gets back and
 * what the upstream received.
 */

const sb = sandboxPerFile();
const fresh = (state = 'prepay') => freshCustomer(sb.url, state);
const clearLog = () => control(sb.url, 'DELETE', '/requests');
const FLAGS_ON = { FLAG_SIM_DISABLE_ENABLE: 'true', FLAG_PHONE_NUMBER_CHANGE: 'true' };
const on = <T>(run: () => Promise<T>) => withFlags(FLAGS_ON, run);
// A 5xx names the customer's error reference (docs/operations.md).
const SIM_ERROR = { code: 'sim_error', message: 'error occurred. try again later', reference: expect.stringMatching(/^[0-9a-f]{8}$/) };
const SWAP_ERROR = "We couldn't move your number to that SIM. Check the SIM ID and that the new SIM is pre-activated, then try again.";
const SECOND_FACTOR = { code: 'second_factor_required', message: 'Please confirm it is you first' };

type Product = { uuid: string; msisdn: string; simId: string };
async function current(who: Who): Promise<Product> {
  const { body } = await call<{ products: Product[]; currentUuid: string }>(productsGet, 'GET', '/api/customer/products', { cookie: who.cookie });
  return body.products.find((p) => p.uuid === body.currentUuid)!;
}

beforeEach(() => clearCache());

describe('GET /api/customer/sim/status', () => {
  test('enabled, no reason; the upstream got the product and its kind as Type (payg is prepay)', async () => {
    for (const [state, type] of [['prepay', 'prepay'], ['payg', 'prepay'], ['postpay', 'postpay']] as const) {
      const who = await fresh(state);
      await clearLog();
      const r = await sim.status(who);
      expect([r.status, r.body.state, r.body.reason]).toEqual([200, 'enabled', null]);
      const [sent] = await upstreamRequests(sb.url, '^/sim/status$');
      expect(sent?.body).toEqual({ CustomerUUID: who.uuid, ProductInstanceUUID: r.body.productUuid, Type: type });
    }
  });

  test('SIM actions off → 404, nothing sent', async () => {
    const who = await fresh();
    await clearLog();
    const r = await withFlags({ FLAG_SIM_ACTIONS: 'false' }, () => sim.status(who));
    expect([r.status, r.body.error.code]).toEqual([404, 'not_found']);
    expect(await upstreamRequests(sb.url, '^/sim/')).toEqual([]);
  });

  test.each(UPSTREAM_FAULTS)('upstream %s → 502 \'error occurred. try again later\'', async (fault) => {
    const who = await fresh();
    const r = await withFault(sb.url, fault, '^/sim/status$', 'POST', () => sim.status(who));
    expect([r.status, r.body.error]).toEqual([502, SIM_ERROR]);
  });

  test('signed out → 401', async () => {
    const r = await call<ErrorOut>(statusGet, 'GET', '/api/customer/sim/status');
    expect([r.status, r.body.error.code]).toEqual([401, 'unauthorised']);
  });
});

describe('GET /api/customer/sim/details (second factor)', () => {
  test('without the second factor → 403, nothing read; with it: prepay@example.com\'s number, SIM ID, IMSI and PUK 12345678 ("PUK shown on SIM details")', async () => {
    const who: Who = { cookie: await sessionOf('prepay@example.com'), uuid: '', email: 'prepay@example.com' };
    await clearLog();
    const refused = await sim.details(who);
    expect([refused.status, refused.body.error]).toEqual([403, SECOND_FACTOR]);
    expect(await upstreamRequests(sb.url, '^/sim/v1/details')).toEqual([]);
    const proven = await withSecondFactor(who);
    const r = await sim.details(proven);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ productUuid: expect.stringMatching(/^[0-9a-f-]{36}$/), number: expect.stringMatching(/^02\d \d{3,4} \d{4}$/), simId: '89640500000000001011', imsi: expect.stringMatching(/^\d{15}$/), puk: '12345678' });
    // "PUK shown on SIM details" off: no PUK
    expect((await withFlags({ FLAG_PUK_ON_SIM_DETAILS: 'false' }, () => sim.details(proven))).body.puk).toBeNull();
  });

  test('the details flag off → 404 before any second factor is asked', async () => {
    const r = await withFlags({ FLAG_SIM_DETAILS: 'false' }, async () => sim.details(await fresh()));
    expect([r.status, r.body.error.code]).toEqual([404, 'not_found']);
  });

  test('a second factor older than five minutes is asked again (403 second_factor_required); younger is enough', async () => {
    const who = await withSecondFactor(await fresh());
    const realNow = Date.now;
    try {
      Date.now = () => realNow() + 4 * 60 * 1000;
      expect((await sim.details(who)).status).toBe(200);
      Date.now = () => realNow() + 5 * 60 * 1000 + 1000;
      const r = await sim.details(who);
      expect([r.status, r.body.error]).toEqual([403, SECOND_FACTOR]);
      // every sensitive route alike
      const swapped = await sim.swap(who, { simId: await spareSim(sb.url) });
      expect([swapped.status, swapped.body.error]).toEqual([403, SECOND_FACTOR]);
      const enabled = await on(() => sim.enable(who));
      expect([enabled.status, enabled.body.error]).toEqual([403, SECOND_FACTOR]);
    } finally {
      Date.now = realNow;
    }
  });
});

describe('disable and enable', () => {
  test('shipped off (disable/enable "not enabled") → 404 for both, nothing sent', async () => {
    const who = await withSecondFactor(await fresh());
    await clearLog();
    for (const r of [await sim.disable(who, { reason: 'other' }), await sim.enable(who)]) expect([r.status, r.body.error.code]).toEqual([404, 'not_found']);
    expect(await upstreamRequests(sb.url, '^/sim/')).toEqual([]);
  });

  test('"a lost-or-stolen path that disables the SIM in one confirmed step": lost needs no second factor; blocked, emailed; again → 409; enabling needs the second factor', async () => {
    await on(async () => {
      const who = await fresh();
      await clearLog();
      const r = await sim.disable(who, { reason: 'lost' });
      expect([r.status, r.body.state, r.body.reason]).toEqual([200, 'disabled', 'lost']);
      const [sent] = await upstreamRequests(sb.url, '^/sim/disable$');
      expect(sent?.body).toEqual({ CustomerUUID: who.uuid, ProductInstanceUUID: r.body.productUuid, Type: 'prepay', Reason: 'LOST' });
      expect((await sim.status(who)).body).toMatchObject({ state: 'disabled', reason: 'lost' });
      const again = await sim.disable(who, { reason: 'stolen' });
      expect([again.status, again.body.error]).toEqual([409, { code: 'sim_already', message: 'Nothing to change: your SIM is already in that state', details: { state: 'disabled' } }]);
      const { messages } = await control<{ messages: Array<{ subject: string }> }>(sb.url, 'GET', `/outbox?to=${encodeURIComponent(who.email)}`);
      expect(messages.map((m) => m.subject)).toContain('Your SIM was blocked');
      const unproven = await sim.enable(who);
      expect([unproven.status, unproven.body.error]).toEqual([403, SECOND_FACTOR]);
      const proven = await withSecondFactor(who);
      const enabled = await sim.enable(proven);
      expect([enabled.status, enabled.body.state, enabled.body.reason]).toEqual([200, 'enabled', null]);
      const twice = await sim.enable(proven);
      expect([twice.status, twice.body.error.code, twice.body.error.message]).toEqual([409, 'sim_already', 'Nothing to change: your SIM is already in that state']);
    });
  });

  test('disabling for another reason needs the second factor; stolen does not; postpay sends Type postpay', async () => {
    await on(async () => {
      const who = await fresh('postpay');
      const r = await sim.disable(who, { reason: 'other' });
      expect([r.status, r.body.error]).toEqual([403, SECOND_FACTOR]);
      await clearLog();
      const proven = await withSecondFactor(who);
      const ok = await sim.disable(proven, { reason: 'other' });
      expect([ok.status, ok.body.state, ok.body.reason]).toEqual([200, 'disabled', 'other']);
      expect((await upstreamRequests(sb.url, '^/sim/disable$'))[0]?.body).toMatchObject({ Type: 'postpay', Reason: 'OTHER' });
      const stolen = await fresh();
      expect((await sim.disable(stolen, { reason: 'stolen' })).body).toMatchObject({ state: 'disabled', reason: 'stolen' });
    });
  });

  test.each([[{}], [{ reason: 'bored' }], [{ reason: 'LOST' }], [{ reason: null }]])('bad input %j → 422, nothing sent', async (body) => {
    await on(async () => {
      const who = await fresh();
      await clearLog();
      const r = await sim.disable(who, body);
      expect([r.status, r.body.error.code]).toEqual([422, 'bad_input']);
      expect(await upstreamRequests(sb.url, '^/sim/')).toEqual([]);
    });
  });

  test('upstream 5xx on the disable → 502 \'error occurred. try again later\'', async () => {
    await on(async () => {
      const who = await fresh();
      const r = await withFault(sb.url, '5xx', '^/sim/disable$', 'POST', () => sim.disable(who, { reason: 'lost' }));
      expect([r.status, r.body.error]).toEqual([502, SIM_ERROR]);
    });
  });
});

describe('POST /api/customer/sim/swap (second factor)', () => {
  test('to a pre-activated spare (typed with spaces): the number works on the new SIM; the products show it at once; the account holder is told', async () => {
    const who = await fresh();
    const before = await current(who);
    const spare = await spareSim(sb.url);
    const refused = await sim.swap(who, { simId: spare });
    expect([refused.status, refused.body.error]).toEqual([403, SECOND_FACTOR]);
    const proven = await withSecondFactor(who);
    await clearLog();
    const typed = spare.replace(/(\d{4})(?=\d)/g, '$1 ');
    const r = await sim.swap(proven, { simId: typed });
    expect([r.status, r.body]).toEqual([200, { productUuid: before.uuid, simId: spare }]);
    const [sent] = await upstreamRequests(sb.url, '^/sim/swap$');
    expect(sent?.body).toEqual({ CustomerUUID: who.uuid, ProductInstanceUUID: before.uuid, SIMID: spare });
    // lib/customer's products cache (3 min) was forgotten: the new SIM at once
    expect((await current(proven)).simId).toBe(spare);
    expect((await sim.details(proven)).body.simId).toBe(spare);
    const { messages } = await control<{ messages: Array<{ subject: string }> }>(sb.url, 'GET', `/outbox?to=${encodeURIComponent(who.email)}`);
    expect(messages.map((m) => m.subject)).toContain('Your SIM was changed');
  });

  test('a fresh confirmation for each swap (issue 28): the proof is spent by the swap, so a second swap asks again, with the new session cookie or a copy of the old one', async () => {
    const who = await fresh();
    const proven = await withSecondFactor(who);
    const first = await sim.swap(proven, { simId: await spareSim(sb.url) });
    expect(first.status).toBe(200);
    const after = { ...proven, cookie: cookieFrom(first.res, proven.cookie) };
    await clearLog();
    for (const session of [after, proven]) {
      const again = await sim.swap(session, { simId: await spareSim(sb.url) });
      expect([again.status, again.body.error]).toEqual([403, SECOND_FACTOR]);
    }
    expect(await upstreamRequests(sb.url, '^/sim/swap$')).toEqual([]);
    // Confirmed again, the next swap goes through.
    expect((await sim.swap(await withSecondFactor(after), { simId: await spareSim(sb.url) })).status).toBe(200);
  });

  test.each([
    ['not pre-activated', 'notPreActivated', async () => spareSim(sb.url, 'NOT_ACTIVATED')],
    ['unknown to the inventory', 'unknown', async () => '89640500000000099999'],
    ['already in use (another product\'s)', 'inUse', async () => '89640500000000001011'],
    ['its own', 'yours', async () => ''],
  ])('a SIM %s → 409 with the sim_swap_error text; nothing changes', async (_label, why, simOf) => {
    const who = await withSecondFactor(await fresh());
    const before = await current(who);
    const simId = (await simOf()) || before.simId;
    const r = await sim.swap(who, { simId });
    expect([r.status, r.body.error]).toEqual([409, { code: 'sim_swap_error', message: SWAP_ERROR, details: { why } }]);
    expect((await current(who)).simId).toBe(before.simId);
  });

  test.each([[{}], [{ simId: '' }], [{ simId: '1234' }], [{ simId: '8964 0500 0000 0000 901X' }], [{ simId: 89640500000000009011 }], [{ simId: '9'.repeat(50) }]])(
    'bad input %j → 422, nothing sent', async (body) => {
      const who = await withSecondFactor(await fresh());
      await clearLog();
      const r = await sim.swap(who, body);
      expect([r.status, r.body.error.code]).toEqual([422, 'bad_input']);
      expect(await upstreamRequests(sb.url, '^/sim/')).toEqual([]);
    });

  test('the swap flag off → 404', async () => {
    const who = await withSecondFactor(await fresh());
    const r = await withFlags({ FLAG_SIM_SWAP: 'false' }, async () => sim.swap(who, { simId: await spareSim(sb.url) }));
    expect([r.status, r.body.error.code]).toEqual([404, 'not_found']);
  });

  test('another customer\'s product named in the body is ignored: only the caller\'s product is swapped', async () => {
    const [me, other] = await Promise.all([fresh(), fresh()]);
    const theirs = await current(other);
    const proven = await withSecondFactor(me);
    await clearLog();
    const r = await sim.swap(proven, { simId: await spareSim(sb.url), productUuid: theirs.uuid, ProductInstanceUUID: theirs.uuid, CustomerUUID: other.uuid });
    expect(r.status).toBe(200);
    const sent = await upstreamRequests(sb.url, '^/sim/');
    expect(JSON.stringify(sent)).not.toContain(theirs.uuid);
    expect(JSON.stringify(sent)).not.toContain(other.uuid);
    expect((await current(other)).simId).toBe(theirs.simId);
  });
});

describe('number change (shipped off; "15 a page from page 0")', () => {
  test('shipped off → 404 for the search and the change, nothing sent', async () => {
    const who = await withSecondFactor(await fresh());
    await clearLog();
    for (const r of [await sim.numbers(who), await sim.changeNumber(who, { number: '022 555 0700' })]) expect([r.status, r.body.error.code]).toEqual([404, 'not_found']);
    expect(await upstreamRequests(sb.url, '^/sim/')).toEqual([]);
  });

  test('the search: 15 a page from page 0, ascending, in New Zealand format; the upstream got Page and Amount 15', async () => {
    await on(async () => {
      const who = await fresh();
      await clearLog();
      const first = await sim.numbers(who);
      expect(first.status).toBe(200);
      expect(first.body.page).toBe(0);
      expect(first.body.numbers).toHaveLength(15);
      expect(first.body.numbers[0]).toMatch(/^022 555 07\d\d$/);
      expect(first.body.numbers).toEqual([...first.body.numbers].sort());
      expect(first.body.hasMore).toBe(true);
      const [sent] = await upstreamRequests(sb.url, '^/sim/v1/msisdn/search$');
      expect(sent?.body).toEqual({ CustomerUUID: who.uuid, MobileUUID: (await current(who)).uuid, Page: 0, Amount: 15 });
      const second = await sim.numbers(who, 1);
      expect(second.body.numbers[0]! > first.body.numbers[14]!).toBe(true);
      const last = await sim.numbers(who, 2);
      expect(last.body.hasMore).toBe(false);
      expect(last.body.numbers.length).toBeLessThanOrEqual(10);
      expect((await sim.numbers(who, 50)).body).toEqual({ page: 50, numbers: [], hasMore: false });
    });
  });

  test('"number search with no results": an empty list, not an error (the page says \'No new phone numbers\')', async () => {
    await on(async () => {
      const who = await fresh();
      await control(sb.url, 'POST', '/number-pool', { empty: true });
      try {
        const r = await sim.numbers(who);
        expect([r.status, r.body]).toEqual([200, { page: 0, numbers: [], hasMore: false }]);
      } finally {
        await control(sb.url, 'POST', '/number-pool', { empty: false });
      }
    });
  });

  test.each(['-1', 'abc', '1e3', '', '99999999'])('page=%j → 422, nothing sent', async (page) => {
    await on(async () => {
      const who = await fresh();
      await clearLog();
      const r = await sim.numbers(who, page);
      expect([r.status, r.body.error.code]).toEqual([422, 'bad_input']);
      expect(await upstreamRequests(sb.url, '^/sim/')).toEqual([]);
    });
  });

  test('"Change number requires a phone number (\'No Phone Number\')": missing or empty → 422 no_phone_number, before any second factor; not a number → 422 on the field', async () => {
    await on(async () => {
      const who = await fresh();
      await clearLog();
      for (const body of [{}, { number: '' }, { number: '   ' }, { number: null }]) {
        const r = await sim.changeNumber(who, body);
        expect([r.status, r.body.error]).toEqual([422, { code: 'no_phone_number', message: 'No Phone Number' }]);
      }
      const bad = await sim.changeNumber(who, { number: 'the nice one' });
      expect([bad.status, bad.body.error.code]).toEqual([422, 'bad_input']);
      const wrongType = await sim.changeNumber(who, { number: 64225550700 });
      expect([wrongType.status, wrongType.body.error.code]).toEqual([422, 'bad_input']);
      expect(await upstreamRequests(sb.url, '^/sim/')).toEqual([]);
    });
  });

  test('a chosen number after the second factor: the MSISDN upstream, the new number back and in the products at once; the old one told; taken again → 409', async () => {
    await on(async () => {
      const who = await fresh();
      const before = await current(who);
      const [chosen] = (await sim.numbers(who)).body.numbers;
      const refused = await sim.changeNumber(who, { number: chosen });
      expect([refused.status, refused.body.error]).toEqual([403, SECOND_FACTOR]);
      const proven = await withSecondFactor(who);
      await clearLog();
      const r = await sim.changeNumber(proven, { number: chosen });
      expect([r.status, r.body]).toEqual([200, { productUuid: before.uuid, number: chosen }]);
      const [sent] = await upstreamRequests(sb.url, '^/sim/v1/msisdn$');
      expect(sent?.body).toEqual({ CustomerUUID: who.uuid, MobileUUID: before.uuid, MSISDN: `64${chosen!.replace(/\s/g, '').slice(1)}` });
      expect((await current(proven)).msisdn).toBe(`64${chosen!.replace(/\s/g, '').slice(1)}`);
      const { messages } = await control<{ messages: Array<{ subject: string }> }>(sb.url, 'GET', `/outbox?to=${before.msisdn}`);
      expect(messages.map((m) => m.subject)).toContain('Your mobile number was changed');
      // the number is no longer offered, and someone else cannot have it
      expect((await sim.numbers(proven)).body.numbers).not.toContain(chosen);
      const other = await withSecondFactor(await fresh());
      const taken = await sim.changeNumber(other, { number: chosen });
      expect([taken.status, taken.body.error]).toEqual([409, { code: 'number_taken', message: 'That number has just been taken. Please choose another.' }]);
    });
  });

  test('a blocked SIM cannot change number (409 sim_blocked)', async () => {
    await on(async () => {
      const who = await withSecondFactor(await fresh());
      await sim.disable(who, { reason: 'lost' });
      const [chosen] = (await sim.numbers(who)).body.numbers;
      const r = await sim.changeNumber(who, { number: chosen });
      expect([r.status, r.body.error.code]).toEqual([409, 'sim_blocked']);
    });
  });
});
