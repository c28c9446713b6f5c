import { BONUS_CATEGORIES, BONUS_GROUPS, canAfford, groupBonuses, isIcp, monthlyEstimateCents, offerFits, pointsShort, powerEligible, regionFor, splitOffers } from '@/lib/rewards/rules';
import type { Bonus, Holdings, Offer } from '@/lib/rewards/types';

const bonus = (over: Partial<Bonus>): Bonus => ({
  uuid: over.title ?? 'b', category: 'your-rewards', group: 'internet', title: 'B', description: '', costPoints: 100, value: '', validity: '', fullDescription: '', ...over,
});

describe('bonuses: "category (your-rewards, other-gifts), group (internet, mobile-services, entertainment, shopping, gifts)"', () => {
  test('the categories and groups are the spec\'s, in its order', () => {
    expect(BONUS_CATEGORIES).toEqual(['your-rewards', 'other-gifts']);
    expect(BONUS_GROUPS).toEqual(['internet', 'mobile-services', 'entertainment', 'shopping', 'gifts']);
  });

  test('grouped by category then group in the spec\'s order, empty groups left out, cheapest first', () => {
    const sections = groupBonuses([
      bonus({ title: 'Gift', category: 'other-gifts', group: 'gifts', costPoints: 80 }),
      bonus({ title: 'Big data', group: 'internet', costPoints: 150 }),
      bonus({ title: 'Small data', group: 'internet', costPoints: 50 }),
      bonus({ title: 'Movie', category: 'other-gifts', group: 'entertainment', costPoints: 550 }),
      bonus({ title: 'Minutes', group: 'mobile-services', costPoints: 100 }),
    ], 450);
    expect(sections.map((s) => [s.category, s.groups.map((g) => [g.group, g.bonuses.map((b) => b.title)])])).toEqual([
      ['your-rewards', [['internet', ['Small data', 'Big data']], ['mobile-services', ['Minutes']]]],
      ['other-gifts', [['entertainment', ['Movie']], ['gifts', ['Gift']]]],
    ]);
    const movie = sections[1]?.groups[0]?.bonuses[0];
    expect(movie).toMatchObject({ affordable: false, shortPoints: 100 });
  });
});

describe('points: "The mocked total is 450 and item costs run from 50 to 550"', () => {
  test('the total covers a cost up to itself, not beyond', () => {
    expect(canAfford(450, 50)).toBe(true);
    expect(canAfford(450, 450)).toBe(true);
    expect(canAfford(450, 500)).toBe(false);
    expect(canAfford(450, 550)).toBe(false);
    expect(canAfford(450, 0)).toBe(false);
  });

  test('the shortfall: what more a bonus needs, never below 0', () => {
    expect(pointsShort(450, 550)).toBe(100);
    expect(pointsShort(450, 50)).toBe(0);
    expect(pointsShort(-10, 50)).toBe(50);
  });
});

describe('offers: "offers (your-offers, all-offers)"', () => {
  const none: Holdings = { prepay: false, postpay: false, broadband: false, power: false };
  const prepay: Holdings = { ...none, prepay: true };
  const fibre: Holdings = { ...none, postpay: true, broadband: true };

  test('an offer is the customer\'s own when its audience fits what they hold', () => {
    expect(offerFits('everyone', none)).toBe(true);
    expect(offerFits('prepay', prepay)).toBe(true);
    expect(offerFits('postpay', prepay)).toBe(false);
    expect(offerFits('no-broadband', prepay)).toBe(true);
    expect(offerFits('no-broadband', fibre)).toBe(false);
    expect(offerFits('broadband', fibre)).toBe(true);
  });

  test('power ("for its broadband customers") is offered to a broadband customer until they have it', () => {
    expect(offerFits('no-power', prepay)).toBe(false);
    expect(offerFits('no-power', fibre)).toBe(true);
    expect(offerFits('no-power', { ...fibre, power: true })).toBe(false);
  });

  test('your-offers are the fitting ones; all-offers has every offer, the customer\'s own first and marked', () => {
    const o = (title: string, audience: Offer['audience']) => ({ uuid: title, title, description: '', benefit: '', audience, link: '/', endsAt: '' });
    const split = splitOffers([o('Power', 'no-power'), o('Go monthly', 'prepay'), o('Travel', 'everyone')], prepay);
    expect(split.yourOffers.map((x) => x.title)).toEqual(['Go monthly', 'Travel']);
    expect(split.allOffers.map((x) => [x.title, x.forYou])).toEqual([['Go monthly', true], ['Travel', true], ['Power', false]]);
  });
});

describe('power: "the provider\'s electricity offer for its broadband customers"', () => {
  test('eligible with one broadband service, not without', () => {
    expect(powerEligible([{ address: '101 Lambton Quay' }])).toBe(true);
    expect(powerEligible([])).toBe(false);
  });

  test('an ICP number is 10 digits, 2 letters and a 3-character checksum', () => {
    expect(isIcp('0000123456WEA1B')).toBe(true);
    expect(isIcp('0000123456wea1b')).toBe(true);
    expect(isIcp('000012345WEA1B')).toBe(false);
    expect(isIcp('00001234567EA1B')).toBe(false);
    expect(isIcp('')).toBe(false);
  });

  test('the monthly estimate: the daily charge for an average month plus 7,000 kWh a year at the plan\'s rates', () => {
    // 236c × 30.4167 days + 583.33 kWh × 32.4c = 7178 + 18900 = 26078c
    expect(monthlyEstimateCents({ dailyChargeCents: 236, unitRateTenthCents: 324, nightRateTenthCents: null })).toBe(26078);
    // day-night: 30% of the use at the night rate is cheaper than all of it at the day rate
    const night = monthlyEstimateCents({ dailyChargeCents: 246, unitRateTenthCents: 347, nightRateTenthCents: 192 });
    expect(night).toBe(Math.round(246 * (365 / 12) + (7000 / 12) * (0.7 * 34.7 + 0.3 * 19.2)));
  });
});

describe('power: the region whose plans show first', () => {
  const regions = [{ code: 'auckland', name: 'Auckland' }, { code: 'waikato', name: 'Hamilton and Waikato' }, { code: 'wellington', name: 'Wellington' }];
  test('the region named in the broadband address; the chosen one wins; else the first', () => {
    expect(regionFor('101 Lambton Quay, Wellington Central, Wellington 6011', regions)?.code).toBe('wellington');
    expect(regionFor('5 Victoria Street, Hamilton', regions)?.code).toBe('waikato');
    expect(regionFor('5 Victoria Street, Hamilton', regions, 'auckland')?.code).toBe('auckland');
    expect(regionFor('5 Victoria Street, Hamilton', regions, 'nowhere')?.code).toBe('waikato');
    expect(regionFor(null, regions)?.code).toBe('auckland');
  });
});
