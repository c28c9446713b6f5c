import 'server-only';
import { invalidateTag } from '@/lib/cache';
import { currentCustomerUuid, getCustomer } from '@/lib/customer/calls';
import { ApiError } from '@/lib/errors';
import * as shop from '@/lib/eshop/calls';
import type { Cart } from '@/lib/eshop/wire';
import { FORMAT_INVALID } from '@/lib/errors/input';
import { LOCATION_SEARCH_MIN_CHARS, SPID } from '@/lib/flags/constants';
import { lookupAddress } from '@/lib/location/calls';
import { isSignedIn } from '@/lib/session';
import type { RequestContext } from '@/lib/upstream/context';
import { toApiError } from '@/lib/upstream/errors';
import * as calls from './calls';
import { broadbandGate, unwrap } from './gate';
import {
  addressText, broadbandCartItems, broadbandCartKind, broadbandCartLines, cartDelivery, newestFirst, plansProceed, rsfSeconds, startDateAllowed, toBroadbandAddressView, toBroadbandOrderView,
  toBroadbandPlanView, toSlotView, toTechnologyAvailability, transferComplete,
} from './rules';
import type {
  AddressView, AvailabilityView, BroadbandCartView, BroadbandOrderInput, BroadbandOrderView, BroadbandPlanView, ModemView, SlotView, Technology, Visit,
} from './types';
import type { BroadbandOrder, FwaProduct, UfbProduct } from './wire';

/**
 * Broadband ordering (docs/broadband-contract.md §3.1): one server function per BFF route, also
 * called by the pages for their first paint. Each checks the module gate; the customer always
 * comes from the session; failures are ApiErrors.
 */

type Place = { provider: string; idx: string };

/**
 * GET /api/broadband/addresses?q=: the address search of each technology whose module is on
 * ("GET /ufb/searchAddress", "GET /fwa/searchAddress"), fibre's first, an address found by both
 * once (under 3 characters: none).
 */
export async function findBroadbandAddresses(rc: RequestContext, q: string): Promise<AddressView[]> {
  const on = await broadbandGate();
  const text = q.trim();
  if (text.length < LOCATION_SEARCH_MIN_CHARS) return [];
  const found = await Promise.all(on.map((technology) => calls.searchBroadbandAddresses(rc, technology, text)));
  const seen = new Set<string>();
  return found.flatMap((res) => unwrap(res).Results).map(toBroadbandAddressView).filter((a) => {
    const key = `${a.provider}|${a.idx}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The address itself (the location service), as the broadband flow shows it; unknown → 404. */
async function addressAt(rc: RequestContext, place: Place): Promise<AddressView> {
  const res = await lookupAddress(place.provider, place.idx, rc.requestId);
  if (!res.ok) throw res.error.status === 404 ? new ApiError('not_found') : toApiError(res.error);
  return { provider: res.data.locationProvider, idx: res.data.locationProviderIdx, formatted: res.data.formatted || res.data.lines.join(', '), lines: res.data.lines };
}

/**
 * GET /api/broadband/availability: "the fibre or FWA availability check accepts service_available,
 * service_scope_required, service_installation_required" (`passes`), each technology whose module
 * is on, UFB first.
 */
export async function availabilityAt(rc: RequestContext, place: Place): Promise<AvailabilityView> {
  const on = await broadbandGate();
  const [address, ...checks] = await Promise.all([addressAt(rc, place), ...on.map((t) => calls.serviceAvailability(rc, t, place))]);
  const now = new Date();
  return { address, technologies: on.map((t, i) => toTechnologyAvailability(t, unwrap(checks[i]!).ServiceAvailability, now)) };
}

/**
 * GET /api/broadband/plans: the plans on sale at the address for one technology ("only Available
 * lets plans proceed in the plan search", else 'No Service Information Available'; fixed wireless
 * with none: 'No FWA Plans data'), by the plans' Priority.
 */
export async function plansAt(rc: RequestContext, place: Place, technology: Technology): Promise<{ plans: BroadbandPlanView[]; prequalUuid: string }> {
  await broadbandGate(technology);
  const res = unwrap(await calls.addressPlans(rc, technology, place));
  if (!plansProceed(res.ServiceAvailability?.Status)) throw new ApiError('no_service_information');
  const plans = [...res.BroadbandPlans.Plans].sort((a, b) => a.Priority - b.Priority).map((p, i) => toBroadbandPlanView(p, i, technology)).filter((p) => p.available);
  if (technology === 'FWA' && plans.length === 0) throw new ApiError('no_fwa_plans');
  return { plans, prequalUuid: res.ServiceAvailability?.PrequalUUID ?? '' };
}

/** GET /api/broadband/modems: the e-shop's modems of that network (given `listModems`); none → 'No modem data'. */
export async function modemsFor(rc: RequestContext, technology: Technology): Promise<ModemView[]> {
  await broadbandGate(technology);
  const res = await calls.listModems(technology, rc.requestId);
  if (!res.ok) throw new ApiError(res.error.code === 'unavailable' ? 'upstream_unavailable' : 'upstream_error');
  if (res.modems.length === 0) throw new ApiError('no_modem_data');
  return res.modems;
}

function cartView(cart: Cart, fallback: Technology): BroadbandCartView {
  const kind = broadbandCartKind(cart.Items) ?? (fallback === 'UFB' ? 'ufb' : 'fwa');
  return { cartUuid: cart.UUID, lines: broadbandCartLines(cart.Items), amountCents: cart.AmountCents, kind, delivery: cartDelivery(cart.Address), notes: cart.Address?.Notes ?? '' };
}

export type CreateCartInput = BroadbandOrderInput & { cartUuid?: string };

/**
 * POST /api/broadband/cart: the flow's choices as the upstream's `POST /ufb/cart` (the plan line
 * with the fibre fields, the modem when chosen). The technology must still pass at the address
 * ('No Fibre services available'); the start date lies within the availability's bounds; a
 * transfer names all four fields. The cart then pays through the e-shop's checkout.
 */
export async function createBroadbandCart(rc: RequestContext, input: CreateCartInput): Promise<BroadbandCartView> {
  await broadbandGate(input.technology);
  const customer = currentCustomerUuid(rc);
  if (input.switching.kind === 'transfer' && !transferComplete(input.switching.from)) {
    throw new ApiError('bad_input', FORMAT_INVALID, [{ path: 'switching.from', message: FORMAT_INVALID }]);
  }
  const [check, account] = await Promise.all([calls.serviceAvailability(rc, input.technology, input.address), getCustomer(rc, customer)]);
  const availability = toTechnologyAvailability(input.technology, unwrap(check).ServiceAvailability, new Date());
  if (!availability.passes) throw new ApiError('no_fibre_services');
  if (!startDateAllowed(input.startDate, availability.earliestStart)) throw new ApiError('bad_input', FORMAT_INVALID, [{ path: 'startDate', message: FORMAT_INVALID }]);
  const who = account.ok ? account.data : null;
  const cart = unwrap(await calls.writeBroadbandCart(rc, {
    SPID,
    CustomerUUID: customer,
    ...(input.cartUuid ? { UUID: input.cartUuid } : {}),
    ExternalReference: input.flowId,
    Address: {
      LocationProvider: input.delivery.provider,
      LocationProviderIDX: input.delivery.idx,
      Phone: input.contactPhone.trim(),
      Notes: input.delivery.instructions.trim(),
      ...(who ? { Email: who.email, Name: `${who.firstName} ${who.lastName}`.trim() } : {}),
    },
    Items: broadbandCartItems(input, rsfSeconds(input.startDate, unwrap(check).ServiceAvailability.EarliestRFSDateNanos)),
  }), 'cart_not_found');
  return cartView(cart, input.technology);
}

/**
 * GET /api/broadband/cart?uuid=: the broadband cart the checkout pays (the browser keeps its UUID
 * as the shop keeps `eshop.cart`); without a uuid, the customer's newest open cart when it is a
 * broadband one. Unknown, closed, another's, or not broadband → 404 cart_not_found.
 */
export async function loadBroadbandCart(rc: RequestContext, uuid?: string): Promise<BroadbandCartView> {
  const on = await broadbandGate();
  const customer = currentCustomerUuid(rc);
  const res = uuid ? await shop.getCart(rc, uuid) : await shop.getCustomerCart(rc, customer);
  // Another customer's cart (the upstream's 401 1002) reads as no cart at all.
  if (!res.ok && res.error.status === 401 && res.error.errNumber === 1002) throw new ApiError('cart_not_found');
  const cart = unwrap(res, 'cart_not_found');
  const kind = broadbandCartKind(cart.Items);
  if (cart.CustomerUUID !== customer || kind === null || !on.includes(kind === 'ufb' ? 'UFB' : 'FWA')) throw new ApiError('cart_not_found');
  return cartView(cart, kind === 'ufb' ? 'UFB' : 'FWA');
}

// ---- Orders ----

type OwnOrder = { order: BroadbandOrder; technology: Technology };

/** The customer's broadband orders of the technologies on (read fresh: they move on the clock). */
async function ownOrders(rc: RequestContext, customer: string, on: readonly Technology[]): Promise<OwnOrder[]> {
  const [ufb, fwa] = await Promise.all([
    on.includes('UFB') ? calls.listUfbOrders(rc, customer, { fresh: true }) : null,
    on.includes('FWA') ? calls.listFwaOrders(rc, customer, { fresh: true }) : null,
  ]);
  return [
    ...(ufb ? unwrap(ufb).map((order) => ({ order, technology: 'UFB' as const })) : []),
    ...(fwa ? unwrap(fwa).map((order) => ({ order, technology: 'FWA' as const })) : []),
  ].filter((o) => !o.order.CustomerUUID || o.order.CustomerUUID === customer);
}

type Products = { ufb: UfbProduct[]; fwa: FwaProduct[] };

async function ownProducts(rc: RequestContext, customer: string, on: readonly Technology[], fresh = false): Promise<Products> {
  const [ufb, fwa] = await Promise.all([
    on.includes('UFB') ? calls.listUfbProducts(rc, customer, { fresh }) : null,
    on.includes('FWA') ? calls.listFwaProducts(rc, customer, { fresh }) : null,
  ]);
  return { ufb: ufb ? unwrap(ufb) : [], fwa: fwa ? unwrap(fwa) : [] };
}

/** The service an order made: its plan's name and its address (empty until the product appears). */
export function serviceOf(o: OwnOrder, products: Products): { planName: string; address: string } | null {
  if (o.technology === 'UFB') {
    const p = products.ufb.find((x) => x.UUID === o.order.ProductUUID);
    return p ? { planName: p.PlanName, address: addressText(p.Address) } : null;
  }
  const p = products.fwa.find((x) => x.UUID === o.order.ProductUUID);
  return p ? { planName: p.Addons.find((a) => a.IsBasePlan)?.Name || p.PlanName, address: addressText(p.ServiceAddress) } : null;
}

function view(o: OwnOrder, products: Products): BroadbandOrderView {
  return toBroadbandOrderView(o.order, o.technology, serviceOf(o, products) ?? { planName: '', address: '' });
}

/** GET /api/broadband/orders: the customer's broadband orders, newest first, each with its timeline. */
export async function listBroadbandOrders(rc: RequestContext): Promise<BroadbandOrderView[]> {
  const on = await broadbandGate();
  const customer = currentCustomerUuid(rc);
  const [orders, products] = await Promise.all([ownOrders(rc, customer, on), ownProducts(rc, customer, on, true)]);
  return newestFirst(orders.map((o) => view(o, products)));
}

async function ownOrder(rc: RequestContext, orderId: string): Promise<{ customer: string; own: OwnOrder; on: Technology[] }> {
  const on = await broadbandGate();
  const customer = currentCustomerUuid(rc);
  const own = (await ownOrders(rc, customer, on)).find((o) => o.order.UUID === orderId);
  if (!own) throw new ApiError('not_found');
  return { customer, own, on };
}

/** GET /api/broadband/orders/{orderId}: one of the customer's broadband orders (a UFB_order or FWA order UUID); another's → 404. */
export async function getBroadbandOrder(rc: RequestContext, orderId: string): Promise<BroadbandOrderView> {
  const { customer, own, on } = await ownOrder(rc, orderId);
  return view(own, await ownProducts(rc, customer, on, true));
}

/**
 * The broadband order an e-shop order made, once it and its new product exist (the checkout's
 * wait); null until then.
 */
export async function broadbandOrderOf(rc: RequestContext, eshopOrderNumber: string): Promise<BroadbandOrderView | null> {
  const on = await broadbandGate();
  const customer = currentCustomerUuid(rc);
  const own = (await ownOrders(rc, customer, on)).find((o) => o.order.EshopOrderNumber === eshopOrderNumber);
  if (!own) return null;
  const products = await ownProducts(rc, customer, on, true);
  const service = serviceOf(own, products);
  if (!service) return null;
  // The new service exists: the account side's cached lists must show it.
  invalidateTag(calls.broadbandTag(customer));
  return toBroadbandOrderView(own.order, own.technology, service);
}

/** GET /api/broadband/orders/{orderId}/slots?visit=: the visit's free slots (weekdays, two windows a day). */
export async function slotsFor(rc: RequestContext, orderId: string, visit: Visit): Promise<SlotView[]> {
  const { customer, own } = await ownOrder(rc, orderId);
  const res = unwrap(await calls.timeSlots(rc, own.technology, { orderId, customerUuid: customer, productUuid: own.order.ProductUUID, visit }));
  return res.AvailableTimeSlots.map(toSlotView);
}

/**
 * POST /api/broadband/orders/{orderId}/book: books (or moves) the scope or install visit; a slot
 * no longer offered → 409 slot_taken. The customer's broadband reads are dropped after it.
 */
export async function bookVisit(rc: RequestContext, orderId: string, visit: Visit, slotId: string): Promise<BroadbandOrderView> {
  const { customer, own, on } = await ownOrder(rc, orderId);
  const order = unwrap(await calls.bookSlot(rc, own.technology, { orderId, customerUuid: customer, productUuid: own.order.ProductUUID, visit, slotId }));
  invalidateTag(calls.broadbandTag(customer));
  return view({ order, technology: own.technology }, await ownProducts(rc, customer, on, true));
}

/** Whether the session has a customer to order for (the pages show sign-in otherwise). */
export function canOrder(rc: RequestContext): boolean {
  return isSignedIn(rc.session) && Boolean(rc.session.customerUuid);
}
