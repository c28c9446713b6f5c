import { createClock } from '../clock';
import { seedFibreService } from './broadband-demo';
import { CardStore, cardToken, nzMonth } from './cards';
import type { Db } from './db';
import { randomDigits, randomImsi, randomMobile, randomSimId, randomUUID, uuidFor } from './ids';
import { LOCATION_PROVIDER, findAddress } from './location';
import { MoneyStore } from './money';
import { insertMoney } from './money-seed';
import type { DemoAccount, DemoAddon, DemoCustomer, DemoProduct } from './seed';
import { insertSimReports, pukFor } from './sim';
import { TransactionStore } from './transactions';
import { UsageEngine } from './usage';

const DAY_MS = 86_400_000;
const SPID = 69;

export interface InsertOptions {
  passwordHash: string;
  nowMs: number;
  /**
   * Absent: the seeded copy, with the numbers and stable UUIDs of seed.ts.
   * Present: a fresh copy for one test, with new identifiers, numbers and email.
   */
  fresh?: { email: string; firstName?: string; lastName?: string; /** The holder's mobile number ('' for none); absent: a random one. */ mobile?: string };
}

export interface InsertedAccount {
  authUserUuid: string;
  customerUuids: string[];
}

/** Writes one demo account (auth user, customers, products, cards, routes) in one transaction. */
export function insertAccount(db: Db, account: DemoAccount, opts: InsertOptions): InsertedAccount {
  const email = opts.fresh?.email ?? account.email;
  const id = opts.fresh ? () => randomUUID() : (key: string) => uuidFor(`seed:${account.email}:${key}`);
  const firstName = opts.fresh?.firstName ?? account.firstName;
  const lastName = opts.fresh?.lastName ?? account.lastName;

  return db.transaction((): InsertedAccount => {
    const firstAccountNo = opts.fresh ? nextAccountNo(db) : 0;
    const customers = account.customers.map((c, i) => {
      // A fresh copy renames only the account holder's own account, not a business one.
      const own = i === 0;
      const mobile = opts.fresh ? ((own ? opts.fresh.mobile : undefined) ?? randomMobile().local) : c.mobile;
      return {
        ...c,
        firstName: own ? (opts.fresh?.firstName ?? c.firstName) : c.firstName,
        lastName: own ? (opts.fresh?.lastName ?? c.lastName) : c.lastName,
        accountNo: opts.fresh ? String(firstAccountNo + i) : c.accountNo,
        mobile,
        uuid: id(`customer:${i}`),
      };
    });
    const authUserUuid = id('auth-user');
    db.prepare(
      `INSERT INTO auth_users (uuid, login, email, password_hash, first_name, last_name, mobile, email_verified, identity_provider, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'LOCAL', ?)`,
    ).run(authUserUuid, email, email, opts.passwordHash, firstName, lastName,
      customers[0]?.mobile ?? account.mobile, account.emailVerified ? 1 : 0, Math.floor(opts.nowMs / 1000));

    customers.forEach((c, i) => {
      insertCustomer(db, c, { email, verified: account.emailVerified, nowMs: opts.nowMs, fresh: Boolean(opts.fresh), id: (k) => id(`customer:${i}:${k}`) });
      db.prepare('INSERT INTO auth_roles (auth_user_uuid, customer_uuid, role, position) VALUES (?, ?, ?, ?)')
        .run(authUserUuid, c.uuid, 'OWNER', i);
    });
    return { authUserUuid, customerUuids: customers.map((c) => c.uuid) };
  })();
}

interface CustomerContext {
  email: string;
  verified: boolean;
  nowMs: number;
  fresh: boolean;
  id: (key: string) => string;
}

function insertCustomer(db: Db, c: DemoCustomer & { uuid: string }, ctx: CustomerContext): void {
  db.prepare(
    `INSERT INTO customers (uuid, spid, first_name, last_name, email, mobile, external_ref5, email_verified, account_state, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(c.uuid, SPID, c.firstName, c.lastName, ctx.email, c.mobile, c.accountNo, ctx.verified ? 1 : 0,
    c.suspended ? 'Suspended' : 'Active', Math.floor(ctx.nowMs / 1000));
  if (c.canInvite === false || c.canRequest === false) {
    db.prepare('UPDATE customers SET can_invite = ?, can_request = ? WHERE uuid = ?').run(c.canInvite === false ? 0 : 1, c.canRequest === false ? 0 : 1, c.uuid);
  }

  const products = c.products.map((p, i) => ({ uuid: insertProduct(db, c, p, { ...ctx, id: (k) => ctx.id(`product:${i}:${k}`) }), dataUsedInPeriodMb: p.dataUsedInPeriodMb }));

  const year = new Date(ctx.nowMs).getUTCFullYear();
  const thisMonth = nzMonth(ctx.nowMs);
  for (const card of c.cards) {
    const uuid = ctx.id(`card:${card.rank}`);
    db.prepare(
      `INSERT INTO payment_methods (uuid, customer_uuid, rank, card_type, card_last4, card_expiry_month, card_expiry_year, token)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(uuid, c.uuid, card.rank, card.type, card.last4, card.expiresThisMonth ? thisMonth.month : card.expiryMonth,
      card.expiresThisMonth ? thisMonth.year : year + card.yearsAhead, cardToken(uuid));
  }
  insertAddresses(db, c.uuid, c.addresses ?? [], ctx.id, ctx.nowMs);
  insertTransactions(db, c, ctx.id, ctx.nowMs);
  // Before the bills: they charge the fibre plan (store/money.ts planCharges).
  if (c.fibre) seedFibreService(db, c.uuid, c.accountNo, ctx.id, ctx.nowMs);
  insertMoney(db, c, ctx.id, ctx.nowMs);
  insertUsage(db, products, ctx.nowMs);
  for (const p of products) insertSimReports(db, p.uuid, ctx.nowMs);
  c.routes.forEach((r, i) => {
    db.prepare(
      `INSERT INTO billing_routes (uuid, customer_uuid, routing_type, name, description, spend_limit, spend_cycle, spend_cycle_count, remaining_spend_limit, other_name)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(ctx.id(`route:${i}`), c.uuid, r.type, r.name, r.description, r.spendLimit, r.spendCycle, r.spendCycleCount, r.remaining, r.otherName ?? '');
  });
}

/** Delivery addresses in the given order; OR IGNORE so a kept database can be topped up. */
export function insertAddresses(db: Db, customerUuid: string, addresses: { idx: string; rank: number }[], id: (key: string) => string, nowMs: number): void {
  addresses.forEach((a, i) => {
    const address = findAddress(LOCATION_PROVIDER, a.idx);
    if (!address) throw new Error(`unknown demo address ${a.idx}`);
    db.prepare(
      `INSERT OR IGNORE INTO customer_addresses (uuid, customer_uuid, address_type, rank, location_provider, location_provider_idx, address_json, created_at_nanos)
       VALUES (?, ?, 'DELIVERY', ?, ?, ?, ?, ?)`,
    ).run(id(`address:${i}`), customerUuid, a.rank, address.LocationProvider, address.LocationProviderIDX,
      JSON.stringify({ ...address, AddressType: 'DELIVERY' }), Math.floor(nowMs) * 1e6 + i);
  });
}

/** The demo payment history; OR IGNORE (stable UUIDs) so a kept database can be topped up. */
export function insertTransactions(db: Db, c: Pick<DemoCustomer, 'cards' | 'transactions'> & { uuid: string }, id: (key: string) => string, nowMs: number): void {
  const store = new TransactionStore(db);
  (c.transactions ?? []).forEach((t, i) => {
    const card = c.cards.find((k) => k.rank === t.card);
    store.add(c.uuid, {
      uuid: id(`transaction:${i}`), createdAtNanos: nanosAgo(nowMs, t.daysAgo), status: t.status, amountCents: t.amountCents,
      description: t.description, cardType: card?.type, cardLast4: card?.last4,
    });
  });
}

function insertProduct(db: Db, c: DemoCustomer & { uuid: string }, p: DemoProduct, ctx: CustomerContext): string {
  const uuid = ctx.id('uuid');
  const number = ctx.fresh ? randomMobile().msisdn : p.msisdn;
  db.prepare(
    `INSERT INTO mobile_products (uuid, customer_uuid, msisdn, imsi, sim_id, status, billing_reference, created_at_nanos,
       data_rollover_allowed, product_catalog_uuid, total_data_mb, total_sms, total_mms, total_voice_minutes, main_bal_credit_cents, puk)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    uuid, c.uuid, number, ctx.fresh ? randomImsi() : p.imsi, ctx.fresh ? randomSimId() : p.simId, p.status,
    p.billing ? `${p.billing}:${c.accountNo}` : '',
    nanosAgo(ctx.nowMs, p.ageDays), p.dataRolloverAllowed ? 1 : 0, uuidFor(`catalog:mobile:${p.billing ?? 'sim'}`),
    p.totals.dataMB, p.totals.sms, p.totals.mms, p.totals.voiceMinutes, p.mainBalCreditCents ?? null,
    ctx.fresh ? randomDigits(8) : (p.puk ?? pukFor(p.simId)),
  );
  p.addons.forEach((a, i) => insertAddon(db, uuid, a, ctx.nowMs, ctx.id(`addon:${i}`)));
  return uuid;
}

function insertAddon(db: Db, productUuid: string, a: DemoAddon, nowMs: number, uuid: string): void {
  db.prepare(
    `INSERT INTO addons (uuid, product_uuid, name, product_catalog_uuid, product_availability_uuid, is_base_plan, is_addon,
       allow_auto_renew, auto_renew, end_after_cycle_count, price_cents, created_at_nanos, expires_at_nanos)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)`,
  ).run(
    uuid, productUuid, a.name, uuidFor(`catalog:${a.name}`), uuidFor(`availability:${a.name}`),
    a.basePlan ? 1 : 0, a.basePlan ? 0 : 1, a.allowAutoRenew ? 1 : 0, a.autoRenew ? 1 : 0, a.priceCents,
    nanosAgo(nowMs, a.ageDays), a.endedDaysAgo !== undefined ? nanosAgo(nowMs, a.endedDaysAgo) : a.expiresInDays > 0 ? nanosAgo(nowMs, -a.expiresInDays) : 0,
  );
  if (a.endedDaysAgo !== undefined) db.prepare('UPDATE addons SET ended_at_nanos = expires_at_nanos WHERE uuid = ?').run(uuid);
}

/** The demo's usage history (docs/mobile-contract.md §2.8): every ended day of the last 60, charges already reflected in the credit. */
export function insertUsage(db: Db, products: { uuid: string; dataUsedInPeriodMb?: number }[], nowMs: number): void {
  const clock = createClock(() => nowMs);
  const transactions = new TransactionStore(db);
  const engine = new UsageEngine(db, clock, new MoneyStore(db, clock, transactions, new CardStore(db)), transactions, false);
  for (const p of products) {
    if (db.prepare('SELECT 1 FROM usage_state WHERE product_uuid = ?').get(p.uuid)) continue;
    engine.seed(p.uuid, p.dataUsedInPeriodMb === undefined ? {} : { dataUsedInPeriodMb: p.dataUsedInPeriodMb });
  }
}

const nanosAgo = (nowMs: number, days: number): number => Math.floor(nowMs - days * DAY_MS) * 1e6;

/** Account numbers count up from the highest in use, so fresh ones never collide. */
function nextAccountNo(db: Db): number {
  const row = db.prepare('SELECT MAX(CAST(external_ref5 AS INTEGER)) AS max FROM customers').get() as { max: number | null };
  return Math.max(row.max ?? 0, 50_100_000) + 1;
}
