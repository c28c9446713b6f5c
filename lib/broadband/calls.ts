import 'server-only';
import { z } from 'zod';
import { cached, cacheKey } from '@/lib/cache';
import { toCatalogError } from '@/lib/catalog/calls';
import { Cart } from '@/lib/eshop/wire';
import { BROADBAND_LIST_PAGE_SIZE, MODEM_SEARCH_PAGE_SIZE, SPID } from '@/lib/flags/constants';
import { isSignedIn } from '@/lib/session';
import { customerCall, publicCall, type RequestContext } from '@/lib/upstream/context';
import type { CallOptions, UpstreamResult } from '@/lib/upstream/types';
import { toFibrePlanView, toModemView } from './rules';
import type { FibrePlansResult, ModemsResult, Technology, Visit } from './types';
import {
  AddressPlans, AddressResults, BroadbandOrder, FwaOrders, FwaProducts, ItemSearch, ServiceAvailability, ServicePlans, TimeSlots, UfbOrders, UfbPlans, UfbProducts,
  type BroadbandCartRequest, type BroadbandPlan, type FwaProduct, type ItemSearchRequest, type UfbProduct,
} from './wire';

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

// ---- Ordering and the account side (issue 17, docs/broadband-contract.md §2). Never throw. ----

/** A call with the customer's token when signed in, else anonymous (the availability check serves both). */
function eitherCall<S extends z.ZodType>(rc: RequestContext, opts: CallOptions<S>): Promise<UpstreamResult<z.infer<S>>> {
  return isSignedIn(rc.session) ? customerCall(rc, 'accounts', opts) : publicCall('accounts', opts, rc.requestId);
}

/** The spec's address search of one technology: "UFB: GET /ufb/searchAddress", "FWA: GET /fwa/searchAddress" (?q=, public). */
export function searchBroadbandAddresses(rc: RequestContext, technology: Technology, q: string): Promise<UpstreamResult<z.infer<typeof AddressResults>>> {
  return publicCall('accounts', {
    path: technology === 'UFB' ? '/ufb/searchAddress' : '/fwa/searchAddress',
    query: { q },
    schema: AddressResults,
    action: technology === 'UFB' ? 'searchUfbAddress' : 'searchFwaAddress',
  }, rc.requestId);
}

/** GET /ufb/service_availability or /fwa/service_availability (SPID, LocationProvider, LocationProviderIDX). */
export function serviceAvailability(rc: RequestContext, technology: Technology, address: { provider: string; idx: string }): Promise<UpstreamResult<ServiceAvailability>> {
  return eitherCall(rc, {
    path: technology === 'UFB' ? '/ufb/service_availability' : '/fwa/service_availability',
    query: { SPID, LocationProvider: address.provider, LocationProviderIDX: address.idx },
    schema: ServiceAvailability,
    action: technology === 'UFB' ? 'getUfbServiceAvailability' : 'getFwaServiceAvailability',
  });
}

/**
 * GET /broadband/v1/plans (LocationProvider, LocationProviderIDX, ProductType), cached per address
 * and type: "UFB plans and modems 5 min", "FWA plan and modem 300000 ms". Failures are not cached.
 */
export function addressPlans(rc: RequestContext, technology: Technology, address: { provider: string; idx: string }): Promise<UpstreamResult<AddressPlans>> {
  const name = technology === 'UFB' ? 'ufbPlansAndModems' : 'fwaPlanAndModem';
  return cached(name, cacheKey(name, 'public', 'plans', technology, address.provider, address.idx), () =>
    publicCall('accounts', {
      path: '/broadband/v1/plans',
      query: { LocationProvider: address.provider, LocationProviderIDX: address.idx, ProductType: technology },
      schema: AddressPlans,
      action: 'getBroadbandPlans',
    }, rc.requestId), { keep: (r) => r.ok });
}

/** POST /ufb/cart → the e-shop's Cart. */
export function writeBroadbandCart(rc: RequestContext, body: BroadbandCartRequest): Promise<UpstreamResult<Cart>> {
  return customerCall(rc, 'accounts', { method: 'POST', path: '/ufb/cart', body, schema: Cart, action: 'createUfbCart' });
}

/** The customer's broadband reads are cached briefly per customer ("data entities") and dropped after a booking or a plan change. */
export const broadbandTag = (customerUuid: string) => `broadband:${customerUuid}`;

function readFor<T>(rc: RequestContext, customerUuid: string, part: string, load: () => Promise<UpstreamResult<T>>): Promise<UpstreamResult<T>> {
  const scope = `${rc.session.userUuid ?? 'anon'}:${customerUuid}`;
  return cached('dataEntities', cacheKey('dataEntities', scope, 'broadband', part), load, { tags: [broadbandTag(customerUuid), `customer:${customerUuid}`], keep: (r) => r.ok });
}

/** GET /v3/{spid}/UFB?CustomerUUID=&Page=&PageSize= (deleted ones included). */
export function listUfbProducts(rc: RequestContext, customerUuid: string, opts: { fresh?: boolean } = {}): Promise<UpstreamResult<UfbProduct[]>> {
  const load = async () => {
    const res = await customerCall(rc, 'accounts', { path: '/v3/{spid}/UFB', query: { CustomerUUID: customerUuid, Page: 1, PageSize: BROADBAND_LIST_PAGE_SIZE }, schema: UfbProducts, action: 'getUfbProducts' });
    return res.ok ? { ...res, data: res.data.UFB } : res;
  };
  return opts.fresh ? load() : readFor(rc, customerUuid, 'ufb', load);
}

/** GET /v2/{spid}/customer/{uuid}/mobile_products, the mobileFWA ones. */
export function listFwaProducts(rc: RequestContext, customerUuid: string, opts: { fresh?: boolean } = {}): Promise<UpstreamResult<FwaProduct[]>> {
  const load = async () => {
    const res = await customerCall(rc, 'accounts', { path: '/v2/{spid}/customer/{uuid}/mobile_products', params: { uuid: customerUuid }, schema: FwaProducts, action: 'getMobileProducts' });
    return res.ok ? { ...res, data: res.data.MobileProducts.filter((p) => p.ProductType === 'mobileFWA') } : res;
  };
  return opts.fresh ? load() : readFor(rc, customerUuid, 'fwa', load);
}

/** GET /v3/{spid}/UFB_order?CustomerUUID= */
export function listUfbOrders(rc: RequestContext, customerUuid: string, opts: { fresh?: boolean } = {}): Promise<UpstreamResult<BroadbandOrder[]>> {
  const load = async () => {
    const res = await customerCall(rc, 'accounts', { path: '/v3/{spid}/UFB_order', query: { CustomerUUID: customerUuid, Page: 1, PageSize: BROADBAND_LIST_PAGE_SIZE }, schema: UfbOrders, action: 'getUfbOrders' });
    return res.ok ? { ...res, data: res.data.UFBOrders } : res;
  };
  return opts.fresh ? load() : readFor(rc, customerUuid, 'ufbOrders', load);
}

/** GET /fwa/v1/customer/{c}/orders (ext) */
export function listFwaOrders(rc: RequestContext, customerUuid: string, opts: { fresh?: boolean } = {}): Promise<UpstreamResult<BroadbandOrder[]>> {
  const load = async () => {
    const res = await customerCall(rc, 'accounts', { path: '/fwa/v1/customer/{c}/orders', params: { c: customerUuid }, schema: FwaOrders, action: 'getFwaOrders' });
    return res.ok ? { ...res, data: res.data.FWAOrders } : res;
  };
  return opts.fresh ? load() : readFor(rc, customerUuid, 'fwaOrders', load);
}

/** GET /ufb/v1/order/{id}/time_slots (VisitType, CustomerUUID, ProductUUID) or GET /fwa/order/{id}/time_slots (OrderUUID, CustomerUUID, Mode). */
export function timeSlots(rc: RequestContext, technology: Technology, o: { orderId: string; customerUuid: string; productUuid: string; visit: Visit }): Promise<UpstreamResult<z.infer<typeof TimeSlots>>> {
  return technology === 'UFB'
    ? customerCall(rc, 'accounts', { path: '/ufb/v1/order/{id}/time_slots', params: { id: o.orderId }, query: { VisitType: o.visit, CustomerUUID: o.customerUuid, ProductUUID: o.productUuid }, schema: TimeSlots, action: 'getUfbTimeSlots' })
    : customerCall(rc, 'accounts', { path: '/fwa/order/{id}/time_slots', params: { id: o.orderId }, query: { OrderUUID: o.orderId, CustomerUUID: o.customerUuid, Mode: o.visit }, schema: TimeSlots, action: 'getFwaTimeSlots' });
}

/** POST /ufb/v1/order/{id}/book (CustomerUUID, ProductUUID, Appointments) or POST /fwa/order/{id}/book → the order. */
export function bookSlot(rc: RequestContext, technology: Technology, o: { orderId: string; customerUuid: string; productUuid: string; visit: Visit; slotId: string }): Promise<UpstreamResult<BroadbandOrder>> {
  const Appointments = [{ VisitType: o.visit, SlotID: o.slotId }];
  return technology === 'UFB'
    ? customerCall(rc, 'accounts', { method: 'POST', path: '/ufb/v1/order/{id}/book', params: { id: o.orderId }, body: { CustomerUUID: o.customerUuid, ProductUUID: o.productUuid, Appointments }, schema: BroadbandOrder, action: 'bookUfbVisit' })
    : customerCall(rc, 'accounts', { method: 'POST', path: '/fwa/order/{id}/book', params: { id: o.orderId }, body: { CustomerUUID: o.customerUuid, Appointments }, schema: BroadbandOrder, action: 'bookFwaVisit' });
}

/** GET ufb/v1/customer/{c}/service/{s}/plans or fwa/v1/customer/{c}/mobile/{p}/plans → BroadbandPlans.Plans. */
export async function servicePlans(rc: RequestContext, technology: Technology, customerUuid: string, serviceId: string): Promise<UpstreamResult<BroadbandPlan[]>> {
  const res = technology === 'UFB'
    ? await customerCall(rc, 'accounts', { path: '/ufb/v1/customer/{c}/service/{s}/plans', params: { c: customerUuid, s: serviceId }, schema: ServicePlans, action: 'getUfbServicePlans' })
    : await customerCall(rc, 'accounts', { path: '/fwa/v1/customer/{c}/mobile/{p}/plans', params: { c: customerUuid, p: serviceId }, schema: ServicePlans, action: 'getFwaServicePlans' });
  return res.ok ? { ...res, data: res.data.BroadbandPlans.Plans } : res;
}

/** POST /ufb/v1/service/{s}/change-plan (CustomerUUID, ProductAvailabilityUUID) or POST /fwa/change-plan (UUID, ProductAvailabilityUUID, CustomerUUID). */
export function changeServicePlan(rc: RequestContext, technology: Technology, o: { customerUuid: string; serviceId: string; availabilityUuid: string }): Promise<UpstreamResult<unknown>> {
  return technology === 'UFB'
    ? customerCall(rc, 'accounts', { method: 'POST', path: '/ufb/v1/service/{s}/change-plan', params: { s: o.serviceId }, body: { CustomerUUID: o.customerUuid, ProductAvailabilityUUID: o.availabilityUuid }, schema: z.unknown(), action: 'changeUfbPlan', money: true })
    : customerCall(rc, 'accounts', { method: 'POST', path: '/fwa/change-plan', body: { UUID: o.serviceId, ProductAvailabilityUUID: o.availabilityUuid, CustomerUUID: o.customerUuid }, schema: z.unknown(), action: 'changeFwaPlan', money: true });
}
