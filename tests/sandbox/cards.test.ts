import type { PaymentMethod } from '@/sandbox/store/types';
import { start, type Running } from './helpers';
import { card, freshCustomer, req } from './eshop-helpers';

/** docs/account-contract.md §2.1 (saved cards) and §2.2 (the provider's SetupIntents). */
let run: Running;
beforeAll(async () => {
  run = await start();
});
afterAll(() => run.sandbox.close());

type Who = { jwt: string; customer: string };
type SetupIntent = {
  id: string; object: string; status: string; client_secret: string; payment_method: string | null;
  last_setup_error: null | { code: string; message: string }; next_action: null | { type: string; redirect_to_url: { url: string; return_url: string | null } };
};
type SetupError = { error: { type: string; code: string; decline_code?: string; message: string; setup_intent: SetupIntent } };

const KEY = { authorization: 'Bearer pk_test_sandbox' };
const NOT_FOUND = { err_message: 'Card is not found', err_number: 1404 };

const cardsOf = async (who: Who): Promise<PaymentMethod[]> => {
  const res = await req<{ PaymentMethods: PaymentMethod[] }>(run.url, 'GET', `/customers/${who.customer}/payment_methods`, { jwt: who.jwt });
  expect(res.status).toBe(200);
  return res.body.PaymentMethods;
};

/** A fresh prepay customer: Visa 4242 (Rank 1) and Mastercard 4444 (Rank 2, expiring this month). */
const prepay = () => freshCustomer(run.url, 'prepay');

/** A SetupIntent made by the upstream call the BFF uses. */
async function setupIntent(who: Who): Promise<{ id: string; secret: string }> {
  const res = await req<{ SetupIntentClientSecret: string }>(run.url, 'GET', `/customer/${who.customer}/setup-payment-method`, { jwt: who.jwt });
  expect(res.status).toBe(200);
  const secret = res.body.SetupIntentClientSecret;
  return { id: secret.split('_secret_')[0] ?? '', secret };
}

const confirmSetup = (id: string, secret: string, paymentMethod: unknown, key = KEY) =>
  req<SetupIntent>(run.url, 'POST', `/v1/setup_intents/${id}/confirm`, { headers: key, body: { client_secret: secret, payment_method_data: paymentMethod } });

/** Ages a card so that it expired last year (the sandbox's own database). */
const expire = (uuid: string) => run.sandbox.store.db.prepare('UPDATE payment_methods SET card_expiry_year = card_expiry_year - 3 WHERE uuid = ?').run(uuid);

describe('GET /customers/{uuid}/payment_methods', () => {
  test('Rank ascending, each card with the provider id as Token', async () => {
    const who = await prepay();
    const cards = await cardsOf(who);
    expect(cards.map((c) => [c.Rank, c.CardType, c.CardLast4])).toEqual([[1, 'Visa', '4242'], [2, 'Mastercard', '4444']]);
    for (const c of cards) expect(c.Token).toMatch(/^pm_[0-9a-f]{24}$/);
    expect(new Set(cards.map((c) => c.Token)).size).toBe(2);
  });
});

describe('SetupIntents', () => {
  test('GET setup-payment-method answers a client secret seti_…_secret_…, only for the customer\'s own token', async () => {
    const who = await prepay();
    const other = await prepay();
    const { secret } = await setupIntent(who);
    expect(secret).toMatch(/^seti_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);
    const foreign = await req(run.url, 'GET', `/customer/${other.customer}/setup-payment-method`, { jwt: who.jwt });
    expect(foreign.status).toBe(401);
    expect(foreign.body).toMatchObject({ err_number: 1002 });
    expect((await req(run.url, 'GET', `/customer/${who.customer}/setup-payment-method`)).status).toBe(401);
  });

  test('4242 succeeds: the card is saved after the others with its pm_ id; the same card again is not saved twice', async () => {
    const who = await prepay();
    const { id, secret } = await setupIntent(who);
    const res = await confirmSetup(id, secret, card('4242 4242 4242 4242', { exp_month: 9, exp_year: 2033 }));
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.body).toMatchObject({ id, object: 'setup_intent', status: 'succeeded', client_secret: secret, last_setup_error: null, next_action: null });
    const cards = await cardsOf(who);
    expect(cards).toHaveLength(3);
    expect(cards[2]).toMatchObject({ Rank: 3, CardType: 'Visa', CardLast4: '4242', CardExpiryMonth: 9, CardExpiryYear: 2033, Token: res.body.payment_method });

    const again = await setupIntent(who);
    const repeat = await confirmSetup(again.id, again.secret, card('4242424242424242', { exp_month: 9, exp_year: 2033 }));
    expect(repeat.body).toMatchObject({ status: 'succeeded', payment_method: res.body.payment_method });
    expect(await cardsOf(who)).toHaveLength(3);

    const read = await req<SetupIntent>(run.url, 'GET', `/v1/setup_intents/${id}?client_secret=${secret}`, { headers: KEY });
    expect(read.body).toMatchObject({ id, status: 'succeeded', payment_method: res.body.payment_method });
    const confirmedTwice = await confirmSetup(id, secret, card('4242424242424242'));
    expect(confirmedTwice.status).toBe(400);
    expect((confirmedTwice.body as unknown as SetupError).error.code).toBe('setup_intent_unexpected_state');
  });

  test('a customer without a valid card gets the new card as Rank 1; an expired card moves behind it', async () => {
    const none = await freshCustomer(run.url, 'nocard');
    const first = await setupIntent(none);
    expect((await confirmSetup(first.id, first.secret, card('5555555555554444'))).body.status).toBe('succeeded');
    expect(await cardsOf(none)).toEqual([expect.objectContaining({ Rank: 1, CardType: 'Mastercard', CardLast4: '4444' })]);

    const who = await freshCustomer(run.url, 'postpay');
    const [visa] = await cardsOf(who);
    expire(visa?.UUID ?? '');
    const next = await setupIntent(who);
    expect((await confirmSetup(next.id, next.secret, card('5555555555554444'))).body.status).toBe('succeeded');
    expect((await cardsOf(who)).map((c) => [c.Rank, c.CardLast4])).toEqual([[1, '4444'], [2, '4242']]);
  });

  test('declined, insufficient funds and bad numbers answer 402 with the setup_intent; another card may follow', async () => {
    const who = await prepay();
    const { id, secret } = await setupIntent(who);
    const declined = await confirmSetup(id, secret, card('4000000000000002'));
    expect(declined.status).toBe(402);
    const error = (declined.body as unknown as SetupError).error;
    expect(error).toMatchObject({ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' });
    expect(error.setup_intent).toMatchObject({ id, status: 'requires_payment_method', last_setup_error: { code: 'card_declined' }, payment_method: null });
    const funds = await confirmSetup(id, secret, card('4000000000009995'));
    expect((funds.body as unknown as SetupError).error.decline_code).toBe('insufficient_funds');
    const luhn = await confirmSetup(id, secret, card('4242424242424241'));
    expect((luhn.body as unknown as SetupError).error.code).toBe('incorrect_number');
    const past = await confirmSetup(id, secret, card('4242424242424242', { exp_year: 2020 }));
    expect((past.body as unknown as SetupError).error.code).toBe('expired_card');
    expect(await cardsOf(who)).toHaveLength(2);
    expect((await confirmSetup(id, secret, card('4242424242424242', { exp_month: 2, exp_year: 2034 }))).body.status).toBe('succeeded');
    expect(await cardsOf(who)).toHaveLength(3);
  });

  test('needs the publishable key, the matching secret, and card data', async () => {
    const who = await prepay();
    const { id, secret } = await setupIntent(who);
    expect((await confirmSetup(id, secret, card('4242424242424242'), { authorization: 'Bearer pk_live_other' })).status).toBe(401);
    expect((await req(run.url, 'GET', `/v1/setup_intents/${id}?client_secret=${secret}`)).status).toBe(401);
    const wrong = await confirmSetup(id, `${id}_secret_wrong`, card('4242424242424242'));
    expect(wrong.status).toBe(400);
    expect((wrong.body as unknown as SetupError).error.code).toBe('setup_intent_invalid_parameter');
    expect((await confirmSetup('seti_unknown', 'seti_unknown_secret_x', card('4242424242424242'))).status).toBe(404);
    const missing = await req<SetupError>(run.url, 'POST', `/v1/setup_intents/${id}/confirm`, { headers: KEY, body: { client_secret: secret } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('parameter_missing');
    const pre = await req(run.url, 'OPTIONS', `/v1/setup_intents/${id}/confirm`, { headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(await cardsOf(who)).toHaveLength(2);
  });

  test('3155 asks for 3-D Secure on the same test page; completing it saves the card', async () => {
    const who = await prepay();
    const { id, secret } = await setupIntent(who);
    const res = await confirmSetup(id, secret, card('4000002500003155', { exp_month: 4, exp_year: 2032 }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'requires_action', payment_method: null, next_action: { type: 'redirect_to_url' } });
    const url = new URL(res.body.next_action?.redirect_to_url.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${run.url}/v1/3ds/${id}`);
    expect(url.searchParams.get('client_secret')).toBe(secret);
    expect(await cardsOf(who)).toHaveLength(2);

    const path = `${url.pathname}${url.search}`;
    const page = await req(run.url, 'GET', path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('saving your Visa card ending in 3155');
    expect(page.text).toContain('Complete authentication');
    expect(page.text).not.toContain('4000002500003155');
    const done = await req(run.url, 'POST', path, { form: { action: 'complete' } });
    expect(done.text).toContain('sandbox-3ds-complete');
    const read = await req<SetupIntent>(run.url, 'GET', `/v1/setup_intents/${id}?client_secret=${secret}`, { headers: KEY });
    expect(read.body).toMatchObject({ status: 'succeeded', next_action: null });
    expect((await cardsOf(who))[2]).toMatchObject({ CardLast4: '3155', CardExpiryMonth: 4, CardExpiryYear: 2032, Token: read.body.payment_method });
    // Nothing waits any more.
    expect((await req(run.url, 'GET', path)).status).toBe(409);
  });

  test('failing 3-D Secure leaves the intent ready for another card and saves nothing', async () => {
    const who = await prepay();
    const { id, secret } = await setupIntent(who);
    const res = await confirmSetup(id, secret, card('4000002760003184'));
    expect(res.body.status).toBe('requires_action');
    const url = new URL(res.body.next_action?.redirect_to_url.url ?? '');
    await req(run.url, 'POST', `${url.pathname}${url.search}`, { form: { action: 'fail' } });
    const read = await req<SetupIntent>(run.url, 'GET', `/v1/setup_intents/${id}?client_secret=${secret}`, { headers: KEY });
    expect(read.body).toMatchObject({ status: 'requires_payment_method', payment_method: null, last_setup_error: { code: 'setup_intent_authentication_failure' } });
    expect(await cardsOf(who)).toHaveLength(2);
    expect((await req(run.url, 'GET', `/v1/3ds/${id}?client_secret=nope`)).status).toBe(404);
  });

  test('the provider keeps no full card number', async () => {
    const who = await prepay();
    const { id, secret } = await setupIntent(who);
    await confirmSetup(id, secret, card('4000002500003155'));
    const rows = JSON.stringify(run.sandbox.store.db.prepare('SELECT * FROM setup_intents WHERE id = ?').all(id));
    expect(rows).toContain('3155');
    expect(rows).not.toContain('4000002500003155');
  });
});

describe('DELETE /customer/{uuid}/payment-methods/{id}', () => {
  test('removes a card; removing Rank 1 leaves no Rank 1; the only card stays', async () => {
    const who = await prepay();
    const [visa, mastercard] = await cardsOf(who);
    const res = await req(run.url, 'DELETE', `/customer/${who.customer}/payment-methods/${visa?.UUID}`, { jwt: who.jwt });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect(await cardsOf(who)).toEqual([expect.objectContaining({ UUID: mastercard?.UUID, Rank: 2 })]);
    const again = await req(run.url, 'DELETE', `/customer/${who.customer}/payment-methods/${visa?.UUID}`, { jwt: who.jwt });
    expect(again.status).toBe(404);
    expect(again.body).toEqual(NOT_FOUND);
    const only = await req(run.url, 'DELETE', `/customer/${who.customer}/payment-methods/${mastercard?.UUID}`, { jwt: who.jwt });
    expect(only.status).toBe(400);
    expect(only.body).toEqual({ err_message: 'Only card cannot be removed', err_number: 1400 });
    expect(await cardsOf(who)).toHaveLength(1);
  });

  test("someone else's card or an unknown one is not found; someone else's customer is 1002", async () => {
    const who = await prepay();
    const other = await prepay();
    const [theirs] = await cardsOf(other);
    const foreignCard = await req(run.url, 'DELETE', `/customer/${who.customer}/payment-methods/${theirs?.UUID}`, { jwt: who.jwt });
    expect(foreignCard.status).toBe(404);
    expect(foreignCard.body).toEqual(NOT_FOUND);
    expect((await req(run.url, 'DELETE', `/customer/${who.customer}/payment-methods/nope`, { jwt: who.jwt })).body).toEqual(NOT_FOUND);
    const foreignCustomer = await req(run.url, 'DELETE', `/customer/${other.customer}/payment-methods/${theirs?.UUID}`, { jwt: who.jwt });
    expect(foreignCustomer.status).toBe(401);
    expect(foreignCustomer.body).toMatchObject({ err_number: 1002 });
    expect(await cardsOf(other)).toHaveLength(2);
  });

  test('an expired card only by invalid-payment-methods, a valid one only by payment-methods', async () => {
    const who = await prepay();
    const [visa, mastercard] = await cardsOf(who);
    expire(mastercard?.UUID ?? '');
    expect((await req(run.url, 'DELETE', `/customer/${who.customer}/payment-methods/${mastercard?.UUID}`, { jwt: who.jwt })).body).toEqual(NOT_FOUND);
    expect((await req(run.url, 'DELETE', `/customer/${who.customer}/invalid-payment-methods/${visa?.UUID}`, { jwt: who.jwt })).body).toEqual(NOT_FOUND);
    const res = await req(run.url, 'DELETE', `/customer/${who.customer}/invalid-payment-methods/${mastercard?.UUID}`, { jwt: who.jwt });
    expect(res.status).toBe(200);
    expect((await cardsOf(who)).map((c) => c.CardLast4)).toEqual(['4242']);
  });

  test('a card expiring this month is still valid: removed by payment-methods', async () => {
    const who = await prepay();
    const [visa, mastercard] = await cardsOf(who);
    expect(mastercard?.CardType).toBe('Mastercard');
    expect((await req(run.url, 'DELETE', `/customer/${who.customer}/invalid-payment-methods/${mastercard?.UUID}`, { jwt: who.jwt })).status).toBe(404);
    expect((await cardsOf(who)).map((c) => c.UUID)).toEqual([visa?.UUID, mastercard?.UUID]);
    expect((await req(run.url, 'DELETE', `/customer/${who.customer}/payment-methods/${mastercard?.UUID}`, { jwt: who.jwt })).status).toBe(200);
    expect((await cardsOf(who)).map((c) => c.UUID)).toEqual([visa?.UUID]);
  });
});

describe('PUT /customer/{uuid}/payment-methods/{id}', () => {
  test('{ Rank: 1 } makes it the default; the others keep their order behind it', async () => {
    const who = await prepay();
    const setup = await setupIntent(who);
    await confirmSetup(setup.id, setup.secret, card('5555555555554444', { exp_month: 6, exp_year: 2034 }));
    const [visa, mastercard, added] = await cardsOf(who);
    const res = await req<PaymentMethod>(run.url, 'PUT', `/customer/${who.customer}/payment-methods/${added?.UUID}`, { jwt: who.jwt, body: { Rank: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ UUID: added?.UUID, Rank: 1, CardLast4: '4444', CardExpiryYear: 2034 });
    expect((await cardsOf(who)).map((c) => [c.UUID, c.Rank])).toEqual([[added?.UUID, 1], [visa?.UUID, 2], [mastercard?.UUID, 3]]);
  });

  test('Rank other than 1 → 400; unknown → 404; expired → 400 Card has expired', async () => {
    const who = await prepay();
    const [, mastercard] = await cardsOf(who);
    const path = `/customer/${who.customer}/payment-methods/${mastercard?.UUID}`;
    expect((await req(run.url, 'PUT', path, { jwt: who.jwt, body: { Rank: 2 } })).body).toEqual({ err_message: 'Rank must be 1', err_number: 1400 });
    expect((await req(run.url, 'PUT', path, { jwt: who.jwt })).status).toBe(400);
    const unknown = await req(run.url, 'PUT', `/customer/${who.customer}/payment-methods/nope`, { jwt: who.jwt, body: { Rank: 1 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(NOT_FOUND);
    expire(mastercard?.UUID ?? '');
    const expired = await req(run.url, 'PUT', path, { jwt: who.jwt, body: { Rank: 1 } });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ err_message: 'Card has expired', err_number: 1400 });
    expect((await cardsOf(who)).map((c) => [c.CardLast4, c.Rank])).toEqual([['4242', 1], ['4444', 2]]);
  });
});
