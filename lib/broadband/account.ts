import 'server-only';
import { invalidateTag } from '@/lib/cache';
import { getFlags } from '@/lib/config/calls';
import { currentCustomerUuid } from '@/lib/customer/calls';
import { holdingAsProduct, isPayg, paymentKind } from '@/lib/customer/rules';
import type { BroadbandHolding, MobileProductView, ProductStatusLabel } from '@/lib/customer/types';
import { ApiError } from '@/lib/errors';
import type { RequestContext } from '@/lib/upstream/context';
import { toApiError } from '@/lib/upstream/errors';
import type { UpstreamResult } from '@/lib/upstream/types';
import * as calls from './calls';
import { broadbandGate, unwrap } from './gate';
import { addressText, canChangePlan, currentServiceId, sortSubscriptions, subscriptionState, technologiesOn, toBroadbandPlanView, toSubscriptionView, type ServiceFacts } from './rules';
import type { BroadbandPlanView, SubscriptionState, SubscriptionView, Technology } from './types';
import type { BroadbandOrder, FwaProduct, UfbProduct } from './wire';

/**
 * The account side of broadband (docs/broadband-contract.md §3.2): the customer's fibre and fixed
 * wireless services, their plans and the plan change. Pages call these directly for the first
 * paint; the routes wrap them. Another customer's service → 404 not_found.
 */

function ufbFacts(p: UfbProduct): ServiceFacts {
  return {
    id: p.UUID, technology: 'UFB', address: addressText(p.Address), planName: p.PlanName, priceCents: p.PriceCents,
    stateDescription: p.StateDescription || p.State, substate: p.Substate, deletedAtNanos: p.DeletedAtNanos, billingReference: p.BillingReference, goLiveAtNanos: p.GoLiveAtNanos,
  };
}

function fwaFacts(p: FwaProduct): ServiceFacts {
  const plan = p.Addons.find((a) => a.IsBasePlan);
  return {
    id: p.UUID, technology: 'FWA', address: addressText(p.ServiceAddress), planName: plan?.Name || p.PlanName, priceCents: plan?.PriceCents ?? 0,
    stateDescription: p.StateDescription, substate: p.Substate, deletedAtNanos: p.DeletedAtNanos, billingReference: p.BillingReference, goLiveAtNanos: 0,
  };
}

type Listed = { facts: ServiceFacts; order: BroadbandOrder | null };

async function services(rc: RequestContext, customer: string, on: readonly Technology[], fresh: boolean): Promise<Listed[]> {
  const ufbOn = on.includes('UFB');
  const fwaOn = on.includes('FWA');
  const [ufb, fwa, ufbOrders, fwaOrders] = await Promise.all([
    ufbOn ? calls.listUfbProducts(rc, customer, { fresh }) : null,
    fwaOn ? calls.listFwaProducts(rc, customer, { fresh }) : null,
    ufbOn ? calls.listUfbOrders(rc, customer, { fresh }) : null,
    fwaOn ? calls.listFwaOrders(rc, customer, { fresh }) : null,
  ]);
  const orders = [...(ufbOrders ? unwrap(ufbOrders) : []), ...(fwaOrders ? unwrap(fwaOrders) : [])];
  // The newest order of a service speaks for it.
  const orderOf = (id: string) => orders.filter((o) => o.ProductUUID === id).sort((a, b) => b.CreatedAtNanos - a.CreatedAtNanos)[0] ?? null;
  return [
    ...(ufb ? unwrap(ufb).map(ufbFacts) : []),
    ...(fwa ? unwrap(fwa).map(fwaFacts) : []),
  ].map((facts) => ({ facts, order: orderOf(facts.id) }));
}

function views(list: readonly Listed[], chosen: string | null | undefined): SubscriptionView[] {
  const shown = sortSubscriptions(list.map((s) => toSubscriptionView(s.facts, s.order, null)).filter((v): v is SubscriptionView => v !== null));
  const current = currentServiceId(shown, chosen);
  return shown.map((s) => (s.id === current ? { ...s, current: true } : s));
}

/**
 * GET /api/broadband/services: UFB products and mobileFWA products of the modules on, deleted
 * ones left out ("ignored if DeletedAtNanos is set"), by the sort rank; `current` marks the fibre
 * service chosen on select-ufb-product (`chosen`, the cookie of lib/broadband/current.ts), else
 * the first fibre service.
 */
export async function listServices(rc: RequestContext, chosen?: string | null, opts: { fresh?: boolean } = {}): Promise<SubscriptionView[]> {
  const on = await broadbandGate();
  return views(await services(rc, currentCustomerUuid(rc), on, opts.fresh === true), chosen);
}

/**
 * Whether the customer holds a fibre and a fixed wireless service (not deleted: the ones
 * listServices shows), for the account menu and the screens' gates (issue 28 item 7). A module
 * that is off: false (its screens are not-found anyway). A read that failed: null, not known.
 * The product lists only (cached per customer with the broadband reads); never throws.
 */
export async function heldTechnologies(rc: RequestContext, customerUuid: string): Promise<Record<Technology, boolean | null>> {
  const on = technologiesOn(await getFlags());
  const [ufb, fwa] = await Promise.all([
    on.includes('UFB') ? calls.listUfbProducts(rc, customerUuid) : null,
    on.includes('FWA') ? calls.listFwaProducts(rc, customerUuid) : null,
  ]);
  const live = (facts: ServiceFacts[]) => facts.some((f) => subscriptionState(f) !== null);
  return {
    UFB: ufb === null ? false : ufb.ok ? live(ufb.data.map(ufbFacts)) : null,
    FWA: fwa === null ? false : fwa.ok ? live(fwa.data.map(fwaFacts)) : null,
  };
}

/** One of the customer's services (not deleted), read again when the cached list does not have it. */
async function ownService(rc: RequestContext, serviceId: string): Promise<{ customer: string; service: SubscriptionView }> {
  const on = await broadbandGate();
  const customer = currentCustomerUuid(rc);
  let service = views(await services(rc, customer, on, false), null).find((s) => s.id === serviceId);
  service ??= views(await services(rc, customer, on, true), null).find((s) => s.id === serviceId);
  if (!service) throw new ApiError('not_found');
  return { customer, service };
}

/** GET /api/broadband/services/{serviceId}/plans: the plans on sale at the service's address, the current one marked. */
export async function servicePlansFor(rc: RequestContext, serviceId: string): Promise<BroadbandPlanView[]> {
  const { customer, service } = await ownService(rc, serviceId);
  const plans = unwrap(await calls.servicePlans(rc, service.technology, customer, serviceId));
  return [...plans].sort((a, b) => a.Priority - b.Priority).map((p, i) => toBroadbandPlanView(p, i, service.technology)).filter((p) => p.available || p.current === true);
}

/**
 * POST /api/broadband/services/{serviceId}/change-plan: "A suspended broadband service cannot
 * switch plans" (409 before the call); a service not live yet has no plan to switch from; the
 * upstream's own words otherwise. The service as it is after the change.
 */
export async function changePlan(rc: RequestContext, serviceId: string, availabilityUuid: string, chosen?: string | null): Promise<SubscriptionView> {
  const { customer, service } = await ownService(rc, serviceId);
  const may = canChangePlan(service.state);
  if (!may.ok) throw may.reason === 'suspended' ? new ApiError('suspended_cannot_switch') : new ApiError('plan_change_refused', 'Service is not active');
  unwrap(await calls.changeServicePlan(rc, service.technology, { customerUuid: customer, serviceId, availabilityUuid }));
  invalidateTag(calls.broadbandTag(customer));
  const after = (await listServices(rc, chosen, { fresh: true })).find((s) => s.id === serviceId);
  if (!after) throw new ApiError('not_found');
  return after;
}

/** PUT /api/broadband/services/current: the fibre service the broadband tab shows must be one of the customer's fibre services. */
export async function chooseCurrentService(rc: RequestContext, serviceId: string): Promise<string> {
  const { service } = await ownService(rc, serviceId);
  if (service.technology !== 'UFB') throw new ApiError('not_found');
  return service.id;
}

/** A service's state as the profile map's "activated" gates read a product's. */
const STATUS_LABEL: Record<SubscriptionState, ProductStatusLabel> = { active: 'active', suspended: 'notActive', pending: 'notActivated', cancelled: 'notActive', unknown: 'notActive' };

/**
 * The broadband services a customer holds, for the profile guard ("has addons": a fibre-only
 * customer holds a service, not add-ons; lib/customer/account.ts) and the broadband balance area
 * (the account's money for the `current` one): fibre and fixed wireless of the modules on, not
 * deleted or cancelled, in the tab's order; `current` the chosen fibre service (`chosen`, the
 * select-ufb-product cookie), else the first fibre one, else the first. None with both modules
 * off. Never throws: a failed read is the answer's error (the guard decides what it means).
 */
export async function broadbandHoldings(rc: RequestContext, customerUuid: string, chosen?: string | null, opts: { fresh?: boolean } = {}): Promise<UpstreamResult<BroadbandHolding[]>> {
  const on = technologiesOn(await getFlags());
  if (on.length === 0) return { ok: true, data: [], status: 200 };
  const [ufb, fwa] = await Promise.all([
    on.includes('UFB') ? calls.listUfbProducts(rc, customerUuid, opts) : null,
    on.includes('FWA') ? calls.listFwaProducts(rc, customerUuid, opts) : null,
  ]);
  if (ufb && !ufb.ok) return { ok: false, error: ufb.error };
  if (fwa && !fwa.ok) return { ok: false, error: fwa.error };
  const facts = [...(ufb?.ok ? ufb.data.map(ufbFacts) : []), ...(fwa?.ok ? fwa.data.map(fwaFacts) : [])];
  const shown = sortSubscriptions(facts.map((f) => toSubscriptionView(f, null, null)).filter((v): v is SubscriptionView => v !== null && v.state !== 'cancelled'));
  const current = currentServiceId(shown, chosen) ?? shown[0]?.id;
  const data = shown.map((v): BroadbandHolding => {
    const ref = facts.find((f) => f.id === v.id)?.billingReference ?? '';
    return { uuid: v.id, technology: v.technology, billingReference: ref, statusLabel: STATUS_LABEL[v.state], paymentKind: paymentKind(ref), isPayg: isPayg(ref), current: v.id === current };
  });
  return { ok: true, data, status: 200 };
}

/**
 * The service a broadband balance route acts for (`?service=` or the body's `service`): one of the
 * session customer's services, else 404 not_found (another customer's, a deleted or an unknown id);
 * not-found too with both modules off.
 */
export async function ownHolding(rc: RequestContext, serviceId: string): Promise<BroadbandHolding> {
  await broadbandGate();
  const customer = currentCustomerUuid(rc);
  // The cached list first; read again when it does not have the service (one that appeared since, as ownService does).
  for (const fresh of [false, true]) {
    const res = await broadbandHoldings(rc, customer, null, { fresh });
    if (!res.ok) throw toApiError(res.error);
    const held = res.data.find((h) => h.uuid === serviceId);
    if (held) return held;
  }
  throw new ApiError('not_found');
}

/** What a money route passes on to lib/billing: the broadband service named (the customer's own) as a product, or nothing (the current mobile product). */
export async function moneyOn(rc: RequestContext, serviceId: string | undefined): Promise<MobileProductView | undefined> {
  return serviceId === undefined ? undefined : holdingAsProduct(await ownHolding(rc, serviceId));
}
