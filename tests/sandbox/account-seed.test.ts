import Database from 'better-sqlite3';
import { createClock } from '@/sandbox/clock';
import { Store } from '@/sandbox/store';
import { cardToken } from '@/sandbox/store/cards';
import { MIGRATIONS, migrate } from '@/sandbox/store/schema';
import type { Transaction } from '@/sandbox/store/transactions';
import type { PaymentMethod } from '@/sandbox/store/types';
import { DEFAULT_NOW, firstCustomer, signIn, start, type Running } from './helpers';
import { freshCustomer, req } from './eshop-helpers';

/** docs/account-contract.md §2.6 (demo cards and payment history) and the issue-11 migration. */
describe('the issue-11 migration', () => {
  test('back-fills each saved card with a pm_ id from its UUID; earlier data is kept', () => {
    const db = new Database(':memory:');
    try {
      db.exec('CREATE TABLE schema_version (version INTEGER NOT NULL); INSERT INTO schema_version VALUES (0)');
      const before = MIGRATIONS.findIndex((sql) => sql.includes('ADD COLUMN token'));
      for (const sql of MIGRATIONS.slice(0, before)) db.exec(sql);
      db.prepare('UPDATE schema_version SET version = ?').run(before);
      db.prepare("INSERT INTO customers (uuid, spid, first_name, last_name, email, external_ref5, created_at) VALUES ('c1', 69, 'A', 'B', 'a@example.com', '5001', 0)").run();
      const uuid = '0f8e2c1a-1111-4222-8333-444455556666';
      db.prepare("INSERT INTO payment_methods (uuid, customer_uuid, rank, card_type, card_last4, card_expiry_month, card_expiry_year) VALUES (?, 'c1', 1, 'Visa', '4242', 8, 2030)").run(uuid);
      expect(migrate(db)).toBe(MIGRATIONS.length);
      const row = db.prepare('SELECT token, card_last4 FROM payment_methods WHERE uuid = ?').get(uuid) as { token: string; card_last4: string };
      expect(row).toEqual({ token: cardToken(uuid), card_last4: '4242' });
      expect(row.token).toBe('pm_0f8e2c1a1111422283334444');
      expect(db.prepare('SELECT COUNT(*) AS n FROM setup_intents').get()).toEqual({ n: 0 });
      expect(db.prepare('SELECT COUNT(*) AS n FROM payment_transactions').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });

  test('a kept database is topped up with the demo payment history once', async () => {
    const store = new Store(':memory:', createClock(Date.now, DEFAULT_NOW));
    try {
      await store.seed();
      const count = () => (store.db.prepare('SELECT COUNT(*) AS n FROM payment_transactions').get() as { n: number }).n;
      // prepay@'s 32, postpay@'s 11, the route payer@ pays for child@ twice, in both histories (issue 15),
      // and fibre-only@'s two fibre bills paid (issue 30).
      expect(count()).toBe(32 + 11 + 4 + 2);
      store.db.prepare('DELETE FROM payment_transactions').run();
      await store.seed();
      await store.seed();
      expect(count()).toBe(32 + 11 + 4 + 2);
    } finally {
      store.close();
    }
  });
});

describe('demo cards and payment history', () => {
  let run: Running;
  beforeAll(async () => {
    run = await start();
  });
  afterAll(() => run.sandbox.close());

  const cardsOf = async (who: { jwt: string; customer: string }) =>
    (await req<{ PaymentMethods: PaymentMethod[] }>(run.url, 'GET', `/customers/${who.customer}/payment_methods`, { jwt: who.jwt })).body.PaymentMethods;
  const historyOf = async (who: { jwt: string; customer: string }) =>
    (await req<{ Transactions: Transaction[] }>(run.url, 'GET', `/v2/customer/${who.customer}/charges?PageSize=100`, { jwt: who.jwt })).body.Transactions;

  test('a fresh prepay copy (POST /__control/customers) has the same cards and transactions, with its own ids', async () => {
    const auth = await signIn(run.url, 'prepay@example.com');
    const seeded = { jwt: auth.JWT, customer: firstCustomer(auth) };
    const fresh = await freshCustomer(run.url, 'prepay');
    const shape = (cards: PaymentMethod[]) => cards.map(({ Rank, CardType, CardLast4, CardExpiryMonth, CardExpiryYear }) => ({ Rank, CardType, CardLast4, CardExpiryMonth, CardExpiryYear }));
    const seededCards = await cardsOf(seeded);
    const freshCards = await cardsOf(fresh);
    expect(shape(freshCards)).toEqual(shape(seededCards));
    expect(freshCards.map((c) => c.Token)).not.toEqual(seededCards.map((c) => c.Token));
    const rows = (ts: Transaction[]) => ts.map(({ Status, AmountCents, Description, CardType, CardLast4 }) => ({ Status, AmountCents, Description, CardType, CardLast4 }));
    const seededHistory = await historyOf(seeded);
    const freshHistory = await historyOf(fresh);
    expect(freshHistory).toHaveLength(32);
    expect(rows(freshHistory)).toEqual(rows(seededHistory));
    expect(new Set(freshHistory.map((t) => t.UUID)).size).toBe(32);
    expect(freshHistory.some((t) => seededHistory.some((s) => s.UUID === t.UUID))).toBe(false);
  });

  test('the other demo accounts keep their cards; nocard has none', async () => {
    for (const [state, cards] of [['postpay', [[1, 'Visa', '4242']]], ['payg', [[1, 'Mastercard', '4444']]], ['nocard', []]] as const) {
      const who = await freshCustomer(run.url, state);
      const list = await cardsOf(who);
      expect(list.map((c) => [c.Rank, c.CardType, c.CardLast4])).toEqual(cards);
      expect(list.every((c) => c.CardExpiryYear > new Date(run.sandbox.clock.now()).getUTCFullYear())).toBe(true);
    }
  });
});
