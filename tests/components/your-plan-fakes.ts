import { toPlanViews } from '@/lib/catalog/reshape';
import type { PlanView } from '@/lib/catalog/types';
import { CatalogEntry } from '@/lib/catalog/wire';
import type { AddonsView, HeldAddon, PlansView } from '@/lib/usage/types';

/** The plan pages' component tests (issue 13): catalogue entries as the demo catalogue has them, reshaped by lib/catalog. */
const A = 'RecurringAllowance.';
const entry = (uuid: string, name: string, cents: number, characteristics: Record<string, unknown>, description = '') =>
  CatalogEntry.parse({
    UUID: uuid,
    ProductType: 'prepaymobileAddon',
    Name: name,
    RecurringRetailPrice: cents,
    Characteristics: Object.entries(characteristics).map(([Name, Value]) => ({ Name, Value })),
    Availabilities: [{ UUID: `av-${uuid}`, Available: true, Priority: 10, RetailCents: cents, RetailName: name, RetailDescription: description, ProductCatalogEntryUUID: uuid }],
  });

const view = (e: ReturnType<typeof entry>): PlanView => toPlanViews([e], { hotspot: false, carryover: false })[0]!;

export const weekly = view(entry('weekly', '$12 Weekly Plan', 1200, { IsBasePlan: true, IsAddon: false, AllowAutoRenew: true, TimePeriodInterval: 7, [`${A}Data`]: 2048, [`${A}Voice`]: 100, 'UsageRule.SMS': 'Unlimited', Theme: 'blue' }, 'A week of data.'));
export const valuePack = view(entry('value', '$30 Prepay Value Pack', 3000, { IsBasePlan: true, IsAddon: false, AllowAutoRenew: true, TimePeriodInterval: 28, [`${A}Data`]: 8192, [`${A}Voice`]: 500, [`${A}SMS`]: 5000, Theme: 'pink' }));
export const boost = view(entry('boost', '2GB Data Boost', 1000, { IsBasePlan: false, IsAddon: true, AllowAutoRenew: false, TimePeriodInterval: 7, [`${A}Data`]: 2048 }, 'An extra 2GB for 7 days.'));
export const dataPack = view(entry('pack', '10GB Data Pack', 2500, { IsBasePlan: false, IsAddon: true, AllowAutoRenew: true, TimePeriodInterval: 28, [`${A}Data`]: 10240 }, '10GB that renews with your plan.'));

export const heldWeekly: HeldAddon = {
  uuid: 'held-weekly', name: '$12 Weekly Plan', isBasePlan: true, autoRenew: true, allowAutoRenew: true, priceCents: 1200,
  nextUpdateAt: '2026-11-26T22:00:00.000Z', availabilityUuid: weekly.availabilityUuid,
};
export const heldPack: HeldAddon = {
  uuid: 'held-pack', name: '10GB Data Pack', isBasePlan: false, autoRenew: false, allowAutoRenew: true, priceCents: 2500,
  nextUpdateAt: '2026-12-10T22:00:00.000Z', availabilityUuid: dataPack.availabilityUuid,
};

export const plansView = (over: Partial<PlansView> = {}): PlansView => ({
  productUuid: 'p-1', kind: 'prepay', current: heldWeekly, addons: [], pendingChange: null, plans: [weekly, valuePack], mode: 'NOW', nextChangeAllowedAt: null, ...over,
});

export const addonsView = (over: Partial<AddonsView> = {}): AddonsView => ({
  productUuid: 'p-1', kind: 'prepay', hasBasePlan: true, addons: [boost, dataPack], images: true, creditCents: 1250, billTo: null, ...over,
});

/** A button's name as a browser reads it ('Buy: 2GB Data Boost'; jsdom puts a space before the visually hidden part). */
export const named = (text: string) => (name: string) => name.replace(/\s+:/, ':') === text;
