import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { buildTimePolicy, pageRendering } from '../lib/security/csp';
import { REPORTER_SCRIPT } from '../lib/observability/client-reporter';
import { HINTS_SCRIPT } from '../lib/session/hints';
import { fillCard } from './support/eshop';
import { apiSignIn, createCustomer, expect, test } from './support/fixtures';

/**
 * Issue 10, finding 7: "a Content-Security-Policy with a per-request nonce (scripts from our
 * origin, Stripe's and the sandbox provider's only; no inline script without the nonce)".
 * docs/adr/011-content-security-policy.md.
 */

const PLAN = '$30 Prepay Value Pack';

/** Every console line Chromium writes about a Content Security Policy (a refused script, frame, fetch, eval…). */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

function directive(policy: string | undefined, name: string): string[] {
  const d = (policy ?? '').split(';').map((s) => s.trim().split(/\s+/)).find(([n]) => n === name);
  return d?.slice(1) ?? [];
}

/** Each <script> of the HTML: its attributes and text. */
function scriptsOf(html: string): Array<{ attrs: string; body: string }> {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attrs: m[1] ?? '', body: m[2] ?? '' }));
}

test('the pages table of lib/security/csp.ts agrees with the build: only pages rendered per request get a nonce', () => {
  const dir = path.join(process.cwd(), '.next');
  const routes = Object.values(JSON.parse(readFileSync(path.join(dir, 'app-path-routes-manifest.json'), 'utf8')) as Record<string, string>);
  const prerender = JSON.parse(readFileSync(path.join(dir, 'prerender-manifest.json'), 'utf8')) as { routes: Record<string, unknown>; dynamicRoutes: Record<string, unknown> };
  const pages = routes.filter((r) => r.startsWith('/[locale]'));
  expect(pages.length).toBeGreaterThan(30);
  const wrong = pages.flatMap((route) => {
    const built = `/en${route.slice('/[locale]'.length)}` in prerender.routes || route in prerender.dynamicRoutes || `/en${route.slice('/[locale]'.length)}`.replace(/\/$/, '') in prerender.routes;
    // A sample path of the route: each dynamic segment filled in, optional catch-alls left empty.
    const sample = route.slice('/[locale]'.length).replace(/\/\[\[\.\.\.[^\]]+\]\]/g, '').replace(/\[\.\.\.[^\]]+\]|\[[^\]]+\]/g, 'x') || '/';
    const expected = built ? 'prerendered' : 'per-request';
    return pageRendering(sample) === expected ? [] : [`${route} (${sample}) is ${expected}`];
  });
  expect(wrong).toEqual([]);
});

test('a page rendered per request carries a fresh nonce that its scripts carry; nothing inline runs without it', async ({ page }) => {
  const violations = cspViolations(page);
  const first = await page.goto('/sign-in');
  const second = await page.goto('/sign-in');
  const [policy, again] = [first?.headers()['content-security-policy'], second?.headers()['content-security-policy']];
  const nonce = /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(again).not.toContain(`'nonce-${nonce}'`);

  const now = /'nonce-([^']+)'/.exec(again ?? '')?.[1];
  const scripts = scriptsOf((await second?.text()) ?? '');
  const withNonce = scripts.filter((s) => s.attrs.includes(`nonce="${now}"`));
  const others = scripts.filter((s) => !s.attrs.includes(`nonce="${now}"`)).map((s) => s.body);
  expect(withNonce.length).toBeGreaterThan(3);
  // The layout's hint script and error reporter are allowed by their hashes, the only inline scripts without the nonce.
  expect(others).toEqual([HINTS_SCRIPT, REPORTER_SCRIPT]);
  expect(directive(again, 'script-src')).not.toContain("'unsafe-inline'");
  expect(directive(again, 'frame-ancestors')).toEqual(["'none'"]);
  // The page works: the form is hydrated (its button takes input) and nothing was refused.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  expect(violations).toEqual([]);
});

test('a prerendered page seen anonymously has the build\'s policy: no foreign scripts, no framing', async ({ request }) => {
  const res = await request.get('/');
  expect(res.headers()['content-security-policy']).toBe(buildTimePolicy({ dev: false }));
  expect(res.headers()['x-frame-options']).toBe('DENY');
  // served over http here: no Strict-Transport-Security (APP_ORIGIN is http://127.0.0.1)
  expect(res.headers()['strict-transport-security']).toBeUndefined();
});

test('signed in: the hint script runs under the nonce policy, and checkout with the sandbox provider pays with 4242 and no violation', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = cspViolations(page);
  const c = await createCustomer('prepay');
  await page.goto(await apiSignIn(page, c.email, c.password));
  await expect(page).toHaveURL(/\/profile$/);
  // The profile is rendered per request: its header links came from the hint script (by hash).
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-signed-in'))).toBe(true);

  await page.goto('/plans');
  await page.getByRole('article', { name: PLAN, exact: true }).getByRole('link', { name: /Get this plan/ }).click();
  await page.getByRole('radiogroup', { name: 'SIM type' }).getByRole('radio', { name: 'eSIM' }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();

  // The checkout as a page of its own: its nonce policy names the sandbox provider.
  const res = await page.goto('/eshop/checkout');
  const policy = res?.headers()['content-security-policy'];
  const sandbox = new URL(process.env.E2E_SANDBOX_PORT ? `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT}` : 'http://127.0.0.1:4110').origin;
  expect(directive(policy, 'script-src')).toEqual(["'self'", expect.stringMatching(/^'nonce-/), expect.stringMatching(/^'sha256-/), expect.stringMatching(/^'sha256-/)]); // the hints script and the error reporter
  expect(directive(policy, 'connect-src')).toContain(sandbox);
  expect(directive(policy, 'frame-src')).toContain(sandbox);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout', { timeout: 15_000 });
  // A prepay customer has saved cards (the default chosen): a new card's fields are the provider's part to check.
  await page.getByRole('radiogroup', { name: 'Pay with' }).getByRole('radio', { name: 'Add a new card' }).check();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $30.00' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order', { timeout: 30_000 });
  expect(violations).toEqual([]);
});
