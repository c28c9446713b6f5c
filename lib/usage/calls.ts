import 'server-only';
import { cached, cacheKey, invalidateTag } from '@/lib/cache';
import { moneyScope, moneyScopeKey, productOf } from '@/lib/billing/money-scope';
import { getPlan } from '@/lib/catalog/calls';
import { currentCustomerUuid } from '@/lib/customer/calls';
import { DAY_MS } from '@/lib/flags/constants';
import { ApiError } from '@/lib/errors';
import { basePlanOf, holding, isoOfNanos, usageTag, type Holding } from '@/lib/plans/held';
import { customerCall, type RequestContext } from '@/lib/upstream/context';
import { toApiError } from '@/lib/upstream/errors';
import type { UpstreamResult } from '@/lib/upstream/types';
import {
  chargeFilters, chargeRange, dashboardLayout, dataForecast, dayRangeNanos, daysLeft, histogramDays, histogramRange, histogramValues, orderEntries, toChargeRecord,
  toUsageEntry,
} from './rules';
import type { ChargesQuery } from './schemas';
import type { ChargeList, Histogram, HistogramType, UsageAlerts, UsageEntry, UsageSummary } from './types';
import { ChargesWire, HistogramWire, UsageAlertsWire, UsageBalanceWire, type HistogramRequest, type UsageBalanceEntryWire } from './wire';

/**
 * Usage in the mobile home (docs/mobile-contract.md §3), one function per BFF route: the
 * upstream calls of account-management.md §7, parsed with wire.ts, reshaped into types.ts by the
 * rules. Caches: "usage 1 h", "daily usage and charges 1 h"; all forgotten (usageTag) after an
 * add-on purchase, a plan change or an auto-renew switch (lib/plans/held.ts forgetHoldings).
 */

const nowOf = (rc: RequestContext) => new Date(rc.now?.() ?? Date.now());

function unwrap<T>(res: UpstreamResult<T>): T {
  if (!res.ok) throw toApiError(res.error);
  return res.data;
}

/** What the usage cache keeps: the upstream's part, the same whatever the time or the display settings. */
type StoredUsage = Omit<UsageSummary, 'forecast' | 'widgets' | 'hotspotInData' | 'daysLeft'>;

const period = (e: UsageBalanceEntryWire | undefined) =>
  e && e.PeriodUptoNanos > 0 ? { from: isoOfNanos(e.PeriodFromNanos) ?? '', upto: isoOfNanos(e.PeriodUptoNanos) ?? '' } : null;

async function loadUsage(rc: RequestContext, h: Holding): Promise<StoredUsage> {
  const res = await customerCall(rc, 'accounts', {
    path: '/api/customers/v1/{uuid}/usage-balance', params: { uuid: h.scope.uuid }, query: { MobileUUID: h.product.uuid }, schema: UsageBalanceWire, action: 'getUsageBalance',
  });
  const raw = unwrap(res).UsageBalance;
  const base = basePlanOf(h);
  const pending = h.held.PendingPlanChange;
  // The base plan's catalogue entry, for "Throttled with its speed" and a period, when the upstream's entries do not say.
  const sentThrottle = raw.find((e) => e.Throttle != null)?.Throttle;
  const throttled = raw.some((e) => /^throttled$/i.test(e.UsageRule.trim()));
  const needsPlan = base?.ProductAvailabilityUUID && ((throttled && sentThrottle == null) || !raw.some((e) => e.PeriodUptoNanos > 0));
  const plan = needsPlan ? await getPlan(base.ProductAvailabilityUUID as string, { display: { hotspot: h.scope.flags.hotspot, carryover: h.scope.flags.carryover }, requestId: rc.requestId }) : null;
  const planThrottle = plan?.ok ? plan.plan.throttle?.values.speed : undefined;
  const entries = orderEntries(raw
    .map((e) => toUsageEntry({ type: e.Type, total: e.Total, remaining: e.RemainingAmount, carryOver: e.CarryOverAmount, usageRule: e.UsageRule }, e.Throttle ?? sentThrottle ?? planThrottle ?? null))
    .filter((e): e is UsageEntry => e !== null));
  const expires = base?.ExpiresAtNanos ? Math.floor(base.ExpiresAtNanos / 1e6) : null;
  const days = plan?.ok ? plan.plan.period?.days : undefined;
  const fallback = expires && days ? { from: new Date(expires - days * DAY_MS).toISOString(), upto: new Date(expires).toISOString() } : null;
  const current = period(raw.find((e) => e.PeriodUptoNanos > 0)) ?? fallback;
  return {
    productUuid: h.product.uuid,
    kind: h.kind,
    period: current,
    renewsAt: (expires ? new Date(expires).toISOString() : null) ?? current?.upto ?? null,
    // A plan with its auto-renew off ends at its expiry (a period without an expiry runs on).
    renews: !(expires && base?.AutoRenew === false),
    planName: base?.Name ?? null,
    entries,
    // Read with the holding (mobile_products' PendingPlanChange); a change forgets this cache (forgetHoldings).
    pendingChange: pending?.Name ? { planName: pending.Name, at: isoOfNanos(pending.AtNanos) ?? '' } : null,
  };
}

/**
 * GET /api/customer/usage: what is left of the current product's allowances this period
 * ("usage 1 h"), the data forecast and the dashboard's widgets. Carry-over reads 0 while the
 * carryover display setting is off ("Rollover shown only when the carryover display setting is on").
 */
export async function usageSummary(rc: RequestContext): Promise<UsageSummary> {
  const h = await holding(rc, 'usage');
  const { flags } = h.scope;
  const key = cacheKey('usage', moneyScopeKey(rc, h.scope.uuid), 'summary', h.product.uuid);
  const stored = await cached('usage', key, () => loadUsage(rc, h), { tags: [usageTag(h.scope.uuid)] });
  const entries = flags.carryover ? stored.entries : stored.entries.map((e) => ({ ...e, carryOver: 0 }));
  const data = entries.find((e) => e.type === 'Data');
  const now = nowOf(rc);
  // A change whose date has passed has been made (the cache may be up to an hour older than it).
  const pendingChange = stored.pendingChange && Date.parse(stored.pendingChange.at) > now.getTime() ? stored.pendingChange : null;
  return {
    ...stored,
    entries,
    forecast: data ? dataForecast(data, stored.period, now) : null,
    ...dashboardLayout(flags.dashboardWidgets, entries, flags.hotspot),
    daysLeft: daysLeft(stored.renewsAt, now),
    pendingChange,
  };
}

const chargesTag = (uuid: string) => `charges:${uuid}`;

/**
 * GET /api/customer/usage/charges: "From, Upto (nanoseconds), data, mins, txts, pxts (booleans
 * default true); returns an array of charge records sorted newest first … Empty gives an empty
 * list; error resets the cache." Cached an hour ("daily usage and charges 1 h"); a failure
 * forgets the customer's cached charges and answers 503 charges_unavailable (a session that
 * ended or an account not the caller's keeps its own answer).
 */
export async function charges(rc: RequestContext, q: ChargesQuery): Promise<ChargeList> {
  const scope = await moneyScope(rc, 'mobile/usage/details');
  const product = productOf(scope);
  const range = chargeRange(q.from, q.to, nowOf(rc), product.createdAt);
  const { fromNanos, uptoNanos } = dayRangeNanos(range.from, range.to);
  const key = cacheKey('charges', moneyScopeKey(rc, scope.uuid), product.uuid, range.from, range.to, q.types.join(','));
  const load = async () => unwrap(await customerCall(rc, 'accounts', {
    path: '/api/frontend/v1/customer/{accountId}/cellular/charges/{mobileProductId}',
    params: { accountId: scope.uuid, mobileProductId: product.uuid },
    query: { From: fromNanos, Upto: uptoNanos, ...chargeFilters(q.types) },
    schema: ChargesWire,
    action: 'getCellularCharges',
  }));
  let raw: Awaited<ReturnType<typeof load>>;
  try {
    raw = await cached('charges', key, load, { tags: [usageTag(scope.uuid), chargesTag(scope.uuid)] });
  } catch (err) {
    invalidateTag(chargesTag(scope.uuid));
    if (err instanceof ApiError && (err.status === 401 || err.code === 'forbidden')) throw err;
    throw new ApiError('charges_unavailable');
  }
  const records = raw
    .flatMap((c) => {
      const r = toChargeRecord({ dateAndTime: c.DateAndTime, amountCents: c.AmountCents, chargedData: c.ChargedData, chargedMins: c.ChargedMins, chargedTxts: c.ChargedTXTs, chargedPxts: c.ChargedPXTs });
      return r && q.types.includes(r.type) ? [r] : [];
    })
    .sort((a, b) => b.at.localeCompare(a.at));
  return { from: range.from, upto: range.to, records, totalCents: records.reduce((t, r) => t + r.amountCents, 0) };
}

/**
 * GET /api/customer/usage/histogram: "POST {v2}/:spid/usage/data/histogram … IntervalNanos (one
 * day) … 30 buckets; failure gives zeros" (then `unavailable`, not cached). The 30 New Zealand
 * days end today; the cache key holds today, so a new day asks again ("daily usage … 1 h").
 */
export async function histogram(rc: RequestContext, type: HistogramType): Promise<Histogram> {
  const scope = await moneyScope(rc, 'usage');
  const product = productOf(scope);
  const now = nowOf(rc);
  const days = histogramDays(now);
  const range = histogramRange(now);
  const key = cacheKey('dailyUsage', moneyScopeKey(rc, scope.uuid), product.uuid, type, days[days.length - 1] ?? '');
  const body: HistogramRequest = {
    CustomerUUID: scope.uuid, ProductInstanceUUID: product.uuid, ProductType: type, Range: { FirstNanos: range.firstNanos, FinalNanos: range.finalNanos }, IntervalNanos: range.intervalNanos,
  };
  const buckets = await cached('dailyUsage', key, async () => {
    const res = await customerCall(rc, 'accounts', { method: 'POST', path: '/v2/{spid}/usage/data/histogram', body, schema: HistogramWire, action: 'getUsageHistogram' });
    return res.ok ? res.data.result.Buckets : null;
  }, { tags: [usageTag(scope.uuid)], keep: (b) => b !== null });
  const values = histogramValues(buckets, type);
  return { type, unit: type === 'data' ? 'GB' : 'minutes', days: days.map((date, i) => ({ date, value: values[i] ?? 0 })), unavailable: buckets === null };
}

const alertsPath = '/customers/{uuid}/preferences/usage-alerts';

/** GET /api/customer/usage-alerts: "usage alerts at 80% and 100% of an allowance, chosen under notifications" (none stored: both off). */
export async function usageAlerts(rc: RequestContext): Promise<UsageAlerts> {
  const uuid = currentCustomerUuid(rc);
  const p = unwrap(await customerCall(rc, 'accounts', { path: alertsPath, params: { uuid }, schema: UsageAlertsWire, action: 'getUsageAlerts' })).Preference;
  return { at80: p.At80, at100: p.At100 };
}

/** PUT /api/customer/usage-alerts: both choices stored together. */
export async function saveUsageAlerts(rc: RequestContext, input: UsageAlerts): Promise<UsageAlerts> {
  const uuid = currentCustomerUuid(rc);
  const res = await customerCall(rc, 'accounts', { method: 'PUT', path: alertsPath, params: { uuid }, body: { At80: input.at80, At100: input.at100 }, schema: UsageAlertsWire, action: 'saveUsageAlerts' });
  const p = unwrap(res).Preference;
  return { at80: p.At80, at100: p.At100 };
}
