import type { Clock } from '../clock';
import { OPERATOR_LEGAL_NAME } from '../operator';
import { billingCycles, nzDaysLater, nzYearsLater } from './account-payments';
import { cardSummary, isExpired, type CardSummary, type CardStore } from './cards';
import type { Db } from './db';
import { randomDigits, randomUUID } from './ids';
import type { PageInfo, TransactionStore } from './transactions';

/**
 * Money (docs/money-contract.md §2): the postpay billing engine (cycles, invoices, receipts,
 * payments allocated oldest first, credit), prepay credit and its expiry, auto top-up runs,
 * vouchers and promo codes. Everything that moves with time is caught up lazily before a read
 * (catchUp) and by the server's tick (tickAll), on the sandbox clock.
 */

export const DAY_NANOS = 86_400_000 * 1e6;
/** "Balance expiry one year": the same New Zealand day and time a calendar year on (366 days when a 29 February falls between). */
export const creditExpiryOf = (atNanos: number): number => nzYearsLater(Math.round(atNanos / 1e6), 1) * 1e6;
/** An invoice is due 14 days after it closes: New Zealand calendar days (at the same wall-clock time). */
export const DUE_AFTER_DAYS = 14;
export const dueDateOf = (closedAtNanos: number): number => nzDaysLater(Math.round(closedAtNanos / 1e6), DUE_AFTER_DAYS) * 1e6;
/** A long clock jump runs each missed auto top-up, at most this many at once. */
export const MAX_AUTO_TOPUP_RUNS = 100;
/** …and closes at most this many periods at once. */
const MAX_CLOSES = 400;

/** The operator's legal name on invoices, receipts and its bank account (sandbox/operator.ts). */
export const PROVIDER_NAME = OPERATOR_LEGAL_NAME;
export const GST_NUMBER = '123-456-789';
export const BANK_ACCOUNT_NUMBER = '12-3456-7890123-00';

export type CycleType = 'MONTHLY' | 'SEVEN_DAYS' | 'TWENTY_EIGHT_DAYS';
export const CYCLE_DAYS: Record<CycleType, number> = { MONTHLY: 0, SEVEN_DAYS: 7, TWENTY_EIGHT_DAYS: 28 };
export type InvoiceStatus = 'OPEN' | 'DUE' | 'OVERDUE' | 'PAID' | 'VOID';

export interface InvoiceLine {
  Description: string;
  AmountCents: number;
  DateNanos: number;
}

export interface InvoicePayment {
  ReceiptNumber: string;
  DateNanos: number;
  AmountCents: number;
  PaymentMethod: string;
}

export interface Invoice {
  Number: string;
  Status: InvoiceStatus;
  CreatedAtNanos: number;
  DueDateNanos: number;
  PeriodFromNanos: number;
  PeriodUptoNanos: number;
  GSTNumber: string;
  GrandTotalCents: number;
  GSTCents: number;
  DiscountCents: number;
  RemainingAmountCents: number;
  Purchases: InvoiceLine[];
  Charges: InvoiceLine[];
  Payments: InvoicePayment[];
}

export interface Receipt {
  UUID: string;
  Number: string;
  CreatedAtNanos: number;
  AmountCents: number;
  InvoiceNumber: string;
  PaymentMethod: string;
  BankAccountName: string;
  BankAccountNumber: string;
  ReferenceCode: string;
  Particulars: string;
  Reference: string;
  Code: string;
}

export interface AutoTopUpPreference {
  Amount: number;
  Days: number;
  Status: 'ON' | 'OFF';
  Type: 'EVERY_DAY';
  ProductInstanceUUID: string;
  NextAtNanos: number;
}

interface InvoiceRow {
  uuid: string;
  customer_uuid: string;
  number: string;
  status: 'OPEN' | 'DUE' | 'VOID';
  created_at_nanos: number;
  due_date_nanos: number;
  period_from_nanos: number;
  period_upto_nanos: number;
  discount_cents: number;
}

interface ReceiptRow {
  uuid: string;
  customer_uuid: string;
  number: string;
  created_at_nanos: number;
  amount_cents: number;
  payment_method: string;
  reference_code: string;
}

interface AutoTopUpRow {
  customer_uuid: string;
  product_uuid: string;
  amount_dollars: number;
  days: number;
  status: 'ON' | 'OFF';
  next_at_nanos: number;
}

/** "GST 3/23 of the total shown" (New Zealand's 15% GST is included in every price). */
export const gstOf = (totalCents: number): number => Math.round((totalCents * 3) / 23);

/** 'Visa ending 4242'. */
export const cardLabel = (card: Pick<CardSummary, 'brand' | 'last4'>): string => `${card.brand} ending ${card.last4}`;

/** The end of a period of that cycle starting at `fromNanos`: the next 1st in NZ, or so many days on. */
export function periodUpto(cycle: CycleType, fromNanos: number): number {
  if (cycle === 'MONTHLY') return billingCycles(fromNanos / 1e6).CurrentBillingCycle.Upto;
  return fromNanos + CYCLE_DAYS[cycle] * DAY_NANOS;
}

/** The period after the one ending at `uptoNanos`. */
const nextPeriod = (cycle: CycleType, uptoNanos: number) => ({ From: uptoNanos, Upto: periodUpto(cycle, uptoNanos) });

const numbered = (prefix: string, n: number): string => `${prefix}${String(n).padStart(6, '0')}`;

export class MoneyStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly transactions: TransactionStore,
    private readonly cards: CardStore,
  ) {}

  // ---- numbering ----

  private nextNumber(table: 'invoices' | 'receipts', prefix: string): string {
    const row = this.db.prepare(`SELECT MAX(CAST(substr(number, 5) AS INTEGER)) AS max FROM ${table}`).get() as { max: number | null };
    return numbered(prefix, (row.max ?? 0) + 1);
  }

  // ---- products ----

  /** The postpay products billed to the account: mobile ones first, then fibre services not deleted (a fibre-only customer is billed too). */
  postpayProducts(customerUuid: string): string[] {
    const mobile = this.db.prepare(`SELECT uuid FROM mobile_products WHERE customer_uuid = ? AND billing_reference LIKE 'postpay:%' ORDER BY created_at_nanos, uuid`).all(customerUuid) as { uuid: string }[];
    const fibre = this.db.prepare(`SELECT uuid FROM ufb_products WHERE customer_uuid = ? AND billing_reference LIKE 'postpay:%' AND deleted_at_nanos = 0 ORDER BY created_at_nanos, uuid`).all(customerUuid) as { uuid: string }[];
    return [...mobile, ...fibre].map((r) => r.uuid);
  }

  /** One of the customer's fibre services (not deleted) as a money route sees a product: its UUID and billing reference. */
  fibreProduct(customerUuid: string, uuid: string): { UUID: string; BillingReference: string } | undefined {
    const row = this.db.prepare('SELECT uuid, billing_reference FROM ufb_products WHERE customer_uuid = ? AND uuid = ? AND deleted_at_nanos = 0').get(customerUuid, uuid) as
      { uuid: string; billing_reference: string } | undefined;
    return row ? { UUID: row.uuid, BillingReference: row.billing_reference } : undefined;
  }

  isPostpay(customerUuid: string): boolean {
    return this.postpayProducts(customerUuid).length > 0;
  }

  /** Each postpay product's plan (its base-plan add-on): name and price. */
  private planCharges(customerUuid: string): { name: string; cents: number }[] {
    const mobile = this.db
      .prepare(
        `SELECT a.name AS name, a.price_cents AS cents FROM addons a JOIN mobile_products p ON p.uuid = a.product_uuid
         WHERE p.customer_uuid = ? AND p.billing_reference LIKE 'postpay:%' AND a.is_base_plan = 1 AND a.ended_at_nanos = 0 ORDER BY p.created_at_nanos, a.created_at_nanos`,
      )
      .all(customerUuid) as { name: string; cents: number }[];
    // A postpay fibre service's monthly plan (a live service: not one still being installed).
    const fibre = this.db
      .prepare(`SELECT plan_name AS name, price_cents AS cents FROM ufb_products WHERE customer_uuid = ? AND billing_reference LIKE 'postpay:%' AND deleted_at_nanos = 0 AND state = 'active' ORDER BY created_at_nanos, uuid`)
      .all(customerUuid) as { name: string; cents: number }[];
    return [...mobile, ...fibre];
  }

  // ---- the billing engine ----

  cycle(customerUuid: string): CycleType {
    const row = this.db.prepare('SELECT cycle FROM billing_accounts WHERE customer_uuid = ?').get(customerUuid) as { cycle: CycleType } | undefined;
    return row?.cycle ?? 'MONTHLY';
  }

  credit(customerUuid: string): number {
    const row = this.db.prepare('SELECT credit_cents FROM billing_accounts WHERE customer_uuid = ?').get(customerUuid) as { credit_cents: number } | undefined;
    return row?.credit_cents ?? 0;
  }

  private openRow(customerUuid: string): InvoiceRow | undefined {
    return this.db.prepare("SELECT * FROM invoices WHERE customer_uuid = ? AND status = 'OPEN'").get(customerUuid) as InvoiceRow | undefined;
  }

  /** A postpay customer gets its billing account (MONTHLY) and the OPEN invoice of the current period. */
  private ensureAccount(customerUuid: string, nowNanos: number): void {
    if (!this.isPostpay(customerUuid)) return;
    this.db.prepare("INSERT OR IGNORE INTO billing_accounts (customer_uuid, cycle) VALUES (?, 'MONTHLY')").run(customerUuid);
    if (this.openRow(customerUuid)) return;
    const cycle = this.cycle(customerUuid);
    const current = cycle === 'MONTHLY' ? billingCycles(nowNanos / 1e6).CurrentBillingCycle : { From: nowNanos, Upto: periodUpto(cycle, nowNanos) };
    this.openInvoice(customerUuid, current.From, current.Upto);
  }

  /** A new OPEN invoice with each postpay plan's price charged once, dated at the period's start. */
  openInvoice(customerUuid: string, fromNanos: number, uptoNanos: number, uuid: string = randomUUID()): string {
    this.db
      .prepare(`INSERT INTO invoices (uuid, customer_uuid, number, status, created_at_nanos, period_from_nanos, period_upto_nanos) VALUES (?, ?, ?, 'OPEN', ?, ?, ?)`)
      .run(uuid, customerUuid, this.nextNumber('invoices', 'INV-'), fromNanos, fromNanos, uptoNanos);
    for (const plan of this.planCharges(customerUuid)) this.addLine(uuid, 'charge', plan.name, plan.cents, fromNanos);
    return uuid;
  }

  addLine(invoiceUuid: string, kind: 'purchase' | 'charge', description: string, cents: number, dateNanos: number, uuid: string = randomUUID()): void {
    this.db
      .prepare('INSERT OR IGNORE INTO invoice_lines (uuid, invoice_uuid, kind, description, amount_cents, date_nanos) VALUES (?, ?, ?, ?, ?, ?)')
      .run(uuid, invoiceUuid, kind, description, cents, dateNanos);
  }

  /** Closes the OPEN invoice at `atNanos`: DUE 14 days later, the credit held applied first. */
  closeInvoice(row: Pick<InvoiceRow, 'uuid' | 'customer_uuid'>, atNanos: number, dueNanos = dueDateOf(atNanos)): void {
    this.db
      .prepare("UPDATE invoices SET status = 'DUE', created_at_nanos = ?, due_date_nanos = ?, period_upto_nanos = ? WHERE uuid = ?")
      .run(atNanos, dueNanos, atNanos, row.uuid);
    const credit = this.credit(row.customer_uuid);
    const take = Math.min(credit, this.remaining(row.uuid));
    if (take > 0) {
      this.db.prepare('UPDATE billing_accounts SET credit_cents = credit_cents - ? WHERE customer_uuid = ?').run(take, row.customer_uuid);
      this.addAllocation(row.uuid, null, 'Credit', take, atNanos);
    }
  }

  /** Closes every period that ended by now and opens the next (checked before any read of the account). */
  private closeDuePeriods(customerUuid: string, nowNanos: number): void {
    for (let i = 0; i < MAX_CLOSES; i += 1) {
      const open = this.openRow(customerUuid);
      if (!open || open.period_upto_nanos > nowNanos) return;
      this.closeInvoice(open, open.period_upto_nanos);
      // A customer no longer postpay (product type transfer) gets no new bills.
      if (!this.isPostpay(customerUuid)) return;
      const next = nextPeriod(this.cycle(customerUuid), open.period_upto_nanos);
      this.openInvoice(customerUuid, next.From, next.Upto);
    }
  }

  /**
   * A charge or purchase on the OPEN bill (issue 13: usage beyond the plan, add-ons, plan changes),
   * the periods ended by `atNanos` closed first. `currentOnly`: left off when older than the OPEN period.
   */
  chargeOpen(customerUuid: string, kind: 'purchase' | 'charge', description: string, cents: number, atNanos: number, currentOnly = false): void {
    this.ensureAccount(customerUuid, this.clock.nowNanos());
    this.closeDuePeriods(customerUuid, atNanos);
    const open = this.openRow(customerUuid);
    if (!open || (currentOnly && atNanos < open.period_from_nanos)) return;
    this.addLine(open.uuid, kind, description, cents, atNanos);
  }

  /** The usage engine's catch-up (issue 13: usage, renewals, plan changes), run first. */
  usageCatchUp: (customerUuid: string) => void = () => undefined;

  /** Everything due by the sandbox clock for this customer: usage and renewals, closes, auto top-ups. */
  catchUp(customerUuid: string): void {
    this.usageCatchUp(customerUuid);
    const now = this.clock.nowNanos();
    this.db.transaction(() => {
      this.ensureAccount(customerUuid, now);
      this.closeDuePeriods(customerUuid, now);
      this.runAutoTopUps(customerUuid, now);
    })();
  }

  /** The server's tick: every customer with a period ended or an auto top-up due. */
  tickAll(): void {
    const now = this.clock.nowNanos();
    const due = this.db
      .prepare(
        `SELECT customer_uuid FROM invoices WHERE status = 'OPEN' AND period_upto_nanos <= ?
         UNION SELECT customer_uuid FROM auto_topups WHERE status = 'ON' AND next_at_nanos <= ?`,
      )
      .all(now, now) as { customer_uuid: string }[];
    for (const { customer_uuid } of due) this.catchUp(customer_uuid);
  }

  private lines(invoiceUuid: string, kind: 'purchase' | 'charge'): InvoiceLine[] {
    return this.db
      .prepare('SELECT description AS Description, amount_cents AS AmountCents, date_nanos AS DateNanos FROM invoice_lines WHERE invoice_uuid = ? AND kind = ? ORDER BY date_nanos, uuid')
      .all(invoiceUuid, kind) as InvoiceLine[];
  }

  private total(invoiceUuid: string): number {
    const lines = (this.db.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS n FROM invoice_lines WHERE invoice_uuid = ?').get(invoiceUuid) as { n: number }).n;
    const discount = (this.db.prepare('SELECT discount_cents AS n FROM invoices WHERE uuid = ?').get(invoiceUuid) as { n: number } | undefined)?.n ?? 0;
    return Math.max(0, lines - discount);
  }

  private allocated(invoiceUuid: string): number {
    return (this.db.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS n FROM invoice_allocations WHERE invoice_uuid = ?').get(invoiceUuid) as { n: number }).n;
  }

  remaining(invoiceUuid: string): number {
    return Math.max(0, this.total(invoiceUuid) - this.allocated(invoiceUuid));
  }

  addAllocation(invoiceUuid: string, receiptUuid: string | null, method: string, cents: number, atNanos: number, uuid: string = randomUUID()): void {
    this.db
      .prepare('INSERT OR IGNORE INTO invoice_allocations (uuid, invoice_uuid, receipt_uuid, method, amount_cents, date_nanos) VALUES (?, ?, ?, ?, ?, ?)')
      .run(uuid, invoiceUuid, receiptUuid, method, cents, atNanos);
  }

  /**
   * Money received: the oldest closed invoices with money remaining are paid first; what is left
   * becomes credit. Answers the first invoice it paid ('' when none).
   */
  allocate(customerUuid: string, cents: number, receiptUuid: string | null, method: string, atNanos: number): string {
    let left = cents;
    let first = '';
    const owing = this.db.prepare("SELECT * FROM invoices WHERE customer_uuid = ? AND status = 'DUE' ORDER BY period_from_nanos, number").all(customerUuid) as InvoiceRow[];
    for (const invoice of owing) {
      if (left <= 0) break;
      const take = Math.min(left, this.remaining(invoice.uuid));
      if (take <= 0) continue;
      this.addAllocation(invoice.uuid, receiptUuid, method, take, atNanos);
      if (!first) first = invoice.number;
      left -= take;
    }
    if (left > 0) {
      this.db
        .prepare(`INSERT INTO billing_accounts (customer_uuid, credit_cents) VALUES (?, ?) ON CONFLICT (customer_uuid) DO UPDATE SET credit_cents = credit_cents + excluded.credit_cents`)
        .run(customerUuid, left);
    }
    return first;
  }

  /** A succeeded bill payment: its receipt, allocated oldest invoice first (the transaction is the caller's). */
  recordPayment(customerUuid: string, cents: number, card: CardSummary | undefined, atNanos: number, uuid: string = randomUUID()): string {
    const method = card ? cardLabel(card) : 'Card';
    const account = (this.db.prepare('SELECT external_ref5 FROM customers WHERE uuid = ?').get(customerUuid) as { external_ref5: string } | undefined)?.external_ref5 ?? '';
    this.db
      .prepare('INSERT INTO receipts (uuid, customer_uuid, number, created_at_nanos, amount_cents, payment_method, reference_code) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(uuid, customerUuid, this.nextNumber('receipts', 'RCT-'), atNanos, cents, method, account);
    this.allocate(customerUuid, cents, uuid, method, atNanos);
    return uuid;
  }

  /** Owing: what the closed invoices still owe minus the credit held (below 0: in credit). */
  balance(customerUuid: string): number {
    const invoices = this.db.prepare("SELECT uuid FROM invoices WHERE customer_uuid = ? AND status = 'DUE'").all(customerUuid) as { uuid: string }[];
    return invoices.reduce((sum, i) => sum + this.remaining(i.uuid), 0) - this.credit(customerUuid);
  }

  /** Cents charged so far in the current (OPEN) period. */
  openTotal(customerUuid: string): number {
    const open = this.openRow(customerUuid);
    return open ? this.total(open.uuid) : 0;
  }

  /** The OPEN period and the one after it. */
  cycles(customerUuid: string): { CurrentBillingCycle: { From: number; Upto: number }; NextBillingCycle: { From: number; Upto: number } } {
    const open = this.openRow(customerUuid);
    if (!open) return billingCycles(this.clock.now());
    return {
      CurrentBillingCycle: { From: open.period_from_nanos, Upto: open.period_upto_nanos },
      NextBillingCycle: nextPeriod(this.cycle(customerUuid), open.period_upto_nanos),
    };
  }

  /** "Changing the cycle closes outstanding bills and marks them due; the next bill takes the new cycle." */
  changeCycle(customerUuid: string, cycle: CycleType): void {
    const now = this.clock.nowNanos();
    this.db.transaction(() => {
      this.ensureAccount(customerUuid, now);
      if (this.cycle(customerUuid) === cycle) return;
      this.db.prepare('UPDATE billing_accounts SET cycle = ? WHERE customer_uuid = ?').run(cycle, customerUuid);
      const open = this.openRow(customerUuid);
      if (open) this.closeInvoice(open, now);
      this.openInvoice(customerUuid, now, periodUpto(cycle, now));
    })();
  }

  // ---- invoices ----

  private toInvoice(row: InvoiceRow, nowNanos: number): Invoice {
    const total = this.total(row.uuid);
    const remaining = row.status === 'VOID' ? 0 : Math.max(0, total - this.allocated(row.uuid));
    let status: InvoiceStatus = row.status;
    if (row.status === 'DUE') status = remaining === 0 ? 'PAID' : nowNanos > row.due_date_nanos ? 'OVERDUE' : 'DUE';
    const payments = this.db
      .prepare(
        `SELECT COALESCE(r.number, '') AS ReceiptNumber, a.date_nanos AS DateNanos, a.amount_cents AS AmountCents, a.method AS PaymentMethod
         FROM invoice_allocations a LEFT JOIN receipts r ON r.uuid = a.receipt_uuid WHERE a.invoice_uuid = ? ORDER BY a.date_nanos, a.uuid`,
      )
      .all(row.uuid) as InvoicePayment[];
    return {
      Number: row.number,
      Status: status,
      CreatedAtNanos: row.created_at_nanos,
      DueDateNanos: row.status === 'OPEN' ? 0 : row.due_date_nanos,
      PeriodFromNanos: row.period_from_nanos,
      PeriodUptoNanos: row.period_upto_nanos,
      GSTNumber: GST_NUMBER,
      GrandTotalCents: total,
      GSTCents: gstOf(total),
      DiscountCents: row.discount_cents,
      RemainingAmountCents: remaining,
      Purchases: this.lines(row.uuid, 'purchase'),
      Charges: this.lines(row.uuid, 'charge'),
      Payments: payments,
    };
  }

  /** Every invoice, newest period first. */
  invoices(customerUuid: string): Invoice[] {
    const now = this.clock.nowNanos();
    const rows = this.db.prepare('SELECT * FROM invoices WHERE customer_uuid = ? ORDER BY period_from_nanos DESC, number DESC').all(customerUuid) as InvoiceRow[];
    return rows.map((r) => this.toInvoice(r, now));
  }

  invoice(customerUuid: string, number: string): Invoice | undefined {
    const row = this.db.prepare('SELECT * FROM invoices WHERE customer_uuid = ? AND number = ?').get(customerUuid, number) as InvoiceRow | undefined;
    return row ? this.toInvoice(row, this.clock.nowNanos()) : undefined;
  }

  invoicePage(customerUuid: string, statuses: readonly InvoiceStatus[] | undefined, pageNumber: number, pageSize: number) {
    const all = this.invoices(customerUuid);
    const chosen = statuses ? all.filter((i) => statuses.includes(i.Status)) : all;
    const start = (pageNumber - 1) * pageSize;
    const items = chosen.slice(start, start + pageSize);
    const owing = all.filter((i) => i.Status === 'DUE' || i.Status === 'OVERDUE');
    const pageInfo: PageInfo = {
      PageNumber: pageNumber, PageItemCount: items.length, TotalPages: Math.ceil(chosen.length / pageSize),
      TotalItemCount: chosen.length, IndexStart: start, PageSize: pageSize,
    };
    return {
      Invoices: items,
      PageInfo: pageInfo,
      Summary: {
        HasOverdue: owing.some((i) => i.Status === 'OVERDUE'),
        TotalDueCents: owing.reduce((sum, i) => sum + i.RemainingAmountCents, 0),
        OpenNumber: all.find((i) => i.Status === 'OPEN')?.Number ?? '',
      },
    };
  }

  // ---- receipts ----

  private toReceipt(row: ReceiptRow): Receipt {
    const first = this.db
      .prepare('SELECT i.number AS number FROM invoice_allocations a JOIN invoices i ON i.uuid = a.invoice_uuid WHERE a.receipt_uuid = ? ORDER BY i.period_from_nanos, i.number LIMIT 1')
      .get(row.uuid) as { number: string } | undefined;
    return {
      UUID: row.uuid,
      Number: row.number,
      CreatedAtNanos: row.created_at_nanos,
      AmountCents: row.amount_cents,
      InvoiceNumber: first?.number ?? '',
      PaymentMethod: row.payment_method,
      BankAccountName: PROVIDER_NAME,
      BankAccountNumber: BANK_ACCOUNT_NUMBER,
      ReferenceCode: row.reference_code,
      Particulars: 'Bill payment',
      Reference: first?.number ?? 'Credit',
      Code: row.number.replace('RCT-', ''),
    };
  }

  /** Newest first. */
  receipts(customerUuid: string): Receipt[] {
    const rows = this.db.prepare('SELECT * FROM receipts WHERE customer_uuid = ? ORDER BY created_at_nanos DESC, number DESC').all(customerUuid) as ReceiptRow[];
    return rows.map((r) => this.toReceipt(r));
  }

  receipt(customerUuid: string, uuid: string): Receipt | undefined {
    const row = this.db.prepare('SELECT * FROM receipts WHERE customer_uuid = ? AND uuid = ?').get(customerUuid, uuid) as ReceiptRow | undefined;
    return row ? this.toReceipt(row) : undefined;
  }

  // ---- prepay credit ----

  /** Raises the product's credit; its expiry becomes a year after `atNanos` ("Balance expiry one year"). */
  creditPrepay(productUuid: string, cents: number, atNanos: number): void {
    this.db
      .prepare('UPDATE mobile_products SET main_bal_credit_cents = COALESCE(main_bal_credit_cents, 0) + ?, credit_expires_at_nanos = ? WHERE uuid = ?')
      .run(cents, creditExpiryOf(atNanos), productUuid);
  }

  prepayBalance(productUuid: string): { MainBalCreditCents: number; CurrencyCreditExpiresAtNanos: number; CreatedAtNanos: number } {
    const row = this.db.prepare('SELECT main_bal_credit_cents, credit_expires_at_nanos, created_at_nanos FROM mobile_products WHERE uuid = ?').get(productUuid) as
      { main_bal_credit_cents: number | null; credit_expires_at_nanos: number; created_at_nanos: number } | undefined;
    return { MainBalCreditCents: row?.main_bal_credit_cents ?? 0, CurrencyCreditExpiresAtNanos: row?.credit_expires_at_nanos ?? 0, CreatedAtNanos: row?.created_at_nanos ?? 0 };
  }

  // ---- auto top-up ----

  autoTopUp(customerUuid: string): AutoTopUpPreference {
    const row = this.db.prepare('SELECT * FROM auto_topups WHERE customer_uuid = ?').get(customerUuid) as AutoTopUpRow | undefined;
    if (!row) return { Amount: 0, Days: 0, Status: 'OFF', Type: 'EVERY_DAY', ProductInstanceUUID: '', NextAtNanos: 0 };
    return {
      Amount: row.amount_dollars, Days: row.days, Status: row.status, Type: 'EVERY_DAY', ProductInstanceUUID: row.product_uuid,
      NextAtNanos: row.status === 'ON' ? row.next_at_nanos : 0,
    };
  }

  /** Turning it ON (or changing Days while ON) sets the next run to now + Days days. */
  setAutoTopUp(customerUuid: string, pref: Omit<AutoTopUpPreference, 'NextAtNanos' | 'Type'>): AutoTopUpPreference {
    const next = pref.Status === 'ON' ? this.clock.nowNanos() + pref.Days * DAY_NANOS : 0;
    this.db
      .prepare(
        `INSERT INTO auto_topups (customer_uuid, product_uuid, amount_dollars, days, status, next_at_nanos) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (customer_uuid) DO UPDATE SET product_uuid = excluded.product_uuid, amount_dollars = excluded.amount_dollars,
           days = excluded.days, status = excluded.status, next_at_nanos = excluded.next_at_nanos`,
      )
      .run(customerUuid, pref.ProductInstanceUUID, pref.Amount, pref.Days, pref.Status, next);
    return this.autoTopUp(customerUuid);
  }

  /** Each due run charges the Rank 1 valid card (credit raised) or writes a FAILED run; at most 100 at once. */
  private runAutoTopUps(customerUuid: string, nowNanos: number): void {
    const row = this.db.prepare("SELECT * FROM auto_topups WHERE customer_uuid = ? AND status = 'ON'").get(customerUuid) as AutoTopUpRow | undefined;
    if (!row || row.days < 1) return;
    let next = row.next_at_nanos;
    for (let runs = 0; next <= nowNanos && runs < MAX_AUTO_TOPUP_RUNS; runs += 1) {
      const cents = row.amount_dollars * 100;
      const card = this.cards.list(customerUuid).find((c) => c.Rank === 1 && !isExpired(c, next / 1e6));
      const summary = cardSummary(card);
      if (summary) this.creditPrepay(row.product_uuid, cents, next);
      this.transactions.add(customerUuid, {
        createdAtNanos: next, status: summary ? 'COMPLETED' : 'FAILED', amountCents: cents, description: 'Auto top-up',
        cardType: summary?.brand, cardLast4: summary?.last4,
      });
      next += row.days * DAY_NANOS;
    }
    // Runs beyond the cap are skipped, not owed: the next one is the first after now.
    while (next <= nowNanos) next += row.days * DAY_NANOS;
    this.db.prepare('UPDATE auto_topups SET next_at_nanos = ? WHERE customer_uuid = ?').run(next, customerUuid);
  }

  // ---- vouchers and promo codes ----

  voucher(code: string): { credit_cents: number; redeemed_by: string | null } | undefined {
    return this.db.prepare('SELECT credit_cents, redeemed_by FROM vouchers WHERE code = ?').get(code) as { credit_cents: number; redeemed_by: string | null } | undefined;
  }

  /** A fresh unredeemed voucher (the control API). */
  newVoucher(creditCents: number): string {
    for (;;) {
      const code = `41${randomDigits(11)}`;
      const result = this.db.prepare('INSERT OR IGNORE INTO vouchers (code, credit_cents) VALUES (?, ?)').run(code, creditCents);
      if (result.changes === 1) return code;
    }
  }

  /** Money that is not a payment (voucher, promo code): prepay credit raised, or the postpay balance lowered. */
  applyCredit(customerUuid: string, productUuid: string, cents: number, method: string, postpay: boolean): void {
    const now = this.clock.nowNanos();
    if (postpay) {
      this.ensureAccount(customerUuid, now);
      this.allocate(customerUuid, cents, null, method, now);
    } else {
      this.creditPrepay(productUuid, cents, now);
    }
  }

  redeemVoucher(code: string, customerUuid: string, productUuid: string, postpay: boolean): number {
    const voucher = this.voucher(code);
    if (!voucher) throw new Error('no voucher');
    const now = this.clock.nowNanos();
    this.db.transaction(() => {
      this.db.prepare('UPDATE vouchers SET redeemed_by = ?, redeemed_at_nanos = ? WHERE code = ?').run(customerUuid, now, code);
      this.applyCredit(customerUuid, productUuid, voucher.credit_cents, 'Voucher', postpay);
      this.transactions.add(customerUuid, { createdAtNanos: now, status: 'COMPLETED', amountCents: voucher.credit_cents, description: 'Voucher' });
    })();
    return voucher.credit_cents;
  }

  promo(code: string): { code: string; description: string; credit_cents: number } | undefined {
    return this.db.prepare('SELECT code, description, credit_cents FROM promo_codes WHERE code = ?').get(code) as { code: string; description: string; credit_cents: number } | undefined;
  }

  promoUsed(code: string, customerUuid: string): boolean {
    return this.db.prepare('SELECT 1 FROM promo_redemptions WHERE code = ? AND customer_uuid = ?').get(code, customerUuid) !== undefined;
  }

  applyPromo(code: string, customerUuid: string, productUuid: string, postpay: boolean): void {
    const promo = this.promo(code);
    if (!promo) throw new Error('no promo');
    this.db.transaction(() => {
      this.db.prepare('INSERT INTO promo_redemptions (code, customer_uuid, redeemed_at_nanos) VALUES (?, ?, ?)').run(promo.code, customerUuid, this.clock.nowNanos());
      if (promo.credit_cents > 0) this.applyCredit(customerUuid, productUuid, promo.credit_cents, `Promo code ${promo.code}`, postpay);
    })();
  }
}

/** The demo vouchers and promo codes (README); OR IGNORE so a kept database keeps what was redeemed. */
export function seedVouchers(db: Db, nowNanos: number): void {
  db.prepare('INSERT OR IGNORE INTO vouchers (code, credit_cents) VALUES (?, ?)').run('4000000000017', 2000);
  db.prepare('INSERT OR IGNORE INTO vouchers (code, credit_cents, redeemed_by, redeemed_at_nanos) VALUES (?, ?, ?, ?)')
    .run('4000000000025', 2000, 'someone-else', nowNanos - 30 * DAY_NANOS);
  db.prepare('INSERT OR IGNORE INTO promo_codes (code, description, credit_cents) VALUES (?, ?, ?)').run('WELCOME10', '$10 credit added', 1000);
}
