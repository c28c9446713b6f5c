import { freshCustomer, sandboxPerFile, upstreamRequests } from '../support/account';
import { control } from '../support/bff';
import { broadband, BOTH_MODULES } from '../support/broadband';
import { withFlags } from '../support/money';

/**
 * The broadband gate and the routes' input (docs/broadband-contract.md §3): "With both off … every
 * /api/broadband/** route [is] not-found (API: 404 not_found)"; "a type/technology whose module is
 * off → 404 not_found"; bad input is 422 before the upstream hears of it.
 */

const sb = sandboxPerFile();
const ID = '00000000-0000-4000-8000-0000000000aa';

describe('both modules off (as shipped): every broadband route is 404 not_found', () => {
  test('public and signed-in routes alike, before any upstream call', async () => {
    const who = await freshCustomer(sb.url, 'postpay');
    await control(sb.url, 'DELETE', '/requests');
    const as = { cookie: who.cookie };
    const answers = await Promise.all([
      broadband.addresses('Queen Street'),
      broadband.availability('sandbox', '1'),
      broadband.plans('sandbox', '1', 'UFB'),
      broadband.modems('UFB'),
      broadband.cart(as, { flowId: 'f' }),
      broadband.readCart(as),
      broadband.orders(as),
      broadband.order(as, ID),
      broadband.events(as, 'SO000001'),
      broadband.slots(as, ID, 'install'),
      broadband.book(as, ID, { visit: 'install', slotId: 's' }),
      broadband.services(as),
      broadband.servicePlans(as, ID),
      broadband.changePlan(as, ID, { availabilityUuid: ID }),
      broadband.choose(as, { serviceId: ID }),
    ]);
    // The gate comes before the input: the cart's incomplete body is 404 as well.
    for (const r of answers) expect([r.status, r.body.error?.code]).toEqual([404, 'not_found']);
    expect(await upstreamRequests(sb.url, '(broadband|ufb|fwa|UFB|eshop_item)')).toEqual([]);
  });
});

describe('one module on: the other technology is not-found', () => {
  test('UFB on, FWA off: FWA plans and modems are 404, UFB modems answer', async () => {
    await withFlags({ FLAG_UFB_MODULE: 'true', FLAG_FWA_MODULE: 'false' }, async () => {
      expect((await broadband.plans('sandbox', '1', 'FWA')).status).toBe(404);
      expect((await broadband.modems('FWA')).body.error?.code).toBe('not_found');
      const ufb = await broadband.modems('UFB');
      expect(ufb.status).toBe(200);
      expect(ufb.body.modems.map((m) => m.name)).toEqual(['Wi-Fi 6E Mesh Modem', 'Wi-Fi 6 Modem']);
    });
  });

  test('FWA on, UFB off: fibre plans are 404', async () => {
    await withFlags({ FLAG_UFB_MODULE: 'false', FLAG_FWA_MODULE: 'true' }, async () => {
      expect((await broadband.plans('sandbox', '1', 'UFB')).body.error?.code).toBe('not_found');
    });
  });
});

describe('bad input is 422 with the field, before the upstream', () => {
  test('queries: a search under 3 characters, an unknown technology, a missing address, an unknown visit', async () => {
    await withFlags(BOTH_MODULES, async () => {
      const who = await freshCustomer(sb.url, 'postpay');
      await control(sb.url, 'DELETE', '/requests');
      const short = await broadband.addresses('Qu');
      expect([short.status, short.body.error?.code]).toEqual([422, 'bad_input']);
      expect((await broadband.plans('sandbox', '1', 'DSL')).body.error?.details).toEqual([{ path: 'type', message: 'format is invalid' }]);
      expect((await broadband.availability('sandbox', '')).status).toBe(422);
      expect((await broadband.modems('')).status).toBe(422);
      expect((await broadband.slots({ cookie: who.cookie }, ID, 'survey')).body.error?.details).toEqual([{ path: 'visit', message: 'format is invalid' }]);
      expect(await upstreamRequests(sb.url, '(broadband|ufb|fwa|UFB)')).toEqual([]);
    });
  });

  test('the cart: a phone that is not a New Zealand number, a day that does not exist, a transfer missing a field', async () => {
    await withFlags(BOTH_MODULES, async () => {
      const who = await freshCustomer(sb.url, 'postpay');
      const good = {
        flowId: 'flow-1', technology: 'UFB', address: { provider: 'sandbox', idx: '1' }, prequalUuid: 'pq', planAvailabilityUuid: 'av', modemVariantUuid: null,
        switching: { kind: 'new' }, startDate: '2026-12-10', contactPhone: '021 555 0101', delivery: { provider: 'sandbox', idx: '1', instructions: '' },
      };
      const paths = async (body: unknown) => ((await broadband.cart({ cookie: who.cookie }, body)).body.error?.details as Array<{ path: string }> | undefined)?.map((d) => d.path);
      expect(await paths({ ...good, contactPhone: '+61 412 345 678' })).toEqual(['contactPhone']);
      expect(await paths({ ...good, startDate: '2026-02-30' })).toEqual(['startDate']);
      expect(await paths({ ...good, switching: { kind: 'transfer', from: { provider: 'Spark', accountHolderName: 'Ana', accountNumber: '', connectionId: 'ONT' } } })).toEqual(['switching.from.accountNumber']);
      expect(await paths({ ...good, technology: 'ADSL' })).toEqual(['technology']);
      const out = await broadband.cart({ cookie: who.cookie }, { ...good, contactPhone: 'x' });
      expect([out.status, out.body.error?.code]).toEqual([422, 'bad_input']);
    });
  });

  test('signed out: the customer routes are 401', async () => {
    await withFlags(BOTH_MODULES, async () => {
      expect((await broadband.services({})).status).toBe(401);
      expect((await broadband.orders({})).status).toBe(401);
    });
  });
});
