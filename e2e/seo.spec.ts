import { expect, test } from './support/fixtures';

/** Issue 3 §4: sitemap.xml and robots.txt, read the way a crawler reads them (no JavaScript). */

test('sitemap.xml lists the fixed pages, every plan on sale and published help articles, as absolute URLs', async ({ request, baseURL }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('xml');
  const xml = await res.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  const paths = locs.map((u) => new URL(u).pathname);
  expect(locs.every((u) => u.startsWith(baseURL ?? 'http'))).toBe(true);
  expect(paths).toEqual(expect.arrayContaining(['/', '/plans', '/international-plans', '/terms', '/privacy', '/help', '/ufb', '/ufb-package']));
  // Every plan detail on the plans page is in the sitemap, and the other way round.
  const plansHtml = await (await request.get('/plans')).text();
  const linked = [...new Set([...plansHtml.matchAll(/href="(\/plans\/[a-z0-9-]+)"/g)].map((m) => m[1]))].sort();
  expect(linked.length).toBeGreaterThanOrEqual(6);
  expect(paths.filter((p) => /^\/plans\/[^/]+$/.test(p)).sort()).toEqual(linked);
  // Help: categories, sections and articles, with a last-modified date on articles.
  const articles = paths.filter((p) => /^\/help\/category\/[^/]+\/[^/]+\/[^/]+$/.test(p));
  expect(articles.length).toBeGreaterThanOrEqual(30);
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/);
  // Gated-off pages are not advertised.
  expect(paths).not.toContain('/broadband');
  expect(paths.some((p) => p.startsWith('/sims-multi-plans'))).toBe(false);
  // Each listed article opens (a sample: the first three).
  for (const p of articles.slice(0, 3)) expect((await request.get(p)).status()).toBe(200);
});

test('robots.txt lets crawlers into the public pages, keeps them out of the BFF and the account, and names the sitemap', async ({ request, baseURL }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  const text = await res.text();
  expect(text).toMatch(/^User-Agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).toMatch(/^Disallow: \/api\/$/m);
  expect(text).toMatch(/^Disallow: \/profile$/m);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('a visitor without a session whose language cookie or browser says Māori gets the Māori page', async ({ browser }) => {
  const byCookie = await browser.newContext();
  await byCookie.addCookies([{ name: 'NEXT_LOCALE', value: 'mi-NZ', url: test.info().project.use.baseURL ?? 'http://127.0.0.1:3100' }]);
  const p1 = await byCookie.newPage();
  await p1.goto('/plans');
  await expect(p1.locator('html')).toHaveAttribute('lang', 'mi-NZ');
  await byCookie.close();

  const byBrowser = await browser.newContext({ locale: 'mi-NZ', extraHTTPHeaders: { 'accept-language': 'mi-NZ,mi;q=0.9,en;q=0.5' } });
  const p2 = await byBrowser.newPage();
  await p2.goto('/plans');
  await expect(p2.locator('html')).toHaveAttribute('lang', 'mi-NZ');
  await byBrowser.close();

  const english = await browser.newContext({ extraHTTPHeaders: { 'accept-language': 'en-NZ,en;q=0.9' } });
  const p3 = await english.newPage();
  await p3.goto('/plans');
  await expect(p3.locator('html')).toHaveAttribute('lang', 'en');
  await english.close();
});
