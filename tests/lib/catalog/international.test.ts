import { INTERNATIONAL_RATES, searchRates } from '@/lib/catalog/international';
import { formatCents } from '@/components/format/format-money';

describe('international rates — "International call rates per minute, in cents: Australia 0, Bangladesh 5, … Vietnam 20." (24 named rows)', () => {
  it('has the 24 rows of the spec, in whole cents', () => {
    expect(INTERNATIONAL_RATES).toHaveLength(24);
    expect(INTERNATIONAL_RATES.every((r) => Number.isInteger(r.centsPerMinute))).toBe(true);
    const byName = Object.fromEntries(INTERNATIONAL_RATES.map((r) => [r.country, r.centsPerMinute]));
    expect(byName).toMatchObject({ Australia: 0, Fiji: 29, 'French Polynesia': 60, UAE: 40, China: 3, 'Cook Islands': 120, Niue: 160 });
  });
  it('"shown in dollars"', () => {
    expect(formatCents(29)).toBe('$0.29');
    expect(formatCents(120)).toBe('$1.20');
  });
});

describe('searchRates — search by country', () => {
  it('an empty search lists every row', () => expect(searchRates('')).toHaveLength(24));
  it('matches part of a name, any case', () => expect(searchRates('FIJ').map((r) => r.country)).toEqual(['Fiji']));
  it('matches common names and codes', () => {
    expect(searchRates('united kingdom').map((r) => r.country)).toEqual(['UK']);
    expect(searchRates('dubai').map((r) => r.country)).toEqual(['UAE']);
    expect(searchRates('nz')).toEqual([]);
  });
  it('ignores accents and extra spaces', () => expect(searchRates('  sāmoa ').map((r) => r.country)).toEqual(['Samoa']));
  it('finds nothing for an unknown country', () => expect(searchRates('Atlantis')).toEqual([]));
});
