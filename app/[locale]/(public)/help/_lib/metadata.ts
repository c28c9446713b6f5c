import 'server-only';
import type { Metadata } from 'next';
import { appEnv } from '@/lib/flags/env';

/** The site's public origin when configured (APP_ORIGIN); JSON-LD is site-relative without it. */
export function siteOrigin(): string | undefined {
  return appEnv().APP_ORIGIN?.replace(/\/+$/, '');
}

/** Open Graph's locale spelling of ours. */
const OG_LOCALE: Record<string, string> = { en: 'en_NZ', 'mi-NZ': 'mi_NZ' };

type PageMeta = {
  locale: string;
  siteName: string;
  title: string;
  description: string;
  /** The page's own address: the canonical URL and Open Graph's url. */
  path: string;
  type?: 'website' | 'article';
  modifiedTime?: string | null;
  index?: boolean;
};

/** Title, description, canonical URL and Open Graph, the same way on every help page. */
export function helpMetadata(m: PageMeta): Metadata {
  const og = { title: m.title, description: m.description, url: m.path, siteName: m.siteName, locale: OG_LOCALE[m.locale] ?? 'en_NZ' };
  return {
    title: m.title,
    description: m.description,
    alternates: { canonical: m.path },
    openGraph:
      m.type === 'article'
        ? { ...og, type: 'article', ...(m.modifiedTime ? { modifiedTime: m.modifiedTime } : {}) }
        : { ...og, type: 'website' },
    ...(m.index === false ? { robots: { index: false, follow: true } } : {}),
  };
}
