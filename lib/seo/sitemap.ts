import type { Flags } from '@/lib/flags';
import { routeGateOpen } from '@/lib/flags';

export type SitemapPath = { path: string; lastModified?: string };

/**
 * The fixed public pages a search engine may index (issue 3 §4), each only while its gate is
 * open: home, international plans, about (not when an external about link is configured),
 * terms, privacy, network maps and the help centre. Plans and help articles come from
 * lib/catalog/sitemap.ts and lib/help.
 */
export function fixedSitemapPaths(flags: Flags): SitemapPath[] {
  const paths = ['/'];
  if (routeGateOpen('internationalPlans', flags)) paths.push('/international-plans');
  if (routeGateOpen('about', flags)) paths.push('/about');
  paths.push('/terms', '/privacy', '/network-maps', '/help');
  return paths.map((path) => ({ path }));
}

/** One entry per path, the first seen kept, absolute against the site's origin. */
export function toSitemap(origin: string, entries: readonly SitemapPath[]): Array<{ url: string; lastModified?: string }> {
  const seen = new Set<string>();
  const out: Array<{ url: string; lastModified?: string }> = [];
  for (const e of entries) {
    if (seen.has(e.path)) continue;
    seen.add(e.path);
    out.push(e.lastModified ? { url: `${origin}${e.path}`, lastModified: e.lastModified } : { url: `${origin}${e.path}` });
  }
  return out;
}
