import type { CardItem } from '@/lib/billing/types';
import { PENDING_ADDON_RETRY_MS, SECOND_MS } from '@/lib/flags/constants';

/**
 * The payment step's pure rules (docs/account-contract.md §5; account-management.md §4
 * "Payment" and "Addon purchase"). No I/O.
 */

/** The choice of "Add a new card" among the saved cards. */
export const NEW_CARD = 'new';

/** How long apart a `pending_payment` answer without a ClientSecret is asked again. */
export const PENDING_RETRY_INTERVAL_MS = SECOND_MS;

/**
 * Why a saved card cannot be picked, or null when it can: "expired and about-to-expire cards
 * shown but not selectable, with the reason: 'A card about to expire cannot be authorized'".
 */
export function cardReason(card: Pick<CardItem, 'state'>): 'expiring' | 'expired' | null {
  return card.state === 'valid' ? null : card.state;
}

/** The card chosen first: the default when it may be paid with, else the first that may, else a new card. */
export function initialCardChoice(cards: readonly CardItem[]): string {
  const payable = cards.filter((c) => cardReason(c) === null);
  return (payable.find((c) => c.isDefault) ?? payable[0])?.id ?? NEW_CARD;
}

/** A choice still good after the list changed (a card removed or expired): else the first choice again. */
export function keptCardChoice(choice: string, cards: readonly CardItem[]): string {
  if (choice === NEW_CARD) return choice;
  const card = cards.find((c) => c.id === choice);
  return card && cardReason(card) === null ? choice : initialCardChoice(cards);
}

/**
 * "Without a ClientSecret the same purchase is retried until 10 seconds since the first
 * attempt, then fails."
 */
export function pendingRetryOver(firstAttemptAt: number, now: number): boolean {
  return now - firstAttemptAt + PENDING_RETRY_INTERVAL_MS > PENDING_ADDON_RETRY_MS;
}

/** The card a SetupIntent just saved: in the list now, not before, and payable. */
export function cardAddedSince(before: readonly string[], after: readonly CardItem[]): string | null {
  return after.find((c) => !before.includes(c.id) && cardReason(c) === null)?.id ?? null;
}
