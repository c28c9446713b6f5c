import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { buildTimePolicy, HSTS } from './lib/security/csp';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The sandbox and better-sqlite3 are never bundled into the app.
  serverExternalPackages: ['better-sqlite3', 'pino'],
  // `npm test` runs `tsc --noEmit` as its own stage first and sets BUILD_SKIP_TYPECHECK only when
  // that passed (scripts/test.sh): the build's second type check of the same files is skipped
  // there. `npm start` and `npm run build` never set it, so they always check.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === '1' },
  // The root layout sits in app/[locale]; paths proxy.ts does not rewrite (static-file-like
  // names such as /favicon.ico) need a not-found page of their own (app/global-not-found.tsx).
  //
  // ISR_FLUSH_TO_DISK=false (read by `next start`, not baked into the build) keeps pages
  // rendered at run time in this process's memory instead of .next/server: two instances of
  // one build with different FLAG_* settings (the e2e's second, flagged instance) then never
  // serve each other's renders. Unset: Next's default, written to disk.
  //
  // clientTraceMetadata: a page rendered while tracing runs carries <meta name="traceparent">,
  // which the browser's error reporter sends with its report (docs/operations.md §3).
  experimental: { globalNotFound: true, isrFlushToDisk: process.env.ISR_FLUSH_TO_DISK !== 'false', clientTraceMetadata: ['traceparent'] },
  // Page views proxy.ts does not see (see its matcher) still need their locale segment: the
  // NEXT_LOCALE cookie, else English (Accept-Language naming Māori goes through proxy.ts).
  async rewrites() {
    const pages = '/:path((?!en(?:/|$)|mi-NZ(?:/|$)|api/|_next/|og/|robots\\.txt$|sitemap\\.xml$|icon\\.svg$).*)';
    return {
      beforeFiles: [
        { source: pages, has: [{ type: 'cookie', key: 'NEXT_LOCALE', value: '[Mm][Ii](?:[-_].*)?' }], destination: '/mi-NZ/:path' },
        { source: pages, destination: '/en/:path' },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  // Read when the build writes its routes manifest: a page proxy.ts handles gets its own, full
  // policy (same lower-case name, so the proxy's replaces this one); see docs/adr/011. HSTS
  // when the build's APP_ORIGIN is https (proxy.ts adds it at run time from the running one).
  async headers() {
    const https = process.env.APP_ORIGIN?.trim().startsWith('https://') ?? false;
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
          { key: 'content-security-policy', value: buildTimePolicy({ dev: process.env.NODE_ENV === 'development' }) },
          ...(https ? [{ key: 'strict-transport-security', value: HSTS }] : []),
        ],
      },
    ];
  },
};

/**
 * Several instances (docs/scaling.md): with REDIS_URL set when `next start` reads this file,
 * Next's own cache (ISR pages, fetch cache) lives in Redis for all of them, with no in-memory
 * layer of its own in front (an instance must see another's revalidation). Never for `next
 * build`: the build does not need Redis (and the handler falls back to memory without it).
 */
const building = process.argv.includes('build');
const sharedCache = Boolean(process.env.REDIS_URL?.trim()) && !building;

/**
 * Otherwise, at `next start`: Next's own file-system cache, except that a page rendered for
 * another origin (the build's APP_ORIGIN, another instance's) is rendered again for this one
 * (lib/cache/origin-cache-handler.mjs): build once, serve anywhere.
 */
const servingCache = sharedCache
  ? { cacheHandler: path.join(process.cwd(), 'lib', 'cache', 'next-cache-handler.mjs'), cacheMaxMemorySize: 0 }
  : building
    ? {}
    : { cacheHandler: path.join(process.cwd(), 'lib', 'cache', 'origin-cache-handler.mjs') };

export default withNextIntl({ ...config, ...servingCache });
