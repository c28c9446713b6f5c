import 'server-only';
import { cached, cacheKey } from '@/lib/cache';
import { toCatalogError } from '@/lib/catalog/calls';
import { MODEM_SEARCH_PAGE_SIZE } from '@/lib/flags/constants';
import { publicCall } from '@/lib/upstream/context';
import { toFibrePlanView, toModemView } from './rules';
import type { FibrePlansResult, ModemsResult } from './types';
import { ItemSearch, UfbPlans, type ItemSearchRequest } from './wire';

/**
 * The fibre plans ("POST UFB_plan (response UFBPlans)"), on sale only unless asked, by the
 * plans' Priority. "Cache: … UFB plans 3 minutes"; a failure is not cached. Never throws.
 */
export async function listFibrePlans(opts: { includeUnavailable?: boolean; requestId?: string } = {}): Promise<FibrePlansResult> {
  const res = await cached('ufbPlans', cacheKey('ufbPlans', 'public'), () =>
    publicCall('accounts', { method: 'POST', path: '/v3/{spid}/UFB_plan', body: {}, schema: UfbPlans, action: 'getUfbPlans' }, opts.requestId),
  { keep: (r) => r.ok });
  if (!res.ok) return { ok: false, error: toCatalogError(res.error) };
  const plans = [...res.data.UFBPlans]
    .sort((a, b) => a.Priority - b.Priority)
    .map(toFibrePlanView)
    .filter((p) => opts.includeUnavailable === true || p.available);
  return { ok: true, plans };
}

/**
 * The e-shop's modems for a network: "POST eshop/eshop_item_advanced_search (page 1, size 10,
 * sort Name descending, NetworkType UFB filter) returns ItemVariants". "UFB plans and modems
 * 5 min". Never throws.
 */
export async function listModems(networkType: ItemSearchRequest['Filters']['NetworkType'], requestId?: string): Promise<ModemsResult> {
  const body: ItemSearchRequest = { Page: 1, PageSize: MODEM_SEARCH_PAGE_SIZE, SortBy: 'Name', SortOrder: 'DESC', Filters: { NetworkType: networkType } };
  const res = await cached('ufbPlansAndModems', cacheKey('ufbPlansAndModems', 'public', 'modems', networkType), () =>
    publicCall('accounts', { method: 'POST', path: '/eshop/eshop_item_advanced_search', body, schema: ItemSearch, action: 'searchModems' }, requestId),
  { keep: (r) => r.ok });
  if (!res.ok) return { ok: false, error: toCatalogError(res.error) };
  return { ok: true, modems: res.data.ItemVariants.map(toModemView) };
}
