import 'server-only';
import { cached, cacheKey, invalidateTag, invalidationCount } from '@/lib/cache';
import { getFlags } from '@/lib/config/calls';
import { ApiError } from '@/lib/errors/api-error';
import { overSpendLimit, payingRoute } from '@/lib/families/rules';
import { SPID } from '@/lib/flags/constants';
import { customerCall, type RequestContext } from '@/lib/upstream/context';
import { toApiError } from '@/lib/upstream/errors';
import type { UpstreamResult } from '@/lib/upstream/types';
import { isPayg, isSuspended, paymentKind, productStatus } from './rules';
import type { BillingRouteView, CardView, CustomerView, MobileProductView } from './types';
import { BillingRoutes, Customer, MobileProducts, PaymentMethods, type BillingRoute, type MobileProduct } from './wire';

export function reshapeCustomer(c: Customer): CustomerView {
  return {
    uuid: c.UUID,
    firstName: c.FirstName,
    lastName: c.LastName,
    email: c.Email,
    mobileNumber: c.MobileNumber,
    accountNumber: c.ExternalRef5,
    emailVerified: c.EmailVerified,
    suspended: isSuspended(c.AccountState),
  };
}

export function reshapeProduct(p: MobileProduct): MobileProductView {
  const nanosToMs = (n?: number) => (n ? Math.floor(n / 1e6) : undefined);
  return {
    uuid: p.UUID,
    msisdn: p.MSISDN,
    simId: p.SIMID,
    status: p.Status,
    productType: p.ProductType,
    billingReference: p.BillingReference,
    statusLabel: productStatus({ status: p.Status, billingReference: p.BillingReference, productType: p.ProductType }),
    paymentKind: paymentKind(p.BillingReference),
    isPayg: isPayg(p.BillingReference),
    creditCents: p.MainBalCreditCents,
    createdAt: nanosToMs(p.CreatedAtNanos) ?? 0,
    addons: p.Addons.map((a) => ({
      uuid: a.UUID,
      name: a.Name,
      isBasePlan: a.IsBasePlan,
      isAddon: a.IsAddon,
      autoRenew: a.AutoRenew ?? a.AllowAutoRenew,
      priceCents: a.PriceCents,
      expiresAt: nanosToMs(a.ExpiresAtNanos),
    })),
  };
}

/** The customer account the session acts for; 'Current account not specified' when none is chosen. */
export function currentCustomerUuid(ctx: RequestContext): string {
  const uuid = ctx.session.customerUuid;
  if (!uuid) throw new ApiError('current_account_not_specified');
  if (!ctx.session.customerUuids?.includes(uuid)) throw new ApiError('forbidden');
  return uuid;
}

const tag = (uuid: string) => `customer:${uuid}`;

/**
 * Reads through the cache (data entities: 3 minutes). The key holds the signed-in user as well
 * as the customer, so a cached answer is only ever served to a session the upstream already
 * answered for that customer. Failures are not cached.
 */
function read<T>(ctx: RequestContext, uuid: string, part: string, load: () => Promise<UpstreamResult<T>>): Promise<UpstreamResult<T>> {
  const scope = `${ctx.session.userUuid ?? 'anon'}:${uuid}`;
  return cached('dataEntities', cacheKey('dataEntities', scope, part), load, { tags: [tag(uuid)], keep: (r) => r.ok });
}

/**
 * The account read earlier in the same request (the route wrapper's suspended check, then the
 * route's own read), kept while nothing was invalidated since: what the cache would
 * answer anyway, without asking it (or, with the cache off, the upstream) twice. Failures are not kept.
 */
const readThisRequest = new WeakMap<RequestContext, { uuid: string; drops: number; res: UpstreamResult<CustomerView> }>();

export async function getCustomer(ctx: RequestContext, uuid: string): Promise<UpstreamResult<CustomerView>> {
  const earlier = readThisRequest.get(ctx);
  if (earlier && earlier.uuid === uuid && earlier.drops === invalidationCount() && earlier.res.ok) return { ...earlier.res, data: { ...earlier.res.data } };
  const drops = invalidationCount();
  const res = await read(ctx, uuid, 'customer', () =>
    customerCall(ctx, 'accounts', { path: '/v2/{spid}/customer/{uuid}', params: { uuid }, schema: Customer, action: 'getCustomer' }));
  if (!res.ok) return res;
  const out = { ...res, data: reshapeCustomer(res.data) };
  if (drops === invalidationCount()) readThisRequest.set(ctx, { uuid, drops, res: out });
  return out;
}

export async function listMobileProducts(ctx: RequestContext, uuid: string): Promise<UpstreamResult<MobileProductView[]>> {
  const res = await read(ctx, uuid, 'mobile', () =>
    customerCall(ctx, 'accounts', { path: '/v2/{spid}/customer/{uuid}/mobile_products', params: { uuid }, schema: MobileProducts, action: 'getMobileProducts' }));
  return res.ok ? { ...res, data: res.data.MobileProducts.map(reshapeProduct).sort((a, b) => a.createdAt - b.createdAt) } : res;
}

export async function listCards(ctx: RequestContext, uuid: string): Promise<UpstreamResult<CardView[]>> {
  const res = await read(ctx, uuid, 'cards', () =>
    customerCall(ctx, 'accounts', { path: '/customers/{uuid}/payment_methods', params: { uuid }, schema: PaymentMethods, action: 'getPaymentMethods' }));
  if (!res.ok) return res;
  const cards = res.data.PaymentMethods.filter((c) => !c.DeletedAtNanos).map((c) => ({
    uuid: c.UUID, isDefault: c.Rank === 1, brand: c.CardType, last4: c.CardLast4, expiryMonth: c.CardExpiryMonth, expiryYear: c.CardExpiryYear,
  }));
  return { ...res, data: cards };
}

/** A route as the payment steps see it: the payer's name (the route's name when the paying side has none). */
export function toRouteView(r: BillingRoute): BillingRouteView {
  const spendCycle = r.SpendCycle === 1 || r.SpendCycle === 2 ? r.SpendCycle : 0;
  return { uuid: r.UUID, routingType: r.RoutingType, name: r.Name, spendLimit: r.SpendLimit, remainingSpend: r.RemainingSpendLimit, spendCycle, payer: r.DebitAccount?.Name || r.Name };
}

/** GET /customers/{uuid}/billing-routes as the upstream answers it (never cached: what is left of a limit moves with every payment). */
export function billingRoutesCall(ctx: RequestContext, uuid: string) {
  return customerCall(ctx, 'accounts', { path: '/customers/{uuid}/billing-routes', params: { uuid }, schema: BillingRoutes, action: 'getBillingRoutes' });
}

/** The customer's billing routes; `fresh` reads past the cache (a payment's check of what is left). */
export async function listBillingRoutes(ctx: RequestContext, uuid: string, opts: { fresh?: boolean } = {}): Promise<UpstreamResult<BillingRouteView[]>> {
  const res = opts.fresh ? await billingRoutesCall(ctx, uuid) : await read(ctx, uuid, 'routes', () => billingRoutesCall(ctx, uuid));
  return res.ok ? { ...res, data: res.data.BillingRoutes.map(toRouteView) } : res;
}

/**
 * "Bill to account" (issue 15 item 4; spec "Billing-route payment options are offered only when
 * billing routing is enabled and the parent route has remaining spend above 0"): the one decision
 * every payment step takes, `payingRoute`, for the session's customer. The route that would pay,
 * or null (the flag off, no parent route with spend left, or the routes unreadable).
 */
export async function billToAccount(ctx: RequestContext, opts: { fresh?: boolean } = {}): Promise<BillingRouteView | null> {
  const uuid = currentCustomerUuid(ctx);
  const flags = await getFlags();
  if (!flags.billingRouting) return null;
  const routes = await listBillingRoutes(ctx, uuid, opts);
  return routes.ok ? payingRoute(flags.billingRouting, routes.data) : null;
}

/**
 * A charge of `chargeCents` to a billing route, checked before the upstream hears of it: with
 * billing routing on and a parent route, a charge above what is left this cycle (or no route with
 * spend left) is 402 spend_limit_over ('Spend limit is over'). The flag off, or no parent route at
 * all: the upstream's to decide, as before. Read fresh: a limit moves with every payment.
 */
export async function checkBillToAccount(ctx: RequestContext, chargeCents: number): Promise<BillingRouteView | null> {
  const uuid = currentCustomerUuid(ctx);
  const flags = await getFlags();
  if (!flags.billingRouting) return null;
  const routes = await listBillingRoutes(ctx, uuid, { fresh: true });
  if (!routes.ok || !routes.data.some((r) => r.routingType === 'parent')) return null;
  const route = payingRoute(flags.billingRouting, routes.data);
  if (!route || overSpendLimit(route.remainingSpend, chargeCents)) throw new ApiError('spend_limit_over');
  return route;
}

/** PUT /v2/{spid}/customer/{uuid}; "needs payload, SPID and UUID". */
export async function updateCustomer(ctx: RequestContext, uuid: string, input: { firstName: string; lastName: string; email: string }): Promise<CustomerView> {
  const res = await customerCall(ctx, 'accounts', {
    method: 'PUT',
    path: '/v2/{spid}/customer/{uuid}',
    params: { uuid },
    body: { SPID, FirstName: input.firstName, LastName: input.lastName, Email: input.email },
    schema: Customer,
    action: 'updateCustomer',
  });
  if (!res.ok) throw toApiError(res.error);
  invalidateTag(tag(uuid));
  return reshapeCustomer(res.data);
}

export function forgetCustomer(uuid: string): void {
  invalidateTag(tag(uuid));
}
