import { formatDataAllowance, offerView, planTheme } from '@/lib/catalog/rules';
import { phrase } from '@/lib/catalog/phrases';
import type { Phrase } from '@/lib/catalog/types';
import { numberOf, speedBps, speedLabel } from '@/lib/catalog/values';
import { BROADBAND_RSF_MAX_DAYS } from '@/lib/flags/constants';
import type {
  AvailabilityStatus, BroadbandOrderFacts, FibrePackage, FibrePlanView, ModemView, OrderType, ServiceOrderText, SubscriptionSecondLabel,
  SubscriptionState, SubscriptionStatus, Switching, TimelineStep, TransferFrom, Visit,
} from './types';
import type { ItemVariant, UfbPlan, WireAttributes } from './wire';

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
