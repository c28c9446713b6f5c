import type { Deps } from '../context';
import { badRequest, notFound } from '../errors';
import type { RequestContext, Router } from '../router';
import { BroadbandStore, type BroadbandTechnology, type ItemVariant } from '../store/broadband';
import { availabilityAt, earliestRfsNanos } from '../store/broadband-addresses';
import { searchAddresses } from '../store/location';
import { checkSpid, objectBody, optionalNumber, optionalString, type Body } from '../validate';

/** "the same matching as /location/search (q under 3 characters: none; at most 10)". */
const ADDRESS_RESULTS = 10;

/** Ours: the most one advanced-search page holds (the app asks for 10, "modem search 10"). */
const MAX_SEARCH_PAGE_SIZE = 100;
const SORTABLE = ['Name'] as const;

/** Fibre plans and the e-shop's modem search (contract "Broadband"); addresses, availability and plans per address (issue 17). All public. */
export function broadbandRoutes(router: Router, deps: Deps): void {
  const store = new BroadbandStore(deps.store.db);
  const { broadband } = deps.store;

  // GET /ufb/searchAddress, /fwa/searchAddress ?q= – the location service's matching. The app asks these two; the spec also
  // names GET /broadband/v1/search_address (portal-shop-onboarding.md, broadband calls), which the sandbox answers alike.
  for (const path of ['/broadband/v1/search_address', '/ufb/searchAddress', '/fwa/searchAddress']) {
    router.get(path, (ctx) => ({ Results: searchAddresses(ctx.query.get('q') ?? '', ADDRESS_RESULTS) }));
  }

  /** The address a query names (404 when the location service does not know it). */
  const addressOf = (ctx: RequestContext) => {
    const spid = ctx.query.get('SPID');
    if (spid !== null && spid !== '' && spid !== '69') throw notFound();
    const at = availabilityAt(ctx.query.get('LocationProvider') ?? '', ctx.query.get('LocationProviderIDX') ?? '');
    if (!at) throw notFound();
    return at;
  };

  // GET /ufb/service_availability, /fwa/service_availability ?SPID=&LocationProvider=&LocationProviderIDX= – a fresh PrequalUUID per check
  for (const technology of ['UFB', 'FWA'] as const) {
    router.get(`/${technology.toLowerCase()}/service_availability`, (ctx) => {
      const { address, row } = addressOf(ctx);
      const status = row[technology];
      const PrequalUUID = broadband.prequals.issue(address.LocationProvider, address.LocationProviderIDX, technology, status, deps.clock.nowNanos());
      return { ServiceAvailability: { Status: status, PrequalUUID, Technology: technology, EarliestRFSDateNanos: earliestRfsNanos(row, technology, deps.clock.now()) } };
    });
  }

  // GET /broadband/v1/plans?LocationProvider=&LocationProviderIDX=&ProductType=UFB|FWA – "only Available lets plans proceed"
  router.get('/broadband/v1/plans', (ctx) => {
    const type = (ctx.query.get('ProductType') ?? '').toUpperCase();
    if (type !== 'UFB' && type !== 'FWA') throw badRequest('ProductType must be UFB or FWA');
    const technology: BroadbandTechnology = type;
    const { address, row } = addressOf(ctx);
    const status = row[technology];
    const PrequalUUID = broadband.prequals.issue(address.LocationProvider, address.LocationProviderIDX, technology, status, deps.clock.nowNanos());
    const available = status !== 'no_service';
    return {
      ServiceAvailability: { Status: available ? 'Available' : 'NotAvailable', PrequalUUID },
      BroadbandPlans: { Plans: available ? broadband.plansAt(address.LocationProvider, address.LocationProviderIDX, technology) : [] },
    };
  });

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
