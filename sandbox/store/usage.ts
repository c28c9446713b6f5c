import { createHash } from 'node:crypto';
import type { Clock } from '../clock';
import { billingCycles, nzDay } from './account-payments';
import type { SeedValue } from './catalog-seed';
import type { Statement } from 'better-sqlite3';
import type { AddonRow } from './customers';
import type { Db } from './db';
import { randomUUID } from './ids';
import { DAY_NANOS, type MoneyStore } from './money';
import type { TransactionStore } from './transactions';

/**
 * The usage engine (docs/mobile-contract.md §2.1): allowances from the live add-ons' catalogue
 * characteristics, periods, renewal on the clock, the deterministic usage generator for ended
 * New Zealand days (one row per event), charges beyond the allowance or at casual rates (from
 * the prepay credit, or onto the OPEN postpay bill), carry-over and usage alerts. Everything is
 * caught up lazily before a read (catchUp) and by the server's tick (tickAll).
 */

export type EventType = 'Data' | 'Mins' | 'TXTs' | 'PXTs' | 'IDDMins' | 'TetheringData';
/** The usage-balance entry types. */
export type BalanceType = 'Data' | 'Mins' | 'TXTs' | 'PXTs' | 'IDDMins' | 'TetheringData';
export type Rule = '' | 'Unlimited' | 'CasualRate' | 'Throttled';

/** Casual rates and beyond-allowance prices: data per MB, voice and IDD per started minute, messages each. */
export const RATES = { Data: 10, Mins: 49, IDDMins: 99, TXTs: 20, PXTs: 50 } as const;
/** The generator starts at the product's creation or this far back, whichever is later. */
export const HISTORY_DAYS = 60;
/** A long clock jump renews an add-on at most this many times at once (like the bill closes). */
const MAX_RENEWALS = 400;
export const MB_BYTES = 1_048_576;

export interface UsageEntry {
  Type: BalanceType;
  Total: number;
  RemainingAmount: number;
  CarryOverAmount: number;
  UsageRule: Rule;
  Unit: 'MB' | 'minutes' | 'SMS' | 'MMS';
  PeriodFromNanos: number;
  PeriodUptoNanos: number;
  UsedAmount: number;
  /** Throttled only: the speed after the allowance ('1.2M'). */
  Throttle?: string;
}

export interface UsageEvent {
  at: number;
  type: EventType;
  /** MB, seconds or messages. */
  amount: number;
}

export interface ChargeRow {
  at_nanos: number;
  type: EventType;
  amount: number;
  amount_cents: number;
}

interface ProductRow {
  uuid: string;
  customer_uuid: string;
  billing_reference: string;
  created_at_nanos: number;
  status: number;
  main_bal_credit_cents: number | null;
  carry_over_mb: number;
  pending_plan_json: string | null;
  pending_plan_at_nanos: number;
}

export interface PendingPlan {
  AvailabilityUUID: string;
  AutoRenew: boolean;
  OldAddonUUID: string;
  AtNanos: number;
}

type Chars = Record<string, SeedValue>;
/** What the catch-up may do: 'live' charges the credit and the bill and sends alerts; 'seed' writes the demo's history only. */
type Mode = 'live' | 'seed';

const A = 'RecurringAllowance.';
const R = 'UsageRule.';
const UNIT: Record<BalanceType, UsageEntry['Unit']> = { Data: 'MB', TetheringData: 'MB', Mins: 'minutes', IDDMins: 'minutes', TXTs: 'SMS', PXTs: 'MMS' };
/** Which allowance and rule each type reads. */
const ALLOWANCE: Record<Exclude<BalanceType, 'TetheringData'>, { allowance: string; rule: string }> = {
  Data: { allowance: `${A}Data`, rule: `${R}Data` },
  Mins: { allowance: `${A}Voice`, rule: `${R}Voice` },
  TXTs: { allowance: `${A}SMS`, rule: `${R}SMS` },
  PXTs: { allowance: `${A}MMS`, rule: `${R}MMS` },
  IDDMins: { allowance: `${A}IDDVoice`, rule: `${R}IDDVoice` },
};
/** The usage-balance entry an event counts against (tethering counts as data too). */
const COUNTS_AS: Record<EventType, Exclude<BalanceType, 'TetheringData'>> = { Data: 'Data', TetheringData: 'Data', Mins: 'Mins', IDDMins: 'IDDMins', TXTs: 'TXTs', PXTs: 'PXTs' };
const ALERT_TYPES = [['Data', 'data'], ['Mins', 'minutes'], ['TXTs', 'texts']] as const;

export const billingOf = (ref: string): string => ref.split(':')[0] ?? '';
const isPostpayRef = (ref: string): boolean => billingOf(ref) === 'postpay';
/** Tethering 1, true and 'true' all give a hotspot allowance here. */
const truthy = (v: SeedValue | undefined): boolean => v === true || v === 1 || v === 'true';
const num = (v: SeedValue | undefined): number => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : 0);
const minutesOf = (seconds: number): number => Math.ceil(seconds / 60);
/** Billing quantity: MB, started minutes or messages. */
export const quantityOf = (type: EventType, amount: number): number => (type === 'Mins' || type === 'IDDMins' ? minutesOf(amount) : amount);

/** mulberry32 seeded by the product and the New Zealand day: the same day always gives the same events. */
function prng(seed: string): () => number {
  let a = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Cursor {
  a: Allowances;
  period: { from: number; upto: number };
  used: Record<BalanceType, number>;
}

export interface Allowances {
  /** The base plan live at that time, or null (every type at casual rates). */
  base: AddonRow | null;
  entries: Record<Exclude<BalanceType, 'TetheringData'>, { total: number; rule: Rule; throttle?: string }>;
  tethering: boolean;
  idd: boolean;
  rollover: boolean;
  dataAllowance: number;
}

export class UsageEngine {
  /** Sends a usage alert email (the server wires it to the outbox). */
  notify: (to: string, subject: string, body: string) => void = () => undefined;
  private chars: Map<string, Chars> | undefined;
  private readonly statements = new Map<string, Statement>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly money: MoneyStore,
    private readonly transactions: TransactionStore,
    live = true,
  ) {
    if (live) money.usageCatchUp = (customer) => this.run(customer);
  }

  /** Prepared once: the catch-up runs a few statements per usage event. */
  private sql(text: string): Statement {
    let st = this.statements.get(text);
    if (!st) {
      st = this.db.prepare(text);
      this.statements.set(text, st);
    }
    return st;
  }

  // ---- the catalogue ----

  /** Entry UUID → characteristics; read once (the catalogue only changes when the sandbox seeds). */
  characteristics(entryUuid: string): Chars {
    if (!this.chars) {
      const rows = this.sql('SELECT entry_uuid, name, value_json FROM catalog_characteristics').all() as { entry_uuid: string; name: string; value_json: string }[];
      this.chars = new Map();
      for (const r of rows) {
        const c = this.chars.get(r.entry_uuid) ?? {};
        c[r.name] = JSON.parse(r.value_json) as SeedValue;
        this.chars.set(r.entry_uuid, c);
      }
    }
    return this.chars.get(entryUuid) ?? {};
  }

  forgetCatalogue(): void {
    this.chars = undefined;
  }

  /** TimePeriodInterval in days; 0 when the entry has none (never expires). */
  intervalDays(entryUuid: string): number {
    return num(this.characteristics(entryUuid).TimePeriodInterval);
  }

  // ---- products and add-ons ----

  product(uuid: string): ProductRow | undefined {
    return this.sql('SELECT * FROM mobile_products WHERE uuid = ?').get(uuid) as ProductRow | undefined;
  }

  /** Add-ons live at `t`: created by then, not ended, no expiry or one after `t`. */
  liveAddons(productUuid: string, t: number): AddonRow[] {
    return this.db
      .prepare(
        `SELECT * FROM addons WHERE product_uuid = ? AND created_at_nanos <= ? AND (ended_at_nanos = 0 OR ended_at_nanos > ?)
         AND (expires_at_nanos = 0 OR expires_at_nanos > ?) ORDER BY is_base_plan DESC, created_at_nanos, uuid`,
      )
      .all(productUuid, t, t, t) as AddonRow[];
  }

  addon(uuid: string): AddonRow | undefined {
    return this.sql('SELECT * FROM addons WHERE uuid = ?').get(uuid) as AddonRow | undefined;
  }

  allowancesAt(productUuid: string, t: number, carryOverMb = 0): Allowances {
    const live = this.liveAddons(productUuid, t);
    const base = live.find((a) => a.is_base_plan === 1) ?? null;
    const baseChars = base ? this.characteristics(base.product_catalog_uuid) : {};
    const sum = (name: string) => live.reduce((n, a) => n + num(this.characteristics(a.product_catalog_uuid)[name]), 0);
    const entries = {} as Allowances['entries'];
    for (const [type, { allowance, rule }] of Object.entries(ALLOWANCE) as [keyof typeof ALLOWANCE, { allowance: string; rule: string }][]) {
      const total = sum(allowance) + (type === 'Data' ? carryOverMb : 0);
      const declared = base ? baseChars[rule] : undefined;
      let r: Rule;
      if (!base) r = total > 0 ? '' : 'CasualRate';
      else if (declared === 'Unlimited') r = 'Unlimited';
      else if (total > 0) r = declared === 'Throttled' ? 'Throttled' : '';
      else r = 'CasualRate';
      entries[type] = { total: r === 'Unlimited' || r === 'CasualRate' ? 0 : total, rule: r, ...(r === 'Throttled' ? { throttle: String(baseChars.Throttle ?? '') } : {}) };
    }
    return {
      base,
      entries,
      tethering: base !== null && truthy(baseChars.Tethering),
      idd: sum(`${A}IDDVoice`) > 0,
      rollover: base !== null && baseChars['ocs.DataRolloverAllowed'] === true,
      dataAllowance: sum(`${A}Data`),
    };
  }

  /** The period `t` falls in: postpay the billing cycle, else the base plan's (interval days back from its expiry), else the NZ month. */
  periodAt(product: ProductRow, base: AddonRow | null, t: number): { from: number; upto: number } {
    if (isPostpayRef(product.billing_reference)) {
      const inv = this.db
        .prepare('SELECT period_from_nanos AS f, period_upto_nanos AS u FROM invoices WHERE customer_uuid = ? AND period_from_nanos <= ? AND period_upto_nanos > ? AND status != \'VOID\' ORDER BY period_from_nanos DESC LIMIT 1')
        .get(product.customer_uuid, t, t) as { f: number; u: number } | undefined;
      if (inv) return { from: inv.f, upto: inv.u };
    } else if (base && base.expires_at_nanos > 0) {
      const step = (this.intervalDays(base.product_catalog_uuid) || 30) * DAY_NANOS;
      const k = Math.max(1, Math.ceil((base.expires_at_nanos - t) / step));
      const from = base.expires_at_nanos - k * step;
      if (t >= from) return { from, upto: from + step };
    }
    const month = billingCycles(t / 1e6).CurrentBillingCycle;
    return { from: month.From, upto: month.Upto };
  }

  /** Used per entry type in [from, t): MB, started minutes, messages; tethering also on its own. */
  usedBetween(productUuid: string, from: number, t: number): Record<BalanceType, number> {
    const row = this.db
      .prepare(
        `SELECT
           COALESCE(SUM(CASE WHEN type IN ('Data', 'TetheringData') THEN amount END), 0) AS Data,
           COALESCE(SUM(CASE WHEN type = 'TetheringData' THEN amount END), 0) AS TetheringData,
           COALESCE(SUM(CASE WHEN type = 'Mins' THEN (amount + 59) / 60 END), 0) AS Mins,
           COALESCE(SUM(CASE WHEN type = 'IDDMins' THEN (amount + 59) / 60 END), 0) AS IDDMins,
           COALESCE(SUM(CASE WHEN type = 'TXTs' THEN amount END), 0) AS TXTs,
           COALESCE(SUM(CASE WHEN type = 'PXTs' THEN amount END), 0) AS PXTs
         FROM usage_events WHERE product_uuid = ? AND at_nanos >= ? AND at_nanos < ?`,
      )
      .get(productUuid, from, t) as Record<BalanceType, number>;
    return row;
  }

  /** The usage-balance answer: each type's allowance, what is left and used this period. */
  balance(productUuid: string): UsageEntry[] {
    const product = this.product(productUuid);
    if (!product) return [];
    const now = this.clock.nowNanos();
    const allowances = this.allowancesAt(productUuid, now, 0);
    const carry = allowances.rollover ? product.carry_over_mb : 0;
    const withCarry = carry > 0 ? this.allowancesAt(productUuid, now, carry) : allowances;
    const period = this.periodAt(product, allowances.base, now);
    // A millisecond on: usage recorded this very moment counts (nanosecond numbers this large are not exact to 1).
    const used = this.usedBetween(productUuid, period.from, now + 1e6);
    const entry = (type: BalanceType, total: number, rule: Rule, usedAmount: number, extra: Partial<UsageEntry> = {}): UsageEntry => ({
      Type: type,
      Total: total,
      RemainingAmount: rule === '' || rule === 'Throttled' ? Math.max(0, total - usedAmount) : 0,
      CarryOverAmount: 0,
      UsageRule: rule,
      Unit: UNIT[type],
      PeriodFromNanos: period.from,
      PeriodUptoNanos: period.upto,
      UsedAmount: usedAmount,
      ...extra,
    });
    const e = withCarry.entries;
    const list = [
      entry('Data', e.Data.total, e.Data.rule, used.Data, { CarryOverAmount: carry, ...(e.Data.throttle !== undefined ? { Throttle: e.Data.throttle } : {}) }),
      entry('Mins', e.Mins.total, e.Mins.rule, used.Mins),
      entry('TXTs', e.TXTs.total, e.TXTs.rule, used.TXTs),
      entry('PXTs', e.PXTs.total, e.PXTs.rule, used.PXTs),
    ];
    if (withCarry.idd) list.push(entry('IDDMins', e.IDDMins.total, e.IDDMins.rule, used.IDDMins));
    if (withCarry.tethering) {
      const data = list[0] as UsageEntry;
      const remaining = data.UsageRule === '' || data.UsageRule === 'Throttled' ? Math.min(Math.max(0, data.Total - used.TetheringData), data.RemainingAmount) : 0;
      list.push({ ...entry('TetheringData', data.Total, data.UsageRule, used.TetheringData), RemainingAmount: remaining });
    }
    return list;
  }

  // ---- the generator ----

  /** A day's events for a product, in time order, shaped by what its plan gives (casual rates: a light user). */
  generateDay(productUuid: string, day: { date: string; fromMs: number; uptoMs: number }, a: Allowances, periodDays: number): UsageEvent[] {
    const rand = prng(`${productUuid}:${day.date}`);
    const span = day.uptoMs - day.fromMs;
    const at = () => Math.floor(day.fromMs + (0.25 + rand() * 0.74) * span) * 1e6;
    const between = (lo: number, hi: number) => Math.floor(lo + rand() * (hi - lo + 1));
    const events: UsageEvent[] = [];
    const perDay = (total: number) => total / Math.max(1, periodDays);
    const { Data, Mins, TXTs, PXTs } = a.entries;

    // Data: about 30-80 % of a daily share of the allowance; unlimited a heavy user; casual rates now and then a little.
    const dataDay = Data.rule === 'Unlimited' ? between(300, 1500) : Data.rule === 'CasualRate' ? (rand() < 0.4 ? between(1, 8) : 0) : Math.round(perDay(Data.total) * (0.3 + rand() * 0.5));
    const sessions = dataDay > 0 ? between(1, 3) : 0;
    for (let i = 0, left = dataDay; i < sessions; i += 1) {
      const mb = i === sessions - 1 ? left : Math.max(1, Math.round(left * (0.3 + rand() * 0.4)));
      left -= mb;
      if (mb > 0) events.push({ at: at(), type: 'Data', amount: mb });
    }
    // Calls (seconds): allowances about half used; casual rates a short call some days.
    const callDay = Mins.rule === 'Unlimited' ? between(5, 40) * 60 : Mins.rule === 'CasualRate' ? (rand() < 0.3 ? between(30, 180) : 0) : Math.round(perDay(Mins.total) * (0.2 + rand() * 0.5) * 60);
    const calls = callDay > 0 ? between(1, 3) : 0;
    for (let i = 0; i < calls; i += 1) events.push({ at: at(), type: 'Mins', amount: Math.max(5, Math.round(callDay / calls)) });
    // Texts.
    const texts = TXTs.rule === 'CasualRate' ? (rand() < 0.3 ? 1 : 0) : TXTs.rule === 'Unlimited' ? between(0, 10) : Math.min(12, Math.round(perDay(TXTs.total) * (0.1 + rand() * 0.4)));
    for (let i = 0; i < texts; i += 1) events.push({ at: at(), type: 'TXTs', amount: 1 });
    // Now and then a picture message.
    if (rand() < (PXTs.rule === 'CasualRate' ? 0.05 : 0.12)) events.push({ at: at(), type: 'PXTs', amount: 1 });
    // International calls on plans with IDD minutes (a little beyond them over a month).
    if (a.idd && rand() < 0.3) events.push({ at: at(), type: 'IDDMins', amount: between(5, 25) * 60 + between(0, 59) });
    // Tethering on plans with it.
    if (a.tethering && rand() < 0.2) events.push({ at: at(), type: 'TetheringData', amount: Math.max(20, Math.round(perDay(a.dataAllowance || 2048) * (0.1 + rand() * 0.3))) });
    return events.sort((x, y) => x.at - y.at);
  }

  /** What an event costs, given what was used of its type in its period before it. */
  chargeOf(type: EventType, amount: number, usedBefore: number, a: Allowances): number {
    const counted = COUNTS_AS[type];
    const { total, rule } = a.entries[counted];
    if (rule === 'Unlimited' || rule === 'Throttled') return 0;
    const quantity = quantityOf(type, amount);
    const beyond = rule === 'CasualRate' ? quantity : Math.max(0, Math.min(quantity, usedBefore + quantity - total));
    return beyond * RATES[counted];
  }

  // ---- the catch-up ----

  /** Products of the customer with work due: a day ended, an add-on expired, a plan change due, or never caught up. */
  private dueProducts(customerUuid: string, now: number): ProductRow[] {
    return this.db
      .prepare(
        `SELECT p.* FROM mobile_products p LEFT JOIN usage_state s ON s.product_uuid = p.uuid
         WHERE p.customer_uuid = ? AND p.status = 4 AND p.billing_reference != ''
           AND (s.product_uuid IS NULL OR s.day_upto_nanos <= ? OR (p.pending_plan_at_nanos > 0 AND p.pending_plan_at_nanos <= ?)
             OR EXISTS (SELECT 1 FROM addons a WHERE a.product_uuid = p.uuid AND a.ended_at_nanos = 0 AND a.expires_at_nanos > 0 AND a.expires_at_nanos <= ?))
         ORDER BY p.created_at_nanos, p.uuid`,
      )
      .all(customerUuid, now, now, now) as ProductRow[];
  }

  /** Everything due by the sandbox clock for this customer (usage, renewals, plan changes); MoneyStore.catchUp runs it before the bills. */
  run(customerUuid: string): void {
    const now = this.clock.nowNanos();
    const due = this.dueProducts(customerUuid, now);
    if (due.length === 0) return;
    this.db.transaction(() => {
      for (const p of due) this.runProduct(p, now, 'live');
    })();
  }

  /** The usage, then the bills and auto top-ups (before any read of usage, products, balances or charges). */
  catchUp(customerUuid: string): void {
    this.money.catchUp(customerUuid);
  }

  /** The server's tick: every customer with work due. */
  tickAll(): void {
    const now = this.clock.nowNanos();
    const due = this.db
      .prepare(
        `SELECT DISTINCT p.customer_uuid AS c FROM mobile_products p JOIN usage_state s ON s.product_uuid = p.uuid WHERE p.status = 4 AND s.day_upto_nanos <= ?
         UNION SELECT customer_uuid FROM mobile_products WHERE pending_plan_at_nanos > 0 AND pending_plan_at_nanos <= ?
         UNION SELECT p.customer_uuid FROM addons a JOIN mobile_products p ON p.uuid = a.product_uuid
           WHERE a.ended_at_nanos = 0 AND a.expires_at_nanos > 0 AND a.expires_at_nanos <= ?`,
      )
      .all(now, now, now) as { c: string }[];
    for (const { c } of due) this.money.catchUp(c);
  }

  /** The demo's history at seeding: usage of every ended day, charges recorded but no credit taken and no alerts. */
  seed(productUuid: string, opts: { dataUsedInPeriodMb?: number } = {}): void {
    const p = this.product(productUuid);
    if (!p || p.status !== 4 || p.billing_reference === '') return;
    const now = this.clock.nowNanos();
    this.db.transaction(() => {
      this.runProduct(p, now, 'seed');
      if (opts.dataUsedInPeriodMb !== undefined) {
        this.setPeriodData(p, now, opts.dataUsedInPeriodMb);
        // The pinned figure is the period's use up to now, today included: today is not generated
        // again when it ends (else the demo's "1.20 GB left" changed at the first NZ midnight
        // after seeding, an hour into an e2e run started at 23:30 in Auckland). Usage grows again
        // from tomorrow.
        const tomorrow = nzDay(nzDay(now / 1e6).uptoMs);
        this.sql('UPDATE usage_state SET day_from_nanos = ?, day_upto_nanos = ? WHERE product_uuid = ?').run(tomorrow.fromMs * 1e6, tomorrow.uptoMs * 1e6, p.uuid);
      }
    })();
  }

  /** Scales the current period's data sessions so they add up to exactly `mb` (the demo's "1.2 GB of 2 GB left"). */
  private setPeriodData(p: ProductRow, now: number, mb: number): void {
    const period = this.periodAt(p, this.allowancesAt(p.uuid, now).base, now);
    const rows = this.db
      .prepare("SELECT id, amount FROM usage_events WHERE product_uuid = ? AND type IN ('Data', 'TetheringData') AND at_nanos >= ? AND at_nanos < ? ORDER BY at_nanos, id")
      .all(p.uuid, period.from, now) as { id: number; amount: number }[];
    if (rows.length === 0) {
      this.insertEvent(p.uuid, { at: period.from + 3_600_000 * 1e6, type: 'Data', amount: mb }, 0);
      return;
    }
    const sum = rows.reduce((n, r) => n + r.amount, 0) || 1;
    let left = mb;
    rows.forEach((r, i) => {
      const amount = i === rows.length - 1 ? left : Math.min(left, Math.round((r.amount * mb) / sum));
      left -= amount;
      this.sql('UPDATE usage_events SET amount = ?, amount_cents = 0 WHERE id = ?').run(amount, r.id);
    });
  }

  private insertEvent(productUuid: string, e: UsageEvent, cents: number): void {
    this.sql('INSERT INTO usage_events (product_uuid, at_nanos, type, amount, amount_cents) VALUES (?, ?, ?, ?, ?)').run(productUuid, e.at, e.type, e.amount, cents);
  }

  private runProduct(p: ProductRow, now: number, mode: Mode): void {
    const earliest = nzDay(Math.max(p.created_at_nanos, now - HISTORY_DAYS * DAY_NANOS) / 1e6);
    let state = this.sql('SELECT day_from_nanos AS f, day_upto_nanos AS u FROM usage_state WHERE product_uuid = ?').get(p.uuid) as { f: number; u: number } | undefined;
    // A long clock jump: only the last HISTORY_DAYS are generated.
    if (!state || state.f < earliest.fromMs * 1e6) state = { f: earliest.fromMs * 1e6, u: earliest.uptoMs * 1e6 };
    let added = false;
    let due = this.nextDue(p.uuid);
    let cursor: Cursor | undefined;
    // Read once: nothing in this loop enables or disables the SIM.
    const disabled = this.simDisabled(p.uuid);
    while (state.u <= now) {
      const day = nzDay(state.f / 1e6);
      if (due <= state.f) {
        this.runDue(p, state.f, mode);
        due = this.nextDue(p.uuid);
        cursor = undefined;
      }
      // Kept from day to day (usage counted in memory) until a renewal or the period's end.
      if (!cursor || state.f >= cursor.period.upto) cursor = this.cursor(p, state.f);
      const periodDays = cursor.a.base ? this.intervalDays(cursor.a.base.product_catalog_uuid) || 30 : 30;
      for (const e of this.generateDay(p.uuid, day, cursor.a, periodDays)) {
        if (e.at < p.created_at_nanos) continue;
        if (e.at >= due) {
          this.runDue(p, e.at, mode);
          due = this.nextDue(p.uuid);
          cursor = undefined;
        }
        if (!cursor || e.at >= cursor.period.upto) cursor = this.cursor(p, e.at);
        if (this.record(p, e, mode, cursor, disabled)) added = true;
      }
      state = { f: day.uptoMs * 1e6, u: nzDay(day.uptoMs).uptoMs * 1e6 };
    }
    this.sql('INSERT INTO usage_state (product_uuid, day_from_nanos, day_upto_nanos) VALUES (?, ?, ?) ON CONFLICT (product_uuid) DO UPDATE SET day_from_nanos = excluded.day_from_nanos, day_upto_nanos = excluded.day_upto_nanos')
      .run(p.uuid, state.f, state.u);
    this.runDue(p, now, mode);
    if (added && mode === 'live') this.alerts(p.uuid);
  }

  /** When the next renewal, end or plan change of the product is due (Infinity: none). */
  private nextDue(productUuid: string): number {
    const row = this.sql(
      `SELECT MIN(t) AS t FROM (SELECT MIN(expires_at_nanos) AS t FROM addons WHERE product_uuid = ? AND ended_at_nanos = 0 AND expires_at_nanos > 0
         UNION ALL SELECT pending_plan_at_nanos FROM mobile_products WHERE uuid = ? AND pending_plan_at_nanos > 0)`,
    ).get(productUuid, productUuid) as { t: number | null };
    return row.t ?? Number.POSITIVE_INFINITY;
  }

  /** The allowances, period and usage so far at `t`: kept while the events of a day run, until a renewal or the period's end. */
  private cursor(p: ProductRow, t: number): Cursor {
    const a = this.allowancesAt(p.uuid, t, this.carry(p.uuid));
    const period = this.periodAt(p, a.base, t);
    return { a, period, used: this.usedBetween(p.uuid, period.from, t) };
  }

  private carry(productUuid: string): number {
    return (this.sql('SELECT carry_over_mb AS c FROM mobile_products WHERE uuid = ?').get(productUuid) as { c: number } | undefined)?.c ?? 0;
  }

  /**
   * Records one event, charged as the rules say. Prepay: the charge comes out of the credit, and
   * an event the credit cannot pay for does not happen (false). Postpay: a line on the OPEN bill.
   */
  record(p: ProductRow, e: UsageEvent, mode: Mode, cursor: Cursor = this.cursor(p, e.at), disabled = this.simDisabled(p.uuid)): boolean {
    // A disabled SIM (docs/sim-contract.md §2.2) makes no calls, texts or data.
    if (disabled) return false;
    const counted = COUNTS_AS[e.type];
    const cents = this.chargeOf(e.type, e.amount, cursor.used[counted], cursor.a);
    const postpay = isPostpayRef(p.billing_reference);
    if (cents > 0 && mode === 'live') {
      if (postpay) {
        this.money.chargeOpen(p.customer_uuid, 'charge', CHARGE_LINE[e.type], cents, e.at);
      } else {
        const credit = (this.sql('SELECT main_bal_credit_cents AS c FROM mobile_products WHERE uuid = ?').get(p.uuid) as { c: number | null }).c ?? 0;
        if (credit < cents) return false;
        this.sql('UPDATE mobile_products SET main_bal_credit_cents = main_bal_credit_cents - ? WHERE uuid = ?').run(cents, p.uuid);
      }
    } else if (cents > 0 && mode === 'seed') {
      // A prepay product with no credit has no charged history; the demo's closed bills are seeded
      // already, so only this month's charges land on the OPEN bill.
      if (!postpay && (p.main_bal_credit_cents ?? 0) <= 0) return false;
      if (postpay) this.money.chargeOpen(p.customer_uuid, 'charge', CHARGE_LINE[e.type], cents, e.at, true);
    }
    this.insertEvent(p.uuid, e, cents);
    cursor.used[counted] += quantityOf(e.type, e.amount);
    if (e.type === 'TetheringData') cursor.used.TetheringData += e.amount;
    return true;
  }

  /** Usage recorded now (the control API); the alerts run at once. False: the credit cannot pay for it. */
  recordNow(productUuid: string, type: EventType, amount: number): boolean {
    const p = this.product(productUuid);
    if (!p) return false;
    const now = this.clock.nowNanos();
    let ok = false;
    this.db.transaction(() => {
      this.runProduct(p, now, 'live');
      ok = this.record(p, { at: now, type, amount }, 'live');
      if (ok) this.alerts(p.uuid);
    })();
    return ok;
  }

  /** Disabled through POST /sim/disable (docs/sim-contract.md §2.2). */
  simDisabled(productUuid: string): boolean {
    return (this.sql('SELECT sim_disabled AS d FROM mobile_products WHERE uuid = ?').get(productUuid) as { d: number } | undefined)?.d === 1;
  }

  /** Renewals, ends and pending plan changes due by `t`, oldest first. */
  private runDue(p: ProductRow, t: number, mode: Mode): void {
    for (let i = 0; i < MAX_RENEWALS * 4; i += 1) {
      const fresh = this.product(p.uuid);
      if (!fresh) return;
      const next = this.db
        .prepare('SELECT * FROM addons WHERE product_uuid = ? AND ended_at_nanos = 0 AND expires_at_nanos > 0 AND expires_at_nanos <= ? ORDER BY expires_at_nanos, uuid LIMIT 1')
        .get(p.uuid, t) as AddonRow | undefined;
      const pendingAt = fresh.pending_plan_at_nanos > 0 && fresh.pending_plan_at_nanos <= t ? fresh.pending_plan_at_nanos : 0;
      if (!next && !pendingAt) return;
      if (pendingAt && (!next || pendingAt <= next.expires_at_nanos)) this.applyPending(fresh, mode);
      else if (next) this.renew(fresh, next, mode);
    }
  }

  /** Ends an add-on at `at`: it stays in the product's list, expired. */
  end(addonUuid: string, at: number): void {
    this.sql('UPDATE addons SET ended_at_nanos = ?, expires_at_nanos = ?, auto_renew = 0 WHERE uuid = ?').run(at, at, addonUuid);
  }

  /** A price from the catalogue entry (its retail price; the offer's discount was the first period's only), else what it cost. */
  retailOf(addon: Pick<AddonRow, 'product_availability_uuid' | 'price_cents'>): number {
    const row = this.sql('SELECT retail_cents AS c FROM catalog_availabilities WHERE uuid = ?').get(addon.product_availability_uuid) as { c: number } | undefined;
    return row?.c ?? addon.price_cents;
  }

  private renew(p: ProductRow, addon: AddonRow, mode: Mode): void {
    const at = addon.expires_at_nanos;
    const days = this.intervalDays(addon.product_catalog_uuid);
    if (addon.auto_renew !== 1 || days <= 0) {
      this.end(addon.uuid, at);
      return;
    }
    const postpay = isPostpayRef(p.billing_reference);
    const price = this.retailOf(addon);
    if (addon.is_base_plan === 1) this.carryOver(p, addon, at);
    if (mode === 'live' && price > 0) {
      if (postpay) {
        // A postpay plan is charged by each new bill; an add-on when it renews.
        if (addon.is_base_plan !== 1) this.money.chargeOpen(p.customer_uuid, 'purchase', addon.name, price, at);
      } else {
        const credit = p.main_bal_credit_cents ?? 0;
        if (credit < price) {
          this.end(addon.uuid, at);
          return;
        }
        this.sql('UPDATE mobile_products SET main_bal_credit_cents = main_bal_credit_cents - ? WHERE uuid = ?').run(price, p.uuid);
        this.transactions.add(p.customer_uuid, { createdAtNanos: at, status: 'COMPLETED', amountCents: price, description: addon.name });
      }
    }
    this.sql('UPDATE addons SET expires_at_nanos = ?, price_cents = ? WHERE uuid = ?').run(at + days * DAY_NANOS, price, addon.uuid);
  }

  /** Data left at the end of a period with rollover is carried into the next (at most one period's allowance). */
  private carryOver(p: ProductRow, base: AddonRow, at: number): void {
    // A millisecond before (nanosecond numbers this large are not exact to 1).
    const before = at - 1e6;
    const a = this.allowancesAt(p.uuid, before, p.carry_over_mb);
    let carry = 0;
    if (a.rollover && (a.entries.Data.rule === '' || a.entries.Data.rule === 'Throttled')) {
      const period = this.periodAt(p, base, before);
      const left = Math.max(0, a.entries.Data.total - this.usedBetween(p.uuid, period.from, at).Data);
      carry = Math.min(left, a.dataAllowance);
    }
    this.sql('UPDATE mobile_products SET carry_over_mb = ? WHERE uuid = ?').run(carry, p.uuid);
  }

  private applyPending(p: ProductRow, mode: Mode): void {
    const pending = JSON.parse(p.pending_plan_json ?? 'null') as PendingPlan | null;
    this.sql('UPDATE mobile_products SET pending_plan_json = NULL, pending_plan_at_nanos = 0 WHERE uuid = ?').run(p.uuid);
    if (!pending) return;
    const at = p.pending_plan_at_nanos;
    const old = this.addon(pending.OldAddonUUID);
    if (old && old.ended_at_nanos === 0) this.end(old.uuid, at);
    const entry = this.entryOfAvailability(pending.AvailabilityUUID);
    if (!entry) return;
    const postpay = isPostpayRef(p.billing_reference);
    if (mode === 'live' && !postpay && entry.price > 0) {
      const credit = this.product(p.uuid)?.main_bal_credit_cents ?? 0;
      // Not enough credit at the change: the new plan does not start.
      if (credit < entry.price) return;
      this.sql('UPDATE mobile_products SET main_bal_credit_cents = main_bal_credit_cents - ? WHERE uuid = ?').run(entry.price, p.uuid);
      this.transactions.add(p.customer_uuid, { createdAtNanos: at, status: 'COMPLETED', amountCents: entry.price, description: entry.name });
    }
    this.addAddon(p.uuid, entry, pending.AutoRenew, at);
  }

  // ---- buying ----

  /** An availability of the public catalogue, with what buying it means. */
  entryOfAvailability(availabilityUuid: string): CatalogChoice | undefined {
    const row = this.db
      .prepare(
        `SELECT a.uuid AS availability, a.retail_name AS name, a.retail_cents AS retail, a.available AS available, e.uuid AS entry, e.product_type AS productType,
           COALESCE(o.discount_cents, 0) AS discount, (SELECT 1 FROM catalog_gated g WHERE g.entry_uuid = e.uuid) AS gated
         FROM catalog_availabilities a JOIN catalog_entries e ON e.uuid = a.entry_uuid LEFT JOIN catalog_offers o ON o.entry_uuid = e.uuid WHERE a.uuid = ?`,
      )
      .get(availabilityUuid) as { availability: string; name: string; retail: number; available: number; entry: string; productType: string; discount: number; gated: number | null } | undefined;
    if (!row) return undefined;
    const c = this.characteristics(row.entry);
    const isBasePlan = 'IsBasePlan' in c ? truthy(c.IsBasePlan) : row.productType === 'postpaymobile';
    return {
      availabilityUuid: row.availability, entryUuid: row.entry, name: row.name, productType: row.productType, isBasePlan,
      allowAutoRenew: truthy(c.AllowAutoRenew), intervalDays: num(c.TimePeriodInterval), price: Math.max(0, row.retail - row.discount),
      buyable: row.available === 1 && !row.gated,
    };
  }

  /** Whether the entry is of the product's kind: prepay and payg buy prepay entries, postpay postpay ones. */
  static sameKind(billingReference: string, productType: string): boolean {
    return isPostpayRef(billingReference) ? productType.startsWith('postpay') : productType === 'prepaymobileAddon';
  }

  /**
   * Adds the add-on at `at`: it lasts its interval (a postpay plan: to the end of the billing
   * cycle); auto-renew as asked when the entry allows it. A base plan replaces the one held.
   */
  addAddon(productUuid: string, entry: CatalogChoice, subscribe: boolean, at: number): string {
    const p = this.product(productUuid);
    if (!p) throw new Error('no product');
    if (entry.isBasePlan) {
      for (const old of this.liveAddons(productUuid, at).filter((a) => a.is_base_plan === 1)) this.end(old.uuid, at);
      this.sql('UPDATE mobile_products SET carry_over_mb = 0 WHERE uuid = ?').run(productUuid);
    }
    let expires = entry.intervalDays > 0 ? at + entry.intervalDays * DAY_NANOS : 0;
    if (entry.isBasePlan && isPostpayRef(p.billing_reference)) expires = this.money.cycles(p.customer_uuid).CurrentBillingCycle.Upto;
    const uuid = randomUUID();
    this.db
      .prepare(
        `INSERT INTO addons (uuid, product_uuid, name, product_catalog_uuid, product_availability_uuid, is_base_plan, is_addon,
           allow_auto_renew, auto_renew, end_after_cycle_count, price_cents, created_at_nanos, expires_at_nanos)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)`,
      )
      .run(uuid, productUuid, entry.name, entry.entryUuid, entry.availabilityUuid, entry.isBasePlan ? 1 : 0, entry.isBasePlan ? 0 : 1,
        entry.allowAutoRenew ? 1 : 0, entry.allowAutoRenew && subscribe ? 1 : 0, entry.price, at, expires);
    return uuid;
  }

  /** A card purchase's add-on intent: remembered now, the add-on added when the intent succeeds. */
  rememberAddonIntent(intentId: string, availabilityUuid: string, subscribe: boolean): void {
    this.sql('INSERT INTO addon_intents (intent_id, availability_uuid, subscribe) VALUES (?, ?, ?)').run(intentId, availabilityUuid, subscribe ? 1 : 0);
  }

  /** The intent of an add-on purchase settled: paid, the add-on is added (once). Answers its name for the payment history. */
  settleAddonIntent(intentId: string, paid: boolean, at: number): string {
    const row = this.db
      .prepare('SELECT a.availability_uuid AS availability, a.subscribe AS subscribe, p.product_uuid AS product FROM addon_intents a JOIN payment_intents p ON p.id = a.intent_id WHERE a.intent_id = ?')
      .get(intentId) as { availability: string; subscribe: number; product: string } | undefined;
    const entry = row ? this.entryOfAvailability(row.availability) : undefined;
    if (!row || !entry) return 'Add-on';
    if (paid) {
      this.sql('DELETE FROM addon_intents WHERE intent_id = ?').run(intentId);
      this.addAddon(row.product, entry, row.subscribe === 1, at);
    }
    return entry.name;
  }

  // ---- usage alerts ----

  alertPreference(customerUuid: string): { At80: boolean; At100: boolean } {
    const row = this.sql('SELECT at80, at100 FROM usage_alert_preferences WHERE customer_uuid = ?').get(customerUuid) as { at80: number; at100: number } | undefined;
    return { At80: row?.at80 === 1, At100: row?.at100 === 1 };
  }

  setAlertPreference(customerUuid: string, pref: { At80: boolean; At100: boolean }): { At80: boolean; At100: boolean } {
    this.db
      .prepare('INSERT INTO usage_alert_preferences (customer_uuid, at80, at100) VALUES (?, ?, ?) ON CONFLICT (customer_uuid) DO UPDATE SET at80 = excluded.at80, at100 = excluded.at100')
      .run(customerUuid, pref.At80 ? 1 : 0, pref.At100 ? 1 : 0);
    return this.alertPreference(customerUuid);
  }

  /** Emails once per type, threshold and period when the used share of an allowance reaches 80 % or 100 % and that alert is on. */
  alerts(productUuid: string): void {
    const p = this.product(productUuid);
    if (!p) return;
    const pref = this.alertPreference(p.customer_uuid);
    if (!pref.At80 && !pref.At100) return;
    const email = (this.sql('SELECT email FROM customers WHERE uuid = ?').get(p.customer_uuid) as { email: string } | undefined)?.email;
    if (!email) return;
    const balance = this.balance(productUuid);
    for (const [type, noun] of ALERT_TYPES) {
      const entry = balance.find((b) => b.Type === type);
      if (!entry || entry.UsageRule !== '' || entry.Total <= 0) continue;
      const share = entry.UsedAmount / entry.Total;
      for (const [threshold, on] of [[100, pref.At100], [80, pref.At80]] as const) {
        if (!on || share * 100 < threshold) continue;
        const sent = this.db
          .prepare('INSERT OR IGNORE INTO usage_alerts_sent (product_uuid, type, threshold, period_from_nanos) VALUES (?, ?, ?, ?)')
          .run(productUuid, type, threshold, entry.PeriodFromNanos);
        if (sent.changes === 0) continue;
        const subject = threshold === 100 ? `You've used all of your ${noun}` : `You've used 80% of your ${noun}`;
        this.notify(email, subject, `${subject} for this period (${entry.UsedAmount} of ${entry.Total} ${entry.Unit}).`);
      }
    }
  }

  // ---- reading ----

  /** Usage events in [from, upto], newest first. */
  events(productUuid: string, from: number, upto: number): ChargeRow[] {
    return this.db
      .prepare('SELECT at_nanos, type, amount, amount_cents FROM usage_events WHERE product_uuid = ? AND at_nanos >= ? AND at_nanos <= ? ORDER BY at_nanos DESC, id DESC')
      .all(productUuid, from, upto) as ChargeRow[];
  }
}

export interface CatalogChoice {
  availabilityUuid: string;
  entryUuid: string;
  name: string;
  productType: string;
  isBasePlan: boolean;
  allowAutoRenew: boolean;
  intervalDays: number;
  /** What buying it costs now (the offer's discount taken off). */
  price: number;
  /** In the public catalogue and on sale. */
  buyable: boolean;
}

/** The bill line of a usage charge. */
const CHARGE_LINE: Record<EventType, string> = {
  Data: 'Data beyond plan', TetheringData: 'Hotspot data beyond plan', Mins: 'Calls beyond plan', IDDMins: 'International calls',
  TXTs: 'Texts beyond plan', PXTs: 'Picture messages',
};
