import { FAMILY_DEMO } from '@/sandbox/store/families-seed';
import type { BillingRoute } from '@/sandbox/store/types';
import { historyOf } from './card-helpers';
import { ESIM, PLAN_30, checkout, line, makeCart } from './eshop-helpers';
import { as, familySandbox, fresh, invite, outbox, who, type Approval, type Who } from './families-helpers';
import { control } from './helpers';
import { error } from './money-helpers';
import { availability } from './usage-helpers';

/** docs/families-contract.md §2.3, §2.4: two-sided billing routes, their requests and invites, spending by bill_routes, cycles. */
const ctx = familySandbox();
const url = () => ctx.run.url;

type Routes = { CanInvite: boolean; CanRequest: boolean; BillingRoutes: BillingRoute[] };
interface Listed { UUID: string; Type: string; RequestedTo: string; RequestedByCustomerName: string; ApprovalCode?: string; Action: string; SpendLimit: number; SpendCycle: number; Name: string }
type Requests = { Invites: Listed[]; Approvals: Listed[] };

const routesOf = async (w: Who) => (await as<Routes>(url(), w, 'GET', `/customers/${w.customer}/billing-routes`)).body;
const requestsOf = (w: Who, code?: string) => as<Requests>(url(), w, 'GET', `/customers/${w.customer}/billing-routes/requests${code === undefined ? '' : `?ApprovalCode=${encodeURIComponent(code)}`}`);
const routeAction = (w: Who, body: Record<string, unknown>) => as<{ BillingRoute?: BillingRoute }>(url(), w, 'POST', `/customers/${w.customer}/billing-routes/approval/action`, body);
const billing = (from: Who, to: string, type: 'BILLING_INVITE' | 'BILLING_REQUEST', extra: Record<string, unknown> = {}) =>
  invite(url(), from, to, { ApprovalType: type, LinkBase: 'http://app.test/profile/balance/billing-methods/accept', ...extra });
const credit = async (w: Who) => (await as<{ MainBalCreditCents: number }>(url(), w, 'GET', `/customers/${w.customer}/products/mobile/prepay/${w.product}/balance`)).body.MainBalCreditCents;
const remaining = async (w: Who) => (await routesOf(w)).BillingRoutes.find((r) => r.RoutingType === 'parent')?.RemainingSpendLimit;
const topUp = (w: Who, cents: number, extra: Record<string, unknown> = {}) =>
  as<{ Status: string }>(url(), w, 'POST', `/customer/${w.customer}/topup`, { ProductInstanceUUID: w.product, Amount: cents, PaymentMethodType: 'bill_routes', ...extra });

/** A fresh payer (postpay, a card) paying for a fresh child (prepay, no card, $0) within `limit` cents a month. */
async function pair(limit = 4000, cycle = 1): Promise<{ payer: Who; child: Who; route: BillingRoute }> {
  const payer = await fresh(url(), 'payer', { firstName: 'Hana', lastName: 'Payer' });
  const child = await fresh(url(), 'child', { firstName: 'Tama', lastName: 'Child' });
  const sent = await billing(payer, child.email, 'BILLING_INVITE', { SpendLimit: limit, SpendCycle: cycle, Name: 'Phone money' });
  const [mail] = await outbox(url(), child.email);
  const accepted = await routeAction(child, { Action: 'APPROVE', ApprovalCode: mail?.code });
  if (sent.status !== 200 || !accepted.body.BillingRoute) throw new Error(`pair answered ${sent.status} / ${accepted.status}`);
  return { payer, child, route: accepted.body.BillingRoute };
}

describe('the demo routes (§2.4) and the one-sided ones', () => {
  test("payer@ pays for child@ through 'Tama's phone': $50 a month, $20 used this cycle; each side sees its RoutingType", async () => {
    const payer = await who(url(), 'payer@example.com');
    const mine = await routesOf(payer);
    expect(mine).toMatchObject({ CanInvite: true, CanRequest: true });
    expect(mine.BillingRoutes).toEqual([{
      UUID: FAMILY_DEMO.route, RoutingType: 'child', Name: "Tama's phone", Description: 'Top-ups and add-ons for Tama', SpendLimit: 5000, SpendCycle: 1,
      SpendCycleCount: 0, RemainingSpendLimit: 3000,
      DebitAccount: { UUID: payer.customer, Email: { email: 'payer@example.com' }, Name: { name: 'Hana Kereama' } },
      CreditAccount: { UUID: FAMILY_DEMO.child, Email: { email: 'child@example.com' }, Name: { name: 'Tama Kereama' } },
      CreditAccountMSISDN: '64225551116',
    }]);
    const child = await who(url(), 'child@example.com');
    const theirs = await routesOf(child);
    expect(theirs).toMatchObject({ CanInvite: false, CanRequest: true, BillingRoutes: [{ UUID: FAMILY_DEMO.route, RoutingType: 'parent', RemainingSpendLimit: 3000 }] });
    expect((await historyOf(url(), child)).map((t) => t.Description).slice(0, 2)).toEqual(['Paid by Hana Kereama: Top-up', 'Paid by Hana Kereama: Top-up']);
    expect((await historyOf(url(), payer))[0]).toMatchObject({ Description: 'Paid for Tama Kereama: Top-up', AmountCents: 2000 });
    expect(await credit(child)).toBe(0);
  });

  test('postpay@ (paid by Kauri Logistics) and nocard@ (pays for Nikau) keep their one-sided routes, the other side a name only', async () => {
    const postpay = await who(url(), 'postpay@example.com');
    expect((await routesOf(postpay)).BillingRoutes).toMatchObject([{
      RoutingType: 'parent', Name: 'Kauri Logistics work phone', SpendLimit: 10000, RemainingSpendLimit: 6450,
      DebitAccount: { UUID: '', Name: { name: 'Kauri Logistics' } }, CreditAccount: { UUID: postpay.customer, Email: { email: 'postpay@example.com' } },
    }]);
    const nocard = await who(url(), 'nocard@example.com');
    expect((await routesOf(nocard)).BillingRoutes).toMatchObject([{
      RoutingType: 'child', Name: "Nikau's phone", DebitAccount: { UUID: nocard.customer }, CreditAccount: { UUID: '', Name: { name: 'Nikau Parata' } },
    }]);
  });
});

describe('requests and invites (§2.3)', () => {
  test('a request: the payer sees it with its ApprovalCode and approves it with a limit; the sender may not; then 409', async () => {
    const payer = await fresh(url(), 'payer', { firstName: 'Hana', lastName: 'Payer' });
    const child = await fresh(url(), 'child', { firstName: 'Tama', lastName: 'Child' });
    expect(await billing(child, payer.email, 'BILLING_INVITE')).toMatchObject({ status: 403 });
    const sent = await billing(child, payer.email, 'BILLING_REQUEST', { Name: "Tama's phone", Description: 'Please' });
    expect(sent.body).toMatchObject({ ApprovalType: 'BILLING_REQUEST', Action: 'REQUEST' });
    expect(sent.body.ExpiresAtNanos - sent.body.CreatedAtNanos).toBe(3_600_000 * 1e6);
    const [mail] = await outbox(url(), payer.email);
    expect(mail).toMatchObject({ subject: 'Tama Child asked you to pay for their phone', link: `http://app.test/profile/balance/billing-methods/accept/${mail?.code}` });
    const theirs = (await requestsOf(payer)).body;
    expect(theirs.Invites).toEqual([]);
    expect(theirs.Approvals).toMatchObject([{ UUID: sent.body.UUID, Type: 'request', RequestedByCustomerName: 'Tama Child', ApprovalCode: mail?.code, Name: "Tama's phone", Action: 'REQUEST' }]);
    const mine = (await requestsOf(child)).body;
    expect(mine.Invites.map((i) => i.UUID)).toEqual([sent.body.UUID]);
    expect(mine.Invites[0]).not.toHaveProperty('ApprovalCode');
    expect((await requestsOf(payer, mail?.code)).body.Approvals.map((a) => a.UUID)).toEqual([sent.body.UUID]);
    expect((await requestsOf(child, mail?.code)).body).toEqual({ Invites: [], Approvals: [] });
    expect((await requestsOf(payer, 'nothing')).body).toEqual({ Invites: [], Approvals: [] });
    // The group lists never show billing approvals.
    expect((await as<{ Approvals: Approval[] }>(url(), payer, 'GET', `/v3/69/customer/approval/invites_approvals?CustomerUUID=${payer.customer}`)).body.Approvals).toEqual([]);

    expect(await routeAction(child, { Action: 'APPROVE', ApprovalUUID: sent.body.UUID })).toMatchObject({ status: 403 });
    const approved = await routeAction(payer, { Action: 'APPROVE', ApprovalUUID: sent.body.UUID, SpendLimit: 4000, SpendCycle: 1, SpendCycleCount: 0 });
    expect(approved.body.BillingRoute).toMatchObject({
      RoutingType: 'child', Name: "Tama's phone", SpendLimit: 4000, SpendCycle: 1, RemainingSpendLimit: 4000,
      DebitAccount: { UUID: payer.customer }, CreditAccount: { UUID: child.customer, Name: { name: 'Tama Child' } }, CreditAccountMSISDN: child.msisdn,
    });
    expect((await routesOf(child)).BillingRoutes).toMatchObject([{ RoutingType: 'parent', RemainingSpendLimit: 4000, DebitAccount: { Name: { name: 'Hana Payer' } } }]);
    expect(await routeAction(payer, { Action: 'APPROVE', ApprovalUUID: sent.body.UUID })).toMatchObject({ status: 409, body: error('Invite already answered', 1409) });
    expect((await requestsOf(child)).body.Invites[0]?.Action).toBe('APPROVED');
  });

  test('an invite accepted by its code gives the offered limit and replaces the route between the same two (spend from 0)', async () => {
    const { payer, child, route } = await pair(4000);
    expect(route).toMatchObject({ RoutingType: 'parent', Name: 'Phone money', SpendLimit: 4000 });
    expect((await topUp(child, 1000)).status).toBe(200);
    const again = await billing(payer, child.email, 'BILLING_INVITE', { SpendLimit: 1500, SpendCycle: 2, SpendCycleCount: 3 });
    const code = (await outbox(url(), child.email))[1]?.code;
    const accepted = await routeAction(child, { Action: 'APPROVE', ApprovalCode: code, Name: 'Weekly' });
    expect(accepted.body.BillingRoute).toMatchObject({ RoutingType: 'parent', Name: 'Weekly', SpendLimit: 1500, SpendCycle: 2, SpendCycleCount: 3, RemainingSpendLimit: 1500 });
    expect((await routesOf(payer)).BillingRoutes.map((r) => [r.RoutingType, r.UUID])).toEqual([['child', accepted.body.BillingRoute?.UUID]]);
    expect(again.body.UUID).not.toBe(route.UUID);
  });

  test("reject and cancel answer {}; expired 410; an unknown code or someone else's approval 404 'no_invite'", async () => {
    const payer = await fresh(url(), 'payer');
    const child = await fresh(url(), 'child');
    const stranger = await fresh(url(), 'prepay');
    const first = await billing(payer, child.email, 'BILLING_INVITE', { SpendLimit: 1000 });
    expect(await routeAction(stranger, { Action: 'APPROVE', ApprovalUUID: first.body.UUID })).toMatchObject({ status: 404, body: error('no_invite', 1404) });
    expect(await routeAction(child, { Action: 'APPROVE', ApprovalCode: 'nothing' })).toMatchObject({ status: 404, body: error('no_invite', 1404) });
    expect(await routeAction(child, { Action: 'CANCEL', ApprovalUUID: first.body.UUID })).toMatchObject({ status: 403 });
    expect(await routeAction(child, { Action: 'REJECT', ApprovalUUID: first.body.UUID })).toMatchObject({ status: 200, body: {} });
    const second = await billing(payer, child.email, 'BILLING_INVITE', { SpendLimit: 1000 });
    expect(await routeAction(payer, { Action: 'CANCEL', ApprovalUUID: second.body.UUID })).toMatchObject({ status: 200, body: {} });
    const third = await billing(payer, child.email, 'BILLING_INVITE', { SpendLimit: 1000 });
    await control(url(), 'POST', `/approvals/${third.body.UUID}/expire`);
    expect(await routeAction(child, { Action: 'APPROVE', ApprovalUUID: third.body.UUID })).toMatchObject({ status: 410, body: error('Invite expired', 1410) });
    expect((await requestsOf(payer)).body.Invites.map((i) => i.Action)).toEqual(['REQUEST', 'CANCELLED', 'REJECTED']);
    expect((await routesOf(child)).BillingRoutes).toEqual([]);
    expect(await routeAction(child, { Action: 'MAYBE', ApprovalUUID: third.body.UUID })).toMatchObject({ status: 400 });
    expect(await routeAction(child, { Action: 'APPROVE' })).toMatchObject({ status: 400 });
  });
});

describe('changing and ending a route', () => {
  test('PUT: the payer sets the limit and name; the paid-for the name only (403 for a limit)', async () => {
    const { payer, child, route } = await pair(4000);
    const path = (w: Who) => `/customers/${w.customer}/billing-routes/${route.UUID}`;
    const changed = await as<BillingRoute>(url(), payer, 'PUT', path(payer), { Name: 'More money', SpendLimit: 6000, SpendCycle: 2, SpendCycleCount: 4 });
    expect(changed.body).toMatchObject({ RoutingType: 'child', Name: 'More money', SpendLimit: 6000, SpendCycle: 2, SpendCycleCount: 4, RemainingSpendLimit: 6000 });
    expect(await as(url(), child, 'PUT', path(child), { SpendLimit: 9000 })).toMatchObject({ status: 403 });
    expect((await as<BillingRoute>(url(), child, 'PUT', path(child), { Name: 'From Mum', SpendLimit: 6000 })).body).toMatchObject({ RoutingType: 'parent', Name: 'From Mum', SpendLimit: 6000 });
    expect(await as(url(), payer, 'PUT', `/customers/${payer.customer}/billing-routes/nothing`, { Name: 'x' })).toMatchObject({ status: 404 });
    expect((await as(url(), payer, 'PUT', path(payer), { SpendLimit: -1 })).status).toBe(400);
  });

  test("DELETE: both accounts must match (400); the paid-for with no card and no other route 409; the payer may; either side's list empties", async () => {
    const { payer, child, route } = await pair();
    const del = (w: Who, debit: string, creditAccount: string) =>
      as(url(), w, 'DELETE', `/customers/${w.customer}/billing-routes/${route.UUID}?DebitAccount=${debit}&CreditAccount=${creditAccount}`);
    expect((await del(payer, child.customer, payer.customer)).status).toBe(400);
    expect(await del(child, payer.customer, child.customer)).toMatchObject({ status: 409, body: error('A route cannot be removed without another valid payment method', 1409) });
    expect((await del(payer, payer.customer, child.customer)).status).toBe(200);
    expect((await routesOf(child)).BillingRoutes).toEqual([]);
    expect((await routesOf(payer)).BillingRoutes).toEqual([]);
  });

  test('the paid-for side with a card ends the route itself', async () => {
    const payer = await fresh(url(), 'payer');
    const child = await fresh(url(), 'prepay');
    await billing(payer, child.email, 'BILLING_INVITE', { SpendLimit: 1000 });
    const code = (await outbox(url(), child.email))[0]?.code;
    const route = (await routeAction(child, { Action: 'APPROVE', ApprovalCode: code })).body.BillingRoute;
    expect((await as(url(), child, 'DELETE', `/customers/${child.customer}/billing-routes/${route?.UUID}?DebitAccount=${payer.customer}&CreditAccount=${child.customer}`)).status).toBe(200);
    expect((await routesOf(payer)).BillingRoutes).toEqual([]);
  });
});

describe('spending by bill_routes: the parent route pays, in the same transaction', () => {
  test("top-up: the credit rises, the route's spend falls, both histories show it; above what is left 402 and nothing changes", async () => {
    const { payer, child } = await pair(4000);
    expect(await topUp(child, 1000)).toMatchObject({ status: 200, body: { Status: 'succeeded' } });
    expect(await credit(child)).toBe(1000);
    expect(await remaining(child)).toBe(3000);
    expect((await historyOf(url(), child))[0]).toMatchObject({ Status: 'COMPLETED', AmountCents: 1000, Description: 'Paid by Hana Payer: Top-up' });
    expect((await historyOf(url(), payer))[0]).toMatchObject({ AmountCents: 1000, Description: 'Paid for Tama Child: Top-up' });
    expect(await topUp(child, 3100)).toMatchObject({ status: 402, body: error('Spend limit is over', 1402) });
    expect(await credit(child)).toBe(1000);
    expect(await remaining(child)).toBe(3000);
    expect(await topUp(child, 500, { PaymentMethodID: 'not-a-route' })).toMatchObject({ status: 404 });
  });

  test('prepay add-on: bought with the route (PaymentMethodID the route); above what is left 402 and no add-on', async () => {
    const { child, route } = await pair(1500);
    const buy = (name: string) => as<{ Status: string }>(url(), child, 'POST', `/customer/${child.customer}/prepay_addon/${child.product}/${availability(name)}`, {
      Subscribe: false, PAYG: false, AuthorizeOnly: false, PaymentMethodType: 'bill_routes', PaymentMethodID: route.UUID,
    });
    const addons = async () => (await as<{ MobileProducts: { UUID: string; Addons: { Name: string }[] }[] }>(url(), child, 'GET', `/v2/69/customer/${child.customer}/mobile_products`))
      .body.MobileProducts.find((p) => p.UUID === child.product)?.Addons.map((a) => a.Name) ?? [];
    const before = (await addons()).length;
    expect(await buy('2GB Data Boost')).toMatchObject({ status: 200, body: { Status: 'succeeded' } });
    expect(await remaining(child)).toBe(500);
    expect((await addons()).length).toBe(before + 1);
    expect(await buy('2GB Data Boost')).toMatchObject({ status: 402, body: error('Spend limit is over', 1402) });
    expect((await addons()).length).toBe(before + 1);
    expect(await credit(child)).toBe(0);
  });

  test("pay bill: a postpay customer's one-sided route pays; 402 above what is left", async () => {
    const postpay = await fresh(url(), 'postpay');
    const pay = (cents: number) => as<{ Status: string }>(url(), postpay, 'POST', `/customer/${postpay.customer}/payment`, { AmountCents: cents, ProductInstanceUUID: postpay.product, PaymentMethodType: 'bill_routes' });
    expect(await pay(500)).toMatchObject({ status: 200, body: { Status: 'succeeded' } });
    expect(await remaining(postpay)).toBe(5950);
    expect((await historyOf(url(), postpay))[0]).toMatchObject({ AmountCents: 500, Description: 'Paid by Kauri Logistics: Bill payment' });
    expect(await pay(6000)).toMatchObject({ status: 402, body: error('Spend limit is over', 1402) });
    expect(await remaining(postpay)).toBe(5950);
  });

  test('e-shop order: the route pays the order; above what is left 402 and no order', async () => {
    const { payer, child } = await pair(5000);
    const cart = await makeCart(url(), [line(ESIM, PLAN_30)], { jwt: child.jwt, customer: child.customer });
    const paid = await checkout(url(), child.jwt, child.customer, cart.UUID, { PaymentOptions: { PaymentMethodType: 'bill_routes' } });
    expect(paid.status).toBe(200);
    expect(paid.body.ClientSecret).toBe('');
    expect(await remaining(child)).toBe(5000 - cart.AmountCents);
    expect((await historyOf(url(), payer))[0]?.Description).toBe(`Paid for Tama Child: Order ${paid.body.OrderID}`);
    const big = await makeCart(url(), [line(ESIM, PLAN_30), line(ESIM, PLAN_30)], { jwt: child.jwt, customer: child.customer });
    const refused = await checkout(url(), child.jwt, child.customer, big.UUID, { PaymentOptions: { PaymentMethodType: 'bill_routes' } });
    expect(refused).toMatchObject({ status: 402, body: error('Spend limit is over', 1402) });
    const orders = await as<{ Orders: { OrderNumber: string }[] }>(url(), child, 'GET', `/eshop/v3/customer/${child.customer}/orders`);
    expect(orders.body.Orders.map((o) => o.OrderNumber)).toEqual([paid.body.OrderID]);
  });
});

describe('bill_routes with nobody paying: refused as any type but cards, nothing charged', () => {
  test('top-up (changePaymentType), add-on and e-shop order', async () => {
    const prepay = await fresh(url(), 'prepay');
    expect(await topUp(prepay, 1000)).toMatchObject({ status: 400, body: { err_message: 'Only cards can pay for this', Reason: 'changePaymentType' } });
    const addon = await as(url(), prepay, 'POST', `/customer/${prepay.customer}/prepay_addon/${prepay.product}/${availability('2GB Data Boost')}`, {
      Subscribe: false, PAYG: false, AuthorizeOnly: false, PaymentMethodType: 'bill_routes',
    });
    expect(addon).toMatchObject({ status: 400, body: error('Only cards can pay for this') });
    const cart = await makeCart(url(), [line(ESIM, PLAN_30)], { jwt: prepay.jwt, customer: prepay.customer });
    expect(await checkout(url(), prepay.jwt, prepay.customer, cart.UUID, { PaymentOptions: { PaymentMethodType: 'bill_routes' } }))
      .toMatchObject({ status: 400, body: error('Please add a payment card to continue') });
    expect(await credit(prepay)).toBe(1250);
  });
});

describe('the sandbox clock (last: it moves time on for the whole file)', () => {
  test('a monthly route renews on its creation day, a weekly one each week; an invite expires after an hour', async () => {
    const monthly = await pair(4000, 1);
    const weekly = await pair(2000, 2);
    await topUp(monthly.child, 1000);
    await topUp(weekly.child, 1500);
    const sent = await invite(url(), monthly.payer, 'someone@example.com');
    const demoChild = await who(url(), 'child@example.com');
    expect(await remaining(demoChild)).toBe(3000);

    await control(url(), 'POST', '/clock', { advanceMs: 61 * 60_000 });
    const someone = await fresh(url(), 'prepay');
    expect(await as(url(), someone, 'POST', '/v3/69/customer/approval/action', { CustomerUUID: someone.customer, Token: (await outbox(url(), 'someone@example.com'))[0]?.code, Action: 'APPROVE' }))
      .toMatchObject({ status: 410, body: error('Invite expired', 1410) });
    expect(sent.status).toBe(200);

    await control(url(), 'POST', '/clock', { advanceMs: 8 * 86_400_000 });
    const weeklyChild = await who(url(), weekly.child.email);
    const monthlyChild = await who(url(), monthly.child.email);
    expect(await remaining(weeklyChild)).toBe(2000);
    expect(await remaining(monthlyChild)).toBe(3000);

    await control(url(), 'POST', '/clock', { advanceMs: 24 * 86_400_000 });
    expect(await remaining(await who(url(), monthly.child.email))).toBe(4000);
    // child@'s route began 45 days before start: its next cycle began within these 33 days.
    expect(await remaining(await who(url(), 'child@example.com'))).toBe(5000);
  });
});
