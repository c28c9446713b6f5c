import type { Deps } from '../context';
import { badRequest } from '../errors';
import type { Router } from '../router';
import { BroadbandStore, type ItemVariant } from '../store/broadband';
import { checkSpid, objectBody, optionalNumber, optionalString, type Body } from '../validate';

/** Ours: the most one advanced-search page holds (the app asks for 10, "modem search 10"). */
const MAX_SEARCH_PAGE_SIZE = 100;
const SORTABLE = ['Name'] as const;

/** Fibre plans and the e-shop's modem search (contract "Broadband"). Both public. */
export function broadbandRoutes(router: Router, deps: Deps): void {
  const store = new BroadbandStore(deps.store.db);

  // POST /v3/{spid}/UFB_plan – the fibre plan list ("POST UFB_plan (response UFBPlans)")
  router.post('/v3/{spid}/UFB_plan', (ctx) => {
    checkSpid(ctx.params.spid);
    objectBody(ctx.body, true);
    return { UFBPlans: store.ufbPlans() };
  });

  // POST /eshop/eshop_item_advanced_search – item variants by filter, sorted and paged
  router.post('/eshop/eshop_item_advanced_search', (ctx) => {
    const body = objectBody(ctx.body, true);
    const page = positiveInt(body, 'Page', 1);
    const size = positiveInt(body, 'PageSize', 10);
    if (size > MAX_SEARCH_PAGE_SIZE) throw badRequest(`PageSize must be at most ${MAX_SEARCH_PAGE_SIZE}`);
    const networkType = filterOf(body, 'NetworkType');
    const variants = sorted(store.itemVariants(networkType), body);
    return { ItemVariants: variants.slice((page - 1) * size, page * size), Page: page, PageSize: size, Total: variants.length };
  });
}

function positiveInt(body: Body, field: string, fallback: number): number {
  const n = optionalNumber(body, field) ?? fallback;
  if (!Number.isInteger(n) || n < 1) throw badRequest(`${field} must be a whole number from 1`);
  return n;
}

/** `Filters: { NetworkType: 'UFB' }`; an absent filter matches everything. */
function filterOf(body: Body, name: string): string | undefined {
  const filters = body.Filters;
  if (filters === undefined || filters === null) return undefined;
  if (typeof filters !== 'object' || Array.isArray(filters)) throw badRequest('Filters must be an object');
  return optionalString(filters as Body, name)?.toUpperCase() || undefined;
}

/** `SortBy: 'Name'`, `SortOrder: 'DESC' | 'ASC'` (default ascending). */
function sorted(variants: ItemVariant[], body: Body): ItemVariant[] {
  const by = optionalString(body, 'SortBy');
  if (by === undefined) return variants;
  if (!(SORTABLE as readonly string[]).includes(by)) throw badRequest(`SortBy must be one of ${SORTABLE.join(', ')}`);
  const desc = (optionalString(body, 'SortOrder') ?? 'ASC').toUpperCase() === 'DESC';
  return [...variants].sort((a, b) => (desc ? -1 : 1) * (a.Name < b.Name ? -1 : a.Name > b.Name ? 1 : 0));
}
