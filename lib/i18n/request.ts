import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { messagesOf } from './messages';
import { LOCALE_COOKIE, LOCALE_HEADER, matchLocale, resolveLocale, type Locale } from './locales';

export { mergeMessages } from './messages';

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
  return { locale, messages: messagesOf(locale), timeZone: 'Pacific/Auckland' };
});
