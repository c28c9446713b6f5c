import 'server-only';
import { cached, cacheKey } from '@/lib/cache';
import { CATALOGUE_PAGE_SIZE } from '@/lib/flags/constants';
import { SHIPPED_FLAGS } from '@/lib/flags/shipped';
import { publicCall } from '@/lib/upstream/context';
import type { UpstreamError, UpstreamResult } from '@/lib/upstream/types';
import { toPlanViews } from './reshape';
import type { CatalogError, DisplaySettings, PlanKind, PlanResult, PlansResult, PlanView } from './types';
import { CatalogEntries, PostpayMobilePlans, PrepayMobilePlans, PrepayMobilePlansIn404, type CatalogEntriesRequest, type CatalogEntry, type PriceInfo } from './wire';

export type CatalogOptions = {
  /** The hotspot and carryover display settings in force (pages pass their resolved flags). */
  display?: DisplaySettings;
  /** Also list plans whose availability says Available: false. */
  includeUnavailable?: boolean;
  requestId?: string;
};

const SHIPPED_DISPLAY: DisplaySettings = { hotspot: SHIPPED_FLAGS.hotspot, carryover: SHIPPED_FLAGS.carryover };
const ADDON_TYPES = ['prepaymobileAddon', 'postpaymobileAddon'] as const;

type Listed = UpstreamResult<{ entries: CatalogEntry[]; prices: PriceInfo[] }>;
/** Only successes are cached, so the next visitor after a failure asks again. */
const keepOk = (r: Listed) => r.ok;

/** "Cache: plan lists 1 minute". Public: one entry for every visitor. */
function prepayList(requestId?: string): Promise<Listed> {
  return cached('planLists', cacheKey('planLists', 'public', 'prepay'), async () => {
    // "a 404 with a list is accepted": only when the 404's body carries the list.
    const res = await publicCall('accounts', {
      path: '/v3/{spid}/prepay_mobile_plans',
      schema: PrepayMobilePlans,
      accept: { statuses: [404], schema: PrepayMobilePlansIn404 },
      action: 'getPrepayMobilePlans',
    }, requestId);
    return res.ok ? { ...res, data: { entries: res.data.PrepayAddons, prices: [] } } : res;
  }, { keep: keepOk });
}

function postpayList(requestId?: string): Promise<Listed> {
  return cached('planLists', cacheKey('planLists', 'public', 'postpay'), async () => {
    const res = await publicCall('accounts', { path: '/v1/{spid}/postpay_mobile_plans', schema: PostpayMobilePlans, action: 'getPostpayMobilePlans' }, requestId);
    return res.ok ? { ...res, data: { entries: res.data.PostpayMobilePlans, prices: [] } } : res;
  }, { keep: keepOk });
}

/** "Cache: … catalogue 30 minutes". Anonymous: "a noauth parameter when anonymous". */
function catalogue(productTypes: readonly string[], requestId?: string): Promise<Listed> {
  return cached('catalogue', cacheKey('catalogue', 'public', ...productTypes), async () => {
    const body: CatalogEntriesRequest = {
      ProductTypeList: [...productTypes],
      SearchOptions: { PageSize: CATALOGUE_PAGE_SIZE },
      CustomerInfo: { ID: '' },
      ProductInfo: { ProductType: '', ProductInstanceUUID: '' },
    };
    const res = await publicCall('accounts', { method: 'POST', path: '/catalog/v2/entries', query: { noauth: true }, body, schema: CatalogEntries, action: 'getCatalogEntries' }, requestId);
    return res.ok ? { ...res, data: { entries: res.data.Entries, prices: res.data.Prices } } : res;
  }, { keep: keepOk });
}

/** Pages show a friendly message by `messageKey`; the upstream's own text stays for logs. */
export function toCatalogError(e: UpstreamError): CatalogError {
  const base = { message: e.message, status: e.status, retryable: e.retryable };
  if (e.kind === 'network' || e.kind === 'timeout') return { ...base, code: 'unavailable', messageKey: 'networkError' };
  if (e.kind === 'validation') return { ...base, code: 'bad_response', messageKey: 'somethingWentWrong' };
  return { ...base, code: 'upstream_error', messageKey: 'somethingWentWrong' };
}

const basePlan = (p: PlanView) => p.isBasePlan || !p.isAddon;

/** One upstream list as views, or its failure. */
async function viewsOf(list: Promise<Listed>, opts: CatalogOptions, keep: (p: PlanView) => boolean): Promise<PlansResult> {
  const r = await list;
  if (!r.ok) return { ok: false, error: toCatalogError(r.error) };
  const shown = (p: PlanView) => opts.includeUnavailable === true || p.available;
  return { ok: true, plans: toPlanViews(r.data.entries, opts.display ?? SHIPPED_DISPLAY, r.data.prices).filter((p) => keep(p) && shown(p)) };
}

/**
 * The base plans of one kind (prepay, postpay or payg), or of all kinds, in display order.
 * Prepay and pay-as-you-go plans come from the prepay list, postpay plans from the postpay
 * list. Never throws: a failed list is `{ ok: false, error }`.
 */
export async function listPlans(kind?: PlanKind, opts: CatalogOptions = {}): Promise<PlansResult> {
  const ofKind = (p: PlanView) => basePlan(p) && (!kind || p.kind === kind);
  const sources = kind === 'postpay' ? [postpayList(opts.requestId)] : kind ? [prepayList(opts.requestId)] : [prepayList(opts.requestId), postpayList(opts.requestId)];
  const results = await Promise.all(sources.map((s) => viewsOf(s, opts, ofKind)));
  const failed = results.find((r) => !r.ok);
  if (failed) return failed;
  return { ok: true, plans: results.flatMap((r) => (r.ok ? r.plans : [])) };
}

/** The add-ons (data packs, international minutes) of the catalogue; `kind` keeps prepay or postpay ones. */
export async function listAddons(opts: CatalogOptions & { kind?: 'prepay' | 'postpay' } = {}): Promise<PlansResult> {
  const ofKind = (p: PlanView) => p.isAddon && (!opts.kind || (opts.kind === 'postpay' ? p.kind === 'postpay' : p.kind !== 'postpay'));
  return viewsOf(catalogue(ADDON_TYPES, opts.requestId), opts, ofKind);
}

/**
 * One plan or add-on by slug, entry UUID or availability UUID, available or not (an old link
 * still shows the plan, marked unavailable). Found nowhere is `not_found`, unless a list that
 * could have held it failed: then that failure is the answer, so pages say "try later".
 */
export async function getPlan(slugOrUuid: string, opts: CatalogOptions = {}): Promise<PlanResult> {
  const key = slugOrUuid.trim().toLowerCase();
  const matches = (p: PlanView) => p.slug === key || p.uuid.toLowerCase() === key || p.availabilityUuid.toLowerCase() === key;
  const all = { ...opts, includeUnavailable: true };
  const sources = [
    () => viewsOf(prepayList(opts.requestId), all, basePlan),
    () => viewsOf(postpayList(opts.requestId), all, basePlan),
    () => viewsOf(catalogue(ADDON_TYPES, opts.requestId), all, (p) => p.isAddon),
  ];
  let failure: CatalogError | undefined;
  for (const load of sources) {
    const r = await load();
    if (!r.ok) failure ??= r.error;
    const plan = r.ok ? r.plans.find(matches) : undefined;
    if (plan) return { ok: true, plan };
  }
  return { ok: false, error: failure ?? { code: 'not_found', messageKey: 'pageNotFound', message: 'can not find plan', status: 404, retryable: false } };
}
