import { createClock } from '../clock';
import { billingCycles } from './account-payments';
import { CardStore } from './cards';
import type { Db } from './db';
import { DAY_NANOS, MoneyStore, creditExpiryOf, dueDateOf } from './money';
import type { DemoCustomer } from './seed';
import { TransactionStore } from './transactions';

const DAY_MS = 86_400_000;
const ADDON = { name: '100 International Minutes', cents: 1500 };

type Seeded = Pick<DemoCustomer, 'cards' | 'bills' | 'transactions'> & { uuid: string };

/**
 * The postpay demo's year of invoices (docs/money-contract.md §2.8): each closed month with its
 * lines, the PAID ones each with a receipt and a COMPLETED 'Bill payment' (the Rank 1 card), then
 * the OPEN invoice of this month. Written once: a customer whose billing account exists is left
 * as it is. The latest closed invoice is due 14 days after its close, or a minute ago when that
 * is still ahead, so it is OVERDUE whatever the day the seed runs.
 */
export function insertBills(db: Db, c: Seeded, id: (key: string) => string, nowMs: number): void {
  const bills = c.bills ?? [];
  if (bills.length === 0) return;
  const transactions = new TransactionStore(db);
  const money = new MoneyStore(db, createClock(() => nowMs), transactions, new CardStore(db));
  const nowNanos = Math.floor(nowMs) * 1e6;
  const starts = [billingCycles(nowMs).CurrentBillingCycle.From];
  for (let k = 1; k <= Math.max(...bills.map((b) => b.monthsAgo)); k += 1) {
    starts.push(billingCycles((starts[k - 1] ?? 0) / 1e6 - 1).CurrentBillingCycle.From);
  }
  const card = c.cards.find((k) => k.rank === 1);
  // Keys made once: a fresh copy's id() answers a new UUID each call.
  const receiptIds = new Map(bills.map((b) => [b.monthsAgo, id(`receipt:${b.monthsAgo}`)]));
  const summary = card ? { brand: card.type, last4: card.last4, expMonth: card.expiryMonth, expYear: 0 } : undefined;

  if (!db.prepare('SELECT 1 FROM billing_accounts WHERE customer_uuid = ?').get(c.uuid)) writeBills();
  // The payment history of those receipts; OR IGNORE (stable UUIDs) so a kept database is topped up.
  for (const bill of bills) {
    const receipt = db.prepare('SELECT created_at_nanos, amount_cents FROM receipts WHERE uuid = ?').get(receiptIds.get(bill.monthsAgo)) as
      { created_at_nanos: number; amount_cents: number } | undefined;
    if (!receipt) continue;
    transactions.add(c.uuid, {
      uuid: id(`bill-payment:${bill.monthsAgo}`), createdAtNanos: receipt.created_at_nanos, status: 'COMPLETED', amountCents: receipt.amount_cents,
      description: 'Bill payment', cardType: card?.type, cardLast4: card?.last4,
    });
  }

  function writeBills(): void {
    db.transaction(() => {
      db.prepare("INSERT INTO billing_accounts (customer_uuid, cycle) VALUES (?, 'MONTHLY')").run(c.uuid);
      for (const bill of [...bills].sort((a, b) => b.monthsAgo - a.monthsAgo)) {
        const from = starts[bill.monthsAgo] ?? 0;
        const upto = starts[bill.monthsAgo - 1] ?? 0;
        const uuid = money.openInvoice(c.uuid, from, upto, id(`invoice:${bill.monthsAgo}`));
        if (bill.addon) money.addLine(uuid, 'purchase', ADDON.name, ADDON.cents, from + 5 * DAY_NANOS, id(`invoice:${bill.monthsAgo}:addon`));
        if (bill.usageCents > 0) money.addLine(uuid, 'charge', 'Usage beyond plan', bill.usageCents, from + 20 * DAY_NANOS, id(`invoice:${bill.monthsAgo}:usage`));
        const due = bill.state === 'OVERDUE' ? Math.max(upto, Math.min(dueDateOf(upto), nowNanos - 60e9)) : dueDateOf(upto);
        money.closeInvoice({ uuid, customer_uuid: c.uuid }, upto, due);
        if (bill.state === 'VOID') db.prepare("UPDATE invoices SET status = 'VOID' WHERE uuid = ?").run(uuid);
        const paid = bill.state === 'PAID' ? money.remaining(uuid) : (bill.paidCents ?? 0);
        if (paid <= 0) continue;
        const at = bill.state === 'PAID' ? upto + 10 * DAY_NANOS : upto + Math.min(3 * DAY_NANOS, Math.floor((nowNanos - upto) / 2e6) * 1e6);
        money.recordPayment(c.uuid, paid, summary, at, receiptIds.get(bill.monthsAgo));
      }
      const current = billingCycles(nowMs).CurrentBillingCycle;
      money.openInvoice(c.uuid, current.From, current.Upto, id('invoice:0'));
    })();
  }
}

/** Prepay credit expires a year after the last completed top-up of the demo history (when not set yet). */
export function insertCreditExpiry(db: Db, c: Seeded, nowMs: number): void {
  const topUps = (c.transactions ?? []).filter((t) => t.status === 'COMPLETED' && t.description === 'Top-up');
  if (topUps.length === 0) return;
  // That top-up as the payment history has it (written just before, with its own reading of the clock).
  const written = db
    .prepare("SELECT MAX(created_at_nanos) AS at FROM payment_transactions WHERE customer_uuid = ? AND status = 'COMPLETED' AND description = 'Top-up'")
    .get(c.uuid) as { at: number | null } | undefined;
  const last = written?.at ?? Math.floor(nowMs - Math.min(...topUps.map((t) => t.daysAgo)) * DAY_MS) * 1e6;
  const expires = creditExpiryOf(last);
  db.prepare('UPDATE mobile_products SET credit_expires_at_nanos = ? WHERE customer_uuid = ? AND main_bal_credit_cents IS NOT NULL AND credit_expires_at_nanos = 0')
    .run(expires, c.uuid);
}

/** A demo customer's money: its invoices and receipts, its prepay credit's expiry (both written once). */
export function insertMoney(db: Db, c: Seeded, id: (key: string) => string, nowMs: number): void {
  insertBills(db, c, id, nowMs);
  insertCreditExpiry(db, c, nowMs);
}
