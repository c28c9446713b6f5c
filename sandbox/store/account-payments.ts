import type { Clock } from '../clock';
import { OPERATOR_NAME } from '../operator';
import type { CardSummary } from './cards';
import type { Db } from './db';
import type { MoneyStore } from './money';
import type { TransactionStore } from './transactions';

/** What a PaymentIntent pays for: an e-shop order, a prepay top-up or a postpay bill (docs/account-contract.md §2.7). */
export type IntentPurpose = 'order' | 'topup' | 'payment' | 'addon';

/** The payment history's description of an account payment. */
export const ACCOUNT_PAYMENT_DESCRIPTION: Record<Exclude<IntentPurpose, 'order'>, string> = {
  topup: 'Top-up',
  payment: 'Bill payment',
  addon: 'Add-on',
};

export interface AccountIntent {
  purpose: Exclude<IntentPurpose, 'order'>;
  customerUuid: string;
  productUuid: string;
  amountCents: number;
  /** The PaymentIntent's id (an add-on purchase finds what it buys by it). */
  intentId?: string;
}

export interface BillingCycle {
  From: number;
  Upto: number;
}

const NZ_WALL_CLOCK = new Intl.DateTimeFormat('en-NZ', {
  timeZone: 'Pacific/Auckland', hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
});

/** NZ offsets by hour since the epoch. */
const OFFSETS = new Map<number, number>();

/** How far New Zealand's wall clock is ahead of UTC at that instant (ms). */
export function nzOffsetMs(instantMs: number): number {
  // The offset only changes on the hour (daylight saving), so it is read once per hour of time.
  const hour = Math.floor(instantMs / 3_600_000);
  const known = OFFSETS.get(hour);
  if (known !== undefined) return known;
  const offset = readOffset(hour * 3_600_000);
  if (OFFSETS.size > 100_000) OFFSETS.clear();
  OFFSETS.set(hour, offset);
  return offset;
}

function readOffset(instantMs: number): number {
  const parts = Object.fromEntries(NZ_WALL_CLOCK.formatToParts(new Date(instantMs)).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return wall - Math.floor(instantMs / 1000) * 1000;
}

/** Midnight at the start of the 1st of that month in New Zealand (ms; month 1..12, may overflow into the next year). */
function nzMonthStartMs(year: number, month: number): number {
  const wall = Date.UTC(year, month - 1, 1);
  // NZ never changes its clocks at midnight on the 1st, so the offset an hour either side is the one.
  return wall - nzOffsetMs(wall - nzOffsetMs(wall));
}

/** The New Zealand calendar day an instant falls in: 'YYYY-MM-DD' and its bounds (ms; 23 or 25 hours on the days the clocks change). */
export function nzDay(instantMs: number): { date: string; fromMs: number; uptoMs: number } {
  const wall = new Date(instantMs + nzOffsetMs(instantMs));
  const [y, m, d] = [wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()];
  const start = (day: number): number => {
    const midnight = Date.UTC(y, m, day);
    return midnight - nzOffsetMs(midnight - nzOffsetMs(midnight));
  };
  return { date: `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`, fromMs: start(d), uptoMs: start(d + 1) };
}

/**
 * The same New Zealand wall-clock time `days` calendar days on (ms): 24 hours a day, but 23 or 25
 * across a daylight-saving change, so a bill closed at midnight on 1 April is due at midnight on
 * the 15th, not at 23:00 on the 14th. A wall time the clocks skip reads as standard time.
 */
export function nzDaysLater(instantMs: number, days: number): number {
  return nzWallInstant(instantMs + nzOffsetMs(instantMs) + days * 86_400_000);
}

/** The same New Zealand wall-clock time `years` calendar years on (ms): 366 days when a 29 February falls between; 29 February itself rolls to 1 March. */
export function nzYearsLater(instantMs: number, years: number): number {
  const wall = new Date(instantMs + nzOffsetMs(instantMs));
  wall.setUTCFullYear(wall.getUTCFullYear() + years);
  return nzWallInstant(wall.getTime());
}

/** The instant whose New Zealand wall clock reads `wall` (wall-clock ms as if UTC); one the clocks skip reads as standard time. */
function nzWallInstant(wall: number): number {
  for (const hours of [13, 12]) {
    const candidate = wall - hours * 3_600_000;
    if (candidate + nzOffsetMs(candidate) === wall) return candidate;
  }
  return wall - 12 * 3_600_000;
}

/** Calendar months in New Zealand time: the one `nowMs` is in and the one after, in nanoseconds, Upto = the next From. */
export function billingCycles(nowMs: number): { CurrentBillingCycle: BillingCycle; NextBillingCycle: BillingCycle } {
  const wall = new Date(nowMs + nzOffsetMs(nowMs));
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + 1;
  const [from, next, after] = [0, 1, 2].map((k) => nzMonthStartMs(year, month + k) * 1e6) as [number, number, number];
  return { CurrentBillingCycle: { From: from, Upto: next }, NextBillingCycle: { From: next, Upto: after } };
}

const dollars = (c: number): string => `$${(c / 100).toFixed(2)}`;

/** Our reference for an account payment: derived from the intent, in our own form ('PAY-' and 8 characters), never the processor's pi_ id. */
export function receiptReference(intentId: string | undefined): string {
  const tail = (intentId ?? '').replace(/^pi_/, '').replace(/[^a-zA-Z0-9]/g, '').slice(-8).toUpperCase();
  return `PAY-${tail.padStart(8, '0')}`;
}

/** What a settled account payment changes (the billing engine is MoneyStore, docs/money-contract.md §2). */
export class AccountPaymentStore {
  /** An add-on bought by card (issue 13): adds it when paid; answers its name for the payment history ('' for none). */
  addonPurchase: (intentId: string, paid: boolean, atNanos: number) => string = () => ACCOUNT_PAYMENT_DESCRIPTION.addon;
  /** Set by the server: a paid top-up, bill payment or add-on emails its receipt through the outbox (issue 28). */
  notify: (message: { channel: 'email'; to: string; subject: string; body: string }) => void = () => undefined;
  /** Guests' payments: their receipt goes to the email the guest gave (sandbox/routes/guest.ts), never to the account holder. */
  private readonly guestIntents = new Set<string>();

  /** Marks a guest's payment intent (GuestStore.startPayment): no account receipt for it. */
  guestPayment(intentId: string): void {
    this.guestIntents.add(intentId);
  }

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly transactions: TransactionStore,
    private readonly money: MoneyStore,
  ) {}

  /** Owing, in cents (below 0: credit): what the closed invoices still owe minus the credit held. */
  balance(customerUuid: string): number {
    this.money.catchUp(customerUuid);
    return this.money.balance(customerUuid);
  }

  /**
   * A succeeded intent: a top-up raises the product's MainBalCreditCents (its expiry a year on), a
   * bill payment writes a receipt allocated to the oldest invoices owing (paying more leaves
   * credit); either writes a COMPLETED transaction. A failed one writes a FAILED transaction and
   * changes nothing else.
   */
  settle(intent: AccountIntent, status: 'COMPLETED' | 'FAILED', card: CardSummary | undefined): void {
    const now = this.clock.nowNanos();
    this.db.transaction(() => {
      if (status === 'COMPLETED' && intent.purpose === 'topup') this.money.creditPrepay(intent.productUuid, intent.amountCents, now);
      if (status === 'COMPLETED' && intent.purpose === 'payment') {
        this.money.catchUp(intent.customerUuid);
        this.money.recordPayment(intent.customerUuid, intent.amountCents, card, now);
      }
      const description = intent.purpose === 'addon' ? this.addonPurchase(intent.intentId ?? '', status === 'COMPLETED', now) : ACCOUNT_PAYMENT_DESCRIPTION[intent.purpose];
      // '': an authorisation, no payment (an activation's postpay card, docs/onboarding-contract.md §2.2).
      if (description === '') return;
      this.transactions.add(intent.customerUuid, {
        createdAtNanos: now, status, amountCents: intent.amountCents,
        description, cardType: card?.brand, cardLast4: card?.last4,
      });
      if (status === 'COMPLETED') this.sendReceipt(intent, description, card);
    })();
  }

  /** The signed-in customer's receipt of a card payment: what, how much, which card, our reference (the intent's, never shown as pi_). */
  private sendReceipt(intent: AccountIntent, description: string, card: CardSummary | undefined): void {
    if (intent.intentId && this.guestIntents.delete(intent.intentId)) return;
    const email = (this.db.prepare('SELECT email FROM customers WHERE uuid = ?').get(intent.customerUuid) as { email: string } | undefined)?.email;
    if (!email) return;
    const number = (this.db.prepare('SELECT msisdn FROM mobile_products WHERE uuid = ?').get(intent.productUuid) as { msisdn: string } | undefined)?.msisdn ?? '';
    const local = number.startsWith('64') ? `0${number.slice(2)}` : number;
    const forNumber = local ? ` for ${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}` : '';
    const lines = [
      intent.purpose === 'addon' ? `Add-on ${description}: ${dollars(intent.amountCents)}${forNumber}` : `${description} of ${dollars(intent.amountCents)}${forNumber}`,
      card ? `Paid by ${card.brand} card ending ${card.last4}` : 'Paid by card',
      `${OPERATOR_NAME} reference: ${receiptReference(intent.intentId)}`,
      'Your payment history in My account lists it too. Thank you.',
    ];
    this.notify({ channel: 'email', to: email, subject: 'Your receipt', body: lines.join('\n') });
  }
}
