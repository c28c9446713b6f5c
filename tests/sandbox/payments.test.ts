import { luhn } from '@/sandbox/payments';
import { control, start, type Running } from './helpers';
import { ESIM, PLAN_30, card, confirm, line, orderToPay, req } from './eshop-helpers';

let run: Running;
beforeAll(async () => {
  run = await start();
});
afterAll(() => run.sandbox.close());
beforeEach(() => control(run.url, 'POST', '/reset'));

type Intent = { id: string; status: string; amount: number; currency: string; client_secret: string; last_payment_error: null | Record<string, unknown>; next_action: null | { type: string; redirect_to_url: { url: string; return_url: string | null } } };
type CardError = { error: { type: string; code: string; decline_code?: string; message: string; payment_intent: Intent } };

const orderStatus = async (o: { jwt: string; customer: string; answer: { OrderID: string } }) =>
  (await req<{ Status: string }>(run.url, 'GET', `/eshop/v3/customer/${o.customer}/order/${o.answer.OrderID}`, { jwt: o.jwt })).body.Status;

const paymentMethods = async (o: { jwt: string; customer: string }) =>
  (await req<{ PaymentMethods: Array<Record<string, unknown>> }>(run.url, 'GET', `/customers/${o.customer}/payment_methods`, { jwt: o.jwt })).body.PaymentMethods;

describe('CORS and keys', () => {
  test('answers the preflight and every call with CORS for any origin', async () => {
    const o = await orderToPay(run.url);
    const pre = await req(run.url, 'OPTIONS', `/v1/payment_intents/${o.id}/confirm`, {
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
    expect(pre.headers.get('access-control-allow-headers')).toBe('authorization, content-type');
    const get = await req<Intent>(run.url, 'GET', `/v1/payment_intents/${o.id}?client_secret=${o.secret}`, { headers: { authorization: 'Bearer pk_test_sandbox' } });
    expect(get.status).toBe(200);
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
    expect(get.body).toMatchObject({ id: o.id, object: 'payment_intent', amount: 3000, currency: 'nzd', status: 'requires_payment_method', client_secret: o.secret, payment_method_types: ['card'], last_payment_error: null, next_action: null });
  });

  test('needs the publishable key (not the JWT) and the matching client secret', async () => {
    const o = await orderToPay(run.url);
    const none = await req<CardError>(run.url, 'GET', `/v1/payment_intents/${o.id}?client_secret=${o.secret}`);
    expect(none.status).toBe(401);
    expect(none.body.error.type).toBe('invalid_request_error');
    expect((await confirm(run.url, o.id, o.secret, card('4242424242424242'), undefined, 'pk_live_other')).status).toBe(401);
    const wrongSecret = await confirm(run.url, o.id, `${o.id}_secret_wrong`, card('4242424242424242'));
    expect(wrongSecret.status).toBe(400);
    expect((await confirm(run.url, 'pi_unknown', 'pi_unknown_secret_x', card('4242424242424242'))).status).toBe(404);
    expect(await orderStatus(o)).toBe('CONFIRMED');
  });
});

describe('test cards', () => {
  test('4242 succeeds: the order is PAID, products made; the card kept only when the confirm asked (setup_future_usage, issue 28 item 6)', async () => {
    const once = await orderToPay(run.url);
    expect((await confirm(run.url, once.id, once.secret, card('4242 4242 4242 4242', { exp_month: 8, exp_year: 2031 }))).status).toBe(200);
    expect(await orderStatus(once)).toBe('PAID');
    expect(await paymentMethods(once)).toEqual([]);

    const o = await orderToPay(run.url, [line(ESIM, PLAN_30, { Quantity: 2 })]);
    const res = await confirm(run.url, o.id, o.secret, card('4242 4242 4242 4242', { exp_month: 8, exp_year: 2031 }), undefined, undefined, { setup_future_usage: 'off_session' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'succeeded', last_payment_error: null, next_action: null });
    expect(await orderStatus(o)).toBe('PAID');
    const products = await req<{ MobileProducts: Array<{ Status: number; BillingReference: string; Addons: Array<Record<string, unknown>> }> }>(
      run.url, 'GET', `/v2/69/customer/${o.customer}/mobile_products`, { jwt: o.jwt });
    expect(products.body.MobileProducts).toHaveLength(2);
    for (const p of products.body.MobileProducts) {
      expect(p.Status).toBe(2);
      expect(p.BillingReference).toMatch(/^prepay:5\d+$/);
      expect(p.Addons).toEqual([expect.objectContaining({ Name: '$30 Prepay Value Pack', ProductAvailabilityUUID: PLAN_30, IsBasePlan: true, PriceCents: 3000 })]);
    }
    expect(await paymentMethods(o)).toEqual([expect.objectContaining({ Rank: 1, CardType: 'Visa', CardLast4: '4242', CardExpiryMonth: 8, CardExpiryYear: 2031 })]);
    // Confirming again: unexpected state
    const again = await confirm(run.url, o.id, o.secret, card('4242424242424242'));
    expect(again.status).toBe(400);
    expect((again.body as unknown as CardError).error.code).toBe('payment_intent_unexpected_state');
  });

  test('a card of a customer who has cards is saved after them; a Mastercard by its first digit', async () => {
    const o = await orderToPay(run.url, undefined, 'prepay');
    const before = await paymentMethods(o);
    // The prepay demo's two seeded cards, a Visa and a Mastercard.
    expect(before.map((c) => [c.CardType, c.Rank])).toEqual([['Visa', 1], ['Mastercard', 2]]);
    // 5555 5555 5555 4444 is a Luhn-valid Mastercard test number
    expect((await confirm(run.url, o.id, o.secret, card('5555555555554444', { exp_month: 1, exp_year: 2030 }), undefined, undefined, { setup_future_usage: 'off_session' })).status).toBe(200);
    const after = await paymentMethods(o);
    expect(after).toHaveLength(3);
    expect(after.slice(0, 2)).toEqual(before);
    expect(after[2]).toMatchObject({ CardType: 'Mastercard', CardLast4: '4444', Rank: 3, CardExpiryYear: 2030 });
  });

  test.each([
    ['4000 0000 0000 0002', {}, 'card_declined', 'generic_decline', 'Your card was declined.'],
    ['4000 0000 0000 9995', {}, 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4242 4242 4242 4241', {}, 'incorrect_number', undefined, 'Your card number is incorrect.'],
    ['4242', {}, 'incorrect_number', undefined, 'Your card number is incorrect.'],
    ['4242 4242 4242 4242', { exp_month: 1, exp_year: 2020 }, 'expired_card', undefined, 'Your card has expired.'],
    ['4242 4242 4242 4242', { cvc: '12' }, 'incorrect_cvc', undefined, "Your card's security code is incorrect."],
    ['4242 4242 4242 4242', { cvc: '12a4' }, 'incorrect_cvc', undefined, "Your card's security code is incorrect."],
  ])('%s %j → 402 %s', async (number, over, code, decline, message) => {
    const o = await orderToPay(run.url);
    const res = await confirm(run.url, o.id, o.secret, card(number, over));
    expect(res.status).toBe(402);
    const { error } = res.body as unknown as CardError;
    expect(error).toMatchObject({ type: 'card_error', code, message });
    expect(error.decline_code).toBe(decline);
    expect(error.payment_intent).toMatchObject({ id: o.id, status: 'requires_payment_method', last_payment_error: { code, message } });
    expect(await orderStatus(o)).toBe('CONFIRMED');
    // A declined intent takes another card: same order
    const retry = await confirm(run.url, o.id, o.secret, card('4242424242424242'));
    expect(retry.body.status).toBe('succeeded');
    expect(await orderStatus(o)).toBe('PAID');
  });

  test('the request log never holds the card number or the CVC', async () => {
    const o = await orderToPay(run.url);
    await control(run.url, 'DELETE', '/requests');
    await confirm(run.url, o.id, o.secret, card('4000000000000002', { cvc: '987' }));
    const log = await control<{ requests: Array<{ body: { payment_method_data: { card: Record<string, unknown> } } }> }>(run.url, 'GET', '/requests?path=/v1/payment_intents');
    expect(log.body.requests).toHaveLength(1);
    const text = JSON.stringify(log.body.requests);
    expect(text).not.toContain('4000000000000002');
    expect(text).not.toContain('987');
    expect(log.body.requests[0]?.body.payment_method_data.card).toMatchObject({ number: '***', cvc: '***', exp_month: 12 });
  });

  test('luhn', () => {
    expect(luhn('4242424242424242')).toBe(true);
    expect(luhn('4000002500003155')).toBe(true);
    expect(luhn('4242424242424241')).toBe(false);
  });
});

describe('3-D Secure', () => {
  async function challenge(save = true) {
    const o = await orderToPay(run.url);
    const res = await confirm(run.url, o.id, o.secret, card('4000 0025 0000 3155'), 'http://localhost:3000/eshop/checkout', undefined, save ? { setup_future_usage: 'off_session' } : {});
    expect(res.status).toBe(200);
    const intent = res.body as unknown as Intent;
    expect(intent.status).toBe('requires_action');
    expect(intent.next_action?.type).toBe('redirect_to_url');
    const url = new URL(intent.next_action?.redirect_to_url.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${run.url}/v1/3ds/${o.id}`);
    expect(url.searchParams.get('client_secret')).toBe(o.secret);
    expect(await orderStatus(o)).toBe('CONFIRMED');
    return { o, path: `${url.pathname}${url.search}` };
  }

  test('the page offers both choices; completing pays the order and tells the parent window', async () => {
    const { o, path } = await challenge();
    const page = await req(run.url, 'GET', path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('<title>3D Secure test</title>');
    expect(page.text).toContain('Complete authentication');
    expect(page.text).toContain('Fail authentication');
    const done = await req(run.url, 'POST', path, { form: { action: 'complete' } });
    expect(done.status).toBe(200);
    expect(done.text).toContain('sandbox-3ds-complete');
    expect(done.text).toContain(o.id);
    expect(done.text).toContain('window.parent.postMessage');
    expect(done.text).toContain('You can close this window');
    const intent = await req<Intent>(run.url, 'GET', `/v1/payment_intents/${o.id}?client_secret=${o.secret}`, { headers: { authorization: 'Bearer pk_test_sandbox' } });
    expect(intent.body.status).toBe('succeeded');
    expect(await orderStatus(o)).toBe('PAID');
    expect(await paymentMethods(o)).toEqual([expect.objectContaining({ CardLast4: '3155', CardType: 'Visa' })]);
    // Nothing left to authenticate
    expect((await req(run.url, 'GET', path)).status).toBe(409);
  });

  test('completed without setup_future_usage: the order is paid and the card is not kept', async () => {
    const { o, path } = await challenge(false);
    await req(run.url, 'POST', path, { form: { action: 'complete' } });
    expect(await orderStatus(o)).toBe('PAID');
    expect(await paymentMethods(o)).toEqual([]);
  });

  test('failing leaves the intent for another card, with the authentication error', async () => {
    const { o, path } = await challenge();
    const done = await req(run.url, 'POST', path, { form: { action: 'fail' } });
    expect(done.text).toContain('sandbox-3ds-complete');
    const intent = await req<Intent>(run.url, 'GET', `/v1/payment_intents/${o.id}?client_secret=${o.secret}`, { headers: { authorization: 'Bearer pk_test_sandbox' } });
    expect(intent.body).toMatchObject({
      status: 'requires_payment_method', next_action: null,
      last_payment_error: { code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' },
    });
    expect(await orderStatus(o)).toBe('CONFIRMED');
    expect(await paymentMethods(o)).toEqual([]);
  });

  test('a wrong client secret gets no page', async () => {
    const { o } = await challenge();
    expect((await req(run.url, 'GET', `/v1/3ds/${o.id}?client_secret=nope`)).status).toBe(404);
  });
});

describe('buy now, pay later', () => {
  async function redirectFor(type: 'afterpay_clearpay' | 'klarna') {
    const o = await orderToPay(run.url);
    const back = 'http://localhost:3000/eshop/checkout/return?x=1';
    const res = await confirm(run.url, o.id, o.secret, { type }, back);
    expect(res.status).toBe(200);
    const intent = res.body as unknown as Intent;
    expect(intent).toMatchObject({ status: 'requires_action', next_action: { type: 'redirect_to_url', redirect_to_url: { return_url: back } } });
    const url = new URL(intent.next_action?.redirect_to_url.url ?? '');
    expect(url.pathname).toBe(`/v1/bnpl/${o.id}`);
    expect(url.searchParams.get('return_url')).toBe(back);
    return { o, path: `${url.pathname}${url.search}`, back };
  }

  test.each([
    ['afterpay_clearpay', 'Afterpay (sandbox)'],
    ['klarna', 'Klarna (sandbox)'],
  ] as const)('%s: authorize → 303 to return_url with redirect_status=succeeded; the order is PAID', async (type, title) => {
    const { o, path } = await redirectFor(type);
    const page = await req(run.url, 'GET', path);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<title>${title}</title>`);
    expect(page.text).toContain('Authorize test payment');
    expect(page.text).toContain('Fail test payment');
    const res = await req(run.url, 'POST', path, { form: { action: 'authorize' }, redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/eshop/checkout/return');
    expect(Object.fromEntries(location.searchParams)).toEqual({ x: '1', payment_intent: o.id, payment_intent_client_secret: o.secret, redirect_status: 'succeeded' });
    expect(await orderStatus(o)).toBe('PAID');
    expect(await paymentMethods(o)).toEqual([]);
  });

  test('fail → 303 with redirect_status=failed; the order waits for another payment', async () => {
    const { o, path } = await redirectFor('klarna');
    const res = await req(run.url, 'POST', path, { form: { action: 'fail' }, redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location') ?? '').searchParams.get('redirect_status')).toBe('failed');
    expect(await orderStatus(o)).toBe('CONFIRMED');
    const retry = await confirm(run.url, o.id, o.secret, card('4242424242424242'));
    expect(retry.body.status).toBe('succeeded');
  });

  test('BNPL needs a return_url', async () => {
    const o = await orderToPay(run.url);
    const res = await confirm(run.url, o.id, o.secret, { type: 'klarna' });
    expect(res.status).toBe(400);
  });
});
