import { formatDataAllowance, offerView, planTheme } from '@/lib/catalog/rules';
import { phrase } from '@/lib/catalog/phrases';
import type { Phrase } from '@/lib/catalog/types';
import { numberOf, speedBps, speedLabel } from '@/lib/catalog/values';
import type { FibrePackage, FibrePlanView, ModemView } from './types';
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
