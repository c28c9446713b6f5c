import { nzContactPhone, orderType, startDateBounds, transferComplete } from '@/lib/broadband/rules';
import type { AddressView, BroadbandFlow, BroadbandOrderInput, BroadbandStep, Technology, TechnologyAvailability } from '@/lib/broadband/types';
import { BROADBAND_STEPS } from '@/lib/broadband/types';

/**
 * The ordering flow's step logic (docs/broadband-contract.md §4 "Ordering"): which steps are
 * done, where a saved flow resumes, what a change throws away, and the cart call's body. Pure:
 * the flow component (broadband-order.tsx) and its tests read these.
 */

export function emptyFlow(id: string): BroadbandFlow {
  return {
    id, step: 'address', address: null, availability: null, technology: null, plan: null, withModem: null, modem: null,
    switching: null, startDate: null, contactPhone: '', delivery: { address: null, instructions: '' },
  };
}

/** The contact phone as the cart call takes it (`nzContactPhone`: a New Zealand mobile, landline or 0800/0508 number). */
export function contactPhoneValid(raw: string): boolean {
  return nzContactPhone(raw) !== null;
}

/** The chosen technology's availability, when it lets an order proceed. */
export function chosenAvailability(flow: BroadbandFlow): TechnologyAvailability | null {
  const a = flow.availability?.technologies.find((t) => t.technology === flow.technology);
  return a && a.passes ? a : null;
}

/** The technologies an order can be placed for at the flow's address (fibre first). */
export function passingTechnologies(flow: Pick<BroadbandFlow, 'availability'>): Technology[] {
  return (flow.availability?.technologies ?? []).filter((t) => t.passes).map((t) => t.technology);
}

/** Whether a step's answer is complete (the review step is never "done": it places the order). */
export function stepDone(flow: BroadbandFlow, step: BroadbandStep): boolean {
  switch (step) {
    case 'address': return flow.address !== null && chosenAvailability(flow) !== null;
    case 'plan': return flow.plan !== null && flow.plan.technology === flow.technology;
    case 'modem': return flow.withModem === false || (flow.withModem === true && flow.modem !== null);
    case 'switching': return flow.switching !== null && (flow.switching.kind !== 'transfer' || transferComplete(flow.switching.from));
    case 'start': {
      const a = chosenAvailability(flow);
      if (!a || !flow.startDate) return false;
      const { min, max } = startDateBounds(a.earliestStart);
      return flow.startDate >= min && flow.startDate <= max;
    }
    case 'contact': return contactPhoneValid(flow.contactPhone) && (flow.withModem !== true || flow.delivery.address !== null);
    case 'review': return false;
  }
}

/** The first step whose answer is missing (review when all are given). */
export function firstOpenStep(flow: BroadbandFlow): BroadbandStep {
  return BROADBAND_STEPS.find((s) => !stepDone(flow, s)) ?? 'review';
}

/**
 * Where the flow is shown: the step it was saved at, unless an earlier step lost its answer
 * (then that one); a reload "resumes at the step reached".
 */
export function currentStep(flow: BroadbandFlow): BroadbandStep {
  const open = firstOpenStep(flow);
  return BROADBAND_STEPS.indexOf(flow.step) <= BROADBAND_STEPS.indexOf(open) ? flow.step : open;
}

/** A step can be opened once every step before it is done. */
export function canOpen(flow: BroadbandFlow, step: BroadbandStep): boolean {
  return BROADBAND_STEPS.indexOf(step) <= BROADBAND_STEPS.indexOf(firstOpenStep(flow));
}

/** The step after this one. */
export function nextStep(step: BroadbandStep): BroadbandStep {
  return BROADBAND_STEPS[BROADBAND_STEPS.indexOf(step) + 1] ?? 'review';
}

/**
 * A new address: its availability replaces the old, the technology is the first that passes
 * (the customer may switch when both do), and the plan, modem and start date go (they were for
 * the other address). Switching, phone and instructions are the customer's, kept.
 */
export function withAddress(flow: BroadbandFlow, address: AddressView, availability: BroadbandFlow['availability']): BroadbandFlow {
  const passing = passingTechnologies({ availability });
  return {
    ...flow, step: 'address', address, availability, technology: passing[0] ?? null, plan: null, withModem: null, modem: null, startDate: null,
    delivery: { ...flow.delivery, address: flow.delivery.address?.idx === flow.address?.idx ? null : flow.delivery.address },
  };
}

/** Another technology: the plan and modem were for the other one. */
export function withTechnology(flow: BroadbandFlow, technology: Technology): BroadbandFlow {
  if (flow.technology === technology) return flow;
  return { ...flow, technology, plan: null, withModem: null, modem: null, startDate: null };
}

/** POST /api/broadband/cart's body; null while a step is open. */
export function orderInput(flow: BroadbandFlow): BroadbandOrderInput | null {
  if (firstOpenStep(flow) !== 'review') return null;
  const a = chosenAvailability(flow);
  if (!a || !flow.address || !flow.plan || !flow.switching || !flow.startDate || !flow.technology) return null;
  const delivery = flow.delivery.address ?? flow.address;
  return {
    flowId: flow.id,
    technology: flow.technology,
    address: { provider: flow.address.provider, idx: flow.address.idx },
    prequalUuid: a.prequalUuid,
    planAvailabilityUuid: flow.plan.availabilityUuid,
    modemVariantUuid: flow.withModem ? (flow.modem?.uuid ?? null) : null,
    switching: flow.switching,
    startDate: flow.startDate,
    contactPhone: flow.contactPhone.trim(),
    delivery: { provider: delivery.provider, idx: delivery.idx, instructions: flow.delivery.instructions.trim() },
  };
}

/** What is paid now: the first month and the modem (a one-off). */
export function payNowCents(flow: BroadbandFlow): number {
  return (flow.plan?.priceCents ?? 0) + (flow.withModem && flow.modem ? flow.modem.priceCents : 0);
}

/** The order's type for the review line (`orderType`, given). */
export function flowOrderType(flow: BroadbandFlow) {
  return flow.switching ? orderType(flow.switching) : null;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string';

/**
 * A saved flow read back (localStorage is the browser's: anything may be there). Its shape is
 * checked field by field; what does not fit is dropped, never trusted: a wrong step or
 * technology is a new flow.
 */
export function parseFlow(raw: string | null): BroadbandFlow | null {
  if (!raw) return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObj(v) || !isStr(v.id) || !isStr(v.step) || !(BROADBAND_STEPS as readonly string[]).includes(v.step)) return null;
  if (v.technology !== null && v.technology !== 'UFB' && v.technology !== 'FWA') return null;
  if (!isObj(v.delivery) || !isStr(v.contactPhone)) return null;
  const address = isObj(v.address) && isStr(v.address.idx) && isStr(v.address.provider) && isStr(v.address.formatted) ? (v.address as unknown as AddressView) : null;
  const availability = isObj(v.availability) && Array.isArray(v.availability.technologies) ? (v.availability as unknown as BroadbandFlow['availability']) : null;
  const plan = isObj(v.plan) && isStr(v.plan.availabilityUuid) && typeof v.plan.priceCents === 'number' ? (v.plan as unknown as BroadbandFlow['plan']) : null;
  const modem = isObj(v.modem) && isStr(v.modem.uuid) && typeof v.modem.priceCents === 'number' ? (v.modem as unknown as BroadbandFlow['modem']) : null;
  const switching = isObj(v.switching) && ['transfer', 'new', 'additional'].includes(String(v.switching.kind)) ? (v.switching as unknown as BroadbandFlow['switching']) : null;
  const delivery = v.delivery;
  return {
    id: v.id,
    step: v.step as BroadbandStep,
    address,
    availability,
    technology: v.technology as Technology | null,
    plan,
    withModem: typeof v.withModem === 'boolean' ? v.withModem : null,
    modem,
    switching: switching?.kind === 'transfer' && !isObj((switching as { from?: unknown }).from) ? null : switching,
    startDate: isStr(v.startDate) && /^\d{4}-\d{2}-\d{2}$/.test(v.startDate) ? v.startDate : null,
    contactPhone: v.contactPhone,
    delivery: {
      address: isObj(delivery.address) && isStr(delivery.address.idx) && isStr(delivery.address.provider) ? (delivery.address as unknown as AddressView) : null,
      instructions: isStr(delivery.instructions) ? delivery.instructions : '',
    },
  };
}
