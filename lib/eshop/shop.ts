import 'server-only';
import { randomUUID } from 'node:crypto';
import { invalidateTag } from '@/lib/cache';
import { cardToPayWith } from '@/lib/billing/calls';
import { CARD_TEXTS } from '@/lib/billing/rules';
import { getPlan, listPlans } from '@/lib/catalog/calls';
import { displaySettings } from '@/lib/catalog/public';
import { toPlanViews } from '@/lib/catalog/reshape';
import type { PlanView } from '@/lib/catalog/types';
import { checkBillToAccount, currentCustomerUuid, getCustomer, listBillingRoutes } from '@/lib/customer/calls';
import { isEmailVerified } from '@/lib/customer/rules';
import type { BillingRouteView } from '@/lib/customer/types';
import { payingRoute } from '@/lib/families/rules';
import { ApiError, type ErrorCode } from '@/lib/errors';
import { CART_LINE_MAX_QUANTITY, NUMBER_SEARCH_PAGE_SIZE, SPID } from '@/lib/flags/constants';
import { SHIPPED_FLAGS, type Flags } from '@/lib/flags';
import { deleteDeliveryAddress, forgetDeliveryAddresses, listDeliveryAddresses, saveDeliveryAddress, searchAddresses, setDefaultDeliveryAddress } from '@/lib/location/calls';
import { getFlags } from '@/lib/config/calls';
import { getPaymentsConfig } from '@/lib/payments/config';
import type { PaymentsConfig } from '@/lib/payments/types';
import { isSignedIn } from '@/lib/session';
import { nzNumber } from '@/lib/sim/rules';
import type { RequestContext } from '@/lib/upstream/context';
import { FORMAT_INVALID, mentionsUpstreamField } from '@/lib/errors/input';
import { toApiError } from '@/lib/upstream/errors';
import type { UpstreamError, UpstreamResult } from '@/lib/upstream/types';
import * as calls from './calls';
import {
  bundleAttributes, cartItemAttributes, checkBundle, chooseSimPlan, deliveryAddressProblem, isFinalOrderStatus, itemsIn, mayUseCart, numberAttributes, numberFieldRefused, offeredSimTypes, orderPaymentOutcome,
  paymentOptions, purchasedSummary, quantityChange, simsPerLine, toCartAddress, toCartView, toOrderView, toSimItemView, type AddressIn, type BundleSimIn, type LinePorting,
} from './rules';
import type { AddressView, BundleType, CartView, CheckoutResult, OrderView, PaymentMethodType, SimItemView, SimType } from './types';
import type { Cart, CartAddress, CartItemAttributes, CartItemIn, EshopItem } from './wire';
import { countPayment, countPaymentAnswer } from '@/lib/observability/metrics';
import { countPaymentFinalOnce } from '@/lib/observability/payment-final';

/**
 * The e-shop's use cases, one per BFF route (docs/eshop-contract.md §3): calls + rules, failures
 * as ApiErrors. The customer always comes from the session; cart ownership is the upstream's
 * (its 401/1002 becomes 403 forbidden).
 */

/** Upstream texts the spec names, each to its own code; the rest by the usual table. */
const KNOWN_TEXTS: ReadonlyArray<[RegExp, ErrorCode]> = [
  [/^Unknown SIM type$/i, 'unknown_sim_type'],
  [/^can not find plan$/i, 'plan_not_found'],
  [/^Plan not specified$/i, 'plan_not_specified'],
  [/^The plan password is incorrect$/i, 'plan_password_incorrect'],
  [/^Cart is already checked out$/i, 'cart_checked_out'],
  [/^Idempotency-Key was used with another request$/i, 'idempotency_key_reused'],
  [/^No Order Items$/i, 'no_order_items'],
  [/^Delivery address needs at least street, city and postcode$/i, 'delivery_address_required'],
  [/^please enter/i, 'please_enter'],
  [/^Please add a payment card to continue$/i, 'payment_card_required'],
  [/^No Location$/i, 'no_location'],
  [/^Address is not found$/i, 'address_not_found'],
  // A bill-to-account order above what is left of the route this cycle (docs/families-contract.md §2.3: 402).
  [/^Spend limit is over$/i, 'spend_limit_over'],
  // A pre-selected number taken since it was chosen (docs/onboarding-contract.md §2.3: 409).
  [/^Phone number is not available$/i, 'number_taken'],
  ...CARD_TEXTS,
];

export function toShopError(e: UpstreamError, notFound: ErrorCode = 'not_found'): ApiError {
  if (e.kind === 'http' && e.status !== undefined && e.status < 500) {
    const known = KNOWN_TEXTS.find(([re]) => re.test(e.message.trim()));
    if (known) return new ApiError(known[1]);
    if (e.status === 404) return new ApiError(notFound);
    if (e.status === 409) return new ApiError('cart_checked_out');
    // Other refusals of what we sent: the upstream's own text, as bad input.
    if (e.status === 400) return new ApiError('bad_input', mentionsUpstreamField(e.message) ? FORMAT_INVALID : e.message);
  }
  return toApiError(e);
}

function unwrap<T>(res: UpstreamResult<T>, notFound?: ErrorCode): T {
  if (!res.ok) throw toShopError(res.error, notFound);
  return res.data;
}

/** The session's customer when signed in with one chosen; undefined for a visitor. */
function sessionCustomer(rc: RequestContext): string | undefined {
  return isSignedIn(rc.session) && rc.session.customerUuid ? currentCustomerUuid(rc) : undefined;
}

/** Availability UUID → plan slug, for the cart lines' links (best effort: no slugs when the lists fail). */
async function slugLookup(rc: RequestContext): Promise<(availabilityUuid: string) => string | undefined> {
  const r = await listPlans(undefined, { includeUnavailable: true, requestId: rc.requestId });
  const map = new Map(r.ok ? r.plans.map((p) => [p.availabilityUuid, p.slug]) : []);
  return (av) => map.get(av);
}

async function view(rc: RequestContext, cart: Cart): Promise<CartView> {
  const [slugOf, flags] = await Promise.all([slugLookup(rc), getFlags()]);
  return toCartView(cart, slugOf, simsPerLine(flags));
}

/** More SIMs on one line than `multipleSims` allows (one while it is off): 422 on the quantity. */
function refuseQuantity(flags: Flags, quantity: number): void {
  if (quantity > simsPerLine(flags)) throw new ApiError('bad_input', FORMAT_INVALID, [{ path: 'quantity', message: FORMAT_INVALID }]);
}

export async function listSimItems(rc: RequestContext): Promise<SimItemView[]> {
  return unwrap(await calls.getItems(rc.requestId)).map(toSimItemView);
}

/** Another customer's cart is forbidden here, before anything is written (whatever the upstream allows). */
function ownCart(rc: RequestContext, cart: Cart): Cart {
  if (!mayUseCart(cart.CustomerUUID, isSignedIn(rc.session) ? rc.session.customerUuids : undefined)) throw new ApiError('forbidden');
  return cart;
}

async function readCart(rc: RequestContext, uuid: string): Promise<Cart> {
  return ownCart(rc, unwrap(await calls.getCart(rc, uuid), 'cart_not_found'));
}

async function saveCart(rc: RequestContext, cart: Cart | null, items: CartItemIn[], extra: { customerUuid?: string } = {}): Promise<Cart> {
  const customer = extra.customerUuid ?? (cart ? undefined : sessionCustomer(rc));
  return unwrap(await calls.writeCart(rc, {
    SPID,
    ...(cart ? { UUID: cart.UUID, Number: cart.Number } : {}),
    ...(customer ? { CustomerUUID: customer } : cart?.CustomerUUID ? { CustomerUUID: cart.CustomerUUID } : {}),
    ...(cart?.Address ? { Address: cart.Address } : {}),
    Items: items,
  }), 'cart_not_found');
}

/**
 * GET /api/eshop/cart: the cart by UUID ("Restoring a saved cart … reloads the full cart by
 * UUID"); without one, a signed-in customer's newest open cart (another device's).
 */
export async function loadCart(rc: RequestContext, uuid?: string): Promise<CartView> {
  if (uuid) return view(rc, await readCart(rc, uuid));
  if (!isSignedIn(rc.session)) throw new ApiError('cart_not_found');
  return view(rc, unwrap(await calls.getCustomerCart(rc, currentCustomerUuid(rc)), 'cart_not_found'));
}

/** A plan by slug or availability UUID; with a plan password, among the plans it unlocks. */
async function resolvePlan(rc: RequestContext, ref: string, password?: string): Promise<PlanView | null> {
  if (password) {
    const unlocked = unwrap(await calls.unlockPlans(password, rc.requestId));
    const key = ref.trim().toLowerCase();
    const found = toPlanViews(unlocked, displaySettings(SHIPPED_FLAGS)).find((p) => p.slug === key || p.uuid.toLowerCase() === key || p.availabilityUuid.toLowerCase() === key);
    if (found) return found;
  }
  const r = await getPlan(ref, { requestId: rc.requestId });
  if (r.ok) return r.plan;
  if (r.error.code === 'not_found') return null;
  throw new ApiError(r.error.code === 'unavailable' ? 'upstream_unavailable' : 'upstream_error');
}

function itemFor(items: readonly EshopItem[], simType: SimType): EshopItem {
  const item = items.find((i) => i.Attributes.SimType === simType);
  if (!item) throw new ApiError('unknown_sim_type');
  return item;
}

function simAttributes(item: EshopItem, plan: PlanView, extra: CartItemAttributes = {}): CartItemAttributes {
  return {
    ...cartItemAttributes({ selfManaged: item.SelfManaged, physicalType: item.PhysicalType }, { kind: plan.kind, availabilityUuid: plan.availabilityUuid, catalogUuid: plan.uuid, discountUuid: plan.discountUuid }),
    ...extra,
  };
}

/**
 * GET /api/eshop/numbers?page=: "choose a number" at checkout (flag numberPreselection, else 404),
 * 15 a page in New Zealand format; the chosen one goes back as the line's preselectedNumber.
 */
export async function poolNumbers(rc: RequestContext, flags: Flags, page: number): Promise<{ numbers: string[]; page: number; total: number }> {
  if (!flags.numberPreselection) throw new ApiError('not_found');
  const w = unwrap(await calls.getPoolNumbers(page, NUMBER_SEARCH_PAGE_SIZE, rc.requestId));
  return { numbers: w.MSISDNs.map(nzNumber), page, total: w.TotalCount };
}

export type AddItemInput = { uuid?: string; simType?: string; plan?: string; quantity?: number; planPassword?: string; porting?: LinePorting; preselectedNumber?: string };

/** POST /api/eshop/cart/items: one SIM type with its plan; the same SIM and plan again adds to its quantity. */
export async function addToCart(rc: RequestContext, flags: Flags, input: AddItemInput): Promise<CartView> {
  const refused = numberFieldRefused(flags, input);
  if (refused) throw new ApiError('bad_input', FORMAT_INVALID, [{ path: refused, message: FORMAT_INVALID }]);
  // A port or a chosen number belongs to one SIM: its own line, quantity 1.
  const ownNumber = input.porting !== undefined || input.preselectedNumber !== undefined;
  if (ownNumber && (input.quantity ?? 1) !== 1) throw new ApiError('bad_input', FORMAT_INVALID, [{ path: 'quantity', message: FORMAT_INVALID }]);
  const choice = chooseSimPlan({ simType: input.simType, plan: input.plan }, offeredSimTypes(flags), flags.defaultSimType === 'esim' ? 'esim' : 'real_sim');
  if (!choice.ok) throw new ApiError(choice.code);
  const [itemsRes, cart] = await Promise.all([calls.getItems(rc.requestId), input.uuid ? readCart(rc, input.uuid) : Promise.resolve(null)]);
  const item = itemFor(unwrap(itemsRes), choice.simType);
  const plan = await resolvePlan(rc, choice.plan, input.planPassword);
  if (!plan || !plan.available || !plan.isBasePlan) throw new ApiError('plan_not_found');
  const quantity = input.quantity ?? 1;
  refuseQuantity(flags, quantity);
  const items = itemsIn(cart);
  // With multiple SIMs off, the same SIM and plan again is a line of its own.
  const same = ownNumber || simsPerLine(flags) === 1 ? undefined : items.find((i) => i.ItemUUID === item.UUID && i.Attributes.MobileProductAvailabilityUUID === plan.availabilityUuid && !i.Attributes.BundleID && !i.Attributes.PortingOverMSISDN && !i.Attributes.PreSelectedMSISDN);
  if (same) same.Quantity = Math.min(same.Quantity + quantity, CART_LINE_MAX_QUANTITY);
  else items.push({ ItemUUID: item.UUID, Quantity: quantity, Attributes: simAttributes(item, plan, { ...(input.planPassword ? { PlanPassword: input.planPassword } : {}), ...numberAttributes(input) }) });
  return view(rc, await saveCart(rc, cart, items));
}

/** The cart item a line names: the SIM line itself, or the SIM of a plan line. */
function lineIndex(cart: Cart, line: string): number {
  const i = cart.Items.findIndex((it) => it.UUID === line || it.Products.some((p) => p.UUID === line));
  if (i < 0) throw new ApiError('not_found');
  return i;
}

/** PATCH /api/eshop/cart/items/{line}: "Quantity set to zero removes the item; decreasing from 1 removes it." */
export async function setQuantity(rc: RequestContext, flags: Flags, uuid: string, line: string, quantity: number): Promise<CartView> {
  const cart = await readCart(rc, uuid);
  const i = lineIndex(cart, line);
  refuseQuantity(flags, quantity);
  const items = itemsIn(cart);
  const change = quantityChange(items[i]!.Quantity, quantity);
  if (change.remove) items.splice(i, 1);
  else items[i]!.Quantity = change.quantity;
  return view(rc, await saveCart(rc, cart, items));
}

/** DELETE /api/eshop/cart/items/{line}: removing a SIM removes its plan. */
export async function removeLine(rc: RequestContext, uuid: string, line: string): Promise<CartView> {
  const cart = await readCart(rc, uuid);
  const items = itemsIn(cart);
  items.splice(lineIndex(cart, line), 1);
  return view(rc, await saveCart(rc, cart, items));
}

export type BundleInput = { uuid?: string; type: BundleType; sims: BundleSimIn[] };

/** POST /api/eshop/cart/bundle (the multi-plan SIMs flag on): every SIM checked, then all added as one bundle. */
export async function addBundle(rc: RequestContext, flags: Flags, input: BundleInput): Promise<CartView> {
  if (!flags.multiPlanSims) throw new ApiError('bundles_off');
  const plans = await Promise.all(input.sims.map((s) => (s.plan?.trim() ? resolvePlan(rc, s.plan) : Promise.resolve(undefined))));
  const shown = plans.map((p) => (p === undefined ? undefined : p === null ? null : { available: p.available && p.isBasePlan }));
  const check = checkBundle(input.type, input.sims, shown, offeredSimTypes(flags));
  if (!check.ok) throw check.code === 'sim_invalid' ? new ApiError('sim_invalid', check.message, check.details) : new ApiError('bundle_size', check.message);
  const [itemsRes, cart] = await Promise.all([calls.getItems(rc.requestId), input.uuid ? readCart(rc, input.uuid) : Promise.resolve(null)]);
  const catalogue = unwrap(itemsRes);
  const bundleId = randomUUID();
  const items = itemsIn(cart);
  input.sims.forEach((s, n) => {
    const item = itemFor(catalogue, (s.simType ?? 'real_sim') as SimType);
    items.push({ ItemUUID: item.UUID, Quantity: 1, Attributes: simAttributes(item, plans[n]!, bundleAttributes(input.type, n, bundleId, s.name)) });
  });
  return view(rc, await saveCart(rc, cart, items));
}

/** POST /api/eshop/cart/claim: a visitor's cart, once signed in, becomes the customer's. */
export async function claimCart(rc: RequestContext, uuid: string): Promise<CartView> {
  const customer = currentCustomerUuid(rc);
  const cart = await readCart(rc, uuid);
  if (cart.CustomerUUID === customer) return view(rc, cart);
  return view(rc, await saveCart(rc, cart, itemsIn(cart), { customerUuid: customer }));
}

/** GET /api/eshop/addresses: saved delivery addresses, Rank ascending, default first. */
export async function deliveryAddresses(rc: RequestContext): Promise<AddressView[]> {
  return unwrap(await listDeliveryAddresses(rc, currentCustomerUuid(rc)));
}

/** POST /api/eshop/addresses: saves a location-service address ("Adding a delivery address needs a location ('No Location')"). */
export async function addDeliveryAddress(rc: RequestContext, input: { locationProvider?: string; locationProviderIdx?: string; makeDefault?: boolean }): Promise<AddressView> {
  const customer = currentCustomerUuid(rc);
  if (!input.locationProvider?.trim() || !input.locationProviderIdx?.trim()) throw new ApiError('no_location');
  return unwrap(await saveDeliveryAddress(rc, {
    CustomerUUID: customer, AddressType: 'DELIVERY', LocationProvider: input.locationProvider.trim(), LocationProviderIDX: input.locationProviderIdx.trim(), ...(input.makeDefault ? { Rank: 1 } : {}),
  }));
}

/** One of the customer's own saved addresses, read fresh: someone else's (or an unknown) id is 'Address is not found' before any write. */
async function ownAddress(rc: RequestContext, customer: string, addressUuid: string): Promise<void> {
  forgetDeliveryAddresses(customer);
  const list = unwrap(await listDeliveryAddresses(rc, customer));
  if (!list.some((a) => a.addressUuid === addressUuid)) throw new ApiError('address_not_found');
}

/** PUT /api/eshop/addresses/{uuid}/default: "default set via Rank 1"; the list after it. */
export async function makeDefaultDeliveryAddress(rc: RequestContext, addressUuid: string): Promise<AddressView[]> {
  const customer = currentCustomerUuid(rc);
  await ownAddress(rc, customer, addressUuid);
  unwrap(await setDefaultDeliveryAddress(rc, customer, addressUuid), 'address_not_found');
  return deliveryAddresses(rc);
}

/** DELETE /api/eshop/addresses/{uuid}: the list after it (the first remaining shows as default when the default went). */
export async function removeDeliveryAddress(rc: RequestContext, addressUuid: string): Promise<AddressView[]> {
  const customer = currentCustomerUuid(rc);
  await ownAddress(rc, customer, addressUuid);
  unwrap(await deleteDeliveryAddress(rc, customer, addressUuid), 'address_not_found');
  return deliveryAddresses(rc);
}

/**
 * GET /api/eshop/payment-options: what the checkout offers, the payment provider's browser setup,
 * and the route that would pay a bill to the account (`payingRoute`: 'Bill to {payer}', '{left}
 * left this month'), null when none.
 */
export async function checkoutOptions(rc: RequestContext, flags: Flags): Promise<{ paymentOptions: PaymentMethodType[]; payments: PaymentsConfig; billTo: BillingRouteView | null }> {
  const res = await listBillingRoutes(rc, currentCustomerUuid(rc));
  const routes = res.ok ? res.data : [];
  return { paymentOptions: paymentOptions(flags, routes), payments: getPaymentsConfig(), billTo: payingRoute(flags.billingRouting, routes) };
}

export async function findAddresses(rc: RequestContext, q: string): Promise<AddressView[]> {
  return unwrap(await searchAddresses(q, rc.requestId));
}

export type CheckoutInput = {
  uuid: string;
  contact: { email: string; name: string; phone: string };
  address?: { addressUuid: string } | AddressIn;
  notes?: string;
  paymentMethodType: PaymentMethodType;
  /** A saved card's id (with paymentMethodType 'cards'): the payment is made with that card. */
  paymentMethodId?: string;
};

async function deliveryAddress(rc: RequestContext, input: CheckoutInput): Promise<AddressIn | null> {
  const a = input.address;
  if (!a) return null;
  if ('addressUuid' in a) {
    const saved = (await deliveryAddresses(rc)).find((s) => s.addressUuid === a.addressUuid);
    if (!saved) throw new ApiError('not_found');
    return { lines: saved.lines, city: saved.city, postcode: saved.postcode, locationProvider: saved.locationProvider, locationProviderIdx: saved.locationProviderIdx };
  }
  return a;
}

/**
 * POST /api/eshop/checkout: a signed-in customer with a verified email; the payment option must be
 * on offer; a cart with a physical SIM needs a delivery address; then the upstream checkout with
 * the browser's Idempotency-Key (a retry never makes a second order).
 */
export async function checkoutCart(rc: RequestContext, flags: Flags, idempotencyKey: string, input: CheckoutInput): Promise<CheckoutResult> {
  const customer = currentCustomerUuid(rc);
  const [account, cartRes, routes] = await Promise.all([getCustomer(rc, customer), calls.getCart(rc, input.uuid), listBillingRoutes(rc, customer)]);
  const c = unwrap(account);
  const verified = isEmailVerified({ accountSays: c.emailVerified || rc.session.emailVerified === true, email: c.email ?? rc.session.email ?? '', envFlag: flags.emailVerifiedOverride, identityProvider: rc.session.identityProvider });
  if (!verified) throw new ApiError('email_not_verified');
  const offered = paymentOptions(flags, routes.ok ? routes.data : []);
  // bill_routes without a parent route is the upstream's to refuse ('Please add a payment card to continue').
  if (input.paymentMethodType !== 'bill_routes' && !offered.includes(input.paymentMethodType)) throw new ApiError('payment_option_unavailable');
  const { email, name, phone } = input.contact;
  if (!email.trim() || !name.trim() || !phone.trim()) throw new ApiError('please_enter');
  // A closed cart may be a retry of a checkout that went through: the upstream answers a repeated
  // Idempotency-Key (or an unpaid order of that cart) with the first answer; anything else is 404.
  const replay = !cartRes.ok && cartRes.error.status === 404;
  const cart = replay ? null : ownCart(rc, unwrap(cartRes, 'cart_not_found'));
  if (cart && cart.Items.length === 0) throw new ApiError('no_order_items');
  // A line that kept a port or a chosen number from before its flag was turned off is refused, not dropped.
  const stale = cart?.Items.map((i) => numberFieldRefused(flags, { porting: i.Attributes.PortingOverMSISDN || undefined, preselectedNumber: i.Attributes.PreSelectedMSISDN || undefined })).find(Boolean);
  if (stale) throw new ApiError('bad_input', FORMAT_INVALID, [{ path: stale, message: FORMAT_INVALID }]);
  // Bill to the account: above what is left of the paying route → 402 'Spend limit is over', before the upstream hears of it.
  if (cart && input.paymentMethodType === 'bill_routes') await checkBillToAccount(rc, cart.AmountCents);
  // A saved card must be the customer's own and able to pay, before the upstream is asked.
  if (input.paymentMethodId) await cardToPayWith(rc, customer, input.paymentMethodId);
  const given = await deliveryAddress(rc, input);
  let address: CartAddress | null = null;
  if (cart && toCartView(cart).hasPhysical) {
    if (deliveryAddressProblem(given)) throw new ApiError('delivery_address_required');
    address = toCartAddress(given!, input.contact, input.notes ?? '', flags.defaultCountry);
  } else if (given && !deliveryAddressProblem(given)) {
    address = toCartAddress(given, input.contact, input.notes ?? '', flags.defaultCountry);
  }
  countPayment('checkout', 'started');
  const answer = await calls.checkout(rc, {
    SPID,
    UUID: input.uuid,
    CustomerUUID: customer,
    Address: address,
    Email: email.trim(),
    Name: name.trim(),
    Phone: phone.trim(),
    Notes: input.notes ?? '',
    PaymentOptions: { PaymentMethodType: input.paymentMethodType, ...(input.paymentMethodId ? { PaymentMethodID: input.paymentMethodId } : {}) },
  }, idempotencyKey);
  countPaymentAnswer('checkout', answer);
  const res = unwrap(answer, 'cart_not_found');
  // Paying makes products and may save a card: the account's cached reads are stale.
  invalidateTag(`customer:${customer}`);
  const bought = cart ?? unwrap(await calls.getOrder(rc, customer, res.OrderID), 'order_not_found');
  return {
    orderId: res.OrderID,
    clientSecret: res.ClientSecret,
    ...(res.PaymentIntentID ? { paymentIntentId: res.PaymentIntentID } : {}),
    amountCents: bought.AmountCents,
    purchase: purchasedSummary(bought, cart ? address : bought.Address, res.OrderID),
  };
}

export async function listOrderViews(rc: RequestContext): Promise<OrderView[]> {
  const customer = currentCustomerUuid(rc);
  const [orders, slugOf] = await Promise.all([calls.listOrders(rc, customer), slugLookup(rc)]);
  return unwrap(orders).map((o) => toOrderView(o, null, slugOf));
}

/** One order with its eSIM activation (the status call's failure leaves the order lines' own info). */
export async function orderView(rc: RequestContext, orderId: string, slugOf?: (av: string) => string | undefined): Promise<OrderView> {
  const customer = currentCustomerUuid(rc);
  const order = unwrap(await calls.getOrder(rc, customer, orderId), 'order_not_found');
  const hasEsim = order.Items.some((i) => i.VirtualType === 'VT_ESIM');
  const esims = hasEsim ? await calls.getEsimStatus(rc, customer, orderId) : null;
  const view = toOrderView(order, esims?.ok ? esims.data : null, slugOf ?? (await slugLookup(rc)));
  // The checkout's final payment outcome, read here (the order page and its event stream): counted once.
  const paid = orderPaymentOutcome(view.status);
  if (paid) await countPaymentFinalOnce('checkout', paid, `order:${view.orderId}`);
  return view;
}

export { isFinalOrderStatus, slugLookup };

/** POST /api/eshop/plans/unlock: the plans a plan password unlocks. */
export async function unlockPlanViews(rc: RequestContext, flags: Flags, password: string): Promise<PlanView[]> {
  const entries = unwrap(await calls.unlockPlans(password, rc.requestId));
  return toPlanViews(entries, displaySettings(flags));
}
