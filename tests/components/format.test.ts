import { maskUrl } from '@/components/analytics/mask-url';
import { formatCents } from '@/components/format/format-money';
import { formatNzNumber } from '@/components/format/format-msisdn';

describe('formatCents — "Prices are held in cents and shown in dollars (cents divided by 100, currency symbol $)"', () => {
  it.each([[1250, '$12.50'], [0, '$0.00'], [3000, '$30.00'], [123456, '$1,234.56'], [5, '$0.05']])('%i → %s', (cents, text) =>
    expect(formatCents(cents)).toBe(text));
});

describe('formatNzNumber', () => {
  it.each([
    ['64215550101', '021 555 0101'],
    ['642712345678', '027 1234 5678'],
    ['0211234567', '021 123 4567'],
    ['+64 21 555 0101', '021 555 0101'],
    ['12345', '12345'],
  ])('%s → %s', (raw, shown) => expect(formatNzNumber(raw)).toBe(shown));
});

describe('maskUrl — "Analytics events … page_view … (tokens in page URLs masked)"', () => {
  it('masks secret-looking query values and keeps the rest', () => {
    expect(maskUrl('/sign-in?redirect=%2Fprofile&token=abc&identity_token=x&api_key=k&code=123')).toBe('/sign-in?redirect=%2Fprofile&token=***&identity_token=***&api_key=***&code=***');
  });
  it('masks the adoption code in /activation/:code and drops the hash', () => {
    expect(maskUrl('/activation/SECRET123?x=1#frag')).toBe('/activation/***?x=1');
  });
  it('leaves plain URLs alone', () => expect(maskUrl('/profile/plans')).toBe('/profile/plans'));
});
