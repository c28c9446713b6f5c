import {
  availablePlanKinds, broadbandPlanTypes, carouselPages, companionPriceCents, MULTI_SIM_TYPES, formatDataAllowance, formatPrice, hotspotIncluded, maximumSpeed, offerView,
  periodKind, periodLabel, planAmounts, planPeriod, planTheme, rolloverView, speedText, throttleText, usageView,
} from '@/lib/catalog/rules';
import { PLAN_THEMES } from '@/lib/catalog/types';
import { DESKTOP_PLAN_CAROUSEL, GB_THRESHOLD_MB } from '@/lib/flags/constants';

describe('formatPrice — "Price: cents divided by 100, 2 decimals, default 0.00."', () => {
  it.each([[3000, '30.00'], [1250, '12.50'], [5, '0.05'], [1999, '19.99'], [0, '0.00'], [123456, '1234.56']])('%i cents → %s', (cents, text) =>
    expect(formatPrice(cents)).toBe(text));
  it.each([undefined, null, Number.NaN])('%s → the default 0.00', (cents) => expect(formatPrice(cents)).toBe('0.00'));
});

describe('formatDataAllowance — "Data allowance in GB when it reaches the GB threshold (value not shown), no decimals if whole else 2; below that in MB."', () => {
  it('our threshold is one GB of 1024 MB', () => expect(GB_THRESHOLD_MB).toBe(1024));
  it.each([
    [1024, '1GB'], [8192, '8GB'], [20480, '20GB'], [1536, '1.50GB'], [1500, '1.46GB'],
    [1023, '1023MB'], [500, '500MB'], [0.5, '0.50MB'],
  ])('%d MB → %s', (mb, text) => expect(formatDataAllowance(mb)).toBe(text));
});

describe('period — "Period label: \'1 day\' or \'N days\'; \'renewable period\' if auto-renew allowed, else \'service period\'."', () => {
  it.each([[1, '1 day'], [7, '7 days'], [28, '28 days'], [30, '30 days']])('%i → %s', (days, text) => expect(periodLabel(days).text).toBe(text));
  it.each([[true, 'renewable'], ['true', 'renewable'], [1, 'renewable'], [false, 'service'], [undefined, 'service'], [0, 'service']] as const)(
    'AllowAutoRenew %j → %s period', (allow, kind) => expect(periodKind(allow)).toBe(kind));
  it('combines both, and has no period without a positive whole TimePeriodInterval', () => {
    expect(planPeriod(28, true)).toMatchObject({ days: 28, kind: 'renewable', label: { text: '28 days' }, kindLabel: { text: 'renewable period' } });
    expect(planPeriod('1', false)).toMatchObject({ days: 1, label: { text: '1 day' }, kindLabel: { text: 'service period' } });
    expect(planPeriod(undefined, true)).toBeNull();
    expect(planPeriod(0, true)).toBeNull();
    expect(planPeriod(1.5, true)).toBeNull();
  });
});

describe('hotspotIncluded — "Hotspot included when tethering is 1 or true; the string true counts only if the hotspot display setting is on."', () => {
  it.each([
    [1, false, true], [true, false, true], [1, true, true],
    ['true', false, false], ['true', true, true],
    ['1', true, false], [false, true, false], [0, true, false], [undefined, true, false], ['TRUE', true, false],
  ] as const)('tethering %j with the setting %s → %s', (tethering, setting, included) =>
    expect(hotspotIncluded(tethering, setting)).toBe(included));
});

describe('usageView — "Usage rules: Unlimited shows unlimited; CasualRate with allowance below 1 or absent shows casual rate; a positive allowance shows number with unit (minutes for voice, counts for messages). Data can also be Throttled."', () => {
  it('Unlimited wins over any allowance', () => {
    expect(usageView('voice', 'Unlimited', 100)).toMatchObject({ kind: 'unlimited', phrase: { text: 'Unlimited' } });
    expect(usageView('data', 'Unlimited', undefined)?.phrase.text).toBe('Unlimited');
  });
  it.each([undefined, 0, 0.5, '0'])('CasualRate with allowance %j → casual rate', (allowance) =>
    expect(usageView('voice', 'CasualRate', allowance)).toMatchObject({ kind: 'casualRate', phrase: { text: 'Casual rate' } }));
  it('CasualRate with an allowance of 1 or more shows the allowance', () =>
    expect(usageView('voice', 'CasualRate', 50)).toMatchObject({ kind: 'allowance', amount: 50, phrase: { text: '50 minutes' } }));
  it('a positive allowance: minutes for voice, counts for messages, GB/MB for data', () => {
    expect(usageView('voice', undefined, 200)?.phrase.text).toBe('200 minutes');
    expect(usageView('voice', undefined, 1)?.phrase.text).toBe('1 minute');
    expect(usageView('sms', undefined, 5000)?.phrase.text).toBe('5000 SMS');
    expect(usageView('mms', undefined, '100')?.phrase.text).toBe('100 MMS');
    expect(usageView('internationalMinutes', undefined, 100)?.phrase.text).toBe('100 international minutes');
    expect(usageView('data', undefined, 8192)?.phrase).toEqual({ key: 'usage.data', values: { amount: '8GB' }, text: '8GB' });
  });
  it('no rule and no positive allowance: nothing to show', () => {
    expect(usageView('sms', undefined, 0)).toBeNull();
    expect(usageView('sms', undefined, undefined)).toBeNull();
    expect(usageView('sms', 'Whatever', -5)).toBeNull();
  });
  it('data can be Throttled: the allowance, or Endless Data without one; other types ignore it', () => {
    expect(usageView('data', 'Throttled', 20480)).toMatchObject({ kind: 'throttled', amount: 20480, phrase: { text: '20GB' } });
    expect(usageView('data', 'Throttled', undefined)).toMatchObject({ kind: 'throttled', phrase: { text: 'Endless Data' } });
    expect(usageView('voice', 'Throttled', 100)?.kind).toBe('allowance');
  });
});

describe('speedText — "Speed text: no limits gives \'In-bundle data at your plan\'s speed\'; equal limits \'Speeds capped at X down + up\'; otherwise \'Speeds capped at X down / Y up\', bps appended."', () => {
  it.each([
    [undefined, undefined, "In-bundle data at your plan's speed"],
    [0, '', "In-bundle data at your plan's speed"],
    ['10M', '10M', 'Speeds capped at 10Mbps down + up'],
    ['10M', 10000, 'Speeds capped at 10Mbps down + up'],
    ['100M', '20M', 'Speeds capped at 100Mbps down / 20Mbps up'],
    ['1.2M', '512K', 'Speeds capped at 1.2Mbps down / 512Kbps up'],
    ['50Mbps', '1G', 'Speeds capped at 50Mbps down / 1Gbps up'],
    ['10M', undefined, 'Speeds capped at 10Mbps down'],
    [undefined, '5M', 'Speeds capped at 5Mbps up'],
  ] as const)('DL %j, UL %j → %s', (dl, ul, text) => expect(speedText(dl, ul).text).toBe(text));
});

describe('throttleText — "Throttled data adds \'Additional Endless Data capped at 1.2Mbps\' or \'... 2Mbps\'."', () => {
  it.each([
    ['1.2M', undefined, 'Additional Endless Data capped at 1.2Mbps'],
    ['2M', 'Throttled', 'Additional Endless Data capped at 2Mbps'],
    [2000, undefined, 'Additional Endless Data capped at 2Mbps'],
    [true, undefined, 'Additional Endless Data capped at 1.2Mbps'],
    ['true', undefined, 'Additional Endless Data capped at 1.2Mbps'],
    [undefined, 'Throttled', 'Additional Endless Data capped at 1.2Mbps'],
  ] as const)('Throttle %j, data rule %j → %s', (throttle, rule, text) => expect(throttleText(throttle, rule)?.text).toBe(text));
  it('is absent for plans that are not throttled', () => {
    expect(throttleText(undefined, undefined)).toBeNull();
    expect(throttleText(false, 'Unlimited')).toBeNull();
  });
});

describe('maximumSpeed — "Unlimited shows the maximum speed."', () => {
  it('an unlimited-data plan shows its highest cap', () => {
    expect(maximumSpeed('Unlimited', '50M', '20M')?.text).toBe('Maximum speed 50Mbps');
    expect(maximumSpeed('Unlimited', undefined, '20M')?.text).toBe('Maximum speed 20Mbps');
  });
  it('nothing without caps, or for plans that are not unlimited', () => {
    expect(maximumSpeed('Unlimited', undefined, undefined)).toBeNull();
    expect(maximumSpeed('Throttled', '50M', '50M')).toBeNull();
    expect(maximumSpeed(undefined, '50M', '50M')).toBeNull();
  });
});

describe('rolloverView — "Rollover shown only when the carryover display setting is on, as included or not included."', () => {
  it('hidden while the setting is off, whatever the plan says', () => {
    expect(rolloverView(true, false)).toBeNull();
    expect(rolloverView(false, false)).toBeNull();
  });
  it('included or not included while it is on', () => {
    expect(rolloverView(true, true)).toMatchObject({ included: true, phrase: { text: 'Data rollover included' } });
    expect(rolloverView('true', true)?.included).toBe(true);
    expect(rolloverView(false, true)).toMatchObject({ included: false, phrase: { text: 'Data rollover not included' } });
    expect(rolloverView(undefined, true)?.included).toBe(false);
  });
});

describe('offers and amounts — "Relevant characteristics: AllowAutoRenew, OfferPeriodCount, OfferPeriodInterval … Output: … three formatted amounts, offerPeriodCount, offerPeriodInterval"', () => {
  it('an offer needs a positive whole count and an interval', () => {
    expect(offerView(3, 'month')).toMatchObject({ periodCount: 3, periodInterval: 'month', label: { text: '3 months' } });
    expect(offerView(1, 'months')).toMatchObject({ periodInterval: 'month', label: { text: '1 month' } });
    expect(offerView('2', 'week')?.label.text).toBe('2 weeks');
    expect(offerView(2, 28)).toMatchObject({ periodCount: 2, periodInterval: 28, label: { text: '56 days' } });
    expect(offerView(2, 'fortnight')?.label.text).toBe('2 × fortnight');
    expect(offerView(0, 'month')).toBeNull();
    expect(offerView(undefined, 'month')).toBeNull();
    expect(offerView(3, undefined)).toBeNull();
  });
  it('the price paid now, the original price and the discount, each formatted', () => {
    expect(planAmounts(5500, { PriceCents: 4500, OriginalPriceCents: 5500, DiscountCents: 1000 })).toEqual({
      priceCents: 4500, priceText: '45.00', originalPriceCents: 5500, originalPriceText: '55.00', discountCents: 1000, discountText: '10.00',
    });
    expect(planAmounts(3000, { PriceCents: 3000, OriginalPriceCents: 3000, DiscountCents: 0 })).toEqual({ priceCents: 3000, priceText: '30.00' });
    expect(planAmounts(0)).toEqual({ priceCents: 0, priceText: '0.00' });
  });
});

describe('planTheme — "Plan themes: pink, blue, green, midnight, red, starlight."', () => {
  it('are the six themes, in that order', () => expect(PLAN_THEMES).toEqual(['pink', 'blue', 'green', 'midnight', 'red', 'starlight']));
  it('a named theme is used; an unknown or missing one takes the themes in turn', () => {
    expect(planTheme('Midnight', 0)).toBe('midnight');
    expect(planTheme(undefined, 0)).toBe('pink');
    expect(planTheme('purple', 4)).toBe('red');
    expect(planTheme(undefined, 7)).toBe('blue');
  });
});

describe('broadbandPlanTypes — "Broadband plan type list has only one type, with title, dropdown title, lead text and four bullets: great data packages, bring your existing number, loyalty deals, solid network. The available broadband plan types come from a comma list setting."', () => {
  it('the shipped setting gives the one type with its four bullets', () => {
    const [fibre, ...rest] = broadbandPlanTypes('fibre');
    expect(rest).toEqual([]);
    expect(fibre?.type).toBe('fibre');
    expect([fibre?.title, fibre?.dropdownTitle, fibre?.lead]).toEqual([
      { key: 'broadband.fibre.title', values: {}, text: 'Fibre broadband' },
      { key: 'broadband.fibre.dropdownTitle', values: {}, text: 'Fibre' },
      { key: 'broadband.fibre.lead', values: {}, text: 'Fast, reliable fibre for your home, with everything you need in one place.' },
    ]);
    expect(fibre?.bullets.map((b) => b.text)).toEqual(['Great data packages', 'Bring your existing number', 'Loyalty deals', 'Solid network']);
  });
  it('reads the comma list: spaces, case and repeats do not matter, unknown types are dropped', () => {
    expect(broadbandPlanTypes(' Fibre , fibre,wireless').map((t) => t.type)).toEqual(['fibre']);
    expect(broadbandPlanTypes('')).toEqual([]);
    expect(broadbandPlanTypes('constructor,toString')).toEqual([]);
  });
});

describe('carouselPages — "Desktop carousel 2 plans."', () => {
  it('pages the plans in twos', () => {
    expect(DESKTOP_PLAN_CAROUSEL).toBe(2);
    expect(carouselPages([1, 2, 3, 4, 5])).toEqual([[1, 2], [3, 4], [5]]);
    expect(carouselPages([1, 2])).toEqual([[1, 2]]);
    expect(carouselPages([])).toEqual([]);
    expect(carouselPages([1, 2, 3], 0)).toEqual([[1], [2], [3]]);
  });
});

describe('availablePlanKinds — "Configured defaults: available plans prepay" (a comma list of the plan lists on sale)', () => {
  it('the shipped setting: prepay, which brings pay as you go (the prepay list holds it)', () =>
    expect(availablePlanKinds('prepay')).toEqual(['prepay', 'payg']));
  it('every kind, in a fixed order, whatever the order, case, spaces and repeats of the list', () => {
    expect(availablePlanKinds(' Postpay,prepay , postpay')).toEqual(['prepay', 'payg', 'postpay']);
    expect(availablePlanKinds('postpay')).toEqual(['postpay']);
    expect(availablePlanKinds('payg')).toEqual(['payg']);
  });
  it('unknown names are dropped; nothing known is nothing on sale', () => {
    expect(availablePlanKinds('broadband,fibre')).toEqual([]);
    expect(availablePlanKinds('')).toEqual([]);
  });
});

describe('multi-SIM — "Multi-SIM types: family (minimum 2 SIMs, grouped, master billing), solo (minimum 1), companion (minimum 2, grouped), simple (minimum 1)."', () => {
  it('the four types with their minimums', () =>
    expect(MULTI_SIM_TYPES.map((t) => [t.type, t.minSims, t.grouped, t.masterBilling])).toEqual([
      ['family', 2, true, true], ['solo', 1, false, false], ['companion', 2, true, false], ['simple', 1, false, false],
    ]));
  it('"Companion group | max 6; $45 per person per month under 3 people, $35 for 3 or more"', () => {
    expect(companionPriceCents(2)).toBe(4500);
    expect(companionPriceCents(3)).toBe(3500);
    expect(companionPriceCents(6)).toBe(3500);
  });
});
