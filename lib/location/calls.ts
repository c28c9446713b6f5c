import 'server-only';
import { cached, cacheKey, invalidateTag } from '@/lib/cache';
import { getFlags } from '@/lib/config/calls';
import type { AddressView } from '@/lib/eshop/types';
import { LOCATION_SEARCH_LIMIT, LOCATION_SEARCH_MIN_CHARS } from '@/lib/flags/constants';
import { customerCall, publicCall, type RequestContext } from '@/lib/upstream/context';
import type { UpstreamResult } from '@/lib/upstream/types';
import { sortAddresses, toAddressView, withShownDefault } from './rules';
import { Address, AddressRemoved, CustomerAddresses, CustomerAddressesIn404, SearchResults, type AddressRankRequest, type CustomerAddressRequest } from './wire';

/** The location service (spec §7 "Location"; docs/eshop-contract.md §1). Never throws. */

/** Reshapes with the deployment's default country (flag `defaultCountry`). */
async function asView(): Promise<(a: Address) => AddressView> {
  const { defaultCountry } = await getFlags();
  return (a) => toAddressView(a, defaultCountry);
}

/** GET /location/search?q=&limit= — under 3 characters there is nothing to ask. */
export async function searchAddresses(q: string, requestId?: string, limit: number = LOCATION_SEARCH_LIMIT): Promise<UpstreamResult<AddressView[]>> {
  const text = q.trim();
  if (text.length < LOCATION_SEARCH_MIN_CHARS) return { ok: true, data: [], status: 200 };
  const res = await publicCall('accounts', { path: '/location/search', query: { q: text, limit: Math.min(limit, LOCATION_SEARCH_LIMIT) }, schema: SearchResults, action: 'searchAddress' }, requestId);
  return res.ok ? { ...res, data: res.data.Results.map(await asView()) } : res;
}

/** GET /location/{provider}/{idx} */
export async function lookupAddress(provider: string, idx: string, requestId?: string): Promise<UpstreamResult<AddressView>> {
  const res = await publicCall('accounts', { path: '/location/{provider}/{idx}', params: { provider, idx }, schema: Address, action: 'getAddress' }, requestId);
  return res.ok ? { ...res, data: (await asView())(res.data) } : res;
}

const tag = (customerUuid: string) => `addresses:${customerUuid}`;

/** Forgets the customer's cached delivery addresses (before an ownership check that must see the latest list). */
export function forgetDeliveryAddresses(customerUuid: string): void {
  invalidateTag(tag(customerUuid));
}

/**
 * "Delivery addresses are read through the location service with AddressType DELIVERY sorted by
 * Rank ascending" — cached 30 minutes per customer ("delivery addresses 30 min"); a 404 with an
 * empty list is an empty list.
 */
export async function listDeliveryAddresses(rc: RequestContext, customerUuid: string): Promise<UpstreamResult<AddressView[]>> {
  const scope = `${rc.session.userUuid ?? 'anon'}:${customerUuid}`;
  const res = await cached('deliveryAddresses', cacheKey('deliveryAddresses', scope), () =>
    customerCall(rc, 'accounts', {
      path: '/v2/{spid}/customer_address',
      query: { CustomerUUID: customerUuid, AddressType: 'DELIVERY' },
      schema: CustomerAddresses,
      accept: { statuses: [404], schema: CustomerAddressesIn404 },
      action: 'getDeliveryAddresses',
    }), { tags: [tag(customerUuid)], keep: (r) => r.ok });
  return res.ok ? { ...res, data: withShownDefault(sortAddresses(res.data.CustomerAddresses.map(await asView()))) } : res;
}

/** POST /v2/{spid}/customer_address — "Adding a delivery address needs a location ('No Location')"; "default set through Rank 1". */
export async function saveDeliveryAddress(rc: RequestContext, body: CustomerAddressRequest): Promise<UpstreamResult<AddressView>> {
  const res = await customerCall(rc, 'accounts', { method: 'POST', path: '/v2/{spid}/customer_address', body, schema: Address, action: 'addDeliveryAddress' });
  invalidateTag(tag(body.CustomerUUID));
  return res.ok ? { ...res, data: (await asView())(res.data) } : res;
}

/** PUT /v2/{spid}/customer_address/{uuid} {CustomerUUID, Rank: 1}: "default set through Rank 1". */
export async function setDefaultDeliveryAddress(rc: RequestContext, customerUuid: string, addressUuid: string): Promise<UpstreamResult<AddressView>> {
  const body: AddressRankRequest = { CustomerUUID: customerUuid, Rank: 1 };
  const res = await customerCall(rc, 'accounts', { method: 'PUT', path: '/v2/{spid}/customer_address/{uuid}', params: { uuid: addressUuid }, body, schema: Address, action: 'setDefaultDeliveryAddress' });
  invalidateTag(tag(customerUuid));
  return res.ok ? { ...res, data: (await asView())(res.data) } : res;
}

/** DELETE /v2/{spid}/customer_address/{uuid}?CustomerUUID= */
export async function deleteDeliveryAddress(rc: RequestContext, customerUuid: string, addressUuid: string): Promise<UpstreamResult<unknown>> {
  const res = await customerCall(rc, 'accounts', {
    method: 'DELETE', path: '/v2/{spid}/customer_address/{uuid}', params: { uuid: addressUuid }, query: { CustomerUUID: customerUuid }, schema: AddressRemoved, action: 'removeDeliveryAddress',
  });
  invalidateTag(tag(customerUuid));
  return res;
}
