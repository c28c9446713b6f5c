import { phrase } from './phrases';
import type { BroadbandPlanType } from './types';

/**
 * "Broadband plan type list has only one type, with title, dropdown title, lead text and four
 * bullets: great data packages, bring your existing number, loyalty deals, solid network."
 */
const TYPES: Readonly<Record<string, () => BroadbandPlanType>> = {
  fibre: () => ({
    type: 'fibre',
    title: phrase('broadband.fibre.title'),
    dropdownTitle: phrase('broadband.fibre.dropdownTitle'),
    lead: phrase('broadband.fibre.lead'),
    bullets: [
      phrase('broadband.bullets.dataPackages'),
      phrase('broadband.bullets.existingNumber'),
      phrase('broadband.bullets.loyaltyDeals'),
      phrase('broadband.bullets.solidNetwork'),
    ],
  }),
};

/**
 * "The available broadband plan types come from a comma list setting" (shipped: broadbandPlans
 * 'fibre'). Unknown names and repeats are dropped; the order is the setting's.
 */
export function broadbandPlanTypes(setting: string): BroadbandPlanType[] {
  const names = [...new Set(setting.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))];
  return names.flatMap((n) => {
    const make = Object.hasOwn(TYPES, n) ? TYPES[n] : undefined;
    return make ? [make()] : [];
  });
}
