import type { Deps } from '../context';
import { ErrNo, HttpError, badRequest, notFound, type ErrorBody } from '../errors';
import type { RequestContext, Router } from '../router';
import { CatalogStore, type CatalogEntry } from '../store/catalog';
import { checkSpid, objectBody, optionalNumber, type Body } from '../validate';

/** "Catalogue page size … 1000": the most one catalogue answer holds. */
const MAX_PAGE_SIZE = 1000;

/** "a 404 with a list is accepted": the prepay list's error answer that still carries the list. */
class NotFoundWithList extends HttpError {
  constructor(private readonly list: CatalogEntry[]) {
    super(404, ErrNo.notFound, 'Object not found');
  }

  override body(): ErrorBody & { PrepayAddons: CatalogEntry[] } {
    return { ...super.body(), PrepayAddons: this.list };
  }
}

const isBasePlan = (e: CatalogEntry) => e.Characteristics.some((c) => c.Name === 'IsBasePlan' && c.Value === true);
/** The catalogue call answers prices beside the entries, not inside them. */
const withoutPrice = ({ PriceInfo: _price, ...entry }: CatalogEntry) => entry;

/** The plan catalogue: the catalogue service and the two plan lists (contract "Catalogue"). */
export function catalogRoutes(router: Router, deps: Deps): void {
  const catalog = new CatalogStore(deps.store.db);

  // POST /catalog/v2/entries – catalogue entries and their prices; `?noauth` for anonymous callers
  router.post('/catalog/v2/entries', (ctx) => {
    const body = objectBody(ctx.body);
    const types = productTypeList(body);
    const pageSize = pageSizeOf(body);
    const billing = ctx.query.has('noauth') ? undefined : signedInBilling(ctx, body, deps);
    const entries = catalog.entries()
      .filter((e) => types.length === 0 || types.includes(e.ProductType))
      .filter((e) => !billing || (billing === 'postpay') === e.ProductType.startsWith('postpay'))
      .slice(0, pageSize);
    return { Entries: entries.map(withoutPrice), Prices: entries.map((e) => e.PriceInfo) };
  });

  // GET /v1/{spid}/postpay_mobile_plans – the postpay plans, prices inline; public
  router.get('/v1/{spid}/postpay_mobile_plans', (ctx) => {
    checkSpid(ctx.params.spid);
    return { PostpayMobilePlans: catalog.entries().filter((e) => e.ProductType === 'postpaymobile') };
  });

  // GET /v3/{spid}/prepay_mobile_plans – prepay and pay-as-you-go plans; public; 404-with-list when switched
  router.get('/v3/{spid}/prepay_mobile_plans', (ctx) => {
    checkSpid(ctx.params.spid);
    const list = catalog.entries().filter((e) => e.ProductType === 'prepaymobileAddon' && isBasePlan(e));
    if (catalog.prepayListStatus() === 404) throw new NotFoundWithList(list);
    return { PrepayAddons: list };
  });
}

/** Test control of the catalogue (mounted with the other control routes, test mode only). */
export function catalogControlRoutes(router: Router, deps: Deps): void {
  const catalog = new CatalogStore(deps.store.db);

  // GET /__control/catalog – the switches in force
  router.get('/__control/catalog', () => ({ prepayListStatus: catalog.prepayListStatus() }));

  // POST /__control/catalog – { prepayListStatus: 200 | 404 }; reset puts it back to 200
  router.post('/__control/catalog', (ctx) => {
    const status = optionalNumber(objectBody(ctx.body), 'prepayListStatus');
    if (status !== 200 && status !== 404) throw badRequest('prepayListStatus must be 200 or 404');
    catalog.setPrepayListStatus(status);
    return { prepayListStatus: status };
  });
}

function productTypeList(body: Body): string[] {
  const list = body.ProductTypeList;
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list) || !list.every((t): t is string => typeof t === 'string')) throw badRequest('ProductTypeList must be a list of strings');
  return list;
}

function pageSizeOf(body: Body): number {
  const options = body.SearchOptions;
  if (options === undefined || options === null) return MAX_PAGE_SIZE;
  if (typeof options !== 'object' || Array.isArray(options)) throw badRequest('SearchOptions must be an object');
  const size = optionalNumber(options as Body, 'PageSize') ?? MAX_PAGE_SIZE;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) throw badRequest(`PageSize must be between 1 and ${MAX_PAGE_SIZE}`);
  return size;
}

const nested = (body: Body, field: string, key: string): string => {
  const o = body[field];
  const v = o && typeof o === 'object' ? (o as Body)[key] : undefined;
  return typeof v === 'string' ? v.trim() : '';
};

/**
 * A signed-in call: the token must be valid (401 1001) and may act for CustomerInfo.ID (401
 * 1002). A ProductInstanceUUID must be one of that customer's products (else 404) and narrows
 * the answer to what fits it: postpay entries for a postpay product, prepay ones otherwise.
 */
function signedInBilling(ctx: RequestContext, body: Body, deps: Deps): 'prepay' | 'postpay' | undefined {
  const customer = nested(body, 'CustomerInfo', 'ID');
  if (customer) deps.tokens.forCustomer(ctx, customer);
  else deps.tokens.authenticate(ctx);
  const instance = nested(body, 'ProductInfo', 'ProductInstanceUUID');
  if (!instance) return undefined;
  if (!customer) throw badRequest('CustomerInfo.ID is required with ProductInfo.ProductInstanceUUID');
  const product = deps.store.customers.mobileProducts(customer).find((p) => p.UUID === instance);
  if (!product) throw notFound();
  return product.BillingReference.startsWith('postpay') ? 'postpay' : 'prepay';
}
