import type { Metadata } from 'next';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import en from '@/messages/en.json';

/**
 * The site's share image (Open Graph and X cards): 1200 × 630, the brand on its colour. Served
 * from public/ (next.config.ts keeps `/og/` out of the locale rewrite); absolute through
 * metadataBase.
 */
export const SHARE_IMAGE = { url: '/og/site.png', width: 1200, height: 630, type: 'image/png' } as const;

/** Open Graph's and X's image entries for a page: the site's image, described by the site's name. */
export function shareImages(alt: string = en.app.name) {
  return [{ ...SHARE_IMAGE, alt }];
}

/** A public URL in a language: the default has none, the others add `?language=`. */
export function localisedPath(path: string, locale: string): string {
  return locale === DEFAULT_LOCALE ? path : `${path}?language=${encodeURIComponent(locale)}`;
}

/** Open Graph's spelling of our locales. */
export function ogLocale(locale: string): string {
  return locale === DEFAULT_LOCALE ? 'en_NZ' : locale.replace('-', '_');
}

/** An Open Graph / X image entry. */
export type ShareImage = { url: string; width: number; height: number; type: 'image/png'; alt: string };

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
  /** The page's own share image (a plan's); else the site's. */
  image?: ShareImage;
};

/**
 * Search-engine metadata of a public page (issue 3 §4: "per-page title, description, canonical
 * URL, Open Graph"): a canonical URL per language with the other languages as alternates
 * (x-default: the English address), and Open Graph. Relative URLs resolve against the root
 * layout's metadataBase (APP_ORIGIN).
 */
export function publicPageMetadata({ path, locale, title, description, siteName, type = 'website', modifiedTime, index = true, image }: PageMeta): Metadata {
  const canonical = localisedPath(path, locale);
  // The brand's name is the same in every language (app.name); og:site_name on every page.
  const site = siteName ?? en.app.name;
  const images = image ? [image] : shareImages(site);
  const og = { title, description, url: canonical, locale: ogLocale(locale), siteName: site, images };
  return {
    title,
    description,
    alternates: {
      canonical,
      languages: { ...Object.fromEntries(LOCALES.map((l) => [l, localisedPath(path, l)])), 'x-default': path },
    },
    openGraph: type === 'article' ? { ...og, type: 'article', ...(modifiedTime ? { modifiedTime } : {}) } : { ...og, type: 'website' },
    twitter: { card: 'summary_large_image', title, description, images },
    ...(index ? {} : { robots: { index: false, follow: true } }),
  };
}
