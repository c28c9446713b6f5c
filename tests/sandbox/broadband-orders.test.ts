import { nzDay, nzOffsetMs } from '@/sandbox/store/account-payments';
import { control, start, type Running } from './helpers';
import { freshCustomer, req } from './eshop-helpers';
import {
  FIBRE_300, HAKARIMATA, PONSONBY, QUEEN, UFB_MODEM, UUID_SHAPE, WIRELESS_UNLIMITED, paidOrder, theOrder, type OrderBody, type Slot,
} from './broadband-helpers';

let run: Running;
beforeAll(async () => {
  run = await start();
});
afterAll(() => run.sandbox.close());
beforeEach(() => control(run.url, 'POST', '/reset'));

type UfbProduct = {
  UUID: string; CustomerUUID: string; State: string; StateDescription: string; Substate: string; ProductOrderSubstate: string; Status: number; PlanName: string; PriceCents: number;
  BillingReference: string; OrderUUID: string; EshopOrderNumber: string; GoLiveAtNanos: number; DeletedAtNanos: number; PrequalUUID: string; Address: { LocationProviderIDX: string };
};
type MobileProduct = {
  UUID: string; ProductType: string; ServiceType: string; Status: number; BillingReference: string; StateDescription?: string; Substate?: string; OrderUUID?: string;
  ServiceAddress?: { LocationProviderIDX: string }; Addons: Array<{ Name: string; IsBasePlan: boolean; PriceCents: number }>;
};
type Err = { err_message: string; err_number: number };

const advance = (ms: number) => control(run.url, 'POST', '/clock', { advanceMs: ms });
const moveOn = (order: string, ms: number) => control<OrderBody>(run.url, 'POST', `/broadband/orders/${order}/move-on`, { ms });
const ufbOrder = (jwt: string, uuid: string) => req<OrderBody & Err>(run.url, 'GET', `/v3/69/UFB_order/${uuid}`, { jwt });
const ufbProducts = async (jwt: string, customer: string) => (await req<{ UFB: UfbProduct[]; Total: number }>(run.url, 'GET', `/v3/69/UFB?CustomerUUID=${customer}`, { jwt })).body;
const slotsOf = (jwt: string, order: string, visit: string) =>
  req<{ AvailableTimeSlots: Slot[] } & Err>(run.url, 'GET', `/ufb/v1/order/${order}/time_slots?VisitType=${visit}`, { jwt });
const book = (jwt: string, order: string, appointments: Array<{ VisitType: string; SlotID: string }>, path = `/ufb/v1/order/${order}/book`) =>
  req<OrderBody & Err>(run.url, 'POST', path, { jwt, body: { Appointments: appointments } });
const eshopOrder = async (jwt: string, customer: string, number: string) =>
  (await req<{ Status: string; OrderNotes: Array<{ Note: string }> }>(run.url, 'GET', `/eshop/v3/customer/${customer}/order/${number}`, { jwt })).body;
/** Milliseconds from the sandbox's now to that instant (ns). */
const untilMs = async (nanos: number) => nanos / 1e6 - (await control<{ now: number }>(run.url, 'GET', '/clock')).body.now;
/** The New Zealand wall-clock hour of an instant. */
const nzHour = (nanos: number) => new Date(nanos / 1e6 + nzOffsetMs(nanos / 1e6)).getUTCHours();
const weekday = (nanos: number) => new Date(nanos / 1e6 + nzOffsetMs(nanos / 1e6)).getUTCDay();

describe('fibre ready at 125 Queen Street: paid → product → install booked → live (§2.3, §2.4)', () => {
  test('nothing before 3 s; then the order (acknowledged, install to book), its product (created, status 2) and the note', async () => {
    // The sandbox clock stands still (scale 0) so only the advances below move it, however slow the machine.
    await control(run.url, 'POST', '/clock', { scale: 0 });
    const o = await paidOrder(run.url, QUEEN, FIBRE_300, { modem: UFB_MODEM });
    expect(await theOrder(run.url, o.jwt, o.customer)).toBeUndefined();
    expect((await ufbProducts(o.jwt, o.customer)).UFB).toEqual([]);
    await advance(2_900);
    expect(await theOrder(run.url, o.jwt, o.customer)).toBeUndefined();
    await advance(200);
    const order = await theOrder(run.url, o.jwt, o.customer);
    expect(order).toMatchObject({
      CustomerUUID: o.customer, Technology: 'UFB', EshopOrderNumber: o.orderNumber, OrderType: 'ConnectPrimary', State: 'acknowledged',
      Substate: 'RequiresSiteVisitInstallBooking', Visits: ['install'], Appointments: [], GoLiveAtNanos: 0,
    });
    expect(order?.UUID).toMatch(UUID_SHAPE);
    expect(order?.Notes.map((n) => n.Note)).toEqual(['Order received']);
    expect(order?.Notes[0]?.CreatedAtNanos).toBe((order?.PaidAtNanos ?? 0) + 3_000 * 1e6);
    const { UFB, Total } = await ufbProducts(o.jwt, o.customer);
    expect(Total).toBe(1);
    expect(UFB[0]).toMatchObject({
      UUID: order?.ProductUUID, CustomerUUID: o.customer, State: 'created', StateDescription: 'Created', Status: 2, PlanName: 'Fibre 300', PriceCents: 6900,
      OrderUUID: order?.UUID, EshopOrderNumber: o.orderNumber, GoLiveAtNanos: 0, DeletedAtNanos: 0, Substate: 'RequiresSiteVisitInstallBooking',
      ProductOrderSubstate: 'RequiresSiteVisitInstallBooking', Address: { LocationProviderIDX: QUEEN },
    });
    expect(UFB[0]?.BillingReference).toMatch(/^postpay:\d+$/);
    expect(UFB[0]?.PrequalUUID).toMatch(UUID_SHAPE);
    expect((await req<UfbProduct>(run.url, 'GET', `/v3/69/UFB/${order?.ProductUUID}`, { jwt: o.jwt })).body.UUID).toBe(order?.ProductUUID);
  });

  test('time slots: weekdays, 08:00–12:00 and 12:00–17:00 New Zealand time, from the second working day, for 14 days; no scope visit here', async () => {
    const o = await paidOrder(run.url, QUEEN, FIBRE_300);
    await advance(3_000);
    const order = await theOrder(run.url, o.jwt, o.customer) as OrderBody;
    const res = await slotsOf(o.jwt, order.UUID, 'install');
    expect(res.status).toBe(200);
    const slots = res.body.AvailableTimeSlots;
    expect(slots.length).toBeGreaterThanOrEqual(16);
    for (const s of slots) {
      expect(s.SlotID).toMatch(/^\d{4}-\d{2}-\d{2}-(AM|PM)$/);
      expect([[8, 12], [12, 17]]).toContainEqual([nzHour(s.StartNanos), nzHour(s.EndNanos)]);
      expect([0, 6]).not.toContain(weekday(s.StartNanos));
    }
    const now = (await control<{ now: number }>(run.url, 'GET', '/clock')).body.now;
    const first = slots[0] as Slot;
    expect(nzDay(first.StartNanos / 1e6).fromMs).toBeGreaterThan(nzDay(now).uptoMs);
    expect((slots.at(-1) as Slot).StartNanos - first.StartNanos).toBeLessThan(14 * 86_400_000 * 1e6);
    const scope = await slotsOf(o.jwt, order.UUID, 'scope');
    expect([scope.status, scope.body.err_message]).toEqual([400, 'Visit type is not required']);
    expect((await book(o.jwt, order.UUID, [{ VisitType: 'scope', SlotID: first.SlotID }])).body.err_message).toBe('Visit type is not required');
  });

  test('booking, rescheduling (the old slot freed), a slot not offered, then the install done: completed, active, live, the e-shop order COMPLETED', async () => {
    const o = await paidOrder(run.url, QUEEN, FIBRE_300, { modem: UFB_MODEM });
    await advance(3_000);
    const order = await theOrder(run.url, o.jwt, o.customer) as OrderBody;
    const slots = (await slotsOf(o.jwt, order.UUID, 'install')).body.AvailableTimeSlots;
    const [a, b] = slots as [Slot, Slot];
    const booked = await book(o.jwt, order.UUID, [{ VisitType: 'install', SlotID: a.SlotID }]);
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({ State: 'in_progress', Substate: 'Booked' });
    expect(booked.body.Appointments).toEqual([{ UUID: expect.stringMatching(UUID_SHAPE), VisitType: 'install', SlotID: a.SlotID, StartNanos: a.StartNanos, EndNanos: a.EndNanos, Status: 'booked' }]);
    expect(booked.body.Notes.at(-1)?.Note).toMatch(/^Install booked for \w{3}, \d{1,2} \w{3}, (8am–12pm|12pm–5pm)$/);
    expect((await slotsOf(o.jwt, order.UUID, 'install')).body.AvailableTimeSlots.map((s) => s.SlotID)).not.toContain(a.SlotID);

    const moved = await book(o.jwt, order.UUID, [{ VisitType: 'install', SlotID: b.SlotID }]);
    expect(moved.body.Appointments.map((x) => [x.SlotID, x.Status])).toEqual([[b.SlotID, 'booked']]);
    expect(moved.body.Notes.at(-1)?.Note).toMatch(/^Install moved to /);
    expect((await slotsOf(o.jwt, order.UUID, 'install')).body.AvailableTimeSlots.map((s) => s.SlotID)).toContain(a.SlotID);

    for (const bad of [b.SlotID, '2020-01-06-AM', 'tomorrow', '2099-01-05-AM']) {
      const res = await book(o.jwt, order.UUID, [{ VisitType: 'install', SlotID: bad }]);
      expect([res.status, res.body.err_message]).toEqual([409, 'Time slot is not available']);
    }

    // The install's end comes (this order moved on, the clock left alone): done, completed, live.
    const ms = await untilMs(b.EndNanos);
    const before = await moveOn(order.UUID, ms - 60_000);
    expect(before.body.State).toBe('in_progress');
    const after = await moveOn(order.UUID, 60_000);
    expect(after.body).toMatchObject({ State: 'completed', Substate: 'COMPLETED' });
    expect(after.body.Appointments[0]?.Status).toBe('done');
    expect(after.body.GoLiveAtNanos).toBe(after.body.Appointments[0]?.EndNanos);
    expect(after.body.Notes.map((n) => n.Note)).toEqual(['Order received', expect.stringMatching(/^Install booked/), expect.stringMatching(/^Install moved/), 'Installed: your fibre is live']);
    const [product] = (await ufbProducts(o.jwt, o.customer)).UFB;
    expect(product).toMatchObject({ State: 'active', StateDescription: 'Active', Status: 4, GoLiveAtNanos: after.body.GoLiveAtNanos, Substate: 'COMPLETED' });
    const shop = await eshopOrder(o.jwt, o.customer, o.orderNumber);
    expect(shop.Status).toBe('COMPLETED');
    expect(shop.OrderNotes.at(-1)?.Note).toBe('Order completed');
    const again = await book(o.jwt, order.UUID, [{ VisitType: 'install', SlotID: a.SlotID }]);
    expect(again.status).toBe(409);
  });

  test('the e-shop order of a broadband order waits for the install: PROCESSING (SHIPPED with a modem), not COMPLETED on a timer', async () => {
    const o = await paidOrder(run.url, QUEEN, FIBRE_300, { modem: UFB_MODEM });
    await advance(61_000);
    expect((await eshopOrder(o.jwt, o.customer, o.orderNumber)).Status).toBe('SHIPPED');
    const plain = await paidOrder(run.url, QUEEN, FIBRE_300);
    await advance(40_000);
    expect((await eshopOrder(plain.jwt, plain.customer, plain.orderNumber)).Status).toBe('PROCESSING');
  });
});

describe('fibre with a scope visit at 17 Ponsonby Road', () => {
  test('scope first, then an install from the day after it; "Visit is done" once done', async () => {
    const o = await paidOrder(run.url, PONSONBY, FIBRE_300);
    await advance(3_000);
    const order = await theOrder(run.url, o.jwt, o.customer) as OrderBody;
    expect(order).toMatchObject({ Visits: ['scope', 'install'], Substate: 'RequiresSiteVisitScopeBooking' });
    const scopeSlots = (await slotsOf(o.jwt, order.UUID, 'scope')).body.AvailableTimeSlots;
    const scope = scopeSlots[0] as Slot;
    // An install before the scope visit's end is refused (in one call, the scope first).
    const early = await book(o.jwt, order.UUID, [{ VisitType: 'install', SlotID: scope.SlotID.replace('-AM', '-PM') }, { VisitType: 'scope', SlotID: scope.SlotID }]);
    expect([early.status, early.body.err_message]).toEqual([409, 'Time slot is not available']);
    const afterScope = await book(o.jwt, order.UUID, [{ VisitType: 'scope', SlotID: scope.SlotID }]);
    expect(afterScope.body.Substate).toBe('RequiresSiteVisitInstallBooking');
    expect(afterScope.body.Notes.at(-1)?.Note).toMatch(/^Scope visit booked for /);
    const installSlots = (await slotsOf(o.jwt, order.UUID, 'install')).body.AvailableTimeSlots;
    expect(nzDay((installSlots[0] as Slot).StartNanos / 1e6).fromMs).toBeGreaterThanOrEqual(nzDay(scope.EndNanos / 1e6).uptoMs);
    const install = installSlots[0] as Slot;
    expect((await book(o.jwt, order.UUID, [{ VisitType: 'install', SlotID: install.SlotID }])).body.Substate).toBe('Booked');
    // The scope visit may not move to after the install.
    const late = (await slotsOf(o.jwt, order.UUID, 'scope')).body.AvailableTimeSlots.find((s) => s.StartNanos > install.EndNanos) as Slot;
    expect((await book(o.jwt, order.UUID, [{ VisitType: 'scope', SlotID: late.SlotID }])).status).toBe(409);

    const scopeDone = await moveOn(order.UUID, await untilMs(scope.EndNanos));
    expect(scopeDone.body.Appointments.find((x) => x.VisitType === 'scope')?.Status).toBe('done');
    expect(scopeDone.body.State).toBe('in_progress');
    expect(scopeDone.body.Notes.at(-1)?.Note).toBe('Scope visit done');
    const done = await book(o.jwt, order.UUID, [{ VisitType: 'scope', SlotID: late.SlotID }]);
    expect([done.status, done.body.err_message]).toEqual([409, 'Visit is done']);
    const installDone = await moveOn(order.UUID, await untilMs(install.EndNanos));
    expect(installDone.body.State).toBe('completed');
    expect(installDone.body.GoLiveAtNanos).toBe(installDone.body.Appointments.find((x) => x.VisitType === 'install')?.EndNanos);
    expect(installDone.body.Appointments.map((x) => x.Status)).toEqual(['done', 'done']);
  });

  test('an RSF date that passed with no install booked: RequiresNewRFSTime; the install can still be booked', async () => {
    await control(run.url, 'POST', '/token-ttl', { seconds: 60 * 86_400 });
    const o = await paidOrder(run.url, QUEEN, FIBRE_300);
    await advance(3_000);
    const order = await theOrder(run.url, o.jwt, o.customer) as OrderBody;
    await advance(await untilMs(order.RSFDateNanos + 86_400_000 * 1e6));
    const late = await ufbOrder(o.jwt, order.UUID);
    expect(late.body.Substate).toBe('RequiresNewRFSTime');
    const slot = (await slotsOf(o.jwt, order.UUID, 'install')).body.AvailableTimeSlots[0] as Slot;
    expect((await book(o.jwt, order.UUID, [{ VisitType: 'install', SlotID: slot.SlotID }])).body.Substate).toBe('Booked');
  });
});

describe('fixed wireless at 88 Hakarimata Road (§2.3)', () => {
  test('the mobileFWA product and the FWA order; the install done makes it active', async () => {
    const o = await paidOrder(run.url, HAKARIMATA, WIRELESS_UNLIMITED, { tech: 'fwa' });
    const products = async () => (await req<{ MobileProducts: MobileProduct[] }>(run.url, 'GET', `/v2/69/customer/${o.customer}/mobile_products`, { jwt: o.jwt })).body.MobileProducts;
    expect((await products()).some((p) => p.ProductType === 'mobileFWA')).toBe(false);
    await advance(3_000);
    const order = await theOrder(run.url, o.jwt, o.customer, 'FWA') as OrderBody;
    expect(order).toMatchObject({ Technology: 'FWA', Visits: ['install'], State: 'acknowledged', Substate: 'RequiresSiteVisitInstallBooking' });
    expect((await req<OrderBody>(run.url, 'GET', `/fwa/order/${order.UUID}`, { jwt: o.jwt })).body.UUID).toBe(order.UUID);
    // The fixed wireless order is not a fibre order.
    expect((await ufbOrder(o.jwt, order.UUID)).status).toBe(404);
    const fwa = (await products()).find((p) => p.ProductType === 'mobileFWA');
    expect(fwa).toMatchObject({
      UUID: order.ProductUUID, ServiceType: 'FWA', Status: 2, StateDescription: 'Created', Substate: 'RequiresSiteVisitInstallBooking', OrderUUID: order.UUID,
      ServiceAddress: { LocationProviderIDX: HAKARIMATA },
    });
    expect(fwa?.BillingReference).toMatch(/^postpay:\d+$/);
    expect(fwa?.Addons).toEqual([expect.objectContaining({ Name: 'Wireless Unlimited', IsBasePlan: true, PriceCents: 7500 })]);

    const slots = await req<{ AvailableTimeSlots: Slot[] }>(run.url, 'GET', `/fwa/order/${order.UUID}/time_slots?OrderUUID=${order.UUID}&CustomerUUID=${o.customer}&Mode=install`, { jwt: o.jwt });
    const slot = slots.body.AvailableTimeSlots[0] as Slot;
    const booked = await book(o.jwt, order.UUID, [{ VisitType: 'install', SlotID: slot.SlotID }], `/fwa/order/${order.UUID}/book`);
    expect(booked.body.Substate).toBe('Booked');
    expect((await products()).find((p) => p.ProductType === 'mobileFWA')?.Substate).toBe('Booked');
    const done = await moveOn(order.UUID, await untilMs(slot.EndNanos));
    expect(done.body.State).toBe('completed');
    expect(done.body.Notes.at(-1)?.Note).toBe('Installed: your fixed wireless is live');
    expect((await products()).find((p) => p.ProductType === 'mobileFWA')).toMatchObject({ Status: 4, StateDescription: 'Active', Substate: 'COMPLETED' });
    expect((await eshopOrder(o.jwt, o.customer, o.orderNumber)).Status).toBe('COMPLETED');
  });
});

describe('ownership, notes and the control routes', () => {
  test("someone else's order and product are not found; naming another customer is refused", async () => {
    const o = await paidOrder(run.url, QUEEN, FIBRE_300);
    await advance(3_000);
    const order = await theOrder(run.url, o.jwt, o.customer) as OrderBody;
    const other = await freshCustomer(run.url, 'postpay');
    const notOrder = [404, 'Order is not found', 1404];
    const res = await ufbOrder(other.jwt, order.UUID);
    expect([res.status, res.body.err_message, res.body.err_number]).toEqual(notOrder);
    const product = await req<Err>(run.url, 'GET', `/v3/69/UFB/${order.ProductUUID}`, { jwt: other.jwt });
    expect([product.status, product.body.err_message, product.body.err_number]).toEqual([404, 'Product is not found', 1404]);
    const slots = await slotsOf(other.jwt, order.UUID, 'install');
    expect([slots.status, slots.body.err_message]).toEqual([404, 'Order is not found']);
    const booking = await book(other.jwt, order.UUID, [{ VisitType: 'install', SlotID: '2099-01-05-AM' }]);
    expect(booking.status).toBe(404);
    expect((await req(run.url, 'GET', `/v3/69/ufb_order/${order.UUID}/note`, { jwt: other.jwt })).status).toBe(404);
    expect((await req(run.url, 'GET', `/v3/69/UFB_order?CustomerUUID=${o.customer}`, { jwt: other.jwt })).status).toBe(401);
    expect((await req(run.url, 'GET', `/v3/69/UFB?CustomerUUID=${o.customer}`, { jwt: other.jwt })).status).toBe(401);
    expect((await req(run.url, 'GET', `/fwa/v1/customer/${o.customer}/orders`, { jwt: other.jwt })).status).toBe(401);
    expect((await req(run.url, 'GET', `/v3/69/UFB_order/${order.UUID}`)).status).toBe(401);
    // A ProductUUID that is not the order's.
    const wrong = await req<Err>(run.url, 'GET', `/ufb/v1/order/${order.UUID}/time_slots?VisitType=install&CustomerUUID=${o.customer}&ProductUUID=${order.UUID}`, { jwt: o.jwt });
    expect([wrong.status, wrong.body.err_message]).toEqual([404, 'Product is not found']);
  });

  test("a slot the customer's other order holds is taken; another customer's bookings do not take it", async () => {
    const o = await paidOrder(run.url, QUEEN, FIBRE_300);
    const second = await paidOrder(run.url, PONSONBY, FIBRE_300, { who: o });
    const stranger = await paidOrder(run.url, QUEEN, FIBRE_300);
    await advance(3_000);
    const [ponsonby, queen] = (await req<{ UFBOrders: OrderBody[] }>(run.url, 'GET', `/v3/69/UFB_order?CustomerUUID=${o.customer}`, { jwt: o.jwt })).body.UFBOrders as [OrderBody, OrderBody];
    expect(ponsonby.UUID).not.toBe(queen.UUID);
    expect(second.orderNumber).not.toBe(o.orderNumber);
    const strangerOrder = await theOrder(run.url, stranger.jwt, stranger.customer) as OrderBody;
    const slot = (await slotsOf(o.jwt, queen.UUID, 'install')).body.AvailableTimeSlots[0] as Slot;
    expect((await book(stranger.jwt, strangerOrder.UUID, [{ VisitType: 'install', SlotID: slot.SlotID }])).status).toBe(200);
    expect((await book(o.jwt, queen.UUID, [{ VisitType: 'install', SlotID: slot.SlotID }])).status).toBe(200);
    expect((await slotsOf(o.jwt, ponsonby.UUID, 'scope')).body.AvailableTimeSlots.map((s) => s.SlotID)).not.toContain(slot.SlotID);
    const taken = await book(o.jwt, ponsonby.UUID, [{ VisitType: 'scope', SlotID: slot.SlotID }]);
    expect([taken.status, taken.body.err_message]).toEqual([409, 'Time slot is not available']);
  });

  test('notes: read and add', async () => {
    const o = await paidOrder(run.url, QUEEN, FIBRE_300);
    await advance(3_000);
    const order = await theOrder(run.url, o.jwt, o.customer) as OrderBody;
    const added = await req<{ Notes: Array<{ Note: string; CreatedAtNanos: number }> }>(run.url, 'POST', `/v3/69/ufb_order/${order.UUID}/note`, { jwt: o.jwt, body: { Note: 'Dog on site' } });
    expect(added.status).toBe(200);
    const read = await req<{ Notes: Array<{ Note: string; CreatedAtNanos: number }> }>(run.url, 'GET', `/v3/69/ufb_order/${order.UUID}/note`, { jwt: o.jwt });
    expect(read.body.Notes.map((n) => n.Note)).toEqual(['Order received', 'Dog on site']);
    expect((await req(run.url, 'POST', `/v3/69/ufb_order/${order.UUID}/note`, { jwt: o.jwt, body: { Note: ' ' } })).status).toBe(400);
  });

  test('fail: the order cancelled with the note, its e-shop order FAILED with it; move-on of an unknown order is not found', async () => {
    const o = await paidOrder(run.url, QUEEN, FIBRE_300);
    await advance(3_000);
    const order = await theOrder(run.url, o.jwt, o.customer) as OrderBody;
    const failed = await control<OrderBody>(run.url, 'POST', `/broadband/orders/${order.UUID}/fail`, { note: 'The fibre line to the house is damaged' });
    expect(failed.body).toMatchObject({ State: 'cancelled', Substate: 'Cancelled' });
    const shop = await eshopOrder(o.jwt, o.customer, o.orderNumber);
    expect(shop.Status).toBe('FAILED');
    expect(shop.OrderNotes.at(-1)?.Note).toBe('The fibre line to the house is damaged');
    expect((await ufbProducts(o.jwt, o.customer)).UFB[0]?.State).toBe('cancelled');
    expect((await control(run.url, 'POST', '/broadband/orders/nothing/move-on', { ms: 1000 })).status).toBe(404);
    expect((await control(run.url, 'POST', `/broadband/orders/${order.UUID}/move-on`, { ms: -1 })).status).toBe(400);
  });
});
