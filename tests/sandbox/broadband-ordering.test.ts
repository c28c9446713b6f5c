import { uuidFor } from '@/sandbox/store/ids';
import { NZ_ADDRESSES } from '@/sandbox/store/location';
import { nzDay } from '@/sandbox/store/account-payments';
import { control, start, type Running } from './helpers';
import { card, checkout, confirm, freshCustomer, req } from './eshop-helpers';
import {
  FIBRE_300, FIBRE_CLASSIC, FWA_MODEM, HAAST, HAKARIMATA, HYPERFIBRE, KARANGAHAPE, LAMBTON, PONSONBY, QUEEN, UFB_MODEM, UUID_SHAPE, WIRELESS_UNLIMITED,
  availability, broadbandCart, planItem, type CartBody,
} from './broadband-helpers';

let run: Running;
beforeAll(async () => {
  run = await start();
});
afterAll(() => run.sandbox.close());
beforeEach(() => control(run.url, 'POST', '/reset'));

type Address = { LocationProviderIDX: string; Formatted: string };
type Plan = { ID: string; UUID: string; Name: string; PriceCents: number; ProductAvailabilityUUID: string; BroadbandProductType: string; Available: boolean; Attributes: Array<{ Name: string; Value: string }> };
type PlansBody = { ServiceAvailability: { Status: string; PrequalUUID: string }; BroadbandPlans: { Plans: Plan[] } };

const plansAt = (idx: string, type: string) =>
  req<PlansBody>(run.url, 'GET', `/broadband/v1/plans?LocationProvider=nzpost&LocationProviderIDX=${idx}&ProductType=${type}`);

describe('addresses (§2.1)', () => {
  test.each(['/broadband/v1/search_address', '/ufb/searchAddress', '/fwa/searchAddress'])('%s matches as /location/search does, public', async (path) => {
    const res = await req<{ Results: Address[] }>(run.url, 'GET', `${path}?q=queen`);
    expect(res.status).toBe(200);
    expect(res.body.Results.map((a) => a.Formatted)).toContain('125 Queen Street, Auckland Central, Auckland 1010');
    expect((await req<{ Results: Address[] }>(run.url, 'GET', `${path}?q=qu`)).body.Results).toEqual([]);
    expect((await req<{ Results: Address[] }>(run.url, 'GET', `${path}?q=road`)).body.Results.length).toBeLessThanOrEqual(10);
  });

  test('the two new demo addresses are appended: no earlier IDX moved, and a search without macrons finds Ngāruawāhia', async () => {
    expect(NZ_ADDRESSES.find((a) => a.LocationProviderIDX === QUEEN)?.Formatted).toBe('125 Queen Street, Auckland Central, Auckland 1010');
    expect(NZ_ADDRESSES.find((a) => a.LocationProviderIDX === LAMBTON)?.Formatted).toBe('101 Lambton Quay, Wellington Central, Wellington 6011');
    expect(NZ_ADDRESSES.find((a) => a.LocationProviderIDX === '3000026')?.Formatted).toBe('210 King Edward Street, South Dunedin, Dunedin 9012');
    const street = await req<{ Results: Address[] }>(run.url, 'GET', '/broadband/v1/search_address?q=Ngaruawahia');
    expect(street.body.Results.map((a) => [a.LocationProviderIDX, a.Formatted])).toEqual([[HAKARIMATA, '88 Hakarimata Road, Ngāruawāhia 3720']]);
    const haast = await req<{ Results: Address[] }>(run.url, 'GET', '/location/search?q=jackson bay');
    expect(haast.body.Results.map((a) => [a.LocationProviderIDX, a.Formatted])).toEqual([[HAAST, '5 Jackson Bay Road, Haast 7844']]);
  });
});

describe('availability (§2.1, §2.6)', () => {
  test.each([
    [QUEEN, 'service_available', 'service_available'],
    [PONSONBY, 'service_scope_required', 'service_available'],
    [KARANGAHAPE, 'service_installation_required', 'service_available'],
    [HAKARIMATA, 'no_service', 'service_available'],
    [HAAST, 'no_service', 'no_service'],
    [LAMBTON, 'service_available', 'service_available'],
  ])('%s: fibre %s, fixed wireless %s, with a fresh PrequalUUID per check', async (idx, ufb, fwa) => {
    const u = await availability(run.url, idx, 'ufb');
    const f = await availability(run.url, idx, 'fwa');
    expect([u.Status, u.Technology, f.Status, f.Technology]).toEqual([ufb, 'UFB', fwa, 'FWA']);
    expect(u.PrequalUUID).toMatch(UUID_SHAPE);
    expect((await availability(run.url, idx, 'ufb')).PrequalUUID).not.toBe(u.PrequalUUID);
    for (const a of [u, f]) {
      if (a.Status === 'no_service') {
        expect(a.EarliestRFSDateNanos).toBe(0);
      } else {
        // A New Zealand midnight, at least two days ahead (two working days).
        const ms = a.EarliestRFSDateNanos / 1e6;
        expect(nzDay(ms).fromMs).toBe(ms);
        expect(ms).toBeGreaterThan(run.sandbox.clock.now() + 86_400_000);
      }
    }
  });

  test('a scope visit and a new build start later than a ready address', async () => {
    const ready = (await availability(run.url, QUEEN, 'ufb')).EarliestRFSDateNanos;
    expect((await availability(run.url, PONSONBY, 'ufb')).EarliestRFSDateNanos).toBeGreaterThan(ready);
    expect((await availability(run.url, KARANGAHAPE, 'ufb')).EarliestRFSDateNanos).toBeGreaterThan((await availability(run.url, PONSONBY, 'ufb')).EarliestRFSDateNanos);
  });

  test('an unknown address is not found; another SPID too', async () => {
    expect((await req(run.url, 'GET', '/ufb/service_availability?LocationProvider=nzpost&LocationProviderIDX=9999999')).status).toBe(404);
    expect((await req(run.url, 'GET', `/fwa/service_availability?SPID=70&LocationProvider=nzpost&LocationProviderIDX=${QUEEN}`)).status).toBe(404);
  });
});

describe('GET /broadband/v1/plans (§2.1)', () => {
  test('fibre at Queen Street: Available, the plans on sale with Hyperfibre, ID = ProductAvailabilityUUID', async () => {
    const res = await plansAt(QUEEN, 'UFB');
    expect(res.status).toBe(200);
    expect(res.body.ServiceAvailability.Status).toBe('Available');
    expect(res.body.ServiceAvailability.PrequalUUID).toMatch(UUID_SHAPE);
    const plans = res.body.BroadbandPlans.Plans;
    expect(plans.map((p) => p.Name)).toEqual(['Fibre Starter', 'Fibre 300', 'Fibre Max', 'Hyperfibre 2000']);
    for (const p of plans) {
      expect(p.ID).toBe(p.ProductAvailabilityUUID);
      expect(p.BroadbandProductType).toBe('UFB');
      expect(p.Available).toBe(true);
    }
    expect(plans.find((p) => p.Name === 'Fibre 300')?.PriceCents).toBe(6900);
  });

  test('Hyperfibre only where the address has it; fixed wireless plans seeded beside the fibre ones', async () => {
    expect((await plansAt(PONSONBY, 'UFB')).body.BroadbandPlans.Plans.map((p) => p.ID)).not.toContain(HYPERFIBRE);
    const fwa = (await plansAt(HAKARIMATA, 'FWA')).body;
    expect(fwa.ServiceAvailability.Status).toBe('Available');
    expect(fwa.BroadbandPlans.Plans.map((p) => [p.Name, p.PriceCents, p.BroadbandProductType])).toEqual([
      ['Wireless Essential', 6000, 'FWA'], ['Wireless Unlimited', 7500, 'FWA'], ['5G Wireless Max', 8500, 'FWA'],
    ]);
    expect(fwa.BroadbandPlans.Plans.every((p) => p.Attributes.some((a) => a.Name === 'SpeedLimitDL'))).toBe(true);
    // The fibre plan list (UFB_plan, issue 5) is unchanged: no fixed wireless plan in it.
    const ufb = await req<{ UFBPlans: Plan[] }>(run.url, 'POST', '/v3/69/UFB_plan', { body: {} });
    expect(ufb.body.UFBPlans.every((p) => p.BroadbandProductType === 'UFB')).toBe(true);
  });

  test('no service: NotAvailable and no plans; a bad type is refused', async () => {
    for (const [idx, type] of [[HAKARIMATA, 'UFB'], [HAAST, 'UFB'], [HAAST, 'FWA']] as const) {
      const res = await plansAt(idx, type);
      expect(res.body.ServiceAvailability.Status).toBe('NotAvailable');
      expect(res.body.BroadbandPlans.Plans).toEqual([]);
    }
    expect((await plansAt(QUEEN, 'DSL')).status).toBe(400);
    expect((await plansAt('9999999', 'UFB')).status).toBe(404);
  });
});

describe('POST /ufb/cart (§2.2)', () => {
  test('fibre with a modem: the plan line with the fibre fields, the modem line priced from its Price attribute', async () => {
    const who = await freshCustomer(run.url, 'postpay');
    const plan = await planItem(run.url, QUEEN, FIBRE_300);
    const res = await broadbandCart(run.url, who.jwt, who.customer, [plan, { Kind: 'modem', ItemVariantUUID: UFB_MODEM }]);
    expect(res.status).toBe(200);
    const cart = res.body;
    expect(cart.CustomerUUID).toBe(who.customer);
    const [planLine, modem] = cart.Items;
    expect(cart.Items).toHaveLength(2);
    expect(planLine).toMatchObject({ Type: 'TYPE_VIRTUAL', VirtualType: 'VT_PLAN', ServiceType: 'UFB', Name: 'Fibre 300', PriceCents: 6900 });
    expect(planLine?.Attributes).toMatchObject({
      PrequalUUID: plan.Attributes.PrequalUUID, ServiceType: 'Managed', OrderType: 'ConnectPrimary', RSFDate: plan.Attributes.RSFDate,
      ServiceAddress: { LocationProvider: 'nzpost', LocationProviderIDX: QUEEN }, CustomerCreation: 'ReuseTheCustomer', ContactPhone: '021 555 0123',
    });
    expect(modem).toMatchObject({ Type: 'TYPE_PRODUCT', PhysicalType: 'MODEM', ServiceType: 'UFB', Name: 'Wi-Fi 6 Modem', PriceCents: 14900, ItemVariantUUID: UFB_MODEM });
    expect(modem?.Attributes).toEqual({ CustomerCreation: 'AddChildCustomer', SetupBillRouting: false, SetupMobileGroup: false });
    expect(cart.AmountCents).toBe(6900 + 14900);
    // The delivery address defaults to the service address, with the contact given.
    expect(cart.Address).toMatchObject({ Lines: ['125 Queen Street', 'Auckland Central'], City: 'Auckland', Postcode: '1010', Email: 'kiri@example.com', Phone: '0215550123' });
  });

  test('fixed wireless: the plan line, the FWA SIM (price 0) and its modem; a cart is replaced by UUID', async () => {
    const who = await freshCustomer(run.url, 'postpay');
    const first = await broadbandCart(run.url, who.jwt, who.customer, [await planItem(run.url, HAKARIMATA, WIRELESS_UNLIMITED, 'fwa')]);
    expect(first.status).toBe(200);
    expect(first.body.Items.map((i) => [i.Name, i.ServiceType, i.PriceCents])).toEqual([['Wireless Unlimited', 'FWA', 7500], ['Fixed wireless SIM', 'FWA', 0]]);
    const again = await broadbandCart(run.url, who.jwt, who.customer, [await planItem(run.url, HAKARIMATA, WIRELESS_UNLIMITED, 'fwa'), { Kind: 'modem', ItemVariantUUID: FWA_MODEM }], { UUID: first.body.UUID });
    expect(again.status).toBe(200);
    expect(again.body.UUID).toBe(first.body.UUID);
    expect(again.body.Items.map((i) => i.Name)).toEqual(['Wireless Unlimited', '5G Outdoor Modem', 'Fixed wireless SIM']);
    expect(again.body.AmountCents).toBe(7500 + 39900);
    // A different delivery address from the location service.
    const elsewhere = await broadbandCart(run.url, who.jwt, who.customer, [await planItem(run.url, HAKARIMATA, WIRELESS_UNLIMITED, 'fwa')], {
      Address: { LocationProvider: 'nzpost', LocationProviderIDX: LAMBTON, Name: 'Kiri', Email: 'k@example.com', Phone: '021', Notes: 'Side door' },
    });
    expect(elsewhere.body.Address).toMatchObject({ Lines: ['101 Lambton Quay', 'Wellington Central'], LocationProviderIDX: LAMBTON, Notes: 'Side door' });
  });

  test('the e-shop checkout and card payment work on it unchanged: the order is PAID, no mobile product made for it', async () => {
    const who = await freshCustomer(run.url, 'postpay');
    const cart = await broadbandCart(run.url, who.jwt, who.customer, [await planItem(run.url, QUEEN, FIBRE_300), { Kind: 'modem', ItemVariantUUID: UFB_MODEM }]);
    const before = (await req<{ MobileProducts: unknown[] }>(run.url, 'GET', `/v2/69/customer/${who.customer}/mobile_products`, { jwt: who.jwt })).body.MobileProducts.length;
    const out = await checkout(run.url, who.jwt, who.customer, cart.body.UUID, { Address: undefined });
    expect(out.status).toBe(200);
    const paid = await confirm(run.url, out.body.PaymentIntentID ?? '', out.body.ClientSecret, card('4242424242424242'));
    expect(paid.body).toMatchObject({ status: 'succeeded', amount: 6900 + 14900 });
    const order = await req<{ Status: string; Items: Array<{ Name: string }> }>(run.url, 'GET', `/eshop/v3/customer/${who.customer}/order/${out.body.OrderID}`, { jwt: who.jwt });
    expect(order.body.Status).toBe('PAID');
    expect(order.body.Items.map((i) => i.Name)).toEqual(['Fibre 300', 'Wi-Fi 6 Modem']);
    const after = (await req<{ MobileProducts: unknown[] }>(run.url, 'GET', `/v2/69/customer/${who.customer}/mobile_products`, { jwt: who.jwt })).body.MobileProducts.length;
    expect(after).toBe(before);
  });

  describe('errors', () => {
    let who: { jwt: string; customer: string };
    beforeEach(async () => {
      who = await freshCustomer(run.url, 'postpay');
    });
    const fails = async (items: unknown[], extra: Record<string, unknown> = {}) => {
      const res = await broadbandCart(run.url, who.jwt, who.customer, items, extra);
      return [res.status, res.body.err_message, res.body.err_number];
    };
    const FAILED = [400, 'Failed to create UFB cart item', 1400];

    test("'No Order Items' and 'No Order Item'", async () => {
      expect(await fails([])).toEqual([400, 'No Order Items', 1400]);
      expect(await fails([{ Kind: 'modem', ItemVariantUUID: UFB_MODEM }])).toEqual([400, 'No Order Item', 1400]);
    });

    test("'Failed to create UFB cart item' for each bad plan line", async () => {
      expect(await fails([await planItem(run.url, QUEEN, uuidFor('nothing'))])).toEqual(FAILED);
      expect(await fails([await planItem(run.url, QUEEN, FIBRE_CLASSIC)])).toEqual(FAILED);
      expect(await fails([await planItem(run.url, PONSONBY, HYPERFIBRE)])).toEqual(FAILED);
      expect(await fails([await planItem(run.url, QUEEN, FIBRE_300, 'ufb', { PrequalUUID: uuidFor('made up') })])).toEqual(FAILED);
      // A check issued for another address, or for the other technology.
      const ponsonby = await availability(run.url, PONSONBY, 'ufb');
      expect(await fails([await planItem(run.url, QUEEN, FIBRE_300, 'ufb', { PrequalUUID: ponsonby.PrequalUUID })])).toEqual(FAILED);
      expect(await fails([await planItem(run.url, QUEEN, FIBRE_300, 'fwa')])).toEqual(FAILED);
      // No fibre at the fixed-wireless-only address, nothing at Haast.
      expect(await fails([await planItem(run.url, HAKARIMATA, FIBRE_300)])).toEqual(FAILED);
      expect(await fails([await planItem(run.url, HAAST, WIRELESS_UNLIMITED, 'fwa')])).toEqual(FAILED);
    });

    test("'Failed to create UFB cart item' for the start date, the transfer, the order type, the phone and the modem", async () => {
      const a = await availability(run.url, QUEEN, 'ufb');
      const earliest = Math.floor(a.EarliestRFSDateNanos / 1e9);
      // Noon of the NZ day n days after the earliest: n × 24 h from a midnight lands an hour off
      // across a daylight-saving change (at 23:00 the day before when the clocks go back).
      const noonAfter = (days: number) => earliest + days * 86_400 + 12 * 3_600;
      expect(await fails([await planItem(run.url, QUEEN, FIBRE_300, 'ufb', { RSFDate: noonAfter(-1) })])).toEqual(FAILED);
      expect(await fails([await planItem(run.url, QUEEN, FIBRE_300, 'ufb', { RSFDate: noonAfter(91) })])).toEqual(FAILED);
      expect((await broadbandCart(run.url, who.jwt, who.customer, [await planItem(run.url, QUEEN, FIBRE_300, 'ufb', { RSFDate: noonAfter(90) })])).status).toBe(200);
      const transfer = { Provider: 'Spark', AccountHolderName: 'Kiri Buyer', AccountNumber: '123456', ConnectionID: 'ONT-1' };
      expect(await fails([await planItem(run.url, QUEEN, FIBRE_300, 'ufb', { OrderType: 'TransferPrimary', TransferFrom: { ...transfer, ConnectionID: '' } })])).toEqual(FAILED);
      expect(await fails([await planItem(run.url, QUEEN, FIBRE_300, 'ufb', { OrderType: 'TransferPrimary' })])).toEqual(FAILED);
      const ok = await broadbandCart(run.url, who.jwt, who.customer, [await planItem(run.url, QUEEN, FIBRE_300, 'ufb', { OrderType: 'TransferPrimary', TransferFrom: transfer })]);
      expect(ok.body.Items[0]?.Attributes.TransferFrom).toEqual(transfer);
      expect(await fails([await planItem(run.url, QUEEN, FIBRE_300, 'ufb', { OrderType: 'Upgrade' })])).toEqual(FAILED);
      expect(await fails([await planItem(run.url, QUEEN, FIBRE_300, 'ufb', { ContactPhone: '' })])).toEqual(FAILED);
      expect(await fails([await planItem(run.url, QUEEN, FIBRE_300), { Kind: 'modem', ItemVariantUUID: uuidFor('no modem') }])).toEqual(FAILED);
      // A fixed wireless modem does not go with fibre.
      expect(await fails([await planItem(run.url, QUEEN, FIBRE_300), { Kind: 'modem', ItemVariantUUID: FWA_MODEM }])).toEqual(FAILED);
      const detailed = await broadbandCart(run.url, who.jwt, who.customer, [await planItem(run.url, QUEEN, FIBRE_300, 'ufb', { ContactPhone: '' })]);
      expect(detailed.body.details).toBe('ContactPhone is required');
    });

    test("someone else's customer is refused, so is a checked-out cart, and the mobile cart never takes a broadband item", async () => {
      const other = await freshCustomer(run.url, 'postpay');
      const res = await broadbandCart(run.url, who.jwt, other.customer, [await planItem(run.url, QUEEN, FIBRE_300)]);
      expect(res.status).toBe(401);
      expect((await req(run.url, 'POST', '/ufb/cart', { body: { CustomerUUID: who.customer, Items: [] } })).status).toBe(401);
      const mine = await broadbandCart(run.url, who.jwt, who.customer, [await planItem(run.url, QUEEN, FIBRE_300)]);
      expect((await broadbandCart(run.url, other.jwt, other.customer, [await planItem(run.url, QUEEN, FIBRE_300)], { UUID: mine.body.UUID })).status).toBe(401);
      await checkout(run.url, who.jwt, who.customer, mine.body.UUID, { Address: undefined });
      const closed = await broadbandCart(run.url, who.jwt, who.customer, [await planItem(run.url, QUEEN, FIBRE_300)], { UUID: mine.body.UUID });
      expect([closed.status, closed.body.err_message]).toEqual([409, 'Cart is already checked out']);
      const shop = await req<{ err_message: string }>(run.url, 'POST', '/eshop/v3/cart', {
        jwt: who.jwt, body: { SPID: 69, CustomerUUID: who.customer, Items: [{ ItemUUID: (mine.body as CartBody).Items[0]?.ItemUUID, Quantity: 1 }] },
      });
      expect([shop.status, shop.body.err_message]).toEqual([400, 'Unknown SIM type']);
    });
  });
});
