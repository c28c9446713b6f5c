import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import en from '@/messages/en.json';
import { LOCALE_COOKIE, LOCALE_HEADER, matchLocale, resolveLocale, type Locale } from './locales';

type Messages = typeof en;

/** mi-NZ falls back to English per key: a missing translation never shows a raw key. */
/** The translation over the English: objects merged key by key, a list (the legal sections) taken whole. */
export function mergeMessages(base: Messages, over: Record<string, unknown>): Messages {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = (base as Record<string, unknown>)[k];
    const objects = v && typeof v === 'object' && !Array.isArray(v) && b && typeof b === 'object' && !Array.isArray(b);
    out[k] = objects ? mergeMessages(b as Messages, v as Record<string, unknown>) : v;
  }
  return out as Messages;
}

/** The locale proxy.ts chose for a request (its `x-locale` header, then cookie and Accept-Language). */
async function requestedLocale(): Promise<Locale> {
  const [h, jar] = await Promise.all([headers(), cookies()]);
  return resolveLocale({ query: h.get(LOCALE_HEADER), cookie: jar.get(LOCALE_COOKIE)?.value, acceptLanguage: h.get('accept-language') });
}

/**
 * Static pages name their locale (the hidden [locale] segment, through setRequestLocale), so
 * nothing here reads a header for them; other server code falls back to what proxy.ts chose.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const locale = matchLocale(await requestLocale) ?? (await requestedLocale());
  const messages = locale === 'en' ? en : mergeMessages(en, (await import('@/messages/mi-NZ.json')).default);
  return { locale, messages, timeZone: 'Pacific/Auckland' };
});
