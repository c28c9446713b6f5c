import { start, type Running } from './helpers';
import { ESIM, PLAN_30, card, checkout, confirm, freshCustomer, line, makeCart, req } from './eshop-helpers';
import { KEY, cardsOf as cardsAt, confirmSaved as confirmAt, historyOf, saveAlwaysAuthenticate as saveAt, type Intent, type Who } from './card-helpers';

/** docs/account-contract.md §2.3 (paying with a saved card) and the transaction a payment writes (§2.4). */
let run: Running;
beforeAll(async () => {
  run = await start();
});
afterAll(() => run.sandbox.close());

const cardsOf = (who: Who) => cardsAt(run.url, who);
const history = (who: Who) => historyOf(run.url, who);
const orderStatus = async (who: Who, number: string) =>
  (await req<{ Status: string }>(run.url, 'GET', `/eshop/v3/customer/${who.customer}/order/${number}`, { jwt: who.jwt })).body.Status;

/** Checkout of an eSIM with the $30 plan, paying with a saved card. */
async function checkoutWith(who: Who, paymentMethodId: unknown) {
  const cart = await makeCart(run.url, [line(ESIM, PLAN_30)], { jwt: who.jwt, customer: who.customer });
  return checkout(run.url, who.jwt, who.customer, cart.UUID, { PaymentOptions: { PaymentMethodType: 'cards', PaymentMethodID: paymentMethodId } });
}

const confirmSaved = (id: string, secret: string) => confirmAt(run.url, id, secret);
const saveAlwaysAuthenticate = (who: Who) => saveAt(run.url, who);

describe('checkout with PaymentOptions.PaymentMethodID', () => {
  test('the intent comes with the card attached; confirm without card data pays; the payment is in the history', async () => {
    const who = await freshCustomer(run.url, 'prepay');
    const [visa] = await cardsOf(who);
    const res = await checkoutWith(who, visa?.UUID);
    expect(res.status).toBe(200);
    const { PaymentIntentID: id = '', ClientSecret: secret, OrderID: order } = res.body;
    const intent = await req<Intent>(run.url, 'GET', `/v1/payment_intents/${id}?client_secret=${secret}`, { headers: KEY });
    expect(intent.body).toMatchObject({ status: 'requires_payment_method', payment_method: visa?.Token });

    const paid = await confirmSaved(id, secret);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'succeeded', payment_method: visa?.Token });
    expect(await orderStatus(who, order)).toBe('PAID');
    expect(await cardsOf(who)).toHaveLength(2);
    const [newest] = await history(who);
    expect(newest).toMatchObject({ Status: 'COMPLETED', AmountCents: 3000, Currency: 'NZD', Description: `Order ${order}`, CardType: 'Visa', CardLast4: '4242' });
  });

  test('a card expiring this month still pays (the BFF refuses it, the upstream does not)', async () => {
    const who = await freshCustomer(run.url, 'prepay');
    const [, mastercard] = await cardsOf(who);
    const res = await checkoutWith(who, mastercard?.UUID);
    expect(res.status).toBe(200);
    expect((await confirmSaved(res.body.PaymentIntentID ?? '', res.body.ClientSecret)).body.status).toBe('succeeded');
  });

  test("an unknown, removed or someone else's card is not found; an expired card has expired; no order is made", async () => {
    const who = await freshCustomer(run.url, 'prepay');
    const other = await freshCustomer(run.url, 'prepay');
    const [visa, mastercard] = await cardsOf(who);
    const [theirs] = await cardsOf(other);
    for (const id of ['nope', theirs?.UUID]) {
      const res = await checkoutWith(who, id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ err_message: 'Card is not found', err_number: 1404 });
    }
    expect((await req(run.url, 'DELETE', `/customer/${who.customer}/payment-methods/${mastercard?.UUID}`, { jwt: who.jwt })).status).toBe(200);
    expect((await checkoutWith(who, mastercard?.UUID)).status).toBe(404);
    run.sandbox.store.db.prepare('UPDATE payment_methods SET card_expiry_year = 2020 WHERE uuid = ?').run(visa?.UUID);
    const expired = await checkoutWith(who, visa?.UUID);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ err_message: 'Card has expired', err_number: 1400 });
    expect((await checkoutWith(who, 42)).status).toBe(400);
    const orders = await req<{ Orders: unknown[] }>(run.url, 'GET', `/eshop/v3/customer/${who.customer}/orders`, { jwt: who.jwt });
    expect(orders.body.Orders).toEqual([]);
  });

  test('no attached card and no card data: 400 parameter_missing as before', async () => {
    const who = await freshCustomer(run.url, 'prepay');
    const res = await checkoutWith(who, undefined);
    const intent = await confirmSaved(res.body.PaymentIntentID ?? '', res.body.ClientSecret);
    expect(intent.status).toBe(400);
    expect((intent.body as unknown as { error: { code: string } }).error.code).toBe('parameter_missing');
  });

  test('a card paid with its data writes a COMPLETED transaction too', async () => {
    const who = await freshCustomer(run.url, 'new');
    const cart = await makeCart(run.url, [line(ESIM, PLAN_30)], { jwt: who.jwt, customer: who.customer });
    const res = await checkout(run.url, who.jwt, who.customer, cart.UUID);
    expect((await confirm(run.url, res.body.PaymentIntentID ?? '', res.body.ClientSecret, card('5555555555554444'))).body.status).toBe('succeeded');
    expect(await history(who)).toEqual([expect.objectContaining({ Status: 'COMPLETED', Description: `Order ${res.body.OrderID}`, CardType: 'Mastercard', CardLast4: '4444', AmountCents: 3000 })]);
  });
});

describe('the saved card ending 3184 authenticates every payment', () => {
  test('each payment asks for 3-D Secure; completing it pays, failing it leaves the order to pay', async () => {
    const who = await freshCustomer(run.url, 'prepay');
    const saved = await saveAlwaysAuthenticate(who);

    const first = await checkoutWith(who, saved.UUID);
    const id = first.body.PaymentIntentID ?? '';
    const action = await confirmSaved(id, first.body.ClientSecret);
    expect(action.body.status).toBe('requires_action');
    const url = new URL(action.body.next_action?.redirect_to_url.url ?? '');
    expect(url.pathname).toBe(`/v1/3ds/${id}`);
    const page = await req(run.url, 'GET', `${url.pathname}${url.search}`);
    expect(page.text).toContain('card ending in 3184');
    await req(run.url, 'POST', `${url.pathname}${url.search}`, { form: { action: 'fail' } });
    const failed = await req<Intent>(run.url, 'GET', `/v1/payment_intents/${id}?client_secret=${first.body.ClientSecret}`, { headers: KEY });
    expect(failed.body).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'payment_intent_authentication_failure' } });
    expect(await orderStatus(who, first.body.OrderID)).toBe('CONFIRMED');

    const retry = await confirmSaved(id, first.body.ClientSecret);
    expect(retry.body.status).toBe('requires_action');
    const again = new URL(retry.body.next_action?.redirect_to_url.url ?? '');
    await req(run.url, 'POST', `${again.pathname}${again.search}`, { form: { action: 'complete' } });
    expect(await orderStatus(who, first.body.OrderID)).toBe('PAID');

    const second = await checkoutWith(who, saved.UUID);
    expect((await confirmSaved(second.body.PaymentIntentID ?? '', second.body.ClientSecret)).body.status).toBe('requires_action');
    expect((await cardsOf(who)).filter((c) => c.CardLast4 === '3184')).toHaveLength(1);
    expect((await history(who))[0]).toMatchObject({ Description: `Order ${first.body.OrderID}`, CardLast4: '3184' });
  });
});
