import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import en from '@/messages/en.json';
import { LOCALE_COOKIE, LOCALE_HEADER, resolveLocale } from './locales';

type Messages = typeof en;

/** mi-NZ falls back to English per key: a missing translation never shows a raw key. */
function merge(base: Messages, over: Record<string, unknown>): Messages {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = (base as Record<string, unknown>)[k];
    out[k] = v && typeof v === 'object' && b && typeof b === 'object' ? merge(b as Messages, v as Record<string, unknown>) : v;
  }
  return out as Messages;
}

export default getRequestConfig(async () => {
  const [h, jar] = await Promise.all([headers(), cookies()]);
  const locale = resolveLocale({ query: h.get(LOCALE_HEADER), cookie: jar.get(LOCALE_COOKIE)?.value, acceptLanguage: h.get('accept-language') });
  const messages = locale === 'en' ? en : merge(en, (await import('@/messages/mi-NZ.json')).default);
  return { locale, messages, timeZone: 'Pacific/Auckland' };
});
