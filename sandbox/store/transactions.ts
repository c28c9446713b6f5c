import type { Db } from './db';
import { randomUUID } from './ids';

/** Statuses as the upstream writes them (docs/account-contract.md §2.4); others may come (e.g. DISPUTED). */
export const TRANSACTION_STATUSES = [
  'REFUNDED', 'PARTIALLY REFUNDED', 'COMPLETED', 'NEEDS AUTHORIZATION', 'FAILED', 'DECLINED', 'CANCELLED',
  'PAYMENT METHOD REQUIRED', 'PAYMENT METHOD INVALID', 'PAYMENT METHOD EXPIRED', 'NO FUNDS', 'PENDING', 'DISPUTED',
] as const;

export interface Transaction {
  UUID: string;
  CreatedAtNanos: number;
  Status: string;
  AmountCents: number;
  Currency: string;
  Description: string;
  CardType: string;
  CardLast4: string;
}

export interface PageInfo {
  PageNumber: number;
  PageItemCount: number;
  TotalPages: number;
  TotalItemCount: number;
  IndexStart: number;
  PageSize: number;
}

export interface NewTransaction {
  uuid?: string;
  createdAtNanos: number;
  status: string;
  amountCents: number;
  description: string;
  cardType?: string;
  cardLast4?: string;
}

/** A customer's payment transactions (GET /v2/customer/{uuid}/charges). */
export class TransactionStore {
  constructor(private readonly db: Db) {}

  /** OR IGNORE: a seeded transaction (stable UUID) is written once, so a kept database can be topped up. */
  add(customerUuid: string, t: NewTransaction): void {
    this.db
      .prepare(
        `INSERT OR IGNORE INTO payment_transactions (uuid, customer_uuid, created_at_nanos, status, amount_cents, description, card_type, card_last4)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(t.uuid ?? randomUUID(), customerUuid, t.createdAtNanos, t.status, t.amountCents, t.description, t.cardType ?? '', t.cardLast4 ?? '');
  }

  /** One page (from 1) by CreatedAtNanos; past the last page: no items, the real totals. */
  page(customerUuid: string, pageNumber: number, pageSize: number, desc: boolean): { Transactions: Transaction[]; PageInfo: PageInfo } {
    const total = (this.db.prepare('SELECT COUNT(*) AS n FROM payment_transactions WHERE customer_uuid = ?').get(customerUuid) as { n: number }).n;
    const start = (pageNumber - 1) * pageSize;
    const order = desc ? 'DESC' : 'ASC';
    const rows = this.db
      .prepare(
        `SELECT uuid AS UUID, created_at_nanos AS CreatedAtNanos, status AS Status, amount_cents AS AmountCents, currency AS Currency,
                description AS Description, card_type AS CardType, card_last4 AS CardLast4
         FROM payment_transactions WHERE customer_uuid = ? ORDER BY created_at_nanos ${order}, uuid ${order} LIMIT ? OFFSET ?`,
      )
      .all(customerUuid, pageSize, start) as Transaction[];
    return {
      Transactions: rows,
      PageInfo: { PageNumber: pageNumber, PageItemCount: rows.length, TotalPages: Math.ceil(total / pageSize), TotalItemCount: total, IndexStart: start, PageSize: pageSize },
    };
  }
}
