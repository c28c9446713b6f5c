// @ts-check
/**
 * Build once, serve anywhere (issue 30 item 8; ARCHITECTURE "Canonical URLs and links are built
 * from APP_ORIGIN when the page is served, not when it is built"). A prerendered page's HTML
 * names an origin in its canonical link, its hreflang alternates and og:url (lib/seo/origin.ts,
 * metadataBase): the origin of the process that rendered it, `next build` for the static pages.
 * Served by a process with another APP_ORIGIN (another host, a second instance of the same
 * build), that page is stale: this handler answers it as a miss, so Next renders it again here,
 * with this process's origin, and keeps that render (in memory; on disk when ISR_FLUSH_TO_DISK
 * allows). Everything else is Next's own file-system cache, unchanged.
 *
 * next.config.ts names this file as `cacheHandler` at `next start` (not for `next build`, and
 * not with REDIS_URL, where lib/cache/next-cache-handler.mjs keeps pages that the instances,
 * which share APP_ORIGIN, render at run time). Plain JavaScript: Next imports it at run time.
 */
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

/** @type {any} */
const FileSystemCache = /** @type {any} */ (FileSystemCacheModule).default ?? FileSystemCacheModule;

/**
 * This process's public origin, as lib/flags/origin.ts `appOrigin()` (a TypeScript module Next
 * cannot import here): APP_ORIGIN's origin when set, else http://localhost:<PORT>.
 */
export function servingOrigin(env = process.env) {
  const raw = env.APP_ORIGIN?.trim();
  if (raw) {
    try {
      return new URL(raw).origin;
    } catch {
      // an unparsable APP_ORIGIN: as unset (lib/flags/env refuses it at start-up anyway)
    }
  }
  const n = Number(env.PORT);
  return `http://localhost:${Number.isInteger(n) && n > 0 && n < 65536 ? n : 3000}`;
}

const NAMED_ORIGIN = [/<link rel="canonical" href="([^"]+)"/, /<link rel="alternate" hrefLang="[^"]*" href="([^"]+)"/i, /<meta property="og:url" content="([^"]+)"/];

/** The origin a page's HTML names (canonical, an hreflang alternate, og:url), or undefined when it names none. */
export function namedOrigin(html) {
  for (const re of NAMED_ORIGIN) {
    const m = re.exec(html);
    if (!m?.[1]) continue;
    try {
      return new URL(m[1].replace(/&amp;/g, '&')).origin;
    } catch {
      // a relative URL names no origin
    }
  }
  return undefined;
}

/** True when a cached page's HTML names an origin other than `origin`. */
export function renderedForAnotherOrigin(entry, origin) {
  const value = entry?.value;
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string') return false;
  const named = namedOrigin(value.html);
  return named !== undefined && named !== origin;
}

export default class OriginCacheHandler extends FileSystemCache {
  /** @param {any[]} args */
  async get(...args) {
    const entry = await super.get(...args);
    return renderedForAnotherOrigin(entry, servingOrigin()) ? null : entry;
  }
}
