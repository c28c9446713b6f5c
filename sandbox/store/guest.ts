import type { Clock } from '../clock';
import type { Db } from './db';
import type { EshopStore } from './eshop';
import { randomDigits, randomToken } from './ids';
import type { MoneyStore } from './money';

/**
 * Guests (issue 18 part A, docs/front-door-contract.md §2.1): what a visitor without an account
 * may look up (a prepay number of ours, an invoice, a postpay account), the response token that
 * lookup earns, and the payments it starts. Tokens and guest orders live in memory: they are
 * short-lived, and a sandbox restart forgetting them only means looking up again.
 */

export type GuestKind = 'mobile' | 'invoice' | 'account';

/** What one lookup found: whose it is, the product a payment lands on, what is owed. */
export interface GuestTarget {
  kind: GuestKind;
  /** The MSISDN (mobile) or the LookupID as stored (INV-…, the account number). */
  key: string;
  customerUuid: string;
  productUuid: string;
  name: string;
  amountDueCents: number | null;
}

/** A payment a guest started: where the receipt goes, and whether it went. */
export interface GuestOrder {
  intentId: string;
  target: GuestTarget;
  email: string;
  amountCents: number;
  receiptSent: boolean;
  /** Our own order reference ('GP-' and 8 digits), what the guest's receipt and screen show: never the processor's pi_ id (issue 28). */
  reference: string;
}

/** How long a response token lets the guest go on (pay, redeem, read the status). */
export const RESPONSE_TOKEN_MS = 30 * 60 * 1000;
const MAX_TOKENS = 10_000;

/** A New Zealand mobile number in any usual form ('021 555 0101', '+64215550101', '64215550101') as an MSISDN, or null. */
export function guestMsisdn(input: string): string | null {
  const digits = input.replace(/[\s\-()]/g, '').replace(/^\+/, '');
  const msisdn = digits.startsWith('0') ? `64${digits.slice(1)}` : digits;
  return /^642\d{7,9}$/.test(msisdn) ? msisdn : null;
}

export class GuestStore {
  private readonly tokens = new Map<string, { target: GuestTarget; expiresAt: number }>();
  private readonly orders = new Map<string, GuestOrder>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly money: MoneyStore,
    private readonly eshop: EshopStore,
  ) {}

  private holder(customerUuid: string): string {
    const row = this.db.prepare('SELECT first_name, last_name FROM customers WHERE uuid = ?').get(customerUuid) as { first_name: string; last_name: string } | undefined;
    return row ? `${row.first_name} ${row.last_name}`.trim() : '';
  }

  /** "Only numbers on the operator's own platform can be recharged": an activated prepay or payg number of ours. */
  findMobile(input: string): GuestTarget | undefined {
    const msisdn = guestMsisdn(input);
    if (!msisdn) return undefined;
    const row = this.db
      .prepare(
        `SELECT uuid, customer_uuid FROM mobile_products WHERE msisdn = ? AND status = 4
         AND (billing_reference LIKE 'prepay:%' OR billing_reference LIKE 'payg:%') ORDER BY created_at_nanos DESC LIMIT 1`,
      )
      .get(msisdn) as { uuid: string; customer_uuid: string } | undefined;
    if (!row) return undefined;
    return { kind: 'mobile', key: msisdn, customerUuid: row.customer_uuid, productUuid: row.uuid, name: this.holder(row.customer_uuid), amountDueCents: null };
  }

  /** An invoice of ours (not void): its account and what it still owes (nothing yet while its period is OPEN). */
  findInvoice(lookupId: string): GuestTarget | undefined {
    const number = lookupId.trim().toUpperCase();
    const row = this.db.prepare("SELECT uuid, customer_uuid, status FROM invoices WHERE number = ? AND status != 'VOID'").get(number) as { uuid: string; customer_uuid: string; status: string } | undefined;
    if (!row) return undefined;
    const product = this.money.postpayProducts(row.customer_uuid)[0];
    if (!product) return undefined;
    this.money.catchUp(row.customer_uuid);
    return { kind: 'invoice', key: number, customerUuid: row.customer_uuid, productUuid: product, name: this.holder(row.customer_uuid), amountDueCents: row.status === 'OPEN' ? 0 : this.money.remaining(row.uuid) };
  }

  /** A postpay account by its number (ExternalRef5): what it owes (never below 0). */
  findAccount(lookupId: string): GuestTarget | undefined {
    const number = lookupId.trim();
    if (!/^\d{4,12}$/.test(number)) return undefined;
    const row = this.db.prepare('SELECT uuid FROM customers WHERE external_ref5 = ?').get(number) as { uuid: string } | undefined;
    if (!row) return undefined;
    const product = this.money.postpayProducts(row.uuid)[0];
    if (!product) return undefined;
    this.money.catchUp(row.uuid);
    return { kind: 'account', key: number, customerUuid: row.uuid, productUuid: product, name: this.holder(row.uuid), amountDueCents: Math.max(0, this.money.balance(row.uuid)) };
  }

  issueToken(target: GuestTarget): string {
    const now = this.clock.now();
    if (this.tokens.size >= MAX_TOKENS) {
      for (const [k, v] of this.tokens) if (v.expiresAt <= now) this.tokens.delete(k);
      if (this.tokens.size >= MAX_TOKENS) this.tokens.delete(this.tokens.keys().next().value ?? '');
    }
    const token = `grt_${randomToken(24)}`;
    this.tokens.set(token, { target, expiresAt: now + RESPONSE_TOKEN_MS });
    return token;
  }

  /** The lookup a token was issued for, when it is still good and `key` is what it was issued for. */
  tokenTarget(token: string, key: string): GuestTarget | undefined {
    const found = this.tokens.get(token);
    if (!found || found.expiresAt <= this.clock.now()) return undefined;
    return found.target.key === key ? found.target : undefined;
  }

  /** A top-up or bill payment intent with no card attached: the browser confirms it with the typed card. */
  startPayment(target: GuestTarget, purpose: 'topup' | 'payment', amountCents: number, email: string): { clientSecret: string; intentId: string } {
    const id = `pi_${randomToken(18)}`;
    const secret = `${id}_secret_${randomToken(18)}`;
    this.db
      .prepare(
        `INSERT INTO payment_intents (id, client_secret, purpose, customer_uuid, product_uuid, amount_cents, status, payment_method_types_json, created_at_ms, payment_method)
         VALUES (?, ?, ?, ?, ?, ?, 'requires_payment_method', '["card"]', ?, NULL)`,
      )
      .run(id, secret, purpose, target.customerUuid, target.productUuid, amountCents, Math.floor(this.clock.now()));
    this.orders.set(id, { intentId: id, target, email, amountCents, receiptSent: false, reference: this.newReference() });
    this.eshop.accountPayments.guestPayment(id);
    return { clientSecret: secret, intentId: id };
  }

  private newReference(): string {
    const taken = new Set([...this.orders.values()].map((o) => o.reference));
    for (;;) {
      const ref = `GP-${randomDigits(8)}`;
      if (!taken.has(ref)) return ref;
    }
  }

  order(intentId: string): GuestOrder | undefined {
    return this.orders.get(intentId);
  }

  /** PENDING until the intent is settled; FAILED when the card was refused and nothing else was tried. */
  status(intentId: string): 'PENDING' | 'COMPLETED' | 'FAILED' {
    const row = this.eshop.intentRow(intentId);
    if (!row) return 'PENDING';
    if (row.status === 'succeeded') return 'COMPLETED';
    return row.status === 'requires_payment_method' && row.last_error_json ? 'FAILED' : 'PENDING';
  }

  /** The newest receipt of the account (a bill payment writes one when it succeeds). */
  latestReceipt(customerUuid: string): string | undefined {
    const row = this.db.prepare('SELECT number FROM receipts WHERE customer_uuid = ? ORDER BY created_at_nanos DESC, number DESC LIMIT 1').get(customerUuid) as { number: string } | undefined;
    return row?.number;
  }

  markReceiptSent(intentId: string): void {
    const order = this.orders.get(intentId);
    if (order) order.receiptSent = true;
  }
}
