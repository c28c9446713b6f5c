import type { Bonus, BonusCategory, BonusGroup, BonusSection, Holdings, Offer, OfferAudience, PowerPlan, ShownBonus } from './types';

/** §3 "category (your-rewards, other-gifts)": the screen's two sections, in the spec's order. */
export const BONUS_CATEGORIES: readonly BonusCategory[] = ['your-rewards', 'other-gifts'];

/** §3 "group (internet, mobile-services, entertainment, shopping, gifts)": the groups, in the spec's order. */
export const BONUS_GROUPS: readonly BonusGroup[] = ['internet', 'mobile-services', 'entertainment', 'shopping', 'gifts'];

/** "The mocked total is 450 and item costs run from 50 to 550": a bonus costs what the total must cover. */
export function canAfford(totalPoints: number, costPoints: number): boolean {
  return Number.isInteger(costPoints) && costPoints > 0 && costPoints <= totalPoints;
}

/** How many more points a bonus needs (0 when the total covers it). */
export function pointsShort(totalPoints: number, costPoints: number): number {
  return Math.max(0, costPoints - Math.max(0, totalPoints));
}

export function showBonus(b: Bonus, totalPoints: number): ShownBonus {
  return { ...b, affordable: canAfford(totalPoints, b.costPoints), shortPoints: pointsShort(totalPoints, b.costPoints) };
}

/**
 * "Bonuses: bonuses (rewards and gifts)" by "category (your-rewards, other-gifts)" and "group
 * (internet, mobile-services, entertainment, shopping, gifts)": both in the spec's order, empty
 * groups left out, the cheapest first within a group (then by title).
 */
export function groupBonuses(bonuses: readonly Bonus[], totalPoints: number): BonusSection[] {
  return BONUS_CATEGORIES.map((category) => ({
    category,
    groups: BONUS_GROUPS.map((group) => ({
      group,
      bonuses: bonuses
        .filter((b) => b.category === category && b.group === group)
        .sort((a, b) => a.costPoints - b.costPoints || a.title.localeCompare(b.title))
        .map((b) => showBonus(b, totalPoints)),
    })).filter((g) => g.bonuses.length > 0),
  }));
}

/**
 * "offers (your-offers, all-offers)": an offer is the customer's own when its audience fits what
 * they hold (a prepay or postpay number, broadband, power). Power is sold to broadband customers,
 * so 'no-power' fits a broadband customer without power.
 */
export function offerFits(audience: OfferAudience, h: Holdings): boolean {
  switch (audience) {
    case 'everyone': return true;
    case 'prepay': return h.prepay;
    case 'postpay': return h.postpay;
    case 'broadband': return h.broadband;
    case 'no-broadband': return !h.broadband && (h.prepay || h.postpay);
    case 'no-power': return h.broadband && !h.power;
  }
}

/** your-offers: the customer's own; all-offers: every offer, the customer's own marked and first. */
export function splitOffers(offers: ReadonlyArray<Omit<Offer, 'forYou'>>, h: Holdings): { yourOffers: Offer[]; allOffers: Offer[] } {
  const marked = offers.map((o) => ({ ...o, forYou: offerFits(o.audience, h) }));
  return { yourOffers: marked.filter((o) => o.forYou), allOffers: [...marked].sort((a, b) => Number(b.forYou) - Number(a.forYou)) };
}

/** Power is "the provider's electricity offer for its broadband customers": one live or coming broadband service is enough. */
export function powerEligible(broadbandServices: readonly unknown[]): boolean {
  return broadbandServices.length > 0;
}

/** An ICP (installation control point) number: 10 digits, the network's 2 letters, a 3-character checksum. */
export const ICP_PATTERN = /^\d{10}[A-Z]{2}[0-9A-Z]{3}$/;

export function isIcp(value: string): boolean {
  return ICP_PATTERN.test(value.trim().toUpperCase());
}

/** A typical New Zealand home's yearly use, for the plans' monthly estimate. */
export const TYPICAL_KWH_PER_YEAR = 7000;
/** Of a day-night plan's use, the share at night (9 pm to 7 am: hot water, heat pumps, dishwashers). */
export const NIGHT_SHARE = 0.3;

/**
 * About what a plan costs a month (GST inclusive, cents): the daily charge for an average month
 * plus the use at the plan's rates (rates are tenths of a cent a kWh).
 */
export function monthlyEstimateCents(plan: Pick<PowerPlan, 'dailyChargeCents' | 'unitRateTenthCents' | 'nightRateTenthCents'>, kwhPerYear = TYPICAL_KWH_PER_YEAR): number {
  const days = 365 / 12;
  const kwh = kwhPerYear / 12;
  const night = plan.nightRateTenthCents ?? null;
  const energyTenths = night === null ? kwh * plan.unitRateTenthCents : kwh * ((1 - NIGHT_SHARE) * plan.unitRateTenthCents + NIGHT_SHARE * night);
  return Math.round(plan.dailyChargeCents * days + energyTenths / 10);
}

/**
 * The network region whose plans a customer sees first: the one named in their broadband address
 * ('… Wellington 6011' → Wellington; 'Hamilton and Waikato' matches Hamilton or Waikato), else the first.
 */
export function regionFor<R extends { code: string; name: string }>(address: string | null, regions: readonly R[], chosen?: string | null): R | undefined {
  const picked = chosen ? regions.find((r) => r.code === chosen) : undefined;
  if (picked) return picked;
  const text = (address ?? '').toLowerCase();
  return regions.find((r) => r.name.split(/\s+and\s+/i).some((part) => text.includes(part.toLowerCase()))) ?? regions[0];
}
