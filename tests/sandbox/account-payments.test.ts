import Database from 'better-sqlite3';
import { billingCycles } from '@/sandbox/store/account-payments';
import { MIGRATIONS, migrate } from '@/sandbox/store/schema';
import type { MobileProduct } from '@/sandbox/store/types';
import { start, type Running } from './helpers';
import { freshCustomer, req } from './eshop-helpers';
import { KEY, cardsOf as cardsAt, confirmSaved as confirmAt, historyOf, saveAlwaysAuthenticate as saveAt, type Intent, type Who } from './card-helpers';

/**
 * docs/account-contract.md §2.7: prepay top-ups and postpay bill payments with a saved card
 * (spec §7 "Cards and payments", §5 "Top-up amount is required; above $0.99 NZD", "$0.50 for
 * invoice payment", "a card payment needs a default card else rejected 'No card'") and the
 * postpay account (GET /customer/{uuid}/account).
 */
let run: Running;
beforeAll(async () => {
  run = await start();
});
afterAll(() => run.sandbox.close());

type Answer = { Status: string; ClientSecret: string };
type Account = { Balance: number; CurrentBillingCycle: { From: number; Upto: number }; NextBillingCycle: { From: number; Upto: number } };

const cardsOf = (who: Who) => cardsAt(run.url, who);
const history = (who: Who) => historyOf(run.url, who);
const productsOf = async (who: Who) =>
  (await req<{ MobileProducts: MobileProduct[] }>(run.url, 'GET', `/v2/69/customer/${who.customer}/mobile_products`, { jwt: who.jwt })).body.MobileProducts;
const account = (who: Who) => req<Account>(run.url, 'GET', `/customer/${who.customer}/account`, { jwt: who.jwt });

/** The customer's product billed that way (prepay top-ups, postpay bills). */
async function productOf(who: Who, billing: 'prepay' | 'postpay'): Promise<MobileProduct> {
  const product = (await productsOf(who)).find((p) => p.BillingReference.startsWith(`${billing}:`));
  if (!product) throw new Error(`no ${billing} product`);
  return product;
}

const topUp = (who: Who, body: Record<string, unknown>) => req<Answer>(run.url, 'POST', `/customer/${who.customer}/topup`, { jwt: who.jwt, body });
const payBill = (who: Who, body: Record<string, unknown>) => req<Answer>(run.url, 'POST', `/customer/${who.customer}/payment`, { jwt: who.jwt, body });

const idOf = (secret: string): string => secret.split('_secret_')[0] ?? '';
const confirmSaved = (secret: string) => confirmAt(run.url, idOf(secret), secret);
const intentOf = (secret: string) => req<Intent>(run.url, 'GET', `/v1/payment_intents/${idOf(secret)}?client_secret=${secret}`, { headers: KEY });

/** The 3-D Secure page of a requires_action intent, answered with 'complete' or 'fail'. */
async function authenticate(intent: Intent, action: 'complete' | 'fail'): Promise<string> {
  const url = new URL(intent.next_action?.redirect_to_url.url ?? '');
  const page = await req(run.url, 'GET', `${url.pathname}${url.search}`);
  await req(run.url, 'POST', `${url.pathname}${url.search}`, { form: { action } });
  return page.text;
}

const saveAlwaysAuthenticate = (who: Who) => saveAt(run.url, who);

const error = (message: string, number = 1400) => ({ err_message: message, err_number: number });

describe('POST /customer/{uuid}/topup', () => {
  test('answers requires_confirmation with the card attached; confirming pays, raises the balance and writes a COMPLETED Top-up', async () => {
    const who = await freshCustomer(run.url, 'prepay');
    const [visa] = await cardsOf(who);
    const product = await productOf(who, 'prepay');
    expect(product.MainBalCreditCents).toBe(1250);

    const res = await topUp(who, { ProductInstanceUUID: product.UUID, Amount: 2000, PaymentMethodType: 'cards', PaymentMethodID: visa?.UUID });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ Status: 'requires_confirmation', ClientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/), PaymentIntentID: idOf(res.body.ClientSecret) });
    const intent = await intentOf(res.body.ClientSecret);
    expect(intent.body).toMatchObject({ status: 'requires_payment_method', amount: 2000, payment_method: visa?.Token, metadata: { order_id: '' } });

    const paid = await confirmSaved(res.body.ClientSecret);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'succeeded', payment_method: visa?.Token });
    expect((await productOf(who, 'prepay')).MainBalCreditCents).toBe(3250);
    const [newest] = await history(who);
    expect(newest).toMatchObject({ Status: 'COMPLETED', AmountCents: 2000, Currency: 'NZD', Description: 'Top-up', CardType: 'Visa', CardLast4: '4242' });

    const again = await confirmSaved(res.body.ClientSecret);
    expect(again.status).toBe(400);
    expect((await productOf(who, 'prepay')).MainBalCreditCents).toBe(3250);
  });

  test('without PaymentMethodID the default (Rank 1) card pays; a payg product tops up too', async () => {
    const who = await freshCustomer(run.url, 'prepay');
    const [visa, mastercard] = await cardsOf(who);
    expect((await req(run.url, 'PUT', `/customer/${who.customer}/payment-methods/${mastercard?.UUID}`, { jwt: who.jwt, body: { Rank: 1 } })).status).toBe(200);
    const res = await topUp(who, { ProductInstanceUUID: (await productOf(who, 'prepay')).UUID, Amount: 100, PaymentMethodType: 'cards' });
    expect(res.status).toBe(200);
    expect((await intentOf(res.body.ClientSecret)).body.payment_method).toBe(mastercard?.Token);
    expect(visa?.Token).not.toBe(mastercard?.Token);

    const payg = await freshCustomer(run.url, 'payg');
    const product = (await productsOf(payg)).find((p) => p.BillingReference.startsWith('payg:'));
    const paygTopUp = await topUp(payg, { ProductInstanceUUID: product?.UUID, Amount: 500 });
    expect(paygTopUp.status).toBe(200);
    expect((await confirmSaved(paygTopUp.body.ClientSecret)).body.status).toBe('succeeded');
    expect((await productsOf(payg)).find((p) => p.UUID === product?.UUID)?.MainBalCreditCents).toBe(740 + 500);
  });

  test('the amount must be whole cents above $0.99', async () => {
    const who = await freshCustomer(run.url, 'prepay');
    const product = (await productOf(who, 'prepay')).UUID;
    expect((await topUp(who, { ProductInstanceUUID: product, Amount: 99 })).body).toEqual(error('Top-up amount must be above $0.99'));
    expect((await topUp(who, { ProductInstanceUUID: product, Amount: 0 })).status).toBe(400);
    expect((await topUp(who, { ProductInstanceUUID: product })).body).toEqual(error('Amount is required'));
    expect((await topUp(who, { ProductInstanceUUID: product, Amount: 150.5 })).body).toEqual(error('Amount must be a whole number of cents'));
    expect((await topUp(who, { ProductInstanceUUID: product, Amount: '2000' })).status).toBe(400);
    expect((await topUp(who, { ProductInstanceUUID: product, Amount: 100 })).status).toBe(200);
  });

  test("the product must be the customer's prepay (or payg) product", async () => {
    const who = await freshCustomer(run.url, 'prepay');
    const other = await freshCustomer(run.url, 'prepay');
    const postpay = await freshCustomer(run.url, 'postpay');
    const theirs = (await productOf(other, 'prepay')).UUID;
    expect(await topUp(who, { ProductInstanceUUID: theirs, Amount: 2000 })).toMatchObject({ status: 404, body: error('Product is not found', 1404) });
    expect((await topUp(who, { ProductInstanceUUID: 'nope', Amount: 2000 })).status).toBe(404);
    expect((await topUp(who, { Amount: 2000 })).body).toEqual(error('ProductInstanceUUID is required'));
    // The prepay demo account's first SIM is not activated: no billing reference, so not prepay.
    const inactive = (await productsOf(who)).find((p) => p.BillingReference === '');
    expect((await topUp(who, { ProductInstanceUUID: inactive?.UUID, Amount: 2000 })).body).toEqual(error("You don't have prepay product"));
    const postpayProduct = (await productOf(postpay, 'postpay')).UUID;
    expect(await topUp(postpay, { ProductInstanceUUID: postpayProduct, Amount: 2000 })).toMatchObject({ status: 400, body: error("You don't have prepay product") });
  });
});

describe('POST /customer/{uuid}/payment and GET /customer/{uuid}/account', () => {
  test('the postpay account owes 4820 cents (its OVERDUE invoice) in this calendar month (NZ time); paying it writes a COMPLETED Bill payment and lowers the balance', async () => {
    const who = await freshCustomer(run.url, 'postpay');
    const before = await account(who);
    expect(before.status).toBe(200);
    const nowNanos = run.sandbox.clock.now() * 1e6;
    expect(before.body).toEqual({
      Balance: 4820,
      CurrentBillingCycle: { From: expect.any(Number), Upto: expect.any(Number) },
      NextBillingCycle: { From: before.body.CurrentBillingCycle.Upto, Upto: expect.any(Number) },
    });
    expect(before.body.CurrentBillingCycle.From).toBeLessThanOrEqual(nowNanos);
    expect(before.body.CurrentBillingCycle.Upto).toBeGreaterThan(nowNanos);
    expect(before.body.NextBillingCycle.Upto).toBeGreaterThan(before.body.NextBillingCycle.From);

    const [visa] = await cardsOf(who);
    const product = await productOf(who, 'postpay');
    const res = await payBill(who, { AmountCents: 4820, PaymentMethodType: 'cards', PaymentMethodID: visa?.UUID, ProductInstanceUUID: product.UUID });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ Status: 'requires_confirmation', ClientSecret: expect.any(String), PaymentIntentID: idOf(res.body.ClientSecret) });
    expect((await intentOf(res.body.ClientSecret)).body).toMatchObject({ status: 'requires_payment_method', amount: 4820, payment_method: visa?.Token });
    expect((await account(who)).body.Balance).toBe(4820);

    expect((await confirmSaved(res.body.ClientSecret)).body.status).toBe('succeeded');
    expect((await account(who)).body.Balance).toBe(0);
    const [newest] = await history(who);
    expect(newest).toMatchObject({ Status: 'COMPLETED', AmountCents: 4820, Description: 'Bill payment', CardType: 'Visa', CardLast4: '4242' });

    // Paying more than is owing leaves credit (spec §5: "any shortfall added as credit").
    const more = await payBill(who, { AmountCents: 50, ProductInstanceUUID: product.UUID });
    expect(more.status).toBe(200);
    await confirmSaved(more.body.ClientSecret);
    expect((await account(who)).body.Balance).toBe(-50);
  });

  test('the amount must be whole cents of at least $0.50; the product the customer\'s postpay product', async () => {
    const who = await freshCustomer(run.url, 'postpay');
    const prepay = await freshCustomer(run.url, 'prepay');
    const product = (await productOf(who, 'postpay')).UUID;
    expect((await payBill(who, { AmountCents: 49, ProductInstanceUUID: product })).body).toEqual(error('Payment amount must be at least $0.50'));
    expect((await payBill(who, { ProductInstanceUUID: product })).body).toEqual(error('AmountCents is required'));
    expect((await payBill(who, { AmountCents: 50, ProductInstanceUUID: product })).status).toBe(200);
    const prepayProduct = (await productOf(prepay, 'prepay')).UUID;
    expect((await payBill(prepay, { AmountCents: 500, ProductInstanceUUID: prepayProduct })).body).toEqual(error("You don't have postpay product"));
    expect((await payBill(who, { AmountCents: 500, ProductInstanceUUID: prepayProduct })).status).toBe(404);
  });

  test("a customer without a postpay product has no account", async () => {
    const who = await freshCustomer(run.url, 'prepay');
    expect(await account(who)).toMatchObject({ status: 400, body: error("You don't have postpay product") });
  });

  test('a postpay customer with no billing history yet reads 0 (the engine opens its first bill)', async () => {
    const who = await freshCustomer(run.url, 'postpay');
    run.sandbox.store.db.prepare('DELETE FROM invoices WHERE customer_uuid = ?').run(who.customer);
    run.sandbox.store.db.prepare('DELETE FROM billing_accounts WHERE customer_uuid = ?').run(who.customer);
    expect((await account(who)).body.Balance).toBe(0);
  });
});

describe('the card of an account payment', () => {
  test("no card: 'No card'; no Rank 1 card: 'No card'; nothing is written", async () => {
    const nocard = await freshCustomer(run.url, 'nocard');
    const res = await topUp(nocard, { ProductInstanceUUID: (await productOf(nocard, 'prepay')).UUID, Amount: 2000, PaymentMethodType: 'cards' });
    expect(res).toMatchObject({ status: 400, body: error('No card') });

    const who = await freshCustomer(run.url, 'prepay');
    const [visa] = await cardsOf(who);
    const before = (await history(who)).length;
    expect((await req(run.url, 'DELETE', `/customer/${who.customer}/payment-methods/${visa?.UUID}`, { jwt: who.jwt })).status).toBe(200);
    expect((await topUp(who, { ProductInstanceUUID: (await productOf(who, 'prepay')).UUID, Amount: 2000 })).body).toEqual(error('No card'));
    expect(await history(who)).toHaveLength(before);
    expect(run.sandbox.store.db.prepare('SELECT COUNT(*) AS n FROM payment_intents WHERE customer_uuid = ?').get(who.customer)).toEqual({ n: 0 });
  });

  test("an unknown, removed or someone else's card is not found; an expired card (named or default) has expired", async () => {
    const who = await freshCustomer(run.url, 'postpay');
    const other = await freshCustomer(run.url, 'prepay');
    const product = (await productOf(who, 'postpay')).UUID;
    const [visa] = await cardsOf(who);
    const [theirs, theirSecond] = await cardsOf(other);
    for (const id of ['nope', theirs?.UUID]) {
      expect(await payBill(who, { AmountCents: 500, ProductInstanceUUID: product, PaymentMethodID: id })).toMatchObject({ status: 404, body: error('Card is not found', 1404) });
    }
    expect((await req(run.url, 'DELETE', `/customer/${other.customer}/payment-methods/${theirSecond?.UUID}`, { jwt: other.jwt })).status).toBe(200);
    const otherProduct = (await productOf(other, 'prepay')).UUID;
    expect((await topUp(other, { ProductInstanceUUID: otherProduct, Amount: 500, PaymentMethodID: theirSecond?.UUID })).status).toBe(404);
    expect((await payBill(who, { AmountCents: 500, ProductInstanceUUID: product, PaymentMethodID: 42 })).body).toEqual(error('PaymentMethodID must be a string'));

    run.sandbox.store.db.prepare('UPDATE payment_methods SET card_expiry_year = 2020 WHERE uuid = ?').run(visa?.UUID);
    expect((await payBill(who, { AmountCents: 500, ProductInstanceUUID: product, PaymentMethodID: visa?.UUID })).body).toEqual(error('Card has expired'));
    expect((await payBill(who, { AmountCents: 500, ProductInstanceUUID: product })).body).toEqual(error('Card has expired'));
  });

  test("a payment type other than cards (or bill_routes, issue 15) is refused with the reason changePaymentType", async () => {
    const who = await freshCustomer(run.url, 'postpay');
    const product = (await productOf(who, 'postpay')).UUID;
    for (const type of ['afterpay', 'klarna', 'bank']) {
      const res = await payBill(who, { AmountCents: 500, ProductInstanceUUID: product, PaymentMethodType: type });
      expect(res).toMatchObject({ status: 400, body: { err_message: 'Only cards can pay for this', err_number: 1400, Reason: 'changePaymentType' } });
    }
    // bill_routes pays when a parent route does (tests/sandbox/families-routes.test.ts); with none, refused the same way.
    const prepay = await freshCustomer(run.url, 'prepay');
    const topped = await topUp(prepay, { ProductInstanceUUID: (await productOf(prepay, 'prepay')).UUID, Amount: 500, PaymentMethodType: 'bill_routes' });
    expect(topped.body).toMatchObject({ Reason: 'changePaymentType' });
  });

  test("someone else's customer is refused before anything else (401 1002), and a call without a token (401)", async () => {
    const who = await freshCustomer(run.url, 'postpay');
    const other = await freshCustomer(run.url, 'postpay');
    const body = { AmountCents: 500, ProductInstanceUUID: (await productOf(other, 'postpay')).UUID };
    for (const path of ['payment', 'topup']) {
      const res = await req(run.url, 'POST', `/customer/${other.customer}/${path}`, { jwt: who.jwt, body });
      expect(res).toMatchObject({ status: 401, body: { err_number: 1002 } });
      expect((await req(run.url, 'POST', `/customer/${other.customer}/${path}`, { body })).status).toBe(401);
    }
    expect((await req(run.url, 'GET', `/customer/${other.customer}/account`, { jwt: who.jwt })).status).toBe(401);
    expect((await account(other)).body.Balance).toBe(4820);
  });
});

describe('the saved card ending 3184 authenticates every account payment', () => {
  test('requires_action; failing 3-D Secure writes a FAILED transaction and changes no balance; completing it pays', async () => {
    const who = await freshCustomer(run.url, 'prepay');
    const saved = await saveAlwaysAuthenticate(who);
    const product = (await productOf(who, 'prepay')).UUID;
    const res = await topUp(who, { ProductInstanceUUID: product, Amount: 1500, PaymentMethodType: 'cards', PaymentMethodID: saved.UUID });
    expect(res.status).toBe(200);

    const action = await confirmSaved(res.body.ClientSecret);
    expect(action.body.status).toBe('requires_action');
    expect(await authenticate(action.body, 'fail')).toContain('card ending in 3184');
    expect((await intentOf(res.body.ClientSecret)).body).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'payment_intent_authentication_failure' } });
    expect((await history(who))[0]).toMatchObject({ Status: 'FAILED', AmountCents: 1500, Description: 'Top-up', CardLast4: '3184' });
    expect((await productOf(who, 'prepay')).MainBalCreditCents).toBe(1250);

    const retry = await confirmSaved(res.body.ClientSecret);
    expect(retry.body.status).toBe('requires_action');
    await authenticate(retry.body, 'complete');
    expect((await intentOf(res.body.ClientSecret)).body.status).toBe('succeeded');
    expect((await productOf(who, 'prepay')).MainBalCreditCents).toBe(2750);
    const [completed, failed] = await history(who);
    expect(completed).toMatchObject({ Status: 'COMPLETED', AmountCents: 1500, Description: 'Top-up', CardType: 'Visa', CardLast4: '3184' });
    expect(failed).toMatchObject({ Status: 'FAILED', Description: 'Top-up' });
  });

  test('a bill paid with it: completed 3-D Secure lowers the balance', async () => {
    const who = await freshCustomer(run.url, 'postpay');
    const saved = await saveAlwaysAuthenticate(who);
    const res = await payBill(who, { AmountCents: 3000, PaymentMethodType: 'cards', PaymentMethodID: saved.UUID, ProductInstanceUUID: (await productOf(who, 'postpay')).UUID });
    const action = await confirmSaved(res.body.ClientSecret);
    expect(action.body.status).toBe('requires_action');
    expect((await account(who)).body.Balance).toBe(4820);
    await authenticate(action.body, 'complete');
    expect((await account(who)).body.Balance).toBe(1820);
    expect((await history(who))[0]).toMatchObject({ Status: 'COMPLETED', AmountCents: 3000, Description: 'Bill payment', CardLast4: '3184' });
  });
});

describe('faults', () => {
  test('a fault on the top-up path answers as set, once', async () => {
    const who = await freshCustomer(run.url, 'prepay');
    const fault = await req<{ id: string }>(run.url, 'POST', '/__control/faults', { body: { method: 'POST', path: `^/customer/${who.customer}/topup$`, kind: 'status', status: 503, times: 1 } });
    expect(fault.status).toBe(200);
    const body = { ProductInstanceUUID: (await productOf(who, 'prepay')).UUID, Amount: 2000 };
    expect((await topUp(who, body)).status).toBe(503);
    expect((await topUp(who, body)).status).toBe(200);
  });
});

describe('the account-payments migration and billing cycles', () => {
  test('an e-shop intent made before it is kept (purpose order); account intents need a customer and product', () => {
    const db = new Database(':memory:');
    try {
      db.exec('CREATE TABLE schema_version (version INTEGER NOT NULL); INSERT INTO schema_version VALUES (0)');
      // Up to the one before the account-payments migration.
      const before = MIGRATIONS.findIndex((m) => m.includes('payment_intents_new'));
      for (const sql of MIGRATIONS.slice(0, before)) db.exec(sql);
      db.prepare('UPDATE schema_version SET version = ?').run(before);
      db.prepare("INSERT INTO customers (uuid, spid, first_name, last_name, email, external_ref5, created_at) VALUES ('c1', 69, 'A', 'B', 'a@example.com', '5001', 0)").run();
      db.prepare("INSERT INTO eshop_carts (uuid, number, customer_uuid, created_at_nanos, updated_at_nanos) VALUES ('cart1', 'C1', 'c1', 0, 0)").run();
      db.prepare(
        `INSERT INTO eshop_orders (uuid, order_number, customer_uuid, cart_uuid, status, amount_cents, email, name, phone, notes, payment_method_type,
           order_notes_json, checkout_json, created_at_nanos, updated_at_nanos) VALUES ('o1', 'SO1', 'c1', 'cart1', 'CONFIRMED', 3000, '', '', '', '', 'cards', '[]', '{}', 0, 0)`,
      ).run();
      db.prepare(
        `INSERT INTO payment_intents (id, client_secret, order_uuid, amount_cents, status, payment_method_types_json, created_at_ms, payment_method)
         VALUES ('pi_1', 'pi_1_secret_x', 'o1', 3000, 'requires_payment_method', '["card"]', 5, 'pm_1')`,
      ).run();
      expect(migrate(db)).toBe(MIGRATIONS.length);
      expect(db.prepare('SELECT id, purpose, order_uuid, amount_cents, payment_method, customer_uuid FROM payment_intents').all()).toEqual([
        { id: 'pi_1', purpose: 'order', order_uuid: 'o1', amount_cents: 3000, payment_method: 'pm_1', customer_uuid: null },
      ]);
      const insert = (purpose: string, order: string | null, product: string | null) => () =>
        db.prepare(
          `INSERT INTO payment_intents (id, client_secret, purpose, order_uuid, customer_uuid, product_uuid, amount_cents, status, payment_method_types_json, created_at_ms)
           VALUES (?, ?, ?, ?, 'c1', ?, 100, 'requires_payment_method', '[]', 0)`,
        ).run(`pi_${purpose}`, `s_${purpose}`, purpose, order, product);
      expect(insert('topup', 'o1', null)).toThrow();
      expect(insert('payment', null, null)).toThrow();
      expect(insert('order', null, null)).toThrow();
      expect(db.prepare('SELECT COUNT(*) AS n FROM postpay_accounts').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });

  test('cycles are calendar months from midnight on the 1st in New Zealand, across daylight saving', () => {
    // 15 Oct 2026 12:00 NZDT (UTC+13): this cycle from 1 Oct 00:00 NZDT = 30 Sep 11:00 UTC, the next from 1 Nov 00:00 NZDT.
    const october = billingCycles(Date.UTC(2026, 9, 14, 23));
    expect(october.CurrentBillingCycle).toEqual({ From: Date.UTC(2026, 8, 30, 11) * 1e6, Upto: Date.UTC(2026, 9, 31, 11) * 1e6 });
    expect(october.NextBillingCycle).toEqual({ From: Date.UTC(2026, 9, 31, 11) * 1e6, Upto: Date.UTC(2026, 10, 30, 11) * 1e6 });
    // 1 July 2026 00:30 NZST (UTC+12) is 30 June 12:30 UTC: already July's cycle.
    expect(billingCycles(Date.UTC(2026, 5, 30, 12, 30)).CurrentBillingCycle.From).toBe(Date.UTC(2026, 5, 30, 12) * 1e6);
    // December's next cycle is January of the next year.
    expect(billingCycles(Date.UTC(2026, 11, 10)).NextBillingCycle.From).toBe(Date.UTC(2026, 11, 31, 11) * 1e6);
  });
});
