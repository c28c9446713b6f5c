import { clearCache } from '@/lib/cache';
import { freshCustomer, sandboxPerFile, upstreamRequests } from '../support/account';
import { control } from '../support/bff';
import { BOTH_MODULES, broadband, HAAST, HAKARIMATA, NZPOST, orderInput, PONSONBY, QUEEN } from '../support/broadband';
import { flagsForFile } from '../support/money';

/**
 * Ordering (docs/broadband-contract.md §3.1; issue 17 item 1) against the in-process sandbox: the
 * address search, availability, plans per address and the modems, the broadband cart and the
 * errors the spec names for them.
 */

const sb = sandboxPerFile();
flagsForFile(BOTH_MODULES);
beforeEach(() => clearCache());
const clearLog = () => control(sb.url, 'DELETE', '/requests');
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('GET /api/broadband/addresses — "UFB: GET /ufb/searchAddress", "FWA: GET /fwa/searchAddress"', () => {
  test('the matching addresses in our names, anyone may search; each module on asks its own search, an address found by both once', async () => {
    await clearLog();
    const r = await broadband.addresses('125 Queen');
    expect(r.status).toBe(200);
    expect(r.body.results[0]).toEqual({ provider: NZPOST, idx: QUEEN, formatted: expect.stringContaining('125 Queen Street'), lines: expect.arrayContaining([expect.stringContaining('125 Queen Street')]) });
    expect(r.body.results.filter((a) => a.idx === QUEEN)).toHaveLength(1);
    const sent = await upstreamRequests(sb.url, 'earch_?[aA]ddress');
    expect(sent.map((q) => [q.method, q.path, q.query])).toEqual(expect.arrayContaining([
      ['GET', '/ufb/searchAddress', { q: '125 Queen' }],
      ['GET', '/fwa/searchAddress', { q: '125 Queen' }],
    ]));
    expect(sent).toHaveLength(2);
  });
});

describe('GET /api/broadband/availability — "accepts service_available, service_scope_required, service_installation_required"', () => {
  test('fibre ready and fixed wireless at Queen Street; each with a PrequalUUID and the earliest start', async () => {
    const r = await broadband.availability(NZPOST, QUEEN);
    expect(r.status).toBe(200);
    expect(r.body.address).toMatchObject({ provider: NZPOST, idx: QUEEN, formatted: expect.stringContaining('Queen Street') });
    expect(r.body.technologies).toEqual([
      { technology: 'UFB', status: 'service_available', passes: true, prequalUuid: expect.stringMatching(UUID), earliestStart: expect.stringMatching(DAY) },
      { technology: 'FWA', status: 'service_available', passes: true, prequalUuid: expect.stringMatching(UUID), earliestStart: expect.stringMatching(DAY) },
    ]);
  });

  test('a scope visit at Ponsonby Road passes; fixed wireless only at Hakarimata Road; nothing at Haast', async () => {
    expect((await broadband.availability(NZPOST, PONSONBY)).body.technologies[0]).toMatchObject({ status: 'service_scope_required', passes: true });
    expect((await broadband.availability(NZPOST, HAKARIMATA)).body.technologies.map((t) => [t.technology, t.passes])).toEqual([['UFB', false], ['FWA', true]]);
    expect((await broadband.availability(NZPOST, HAAST)).body.technologies.map((t) => [t.status, t.passes])).toEqual([['no_service', false], ['no_service', false]]);
  });

  test('only the technologies whose module is on; an unknown address is 404', async () => {
    process.env.FLAG_FWA_MODULE = 'false';
    try {
      expect((await broadband.availability(NZPOST, QUEEN)).body.technologies.map((t) => t.technology)).toEqual(['UFB']);
    } finally {
      process.env.FLAG_FWA_MODULE = 'true';
    }
    const unknown = await broadband.availability(NZPOST, '9999999');
    expect([unknown.status, unknown.body.error?.code]).toEqual([404, 'not_found']);
  });
});

describe('GET /api/broadband/plans — "only Available lets plans proceed", cached 5 minutes per address and type', () => {
  test('the fibre plans at Queen Street by priority (Hyperfibre sold there), once upstream while cached', async () => {
    await clearLog();
    const r = await broadband.plans(NZPOST, QUEEN, 'UFB');
    expect(r.status).toBe(200);
    expect(r.body.plans.map((p) => p.name)).toEqual(expect.arrayContaining(['Fibre 300', 'Hyperfibre 2000']));
    expect(r.body.plans.every((p) => p.technology === 'UFB' && p.available)).toBe(true);
    expect(r.body.prequalUuid).toMatch(UUID);
    expect(r.body.plans.find((p) => p.name === 'Fibre 300')).toMatchObject({ speed: { text: 'Up to 300Mbps down / 100Mbps up' } });
    await broadband.plans(NZPOST, QUEEN, 'UFB');
    const sent = await upstreamRequests(sb.url, '/broadband/v1/plans');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.query).toEqual({ LocationProvider: NZPOST, LocationProviderIDX: QUEEN, ProductType: 'UFB' });
    expect((await broadband.plans(NZPOST, PONSONBY, 'UFB')).body.plans.map((p) => p.name)).not.toContain('Hyperfibre 2000');
  });

  test('fixed wireless at Hakarimata Road', async () => {
    const r = await broadband.plans(NZPOST, HAKARIMATA, 'FWA');
    expect(r.body.plans.map((p) => p.name)).toEqual(expect.arrayContaining(['Wireless Essential', 'Wireless Unlimited', '5G Wireless Max']));
    expect(r.body.plans.every((p) => p.technology === 'FWA')).toBe(true);
  });

  test('not Available → 422 no_service_information \'No Service Information Available\'', async () => {
    const r = await broadband.plans(NZPOST, HAAST, 'UFB');
    expect([r.status, r.body.error?.code, r.body.error?.message]).toEqual([422, 'no_service_information', 'No Service Information Available']);
  });

  test('fixed wireless with no plans → 422 no_fwa_plans \'No FWA Plans data\'', async () => {
    await control(sb.url, 'POST', '/faults', {
      path: '/broadband/v1/plans', kind: 'status', status: 200, times: 1, queryIncludes: 'LocationProviderIDX=3000002',
      body: { ServiceAvailability: { Status: 'Available', PrequalUUID: 'pq' }, BroadbandPlans: { Plans: [] } },
    });
    const r = await broadband.plans(NZPOST, PONSONBY, 'FWA');
    expect([r.status, r.body.error?.code, r.body.error?.message]).toEqual([422, 'no_fwa_plans', 'No FWA Plans data']);
  });
});

describe('GET /api/broadband/modems — "eshop_item_advanced_search page 1, size 10, Name descending, NetworkType filter"', () => {
  test('the fixed wireless modems', async () => {
    await clearLog();
    const r = await broadband.modems('FWA');
    expect(r.status).toBe(200);
    // The seeded catalogue's one FWA modem; neither fibre modem.
    expect(r.body.modems.map((m) => m.name)).toEqual(['5G Outdoor Modem']);
    const [sent] = await upstreamRequests(sb.url, 'eshop_item_advanced_search');
    expect(sent?.body).toEqual({ Page: 1, PageSize: 10, SortBy: 'Name', SortOrder: 'DESC', Filters: { NetworkType: 'FWA' } });
  });

  test('none → 422 no_modem_data \'No modem data\'', async () => {
    await control(sb.url, 'POST', '/faults', { path: 'eshop_item_advanced_search', kind: 'status', status: 200, times: 1, bodyIncludes: '"UFB"', body: { ItemVariants: [] } });
    const r = await broadband.modems('UFB');
    expect([r.status, r.body.error?.code, r.body.error?.message]).toEqual([422, 'no_modem_data', 'No modem data']);
  });
});

describe('POST /api/broadband/cart — "POST /ufb/cart"', () => {
  test('fibre with a modem: the plan line and the modem line, remembered for the checkout', async () => {
    const who = await freshCustomer(sb.url, 'postpay');
    const as = { cookie: who.cookie };
    const input = await orderInput(as, QUEEN, 'UFB', 'Fibre 300', 'Wi-Fi 6 Modem', { switching: { kind: 'transfer', from: { provider: 'Spark', accountHolderName: 'Kiri Buyer', accountNumber: '1234', connectionId: 'ONT-77' } } });
    await clearLog();
    const r = await broadband.cart(as, input);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      cartUuid: expect.stringMatching(UUID), kind: 'ufb', notes: 'Leave at the door',
      delivery: { lines: expect.arrayContaining([expect.stringContaining('125 Queen Street')]), city: 'Auckland', postcode: expect.stringMatching(/^\d{4}$/), locationProvider: NZPOST, locationProviderIdx: QUEEN },
    });
    expect(r.body.lines.map((l) => [l.name, l.type])).toEqual([['Fibre 300', 'ufb-plan'], ['Wi-Fi 6 Modem', 'ufb-modem']]);
    expect(r.body.amountCents).toBe(r.body.lines.reduce((s, l) => s + l.priceCents * l.quantity, 0));
    // what the upstream received: the spec's fibre fields
    const [sent] = await upstreamRequests(sb.url, '^/ufb/cart');
    expect(sent?.body).toMatchObject({
      SPID: 69, CustomerUUID: who.uuid, ExternalReference: `flow-${QUEEN}`,
      Address: { LocationProvider: NZPOST, LocationProviderIDX: QUEEN, Phone: '0215550101', Notes: 'Leave at the door' },
      Items: [
        {
          Kind: 'plan', ProductAvailabilityUUID: input.planAvailabilityUuid,
          Attributes: {
            PrequalUUID: input.prequalUuid, ServiceType: 'Managed', OrderType: 'TransferPrimary', RSFDate: expect.any(Number), ServiceAddress: { LocationProvider: NZPOST, LocationProviderIDX: QUEEN },
            TransferFrom: { Provider: 'Spark', AccountHolderName: 'Kiri Buyer', AccountNumber: '1234', ConnectionID: 'ONT-77' }, CustomerCreation: 'ReuseTheCustomer', ContactPhone: '0215550101',
          },
        },
        { Kind: 'modem', ItemVariantUUID: input.modemVariantUuid },
      ],
    });
    // the checkout reads it back, by UUID or as the newest open cart
    expect((await broadband.readCart(as, r.body.cartUuid)).body).toEqual(r.body);
    expect((await broadband.readCart(as)).body.cartUuid).toBe(r.body.cartUuid);
  });

  test('fixed wireless, own modem: the FWA checkout', async () => {
    const who = await freshCustomer(sb.url, 'postpay');
    const r = await broadband.cart({ cookie: who.cookie }, await orderInput({ cookie: who.cookie }, HAKARIMATA, 'FWA', 'Wireless Unlimited', null));
    expect([r.status, r.body.kind]).toEqual([200, 'fwa']);
    // The plan and the fixed wireless SIM; no modem line.
    expect(r.body.lines.map((l) => [l.name, l.type])).toEqual([['Wireless Unlimited', 'plan'], ['Fixed wireless SIM', 'sim']]);
  });

  test('a technology with no service there → 422 no_fibre_services \'No Fibre services available\', no cart', async () => {
    const who = await freshCustomer(sb.url, 'postpay');
    const as = { cookie: who.cookie };
    const input = { ...(await orderInput(as, QUEEN, 'UFB', 'Fibre 300', null)), address: { provider: NZPOST, idx: HAKARIMATA } };
    await clearLog();
    const r = await broadband.cart(as, input);
    expect([r.status, r.body.error?.code, r.body.error?.message]).toEqual([422, 'no_fibre_services', 'No Fibre services available']);
    expect(await upstreamRequests(sb.url, '^/ufb/cart')).toEqual([]);
  });

  test('the upstream\'s refusal → 422 ufb_cart_failed \'Failed to create UFB cart item\' (a PrequalUUID not issued for that address)', async () => {
    const who = await freshCustomer(sb.url, 'postpay');
    const as = { cookie: who.cookie };
    const r = await broadband.cart(as, { ...(await orderInput(as, QUEEN, 'UFB', 'Fibre 300', null)), prequalUuid: '00000000-0000-4000-8000-000000000000' });
    expect([r.status, r.body.error?.code, r.body.error?.message]).toEqual([422, 'ufb_cart_failed', 'Failed to create UFB cart item']);
  });

  test('\'No Order Items\' and \'No Order Item\' as the upstream says them', async () => {
    const who = await freshCustomer(sb.url, 'postpay');
    const as = { cookie: who.cookie };
    const input = await orderInput(as, QUEEN, 'UFB', 'Fibre 300', null);
    await control(sb.url, 'POST', '/faults', { path: '^/ufb/cart', kind: 'status', status: 400, times: 1, body: { err_message: 'No Order Items', err_number: 1400 } });
    const none = await broadband.cart(as, input);
    expect([none.status, none.body.error?.code, none.body.error?.message]).toEqual([422, 'no_order_items', 'No Order Items']);
    await control(sb.url, 'POST', '/faults', { path: '^/ufb/cart', kind: 'status', status: 400, times: 1, body: { err_message: 'No Order Item', err_number: 1400 } });
    const noPlan = await broadband.cart(as, input);
    expect([noPlan.status, noPlan.body.error?.code, noPlan.body.error?.message]).toEqual([422, 'no_order_item', 'No Order Item']);
  });

  test('a start date before the earliest → 422 on startDate, before the upstream', async () => {
    const who = await freshCustomer(sb.url, 'postpay');
    const as = { cookie: who.cookie };
    const r = await broadband.cart(as, { ...(await orderInput(as, QUEEN, 'UFB', 'Fibre 300', null)), startDate: '2020-01-01' });
    expect([r.status, r.body.error?.details]).toEqual([422, [{ path: 'startDate', message: 'format is invalid' }]]);
  });

  test('another customer\'s cart, an unknown one, or a shop cart: 404 cart_not_found', async () => {
    const a = await freshCustomer(sb.url, 'postpay');
    const b = await freshCustomer(sb.url, 'postpay');
    const cart = await broadband.cart({ cookie: a.cookie }, await orderInput({ cookie: a.cookie }, QUEEN, 'UFB', 'Fibre 300', null));
    for (const r of [await broadband.readCart({ cookie: b.cookie }, cart.body.cartUuid), await broadband.readCart({ cookie: b.cookie }, '00000000-0000-4000-8000-000000000000')]) {
      expect([r.status, r.body.error?.code]).toEqual([404, 'cart_not_found']);
    }
    // b has no broadband cart of its own
    expect((await broadband.readCart({ cookie: b.cookie })).status).toBe(404);
  });
});
