/**
 * The e-shop's pure rules (portal-shop-onboarding.md §3 "Cart item attributes", "Cart line as
 * displayed", "Checkout", "Purchased summary", "Address"; §4 "Cart and checkout", "Order
 * statuses"; §5). No I/O: calls.ts and the route handlers feed them.
 */
import { companionPriceCents, MULTI_SIM_TYPES } from '@/lib/catalog/rules';
import type { PlanKind } from '@/lib/catalog/types';
import { payingRoute } from '@/lib/families/rules';
import {
  CART_LINE_MAX_QUANTITY, CENTS_PER_DOLLAR, COMPANION_GROUP_MAX, ESIM_INSTALL_LINK_BASE, MULTI_PLAN_SIMS_MAX,
} from '@/lib/flags/constants';
import type { CartAddress, CartItem, CartItemAttributes, CartItemIn, Cart, EshopItem, EsimStatus, Order, OrderItem } from './wire';
import {
  ORDER_STATUSES, SIM_TYPES,
  type BundleType, type CartLine, type CartLineType, type CartView, type EsimActivationView, type OrderStatus,
  type OrderView, type PaymentMethodType, type PurchasedSummary, type ShownOrderStatus, type SimItemView, type SimType,
} from './types';

export const dollars = (cents: number): number => cents / CENTS_PER_DOLLAR;

// ---------------------------------------------------------------------------------------------
// Catalogue items

/** "Three fixed SIM items exist: eSIM, physical SIM, and FWA physical SIM"; PriceCatalogCents above the price is shown struck through. */
export function toSimItemView(i: EshopItem): SimItemView {
  return {
    uuid: i.UUID,
    simType: i.Attributes.SimType,
    name: i.Name,
    description: i.Description,
    priceCents: i.PriceCents,
    originalPriceCents: i.PriceCatalogCents > i.PriceCents ? i.PriceCatalogCents : null,
    imageUrl: imageUrl(i.ItemImages[0]?.S || i.ItemImages[0]?.Orig),
    serviceType: i.ServiceType === 'FWA' ? 'FWA' : 'MOBILE',
    physical: i.Type === 'TYPE_PRODUCT',
  };
}

// ---------------------------------------------------------------------------------------------
// Cart item attributes

export type PlanRef = { kind: PlanKind | null | undefined; availabilityUuid: string; catalogUuid: string; discountUuid?: string };
export type ItemRef = { selfManaged: boolean; physicalType?: string };

/**
 * "BillingReference (payg, prepay or postpay; default postpay) … AutoRenew (default true)";
 * "Self-managed SIMs are saved as ReuseTheCustomer, others as BrandNewCustomer";
 * "AddChildCustomer for modems"; "Modem items use SetupBillRouting false and SetupMobileGroup false".
 */
export function cartItemAttributes(item: ItemRef, plan: PlanRef, opts: { autoRenew?: boolean } = {}): CartItemAttributes {
  const attrs: CartItemAttributes = {
    BillingReference: plan.kind ?? 'postpay',
    MobileProductAvailabilityUUID: plan.availabilityUuid,
    MobileProductCatalogUUID: plan.catalogUuid,
    AutoRenew: opts.autoRenew ?? true,
  };
  if (plan.discountUuid) attrs.DiscountUUID = plan.discountUuid;
  if (item.physicalType === 'MODEM') {
    return { ...attrs, CustomerCreation: 'AddChildCustomer', SetupBillRouting: false, SetupMobileGroup: false };
  }
  return { ...attrs, CustomerCreation: item.selfManaged ? 'ReuseTheCustomer' : 'BrandNewCustomer' };
}

// ---------------------------------------------------------------------------------------------
// Setting a SIM plan

export type SimPlanChoice = { ok: true; simType: SimType; plan: string } | { ok: false; code: 'plan_not_specified' | 'unknown_sim_type'; message: string };

export const isSimType = (s: unknown): s is SimType => typeof s === 'string' && (SIM_TYPES as readonly string[]).includes(s);

/**
 * "Setting a SIM plan needs plan availabilities ('Plan not specified'); an unknown SIM type is
 * rejected ('Unknown SIM type')"; "Default SIM type is real_sim".
 */
export function chooseSimPlan(input: { simType?: string | null; plan?: string | null }, allowed: readonly SimType[] = SIM_TYPES, defaultType: SimType = 'real_sim'): SimPlanChoice {
  const plan = input.plan?.trim();
  if (!plan) return { ok: false, code: 'plan_not_specified', message: 'Plan not specified' };
  const simType = input.simType === undefined || input.simType === null || input.simType === '' ? defaultType : input.simType;
  if (!isSimType(simType) || !allowed.includes(simType)) return { ok: false, code: 'unknown_sim_type', message: 'Unknown SIM type' };
  return { ok: true, simType, plan };
}

/** The SIM types on offer: the fixed wireless SIM only with the FWA module. */
export function offeredSimTypes(flags: { fwaModule: boolean; esimMenu: boolean }): SimType[] {
  // "eSIM and already-have-SIM menus on": without the eSIM menu the eSIM is not for sale ('Unknown SIM type').
  return SIM_TYPES.filter((t) => (t !== 'fwa_sim' || flags.fwaModule) && (t !== 'esim' || flags.esimMenu));
}

// ---------------------------------------------------------------------------------------------
// Multi-SIM bundles

export type BundleSimIn = { simType?: string | null; plan?: string | null; name?: string };
/** A SIM's plan as looked up: undefined = not given, null = not found, else whether it is on sale. */
export type ResolvedPlan = { available: boolean } | null | undefined;
export type SimProblemCode = 'plan_not_specified' | 'plan_not_available' | 'type_not_available';
export type SimProblem = { sim: number; code: SimProblemCode; message: string };
export type BundleCheck = { ok: true } | { ok: false; code: 'bundle_size'; message: string } | { ok: false; code: 'sim_invalid'; message: string; details: SimProblem[] };

/**
 * "Multi-SIM types: family (minimum 2 SIMs, grouped, master billing), solo (minimum 1),
 * companion (minimum 2, grouped), simple (minimum 1)"; "Maximum 5 SIMs with multiple plans";
 * "Companion group maximum 6"; "each SIM needs a plan ('SIM n plan is not specified'),
 * available ('SIM n plan is not available'), with a known type ('SIM n type is not available')".
 */
export function checkBundle(type: BundleType, sims: readonly BundleSimIn[], plans: readonly ResolvedPlan[], allowed: readonly SimType[] = SIM_TYPES): BundleCheck {
  const spec = MULTI_SIM_TYPES.find((t) => t.type === type);
  if (!spec) return { ok: false, code: 'bundle_size', message: 'Unknown bundle type' };
  if (sims.length < spec.minSims) return { ok: false, code: 'bundle_size', message: `A ${type} bundle needs at least ${spec.minSims} SIMs` };
  if (sims.length > MULTI_PLAN_SIMS_MAX) return { ok: false, code: 'bundle_size', message: `A bundle has at most ${MULTI_PLAN_SIMS_MAX} SIMs` };
  if (type === 'companion' && sims.length > COMPANION_GROUP_MAX) return { ok: false, code: 'bundle_size', message: `A companion group has at most ${COMPANION_GROUP_MAX} people` };
  const details: SimProblem[] = [];
  sims.forEach((s, i) => {
    const n = i + 1;
    const simType = s.simType ?? 'real_sim';
    if (!s.plan?.trim()) details.push({ sim: n, code: 'plan_not_specified', message: `SIM ${n} plan is not specified` });
    else if (!plans[i]?.available) details.push({ sim: n, code: 'plan_not_available', message: `SIM ${n} plan is not available` });
    if (!isSimType(simType) || !allowed.includes(simType)) details.push({ sim: n, code: 'type_not_available', message: `SIM ${n} type is not available` });
  });
  if (details.length > 0) return { ok: false, code: 'sim_invalid', message: details[0]!.message, details };
  return { ok: true };
}

/**
 * The group and routing attributes of SIM `index` (0-based) of a bundle: grouped types set up a
 * mobile group whose first SIM becomes the owner; family ("master billing") also routes the
 * bills to it. Solo and simple SIMs stand alone.
 */
export function bundleAttributes(type: BundleType, index: number, bundleId: string, name?: string): CartItemAttributes {
  const spec = MULTI_SIM_TYPES.find((t) => t.type === type);
  const attrs: CartItemAttributes = { BundleType: type, BundleID: bundleId };
  if (name?.trim()) attrs.RequestedForName = name.trim();
  if (!spec?.grouped) return attrs;
  return { ...attrs, SetupMobileGroup: true, BecomeGroupOwner: index === 0, SetupBillRouting: spec.masterBilling };
}

/** "Companion group | max 6; $45 per person per month under 3 people, $35 for 3 or more" (lib/catalog's). */
export function bundlePersonPriceCents(type: BundleType, people: number, planPriceCents: number): number {
  return type === 'companion' ? companionPriceCents(people) : planPriceCents;
}

// ---------------------------------------------------------------------------------------------
// Quantity and restore

/**
 * Who may use a cart (ARCHITECTURE: "A handler never trusts a customer UUID, product UUID or
 * account number from the browser without checking it belongs to the session's customer"): a
 * visitor's cart (no customer) whoever holds its UUID; a customer's cart only a session of that
 * login's customers. The upstream refuses the others too; this does not rely on it.
 */
export function mayUseCart(cartCustomer: string | null | undefined, sessionCustomers: readonly string[] | undefined): boolean {
  return !cartCustomer || (sessionCustomers ?? []).includes(cartCustomer);
}

/** "Quantity set to zero removes the item; decreasing from 1 removes it." */
export function quantityChange(current: number, requested: number): { remove: true } | { remove: false; quantity: number } {
  if (requested <= 0 || (current <= 1 && requested < current)) return { remove: true };
  return { remove: false, quantity: Math.floor(requested) };
}

/** "Restoring a saved cart that has FWA, MOBILE or UFB items reloads the full cart by UUID." */
export function restoreReloadsCart(items: readonly { ServiceType?: string | null }[]): boolean {
  return items.some((i) => ['FWA', 'MOBILE', 'UFB'].includes((i.ServiceType ?? '').toUpperCase()));
}

/** The items of a cart as they go back to the upstream (every write sends the whole list). */
export function itemsIn(cart: Pick<Cart, 'Items'> | null): CartItemIn[] {
  return (cart?.Items ?? []).map((i) => ({ UUID: i.UUID, ItemUUID: i.ItemUUID, ...(i.ItemVariantUUID ? { ItemVariantUUID: i.ItemVariantUUID } : {}), Quantity: i.Quantity, Attributes: i.Attributes }));
}

// ---------------------------------------------------------------------------------------------
// Cart lines as displayed

/** Item image paths are the upstream's ("/eshop/images/esim.svg"); the browser gets ours. */
export function imageUrl(path: string | undefined | null): string | null {
  if (!path) return null;
  const file = path.split('/').pop();
  return file ? `/api/eshop/images/${encodeURIComponent(file)}` : null;
}

export function simTypeOf(i: Pick<CartItem, 'VirtualType' | 'ServiceType' | 'Attributes'>): SimType {
  const own = (i.Attributes as Record<string, unknown>).SimType;
  if (isSimType(own)) return own;
  if (i.VirtualType === 'VT_ESIM') return 'esim';
  return i.ServiceType === 'FWA' ? 'fwa_sim' : 'real_sim';
}

function lineType(i: Pick<CartItem, 'VirtualType' | 'PhysicalType' | 'ServiceType'>): CartLineType {
  if (i.PhysicalType === 'MODEM') return i.ServiceType === 'UFB' ? 'ufb-modem' : 'modem';
  // A broadband plan is a line of its own (issue 17), not a SIM's sub-product.
  if (i.VirtualType === 'VT_PLAN') return i.ServiceType === 'UFB' ? 'ufb-plan' : 'plan';
  return i.VirtualType === 'VT_ESIM' ? 'esim' : 'sim';
}

const higher = (orig: number, price: number): number | null => (orig > price ? dollars(orig) : null);

/**
 * Spec "Cart line as displayed: id, uuid, name, price (dollars), originalPrice, specifications,
 * type (sim, esim, plan, ufb-plan, modem, ufb-modem), item, quantity, removable, quantifiable".
 * A SIM with a plan is two lines: the SIM (quantifiable, removable) and its plan (neither; it
 * goes with its SIM). `slugOf` names a plan's page from its availability UUID when known.
 */
export function cartLines(items: readonly CartItem[], slugOf: (availabilityUuid: string) => string | undefined = () => undefined, perLine = CART_LINE_MAX_QUANTITY): CartLine[] {
  const lines: CartLine[] = [];
  for (const i of items) {
    const type = lineType(i);
    const image = imageUrl(i.ItemImages[0]?.S || i.ItemImages[0]?.Orig);
    lines.push({
      id: i.UUID,
      uuid: i.UUID,
      name: i.Name,
      price: dollars(i.PriceCents),
      originalPrice: higher(i.PriceCatalogCents, i.PriceCents),
      priceCents: i.PriceCents,
      specifications: i.Description ? [i.Description] : [],
      type,
      item: { itemUuid: i.ItemUUID, ...(type === 'sim' || type === 'esim' ? { simType: simTypeOf(i) } : {}), imageUrl: image },
      quantity: i.Quantity,
      removable: true,
      quantifiable: perLine > 1,
    });
    i.Products.forEach((p, n) => {
      const slug = slugOf(p.ProductAvailabilityUUID);
      lines.push({
        id: p.UUID || `${i.UUID}:plan:${n}`,
        uuid: p.UUID || `${i.UUID}:plan:${n}`,
        name: p.Name,
        price: dollars(p.PriceCents),
        originalPrice: higher(p.PriceCatalogCents, p.PriceCents),
        priceCents: p.PriceCents,
        specifications: [],
        type: i.ServiceType === 'UFB' ? 'ufb-plan' : 'plan',
        item: { itemUuid: p.ProductCatalogUUID, ...(slug ? { planSlug: slug } : {}) },
        quantity: i.Quantity,
        removable: false,
        quantifiable: false,
        parent: i.UUID,
      });
    });
  }
  return lines;
}

const isPhysical = (i: Pick<CartItem, 'Type' | 'PhysicalType'>) => i.Type === 'TYPE_PRODUCT' || i.PhysicalType === 'SIM' || i.PhysicalType === 'MODEM';

/** The cart as the browser sees it (contract §3 CartView); totals are the upstream's. */
/**
 * "Maximum 5 SIMs with multiple plans (multiple SIMs disallowed in the shipped configuration)";
 * "multiple SIMs off" (build-time settings): with `multipleSims` off a cart line is one SIM (the
 * same SIM and plan again is a line of its own); on, a line holds up to CART_LINE_MAX_QUANTITY.
 */
export function simsPerLine(flags: { multipleSims: boolean }): number {
  return flags.multipleSims ? CART_LINE_MAX_QUANTITY : 1;
}

export function toCartView(cart: Cart, slugOf?: (availabilityUuid: string) => string | undefined, perLine = CART_LINE_MAX_QUANTITY): CartView {
  const originalTotalCents = cart.Items.reduce((sum, i) => {
    const sim = Math.max(i.PriceCatalogCents, i.PriceCents);
    const plans = i.Products.reduce((s, p) => s + Math.max(p.PriceCatalogCents, p.PriceCents), 0);
    return sum + (sim + plans) * i.Quantity;
  }, 0);
  return {
    uuid: cart.UUID,
    number: cart.Number,
    lines: cartLines(cart.Items, slugOf, perLine),
    totalCents: cart.AmountCents,
    originalTotalCents: Math.max(originalTotalCents, cart.AmountCents),
    taxCents: cart.AmountTaxCents,
    customerBound: cart.CustomerUUID !== null && cart.CustomerUUID !== '',
    hasPhysical: cart.Items.some(isPhysical),
    hasEsim: cart.Items.some((i) => i.VirtualType === 'VT_ESIM'),
  };
}

/** Header "Cart, N items": N is the SIM count (quantities included). */
export function simCount(lines: readonly CartLine[]): number {
  return lines.filter((l) => l.type === 'sim' || l.type === 'esim').reduce((n, l) => n + l.quantity, 0);
}

// ---------------------------------------------------------------------------------------------
// Orders

export function orderStatus(raw: string): OrderStatus {
  const s = raw.toUpperCase();
  return (ORDER_STATUSES as readonly string[]).includes(s) ? (s as OrderStatus) : 'UNKNOWN';
}

/** "the order list also shows delivered": DELIVERED once every physical line is delivered. */
export function shownOrderStatus(status: OrderStatus, items: readonly Pick<OrderItem, 'Type' | 'PhysicalType' | 'Delivered'>[]): ShownOrderStatus {
  const physical = items.filter(isPhysical);
  if (physical.length > 0 && physical.every((i) => i.Delivered) && status !== 'FAILED' && status !== 'CANCELED') return 'DELIVERED';
  return status;
}

/** Statuses after which an order does not move any more (the events stream ends there). */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['COMPLETED', 'FAILED', 'CANCELED'];
export const isFinalOrderStatus = (s: OrderStatus): boolean => FINAL_ORDER_STATUSES.includes(s);

/**
 * What an order's status says of its payment (§4 "Order statuses": CONFIRMED, PAID, PROCESSING,
 * COMPLETED, PARTIALLY_SHIPPED, SHIPPED, FAILED, CANCELED, UNKNOWN, CART): paid once it is PAID or
 * further on its way; failed when it FAILED; nothing yet (or nothing to say) otherwise. The
 * checkout's final payment outcome in the payment metrics (lib/observability).
 */
export function orderPaymentOutcome(s: OrderStatus): 'succeeded' | 'failed' | null {
  if (s === 'PAID' || s === 'PROCESSING' || s === 'PARTIALLY_SHIPPED' || s === 'SHIPPED' || s === 'COMPLETED') return 'succeeded';
  return s === 'FAILED' ? 'failed' : null;
}

/** "Payment option: PaymentMethodType (cards, bill_routes, afterpay, klarna; anything other than afterpay or klarna is treated as card)". */
export function paymentConfirmation(type: string | null | undefined): 'afterpay' | 'klarna' | 'card' {
  return type === 'afterpay' || type === 'klarna' ? type : 'card';
}

export function paymentMethodType(raw: string | null | undefined): PaymentMethodType {
  return raw === 'bill_routes' || raw === 'afterpay' || raw === 'klarna' ? raw : 'cards';
}

/**
 * Which payment options the checkout shows: cards always; bill_routes when `payingRoute` gives
 * a route ("Billing-route payment options are offered only when billing routing is enabled and
 * the parent route has remaining spend above 0"); afterpay / klarna only when buyNowPayLater is
 * on AND afterpayModule / klarnaModule.
 */
export function paymentOptions(
  flags: { buyNowPayLater: boolean; afterpayModule: boolean; klarnaModule: boolean; billingRouting: boolean },
  routes: readonly { routingType: string; remainingSpend: number }[],
): PaymentMethodType[] {
  const out: PaymentMethodType[] = ['cards'];
  if (payingRoute(flags.billingRouting, routes)) out.push('bill_routes');
  if (flags.buyNowPayLater && flags.afterpayModule) out.push('afterpay');
  if (flags.buyNowPayLater && flags.klarnaModule) out.push('klarna');
  return out;
}

/** The LPA string's one-tap install link; the QR code encodes the LPA string itself. */
export function esimInstallLink(lpa: string): string {
  return lpa ? `${ESIM_INSTALL_LINK_BASE}${encodeURIComponent(lpa)}` : '';
}

/** eSIM activation per eSIM line: the status call's answer, else the order line's ESIMInfo. */
export function esimActivations(items: readonly OrderItem[], statuses: readonly EsimStatus[] | null): EsimActivationView[] {
  const esims = items.filter((i) => i.VirtualType === 'VT_ESIM');
  return esims.map((i) => {
    const s = statuses?.find((e) => e.ItemUUID === i.UUID);
    const code = s?.ActivationCode || i.ESIMInfo?.Data || '';
    const status = s?.Status ?? (code ? 'READY' : 'PENDING');
    return { lineUuid: i.UUID, status, activationCode: status === 'READY' ? code : '', lpaUrl: status === 'READY' ? esimInstallLink(code) : '' };
  });
}

const isoOfNanos = (n: number): string => new Date(Math.floor(n / 1e6)).toISOString();

/**
 * "Self-managed SIMs link to the login for self-service" (§6 Roles and permissions; "SelfManaged"
 * is a field of e-shop items and order items, and "Self-managed SIMs are saved as
 * ReuseTheCustomer": they land on the buyer's own account). How many SIMs of an order (SIM cards,
 * fixed wireless SIMs and eSIMs, with their quantities) are self-managed. Modems and broadband
 * plans are no SIMs, though the upstream marks them SelfManaged too; a SIM saved as
 * BrandNewCustomer belongs to someone else's new account; a failed or cancelled order has none.
 */
export function selfManagedSims(status: OrderStatus, items: readonly Pick<OrderItem, 'SelfManaged' | 'VirtualType' | 'PhysicalType' | 'ServiceType' | 'Quantity'>[]): number {
  if (status === 'FAILED' || status === 'CANCELED') return 0;
  return items.filter((i) => i.SelfManaged && (lineType(i) === 'sim' || lineType(i) === 'esim')).reduce((n, i) => n + i.Quantity, 0);
}

/** Where a self-managed SIM's holder manages it: the sign-in, or the account when already signed in. */
export function selfServiceHref(signedIn: boolean): '/profile' | '/sign-in' {
  return signedIn ? '/profile' : '/sign-in';
}

/** The order as the browser sees it (contract §3 OrderView). "FAILED is failure with the first order note or 'Order failed'". */
export function toOrderView(o: Order, statuses: readonly EsimStatus[] | null, slugOf?: (availabilityUuid: string) => string | undefined): OrderView {
  const status = orderStatus(o.Status);
  const view: OrderView = {
    orderId: o.OrderNumber,
    status,
    shownStatus: shownOrderStatus(status, o.Items),
    createdAt: isoOfNanos(o.CreatedAtNanos),
    totalCents: o.AmountCents,
    lines: cartLines(o.Items, slugOf),
    address: o.Address && (o.Address.Lines.length > 0 || o.Address.City) ? { lines: o.Address.Lines, city: o.Address.City, postcode: o.Address.Postcode } : null,
    contact: { email: o.Email, name: o.Name, phone: o.Phone },
    notes: o.Notes,
    paymentMethodType: paymentMethodType(o.PaymentMethodType),
    esims: esimActivations(o.Items, statuses),
    selfManagedSims: selfManagedSims(status, o.Items),
  };
  if (status === 'FAILED') view.failureNote = orderNotesNewestFirst(o.OrderNotes)[0] || 'Order failed';
  return view;
}

// ---------------------------------------------------------------------------------------------
// Addresses

export type AddressIn = { lines: string[]; suburb?: string; city: string; postcode: string; locationProvider?: string; locationProviderIdx?: string };

/** "Delivery address needs at least street, city and postcode." */
export function deliveryAddressProblem(a: { lines?: readonly string[]; city?: string; postcode?: string } | null | undefined): string | null {
  const street = (a?.lines ?? []).find((l) => l.trim() !== '');
  if (!street || !a?.city?.trim() || !a.postcode?.trim()) return 'Delivery address needs at least street, city and postcode';
  return null;
}

/** An address as the cart and checkout carry it ("Country (default New Zealand)": the flag `defaultCountry`). */
export function toCartAddress(a: AddressIn, contact: { email: string; name: string; phone: string }, notes: string, country: string): CartAddress {
  const lines = a.lines.map((l) => l.trim()).filter(Boolean);
  if (a.suburb?.trim() && !lines.includes(a.suburb.trim())) lines.push(a.suburb.trim());
  return {
    City: a.city.trim(),
    Country: country,
    Postcode: a.postcode.trim(),
    Lines: lines,
    LocationProvider: a.locationProvider ?? '',
    LocationProviderIDX: a.locationProviderIdx ?? '',
    Email: contact.email,
    Name: contact.name,
    Notes: notes,
    Phone: contact.phone,
  };
}

// ---------------------------------------------------------------------------------------------
// The purchased summary (the dataLayer's ecommerce items: components/analytics/ecommerce.ts)

/** Spec "Purchased summary (kept locally): e_sim, number, address, is_only_sim, ufb_modem, is_only_modem, delivery_address". */
export function purchasedSummary(cart: Pick<Cart, 'Items'>, address: Pick<CartAddress, 'Lines' | 'City' | 'Postcode'> | null, orderId: string): PurchasedSummary {
  const lines = cartLines(cart.Items);
  const own = lines.filter((l) => !l.parent);
  const sims = own.filter((l) => l.type === 'sim' || l.type === 'esim');
  const modems = own.filter((l) => l.type === 'modem' || l.type === 'ufb-modem');
  const text = address ? [...address.Lines, address.City, address.Postcode].filter(Boolean).join(', ') : '';
  const physical = cart.Items.some(isPhysical);
  const msisdn = cart.Items.map((i) => i.Attributes.PreSelectedMSISDN).find(Boolean) ?? '';
  return {
    e_sim: own.some((l) => l.type === 'esim'),
    number: msisdn,
    address: text,
    is_only_sim: own.length > 0 && sims.length === own.length,
    ufb_modem: own.some((l) => l.type === 'ufb-modem'),
    is_only_modem: own.length > 0 && modems.length === own.length,
    delivery_address: physical ? text : '',
    orderId,
  };
}

// ---------------------------------------------------------------------------------------------
// Porting and the pre-selected number at checkout (docs/onboarding-contract.md §2.3, §3.2)

/** A SIM line's port as the browser sends it (the number an MSISDN already, the SIM ID digits or ''). */
export type LinePorting = { number: string; carrier: string; accountNumber: string; priorSimId: string; name: string; type: 'prepay' | 'postpay' };

/**
 * "At checkout, the porting attributes and number pre-selection behind their flags" (issue 16
 * item 4): a port → PortingOverMSISDN, PortingCarrierLSP, PortingAccountLSP, PortingNametagLSP,
 * PortingPriorSIMID, PortingOverMSISDNType; a chosen number → PreSelectedMSISDN.
 */
export function numberAttributes(choice: { porting?: LinePorting; preselectedNumber?: string }): CartItemAttributes {
  const attrs: CartItemAttributes = {};
  if (choice.porting) {
    const p = choice.porting;
    Object.assign(attrs, {
      PortingOverMSISDN: p.number, PortingCarrierLSP: p.carrier, PortingAccountLSP: p.accountNumber, PortingNametagLSP: p.name, PortingPriorSIMID: p.priorSimId, PortingOverMSISDNType: p.type,
    });
  }
  if (choice.preselectedNumber) attrs.PreSelectedMSISDN = choice.preselectedNumber;
  return attrs;
}

/**
 * "With the flag off those fields are refused (422 bad_input on the field), never silently
 * dropped" (docs/onboarding-contract.md §3.2): the field a line may not carry, or null. A line
 * both ports a number and picks one is refused on `preselectedNumber` (one number per SIM).
 */
export function numberFieldRefused(flags: { porting: boolean; numberPreselection: boolean }, line: { porting?: unknown; preselectedNumber?: unknown }): 'porting' | 'preselectedNumber' | null {
  if (line.porting !== undefined && !flags.porting) return 'porting';
  if (line.preselectedNumber !== undefined && !flags.numberPreselection) return 'preselectedNumber';
  if (line.porting !== undefined && line.preselectedNumber !== undefined) return 'preselectedNumber';
  return null;
}

/** The checkouts a verified email returns to (the shop's, fibre's, fixed wireless's). */
export const CHECKOUT_PATHS = ['/eshop/checkout', '/eshop/checkout-ufb', '/eshop/checkout-fwa'] as const;
export type CheckoutPath = (typeof CHECKOUT_PATHS)[number];

/**
 * Where /eshop/email-verify goes back to once the email is confirmed: the checkout named by
 * `?next=` when it is one of ours, else the shop's ("redirect targets are same-site relative
 * paths only": a fixed list, nothing taken from input as a path).
 */
export function checkoutAfterVerify(next: unknown): CheckoutPath {
  return CHECKOUT_PATHS.find((p) => p === next) ?? '/eshop/checkout';
}

/**
 * An order's notes as its history is shown, newest first: the "first order note" of "FAILED is
 * failure with the first order note or 'Order failed'" is the one the failure added, not the
 * 'Payment received' the order began with. Notes without a time keep their place after the timed.
 */
export function orderNotesNewestFirst(notes: readonly { Note: string; CreatedAtNanos?: number | null }[]): string[] {
  return [...notes].sort((a, b) => (b.CreatedAtNanos ?? 0) - (a.CreatedAtNanos ?? 0)).map((n) => n.Note);
}

/** An order holding a broadband plan (a plan line of its own; a mobile plan goes with its SIM): its visits and go-live have a timeline. */
export function holdsBroadbandPlan(order: Pick<OrderView, 'lines'>): boolean {
  return order.lines.some((l) => (l.type === 'ufb-plan' || l.type === 'plan') && !l.parent);
}
