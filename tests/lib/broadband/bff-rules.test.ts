import {
  addressText, broadbandCartItems, broadbandCartKind, broadbandCartLines, cartDelivery, currentServiceId, isoOfNanos, newestFirst, nzContactPhone, orderInProgress, rsfSeconds, startDateAllowed,
  technologiesOn, toBroadbandAddressView, toBroadbandOrderView, toSubscriptionView, toTechnologyAvailability, type ServiceFacts,
} from '@/lib/broadband/rules';
import type { BroadbandOrderInput } from '@/lib/broadband/types';
import { BroadbandAddress, BroadbandOrder } from '@/lib/broadband/wire';
import { Cart } from '@/lib/eshop/wire';

const MS = 1e6;
const at = (iso: string) => Date.parse(iso) * MS;

describe('technologiesOn — "Fibre needs ufbModule, fixed wireless fwaModule; /broadband needs either"', () => {
  it('UFB first, each behind its module; none when both are off', () => {
    expect(technologiesOn({ ufbModule: true, fwaModule: true })).toEqual(['UFB', 'FWA']);
    expect(technologiesOn({ ufbModule: false, fwaModule: true })).toEqual(['FWA']);
    expect(technologiesOn({ ufbModule: true, fwaModule: false })).toEqual(['UFB']);
    expect(technologiesOn({ ufbModule: false, fwaModule: false })).toEqual([]);
  });
});

describe('addresses', () => {
  const a = BroadbandAddress.parse({ LocationProvider: 'LINZ', LocationProviderIDX: 42, Formatted: '125 Queen Street, Auckland Central', Lines: ['125 Queen Street', 'Auckland Central'] });
  it('the location service\'s address in our names (an IDX given as a number is its text)', () => {
    expect(toBroadbandAddressView(a)).toEqual({ provider: 'LINZ', idx: '42', formatted: '125 Queen Street, Auckland Central', lines: ['125 Queen Street', 'Auckland Central'] });
  });
  it('one line: Formatted, else the lines joined; a plain string as it is', () => {
    expect(addressText(a)).toBe('125 Queen Street, Auckland Central');
    expect(addressText({ ...a, Formatted: '' })).toBe('125 Queen Street, Auckland Central');
    expect(addressText('5 Jackson Bay Road')).toBe('5 Jackson Bay Road');
    expect(addressText(null)).toBe('');
  });
});

describe('toTechnologyAvailability — "accepts service_available, service_scope_required, service_installation_required"', () => {
  const now = new Date('2026-11-27T22:00:00Z'); // 11:00 on 28 Nov in New Zealand
  it('passes, the PrequalUUID, and the earliest start as a New Zealand day', () => {
    const v = toTechnologyAvailability('UFB', { Status: 'service_scope_required', PrequalUUID: 'pq-1', EarliestRFSDateNanos: at('2026-12-01T20:00:00Z') }, now);
    expect(v).toEqual({ technology: 'UFB', status: 'service_scope_required', passes: true, prequalUuid: 'pq-1', earliestStart: '2026-12-02' });
  });
  it('no_service (or a status we do not know) does not pass; no earliest date is today', () => {
    expect(toTechnologyAvailability('FWA', { Status: 'no_service', PrequalUUID: 'pq', EarliestRFSDateNanos: 0 }, now)).toMatchObject({ passes: false, status: 'no_service', earliestStart: '2026-11-28' });
    expect(toTechnologyAvailability('FWA', { Status: 'maybe', PrequalUUID: 'pq', EarliestRFSDateNanos: 0 }, now)).toMatchObject({ passes: false, status: 'no_service' });
  });
});

describe('rsfSeconds — "RSFDate (nanoseconds; converted to seconds for the cart, default now)"', () => {
  it('the chosen day\'s start in New Zealand, in seconds', () => {
    expect(rsfSeconds('2026-12-10', 0)).toBe(Date.parse('2026-12-09T11:00:00Z') / 1000); // NZDT +13
    expect(rsfSeconds('2026-07-10', 0)).toBe(Date.parse('2026-07-09T12:00:00Z') / 1000); // NZST +12
  });
  it('never before the earliest instant allowed', () => {
    const earliest = at('2026-12-10T02:30:00Z');
    expect(rsfSeconds('2026-12-10', earliest)).toBe(Date.parse('2026-12-10T02:30:00Z') / 1000);
  });
});

describe('startDateAllowed (ours): a real day from the earliest to 90 days on', () => {
  it('inside the bounds only', () => {
    expect(startDateAllowed('2026-12-02', '2026-12-02')).toBe(true);
    expect(startDateAllowed('2027-03-02', '2026-12-02')).toBe(true);
    expect(startDateAllowed('2027-03-03', '2026-12-02')).toBe(false);
    expect(startDateAllowed('2026-12-01', '2026-12-02')).toBe(false);
    expect(startDateAllowed('2026-02-31', '2026-01-01')).toBe(false);
  });
});

describe('broadbandCartItems — POS §3 "Fibre: PrequalUUID, ServiceType (Managed), OrderType …, RSFDate (seconds), ServiceAddress, TransferFrom {…}, CustomerCreation ReuseTheCustomer"', () => {
  const input: BroadbandOrderInput = {
    flowId: 'flow-1', technology: 'UFB', address: { provider: 'LINZ', idx: '7' }, prequalUuid: 'pq-1', planAvailabilityUuid: 'av-300', modemVariantUuid: 'mv-1',
    switching: { kind: 'transfer', from: { provider: 'Spark', accountHolderName: ' Ana Tui ', accountNumber: '123', connectionId: 'ONT-9' } },
    startDate: '2026-12-10', contactPhone: '021 555 0101', delivery: { provider: 'LINZ', idx: '7', instructions: '' },
  };
  it('the plan with the fibre fields and the transfer, then the modem', () => {
    expect(broadbandCartItems(input, 1_800_000_000)).toEqual([
      {
        Kind: 'plan', ProductAvailabilityUUID: 'av-300',
        Attributes: {
          PrequalUUID: 'pq-1', ServiceType: 'Managed', OrderType: 'TransferPrimary', RSFDate: 1_800_000_000, ServiceAddress: { LocationProvider: 'LINZ', LocationProviderIDX: '7' },
          TransferFrom: { Provider: 'Spark', AccountHolderName: 'Ana Tui', AccountNumber: '123', ConnectionID: 'ONT-9' }, CustomerCreation: 'ReuseTheCustomer', ContactPhone: '021 555 0101',
        },
      },
      { Kind: 'modem', ItemVariantUUID: 'mv-1' },
    ]);
  });
  it('own modem: the plan alone; a new connection has no TransferFrom and is ConnectPrimary', () => {
    const items = broadbandCartItems({ ...input, modemVariantUuid: null, switching: { kind: 'new' } }, 1);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ Attributes: { OrderType: 'ConnectPrimary' } });
    expect(items[0]).not.toHaveProperty('Attributes.TransferFrom');
  });
});

describe('broadbandCartKind: which checkout pays the cart', () => {
  it('the plan line\'s ServiceType', () => {
    expect(broadbandCartKind([{ ServiceType: 'UFB', VirtualType: 'VT_PLAN' }, { ServiceType: 'UFB', VirtualType: '' }])).toBe('ufb');
    expect(broadbandCartKind([{ ServiceType: 'FWA', VirtualType: 'VT_NONE' }, { ServiceType: 'FWA', VirtualType: 'VT_PLAN' }])).toBe('fwa');
    expect(broadbandCartKind([{ ServiceType: 'MOBILE', VirtualType: 'VT_PLAN' }])).toBeNull();
  });
});

const order = BroadbandOrder.parse({
  UUID: 'o-1', CustomerUUID: 'c-1', ProductUUID: 'p-1', EshopOrderNumber: 'SO000123', OrderType: 'ConnectPrimary', State: 'acknowledged', Substate: 'RequiresSiteVisitScopeBooking',
  Visits: ['scope', 'install'], Appointments: [], CreatedAtNanos: at('2026-11-20T01:00:00Z'), PaidAtNanos: at('2026-11-20T01:01:00Z'),
});

describe('toBroadbandOrderView: the order, the next visit, the go-live date, the timeline', () => {
  it('a fresh scope-first order: the scope visit to book, "Site visit required", paid and waiting', () => {
    const v = toBroadbandOrderView(order, 'UFB', { planName: 'Fibre 300', address: '17 Ponsonby Road' });
    expect(v).toMatchObject({ id: 'o-1', technology: 'UFB', eshopOrderNumber: 'SO000123', serviceId: 'p-1', planName: 'Fibre 300', state: 'acknowledged', orderText: 'Site visit required', toBook: 'scope', goLive: null });
    expect(v.timeline.map((s) => [s.step, s.state])).toEqual([['ordered', 'done'], ['paid', 'done'], ['scope', 'current'], ['install', 'upcoming'], ['live', 'upcoming']]);
    expect(v.timeline[0]?.at).toBe('2026-11-20T01:00:00.000Z');
  });
  it('with the install booked: the go-live is its end, nothing left to book, it can be moved', () => {
    const booked = { ...order, Visits: ['install' as const], Substate: 'Booked', Appointments: [{ UUID: 'a-1', VisitType: 'install' as const, StartNanos: at('2026-12-03T19:00:00Z'), EndNanos: at('2026-12-03T23:00:00Z'), Status: 'booked' as const }] };
    const v = toBroadbandOrderView(booked, 'FWA', { planName: 'Wireless Unlimited', address: '88 Hakarimata Road' });
    expect(v).toMatchObject({ toBook: null, goLive: '2026-12-03T23:00:00.000Z', orderText: null, appointments: [{ id: 'a-1', visit: 'install', status: 'booked', start: '2026-12-03T19:00:00.000Z' }] });
    expect(v.timeline.find((s) => s.step === 'install')).toMatchObject({ state: 'current', canReschedule: true });
  });
  it('a cancelled order has nothing to book', () => {
    expect(toBroadbandOrderView({ ...order, State: 'cancelled' }, 'UFB', { planName: '', address: '' }).toBook).toBeNull();
  });
  it('newestFirst by the order\'s creation', () => {
    const older = toBroadbandOrderView(order, 'UFB', { planName: '', address: '' });
    const newer = toBroadbandOrderView({ ...order, UUID: 'o-2', CreatedAtNanos: at('2026-11-25T01:00:00Z') }, 'UFB', { planName: '', address: '' });
    expect(newestFirst([older, newer]).map((o) => o.id)).toEqual(['o-2', 'o-1']);
  });
  it('isoOfNanos: 0 is not yet', () => {
    expect(isoOfNanos(0)).toBeNull();
    expect(orderInProgress({ State: 'completed' })).toBe(false);
    expect(orderInProgress({ State: 'in_progress' })).toBe(true);
  });
});

describe('toSubscriptionView — AM §4 subscription state, shown status, second label, service-order text', () => {
  const fibre: ServiceFacts = {
    id: 'p-1', technology: 'UFB', address: '101 Lambton Quay', planName: 'Fibre 300', priceCents: 6900, stateDescription: 'Active', substate: 'COMPLETED',
    deletedAtNanos: 0, billingReference: 'postpay:abc', goLiveAtNanos: at('2026-06-01T00:00:00Z'),
  };
  it('an active postpay fibre service: "ufb", "postpay", "Active", can change plan', () => {
    expect(toSubscriptionView(fibre, null, 'p-1')).toEqual({
      id: 'p-1', technology: 'UFB', address: '101 Lambton Quay', planName: 'Fibre 300', priceCents: 6900, state: 'active', status: 'ufb', secondLabel: 'postpay',
      orderText: 'Active', canChangePlan: true, goLive: '2026-06-01T00:00:00.000Z', orderId: null, current: true,
    });
  });
  it('"ignored if DeletedAtNanos is set"', () => {
    expect(toSubscriptionView({ ...fibre, deletedAtNanos: 5 }, null, null)).toBeNull();
  });
  it('a pending service with its order in progress: "Not Activated", the order\'s text and id, no plan change', () => {
    const v = toSubscriptionView({ ...fibre, stateDescription: 'Created', substate: '' }, order, null);
    expect(v).toMatchObject({ state: 'pending', status: 'Not Activated', secondLabel: 'postpay', orderText: 'Site visit required', orderId: 'o-1', canChangePlan: false, current: false });
  });
  it('a suspended one: "ufb_suspended", cannot switch', () => {
    expect(toSubscriptionView({ ...fibre, stateDescription: 'Suspended' }, null, null)).toMatchObject({ state: 'suspended', status: 'ufb_suspended', secondLabel: 'Not Active', canChangePlan: false });
  });
});

describe('currentServiceId (select-ufb-product): the chosen fibre service, else the first', () => {
  const list = [{ id: 'f-1', technology: 'FWA' as const }, { id: 'u-1', technology: 'UFB' as const }, { id: 'u-2', technology: 'UFB' as const }];
  it('the chosen one when listed, else the first fibre service; never a fixed wireless one', () => {
    expect(currentServiceId(list, 'u-2')).toBe('u-2');
    expect(currentServiceId(list, 'gone')).toBe('u-1');
    expect(currentServiceId(list, 'f-1')).toBe('u-1');
    expect(currentServiceId([list[0]!], null)).toBeNull();
  });
});

describe('nzContactPhone (ours): "contact phone (NZ mobile or landline)"', () => {
  it('mobiles, landlines and 0800, in any spacing, +64 for the 0', () => {
    expect(nzContactPhone('021 555 0101')).toBe('0215550101');
    expect(nzContactPhone('+64 21 555 0101')).toBe('0215550101');
    expect(nzContactPhone('(09) 555-0101')).toBe('095550101');
    expect(nzContactPhone('0800 123 456')).toBe('0800123456');
  });
  it('anything else is refused', () => {
    for (const t of ['', '12345', '021 55', '+61 412 345 678', '05 555 0101', 'call me']) expect(nzContactPhone(t)).toBeNull();
  });
});

describe('broadbandCartLines — "Cart line as displayed: … type (sim, esim, plan, ufb-plan, modem, ufb-modem)"', () => {
  const cart = Cart.parse({
    SPID: 69, UUID: 'c-1', Number: 'C000001', CustomerUUID: 'cu-1', Status: 'CART', AmountCents: 21800,
    Address: { City: 'Auckland', Postcode: '1010', Lines: ['125 Queen Street', ''], LocationProvider: 'nzpost', LocationProviderIDX: '3000001', Notes: 'Gate code 12' },
    Items: [
      { UUID: 'l-1', ItemUUID: 'i-plan', Name: 'Fibre 300', Type: 'TYPE_VIRTUAL', VirtualType: 'VT_PLAN', ServiceType: 'UFB', Quantity: 1, PriceCents: 6900, AmountCents: 6900 },
      { UUID: 'l-2', ItemUUID: 'i-modem', Name: 'Wi-Fi 6 Modem', Type: 'TYPE_PRODUCT', PhysicalType: 'MODEM', ServiceType: 'UFB', Quantity: 1, PriceCents: 14900, AmountCents: 14900 },
    ],
  });
  it('the plan item is a fibre plan line, the modem a fibre modem line; the checkout changes neither', () => {
    expect(broadbandCartLines(cart.Items).map((l) => [l.name, l.type, l.priceCents, l.removable, l.quantifiable])).toEqual([
      ['Fibre 300', 'ufb-plan', 6900, false, false],
      ['Wi-Fi 6 Modem', 'ufb-modem', 14900, false, false],
    ]);
    expect(broadbandCartLines([{ ...cart.Items[0]!, ServiceType: 'FWA' }])[0]?.type).toBe('plan');
  });
  it('cartDelivery: the cart\'s address in the checkout\'s input shape ("Delivery address needs at least street, city and postcode")', () => {
    expect(cartDelivery(cart.Address)).toEqual({ lines: ['125 Queen Street'], city: 'Auckland', postcode: '1010', locationProvider: 'nzpost', locationProviderIdx: '3000001' });
    expect(cartDelivery({ ...cart.Address!, Postcode: '' })).toBeNull();
    expect(cartDelivery(null)).toBeNull();
  });
});
