import { PUT as makeDefault } from '@/app/api/customer/payment-methods/[id]/default/route';
import { DELETE as removeCard } from '@/app/api/customer/payment-methods/[id]/route';
import { GET as listCards } from '@/app/api/customer/payment-methods/route';
import { POST as setupCard } from '@/app/api/customer/payment-methods/setup/route';
import { nzClock } from '@/lib/billing/rules';
import type { CardItem, CardList, CardSetup } from '@/lib/billing/types';
import { loadAccount } from '@/lib/customer/account';
import { SHIPPED_FLAGS } from '@/lib/flags';
import { sessionCookieName, unsealSession } from '@/lib/session';
import { createContext } from '@/lib/upstream/context';
import { freshCustomer, sandboxPerFile, undoTravel, upstreamRequests, withExpiredMastercard, type Who } from '../support/account';
import { apiRequest, control } from '../support/bff';
import { call, type ErrorOut } from '../support/eshop';
import { UPSTREAM_FAULTS, withFault } from '../support/faults';

/**
 * The cards BFF (docs/account-contract.md §3; account-management.md §4 "Cards"): list, add
 * (SetupIntent), remove, make default. Every test has fresh demo customers of its own.
 */

const sb = sandboxPerFile();

type Out = CardList & CardSetup & ErrorOut;

const fresh = (state: 'prepay' | 'postpay' | 'nocard' = 'prepay') => freshCustomer(sb.url, state);

const list = (who: Who) => call<Out>(listCards, 'GET', '/api/customer/payment-methods', { cookie: who.cookie });
const setup = (who: Who, body: unknown = {}) => call<Out>(setupCard, 'POST', '/api/customer/payment-methods/setup', { cookie: who.cookie, body });
const remove = (who: Who, id: string, origin?: string) => call<Out>(removeCard, 'DELETE', `/api/customer/payment-methods/${id}`, { cookie: who.cookie, params: { id }, origin });
const setDefault = (who: Who, id: string, body: unknown = {}, origin?: string) =>
  call<Out>(makeDefault, 'PUT', `/api/customer/payment-methods/${id}/default`, { cookie: who.cookie, params: { id }, body, origin });

const received = (path: string) => upstreamRequests(sb.url, path);
/** The upstream writes to a customer's cards (DELETE, PUT) since the log was last cleared. */
async function cardWrites(who: Who): Promise<string[]> {
  return (await received(`^/customer/${who.uuid}/`)).filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
}

/** What the browser does with the client secret: confirm at the payment provider (the sandbox), card data included. */
async function confirmSetup(clientSecret: string, number: string, expYear = new Date().getFullYear() + 3): Promise<{ status: number; body: Record<string, unknown> }> {
  const id = clientSecret.split('_secret_')[0];
  const res = await fetch(`${sb.url}/v1/setup_intents/${id}/confirm`, {
    method: 'POST',
    headers: { authorization: 'Bearer pk_test_sandbox', 'content-type': 'application/json' },
    body: JSON.stringify({ client_secret: clientSecret, payment_method_data: { type: 'card', card: { number, exp_month: 12, exp_year: expYear, cvc: '123' } } }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Adds a card the way the add-card screen does: SetupIntent through the BFF, confirmed at the provider. */
async function addCard(who: Who, number: string): Promise<void> {
  const s = await setup(who);
  expect(s.status).toBe(200);
  const confirmed = await confirmSetup(s.body.clientSecret, number);
  expect([confirmed.status, confirmed.body.status]).toEqual([200, 'succeeded']);
}

const byLast4 = (cards: CardItem[], last4: string): CardItem => {
  const c = cards.find((x) => x.last4 === last4);
  if (!c) throw new Error(`no card ending ${last4} in ${JSON.stringify(cards)}`);
  return c;
};

/** A prepay customer whose Mastercard has expired, and the two cards as the BFF lists them then. */
async function withExpiredCard(): Promise<{ who: Who; mastercard: CardItem }> {
  const who = await withExpiredMastercard(sb.url);
  const mastercard = byLast4((await list(who)).body.cards, '4444');
  expect(mastercard.state).toBe('expired');
  return { who, mastercard };
}

describe('GET /api/customer/payment-methods — "Cards are observed live"', () => {
  test('the cards, default first, with brand, last four, expiry and state (prepay: Visa 4242 default, Mastercard 4444 about to expire)', async () => {
    const who = await fresh();
    const r = await list(who);
    expect(r.status).toBe(200);
    const { year, month } = nzClock(new Date());
    expect(r.body.cards).toEqual([
      { id: expect.any(String), brand: 'Visa', last4: '4242', expiryMonth: expect.any(Number), expiryYear: expect.any(Number), isDefault: true, state: 'valid' },
      { id: expect.any(String), brand: 'Mastercard', last4: '4444', expiryMonth: month, expiryYear: year, isDefault: false, state: 'expiring' },
    ]);
    expect(Object.keys(r.body)).toEqual(['cards']);
  });

  test('read fresh from the upstream every time, and the profile guard sees a new card at once', async () => {
    const who = await fresh('nocard');
    const sealed = new Map(who.cookie.split('; ').map((c) => c.split('=', 2) as [string, string])).get(sessionCookieName());
    const rc = createContext(await unsealSession(sealed), 'cards-test');
    expect((await loadAccount(rc, who.uuid, SHIPPED_FLAGS)).facts.hasPaymentMethod).toBe(false);
    await addCard(who, '4242424242424242');
    // The guard's own read is cached (data entities, 3 minutes): it has not seen the card yet.
    expect((await loadAccount(rc, who.uuid, SHIPPED_FLAGS)).facts.hasPaymentMethod).toBe(false);
    await control(sb.url, 'DELETE', '/requests');
    expect((await list(who)).body.cards.map((c) => [c.brand, c.last4, c.isDefault, c.state])).toEqual([['Visa', '4242', true, 'valid']]);
    expect((await list(who)).status).toBe(200);
    expect(await received(`^/customers/${who.uuid}/payment_methods$`)).toHaveLength(2);
    // The list forgot the customer's page cache: the guard now lets her in.
    expect((await loadAccount(rc, who.uuid, SHIPPED_FLAGS)).facts.hasPaymentMethod).toBe(true);
  });

  test('signed out → 401 unauthorised', async () => {
    const r = await call<ErrorOut>(listCards, 'GET', '/api/customer/payment-methods');
    expect([r.status, r.body.error.code]).toEqual([401, 'unauthorised']);
  });

  test.each(UPSTREAM_FAULTS)('upstream %s → %i %s', async (fault, status, code, message) => {
    const who = await fresh();
    const r = await withFault(sb.url, fault, `^/customers/${who.uuid}/payment_methods$`, 'GET', () => list(who));
    expect([r.status, r.body.error]).toEqual([status, { code, message, reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
  });
});

describe('POST /api/customer/payment-methods/setup — a new card through a SetupIntent', () => {
  test('answers the client secret; confirmed at the provider, the card is saved (Rank 1 for a customer without a valid card)', async () => {
    const who = await fresh('nocard');
    const r = await setup(who);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['clientSecret']);
    expect(r.body.clientSecret).toMatch(/^seti_.+_secret_.+/);
    expect(await received(`^/customer/${who.uuid}/setup-payment-method$`)).toHaveLength(1);
    expect((await confirmSetup(r.body.clientSecret, '4242424242424242')).body.status).toBe('succeeded');
    expect((await list(who)).body.cards).toEqual([expect.objectContaining({ brand: 'Visa', last4: '4242', isDefault: true, state: 'valid' })]);
  });

  test('a card added next to others goes after the last', async () => {
    const who = await fresh();
    await addCard(who, '5555555555554444');
    const cards = (await list(who)).body.cards;
    expect(cards.map((c) => [c.last4, c.isDefault])).toEqual([['4242', true], ['4444', false], ['4444', false]]);
    expect(cards[2]).toMatchObject({ brand: 'Mastercard', state: 'valid', expiryMonth: 12 });
  });

  test('bad input → 422 (a body that is not an object, malformed JSON), the upstream not asked', async () => {
    const who = await fresh();
    await control(sb.url, 'DELETE', '/requests');
    expect((await setup(who, [])).status).toBe(422);
    const raw = await setupCard(apiRequest('POST', '/api/customer/payment-methods/setup', { cookie: who.cookie, raw: '{"x":' }));
    expect(raw.status).toBe(422);
    expect(await received('setup-payment-method')).toHaveLength(0);
  });

  test('a bad Origin → 403 bad_origin, the upstream not asked', async () => {
    const who = await fresh();
    await control(sb.url, 'DELETE', '/requests');
    const r = await call<ErrorOut>(setupCard, 'POST', '/api/customer/payment-methods/setup', { cookie: who.cookie, body: {}, origin: 'http://evil.example' });
    expect([r.status, r.body.error.code]).toEqual([403, 'bad_origin']);
    expect(await received('setup-payment-method')).toHaveLength(0);
  });

  test.each(UPSTREAM_FAULTS)('upstream %s → %i %s', async (fault, status, code, message) => {
    const who = await fresh();
    const r = await withFault(sb.url, fault, `^/customer/${who.uuid}/setup-payment-method$`, 'GET', () => setup(who));
    expect([r.status, r.body.error]).toEqual([status, { code, message, reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
  });
});

describe('DELETE /api/customer/payment-methods/{id}', () => {
  test('removes a card that is not the default; answers the list after it', async () => {
    const who = await fresh();
    const mastercard = byLast4((await list(who)).body.cards, '4444');
    await control(sb.url, 'DELETE', '/requests');
    const r = await remove(who, mastercard.id);
    expect(r.status).toBe(200);
    expect(r.body.cards.map((c) => [c.brand, c.last4, c.isDefault])).toEqual([['Visa', '4242', true]]);
    expect(await cardWrites(who)).toEqual([`DELETE /customer/${who.uuid}/payment-methods/${mastercard.id}`]);
  });

  test('removing the default makes the first remaining valid card default (PUT Rank 1) before answering', async () => {
    const who = await fresh();
    await addCard(who, '5555555555554444'); // valid, Rank 3, behind the Mastercard about to expire
    const before = (await list(who)).body.cards;
    const visa = byLast4(before, '4242');
    const added = before.find((c) => c.last4 === '4444' && c.state === 'valid')!;
    await control(sb.url, 'DELETE', '/requests');
    const r = await remove(who, visa.id);
    expect(r.status).toBe(200);
    expect(r.body.cards.map((c) => [c.id, c.isDefault, c.state])).toEqual([[added.id, true, 'valid'], [expect.any(String), false, 'expiring']]);
    expect(await cardWrites(who)).toEqual([`DELETE /customer/${who.uuid}/payment-methods/${visa.id}`, `PUT /customer/${who.uuid}/payment-methods/${added.id}`]);
    expect((await received(`^/customer/${who.uuid}/payment-methods/${added.id}$`))[0]?.body).toEqual({ Rank: 1 });
    expect((await list(who)).body.cards[0]).toMatchObject({ id: added.id, isDefault: true });
  });

  test("'Only card cannot be removed' → 409 only_card, the upstream not asked", async () => {
    const who = await fresh('postpay');
    const [only] = (await list(who)).body.cards;
    await control(sb.url, 'DELETE', '/requests');
    const r = await remove(who, only!.id);
    expect([r.status, r.body.error]).toEqual([409, { code: 'only_card', message: 'Only card cannot be removed' }]);
    expect(await cardWrites(who)).toEqual([]);
  });

  test('the one valid card stays when every other card is about to expire → 409 only_card', async () => {
    const who = await fresh();
    const visa = byLast4((await list(who)).body.cards, '4242');
    const r = await remove(who, visa.id);
    expect([r.status, r.body.error.code]).toEqual([409, 'only_card']);
    expect((await list(who)).body.cards).toHaveLength(2);
  });

  test("someone else's card → 404 card_not_found; nothing is removed from either", async () => {
    const [me, other] = [await fresh(), await fresh()];
    const theirs = byLast4((await list(other)).body.cards, '4444');
    await control(sb.url, 'DELETE', '/requests');
    const r = await remove(me, theirs.id);
    expect([r.status, r.body.error]).toEqual([404, { code: 'card_not_found', message: 'Card is not found' }]);
    expect([...(await cardWrites(me)), ...(await cardWrites(other))]).toEqual([]);
    expect((await list(other)).body.cards).toHaveLength(2);
  });

  test('an unknown id → 404 card_not_found', async () => {
    const who = await fresh();
    expect((await remove(who, '00000000-0000-4000-8000-00000000dead')).body.error.code).toBe('card_not_found');
  });

  test('an expired card goes through invalid-payment-methods', async () => {
    try {
      const { who, mastercard } = await withExpiredCard();
      await control(sb.url, 'DELETE', '/requests');
      const r = await remove(who, mastercard.id);
      expect(r.status).toBe(200);
      expect(r.body.cards.map((c) => c.last4)).toEqual(['4242']);
      expect(await cardWrites(who)).toEqual([`DELETE /customer/${who.uuid}/invalid-payment-methods/${mastercard.id}`]);
    } finally {
      await undoTravel(sb.url);
    }
  });

  test('a bad Origin → 403 bad_origin, nothing removed', async () => {
    const who = await fresh();
    const mastercard = byLast4((await list(who)).body.cards, '4444');
    await control(sb.url, 'DELETE', '/requests');
    const r = await remove(who, mastercard.id, 'http://evil.example');
    expect([r.status, r.body.error.code]).toEqual([403, 'bad_origin']);
    expect(await cardWrites(who)).toEqual([]);
  });

  test.each(UPSTREAM_FAULTS.filter(([f]) => f !== 'network down'))('upstream %s on the removal → %i %s', async (fault, status, code, message) => {
    const who = await fresh();
    const mastercard = byLast4((await list(who)).body.cards, '4444');
    const r = await withFault(sb.url, fault, `^/customer/${who.uuid}/payment-methods/`, 'DELETE', () => remove(who, mastercard.id));
    expect([r.status, r.body.error]).toEqual([status, { code, message, reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
  });

  test.each(UPSTREAM_FAULTS)('upstream %s on the card list → %i %s, nothing removed', async (fault, status, code, message) => {
    const who = await fresh();
    const mastercard = byLast4((await list(who)).body.cards, '4444');
    await control(sb.url, 'DELETE', '/requests');
    const r = await withFault(sb.url, fault, `^/customers/${who.uuid}/payment_methods$`, 'GET', () => remove(who, mastercard.id));
    expect([r.status, r.body.error]).toEqual([status, { code, message, reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
    expect(await cardWrites(who)).toEqual([]);
  });
});

describe('PUT /api/customer/payment-methods/{id}/default — "default set via Rank 1"', () => {
  test('the card becomes default (first); the others keep their order behind it', async () => {
    const who = await fresh();
    const mastercard = byLast4((await list(who)).body.cards, '4444');
    await control(sb.url, 'DELETE', '/requests');
    const r = await setDefault(who, mastercard.id);
    expect(r.status).toBe(200);
    expect(r.body.cards.map((c) => [c.last4, c.isDefault])).toEqual([['4444', true], ['4242', false]]);
    expect(await cardWrites(who)).toEqual([`PUT /customer/${who.uuid}/payment-methods/${mastercard.id}`]);
    expect((await received(`^/customer/${who.uuid}/payment-methods/`))[0]?.body).toEqual({ Rank: 1 });
  });

  test("an expired card → 409 card_expired ('This card has expired'), the upstream not asked", async () => {
    try {
      const { who, mastercard } = await withExpiredCard();
      await control(sb.url, 'DELETE', '/requests');
      const r = await setDefault(who, mastercard.id);
      expect([r.status, r.body.error]).toEqual([409, { code: 'card_expired', message: 'This card has expired' }]);
      expect(await cardWrites(who)).toEqual([]);
    } finally {
      await undoTravel(sb.url);
    }
  });

  test("someone else's card or an unknown id → 404 card_not_found; the other customer's order unchanged", async () => {
    const [me, other] = [await fresh(), await fresh()];
    const theirs = byLast4((await list(other)).body.cards, '4444');
    await control(sb.url, 'DELETE', '/requests');
    expect((await setDefault(me, theirs.id)).body.error).toEqual({ code: 'card_not_found', message: 'Card is not found' });
    expect((await setDefault(me, 'no-such-card')).status).toBe(404);
    expect([...(await cardWrites(me)), ...(await cardWrites(other))]).toEqual([]);
    expect((await list(other)).body.cards[0]?.last4).toBe('4242');
  });

  test('bad input → 422, the upstream not asked', async () => {
    const who = await fresh();
    const mastercard = byLast4((await list(who)).body.cards, '4444');
    await control(sb.url, 'DELETE', '/requests');
    expect((await setDefault(who, mastercard.id, 'not an object')).status).toBe(422);
    expect((await setDefault(who, mastercard.id, null)).status).toBe(422);
    expect(await cardWrites(who)).toEqual([]);
  });

  test('a bad Origin → 403 bad_origin', async () => {
    const who = await fresh();
    const mastercard = byLast4((await list(who)).body.cards, '4444');
    await control(sb.url, 'DELETE', '/requests');
    const r = await setDefault(who, mastercard.id, {}, 'http://evil.example');
    expect([r.status, r.body.error.code]).toEqual([403, 'bad_origin']);
    expect(await cardWrites(who)).toEqual([]);
  });

  test.each(UPSTREAM_FAULTS.filter(([f]) => f !== 'network down'))('upstream %s on the write → %i %s', async (fault, status, code, message) => {
    const who = await fresh();
    const mastercard = byLast4((await list(who)).body.cards, '4444');
    const r = await withFault(sb.url, fault, `^/customer/${who.uuid}/payment-methods/`, 'PUT', () => setDefault(who, mastercard.id));
    expect([r.status, r.body.error]).toEqual([status, { code, message, reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
  });

  test.each(UPSTREAM_FAULTS)('upstream %s on the card list → %i %s, nothing written', async (fault, status, code, message) => {
    const who = await fresh();
    const mastercard = byLast4((await list(who)).body.cards, '4444');
    await control(sb.url, 'DELETE', '/requests');
    const r = await withFault(sb.url, fault, `^/customers/${who.uuid}/payment_methods$`, 'GET', () => setDefault(who, mastercard.id));
    expect([r.status, r.body.error]).toEqual([status, { code, message, reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
    expect(await cardWrites(who)).toEqual([]);
  });
});
