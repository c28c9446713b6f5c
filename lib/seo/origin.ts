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

/** What the static pages' metadata resolves relative URLs against (read at build time). */
export function metadataBase(): URL {
  return new URL(appOrigin());
}

/** APP_ORIGIN without a trailing slash, when configured: absolute URLs in JSON-LD; relative without it. */
export function configuredOrigin(): string | undefined {
  return process.env.APP_ORIGIN?.replace(/\/+$/, '') || undefined;
}
