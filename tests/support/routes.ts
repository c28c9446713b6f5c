import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { NextRequest } from 'next/server';

/**
 * Every route handler of the BFF, found on the file system (`app/api/**\/route.ts`), so a table
 * driven test covers a route the day it is added. Each entry knows its URL pattern, its dynamic
 * segments and how to load its module; `methods()` lists the HTTP methods it exports.
 */

export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export const MUTATING_METHODS: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

export type Segment = { name: string; catchAll: boolean; optional: boolean };
export type RouteParams = Record<string, string | string[]>;
export type RouteHandler = (req: NextRequest, ctx: { params: Promise<RouteParams> }) => Promise<Response> | Response;
export type RouteModule = Partial<Record<HttpMethod, RouteHandler>>;

export type ApiRoute = {
  /** `app/api/eshop/cart/items/[line]/route.ts` */
  file: string;
  /** `/api/eshop/cart/items/[line]` */
  pattern: string;
  segments: Segment[];
  load: () => Promise<RouteModule>;
};

const ROOT = join(__dirname, '..', '..');
const API_DIR = join(ROOT, 'app', 'api');

/**
 * A value for each dynamic segment a route has today, shaped as the route expects (an order id,
 * a cart line, an image file, a map layer, next-auth's action and provider). A new segment name
 * fails `routePath` until it gets a sample here: a test cannot silently skip a new route.
 */
export const SAMPLE_PARAMS: Record<string, string | string[]> = {
  orderId: 'ORD-1000',
  line: '1',
  file: 'esim.svg',
  id: 'coverage',
  uuid: '00000000-0000-4000-8000-0000000000aa',
  nextauth: ['start', 'google'],
  intentId: 'pi_fuzz0000000000',
  number: 'INV-000001',
  // Families and payers (issue 15): an invite's action, the invite email's token, a billing invite's code
  action: 'cancel',
  token: 'fuzz-token-000000',
  code: 'fuzz-code-000000',
  // Onboarding (issue 16): a product of the customer's (any id; another's or an unknown one is 404)
  productId: '00000000-0000-4000-8000-0000000000bb',
  // Broadband (issue 17): a fibre or fixed wireless service of the customer's (another's or an unknown one is 404)
  serviceId: '00000000-0000-4000-8000-0000000000cc',
};

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return walk(full);
    return e.name === 'route.ts' ? [full] : [];
  });
}

function segmentOf(part: string): Segment | null {
  const m = /^\[(\[)?(\.\.\.)?([^\]]+)\]?\]$/.exec(part);
  if (!m) return null;
  return { name: m[3]!, catchAll: Boolean(m[2]), optional: Boolean(m[1]) };
}

/** Every `app/api/**\/route.ts`, sorted by URL pattern. Folders starting with `_` or in `(group)`s are not URL parts. */
export function apiRoutes(): ApiRoute[] {
  return walk(API_DIR)
    .map((full) => {
      const rel = relative(ROOT, full).split(sep).join('/');
      const parts = rel.split('/').slice(1, -1); // drop "app" and "route.ts"
      const urlParts = parts.filter((p) => !/^\(.*\)$/.test(p));
      const segments = urlParts.map(segmentOf).filter((s): s is Segment => s !== null);
      const modulePath = full;
      return {
        file: rel,
        pattern: `/${urlParts.join('/')}`,
        segments,
        load: async () => (await import(modulePath)) as RouteModule,
      };
    })
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** The methods a route module exports. */
export function methodsOf(mod: RouteModule): HttpMethod[] {
  return HTTP_METHODS.filter((m) => typeof mod[m] === 'function');
}

/**
 * The URL path and Next's `params` for a route, each segment taking `values[name]` or its sample.
 * A value goes into the URL as given (already percent-encoded or deliberately malformed), and
 * into `params` as Next hands it to the handler, which the caller decides (`paramsAs`).
 */
export function routePath(route: ApiRoute, values: RouteParams = {}): { path: string; params: RouteParams } {
  const params: RouteParams = {};
  let path = route.pattern;
  for (const s of route.segments) {
    const value = values[s.name] ?? SAMPLE_PARAMS[s.name];
    if (value === undefined) throw new Error(`${route.file}: no sample value for [${s.name}]: add one to SAMPLE_PARAMS in tests/support/routes.ts`);
    params[s.name] = value;
    const text = Array.isArray(value) ? value.join('/') : value;
    path = path.replace(/\[\[?(?:\.\.\.)?[^\]]+\]?\]/, text);
  }
  return { path, params };
}
