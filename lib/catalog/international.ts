/**
 * "International call rates per minute, in cents: Australia 0, Bangladesh 5, Canada 20,
 * China 3, Cook Islands 1.20, Fiji 29, French Polynesia 60, Hawaii 5, Hong Kong 5, India 3,
 * Macau 20, Malaysia 5, Nepal 20, Niue 1.60, Pakistan 20, Samoa 60, Singapore 5, Sri Lanka 20,
 * Taiwan 20, Tonga 60, UAE 40, UK 20, USA 20, Vietnam 20." (account-management.md §9)
 * Cook Islands and Niue are written as dollars there (1.20, 1.60) among cents; we read them
 * as 120 and 160 cents, since money is whole cents end to end.
 */
export const INTERNATIONAL_RATES: ReadonlyArray<{ country: string; code: string; centsPerMinute: number }> = [
  { country: 'Australia', code: 'AU', centsPerMinute: 0 },
  { country: 'Bangladesh', code: 'BD', centsPerMinute: 5 },
  { country: 'Canada', code: 'CA', centsPerMinute: 20 },
  { country: 'China', code: 'CN', centsPerMinute: 3 },
  { country: 'Cook Islands', code: 'CK', centsPerMinute: 120 },
  { country: 'Fiji', code: 'FJ', centsPerMinute: 29 },
  { country: 'French Polynesia', code: 'PF', centsPerMinute: 60 },
  { country: 'Hawaii', code: 'US-HI', centsPerMinute: 5 },
  { country: 'Hong Kong', code: 'HK', centsPerMinute: 5 },
  { country: 'India', code: 'IN', centsPerMinute: 3 },
  { country: 'Macau', code: 'MO', centsPerMinute: 20 },
  { country: 'Malaysia', code: 'MY', centsPerMinute: 5 },
  { country: 'Nepal', code: 'NP', centsPerMinute: 20 },
  { country: 'Niue', code: 'NU', centsPerMinute: 160 },
  { country: 'Pakistan', code: 'PK', centsPerMinute: 20 },
  { country: 'Samoa', code: 'WS', centsPerMinute: 60 },
  { country: 'Singapore', code: 'SG', centsPerMinute: 5 },
  { country: 'Sri Lanka', code: 'LK', centsPerMinute: 20 },
  { country: 'Taiwan', code: 'TW', centsPerMinute: 20 },
  { country: 'Tonga', code: 'TO', centsPerMinute: 60 },
  { country: 'UAE', code: 'AE', centsPerMinute: 40 },
  { country: 'UK', code: 'GB', centsPerMinute: 20 },
  { country: 'USA', code: 'US', centsPerMinute: 20 },
  { country: 'Vietnam', code: 'VN', centsPerMinute: 20 },
];

/** Other names people type for a destination. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  UK: ['united kingdom', 'england', 'britain', 'great britain', 'scotland', 'wales'],
  USA: ['united states', 'america', 'us'],
  UAE: ['united arab emirates', 'dubai', 'abu dhabi'],
  Samoa: ['sāmoa'],
};

/** Search by country: case- and accent-insensitive, on the name, its code or a common alias. */
export function searchRates(query: string | undefined | null, rates = INTERNATIONAL_RATES) {
  const q = fold(query ?? '');
  if (!q) return [...rates];
  return rates.filter((r) => [r.country, r.code, ...(ALIASES[r.country] ?? [])].some((name) => fold(name).includes(q)));
}

function fold(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase().replace(/\s+/g, ' ');
}
