import { formatDataAllowance, offerView, planTheme } from '@/lib/catalog/rules';
import { phrase } from '@/lib/catalog/phrases';
import type { Phrase } from '@/lib/catalog/types';
import { numberOf, speedBps, speedLabel } from '@/lib/catalog/values';
import { BROADBAND_RSF_MAX_DAYS } from '@/lib/flags/constants';
import { cartLines } from '@/lib/eshop/rules';
import type { CartLine } from '@/lib/eshop/types';
import type { CartAddress, CartItem } from '@/lib/eshop/wire';
import { isCalendarDay, nzDay, nzDayStart } from '@/lib/usage/rules';
import {
  TECHNOLOGIES,
  type AddressView, type AppointmentView, type AvailabilityStatus, type BroadbandCartView, type BroadbandOrderFacts, type BroadbandOrderInput, type BroadbandPlanView, type BroadbandOrderView, type FibrePackage,
  type FibrePlanView, type ModemView, type OrderType, type ServiceOrderText, type SlotView, type SubscriptionSecondLabel, type SubscriptionState,
  type SubscriptionStatus, type SubscriptionView, type Switching, type Technology, type TechnologyAvailability, type TimelineStep, type TransferFrom, type Visit,
} from './types';
import type { Appointment, BroadbandAddress, BroadbandCartItemIn, BroadbandOrder, BroadbandPlan, ItemVariant, ServiceAvailability, UfbPlan, WireAttributes } from './wire';

/** Attribute names of the contract ("Broadband"). */
export const ATTRIBUTE = {
  price: 'Price',
  maxSpeed: 'MaxSpeed',
  speedLimitDL: 'SpeedLimitDL',
  speedLimitUL: 'SpeedLimitUL',
  dataRule: 'UsageRule.Data',
  dataAllowance: 'RecurringAllowance.Data',
  contractMonths: 'ContractMonths',
  offerPeriodCount: 'OfferPeriodCount',
  offerPeriodInterval: 'OfferPeriodInterval',
  theme: 'Theme',
} as const;

/**
 * "Modem attributes with an empty value are dropped; the Price attribute becomes the price."
 * The price is in cents (contract); a missing or unreadable one is 0.
 */
export function modemAttributes(list: WireAttributes): { priceCents: number; attributes: Record<string, string> } {
  const attributes: Record<string, string> = {};
  let priceCents = 0;
  for (const { name, value } of list) {
    if (value.trim() === '') continue;
    if (name === ATTRIBUTE.price) priceCents = Math.max(0, Math.round(numberOf(value) ?? 0));
    else attributes[name] = value.trim();
  }
  return { priceCents, attributes };
}

export function toModemView(v: ItemVariant): ModemView {
  const { priceCents, attributes } = modemAttributes(v.Attributes);
  const { [ATTRIBUTE.maxSpeed]: maxSpeed, ...rest } = attributes;
  const maxSpeedBps = speedBps(maxSpeed);
  return { uuid: v.UUID, itemUuid: v.ItemUUID, name: v.Name, description: v.Description, priceCents, ...(maxSpeedBps ? { maxSpeedBps } : {}), attributes: rest };
}

/** Ours: what a fibre line delivers, 'Up to 300Mbps down / 100Mbps up' (speeds as the mobile rule writes them). */
export function fibreSpeed(downBps: number | undefined, upBps: number | undefined): Phrase | null {
  if (downBps === undefined) return null;
  if (upBps === undefined) return phrase('broadband.speed.upToDown', { down: speedLabel(downBps) });
  return downBps === upBps
    ? phrase('broadband.speed.upToEqual', { speed: speedLabel(downBps) })
    : phrase('broadband.speed.upTo', { down: speedLabel(downBps), up: speedLabel(upBps) });
}

/** Ours: 'No fixed term' or '12-month term'. */
export function contractTerm(months: number | undefined): Phrase {
  return months && months > 0 && Number.isInteger(months) ? phrase('broadband.term.months', { months }) : phrase('broadband.term.none');
}

export function toFibrePlanView(p: UfbPlan, index: number): FibrePlanView {
  const attr = Object.fromEntries(p.Attributes.map((a) => [a.name, a.value]));
  const downBps = speedBps(attr[ATTRIBUTE.speedLimitDL]);
  const upBps = speedBps(attr[ATTRIBUTE.speedLimitUL]);
  const allowance = numberOf(attr[ATTRIBUTE.dataAllowance]);
  const limited = attr[ATTRIBUTE.dataRule]?.toLowerCase() !== 'unlimited' && allowance !== undefined && allowance > 0;
  const discounted = p.DiscountCents > 0;
  return {
    uuid: p.UUID,
    catalogUuid: p.ProductCatalogUUID,
    availabilityUuid: p.ProductAvailabilityUUID,
    name: p.Name,
    description: p.Description,
    available: p.Available,
    priority: p.Priority,
    priceCents: p.PriceCents,
    ...(discounted ? { originalPriceCents: p.OriginalPriceCents ?? p.PriceCents + p.DiscountCents } : {}),
    offer: discounted ? offerView(attr[ATTRIBUTE.offerPeriodCount], attr[ATTRIBUTE.offerPeriodInterval]) : null,
    ...(downBps ? { downBps } : {}),
    ...(upBps ? { upBps } : {}),
    speed: fibreSpeed(downBps, upBps),
    data: limited ? phrase('usage.data', { amount: formatDataAllowance(allowance) }) : phrase('usage.unlimited'),
    term: contractTerm(numberOf(attr[ATTRIBUTE.contractMonths])),
    theme: planTheme(attr[ATTRIBUTE.theme], index),
  };
}

/**
 * Ours (the spec pairs a fibre plan with a modem but names no rule): the cheapest modem fast
 * enough for the plan's download speed; when none is, the fastest; a plan without a speed
 * takes the cheapest. Modems without a known speed count as fast enough for nothing.
 */
export function packageModem(plan: Pick<FibrePlanView, 'downBps'>, modems: readonly ModemView[]): ModemView | null {
  if (modems.length === 0) return null;
  const cheapest = (list: readonly ModemView[]) => [...list].sort((a, b) => a.priceCents - b.priceCents)[0] ?? null;
  if (plan.downBps === undefined) return cheapest(modems);
  const fits = modems.filter((m) => (m.maxSpeedBps ?? 0) >= (plan.downBps ?? 0));
  if (fits.length) return cheapest(fits);
  return [...modems].sort((a, b) => (b.maxSpeedBps ?? 0) - (a.maxSpeedBps ?? 0))[0] ?? null;
}

/** One package per fibre plan on sale, in the plans' order. */
export function fibrePackages(plans: readonly FibrePlanView[], modems: readonly ModemView[]): FibrePackage[] {
  return plans.filter((p) => p.available).map((plan) => ({ plan, modem: packageModem(plan, modems) }));
}

// ---- Ordering (issue 17, docs/broadband-contract.md) ----

/**
 * "Order type: TransferPrimary when transfer is required, MultiPrimary when transfer is explicitly
 * not required (a modem line), otherwise ConnectPrimary." Switching from another provider is a
 * transfer; another line at an address that keeps its service says no transfer explicitly; a new
 * connection says nothing of one.
 */
export function orderType(switching: Pick<Switching, 'kind'>): OrderType {
  if (switching.kind === 'transfer') return 'TransferPrimary';
  if (switching.kind === 'additional') return 'MultiPrimary';
  return 'ConnectPrimary';
}

/** POS §3 "TransferFrom {Provider, AccountHolderName, AccountNumber, ConnectionID}": a transfer needs all four. */
export function transferComplete(from: TransferFrom): boolean {
  return [from.provider, from.accountHolderName, from.accountNumber, from.connectionId].every((v) => v.trim() !== '');
}

const PASSING: readonly AvailabilityStatus[] = ['service_available', 'service_scope_required', 'service_installation_required'];

/**
 * "The fibre or FWA availability check accepts service_available, service_scope_required,
 * service_installation_required; otherwise fails with 'No Fibre services available'."
 */
export function availabilityPasses(status: string): status is Exclude<AvailabilityStatus, 'no_service'> {
  return (PASSING as readonly string[]).includes(status);
}

/** "Service availability: only Available lets plans proceed in the plan search." */
export function plansProceed(status: string | null | undefined): boolean {
  return status === 'Available';
}

export type OrderOutcome = { kind: 'success' } | { kind: 'failed'; message: string } | { kind: 'pending' };

/**
 * "Order polling every 250 ms: COMPLETED or PROCESSING means success; FAILED is failure with the
 * first order note or 'Order failed'; otherwise check again."
 */
export function orderOutcome(order: { status: string; notes: readonly string[] }): OrderOutcome {
  if (order.status === 'COMPLETED' || order.status === 'PROCESSING') return { kind: 'success' };
  if (order.status === 'FAILED') {
    const first = order.notes.find((n) => n.trim() !== '');
    return { kind: 'failed', message: first ?? 'Order failed' };
  }
  return { kind: 'pending' };
}

/**
 * Ours (docs/broadband-contract.md §2.3): an address that needs a scope visit has one before the
 * install; every other address that can be connected has the install only.
 */
export function visitsFor(status: AvailabilityStatus): Visit[] {
  if (status === 'service_scope_required') return ['scope', 'install'];
  return availabilityPasses(status) ? ['install'] : [];
}

/** The next visit to book, in the order's order (scope before install); null when each is booked or done. */
export function nextVisitToBook(order: Pick<BroadbandOrderFacts, 'visits' | 'appointments'>): Visit | null {
  return order.visits.find((v) => !order.appointments.some((a) => a.visit === v && a.status !== 'missed')) ?? null;
}

/** The start (RSF) date's bounds: from the earliest the availability allows to BROADBAND_RSF_MAX_DAYS after it (YYYY-MM-DD). */
export function startDateBounds(earliest: string): { min: string; max: string } {
  const d = new Date(`${earliest}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + BROADBAND_RSF_MAX_DAYS);
  return { min: earliest, max: d.toISOString().slice(0, 10) };
}

/**
 * Ours: the go-live date is when the service went live, else the end of the booked install visit;
 * null until an install is booked.
 */
export function goLiveDate(order: Pick<BroadbandOrderFacts, 'goLiveAt' | 'appointments'>): string | null {
  if (order.goLiveAt) return order.goLiveAt;
  const install = order.appointments.find((a) => a.visit === 'install' && a.status !== 'missed');
  return install ? install.end : null;
}

/**
 * Issue 17 "one timeline per broadband order (ordered, paid, scope visit, install visit, live) with
 * the appointment and a reschedule button": the scope step only when the order has that visit; the
 * first step not done is current.
 */
export function broadbandTimeline(order: BroadbandOrderFacts): TimelineStep[] {
  const live = order.state === 'completed';
  const visit = (v: Visit) => order.appointments.find((a) => a.visit === v && a.status !== 'missed') ?? null;
  const rows: { step: TimelineStep['step']; done: boolean; at: string | null; appointment: TimelineStep['appointment'] }[] = [
    { step: 'ordered', done: true, at: order.createdAt, appointment: null },
    { step: 'paid', done: order.paidAt !== null, at: order.paidAt, appointment: null },
  ];
  for (const v of order.visits) {
    const a = visit(v);
    rows.push({ step: v, done: a?.status === 'done', at: a?.start ?? null, appointment: a });
  }
  rows.push({ step: 'live', done: live, at: live ? goLiveDate(order) : null, appointment: null });
  const current = rows.findIndex((r) => !r.done);
  return rows.map((r, i) => ({
    step: r.step,
    state: r.done ? 'done' : i === current ? 'current' : 'upcoming',
    at: r.at,
    appointment: r.appointment,
    canReschedule: r.appointment !== null && r.appointment.status === 'booked' && !live && order.state !== 'cancelled',
  }));
}

// ---- The account side ----

/**
 * "Subscription display state: from StateDescription (lowercased) and Substate, ignored if
 * DeletedAtNanos is set. Active = active; suspended = suspended; pending = created or
 * acknowledged; cancelled = cancelled; else unknown." The description is read first, the
 * substate when the description says nothing known. null: deleted, not shown.
 */
export function subscriptionState(p: { stateDescription: string; substate: string; deletedAtNanos: number }): SubscriptionState | null {
  if (p.deletedAtNanos > 0) return null;
  const read = (s: string): SubscriptionState | null => {
    const v = s.trim().toLowerCase();
    if (v === 'active') return 'active';
    if (v === 'suspended') return 'suspended';
    if (v === 'created' || v === 'acknowledged') return 'pending';
    if (v === 'cancelled') return 'cancelled';
    return null;
  };
  return read(p.stateDescription) ?? read(p.substate) ?? 'unknown';
}

/**
 * "Shown status: active gives 'ufb' for postpay else 'Not Activated'; suspended gives
 * 'ufb_suspended' for postpay else 'Not Activated'; pending gives 'Not Activated'; cancelled and
 * unknown give 'Not Active'."
 */
export function subscriptionStatus(state: SubscriptionState, postpay: boolean): SubscriptionStatus {
  switch (state) {
    case 'active': return postpay ? 'ufb' : 'Not Activated';
    case 'suspended': return postpay ? 'ufb_suspended' : 'Not Activated';
    case 'pending': return 'Not Activated';
    default: return 'Not Active';
  }
}

/**
 * AM "A second label gives 'postpay' for active or pending postpay, else 'Not Active' or 'Not
 * Activated'": the spec does not say which; ours: 'Not Activated' for active or pending (not
 * postpay), 'Not Active' for suspended, cancelled and unknown.
 */
export function subscriptionSecondLabel(state: SubscriptionState, postpay: boolean): SubscriptionSecondLabel {
  if (state === 'active' || state === 'pending') return postpay ? 'postpay' : 'Not Activated';
  return 'Not Active';
}

const RANK: Record<SubscriptionState, number> = { unknown: 1, pending: 2, suspended: 3, active: 4, cancelled: 5 };

/** "Sort rank: unknown 1, pending 2, suspended 3, active 4, cancelled 5." */
export function subscriptionRank(state: SubscriptionState): number {
  return RANK[state];
}

/** By the sort rank, ascending; equal ranks keep their order. */
export function sortSubscriptions<T extends { state: SubscriptionState }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => subscriptionRank(a.state) - subscriptionRank(b.state));
}

/**
 * "Service-order texts: the several 'Requires site visit ... booking' codes show 'Site visit
 * required'; RequiresNewRFSTime shows 'RFS time required'; PendingCancellation shows 'Pending
 * cancellation'; COMPLETED or state 'active' shows 'Active'." null: no text.
 */
export function serviceOrderText(substate: string, state: string): ServiceOrderText | null {
  if (/^RequiresSiteVisit\w*Booking$/.test(substate)) return 'Site visit required';
  if (substate === 'RequiresNewRFSTime') return 'RFS time required';
  if (substate === 'PendingCancellation') return 'Pending cancellation';
  if (substate === 'COMPLETED' || state.trim().toLowerCase() === 'active') return 'Active';
  return null;
}

/**
 * "A suspended broadband service cannot switch plans." Ours: a service not live yet has no plan
 * to switch from either.
 */
export function canChangePlan(state: SubscriptionState): { ok: true } | { ok: false; reason: 'suspended' | 'not_active' } {
  if (state === 'suspended') return { ok: false, reason: 'suspended' };
  if (state !== 'active') return { ok: false, reason: 'not_active' };
  return { ok: true };
}

// ---- The BFF's mappings (issue 17, docs/broadband-contract.md §3) ----

/** Ours: the upstream's nanoseconds as ISO 8601 (the BFF's times); 0 is "not yet". */
export function isoOfNanos(n: number): string | null {
  return n > 0 ? new Date(Math.floor(n / 1e6)).toISOString() : null;
}

/**
 * Flags "ufbModule and fwaModule ship off": fibre needs the UFB module, fixed wireless the FWA
 * module; `/broadband` (and /api/broadband/**) needs either. The technologies on, UFB first.
 */
export function technologiesOn(flags: { ufbModule: boolean; fwaModule: boolean }): Technology[] {
  return TECHNOLOGIES.filter((t) => (t === 'UFB' ? flags.ufbModule : flags.fwaModule));
}

/** The location service's address as the broadband flow shows it. */
export function toBroadbandAddressView(a: BroadbandAddress): AddressView {
  const lines = a.Lines.length ? a.Lines : [a.Formatted].filter(Boolean);
  return { provider: a.LocationProvider, idx: a.LocationProviderIDX, formatted: a.Formatted || lines.join(', '), lines };
}

/** An address's one-line text (a product's Address may be the location service's shape or a plain string). */
export function addressText(a: BroadbandAddress | string | null): string {
  if (a === null) return '';
  if (typeof a === 'string') return a;
  return a.Formatted || a.Lines.join(', ');
}

/** One technology's availability (`availabilityPasses`; the earliest start date as a New Zealand day, today when the upstream names none). */
export function toTechnologyAvailability(technology: Technology, w: ServiceAvailability['ServiceAvailability'], now: Date): TechnologyAvailability {
  const status = (['service_available', 'service_scope_required', 'service_installation_required', 'no_service'] as const).find((s) => s === w.Status) ?? 'no_service';
  const earliest = w.EarliestRFSDateNanos > 0 ? new Date(Math.floor(w.EarliestRFSDateNanos / 1e6)) : now;
  return { technology, status, passes: availabilityPasses(status), prequalUuid: w.PrequalUUID, earliestStart: nzDay(earliest > now ? earliest : now) };
}

/**
 * POS §3 "RSFDate (nanoseconds; converted to seconds for the cart, default now)": the chosen New
 * Zealand day's start, never before the earliest instant the availability allows.
 */
export function rsfSeconds(startDate: string, earliestNanos: number): number {
  const dayStart = nzDayStart(startDate).getTime();
  return Math.ceil(Math.max(dayStart, earliestNanos / 1e6) / 1000);
}

/** Ours: whether a start date lies within `startDateBounds` of the earliest day. */
export function startDateAllowed(startDate: string, earliestStart: string): boolean {
  if (!isCalendarDay(startDate)) return false;
  const { min, max } = startDateBounds(earliestStart);
  return startDate >= min && startDate <= max;
}

/**
 * The `POST /ufb/cart` items of the flow's choices (contract §2.2; POS §3 "Fibre: PrequalUUID,
 * ServiceType (Managed), OrderType …, RSFDate (seconds), ServiceAddress, TransferFrom {…},
 * CustomerCreation ReuseTheCustomer"): the plan, then the modem when one was chosen.
 */
export function broadbandCartItems(input: BroadbandOrderInput, rsfDateSeconds: number): BroadbandCartItemIn[] {
  const from = input.switching.kind === 'transfer' ? input.switching.from : null;
  const plan: BroadbandCartItemIn = {
    Kind: 'plan',
    ProductAvailabilityUUID: input.planAvailabilityUuid,
    Attributes: {
      PrequalUUID: input.prequalUuid,
      ServiceType: 'Managed',
      OrderType: orderType(input.switching),
      RSFDate: rsfDateSeconds,
      ServiceAddress: { LocationProvider: input.address.provider, LocationProviderIDX: input.address.idx },
      ...(from ? { TransferFrom: { Provider: from.provider.trim(), AccountHolderName: from.accountHolderName.trim(), AccountNumber: from.accountNumber.trim(), ConnectionID: from.connectionId.trim() } } : {}),
      CustomerCreation: 'ReuseTheCustomer',
      ContactPhone: input.contactPhone.trim(),
    },
  };
  return input.modemVariantUuid ? [plan, { Kind: 'modem', ItemVariantUUID: input.modemVariantUuid }] : [plan];
}

/** Which checkout pays a cart: the technology of its plan line (ServiceType UFB or FWA); null when it holds no broadband plan. */
export function broadbandCartKind(items: readonly { ServiceType: string; VirtualType: string }[]): 'ufb' | 'fwa' | null {
  const plan = items.find((i) => i.VirtualType === 'VT_PLAN' && (i.ServiceType === 'UFB' || i.ServiceType === 'FWA'));
  return plan ? (plan.ServiceType === 'UFB' ? 'ufb' : 'fwa') : null;
}

export function toAppointmentView(a: Appointment): AppointmentView {
  return { id: a.UUID, visit: a.VisitType, start: isoOfNanos(a.StartNanos) ?? '', end: isoOfNanos(a.EndNanos) ?? '', status: a.Status };
}

export function toSlotView(s: { SlotID: string; StartNanos: number; EndNanos: number }): SlotView {
  return { id: s.SlotID, start: isoOfNanos(s.StartNanos) ?? '', end: isoOfNanos(s.EndNanos) ?? '' };
}

/** A UFB_order or FWA order as the timeline and the views read it (the order's state lowercased). */
export function orderFacts(o: BroadbandOrder): BroadbandOrderFacts {
  return {
    createdAt: isoOfNanos(o.CreatedAtNanos) ?? new Date(0).toISOString(),
    paidAt: isoOfNanos(o.PaidAtNanos),
    visits: o.Visits,
    appointments: o.Appointments.map(toAppointmentView),
    state: o.State.trim().toLowerCase(),
    goLiveAt: isoOfNanos(o.GoLiveAtNanos),
  };
}

/** Ours: an order is in progress until it is completed or cancelled. */
export function orderInProgress(o: Pick<BroadbandOrder, 'State'>): boolean {
  const s = o.State.trim().toLowerCase();
  return s !== 'completed' && s !== 'cancelled';
}

/** The order's view: its facts, the next visit to book, the go-live date, the timeline, the service-order text. */
export function toBroadbandOrderView(o: BroadbandOrder, technology: Technology, service: { planName: string; address: string }): BroadbandOrderView {
  const facts = orderFacts(o);
  return {
    id: o.UUID,
    technology,
    eshopOrderNumber: o.EshopOrderNumber,
    serviceId: o.ProductUUID,
    planName: service.planName,
    address: service.address,
    state: facts.state,
    substate: o.Substate,
    orderText: serviceOrderText(o.Substate, o.State),
    visits: [...o.Visits],
    toBook: facts.state === 'cancelled' ? null : nextVisitToBook(facts),
    appointments: [...facts.appointments],
    goLive: goLiveDate(facts),
    timeline: broadbandTimeline(facts),
  };
}

/** Newest first (the order's creation), then by id so equal times keep one order. */
export function newestFirst<T extends { timeline: readonly TimelineStep[]; id: string }>(list: readonly T[]): T[] {
  const at = (v: T) => v.timeline[0]?.at ?? '';
  return [...list].sort((a, b) => at(b).localeCompare(at(a)) || a.id.localeCompare(b.id));
}

export type ServiceFacts = {
  id: string;
  technology: Technology;
  address: string;
  planName: string;
  priceCents: number;
  stateDescription: string;
  substate: string;
  deletedAtNanos: number;
  billingReference: string;
  goLiveAtNanos: number;
};

/**
 * A UFB product or a mobileFWA product as a subscription (AM §4): the display state (null when
 * deleted: left out), the shown status and second label for postpay ("postpay means it starts
 * with postpay"), the service-order text of its order in progress (else the product's own
 * substate and state), whether the plan can change.
 */
export function toSubscriptionView(p: ServiceFacts, order: Pick<BroadbandOrder, 'UUID' | 'Substate' | 'State'> | null, currentId: string | null): SubscriptionView | null {
  const state = subscriptionState({ stateDescription: p.stateDescription, substate: p.substate, deletedAtNanos: p.deletedAtNanos });
  if (state === null) return null;
  const postpay = p.billingReference.trim().toLowerCase().startsWith('postpay');
  const live = order && orderInProgress(order) ? order : null;
  return {
    id: p.id,
    technology: p.technology,
    address: p.address,
    planName: p.planName,
    priceCents: p.priceCents,
    state,
    status: subscriptionStatus(state, postpay),
    secondLabel: subscriptionSecondLabel(state, postpay),
    orderText: live ? serviceOrderText(live.Substate, live.State) : serviceOrderText(p.substate, p.stateDescription),
    canChangePlan: canChangePlan(state).ok,
    goLive: isoOfNanos(p.goLiveAtNanos),
    orderId: live ? live.UUID : null,
    current: currentId === p.id,
  };
}

/**
 * Ours (select-ufb-product): the fibre service the broadband tab shows is the one chosen when it
 * is still listed, else the first fibre service in the list's order; null when there is none.
 */
export function currentServiceId(list: readonly Pick<SubscriptionView, 'id' | 'technology'>[], chosen: string | null | undefined): string | null {
  const fibre = list.filter((s) => s.technology === 'UFB');
  return fibre.find((s) => s.id === chosen)?.id ?? fibre[0]?.id ?? null;
}

/** A plan for an address or a service, in the fibre plan's shape, with its technology (and `current` when the upstream says so). */
export function toBroadbandPlanView(p: BroadbandPlan, index: number, technology: Technology): BroadbandPlanView {
  return { ...toFibrePlanView(p, index), technology, ...(p.Current ? { current: true } : {}) };
}

/**
 * Ours (contract §4 "contact phone (NZ mobile or landline)"): a New Zealand mobile (02x, 9 to 11
 * digits), landline (03, 04, 06, 07, 09 and 7 digits) or 0800/0508 number, in any spacing, with
 * +64 or 64 for the leading 0; answers the national digits ('0211234567'), null otherwise.
 */
export function nzContactPhone(text: string): string | null {
  const compact = text.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const digits = compact.replace(/^\+?64/, '0');
  return /^(02\d{7,9}|0[34679]\d{7}|0(800|508)\d{6,7})$/.test(digits) ? digits : null;
}

/**
 * The broadband cart's lines (spec "Cart line as displayed … type (sim, esim, plan, ufb-plan,
 * modem, ufb-modem)"): the e-shop's lines (the plan item a 'ufb-plan' or 'plan' line of its own).
 * The flow made the cart, so no line is removed or counted up at the checkout.
 */
export function broadbandCartLines(items: readonly CartItem[]): CartLine[] {
  return cartLines(items).map((line) => ({ ...line, removable: false, quantifiable: false }));
}

/** The cart's delivery address in the checkout's input shape (`AddressIn`); null when it names no street, city and postcode. */
export function cartDelivery(a: CartAddress | null): BroadbandCartView['delivery'] {
  if (!a) return null;
  const lines = a.Lines.map((l) => l.trim()).filter(Boolean);
  if (lines.length === 0 || !a.City.trim() || !a.Postcode.trim()) return null;
  return { lines, city: a.City.trim(), postcode: a.Postcode.trim(), locationProvider: a.LocationProvider, locationProviderIdx: a.LocationProviderIDX };
}
