import 'server-only';
import { cached, cacheKey } from '@/lib/cache';
import { currentCustomerUuid, forgetCustomer, listBillingRoutes } from '@/lib/customer/calls';
import { Empty } from '@/lib/customer/wire';
import { ApiError } from '@/lib/errors';
import { PAYMENT_HISTORY_PAGE_SIZE } from '@/lib/flags/constants';
import { customerCall, type RequestContext } from '@/lib/upstream/context';
import { toApiError } from '@/lib/upstream/errors';
import type { UpstreamError, UpstreamResult } from '@/lib/upstream/types';
import {
  cardErrorCode, cardRefusal, cardState, cardToPromote, mayPayWith, mayRemoveCard, pageInfo, paymentDate, paymentMethodLabel, shownPaymentStatus, sortCards,
} from './rules';
import { moneyTag } from './money-scope';
import type { CardItem, CardList, CardSetup, PaymentHistory, PaymentItem } from './types';
import { CardSetupResponse, Card, Cards, Charges, type CardRankRequest, type Transaction } from './wire';

/**
 * The account's cards and payment history (docs/account-contract.md §3), one function per BFF
 * route: the upstream calls (account-management.md §7 "Cards and payments"), parsed with wire.ts,
 * reshaped into lib/billing/types.ts, failures as ApiErrors. The customer is the session's.
 */

/** A card as the rules see it, with the upstream's Rank (for the order) and Token (for paying). */
export type SavedCard = CardItem & { rank: number; token?: string };

function toSavedCard(c: Card, now: Date): SavedCard {
  return {
    id: c.UUID,
    brand: c.CardType,
    last4: c.CardLast4,
    expiryMonth: c.CardExpiryMonth,
    expiryYear: c.CardExpiryYear,
    isDefault: c.Rank === 1,
    state: cardState({ expiryMonth: c.CardExpiryMonth, expiryYear: c.CardExpiryYear }, now),
    rank: c.Rank,
    ...(c.Token ? { token: c.Token } : {}),
  };
}

function toCardList(cards: readonly SavedCard[]): CardList {
  return { cards: cards.map(({ id, brand, last4, expiryMonth, expiryYear, isDefault, state }) => ({ id, brand, last4, expiryMonth, expiryYear, isDefault, state })) };
}

function cardError(e: UpstreamError): ApiError {
  const code = cardErrorCode(e);
  return code ? new ApiError(code) : toApiError(e);
}

function unwrap<T>(res: UpstreamResult<T>): T {
  if (!res.ok) throw cardError(res.error);
  return res.data;
}

/**
 * GET /customers/{uuid}/payment_methods, read fresh ("Cards are observed live"): deleted cards
 * left out, default first. The customer's page cache (lib/customer, which holds the profile
 * guard's card list) is forgotten, so the guard sees a new or removed card at once.
 */
export async function savedCards(rc: RequestContext, uuid: string): Promise<SavedCard[]> {
  const res = await customerCall(rc, 'accounts', { path: '/customers/{uuid}/payment_methods', params: { uuid }, schema: Cards, action: 'getPaymentMethods' });
  forgetCustomer(uuid);
  const now = new Date(rc.now?.() ?? Date.now());
  return sortCards(unwrap(res).PaymentMethods.filter((c) => !c.DeletedAtNanos).map((c) => toSavedCard(c, now)));
}

/** One of the customer's own cards, or 404 card_not_found (someone else's id is not found, before any write). */
function ownCard(cards: readonly SavedCard[], id: string): SavedCard {
  const card = cards.find((c) => c.id === id);
  if (!card) throw new ApiError('card_not_found');
  return card;
}

/** PUT /customer/{uuid}/payment-methods/{id} {Rank: 1}: "default set via Rank 1". */
async function setDefault(rc: RequestContext, uuid: string, id: string): Promise<void> {
  const body: CardRankRequest = { Rank: 1 };
  unwrap(await customerCall(rc, 'accounts', { method: 'PUT', path: '/customer/{uuid}/payment-methods/{id}', params: { uuid, id }, body, schema: Card, action: 'setDefaultPaymentMethod' }));
}

/** GET /api/customer/payment-methods */
export async function cardList(rc: RequestContext): Promise<CardList> {
  return toCardList(await savedCards(rc, currentCustomerUuid(rc)));
}

/** POST /api/customer/payment-methods/setup: a SetupIntent for a new card (GET /customer/{uuid}/setup-payment-method). */
export async function cardSetup(rc: RequestContext): Promise<CardSetup> {
  const uuid = currentCustomerUuid(rc);
  const res = unwrap(await customerCall(rc, 'accounts', { path: '/customer/{uuid}/setup-payment-method', params: { uuid }, schema: CardSetupResponse, action: 'setupPaymentMethod' }));
  return { clientSecret: res.SetupIntentClientSecret };
}

/**
 * DELETE /api/customer/payment-methods/{id}: "Only card cannot be removed" is checked here first;
 * an expired card goes through `invalid-payment-methods`. When no card is default any more, the
 * first remaining valid card is made default (cardToPromote) before the answer.
 */
export async function removeCard(rc: RequestContext, id: string): Promise<CardList> {
  const uuid = currentCustomerUuid(rc);
  const [cards, routes] = await Promise.all([savedCards(rc, uuid), listBillingRoutes(rc, uuid)]);
  const card = ownCard(cards, id);
  if (!mayRemoveCard(card, cards, routes.ok ? routes.data : [])) throw new ApiError('only_card');
  const path = card.state === 'expired' ? '/customer/{uuid}/invalid-payment-methods/{id}' : '/customer/{uuid}/payment-methods/{id}';
  const removed = await customerCall(rc, 'accounts', { method: 'DELETE', path, params: { uuid, id }, schema: Empty, action: 'removePaymentMethod' });
  forgetCustomer(uuid);
  unwrap(removed);
  const promote = cardToPromote(cards.filter((c) => c.id !== id));
  if (promote) await setDefault(rc, uuid, promote.id);
  return toCardList(await savedCards(rc, uuid));
}

/** PUT /api/customer/payment-methods/{id}/default: an expired card cannot be made default. */
export async function makeDefaultCard(rc: RequestContext, id: string): Promise<CardList> {
  const uuid = currentCustomerUuid(rc);
  const card = ownCard(await savedCards(rc, uuid), id);
  if (card.state === 'expired') throw new ApiError('card_expired');
  await setDefault(rc, uuid, id);
  forgetCustomer(uuid);
  return toCardList(await savedCards(rc, uuid));
}

/**
 * The card a payment names, checked before the upstream is asked: one of the customer's own
 * (else card_not_found) that may pay ("a card about to expire cannot be authorized").
 */
export async function cardToPayWith(rc: RequestContext, uuid: string, id: string): Promise<SavedCard> {
  const card = ownCard(await savedCards(rc, uuid), id);
  if (!mayPayWith(card)) throw new ApiError(cardRefusal(card.state) ?? 'card_expired');
  return card;
}

function toPaymentItem(t: Transaction): PaymentItem {
  return {
    id: t.UUID,
    createdAt: new Date(Math.floor(t.CreatedAtNanos / 1e6)).toISOString(),
    shownDate: paymentDate(t.CreatedAtNanos),
    amountCents: t.AmountCents,
    status: shownPaymentStatus(t.Status),
    upstreamStatus: t.Status,
    description: t.Description,
    method: paymentMethodLabel(t.CardType, t.CardLast4),
  };
}

/**
 * GET /api/customer/payments?page=N: GET /v2/customer/{uuid}/charges, newest first, 14 a page
 * ("payment history 14"), cached 5 minutes per customer and page ("payment history 5 min"; the
 * signed-in user is part of the key, as lib/customer's reads), forgotten with the customer's money
 * after a payment (money-scope.ts). Failures are not cached.
 */
export async function paymentHistory(rc: RequestContext, page: number): Promise<PaymentHistory> {
  const uuid = currentCustomerUuid(rc);
  const scope = `${rc.session.userUuid ?? 'anon'}:${uuid}`;
  const res = await cached('paymentHistory', cacheKey('paymentHistory', scope, String(page)), () =>
    customerCall(rc, 'accounts', {
      path: '/v2/customer/{uuid}/charges',
      params: { uuid },
      query: { PageNumber: page, PageSize: PAYMENT_HISTORY_PAGE_SIZE, SortBy: 'CreatedAtNanos', SortDesc: true },
      schema: Charges,
      action: 'getCharges',
    }), { tags: [moneyTag(uuid)], keep: (r) => r.ok });
  if (!res.ok) throw toApiError(res.error);
  const info = res.data.PageInfo;
  return { payments: res.data.Transactions.map(toPaymentItem), pageInfo: pageInfo(page, PAYMENT_HISTORY_PAGE_SIZE, info.TotalItemCount, info.TotalPages) };
}
