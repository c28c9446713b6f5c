import 'server-only';
import { headers } from 'next/headers';

/**
 * The site's public origin for absolute URLs (sitemap, robots, JSON-LD): APP_ORIGIN when set
 * (production should set it), else the request's own host, so a developer's sitemap points at
 * the server they opened. Only for dynamic routes: it reads the request headers.
 */
export async function siteOrigin(): Promise<string> {
  const configured = process.env.APP_ORIGIN;
  if (configured) return configured.replace(/\/+$/, '');
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost:3000';
  const proto = h.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https');
  return `${proto}://${host}`;
}

/** What the static pages' metadata resolves relative URLs against (read at build time). */
export function metadataBase(): URL {
  return new URL(process.env.APP_ORIGIN ?? 'http://localhost:3000');
}

/** APP_ORIGIN without a trailing slash, when configured: absolute URLs in JSON-LD; relative without it. */
export function configuredOrigin(): string | undefined {
  return process.env.APP_ORIGIN?.replace(/\/+$/, '') || undefined;
}
