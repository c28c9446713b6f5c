import { broadbandOrderEvents } from '@/lib/broadband/events';
import { clearCache } from '@/lib/cache';
import { sessionCookieName, unsealSession } from '@/lib/session';
import { createContext } from '@/lib/upstream/context';
import type { Who } from '../support/account';
import { freshCustomer, sandboxPerFile, upstreamRequests } from '../support/account';
import { control } from '../support/bff';
import { appeared, BOTH_MODULES, broadband, failOrder, HAKARIMATA, orderInput, payCart, PONSONBY, QUEEN, readEvents } from '../support/broadband';
import { flagsForFile } from '../support/money';

/**
 * After payment (docs/broadband-contract.md §3.1; issue 17 items 1 and 3): the checkout's wait as
 * Server-Sent Events (the order, then the new product), the order with its timeline, the visits'
 * slots and booking (a reschedule, a slot taken), and another customer's ids refused.
 */

const sb = sandboxPerFile();
flagsForFile(BOTH_MODULES);
beforeEach(() => clearCache());
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const SLOT = /^\d{4}-\d{2}-\d{2}-(AM|PM)$/;

/** A postpay customer who ordered at that address and paid by card 4242. */
async function ordered(idx: string, technology: 'UFB' | 'FWA', plan: string, modem: string | null): Promise<{ who: Who; orderNumber: string }> {
  const who = await freshCustomer(sb.url, 'postpay');
  const cart = await broadband.cart({ cookie: who.cookie }, await orderInput({ cookie: who.cookie }, idx, technology, plan, modem));
  if (cart.status !== 200) throw new Error(`cart ${cart.status} ${JSON.stringify(cart.body)}`);
  return { who, orderNumber: await payCart(sb.url, who.cookie, cart.body.cartUuid) };
}

describe('the checkout\'s wait: GET /api/broadband/orders/{orderNumber}/events', () => {
  test('fibre with a scope visit: the order until PROCESSING, then the new service with the scope visit to book, then end', async () => {
    const { who, orderNumber } = await ordered(PONSONBY, 'UFB', 'Fibre 300', 'Wi-Fi 6 Modem');
    const r = await broadband.events({ cookie: who.cookie }, orderNumber);
    expect(r.status).toBe(200);
    expect(r.res.headers.get('content-type')).toContain('text/event-stream');
    const events = await readEvents(r.res);
    const names = events.map((e) => e.event);
    expect(names[0]).toBe('order');
    expect(events[0]?.data).toMatchObject({ status: 'PAID', outcome: 'pending' });
    expect(events.filter((e) => e.event === 'order').at(-1)?.data).toMatchObject({ status: 'PROCESSING', outcome: 'success' });
    expect(names.slice(-2)).toEqual(['service', 'end']);
    const service = events.at(-2)?.data as { id: string; toBook: string; orderText: string; planName: string; eshopOrderNumber: string };
    expect(service).toMatchObject({ technology: 'UFB', eshopOrderNumber: orderNumber, planName: 'Fibre 300', toBook: 'scope', orderText: 'Site visit required', visits: ['scope', 'install'] });
    expect(events.at(-1)?.data).toEqual({ outcome: 'success', orderId: service.id });
    // "GET /eshop/v2/customer/{uuid}/order/{orderId} polled every 250 ms" (account-management.md §7, broadband)
    const polled = await upstreamRequests(sb.url, '^/eshop/v2/customer/[^/]+/order/');
    expect(polled.length).toBeGreaterThan(0);
    expect(polled.every((p) => p.path === `/eshop/v2/customer/${who.uuid}/order/${orderNumber}`)).toBe(true);
  }, 30_000);

  test('a failed order ends with its note', async () => {
    const { who, orderNumber } = await ordered(QUEEN, 'UFB', 'Fibre 300', null);
    const order = await appeared({ cookie: who.cookie }, orderNumber);
    await failOrder(sb.url, order.id, 'The line could not be connected');
    const events = await readEvents((await broadband.events({ cookie: who.cookie }, orderNumber)).res);
    expect(events.map((e) => e.event)).toEqual(['order', 'end']);
    expect(events[0]?.data).toMatchObject({ status: 'FAILED', outcome: 'failed', message: 'The line could not be connected' });
    expect(events[1]?.data).toEqual({ outcome: 'failed', message: 'The line could not be connected' });
  }, 30_000);

  test('a stream that sees the order not move on ends with `timeout` after its limit; leaving closes it', async () => {
    const { who, orderNumber } = await ordered(QUEEN, 'UFB', 'Fibre 300', null);
    const sealed = new Map(who.cookie.split('; ').map((c) => c.split('=', 2) as [string, string])).get(sessionCookieName());
    const rc = createContext(await unsealSession(sealed), 'broadband-events-test');
    const text = await new Response(await broadbandOrderEvents(rc, orderNumber, new AbortController().signal, { pollMs: 20, orderMaxMs: 150 })).text();
    expect(text.startsWith('retry: 1000\n\n')).toBe(true);
    expect(text.match(/event: order/g)).toHaveLength(1);
    expect(text).toMatch(/event: timeout\ndata: \{"phase":"order","afterMs":150\}\n\n$/);
    const leaving = new AbortController();
    const stream = await broadbandOrderEvents(rc, orderNumber, leaving.signal, { pollMs: 20 });
    leaving.abort();
    expect(await new Response(stream).text()).toMatch(/^retry: 1000\n\nevent: order\n/);
  }, 30_000);

  test('another customer\'s order number, or an unknown one, is a plain 404', async () => {
    const { orderNumber } = await ordered(QUEEN, 'UFB', 'Fibre Starter', null);
    const other = await freshCustomer(sb.url, 'postpay');
    for (const n of [orderNumber, 'SO999999']) {
      const r = await broadband.events({ cookie: other.cookie }, n);
      expect([r.status, r.body.error?.code]).toEqual([404, 'not_found']);
    }
  }, 30_000);
});

describe('the order, its slots and booking', () => {
  let who: Who;
  let orderId: string;
  beforeAll(async () => {
    const o = await ordered(PONSONBY, 'UFB', 'Fibre Max', null);
    who = o.who;
    orderId = (await appeared({ cookie: who.cookie }, o.orderNumber)).id;
  }, 30_000);

  test('GET /api/broadband/orders and /orders/{id}: the order with its timeline (ordered, paid, scope, install, live)', async () => {
    const list = await broadband.orders({ cookie: who.cookie });
    expect(list.body.orders.map((o) => o.id)).toEqual([orderId]);
    const one = await broadband.order({ cookie: who.cookie }, orderId);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: orderId, planName: 'Fibre Max', address: expect.stringContaining('Ponsonby Road'), toBook: 'scope', goLive: null });
    expect(one.body.timeline.map((s) => [s.step, s.state])).toEqual([['ordered', 'done'], ['paid', 'done'], ['scope', 'current'], ['install', 'upcoming'], ['live', 'upcoming']]);
    expect(one.body.timeline[1]?.at).toMatch(ISO);
  });

  test('scope slots; booking one; the install then; booking the scope again moves it (a reschedule)', async () => {
    const as = { cookie: who.cookie };
    const scope = await broadband.slots(as, orderId, 'scope');
    expect(scope.status).toBe(200);
    expect(scope.body.slots.length).toBeGreaterThan(4);
    expect(scope.body.slots[0]).toEqual({ id: expect.stringMatching(SLOT), start: expect.stringMatching(ISO), end: expect.stringMatching(ISO) });
    await control(sb.url, 'DELETE', '/requests');
    const booked = await broadband.book(as, orderId, { visit: 'scope', slotId: scope.body.slots[0]!.id });
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({ toBook: 'install', appointments: [{ visit: 'scope', status: 'booked', start: scope.body.slots[0]!.start }] });
    const [sent] = await upstreamRequests(sb.url, '/book$');
    expect(sent).toMatchObject({ method: 'POST', path: `/ufb/v1/order/${orderId}/book`, body: { CustomerUUID: who.uuid, ProductUUID: booked.body.serviceId, Appointments: [{ VisitType: 'scope', SlotID: scope.body.slots[0]!.id }] } });
    // the install is offered after the scope visit
    const install = await broadband.slots(as, orderId, 'install');
    expect(install.body.slots.every((s) => s.start >= scope.body.slots[0]!.end)).toBe(true);
    const withInstall = await broadband.book(as, orderId, { visit: 'install', slotId: install.body.slots[0]!.id });
    expect(withInstall.body).toMatchObject({ toBook: null, goLive: install.body.slots[0]!.end, orderText: null });
    expect(withInstall.body.timeline.find((s) => s.step === 'install')).toMatchObject({ canReschedule: true, at: install.body.slots[0]!.start });
    // moved: the scope visit to another slot still before the install
    const moved = await broadband.book(as, orderId, { visit: 'scope', slotId: scope.body.slots[1]!.id });
    expect(moved.status).toBe(200);
    expect(moved.body.appointments.find((a) => a.visit === 'scope')?.start).toBe(scope.body.slots[1]!.start);
  });

  test('a slot that is not offered → 409 slot_taken', async () => {
    const r = await broadband.book({ cookie: who.cookie }, orderId, { visit: 'install', slotId: '2020-01-06-AM' });
    expect([r.status, r.body.error?.code, r.body.error?.message]).toEqual([409, 'slot_taken', 'That time is no longer available. Choose another.']);
  });

  test('another customer\'s order id is 404 everywhere, and nothing is booked', async () => {
    const other = await freshCustomer(sb.url, 'postpay');
    const as = { cookie: other.cookie };
    await control(sb.url, 'DELETE', '/requests');
    for (const r of [await broadband.order(as, orderId), await broadband.slots(as, orderId, 'scope'), await broadband.book(as, orderId, { visit: 'scope', slotId: '2030-01-07-AM' })]) {
      expect([r.status, r.body.error?.code]).toEqual([404, 'not_found']);
    }
    expect(await upstreamRequests(sb.url, '(time_slots|/book$)')).toEqual([]);
    expect((await broadband.orders(as)).body.orders).toEqual([]);
  });
});

describe('fixed wireless: the install visit only', () => {
  test('the FWA order\'s install slots and booking; a scope visit is not required (422)', async () => {
    const { who, orderNumber } = await ordered(HAKARIMATA, 'FWA', 'Wireless Unlimited', null);
    const as = { cookie: who.cookie };
    const order = await appeared(as, orderNumber);
    expect(order).toMatchObject({ technology: 'FWA', planName: 'Wireless Unlimited', visits: ['install'], toBook: 'install' });
    const scope = await broadband.slots(as, order.id, 'scope');
    expect([scope.status, scope.body.error?.code, scope.body.error?.message]).toEqual([422, 'bad_input', 'Visit type is not required']);
    const slots = await broadband.slots(as, order.id, 'install');
    const booked = await broadband.book(as, order.id, { visit: 'install', slotId: slots.body.slots[2]!.id });
    expect(booked.body).toMatchObject({ toBook: null, goLive: slots.body.slots[2]!.end });
    const sent = await upstreamRequests(sb.url, `/fwa/order/${order.id}/`);
    expect(sent.map((x) => `${x.method} ${x.path}`)).toEqual(expect.arrayContaining([`GET /fwa/order/${order.id}/time_slots`, `POST /fwa/order/${order.id}/book`]));
  }, 30_000);
});
