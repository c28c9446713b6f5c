import type { Metadata } from 'next';
import { appEnv } from '@/lib/flags';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';

/** A public URL in a language: the default has none, the others add `?language=`. */
export function localisedPath(path: string, locale: string): string {
  return locale === DEFAULT_LOCALE ? path : `${path}?language=${encodeURIComponent(locale)}`;
}

/** The site's origin when configured (APP_ORIGIN), for absolute URLs in structured data. */
export function siteOrigin(): string | undefined {
  return appEnv().APP_ORIGIN;
}

type Page = { path: string; locale: string; title: string; description: string; type?: 'website' | 'article' };

/**
 * Search-engine metadata of a public page (issue 3 §4): title, description, a canonical URL
 * per language with the other language as an alternate, and Open Graph. URLs are absolute
 * when APP_ORIGIN is set.
 */
export function publicPageMetadata({ path, locale, title, description, type = 'website' }: Page): Metadata {
  const origin = siteOrigin();
  const canonical = localisedPath(path, locale);
  return {
    ...(origin ? { metadataBase: new URL(origin) } : {}),
    title,
    description,
    alternates: {
      canonical,
      languages: { ...Object.fromEntries(LOCALES.map((l) => [l, localisedPath(path, l)])), 'x-default': path },
    },
    openGraph: { title, description, url: canonical, type, locale: locale === DEFAULT_LOCALE ? 'en_NZ' : locale.replace('-', '_') },
  };
}
