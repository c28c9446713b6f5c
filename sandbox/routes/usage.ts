import type { Deps } from '../context';
import { ErrNo, HttpError, badRequest, conflict } from '../errors';
import type { RequestContext, Router } from '../router';
import type { MobileProduct } from '../store/types';
import { MB_BYTES, quantityOf, type EventType } from '../store/usage';
import { checkSpid, objectBody, requiredBoolean, requiredString, type Body } from '../validate';
import { ownedCustomer } from './cards';

/** Usage (docs/mobile-contract.md §2.1–§2.3, §2.6): balances from the engine, charges, the histogram, usage alerts, the control API. */

export const productNotFound = (): HttpError => new HttpError(404, ErrNo.notFound, 'Product is not found');
const HOUR_NANOS = 3_600_000 * 1e6;
const MAX_BUCKETS = 400;
const CHARGE_FILTERS = ['data', 'mins', 'txts', 'pxts'] as const;
const FILTER_OF: Record<EventType, (typeof CHARGE_FILTERS)[number]> = { Data: 'data', TetheringData: 'data', Mins: 'mins', IDDMins: 'mins', TXTs: 'txts', PXTs: 'pxts' };

/** The customer of the path (the caller's), caught up on the sandbox clock, and its product. */
export function productRoutesContext(deps: Deps) {
  const owned = ownedCustomer(deps);
  const { customers, usage } = deps.store;
  /** The customer's product; any other (someone else's, unknown) is 404 'Product is not found'. */
  const productOf = (customer: string, uuid: unknown, field = 'ProductInstanceUUID'): MobileProduct => {
    if (typeof uuid !== 'string' || uuid.trim() === '') throw badRequest(`${field} is required`);
    const product = customers.mobileProducts(customer).find((p) => p.UUID === uuid);
    if (!product) throw productNotFound();
    return product;
  };
  /** A body naming its customer: must be the caller's (401 otherwise, as a path's). */
  const bodyCustomer = (ctx: RequestContext, body: Body, field = 'CustomerUUID'): string => {
    const customer = requiredString(body, field);
    return owned({ ...ctx, params: { ...ctx.params, uuid: customer } });
  };
  const caughtUp = (customer: string): string => {
    usage.catchUp(customer);
    return customer;
  };
  return { owned, productOf, bodyCustomer, caughtUp };
}

/** A whole number of nanoseconds from the query, or the fallback. */
function nanosQuery(ctx: RequestContext, name: string, fallback: number): number {
  const raw = ctx.query.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d{1,19}$/.test(raw)) throw badRequest(`${name} must be nanoseconds`);
  return Number(raw);
}

function nanosField(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw badRequest(`${name} must be nanoseconds`);
  return value;
}

export function usageRoutes(router: Router, deps: Deps): void {
  const { usage } = deps.store;
  const { owned, productOf, bodyCustomer, caughtUp } = productRoutesContext(deps);

  // GET /api/customers/v1/{uuid}/usage-balance?MobileUUID= – { UsageBalance: [{ Type, Total, RemainingAmount, CarryOverAmount, UsageRule, Unit, PeriodFromNanos, PeriodUptoNanos, UsedAmount }] }
  router.get('/api/customers/v1/{uuid}/usage-balance', (ctx) => {
    const customer = caughtUp(owned(ctx));
    const uuid = ctx.query.get('MobileUUID');
    if (!uuid) throw badRequest('MobileUUID is required');
    return { UsageBalance: usage.balance(productOf(customer, uuid).UUID) };
  });

  // GET /api/frontend/v1/customer/{accountId}/cellular/charges/{mobileProductId}?From=&Upto=&data=&mins=&txts=&pxts= – every usage event, newest first
  router.get('/api/frontend/v1/customer/{uuid}/cellular/charges/{productId}', (ctx) => {
    const customer = caughtUp(owned(ctx));
    const product = productOf(customer, ctx.params.productId);
    const from = nanosQuery(ctx, 'From', product.CreatedAtNanos);
    const upto = nanosQuery(ctx, 'Upto', deps.clock.nowNanos());
    if (from > upto) throw badRequest('From must not be after Upto');
    const on = Object.fromEntries(CHARGE_FILTERS.map((f) => {
      const v = ctx.query.get(f);
      if (v !== null && v !== 'true' && v !== 'false') throw badRequest(`${f} must be true or false`);
      return [f, v !== 'false'];
    })) as Record<(typeof CHARGE_FILTERS)[number], boolean>;
    return usage.events(product.UUID, from, upto)
      .filter((e) => on[FILTER_OF[e.type]])
      .map((e) => {
        const q = quantityOf(e.type, e.amount);
        const kind = FILTER_OF[e.type];
        return {
          DateAndTime: new Date(Math.floor(e.at_nanos / 1e6)).toISOString(),
          AmountCents: e.amount_cents,
          ChargedData: kind === 'data' ? q : 0,
          ChargedMins: kind === 'mins' ? q : 0,
          ChargedTXTs: kind === 'txts' ? q : 0,
          ChargedPXTs: kind === 'pxts' ? q : 0,
        };
      });
  });

  // POST /v2/{spid}/usage/data/histogram { CustomerUUID, ProductInstanceUUID, ProductType, Range: { FirstNanos, FinalNanos }, IntervalNanos } → { result: { Buckets } } newest first
  router.post('/v2/{spid}/usage/data/histogram', (ctx) => {
    checkSpid(ctx.params.spid);
    const body = objectBody(ctx.body);
    const customer = caughtUp(bodyCustomer(ctx, body));
    const product = productOf(customer, body.ProductInstanceUUID);
    const type = body.ProductType;
    if (type !== 'data' && type !== 'voice') throw badRequest('ProductType must be data or voice');
    const range = body.Range;
    if (!range || typeof range !== 'object' || Array.isArray(range)) throw badRequest('Range is required');
    const first = nanosField((range as Body).FirstNanos, 'Range.FirstNanos');
    const final = nanosField((range as Body).FinalNanos, 'Range.FinalNanos');
    const interval = nanosField(body.IntervalNanos, 'IntervalNanos');
    if (final <= first) throw badRequest('Range.FinalNanos must be after Range.FirstNanos');
    if (interval < HOUR_NANOS) throw badRequest('IntervalNanos must be at least an hour');
    const count = Math.ceil((final - first) / interval);
    if (count > MAX_BUCKETS) throw badRequest(`At most ${MAX_BUCKETS} buckets`);
    const buckets = new Array<number>(count).fill(0);
    for (const e of usage.events(product.UUID, first, final)) {
      const data = e.type === 'Data' || e.type === 'TetheringData';
      const voice = e.type === 'Mins' || e.type === 'IDDMins';
      if ((type === 'data' && !data) || (type === 'voice' && !voice)) continue;
      const i = Math.floor((e.at_nanos - first) / interval);
      if (i >= count) continue;
      buckets[i] = (buckets[i] ?? 0) + (data ? e.amount * MB_BYTES : e.amount);
    }
    return { result: { Buckets: buckets.reverse() } };
  });

  // GET /customers/{uuid}/preferences/usage-alerts – { Preference: { At80, At100 } }
  router.get('/customers/{uuid}/preferences/usage-alerts', (ctx) => ({ Preference: usage.alertPreference(owned(ctx)) }));

  // PUT /customers/{uuid}/preferences/usage-alerts – { At80, At100 } → { Preference }
  router.put('/customers/{uuid}/preferences/usage-alerts', (ctx) => {
    const customer = owned(ctx);
    const body = objectBody(ctx.body);
    return { Preference: usage.setAlertPreference(customer, { At80: requiredBoolean(body, 'At80'), At100: requiredBoolean(body, 'At100') }) };
  });
}

/** Test control: POST /__control/usage { ProductUUID, Type: 'Data' | 'Mins' | 'TXTs', Amount } records usage now (MB, minutes, texts). */
export function usageControlRoutes(router: Router, deps: Deps): void {
  router.post('/__control/usage', (ctx) => {
    const body = objectBody(ctx.body);
    const productUuid = requiredString(body, 'ProductUUID');
    const type = body.Type;
    if (type !== 'Data' && type !== 'Mins' && type !== 'TXTs') throw badRequest('Type must be Data, Mins or TXTs');
    const amount = body.Amount;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 1) throw badRequest('Amount must be a positive whole number');
    const product = deps.store.usage.product(productUuid);
    if (!product) throw productNotFound();
    if (deps.store.usage.simDisabled(productUuid)) throw conflict('SIM is disabled');
    if (!deps.store.usage.recordNow(productUuid, type, type === 'Mins' ? amount * 60 : amount)) {
      throw new HttpError(402, 1402, 'Not enough balance');
    }
    return { UsageBalance: deps.store.usage.balance(productUuid) };
  });
}
