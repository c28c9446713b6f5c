import { POST as addItem } from '@/app/api/eshop/cart/items/route';
import { POST as checkoutPost } from '@/app/api/eshop/checkout/route';
import { GET as optionsGet } from '@/app/api/eshop/payment-options/route';
import { GET as routesGet } from '@/app/api/customer/billing-routes/route';
import { POST as topUpPost } from '@/app/api/customer/top-up/route';
import type { PaymentStarted } from '@/lib/billing/money-types';
import { clearCache, resetLimiter } from '@/lib/cache';
import type { BillingRouteView } from '@/lib/customer/types';
import type { CartView, CheckoutResult } from '@/lib/eshop/types';
import { freshCustomer, sandboxPerFile, upstreamRequests, type Who } from '../support/account';
import { control } from '../support/bff';
import { call, sessionOf, type ErrorOut } from '../support/eshop';
import { expireApproval, FAMILY_FLAGS, families, flagsPerFile, outboxOf, tokenOf } from '../support/families';
import { UPSTREAM_FAULTS, withFault } from '../support/faults';
import { availabilityOf, mobile } from '../support/mobile';
import { withFlags } from '../support/money';

/**
 * Billing routes, their invites and requests, and bill to account (docs/families-contract.md §3,
 * issue 15 item 4) against the in-process sandbox. The three flags of issue 15 are on for the file
 * and off where a test says so. The demo (payer@ pays for child@) is only read; each change is
 * made between fresh customers of the test's own.
 */

const sb = sandboxPerFile();
const fresh = (state = 'prepay') => freshCustomer(sb.url, state);
const demo = async (email: string): Promise<Who> => ({ cookie: await sessionOf(email), uuid: '', email });
const clearLog = () => control(sb.url, 'DELETE', '/requests');
const OFF = { FLAG_BILLING_ROUTING: 'false' };
const SPEND_LIMIT_OVER = { code: 'spend_limit_over', message: 'Spend limit is over' };

flagsPerFile({ ...FAMILY_FLAGS, FLAG_HIDE_PREPAY_TOP_UP: 'false' });
beforeEach(() => {
  clearCache();
  resetLimiter(); // the send limits (docs/send-limits.md) count per test, as every limiter here
});

/** A fresh payer offers to pay for a fresh child (no card, no credit) up to `dollars` a month; the child accepts with the email's code. */
async function paidFor(dollars: number | string): Promise<{ payer: Who; child: Who; route: string }> {
  const [payer, child] = [await fresh(), await fresh('child')];
  const offer = await families.request(payer, { type: 'invite', email: child.email, name: 'Phone money', total: dollars, cycle: 1 });
  expect(offer.status).toBe(200);
  const accepted = await families.accept(child, await tokenOf(sb.url, offer.body.uuid), { action: 'approve' });
  expect(accepted.status).toBe(200);
  return { payer, child, route: accepted.body.routes.find((r) => r.routingType === 'parent')!.uuid };
}

describe('GET /api/customer/billing-routes', () => {
  test('payer@ (the demo) pays for Tama: the child route, $50 a month, $30 left; both choices shown', async () => {
    const r = await families.routes(await demo('payer@example.com'));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      canInvite: true, canRequest: true, showTypeChoice: true,
      routes: [{
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), routingType: 'child', name: "Tama's phone", description: 'Top-ups and add-ons for Tama', spendLimit: 5000, spendCycle: 1, spendCycleCount: 0,
        remainingSpend: 3000, other: { name: 'Tama Kereama', email: 'child@example.com', number: '022 555 1116' }, debitAccount: expect.stringMatching(/^[0-9a-f-]{36}$/), creditAccount: expect.stringMatching(/^[0-9a-f-]{36}$/),
      }],
    });
  });

  test('child@ sees who pays for him (the parent side); he may only ask (no radio choice)', async () => {
    const r = await families.routes(await demo('child@example.com'));
    expect([r.body.canInvite, r.body.canRequest, r.body.showTypeChoice]).toEqual([false, true, false]);
    expect(r.body.routes.map((x) => [x.routingType, x.other.name, x.other.email, x.other.number, x.remainingSpend])).toEqual([['parent', 'Hana Kereama', 'payer@example.com', null, 3000]]);
  });

  test('billing routing off → 404 for every route of it, the upstream not asked; signed out → 401', async () => {
    const who = await fresh();
    await clearLog();
    await withFlags(OFF, async () => {
      for (const r of [
        await families.routes(who), await families.requests(who), await families.request(who, { type: 'request', email: 'a@example.com' }),
        await families.actOnRequest(who, 'abc', { action: 'cancel' }), await families.accept(who, 'abc', { action: 'approve' }),
        await families.updateRoute(who, 'abc', { name: 'x' }), await families.removeRoute(who, 'abc'),
      ]) expect([r.status, r.body.error.code]).toEqual([404, 'not_found']);
    });
    expect(await upstreamRequests(sb.url, 'billing-routes|approval')).toEqual([]);
    const out = await call<ErrorOut>(routesGet, 'GET', '/api/customer/billing-routes');
    expect(out.status).toBe(401);
  });

  test.each(UPSTREAM_FAULTS.filter(([f]) => f !== 'network down'))('upstream %s → %i %s', async (fault, status, code) => {
    const who = await fresh();
    await families.routes(who);
    const r = await withFault(sb.url, fault, '^/customers/[^/]+/billing-routes$', 'GET', () => families.routes(who));
    expect([r.status, r.body.error.code]).toEqual([status, code]);
  });
});

describe('invites and requests', () => {
  test('offer to pay (invite): $25.50 a month in cents, expiring in an hour, the email links to APP_ORIGIN/profile/balance/billing-methods/accept/{code}; the child sees the offer by its code and accepts it', async () => {
    const [payer, child] = [await fresh(), await fresh('child')];
    await clearLog();
    const offer = await families.request(payer, { type: 'invite', email: child.email, name: 'Phone money', description: 'For top-ups', total: '25.50', cycle: '1' });
    expect(offer.status).toBe(200);
    expect(offer.body).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), type: 'invite', direction: 'sent', requestedTo: child.email.toLowerCase(), requestedBy: expect.stringMatching(/\S/), description: 'For top-ups', status: 'pending',
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), spendLimit: 2550, spendCycle: 1, spendCycleCount: 0, name: 'Phone money',
    });
    const [sent] = await upstreamRequests(sb.url, '^/v3/69/customer/approval/invite$');
    expect(sent?.body).toMatchObject({ CustomerUUID: payer.uuid, ApprovalType: 'BILLING_INVITE', SpendLimit: 2550, SpendCycle: 1, SpendCycleCount: 0, LinkBase: 'http://localhost:3000/profile/balance/billing-methods/accept' });
    const code = await tokenOf(sb.url, offer.body.uuid);
    expect((await outboxOf(sb.url, child.email.toLowerCase()))[0]?.link).toBe(`http://localhost:3000/profile/balance/billing-methods/accept/${code}`);
    const seen = await families.requests(child, code);
    expect(seen.body).toEqual({ sent: [], incoming: [expect.objectContaining({ uuid: offer.body.uuid, type: 'invite', direction: 'incoming', spendLimit: 2550, status: 'pending', name: 'Phone money' })] });
    const accepted = await families.accept(child, code, { action: 'approve' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.routes.map((r) => [r.routingType, r.name, r.spendLimit, r.remainingSpend, r.spendCycle])).toEqual([['parent', 'Phone money', 2550, 2550, 1]]);
    const payerSide = await families.routes(payer);
    expect(payerSide.body.routes.map((r) => [r.routingType, r.other.email, r.remainingSpend])).toEqual([['child', child.email.toLowerCase(), 2550]]);
    expect((await families.requests(payer)).body.sent.map((a) => a.status)).toEqual(['accepted']);
  });

  test('ask to be paid for (request): the payer approves it with a limit ($10 a week) and the route appears under "People you pay for"', async () => {
    const [payer, child] = [await fresh(), await fresh('child')];
    const asked = await families.request(child, { type: 'request', email: payer.email, name: "Tama's phone" });
    expect([asked.status, asked.body.type, asked.body.spendLimit]).toEqual([200, 'request', 0]);
    const incoming = await families.requests(payer);
    expect(incoming.body.incoming.map((a) => [a.uuid, a.type, a.direction])).toEqual([[asked.body.uuid, 'request', 'incoming']]);
    await clearLog();
    const approved = await families.actOnRequest(payer, asked.body.uuid, { action: 'approve', total: 10, cycle: 2, cycleCount: '3' });
    expect(approved.status).toBe(200);
    const [sent] = await upstreamRequests(sb.url, '/billing-routes/approval/action$');
    expect(sent?.body).toEqual({ Action: 'APPROVE', ApprovalUUID: asked.body.uuid, Type: 'request', Name: "Tama's phone", SpendLimit: 1000, SpendCycle: 2, SpendCycleCount: 3 });
    expect(approved.body.routes.map((r) => [r.routingType, r.name, r.spendLimit, r.spendCycle])).toEqual([['child', "Tama's phone", 1000, 2]]);
    expect((await families.routes(child)).body.routes.map((r) => [r.routingType, r.spendLimit])).toEqual([['parent', 1000]]);
  });

  test('reject one sent to you; cancel one you sent', async () => {
    const [payer, child] = [await fresh(), await fresh('child')];
    const a = (await families.request(child, { type: 'request', email: payer.email })).body;
    const rejected = await families.actOnRequest(payer, a.uuid, { action: 'reject' });
    expect([rejected.status, rejected.body.routes]).toEqual([200, []]);
    expect((await families.requests(child)).body.sent.map((x) => x.status)).toEqual(['declined']);
    const b = (await families.request(child, { type: 'request', email: payer.email })).body;
    expect((await families.actOnRequest(child, b.uuid, { action: 'cancel' })).status).toBe(200);
    expect((await families.requests(payer)).body.incoming.map((x) => [x.uuid, x.status])).toEqual([[b.uuid, 'cancelled'], [a.uuid, 'declined']]);
  });

  test('a choice the customer may not start → 403 not_allowed (child@ may not offer to pay)', async () => {
    const child = await fresh('child');
    const r = await families.request(child, { type: 'invite', email: 'someone@example.com', total: 10 });
    expect([r.status, r.body.error.code]).toEqual([403, 'not_allowed']);
  });

  test('someone else\'s request id, or the wrong side of one → 404, nothing acted on', async () => {
    const [payer, child, eve] = [await fresh(), await fresh('child'), await fresh()];
    const a = (await families.request(child, { type: 'request', email: payer.email })).body;
    await clearLog();
    expect((await families.actOnRequest(eve, a.uuid, { action: 'approve', total: 5 })).status).toBe(404);
    expect((await families.actOnRequest(eve, a.uuid, { action: 'cancel' })).status).toBe(404);
    expect((await families.actOnRequest(payer, a.uuid, { action: 'cancel' })).status).toBe(404);
    expect((await families.actOnRequest(child, a.uuid, { action: 'approve' })).status).toBe(404);
    expect(await upstreamRequests(sb.url, '/approval/action$')).toEqual([]);
    expect((await families.requests(payer)).body.incoming.map((x) => x.status)).toEqual(['pending']);
  });

  test('accept by code: none has it → 404 no_invite; its sender → 404 no_invite (not theirs to accept); expired → 410; answered → 409', async () => {
    const [payer, child, other] = [await fresh(), await fresh('child'), await fresh('child')];
    const noneWords = { code: 'no_invite', message: 'There is no invite for this link. It may have been cancelled.' };
    const none = await families.accept(child, 'no-such-code', { action: 'approve' });
    expect([none.status, none.body.error]).toEqual([404, noneWords]);
    const offer = (await families.request(payer, { type: 'invite', email: child.email, total: 5 })).body;
    const code = await tokenOf(sb.url, offer.uuid);
    expect((await families.accept(payer, code, { action: 'approve' })).body.error).toEqual(noneWords);
    await expireApproval(sb.url, offer.uuid);
    const late = await families.accept(child, code, { action: 'approve' });
    expect([late.status, late.body.error]).toEqual([410, { code: 'invite_expired', message: 'This invite has expired. Ask for a new one.' }]);
    const second = (await families.request(payer, { type: 'invite', email: other.email, total: 5 })).body;
    const code2 = await tokenOf(sb.url, second.uuid);
    expect((await families.accept(other, code2, { action: 'reject' })).status).toBe(200);
    const again = await families.accept(other, code2, { action: 'approve' });
    expect([again.status, again.body.error.code]).toEqual([409, 'invite_answered']);
  });

  test.each(UPSTREAM_FAULTS.filter(([f]) => f !== 'network down'))('the accept failing upstream (%s) → 502 accept_route_error with its words', async (fault) => {
    const [payer, child] = [await fresh(), await fresh('child')];
    const offer = (await families.request(payer, { type: 'invite', email: child.email, total: 5 })).body;
    const code = await tokenOf(sb.url, offer.uuid);
    const r = await withFault(sb.url, fault, '/billing-routes/approval/action$', 'POST', () => families.accept(child, code, { action: 'approve' }));
    expect([r.status, r.body.error]).toEqual([502, { code: 'accept_route_error', message: "We couldn't accept this invite. Please try again.", reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
  });

  test.each([
    ['no type', { email: 'a@example.com' }], ['a type that is not one', { type: 'offer', email: 'a@example.com' }], ['no email', { type: 'request' }],
    ['not an email', { type: 'request', email: 'a@' }], ['a total that is not dollars', { type: 'invite', email: 'a@example.com', total: 'ten' }],
    ['a negative total', { type: 'invite', email: 'a@example.com', total: -5 }], ['a cycle that is not one', { type: 'invite', email: 'a@example.com', cycle: 5 }],
    ['a name of 101 characters', { type: 'request', email: 'a@example.com', name: 'x'.repeat(101) }],
  ])('%s → 422 on the field, the upstream not asked', async (_label, body) => {
    const who = await fresh();
    await clearLog();
    const r = await families.request(who, body);
    expect([r.status, r.body.error.code]).toEqual([422, 'bad_input']);
    expect(await upstreamRequests(sb.url, '^/v3/69/customer/approval/invite$')).toEqual([]);
  });
});

describe('PUT and DELETE /api/customer/billing-routes/{uuid}', () => {
  test('the payer edits the limit ("total is multiplied by 100 to cents"); the paid-for side may change the name only', async () => {
    const { payer, child, route } = await paidFor(20);
    const payerRoute = (await families.routes(payer)).body.routes[0]!.uuid;
    const edited = await families.updateRoute(payer, payerRoute, { name: 'Phone and data', total: '40', cycle: 2, cycleCount: 0 });
    expect(edited.status).toBe(200);
    expect([edited.body.routingType, edited.body.name, edited.body.spendLimit, edited.body.spendCycle]).toEqual(['child', 'Phone and data', 4000, 2]);
    await clearLog();
    const own = await families.updateRoute(child, route, { name: 'From Mum', total: 999, cycle: 0 });
    expect([own.status, own.body.name, own.body.spendLimit, own.body.spendCycle]).toEqual([200, 'From Mum', 4000, 2]);
    const [sent] = await upstreamRequests(sb.url, '^/customers/[^/]+/billing-routes/[^/]+$');
    expect(sent?.body).toEqual({ Name: 'From Mum', SpendLimit: 4000, SpendCycle: 2, SpendCycleCount: 0 });
  });

  test('the paid-for side with no card and no other payer: 409 route_last_method; the payer stops paying: the routes after it', async () => {
    const { payer, child, route } = await paidFor(20);
    const last = await families.removeRoute(child, route);
    expect([last.status, last.body.error]).toEqual([409, { code: 'route_last_method', message: 'A route cannot be removed without another valid payment method' }]);
    const payerRoute = (await families.routes(payer)).body.routes[0]!;
    await clearLog();
    const stopped = await families.removeRoute(payer, payerRoute.uuid);
    expect([stopped.status, stopped.body.routes]).toEqual([200, []]);
    const [sent] = await upstreamRequests(sb.url, '^/customers/[^/]+/billing-routes/[^/]+$');
    expect([sent?.method, sent?.query]).toEqual(['DELETE', { DebitAccount: payerRoute.debitAccount, CreditAccount: payerRoute.creditAccount }]);
    expect((await families.routes(child)).body.routes).toEqual([]);
  });

  test('someone else\'s route → 404 for both, nothing sent; bad input → 422', async () => {
    const { route } = await paidFor(20);
    const eve = await fresh();
    await clearLog();
    expect((await families.updateRoute(eve, route, { name: 'Mine now', total: 1 })).status).toBe(404);
    expect((await families.removeRoute(eve, route)).status).toBe(404);
    expect(await upstreamRequests(sb.url, '^/customers/[^/]+/billing-routes/[^/]+$')).toEqual([]);
    for (const body of [{}, { name: '' }, { name: 'x', total: 'lots' }, { name: 'x', cycle: 3 }, { name: 'x', cycleCount: -1 }]) {
      expect((await families.updateRoute(eve, route, body)).status).toBe(422);
    }
  });
});

describe('bill to account (issue 15 item 4)', () => {
  const topUp = (who: Who, amountCents: number) =>
    call<PaymentStarted & ErrorOut>(topUpPost, 'POST', '/api/customer/top-up', { cookie: who.cookie, body: { amountCents, paymentMethodType: 'bill_routes' } });

  test('the checkout\'s options carry the paying route (\'Bill to {payer}\', what is left); none with the flag off', async () => {
    const { child } = await paidFor(20);
    const r = await call<{ paymentOptions: string[]; billTo: BillingRouteView | null }>(optionsGet, 'GET', '/api/eshop/payment-options', { cookie: child.cookie });
    expect(r.body.paymentOptions).toContain('bill_routes');
    expect(r.body.billTo).toEqual({ uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), routingType: 'parent', name: 'Phone money', spendLimit: 2000, remainingSpend: 2000, spendCycle: 1, payer: expect.stringMatching(/\S/) });
    clearCache();
    const off = await withFlags(OFF, () => call<{ paymentOptions: string[]; billTo: unknown }>(optionsGet, 'GET', '/api/eshop/payment-options', { cookie: child.cookie }));
    expect([off.body.paymentOptions, off.body.billTo]).toEqual([['cards'], null]);
    expect((await mobile.addons(child)).body.billTo).toMatchObject({ routingType: 'parent', remainingSpend: 2000 });
  });

  test('a top-up billed to the account lands at once and uses the limit; above what is left → 402 \'Spend limit is over\' before the upstream hears of it', async () => {
    const { child, payer } = await paidFor(20);
    const ok = await topUp(child, 1500);
    expect([ok.status, ok.body.status]).toEqual([200, 'succeeded']);
    expect((await families.routes(child)).body.routes[0]!.remainingSpend).toBe(500);
    // Issue 28: the payer is told of the charge they paid for someone else.
    const told = (await outboxOf(sb.url, payer.email.toLowerCase())).filter((m) => m.subject.startsWith('You paid for '));
    expect(told.map((m) => m.body)).toEqual([expect.stringMatching(/^You paid \$15\.00 for .+: Top-up\.\n\nIt is charged through the billing route you set up for them\. To change or stop what you pay for, open Billing routes in My account\.$/)]);
    await clearLog();
    const over = await topUp(child, 600);
    expect([over.status, over.body.error]).toEqual([402, SPEND_LIMIT_OVER]);
    expect(await upstreamRequests(sb.url, '/topup$')).toEqual([]);
    expect((await families.routes(payer)).body.routes[0]!.remainingSpend).toBe(500);
  });

  test('the sandbox\'s own 402 (the BFF not checking: billing routing off) is the same spend_limit_over', async () => {
    const { child } = await paidFor(5);
    const r = await withFlags(OFF, () => topUp(child, 600));
    expect([r.status, r.body.error]).toEqual([402, SPEND_LIMIT_OVER]);
  });

  test('prepay buys an add-on by route (prepay_addon with PaymentMethodType bill_routes); one above what is left → 402', async () => {
    const { child } = await paidFor(12);
    await clearLog();
    const pack = await mobile.buy(child, { availabilityUuid: await availabilityOf(child, '500MB Data Pack'), paymentMethodType: 'bill_routes', subscribe: false });
    expect([pack.status, pack.body.status]).toEqual([200, 'succeeded']);
    const [sent] = await upstreamRequests(sb.url, '/prepay_addon/');
    expect(sent?.body).toEqual({ Subscribe: false, PAYG: false, AuthorizeOnly: false, PaymentMethodType: 'bill_routes' });
    const boost = await mobile.buy(child, { availabilityUuid: await availabilityOf(child, '2GB Data Boost'), paymentMethodType: 'bill_routes', subscribe: false });
    expect([boost.status, boost.body.error]).toEqual([402, SPEND_LIMIT_OVER]);
  });

  test('an e-shop order billed to the account above what is left → 402 from the BFF\'s check and, with the check off, from the sandbox; no order either way', async () => {
    const { child } = await paidFor(10);
    const cart = await call<{ cart: CartView }>(addItem, 'POST', '/api/eshop/cart/items', { cookie: child.cookie, body: { simType: 'esim', plan: '30-prepay-value-pack' } });
    expect(cart.status).toBe(200);
    const body = { uuid: cart.body.cart.uuid, contact: { email: child.email, name: 'Tama Kereama', phone: '0225551116' }, paymentMethodType: 'bill_routes' };
    const pay = (key: string) => call<CheckoutResult & ErrorOut>(checkoutPost, 'POST', '/api/eshop/checkout', { cookie: child.cookie, body, headers: { 'idempotency-key': key } });
    const checked = await pay('bill-to-1');
    expect([checked.status, checked.body.error]).toEqual([402, SPEND_LIMIT_OVER]);
    const upstream = await withFlags(OFF, () => pay('bill-to-2'));
    expect([upstream.status, upstream.body.error]).toEqual([402, SPEND_LIMIT_OVER]);
    expect((await families.routes(child)).body.routes[0]!.remainingSpend).toBe(1000);
  });
});
