import { GET as listCards } from '@/app/api/customer/payment-methods/route';
import { POST as addItem } from '@/app/api/eshop/cart/items/route';
import { POST as checkout } from '@/app/api/eshop/checkout/route';
import type { CardItem, CardList } from '@/lib/billing/types';
import type { CartView, CheckoutResult } from '@/lib/eshop/types';
import { freshCustomer, sandboxPerFile, undoTravel, upstreamRequests, withExpiredMastercard, type Who } from '../support/account';
import { control } from '../support/bff';
import { call, type ErrorOut } from '../support/eshop';
import { UPSTREAM_FAULTS, withFault } from '../support/faults';

/**
 * POST /api/eshop/checkout with a saved card (docs/account-contract.md §2.3, §3): the card must be
 * the customer's own (else 404 card_not_found) and able to pay ("a card about to expire cannot be
 * authorized": 409 card_expiring; 409 card_expired), checked before the upstream is asked; the
 * upstream receives PaymentOptions.PaymentMethodID and the client secret confirms without card data.
 */

const sb = sandboxPerFile();

const PLAN = '30-prepay-value-pack';
const CONTACT = { email: 'prepay@example.com', name: 'Aroha Ngata', phone: '0215550101' };
let keyN = 0;
const key = () => `saved-card-${Date.now()}-${(keyN += 1)}`;

const fresh = () => freshCustomer(sb.url);

async function cardsOf(who: Who): Promise<{ visa: CardItem; mastercard: CardItem }> {
  const cards = (await call<CardList>(listCards, 'GET', '/api/customer/payment-methods', { cookie: who.cookie })).body.cards;
  return { visa: cards.find((c) => c.last4 === '4242')!, mastercard: cards.find((c) => c.last4 === '4444')! };
}

async function cartFor(who: Who): Promise<CartView> {
  const r = await call<{ cart: CartView }>(addItem, 'POST', '/api/eshop/cart/items', { cookie: who.cookie, body: { simType: 'esim', plan: PLAN } });
  expect(r.status).toBe(200);
  return r.body.cart;
}

function pay(who: Who, body: Record<string, unknown>, origin?: string) {
  return call<CheckoutResult & ErrorOut>(checkout, 'POST', '/api/eshop/checkout', { cookie: who.cookie, body: { contact: CONTACT, paymentMethodType: 'cards', ...body }, headers: { 'idempotency-key': key() }, origin });
}

const checkoutsReceived = () => upstreamRequests(sb.url, '^/eshop/v3/checkout$');

/** The browser's confirmation of a saved-card payment: the client secret alone (`confirmSaved`). */
async function confirmSaved(clientSecret: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const id = clientSecret.split('_secret_')[0];
  const res = await fetch(`${sb.url}/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    headers: { authorization: 'Bearer pk_test_sandbox', 'content-type': 'application/json' },
    body: JSON.stringify({ client_secret: clientSecret }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('POST /api/eshop/checkout with paymentMethodId', () => {
  test('pays with the saved default card: the upstream receives PaymentMethodID; the client secret confirms without card data', async () => {
    const who = await fresh();
    const { visa } = await cardsOf(who);
    const cart = await cartFor(who);
    await control(sb.url, 'DELETE', '/requests');
    const r = await pay(who, { uuid: cart.uuid, paymentMethodId: visa.id });
    expect(r.status).toBe(200);
    expect(r.body.clientSecret).toMatch(/_secret_/);
    expect((await checkoutsReceived()).map((q) => (q.body as { PaymentOptions?: unknown }).PaymentOptions)).toEqual([{ PaymentMethodType: 'cards', PaymentMethodID: visa.id }]);
    const confirmed = await confirmSaved(r.body.clientSecret!);
    expect([confirmed.status, confirmed.body.status]).toEqual([200, 'succeeded']);
  });

  test("a card about to expire → 409 card_expiring ('A card about to expire cannot be authorized'), the upstream not asked", async () => {
    const who = await fresh();
    const { mastercard } = await cardsOf(who);
    expect(mastercard.state).toBe('expiring');
    const cart = await cartFor(who);
    await control(sb.url, 'DELETE', '/requests');
    const r = await pay(who, { uuid: cart.uuid, paymentMethodId: mastercard.id });
    expect([r.status, r.body.error]).toEqual([409, { code: 'card_expiring', message: 'A card about to expire cannot be authorized' }]);
    expect(await checkoutsReceived()).toEqual([]);
  });

  test("an expired card → 409 card_expired ('This card has expired')", async () => {
    try {
      const who = await withExpiredMastercard(sb.url);
      const { mastercard } = await cardsOf(who);
      expect(mastercard.state).toBe('expired');
      const cart = await cartFor(who);
      await control(sb.url, 'DELETE', '/requests');
      const r = await pay(who, { uuid: cart.uuid, paymentMethodId: mastercard.id });
      expect([r.status, r.body.error]).toEqual([409, { code: 'card_expired', message: 'This card has expired' }]);
      expect(await checkoutsReceived()).toEqual([]);
    } finally {
      await undoTravel(sb.url);
    }
  });

  test("someone else's card or an unknown id → 404 card_not_found, the upstream not asked", async () => {
    const [me, other] = [await fresh(), await fresh()];
    const { visa: theirs } = await cardsOf(other);
    const cart = await cartFor(me);
    await control(sb.url, 'DELETE', '/requests');
    const r = await pay(me, { uuid: cart.uuid, paymentMethodId: theirs.id });
    expect([r.status, r.body.error]).toEqual([404, { code: 'card_not_found', message: 'Card is not found' }]);
    expect((await pay(me, { uuid: cart.uuid, paymentMethodId: 'pm_nobody' })).body.error.code).toBe('card_not_found');
    expect(await checkoutsReceived()).toEqual([]);
  });

  test('bad input → 422: a card with another payment type, an empty or overlong id', async () => {
    const who = await fresh();
    const { visa } = await cardsOf(who);
    const cart = await cartFor(who);
    await control(sb.url, 'DELETE', '/requests');
    const routes = await pay(who, { uuid: cart.uuid, paymentMethodType: 'bill_routes', paymentMethodId: visa.id });
    expect([routes.status, routes.body.error.details]).toEqual([422, [{ path: 'paymentMethodId', message: 'format is invalid' }]]);
    expect((await pay(who, { uuid: cart.uuid, paymentMethodId: '' })).status).toBe(422);
    expect((await pay(who, { uuid: cart.uuid, paymentMethodId: 'x'.repeat(101) })).status).toBe(422);
    expect((await pay(who, { uuid: cart.uuid, paymentMethodId: 42 })).status).toBe(422);
    expect(await checkoutsReceived()).toEqual([]);
  });

  test('a bad Origin → 403 bad_origin', async () => {
    const who = await fresh();
    const { visa } = await cardsOf(who);
    const cart = await cartFor(who);
    await control(sb.url, 'DELETE', '/requests');
    const r = await pay(who, { uuid: cart.uuid, paymentMethodId: visa.id }, 'http://evil.example');
    expect([r.status, r.body.error.code]).toEqual([403, 'bad_origin']);
    expect(await checkoutsReceived()).toEqual([]);
  });

  test.each(UPSTREAM_FAULTS)('upstream %s on the card list → %i %s, no checkout', async (fault, status, code, message) => {
    const who = await fresh();
    const { visa } = await cardsOf(who);
    const cart = await cartFor(who);
    await control(sb.url, 'DELETE', '/requests');
    const r = await withFault(sb.url, fault, `^/customers/${who.uuid}/payment_methods$`, 'GET', () => pay(who, { uuid: cart.uuid, paymentMethodId: visa.id }));
    expect([r.status, r.body.error]).toEqual([status, { code, message, reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
    expect(await checkoutsReceived()).toEqual([]);
  });

  test.each(UPSTREAM_FAULTS.filter(([f]) => f !== 'network down'))('upstream %s on the checkout → %i %s', async (fault, status, code, message) => {
    const who = await fresh();
    const { visa } = await cardsOf(who);
    const cart = await cartFor(who);
    const r = await withFault(sb.url, fault, '^/eshop/v3/checkout$', 'POST', () => pay(who, { uuid: cart.uuid, paymentMethodId: visa.id }));
    expect([r.status, r.body.error]).toEqual([status, { code, message, reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
  });
});
