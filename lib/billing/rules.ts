import type { ErrorCode } from '@/lib/errors';
import type { CardItem, CardState, PageInfo, ShownPaymentStatus } from './types';

/**
 * Pure rules of cards and payment history (account-management.md §4 "Cards", "Payment history
 * status shown to the user"; §9 date format; docs/account-contract.md §3). No I/O.
 */

/** New Zealand's own clock: expiry months and payment dates are read in it. */
export const NZ_TIME_ZONE = 'Pacific/Auckland';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const nzParts = new Intl.DateTimeFormat('en-NZ', {
  timeZone: NZ_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23',
});

/** The wall-clock date and time in New Zealand at an instant. */
export function nzClock(at: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const parts = Object.fromEntries(nzParts.formatToParts(at).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute) };
}

/**
 * "An expired flag is computed from month and year": a card works through its expiry month, so
 * it is 'expired' from the month after, 'expiring' during that month ("a card about to expire"),
 * else 'valid'; months as they are in New Zealand.
 */
export function cardState(card: { expiryMonth: number; expiryYear: number }, now: Date): CardState {
  const { year, month } = nzClock(now);
  const expiry = card.expiryYear * 12 + card.expiryMonth;
  const current = year * 12 + month;
  if (expiry < current) return 'expired';
  return expiry === current ? 'expiring' : 'valid';
}

/** "A card about to expire cannot be authorized" (nor an expired one): only 'valid' cards pay. */
export function mayPayWith(card: { state: CardState }): boolean {
  return card.state === 'valid';
}

/** Why a card cannot pay (or be made default, for an expired one): the catalogue's code. */
export function cardRefusal(state: CardState): Extract<ErrorCode, 'card_expired' | 'card_expiring'> | null {
  if (state === 'expired') return 'card_expired';
  return state === 'expiring' ? 'card_expiring' : null;
}

/** "Default set via Rank 1": the default card (Rank 1) first, then the upstream's Rank order. */
export function sortCards<T extends { isDefault: boolean; rank: number }>(cards: readonly T[]): T[] {
  return [...cards].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.rank - b.rank);
}

/**
 * "When the default card is removed another becomes default once the list updates; if none has
 * Rank 1 the first remaining card is set to default": the first remaining card that can pay
 * (else the first about to expire; an expired card cannot be made default). Undefined when a
 * default remains, or no card can be one.
 */
export function cardToPromote<T extends Pick<CardItem, 'isDefault' | 'state'>>(remaining: readonly T[]): T | undefined {
  if (remaining.some((c) => c.isDefault)) return undefined;
  return remaining.find((c) => c.state === 'valid') ?? remaining.find((c) => c.state === 'expiring');
}

/**
 * "Only card cannot be removed; a route cannot be removed without another valid payment
 * method": a card goes only when another card stays, and a card that can still pay goes only
 * when another valid card stays, or a parent billing route pays instead. An expired card may
 * go whenever another card stays.
 */
export function mayRemoveCard(
  card: Pick<CardItem, 'id' | 'state'>,
  all: readonly Pick<CardItem, 'id' | 'state'>[],
  parentRoutes: readonly { routingType: string }[],
): boolean {
  const others = all.filter((c) => c.id !== card.id);
  if (others.length === 0) return false;
  if (card.state === 'expired') return true;
  return others.some((c) => c.state === 'valid') || parentRoutes.some((r) => r.routingType === 'parent');
}

/** The upstream's card refusals (docs/account-contract.md §2.1, §2.3), each to its own code. */
export const CARD_TEXTS: ReadonlyArray<[RegExp, ErrorCode]> = [
  [/^Card is not found$/i, 'card_not_found'],
  [/^Only card cannot be removed$/i, 'only_card'],
  [/^Card has expired$/i, 'card_expired'],
];

/** An upstream refusal (4xx) of a card call as our code; null for anything else. */
export function cardErrorCode(e: { status?: number; message: string }): ErrorCode | null {
  if (e.status === undefined || e.status < 400 || e.status >= 500) return null;
  const known = CARD_TEXTS.find(([re]) => re.test(e.message.trim()));
  if (known) return known[1];
  return e.status === 404 ? 'card_not_found' : null;
}

const STATUS_SHOWN: Readonly<Record<string, ShownPaymentStatus>> = {
  REFUNDED: 'REFUNDED',
  'PARTIALLY REFUNDED': 'REFUNDED',
  COMPLETED: 'COMPLETED',
  'NEEDS AUTHORIZATION': 'OTHERS',
  FAILED: 'FAILED',
  DECLINED: 'DECLINED',
  CANCELLED: 'DECLINED',
  'PAYMENT METHOD REQUIRED': 'ACTION REQ',
  'PAYMENT METHOD INVALID': 'ACTION REQ',
  'PAYMENT METHOD EXPIRED': 'ACTION REQ',
  'NO FUNDS': 'ACTION REQ',
  PENDING: 'PENDING',
};

/**
 * "REFUNDED and PARTIALLY REFUNDED = REFUNDED; COMPLETED; NEEDS AUTHORIZATION = OTHERS; FAILED;
 * DECLINED and CANCELLED = DECLINED; PAYMENT METHOD REQUIRED, PAYMENT METHOD INVALID, PAYMENT
 * METHOD EXPIRED and NO FUNDS = ACTION REQ; PENDING; anything else = UNKNOWN."
 */
export function shownPaymentStatus(upstream: string): ShownPaymentStatus {
  return STATUS_SHOWN[upstream.trim().toUpperCase().replace(/\s+/g, ' ')] ?? 'UNKNOWN';
}

const two = (n: number) => String(n).padStart(2, '0');

/** "Dates as 'DD MMM YYYY @ HH:mm'" in New Zealand time, e.g. '03 Nov 2026 @ 14:05'. */
export function paymentDate(nanos: number): string {
  const t = nzClock(new Date(Math.floor(nanos / 1e6)));
  return `${two(t.day)} ${MONTHS[t.month - 1]} ${t.year} @ ${two(t.hour)}:${two(t.minute)}`;
}

/** How a payment names its card: 'Visa •••• 4242', or '' when the upstream names none. */
export function paymentMethodLabel(cardType: string, last4: string): string {
  if (!last4.trim()) return '';
  return [cardType.trim(), '••••', last4.trim()].filter(Boolean).join(' ');
}

/** The page the customer asked for (pages start at 1) with the upstream's totals. */
export function pageInfo(page: number, pageSize: number, totalItems: number, totalPages?: number): PageInfo {
  return { page, pageSize, totalItems, totalPages: totalPages ?? Math.ceil(totalItems / pageSize) };
}
