import type { MetadataRoute } from 'next';
import { getFlags } from '@/lib/config/calls';
import { planSitemapEntries } from '@/lib/catalog/sitemap';
import { helpSitemapEntries } from '@/lib/help/calls';
import { siteOrigin } from '@/lib/seo/origin';
import { fixedSitemapPaths, toSitemap } from '@/lib/seo/sitemap';

/**
 * sitemap.xml: the fixed public pages, every plan on sale and every published help article.
 * Built per request (the upstream is not reachable at build time); the catalogue and help
 * reads behind it are cached (1 minute, 1 hour), so a crawler costs the upstream nothing more.
 * Neither list throws: an outage leaves its part out, never the whole sitemap.
 */
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [origin, flags, plans, help] = await Promise.all([siteOrigin(), getFlags(), planSitemapEntries(), helpSitemapEntries()]);
  return toSitemap(origin, [...fixedSitemapPaths(flags), ...plans, ...help]);
}
