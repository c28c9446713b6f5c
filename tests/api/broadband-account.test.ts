import { clearCache } from '@/lib/cache';
import type { Who } from '../support/account';
import { freshCustomer, sandboxPerFile, upstreamRequests } from '../support/account';
import { control, cookieFrom, upstreamSignIn } from '../support/bff';
import { sessionOf } from '../support/eshop';
import { appeared, BOTH_MODULES, broadband, HAKARIMATA, moveOrderOn, orderInput, payCart, QUEEN } from '../support/broadband';
import { flagsForFile } from '../support/money';

/**
 * The account side (docs/broadband-contract.md §3.2; issue 17 item 2): the subscriptions with the
 * subscription-state rules and service-order texts, the plans of a service and the plan change,
 * select-ufb-product's current service, another customer's ids refused.
 */

const sb = sandboxPerFile();
flagsForFile(BOTH_MODULES);
beforeEach(() => clearCache());
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DAYS_30 = 30 * 24 * 60 * 60 * 1000;

/** A postpay customer with a broadband order at that address, paid, its service appeared. */
async function subscribed(idx: string, technology: 'UFB' | 'FWA', plan: string): Promise<{ who: Who; orderId: string; serviceId: string }> {
  const who = await freshCustomer(sb.url, 'postpay');
  const cart = await broadband.cart({ cookie: who.cookie }, await orderInput({ cookie: who.cookie }, idx, technology, plan, null));
  const order = await appeared({ cookie: who.cookie }, await payCart(sb.url, who.cookie, cart.body.cartUuid));
  return { who, orderId: order.id, serviceId: order.serviceId };
}

/** Books the install's first slot and moves the order past it: the service goes live. */
async function live(who: Who, orderId: string): Promise<void> {
  const slots = await broadband.slots({ cookie: who.cookie }, orderId, 'install');
  await broadband.book({ cookie: who.cookie }, orderId, { visit: 'install', slotId: slots.body.slots[0]!.id });
  await moveOrderOn(sb.url, orderId, DAYS_30);
  clearCache();
}

describe('postpay@example.com (the demo): its fibre service is Active', () => {
  test('Fibre 300 at 101 Lambton Quay: "ufb", "postpay", "Active", its plan can change; its order is completed with both visits done', async () => {
    const cookie = await sessionOf('postpay@example.com');
    const r = await broadband.services({ cookie });
    expect(r.status).toBe(200);
    expect(r.body.services).toEqual([expect.objectContaining({
      technology: 'UFB', planName: 'Fibre 300', address: expect.stringContaining('101 Lambton Quay'), state: 'active', status: 'ufb', secondLabel: 'postpay',
      orderText: 'Active', canChangePlan: true, goLive: expect.stringMatching(ISO), orderId: null, current: true,
    })]);
    const [order] = (await broadband.orders({ cookie })).body.orders;
    expect(order).toMatchObject({ state: 'completed', toBook: null, visits: ['scope', 'install'] });
    expect(order?.timeline.every((t) => t.state === 'done')).toBe(true);
    // a closed order's visits cannot move
    const moved = await broadband.book({ cookie }, order!.id, { visit: 'install', slotId: '2030-01-07-AM' });
    expect([moved.status, moved.body.error?.code, moved.body.error?.message]).toEqual([409, 'order_closed', 'This order is closed, so its visits cannot change.']);
  });
});

describe('fibre, from ordered to live', () => {
  let who: Who;
  let orderId: string;
  let serviceId: string;
  beforeAll(async () => {
    ({ who, orderId, serviceId } = await subscribed(QUEEN, 'UFB', 'Fibre 300'));
  }, 30_000);

  test('pending: "Not Activated", second label "postpay", "Site visit required", its order, no plan change; the only fibre service is current', async () => {
    const r = await broadband.services({ cookie: who.cookie });
    expect(r.status).toBe(200);
    expect(r.body.services).toEqual([{
      id: serviceId, technology: 'UFB', address: expect.stringContaining('Queen Street'), planName: 'Fibre 300', priceCents: expect.any(Number),
      state: 'pending', status: 'Not Activated', secondLabel: 'postpay', orderText: 'Site visit required', canChangePlan: false, goLive: null, orderId, current: true,
    }]);
  });

  test('a service not live yet cannot change plan: 422 before the upstream', async () => {
    await control(sb.url, 'DELETE', '/requests');
    const r = await broadband.changePlan({ cookie: who.cookie }, serviceId, { availabilityUuid: '00000000-0000-4000-8000-000000000001' });
    expect([r.status, r.body.error?.code, r.body.error?.message]).toEqual([422, 'plan_change_refused', 'Service is not active']);
    expect(await upstreamRequests(sb.url, 'change-plan')).toEqual([]);
  });

  test('live: "ufb", "Active", the go-live date; its plans with the current marked; the plan change takes effect now', async () => {
    await live(who, orderId);
    const [s] = (await broadband.services({ cookie: who.cookie })).body.services;
    expect(s).toMatchObject({ id: serviceId, state: 'active', status: 'ufb', secondLabel: 'postpay', orderText: 'Active', canChangePlan: true, goLive: expect.stringMatching(ISO), orderId: null });
    const order = await broadband.order({ cookie: who.cookie }, orderId);
    expect(order.body.timeline.map((t) => t.state)).toEqual(['done', 'done', 'done', 'done']);

    const plans = await broadband.servicePlans({ cookie: who.cookie }, serviceId);
    expect(plans.status).toBe(200);
    expect(plans.body.plans.filter((p) => p.current).map((p) => p.name)).toEqual(['Fibre 300']);
    const max = plans.body.plans.find((p) => p.name === 'Fibre Max')!;
    await control(sb.url, 'DELETE', '/requests');
    const changed = await broadband.changePlan({ cookie: who.cookie }, serviceId, { availabilityUuid: max.availabilityUuid });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: serviceId, planName: 'Fibre Max', priceCents: max.priceCents, status: 'ufb' });
    const [sent] = await upstreamRequests(sb.url, 'change-plan');
    expect(sent).toMatchObject({ method: 'POST', path: `/ufb/v1/service/${serviceId}/change-plan`, body: { CustomerUUID: who.uuid, ProductAvailabilityUUID: max.availabilityUuid } });
    // the list shows it at once (the customer's broadband reads were dropped)
    expect((await broadband.services({ cookie: who.cookie })).body.services[0]?.planName).toBe('Fibre Max');
    // the current plan again: the upstream's words
    const same = await broadband.changePlan({ cookie: who.cookie }, serviceId, { availabilityUuid: max.availabilityUuid });
    expect([same.status, same.body.error?.code, same.body.error?.message]).toEqual([422, 'plan_change_refused', 'Plan is not available']);
  }, 30_000);

  test('another customer\'s service id is 404 everywhere, before the upstream', async () => {
    const other = await freshCustomer(sb.url, 'postpay');
    const as = { cookie: other.cookie };
    await control(sb.url, 'DELETE', '/requests');
    for (const r of [await broadband.servicePlans(as, serviceId), await broadband.changePlan(as, serviceId, { availabilityUuid: serviceId }), await broadband.choose(as, { serviceId })]) {
      expect([r.status, r.body.error?.code]).toEqual([404, 'not_found']);
    }
    expect(await upstreamRequests(sb.url, '(change-plan|/plans$)')).toEqual([]);
    expect((await broadband.services(as)).body.services).toEqual([]);
  });
});

describe('select-ufb-product: PUT /api/broadband/services/current', () => {
  test('the chosen fibre service is current (a cookie); a fixed wireless one cannot be chosen', async () => {
    const { who, serviceId: first } = await subscribed(QUEEN, 'UFB', 'Fibre Starter');
    // a second fibre service and a fixed wireless one for the same customer
    const as = { cookie: who.cookie };
    const second = await appeared(as, await payCart(sb.url, who.cookie, (await broadband.cart(as, await orderInput(as, QUEEN, 'UFB', 'Fibre 300', null))).body.cartUuid));
    const fwa = await appeared(as, await payCart(sb.url, who.cookie, (await broadband.cart(as, await orderInput(as, HAKARIMATA, 'FWA', 'Wireless Essential', null))).body.cartUuid));
    clearCache();
    const before = (await broadband.services(as)).body.services;
    expect(before.map((s) => [s.technology, s.current])).toEqual(expect.arrayContaining([['FWA', false]]));
    expect(before.filter((s) => s.current).map((s) => s.id)).toEqual([first]);

    const chosen = await broadband.choose(as, { serviceId: second.serviceId });
    expect([chosen.status, chosen.body]).toEqual([200, { ok: true }]);
    const cookie = cookieFrom(chosen.res, who.cookie);
    expect(cookie).toContain(`broadband_service=${second.serviceId}`);
    expect((await broadband.services({ cookie })).body.services.filter((s) => s.current).map((s) => s.id)).toEqual([second.serviceId]);
    expect((await broadband.choose(as, { serviceId: fwa.serviceId })).status).toBe(404);
  }, 60_000);
});

describe('fixed wireless: the mobileFWA product as a subscription', () => {
  test('pending, then live after the install; its plan change goes to /fwa/change-plan', async () => {
    const { who, orderId, serviceId } = await subscribed(HAKARIMATA, 'FWA', 'Wireless Unlimited');
    const as = { cookie: who.cookie };
    expect((await broadband.services(as)).body.services.find((s) => s.id === serviceId)).toMatchObject({ technology: 'FWA', planName: 'Wireless Unlimited', state: 'pending', status: 'Not Activated', orderId });
    await live(who, orderId);
    const s = (await broadband.services(as)).body.services.find((x) => x.id === serviceId);
    expect(s).toMatchObject({ state: 'active', status: 'ufb', orderText: 'Active', canChangePlan: true, address: expect.stringContaining('Hakarimata') });
    const plans = (await broadband.servicePlans(as, serviceId)).body.plans;
    const max = plans.find((p) => p.name === '5G Wireless Max')!;
    await control(sb.url, 'DELETE', '/requests');
    const changed = await broadband.changePlan(as, serviceId, { availabilityUuid: max.availabilityUuid });
    expect([changed.status, changed.body.planName]).toEqual([200, '5G Wireless Max']);
    const [sent] = await upstreamRequests(sb.url, 'change-plan');
    expect(sent).toMatchObject({ path: '/fwa/change-plan', body: { UUID: serviceId, ProductAvailabilityUUID: max.availabilityUuid, CustomerUUID: who.uuid } });
  }, 30_000);
});

describe('a suspended service — "A suspended broadband service cannot switch plans."', () => {
  test('409 suspended_cannot_switch, before the upstream is asked', async () => {
    const { who, orderId, serviceId } = await subscribed(QUEEN, 'UFB', 'Fibre 300');
    await live(who, orderId);
    const list = await fetch(`${sb.url}/v3/69/UFB?CustomerUUID=${who.uuid}`, { headers: { authorization: `Bearer ${(await upstreamSignIn(sb.url, who.email)).JWT}` } }).then((r) => r.json() as Promise<{ UFB: Array<Record<string, unknown>> }>);
    await control(sb.url, 'POST', '/faults', {
      path: '^/v3/69/UFB$', kind: 'status', status: 200, body: { UFB: list.UFB.map((p) => ({ ...p, StateDescription: 'Suspended', State: 'suspended' })), Page: 1, PageSize: 100, Total: list.UFB.length },
      queryIncludes: who.uuid,
    });
    try {
      const [s] = (await broadband.services({ cookie: who.cookie })).body.services;
      expect(s).toMatchObject({ state: 'suspended', status: 'ufb_suspended', canChangePlan: false });
      await control(sb.url, 'DELETE', '/requests');
      const r = await broadband.changePlan({ cookie: who.cookie }, serviceId, { availabilityUuid: serviceId });
      expect([r.status, r.body.error?.code, r.body.error?.message]).toEqual([409, 'suspended_cannot_switch', 'A suspended broadband service cannot switch plans.']);
      expect(await upstreamRequests(sb.url, 'change-plan')).toEqual([]);
    } finally {
      await control(sb.url, 'DELETE', '/faults');
    }
  }, 30_000);
});
