import { planKind, toPlanViews } from '@/lib/catalog/reshape';
import { assignSlugs, planSlug } from '@/lib/catalog/slug';
import { CatalogEntries, CatalogEntry } from '@/lib/catalog/wire';

const OFF = { hotspot: false, carryover: false };
const ON = { hotspot: true, carryover: true };

const entry = (over: Record<string, unknown> = {}) => CatalogEntry.parse({
  UUID: 'E-1',
  ProductType: 'postpaymobile',
  Name: '$55 Postpay Essentials Plan',
  RecurringRetailPrice: 5500,
  Characteristics: [
    { Name: 'IsBasePlan', Value: true }, { Name: 'IsAddon', Value: false }, { Name: 'AllowAutoRenew', Value: true },
    { Name: 'TimePeriodInterval', Value: 30 }, { Name: 'RecurringAllowance.Data', Value: 15360 }, { Name: 'UsageRule.Voice', Value: 'Unlimited' },
    { Name: 'Tethering', Value: 'true' }, { Name: 'ocs.DataRolloverAllowed', Value: true },
    { Name: 'OfferPeriodCount', Value: 3 }, { Name: 'OfferPeriodInterval', Value: 'month' }, { Name: 'Theme', Value: 'blue' },
  ],
  Availabilities: [{ UUID: 'A-1', Available: true, Priority: 20, RetailCents: 5500, RetailName: 'Essentials', RetailDescription: '15GB', ProductCatalogEntryUUID: 'E-1' }],
  ...over,
});

describe('toPlanViews — catalogue entries reshaped for pages', () => {
  it('applies every display rule and speaks camel case only', () => {
    const [plan] = toPlanViews([entry()], OFF, [{ ProductCatalogEntryUUID: 'E-1', PriceCents: 4500, OriginalPriceCents: 5500, DiscountCents: 1000, DiscountUUID: 'D-1', CreditCents: 0, PeriodOffers: [] }]);
    expect(plan).toMatchObject({
      uuid: 'E-1', availabilityUuid: 'A-1', catalogUuid: 'E-1', slug: 'essentials', kind: 'postpay', isBasePlan: true, isAddon: false,
      name: 'Essentials', description: '15GB', priceCents: 4500, priceText: '45.00', originalPriceText: '55.00', discountText: '10.00', discountUuid: 'D-1',
      period: { days: 30, kind: 'renewable' }, offer: { periodCount: 3, periodInterval: 'month' }, hotspot: false, rollover: null, theme: 'blue',
      speed: { text: "In-bundle data at your plan's speed" }, throttle: null, maxSpeed: null,
    });
    expect(plan?.data?.phrase.text).toBe('15GB');
    expect(plan?.voice?.kind).toBe('unlimited');
    expect(plan?.sms).toBeNull();
    const keys = JSON.stringify(plan).match(/"([A-Za-z_.]+)":/g) ?? [];
    expect(keys.filter((k) => /^"[A-Z]/.test(k) || k.includes('_'))).toEqual([]);
  });

  it('the display settings change hotspot (the string true) and rollover', () => {
    const [plan] = toPlanViews([entry()], ON);
    expect(plan?.hotspot).toBe(true);
    expect(plan?.rollover).toMatchObject({ included: true });
  });

  it('no discount: no original price, no offer', () => {
    const [plan] = toPlanViews([entry()], OFF);
    expect(plan).toMatchObject({ priceCents: 5500, priceText: '55.00', offer: null });
    expect(plan?.originalPriceCents).toBeUndefined();
  });

  it('accepts characteristics as a map too, and inline PriceInfo', () => {
    const e = entry({
      Characteristics: { IsAddon: true, IsBasePlan: false, Tethering: 1 },
      PriceInfo: { PriceCents: 5000, OriginalPriceCents: 5500, DiscountCents: 500 },
    });
    const [plan] = toPlanViews([e], OFF);
    expect(plan).toMatchObject({ isAddon: true, isBasePlan: false, hotspot: true, priceCents: 5000, discountCents: 500 });
  });

  it('drops entries without an availability and sorts by Priority, then upstream order', () => {
    const list = CatalogEntries.parse({ Entries: [
      entry({ UUID: 'late', Name: 'Late', Availabilities: [{ UUID: 'a', RetailCents: 1, Priority: 9 }] }),
      entry({ UUID: 'none', Name: 'None', Availabilities: [] }),
      entry({ UUID: 'first', Name: 'First', Availabilities: [{ UUID: 'b', RetailCents: 1, Priority: 1 }] }),
      entry({ UUID: 'second', Name: 'Second', Availabilities: [{ UUID: 'c', RetailCents: 1, Priority: 1 }] }),
    ] });
    expect(toPlanViews(list.Entries, OFF).map((p) => p.uuid)).toEqual(['first', 'second', 'late']);
  });
});

describe('planKind', () => {
  it('payg first, then postpay by product type, else prepay', () => {
    expect(planKind({ is_payg: true, ProductType: 'prepaymobileAddon' })).toBe('payg');
    expect(planKind({ is_payg: false, ProductType: 'postpaymobileAddon' })).toBe('postpay');
    expect(planKind({ is_payg: false, ProductType: 'prepaymobileAddon' })).toBe('prepay');
  });
});

describe('slugs — stable and URL-safe, from the name', () => {
  it.each([
    ['$30 Prepay Value Pack', '30-prepay-value-pack'],
    ['1.5GB Data Pack', '1-5gb-data-pack'],
    ['Kōrero Plan — Whānau', 'korero-plan-whanau'],
    ['  ', 'plan'],
  ])('%j → %s', (name, slug) => expect(planSlug(name)).toBe(slug));

  it('shared names get a UUID suffix on every one of them, whatever the order', () => {
    const a = { uuid: 'AAAA1111-2222', name: 'Unlimited' };
    const b = { uuid: 'bbbb3333-4444', name: 'unlimited!' };
    const c = { uuid: 'cccc', name: 'Other' };
    const one = assignSlugs([a, b, c]);
    expect([...one.values()]).toEqual(['unlimited-aaaa1111', 'unlimited-bbbb3333', 'other']);
    expect(assignSlugs([c, b, a])).toEqual(one);
  });
});
