import type { Metadata } from 'next';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';

/** A public URL in a language: the default has none, the others add `?language=`. */
export function localisedPath(path: string, locale: string): string {
  return locale === DEFAULT_LOCALE ? path : `${path}?language=${encodeURIComponent(locale)}`;
}

/** Open Graph's spelling of our locales. */
export function ogLocale(locale: string): string {
  return locale === DEFAULT_LOCALE ? 'en_NZ' : locale.replace('-', '_');
}

export type PageMeta = {
  path: string;
  locale: string;
  title: string;
  description: string;
  siteName?: string;
  type?: 'website' | 'article';
  /** Open Graph's article:modified_time (articles only). */
  modifiedTime?: string | null;
  /** false: noindex (search result pages), links still followed. */
  index?: boolean;
};

/**
 * Search-engine metadata of a public page (issue 3 §4: "per-page title, description, canonical
 * URL, Open Graph"): a canonical URL per language with the other languages as alternates
 * (x-default: the English address), and Open Graph. Relative URLs resolve against the root
 * layout's metadataBase (APP_ORIGIN).
 */
export function publicPageMetadata({ path, locale, title, description, siteName, type = 'website', modifiedTime, index = true }: PageMeta): Metadata {
  const canonical = localisedPath(path, locale);
  const og = { title, description, url: canonical, locale: ogLocale(locale), ...(siteName ? { siteName } : {}) };
  return {
    title,
    description,
    alternates: {
      canonical,
      languages: { ...Object.fromEntries(LOCALES.map((l) => [l, localisedPath(path, l)])), 'x-default': path },
    },
    openGraph: type === 'article' ? { ...og, type: 'article', ...(modifiedTime ? { modifiedTime } : {}) } : { ...og, type: 'website' },
    ...(index ? {} : { robots: { index: false, follow: true } }),
  };
}
