import type { Deps } from '../context';
import { ErrNo, HttpError, badRequest, notFound } from '../errors';
import type { RequestContext, Router } from '../router';
import { isExpired } from '../store/cards';
import { objectBody } from '../validate';

export const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 14;

export const cardNotFound = (): HttpError => new HttpError(404, ErrNo.notFound, 'Card is not found');
export const cardExpired = (): HttpError => badRequest('Card has expired');

/** A whole number from a query parameter; `fallback` when absent or empty. */
export function wholeQuery(ctx: RequestContext, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = ctx.query.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) throw badRequest(`${name} must be a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}`);
  return value;
}

/** The path's `{uuid}` customer: 401 1001 / 1002 first, so a stranger cannot probe which UUIDs exist; then 404 unknown. */
export const ownedCustomer = (deps: Deps) => (ctx: RequestContext): string => {
  const uuid = ctx.params.uuid ?? '';
  deps.tokens.forCustomer(ctx, uuid);
  if (!deps.store.customers.get(uuid)) throw notFound();
  return uuid;
};

/** Saved cards, the SetupIntent to add one, and the payment history (docs/account-contract.md §2.1, §2.4). */
export function cardRoutes(router: Router, deps: Deps): void {
  const { cards, setupIntents, transactions } = deps.store;
  const owned = ownedCustomer(deps);

  // GET /customer/{uuid}/setup-payment-method – a SetupIntent for the browser to save a card with
  router.get('/customer/{uuid}/setup-payment-method', (ctx) => ({
    SetupIntentClientSecret: setupIntents.create(owned(ctx)).client_secret,
  }));

  /** Valid (or expiring) cards by one path, expired ones by the other; never the only card. */
  const remove = (expired: boolean) => (ctx: RequestContext) => {
    const customer = owned(ctx);
    const card = cards.get(customer, ctx.params.id ?? '');
    if (!card || isExpired(card, deps.clock.now()) !== expired) throw cardNotFound();
    if (!cards.list(customer).some((c) => c.UUID !== card.UUID)) throw badRequest('Only card cannot be removed');
    cards.remove(customer, card.UUID, deps.clock.nowNanos());
    return {};
  };

  // DELETE /customer/{uuid}/payment-methods/{id} – remove a valid card
  router.delete('/customer/{uuid}/payment-methods/{id}', remove(false));
  // DELETE /customer/{uuid}/invalid-payment-methods/{id} – remove an expired card
  router.delete('/customer/{uuid}/invalid-payment-methods/{id}', remove(true));

  // PUT /customer/{uuid}/payment-methods/{id} – { Rank: 1 }: the default card
  router.put('/customer/{uuid}/payment-methods/{id}', (ctx) => {
    const customer = owned(ctx);
    if (objectBody(ctx.body).Rank !== 1) throw badRequest('Rank must be 1');
    const card = cards.get(customer, ctx.params.id ?? '');
    if (!card) throw cardNotFound();
    if (isExpired(card, deps.clock.now())) throw cardExpired();
    return cards.makeDefault(customer, card.UUID);
  });

  // GET /v2/customer/{uuid}/charges?PageNumber=&PageSize=&SortBy=CreatedAtNanos&SortDesc= – payment transactions, paged
  router.get('/v2/customer/{uuid}/charges', (ctx) => {
    const customer = owned(ctx);
    const page = wholeQuery(ctx, 'PageNumber', 1, 1);
    const size = wholeQuery(ctx, 'PageSize', DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
    const sortBy = ctx.query.get('SortBy');
    if (sortBy && sortBy !== 'CreatedAtNanos') throw badRequest('SortBy must be CreatedAtNanos');
    const desc = ctx.query.get('SortDesc') ?? 'true';
    if (desc !== 'true' && desc !== 'false') throw badRequest('SortDesc must be true or false');
    deps.store.money.catchUp(customer);
    return transactions.page(customer, page, size, desc === 'true');
  });
}
