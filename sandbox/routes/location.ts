import type { Deps } from '../context';
import { ErrNo, HttpError, badRequest, notFound, type ErrorBody } from '../errors';
import type { RequestContext, Router } from '../router';
import { findAddress, searchAddresses, type Address } from '../store/location';
import { checkSpid, objectBody, optionalNumber, optionalString } from '../validate';

const MAX_RESULTS = 20;
const DEFAULT_RESULTS = 10;

/** "list by GET (200 and 404 both valid)": the empty list answers 404 and still carries it. */
class NoAddresses extends HttpError {
  constructor() {
    super(404, ErrNo.notFound, 'Object not found');
  }

  override body(): ErrorBody & { CustomerAddresses: Address[] } {
    return { ...super.body(), CustomerAddresses: [] };
  }
}

/** The location service and saved delivery addresses (docs/eshop-contract.md §1 "Location…"). */
export function locationRoutes(router: Router, deps: Deps): void {
  /** The customer a saved-address call names (query or body), after the spid; 1001 / 1002 before any lookup. */
  const actingFor = (ctx: RequestContext, customer: string | null | undefined): string => {
    if (!customer) throw badRequest('CustomerUUID is required');
    deps.tokens.forCustomer(ctx, customer);
    return customer;
  };

  // GET /location/search?q=&limit= – addresses whose Formatted contains q; public
  router.get('/location/search', (ctx) => {
    const raw = ctx.query.get('limit');
    const limit = raw === null || raw === '' ? DEFAULT_RESULTS : Number(raw);
    if (!Number.isInteger(limit) || limit < 1) throw badRequest('limit must be a whole number from 1');
    return { Results: searchAddresses(ctx.query.get('q') ?? '', Math.min(limit, MAX_RESULTS)) };
  });

  // GET /location/{provider}/{idx} – one address; public
  router.get('/location/{provider}/{idx}', (ctx) => {
    const address = findAddress(ctx.params.provider ?? '', ctx.params.idx ?? '');
    if (!address) throw notFound();
    return address;
  });

  // GET /v2/{spid}/customer_address?CustomerUUID=&AddressType=DELIVERY – saved addresses by Rank
  router.get('/v2/{spid}/customer_address', (ctx) => {
    checkSpid(ctx.params.spid);
    const customer = actingFor(ctx, ctx.query.get('CustomerUUID'));
    const list = deps.store.addresses.list(customer, ctx.query.get('AddressType') || 'DELIVERY');
    if (list.length === 0) throw new NoAddresses();
    return { CustomerAddresses: list };
  });

  // POST /v2/{spid}/customer_address – save a location-service address; Rank 1 makes it the default
  router.post('/v2/{spid}/customer_address', (ctx) => {
    checkSpid(ctx.params.spid);
    const body = objectBody(ctx.body);
    const customer = actingFor(ctx, optionalString(body, 'CustomerUUID'));
    const provider = optionalString(body, 'LocationProvider') ?? '';
    const idx = optionalString(body, 'LocationProviderIDX') ?? '';
    const address = provider && idx ? findAddress(provider, idx) : undefined;
    if (!address) throw badRequest('No Location');
    const rank = optionalNumber(body, 'Rank');
    if (rank !== undefined && (!Number.isInteger(rank) || rank < 1)) throw badRequest('Rank must be a whole number from 1');
    const type = optionalString(body, 'AddressType') || 'DELIVERY';
    return deps.store.addresses.add(customer, address, { type, rank, nowNanos: deps.clock.nowNanos() });
  });

  // PUT /v2/{spid}/customer_address/{uuid} – { CustomerUUID, Rank: 1 }: the default address
  router.put('/v2/{spid}/customer_address/{uuid}', (ctx) => {
    checkSpid(ctx.params.spid);
    const body = objectBody(ctx.body);
    const customer = actingFor(ctx, optionalString(body, 'CustomerUUID'));
    if (body.Rank !== 1) throw badRequest('Rank must be 1');
    const address = deps.store.addresses.makeDefault(customer, ctx.params.uuid ?? '');
    if (!address) throw addressNotFound();
    return address;
  });

  // DELETE /v2/{spid}/customer_address/{uuid}?CustomerUUID= – the others keep their Rank
  router.delete('/v2/{spid}/customer_address/{uuid}', (ctx) => {
    checkSpid(ctx.params.spid);
    const customer = actingFor(ctx, ctx.query.get('CustomerUUID'));
    if (!deps.store.addresses.remove(customer, ctx.params.uuid ?? '')) throw addressNotFound();
    return {};
  });
}

const addressNotFound = (): HttpError => new HttpError(404, ErrNo.notFound, 'Address is not found');
