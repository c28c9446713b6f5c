import { matchLocale, resolveLocale } from '@/lib/i18n/locales';

describe('resolveLocale — "language from the `language` query, then a cookie, then Accept-Language; unknown codes fall back to English"', () => {
  it('query first', () => expect(resolveLocale({ query: 'mi-NZ', cookie: 'en', acceptLanguage: 'en' })).toBe('mi-NZ'));
  it('then the cookie', () => expect(resolveLocale({ query: 'xx', cookie: 'mi-NZ', acceptLanguage: 'en' })).toBe('mi-NZ'));
  it('then Accept-Language by quality', () => expect(resolveLocale({ acceptLanguage: 'fr;q=0.9, mi;q=0.8, en;q=0.1' })).toBe('mi-NZ'));
  it('unknown codes fall back to English', () => {
    expect(resolveLocale({ query: 'de', acceptLanguage: 'fr, de' })).toBe('en');
    expect(resolveLocale({})).toBe('en');
  });
  it('matches case-insensitively and by language', () => {
    expect(matchLocale('MI-nz')).toBe('mi-NZ');
    expect(matchLocale('en-GB')).toBe('en');
    expect(matchLocale('zz')).toBeUndefined();
  });
});
