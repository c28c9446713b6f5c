import 'server-only';
import { connection } from 'next/server';
import { appOrigin } from '@/lib/flags/origin';

/**
 * The site's public origin for absolute URLs (sitemap, robots): the configured one
 * (lib/flags/origin), read per request so a run's APP_ORIGIN or PORT applies, never the
 * request's Host.
 */
export async function siteOrigin(): Promise<string> {
  await connection();
  return appOrigin();
}

/**
 * What the pages' metadata (canonical, hreflang, og:url) resolves relative URLs against: the origin
 * of the process that renders the page. A prerendered page rendered by `next build` names the
 * build's; where it is served with another, lib/cache/origin-cache-handler.mjs has it rendered
 * again for the serving origin (issue 30 item 8: build once, serve anywhere).
 */
export function metadataBase(): URL {
  return new URL(appOrigin());
}

/**
 * The origin of absolute URLs in JSON-LD (Organization, WebSite, Product, Article): this
 * process's, as metadataBase (APP_ORIGIN, else the local run's http://localhost:<PORT>), never a
 * relative path (issue 30 item 11). A page rendered for another origin is rendered again where it
 * is served (lib/cache/origin-cache-handler.mjs).
 */
export function configuredOrigin(): string {
  return appOrigin();
}
