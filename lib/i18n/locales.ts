/** "languages en and mi-NZ … unsupported language codes fall back to English." */
export const LOCALES = ['en', 'mi-NZ'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'NEXT_LOCALE';
/** Set by proxy.ts from the `language` query so the same request renders in it. */
export const LOCALE_HEADER = 'x-locale';

/** Exact code first, then its language ("mi" → mi-NZ, "en-GB" → en); unknown → undefined. */
export function matchLocale(code: string | null | undefined): Locale | undefined {
  if (!code) return undefined;
  const c = code.trim().toLowerCase();
  const exact = LOCALES.find((l) => l.toLowerCase() === c);
  if (exact) return exact;
  const lang = c.split(/[-_]/)[0];
  return LOCALES.find((l) => l.toLowerCase().split('-')[0] === lang);
}

/**
 * Locale from the `language` query, then the cookie, then Accept-Language (by q order), then en.
 */
export function resolveLocale(input: { query?: string | null; cookie?: string | null; acceptLanguage?: string | null }): Locale {
  const fromQuery = matchLocale(input.query);
  if (fromQuery) return fromQuery;
  const fromCookie = matchLocale(input.cookie);
  if (fromCookie) return fromCookie;
  const ranked = (input.acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag ?? '', q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const m = matchLocale(tag);
    if (m) return m;
  }
  return DEFAULT_LOCALE;
}
