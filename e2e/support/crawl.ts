import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { PROFILE_SCREENS } from '../../lib/profile/screens';
import { SIGNED_IN_ONLY, SIGNED_OUT_ONLY } from '../../lib/session/links';
import { signInSaved, test } from './fixtures';

/**
 * The crawl (issue 28, "How the tests change"): every page of the public site and of the account
 * area rendered in both languages, signed in and out, failing on visible text that looks like a
 * message key and on any console error. The lists are derived, never typed: a new page is crawled
 * without touching the test.
 *  - public: GET /sitemap.xml (app/sitemap.ts) plus every page folder of app/[locale] that is
 *    neither under /profile nor signed-in only (lib/session/links.ts SIGNED_IN_ONLY);
 *  - account: the profile map (lib/profile/screens.ts), every built screen that is a page of its
 *    own (not a dialog, not an alias), plus the signed-in-only page folders outside /profile;
 *  - a path with a dynamic segment ([number], [slug]…) is filled from a link found on a page
 *    crawled before it (the demo data the customer sees), or skipped with the reason noted.
 */

/** The issue's pattern: visible text that looks like a message key (`broadband.account.slots.window`). */
export const MESSAGE_KEY = /\b[a-z]+(\.[a-zA-Z]+){2,}\b/g;

/**
 * Real domain names look like keys to that pattern: the privacy statement names the Privacy
 * Commissioner's privacy.org.nz and help articles name www.cert.govt.nz. A key's last part is a
 * camelCase word of messages/, never a top-level domain, so a match whose last part is one is text.
 */
const DOMAIN_ENDING = /\.(nz|com|org|net|io)$/;

export type Locale = 'en' | 'mi-NZ';
export type Finding = { url: string; what: string };

/** One app route (a page folder of app/[locale], route groups dropped), e.g. '/eshop/[slug]'. */
export type Route = { route: string; dynamic: boolean };

/**
 * Every page folder of app/[locale]: route groups `(x)` and private `_x` folders dropped, an
 * optional catch-all `[[...x]]` as its base path (the sitemap brings its filled ones).
 */
export function appRoutes(root = path.join(process.cwd(), 'app', '[locale]')): Route[] {
  const out: Route[] = [];
  const walk = (dir: string, segs: string[]) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) {
        if (e.name.startsWith('_')) continue;
        walk(path.join(dir, e.name), /^\(.*\)$/.test(e.name) ? segs : [...segs, e.name]);
      } else if (e.name === 'page.tsx') {
        const kept = segs.filter((s) => !/^\[\[\.\.\..+\]\]$/.test(s));
        const route = `/${kept.join('/')}`;
        out.push({ route, dynamic: /\[/.test(route) });
      }
    }
  };
  walk(root, []);
  return out.sort((a, b) => a.route.localeCompare(b.route));
}

const within = (p: string, prefixes: readonly string[]) => prefixes.some((x) => p === x || p.startsWith(`${x}/`));
export const isSignedInOnly = (p: string) => within(p, SIGNED_IN_ONLY);
export const isSignedOutOnly = (p: string) => within(p, SIGNED_OUT_ONLY);

/** A route's paths as a pattern: `/profile/bonuses/[uuid]` → /^\/profile\/bonuses\/[^/]+$/. */
export function routePattern(route: string): RegExp {
  const body = route
    .split('/')
    .map((s) => (/^\[\.\.\..+\]$/.test(s) ? '.+' : /^\[.+\]$/.test(s) ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}$`);
}

/** The paths GET /sitemap.xml lists (absolute URLs on the instance's APP_ORIGIN), as paths. */
export async function sitemapPaths(request: APIRequestContext, origin: string): Promise<string[]> {
  const res = await request.get(`${origin}/sitemap.xml`);
  if (!res.ok()) throw new Error(`GET ${origin}/sitemap.xml: ${res.status()}`);
  const xml = await res.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const u = new URL(m[1]!.replace(/&amp;/g, '&'));
    return decodeURI(u.pathname) + u.search;
  });
}

/** The public pages: the sitemap's, then every other static public page folder. */
export async function publicPaths(request: APIRequestContext, origin: string): Promise<{ paths: string[]; templates: string[] }> {
  const listed = await sitemapPaths(request, origin);
  const routes = appRoutes().filter((r) => !within(r.route, ['/profile']) && !isSignedInOnly(r.route));
  const paths = [...new Set([...listed, ...routes.filter((r) => !r.dynamic).map((r) => r.route)])];
  return { paths, templates: routes.filter((r) => r.dynamic).map((r) => r.route) };
}

export type AccountPage = { path: string; customer: string };
export type Skipped = { path: string; reason: string };

/**
 * The account pages: the profile map's built screens that are pages of their own, and the
 * signed-in-only page folders outside /profile. A screen for prepay numbers only (top-up) is
 * opened by the prepay demo, /suspended by the suspended demo, every other by the postpay demo
 * (postpay, with fibre: the gates of both broadband modules and "postpay-only pages: billing,
 * pay-bill" open for it).
 */
export function accountPages(customers: { postpay: string; prepay: string; suspended: string }): { pages: AccountPage[]; templates: AccountPage[]; skipped: Skipped[] } {
  const pages: AccountPage[] = [];
  const templates: AccountPage[] = [];
  const skipped: Skipped[] = [];
  const seen = new Set<string>();
  for (const s of PROFILE_SCREENS) {
    if (!s.built) continue; // not-found until its issue builds it
    if (s.dialog) continue; // a dialog of its page, crawled with that page (closed)
    if (seen.has(s.path)) continue;
    seen.add(s.path);
    if (s.sameAs) {
      skipped.push({ path: s.path, reason: `an alias: redirects to the screen '${s.sameAs}', crawled under its own path` });
      continue;
    }
    const customer = s.gate.payment === 'prepay' ? customers.prepay : customers.postpay;
    (/\[/.test(s.path) ? templates : pages).push({ path: s.path, customer });
  }
  for (const r of appRoutes()) {
    if (within(r.route, ['/profile']) || !isSignedInOnly(r.route) || seen.has(r.route)) continue;
    seen.add(r.route);
    // /suspended is not-found unless the customer is suspended (its page): the suspended demo's.
    const customer = r.route === '/suspended' ? customers.suspended : customers.postpay;
    (r.dynamic ? templates : pages).push({ path: r.route, customer });
  }
  return { pages, templates, skipped };
}

/**
 * One public page per shape: its first segment and its depth (`/help/category/1/2/3` → 'help/5').
 * Pages of one shape are one template filled with the upstream's content (a help article, a plan):
 * a message key or a console error of the template shows on any of them, and a page costs about a
 * second on two busy cores, so every sitemap entry in every state would cost minutes.
 */
export function onePerShape(paths: readonly string[]): string[] {
  const shapes = new Map<string, string>();
  for (const p of paths) {
    const segs = new URL(p, 'http://x').pathname.split('/').filter(Boolean);
    const shape = `${segs[0] ?? ''}/${segs.length}`;
    if (!shapes.has(shape)) shapes.set(shape, p);
  }
  return [...shapes.values()];
}

/**
 * One browser page for a whole list: console errors and uncaught exceptions are kept against the
 * URL being crawled, requests in flight are counted so that each page is read once its client
 * sections have loaded (not a fixed sleep: when nothing is in flight for a short while).
 */
export class Crawler {
  readonly findings: Finding[] = [];
  /** Same-origin link paths seen on crawled pages → who was signed in when it was seen ('' signed out). */
  readonly links = new Map<string, string>();
  /** Who is signed in now (set by the test when it changes the session). */
  who = '';
  readonly visited: string[] = [];
  private current = '';
  private inflight = new Set<Request>();
  private lastActivity = Date.now();

  constructor(public page: Page, private readonly origin: string) {
    this.watch(page);
  }

  /** Console errors, uncaught exceptions and the requests in flight of `page`, kept against the URL being crawled. */
  private watch(page: Page): void {
    page.on('console', (m) => {
      if (m.type() !== 'error') return;
      const at = m.location().url;
      this.findings.push({ url: this.current, what: `console error: ${m.text()}${at && !m.text().includes(at) ? ` (at ${at})` : ''}` });
    });
    page.on('pageerror', (e) => this.findings.push({ url: this.current, what: `uncaught: ${e.message}` }));
    // Not waited for: streams (they stay open) and the router's prefetches of the links in view
    // (they start when the browser is idle and serve the next page, not this one).
    const track = (r: Request) => !['eventsource', 'websocket'].includes(r.resourceType()) && r.headers()['next-router-prefetch'] === undefined;
    page.on('request', (r) => {
      if (!track(r)) return;
      this.inflight.add(r);
      this.lastActivity = Date.now();
    });
    const done = (r: Request) => {
      this.inflight.delete(r);
      this.lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /** Nothing in flight for 150 ms (a section's query starts right after hydration), at most 10 s. */
  private async quiet(): Promise<void> {
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      if (this.inflight.size === 0 && Date.now() - this.lastActivity >= 150) return;
      await this.page.waitForTimeout(25);
    }
    this.findings.push({ url: this.current, what: `still loading after 10 s: ${[...this.inflight].map((r) => r.url()).join(', ')}` });
  }

  /**
   * Signed in as `who` from now on, in a new tab of the same browser: the old one is closed first,
   * since a page still open goes on prefetching its links in the background, and with the next
   * customer's cookies those requests are that customer's (a suspended account's are not-found,
   * and logged as errors).
   */
  async signInAs(who: string): Promise<void> {
    const context = this.page.context();
    await this.page.close();
    this.page = await context.newPage();
    this.watch(this.page);
    await signInSaved(this.page, who);
    this.who = who;
  }

  /** Opens `p`, waits for it to settle, and notes its message-key-like text and its wrong status or language. */
  async visit(p: string, locale: Locale): Promise<void> {
    const url = new URL(p, this.origin).toString();
    this.current = url;
    this.inflight.clear();
    const res = await this.page.goto(url, { waitUntil: 'load' }).catch((e: Error) => {
      this.findings.push({ url, what: `did not load: ${e.message.split('\n')[0]}` });
      return null;
    });
    this.visited.push(new URL(url).pathname);
    if (!res) return;
    await this.quiet();
    if (res.status() >= 400) this.findings.push({ url, what: `answered ${res.status()}` });
    const seen = await this.page.evaluate(() => ({
      text: document.body.innerText,
      lang: document.documentElement.lang,
      links: Array.from(document.querySelectorAll('a[href]'), (a) => (a as HTMLAnchorElement).href),
    }));
    const wanted = locale === 'en' ? 'en' : 'mi';
    if (!seen.lang.startsWith(wanted)) this.findings.push({ url, what: `rendered in lang="${seen.lang}", not ${locale}` });
    for (const m of seen.text.matchAll(MESSAGE_KEY)) {
      if (DOMAIN_ENDING.test(m[0])) continue;
      const at = m.index ?? 0;
      const around = seen.text.slice(Math.max(0, at - 30), at + m[0].length + 30).replace(/\s+/g, ' ');
      this.findings.push({ url, what: `message key '${m[0]}' in "…${around}…"` });
    }
    const here = new URL(this.origin).origin;
    for (const href of seen.links) {
      const u = new URL(href);
      if (u.origin !== here) continue;
      if (!this.links.has(u.pathname)) this.links.set(u.pathname, this.who);
    }
  }

  /** A found link for each template (a page with a dynamic segment), or the reason there is none. */
  fill(templates: readonly string[]): { pages: Array<{ path: string; who: string }>; skipped: Skipped[] } {
    const pages: Array<{ path: string; who: string }> = [];
    const skipped: Skipped[] = [];
    for (const t of templates) {
      const re = routePattern(t);
      if (this.visited.some((p) => re.test(p))) continue; // crawled already (a sitemap entry)
      const found = [...this.links].find(([p]) => re.test(p) && !this.visited.includes(p));
      if (found) pages.push({ path: found[0], who: found[1] });
      else skipped.push({ path: t, reason: 'no crawled page links to one (the demo data shown has none)' });
    }
    return { pages, skipped };
  }
}

/** Puts the language choice where the language switch leaves it (proxy.ts: the NEXT_LOCALE cookie). */
export async function chooseLanguage(page: Page, locale: Locale, origin: string): Promise<void> {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: origin }]);
}

/** Every finding in one list, grouped by what was seen: each with every page it was seen on. */
export function report(findings: readonly Finding[]): string[] {
  const byWhat = new Map<string, string[]>();
  for (const f of findings) {
    const urls = byWhat.get(f.what) ?? [];
    if (!urls.includes(f.url)) urls.push(f.url);
    byWhat.set(f.what, urls);
  }
  return [...byWhat].map(([what, urls]) => `${what}\n    on ${urls.join('\n       ')}`);
}

/** What a pass did, on the test (annotations end up in .data/test-results/playwright.json). */
export function note(label: string, started: number, crawler: Crawler, skipped: readonly Skipped[]): void {
  const info = test.info();
  info.annotations.push({ type: 'crawl', description: `${label}: ${crawler.visited.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s` });
  for (const s of skipped) info.annotations.push({ type: 'crawl skipped', description: `${label}: ${s.path}: ${s.reason}` });
}
