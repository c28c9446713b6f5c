import type { Db } from './db';
import { randomUUID } from './ids';
import type { PaymentMethod } from './types';

/** A card as the provider saves it: never the whole number. */
export interface CardSummary {
  brand: 'Visa' | 'Mastercard';
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The provider's payment-method id of a saved card, derived from its UUID (the migration back-fills the same way). */
export const cardToken = (uuid: string): string => `pm_${uuid.replace(/-/g, '').slice(0, 24)}`;

const NZ_MONTH = new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', year: 'numeric', month: 'numeric' });

/** This month in New Zealand (the account area's card states use New Zealand time too). */
export function nzMonth(nowMs: number): { year: number; month: number } {
  const parts = NZ_MONTH.formatToParts(new Date(nowMs));
  return {
    year: Number(parts.find((p) => p.type === 'year')?.value),
    month: Number(parts.find((p) => p.type === 'month')?.value),
  };
}

/** Expired: its expiry month is before this month (a card expiring this month still works). */
export function isExpired(card: Pick<PaymentMethod, 'CardExpiryMonth' | 'CardExpiryYear'>, nowMs: number): boolean {
  const now = nzMonth(nowMs);
  return card.CardExpiryYear * 12 + card.CardExpiryMonth < now.year * 12 + now.month;
}

/** A saved card as the provider's summary (brand, last 4, expiry); undefined for none. */
export function cardSummary(card: PaymentMethod | undefined): CardSummary | undefined {
  if (!card) return undefined;
  return { brand: card.CardType === 'Mastercard' ? 'Mastercard' : 'Visa', last4: card.CardLast4, expMonth: card.CardExpiryMonth, expYear: card.CardExpiryYear };
}

const COLUMNS = `uuid AS UUID, rank AS Rank, card_type AS CardType, card_last4 AS CardLast4,
  card_expiry_month AS CardExpiryMonth, card_expiry_year AS CardExpiryYear, token AS Token,
  deleted_at_nanos AS DeletedAtNanos`;

/** A customer's saved cards (payment_methods). Removed cards (DeletedAtNanos set) are history, not choices. */
export class CardStore {
  constructor(private readonly db: Db) {}

  /** Undeleted, Rank ascending. */
  list(customerUuid: string): PaymentMethod[] {
    return this.db
      .prepare(`SELECT ${COLUMNS} FROM payment_methods WHERE customer_uuid = ? AND deleted_at_nanos = 0 ORDER BY rank, uuid`)
      .all(customerUuid) as PaymentMethod[];
  }

  /** One of the customer's undeleted cards. */
  get(customerUuid: string, uuid: string): PaymentMethod | undefined {
    return this.db
      .prepare(`SELECT ${COLUMNS} FROM payment_methods WHERE customer_uuid = ? AND uuid = ? AND deleted_at_nanos = 0`)
      .get(customerUuid, uuid) as PaymentMethod | undefined;
  }

  /** An undeleted card by its provider id. */
  byToken(token: string): PaymentMethod | undefined {
    return this.db.prepare(`SELECT ${COLUMNS} FROM payment_methods WHERE token = ? AND deleted_at_nanos = 0`).get(token) as PaymentMethod | undefined;
  }

  /** Marks it removed; the others keep their Rank (removing Rank 1 leaves no Rank 1). */
  remove(customerUuid: string, uuid: string, nowNanos: number): void {
    this.db.prepare('UPDATE payment_methods SET deleted_at_nanos = ? WHERE customer_uuid = ? AND uuid = ?').run(nowNanos, customerUuid, uuid);
  }

  /** The card becomes Rank 1; the others keep their order behind it (Rank 2…). */
  makeDefault(customerUuid: string, uuid: string): PaymentMethod | undefined {
    this.db.transaction(() => {
      const others = this.list(customerUuid).filter((c) => c.UUID !== uuid);
      const rank = this.db.prepare('UPDATE payment_methods SET rank = ? WHERE uuid = ?');
      rank.run(1, uuid);
      others.forEach((c, i) => rank.run(i + 2, c.UUID));
    })();
    return this.get(customerUuid, uuid);
  }

  /**
   * Saves a card and answers its provider id. The same brand, last 4 and expiry is kept once (its
   * id is answered). Rank 1 when the customer has no valid card (expired ones move behind it),
   * else after the last.
   */
  save(customerUuid: string, card: CardSummary, nowMs: number): string {
    return this.db.transaction((): string => {
      const cards = this.list(customerUuid);
      const same = cards.find((c) => c.CardType === card.brand && c.CardLast4 === card.last4 && c.CardExpiryMonth === card.expMonth && c.CardExpiryYear === card.expYear);
      if (same) return same.Token;
      const uuid = randomUUID();
      const token = cardToken(uuid);
      let rank = Math.max(0, ...cards.map((c) => c.Rank)) + 1;
      if (!cards.some((c) => !isExpired(c, nowMs))) {
        rank = 1;
        this.db.prepare('UPDATE payment_methods SET rank = rank + 1 WHERE customer_uuid = ? AND deleted_at_nanos = 0').run(customerUuid);
      }
      this.db
        .prepare('INSERT INTO payment_methods (uuid, customer_uuid, rank, card_type, card_last4, card_expiry_month, card_expiry_year, token) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run(uuid, customerUuid, rank, card.brand, card.last4, card.expMonth, card.expYear, token);
      return token;
    })();
  }
}
