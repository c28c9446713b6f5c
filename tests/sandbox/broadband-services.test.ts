import { control, firstCustomer, signIn, start, type Running } from './helpers';
import { freshCustomer, req } from './eshop-helpers';
import {
  FIBRE_300, FIBRE_CLASSIC, FIBRE_MAX, HAKARIMATA, HYPERFIBRE, UUID_SHAPE, WIRELESS_MAX, WIRELESS_UNLIMITED, paidOrder, theOrder,
  type OrderBody, type Slot,
} from './broadband-helpers';

let run: Running;
beforeAll(async () => {
  run = await start();
});
afterAll(() => run.sandbox.close());
beforeEach(() => control(run.url, 'POST', '/reset'));

type UfbProduct = { UUID: string; OrderUUID: string; Substate: string; State: string; StateDescription: string; Status: number; PlanName: string; PriceCents: number; ProductAvailabilityUUID: string; GoLiveAtNanos: number; DeletedAtNanos: number; Address: { Formatted: string } };
type Plan = { ID: string; Name: string; PriceCents: number; Current?: boolean };
type Err = { err_message: string; err_number: number };
type Invoice = { Status: string; Charges: Array<{ Description: string; AmountCents: number }> };

const ufbList = async (jwt: string, customer: string) => (await req<{ UFB: UfbProduct[] }>(run.url, 'GET', `/v3/69/UFB?CustomerUUID=${customer}`, { jwt })).body.UFB;
const plansOf = (jwt: string, customer: string, service: string) =>
  req<{ BroadbandPlans: { Plans: Plan[] } } & Err>(run.url, 'GET', `/ufb/v1/customer/${customer}/service/${service}/plans`, { jwt });
const changeUfb = (jwt: string, customer: string, service: string, plan: string) =>
  req<UfbProduct & Err>(run.url, 'POST', `/ufb/v1/service/${service}/change-plan`, { jwt, body: { CustomerUUID: customer, ProductAvailabilityUUID: plan } });
const openBill = async (jwt: string, customer: string) =>
  (await req<{ Invoices: Invoice[] }>(run.url, 'GET', `/v3/customer/${customer}/invoices?Status=OPEN`, { jwt })).body.Invoices[0];
const nowMs = async () => (await control<{ now: number }>(run.url, 'GET', '/clock')).body.now;

async function postpay() {
  const auth = await signIn(run.url, 'postpay@example.com');
  return { jwt: auth.JWT, customer: firstCustomer(auth) };
}

describe("postpay@example.com's fibre (§2.5 demo)", () => {
  test('an active Fibre 300 at 101 Lambton Quay, live for months, its order COMPLETED with both visits done', async () => {
    const p = await postpay();
    const [fibre, ...more] = await ufbList(p.jwt, p.customer);
    expect(more).toEqual([]);
    expect(fibre).toMatchObject({ State: 'active', StateDescription: 'Active', Status: 4, PlanName: 'Fibre 300', PriceCents: 7900, DeletedAtNanos: 0 });
    expect(fibre?.Address.Formatted).toBe('101 Lambton Quay, Wellington Central, Wellington 6011');
    expect(fibre?.GoLiveAtNanos).toBeLessThan(((await nowMs()) - 100 * 86_400_000) * 1e6);
    const order = await theOrder(run.url, p.jwt, p.customer) as OrderBody;
    expect(order).toMatchObject({ State: 'completed', Substate: 'COMPLETED', Visits: ['scope', 'install'], GoLiveAtNanos: fibre?.GoLiveAtNanos });
    expect(order.Appointments.map((a) => [a.VisitType, a.Status])).toEqual([['scope', 'done'], ['install', 'done']]);
    // Its mobile product is still there.
    const mobile = await req<{ MobileProducts: Array<{ ProductType: string; Status: number }> }>(run.url, 'GET', `/v2/69/customer/${p.customer}/mobile_products`, { jwt: p.jwt });
    expect(mobile.body.MobileProducts.map((m) => [m.ProductType, m.Status])).toEqual([['mobile', 4]]);
  });

  test('plans for the service: on sale at the address, the current one marked, no Hyperfibre at Lambton Quay', async () => {
    const p = await postpay();
    const [fibre] = await ufbList(p.jwt, p.customer);
    const res = await plansOf(p.jwt, p.customer, fibre?.UUID ?? '');
    expect(res.status).toBe(200);
    const plans = res.body.BroadbandPlans.Plans;
    expect(plans.map((x) => [x.Name, x.Current === true])).toEqual([['Fibre Starter', false], ['Fibre 300', true], ['Fibre Max', false]]);
  });

  test('change plan: takes effect now, the new name and price on the service, a line on the OPEN bill; then by /ufb/change-plan', async () => {
    const p = await postpay();
    const [fibre] = await ufbList(p.jwt, p.customer);
    const changed = await changeUfb(p.jwt, p.customer, fibre?.UUID ?? '', FIBRE_MAX);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ UUID: fibre?.UUID, PlanName: 'Fibre Max', PriceCents: 9500, ProductAvailabilityUUID: FIBRE_MAX, State: 'active' });
    expect((await ufbList(p.jwt, p.customer))[0]?.PlanName).toBe('Fibre Max');
    // One line for the one change: charged once.
    const changes = (await openBill(p.jwt, p.customer))?.Charges.filter((c) => c.Description.startsWith('Plan change'));
    expect(changes).toEqual([expect.objectContaining({ Description: 'Plan change: Fibre Max', AmountCents: 9500 })]);
    const back = await req<UfbProduct>(run.url, 'POST', '/ufb/change-plan', { jwt: p.jwt, body: { UUID: fibre?.UUID, ProductAvailabilityUUID: FIBRE_300, CustomerUUID: p.customer } });
    expect(back.body).toMatchObject({ PlanName: 'Fibre 300', PriceCents: 6900 });
  });

  test("the errors: the current plan, one not sold there, a suspended service, someone else's service", async () => {
    const p = await postpay();
    const [fibre] = await ufbList(p.jwt, p.customer);
    const service = fibre?.UUID ?? '';
    for (const plan of [FIBRE_300, HYPERFIBRE, FIBRE_CLASSIC, WIRELESS_UNLIMITED, 'nothing']) {
      const res = await changeUfb(p.jwt, p.customer, service, plan);
      expect([res.status, res.body.err_message]).toEqual([400, 'Plan is not available']);
    }
    const other = await freshCustomer(run.url, 'postpay');
    const theirs = await changeUfb(other.jwt, other.customer, service, FIBRE_MAX);
    expect([theirs.status, theirs.body.err_message, theirs.body.err_number]).toEqual([404, 'Product is not found', 1404]);
    expect((await changeUfb(other.jwt, p.customer, service, FIBRE_MAX)).status).toBe(401);
    expect((await plansOf(other.jwt, other.customer, service)).status).toBe(404);
    run.sandbox.store.db.prepare("UPDATE customers SET account_state = 'Suspended' WHERE uuid = ?").run(p.customer);
    const suspended = await changeUfb(p.jwt, p.customer, service, FIBRE_MAX);
    expect([suspended.status, suspended.body.err_message]).toEqual([400, 'A suspended service cannot switch plans']);
  });
});

describe('the test states of POST /__control/customers', () => {
  test('fibre: a postpay copy with an active Fibre 300 like postpay@example.com', async () => {
    const who = await freshCustomer(run.url, 'fibre');
    const [fibre, ...more] = await ufbList(who.jwt, who.customer);
    expect(more).toEqual([]);
    expect(fibre).toMatchObject({ State: 'active', Status: 4, PlanName: 'Fibre 300' });
    expect(fibre?.UUID).toMatch(UUID_SHAPE);
    const order = await theOrder(run.url, who.jwt, who.customer) as OrderBody;
    expect(order).toMatchObject({ ProductUUID: fibre?.UUID, State: 'completed' });
    expect(fibre).toMatchObject({ OrderUUID: order.UUID, Substate: 'COMPLETED' });
    const p = await postpay();
    expect(fibre?.UUID).not.toBe((await ufbList(p.jwt, p.customer))[0]?.UUID);
    expect((await changeUfb(who.jwt, who.customer, fibre?.UUID ?? '', FIBRE_MAX)).status).toBe(200);
  });

  test('fibre-booked: a PAID fibre order at 17 Ponsonby Road, the scope visit booked, the install not; its service is not active yet', async () => {
    const who = await freshCustomer(run.url, 'fibre-booked');
    const order = await theOrder(run.url, who.jwt, who.customer) as OrderBody;
    expect(order).toMatchObject({ State: 'in_progress', Substate: 'RequiresSiteVisitInstallBooking', Visits: ['scope', 'install'] });
    expect(order.Appointments.map((a) => [a.VisitType, a.Status])).toEqual([['scope', 'booked']]);
    const shop = await req<{ Status: string; Items: Array<{ Name: string }> }>(run.url, 'GET', `/eshop/v3/customer/${who.customer}/order/${order.EshopOrderNumber}`, { jwt: who.jwt });
    expect(shop.body.Status).toBe('PAID');
    expect(shop.body.Items.map((i) => i.Name)).toEqual(['Fibre 300']);
    const [fibre] = await ufbList(who.jwt, who.customer);
    expect(fibre).toMatchObject({ UUID: order.ProductUUID, State: 'created', Status: 2 });
    expect(fibre?.Address.Formatted).toContain('17 Ponsonby Road');
    const notActive = await changeUfb(who.jwt, who.customer, order.ProductUUID, FIBRE_MAX);
    expect([notActive.status, notActive.body.err_message]).toEqual([400, 'Service is not active']);
    // The install can be booked from the day after the scope visit.
    const slots = await req<{ AvailableTimeSlots: Slot[] }>(run.url, 'GET', `/ufb/v1/order/${order.UUID}/time_slots?VisitType=install&CustomerUUID=${who.customer}`, { jwt: who.jwt });
    expect(slots.body.AvailableTimeSlots[0]?.StartNanos).toBeGreaterThan(order.Appointments[0]?.EndNanos ?? Infinity);
  });

  test('an unknown state is refused', async () => {
    const res = await control<Err>(run.url, 'POST', '/customers', { state: 'fibre-maybe' });
    expect(res.status).toBe(400);
    expect(res.body.err_message).toContain('fibre-booked');
  });
});

describe('fixed wireless: plans and change plan (§2.5)', () => {
  test('after install the FWA service lists the plans at its address and switches now', async () => {
    const o = await paidOrder(run.url, HAKARIMATA, WIRELESS_UNLIMITED, { tech: 'fwa' });
    await control(run.url, 'POST', '/clock', { advanceMs: 3_000 });
    const order = await theOrder(run.url, o.jwt, o.customer, 'FWA') as OrderBody;
    const path = `/fwa/v1/customer/${o.customer}/mobile/${order.ProductUUID}/plans`;
    expect((await req<{ BroadbandPlans: { Plans: Plan[] } }>(run.url, 'GET', path, { jwt: o.jwt })).body.BroadbandPlans.Plans.filter((x) => x.Current).map((x) => x.Name)).toEqual(['Wireless Unlimited']);
    const change = (plan: string) => req<{ PlanName: string; Addons: Array<{ Name: string; IsBasePlan: boolean; PriceCents: number }> } & Err>(run.url, 'POST', '/fwa/change-plan', {
      jwt: o.jwt, body: { UUID: order.ProductUUID, ProductAvailabilityUUID: plan, CustomerUUID: o.customer },
    });
    const early = await change(WIRELESS_MAX);
    expect([early.status, early.body.err_message]).toEqual([400, 'Service is not active']);
    const slot = (await req<{ AvailableTimeSlots: Slot[] }>(run.url, 'GET', `/fwa/order/${order.UUID}/time_slots?Mode=install`, { jwt: o.jwt })).body.AvailableTimeSlots[0] as Slot;
    await req(run.url, 'POST', `/fwa/order/${order.UUID}/book`, { jwt: o.jwt, body: { CustomerUUID: o.customer, Appointments: [{ VisitType: 'install', SlotID: slot.SlotID }] } });
    await control(run.url, 'POST', `/broadband/orders/${order.UUID}/move-on`, { ms: slot.EndNanos / 1e6 - (await nowMs()) });
    const changed = await change(WIRELESS_MAX);
    expect(changed.status).toBe(200);
    expect(changed.body.Addons.filter((a) => a.IsBasePlan)).toEqual([expect.objectContaining({ Name: '5G Wireless Max', PriceCents: 8500 })]);
    expect(changed.body.PlanName).toBe('5G Wireless Max');
    expect((await change(FIBRE_MAX)).body.err_message).toBe('Plan is not available');
    // A fibre service's plans are not a fixed wireless one's.
    expect((await plansOf(o.jwt, o.customer, order.ProductUUID)).status).toBe(404);
    expect((await req(run.url, 'GET', `/fwa/v1/customer/${o.customer}/mobile/${order.ProductUUID}/plans`, { jwt: (await freshCustomer(run.url)).jwt })).status).toBe(401);
  });
});
