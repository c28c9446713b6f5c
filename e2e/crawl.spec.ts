import { accountPages, chooseLanguage, Crawler, isSignedOutOnly, note, onePerShape, publicPaths, report, type Locale, type Skipped } from './support/crawl';
import { FLAGGED } from './support/eshop';
import { expect, signInSaved, test } from './support/fixtures';

/*
 * Issue 28, "How the tests change": "A test renders every page of the account area and the public
 * site, in both languages, signed in and out, and fails on any text that looks like a message key
 * (`/\b[a-z]+(\.[a-zA-Z]+){2,}\b/` in visible text) or any console error."
 *
 * Not a journey: the crawl opens each address itself, as a search engine or a bookmark would; the
 * lists come from the sitemap, the page folders and the profile map (e2e/support/crawl.ts), so a
 * new page is crawled without a change here. On the flagged instance (every feature on), where
 * every page exists and every flag-gated part of a page shows; the shipped configuration's pages
 * are the same templates with parts left out (their flag-off words are the feature specs' to check).
 * One browser page per test, no axe and no screenshots: the other tests look at each screen.
 * Public pages once per shape (support/crawl.ts onePerShape: a help article or a plan is one
 * template filled with the upstream's content), account pages every one.
 *
 * It runs in the 'maps' project (playwright.config.ts), after the cold maps test: /network-maps
 * reads the maps listing, which that test needs unread (its fault is not narrowed to anyone).
 */

const POSTPAY = 'postpay@example.com';
const PREPAY = 'prepay@example.com';
const SUSPENDED = 'suspended@example.com';
const LOCALES: ReadonlyArray<readonly [Locale, string]> = [
  ['en', 'English'],
  ['mi-NZ', 'Māori'],
];
const WHAT = 'text that looks like a message key, console errors, wrong status or language';

/** Both languages over one list, signed in as `who` (or not); the pages with a dynamic segment from links seen in the first. */
async function crawlPublic(crawler: Crawler, paths: readonly string[], templates: readonly string[]): Promise<Skipped[]> {
  let filled: ReturnType<Crawler['fill']> | undefined;
  for (const [locale] of LOCALES) {
    await chooseLanguage(crawler.page, locale, FLAGGED);
    for (const p of paths) await crawler.visit(p, locale);
    filled ??= crawler.fill(templates);
    for (const p of filled.pages) await crawler.visit(p.path, locale);
  }
  return filled?.skipped ?? [];
}

test('public pages signed out, in English and Māori: each shape of the sitemap and every other public page, no message key or console error', async ({ page, request }) => {
  test.setTimeout(240_000);
  const started = Date.now();
  const { paths, templates } = await publicPaths(request, FLAGGED);
  expect(paths.length, 'the sitemap and the page folders list pages').toBeGreaterThan(30);
  const crawler = new Crawler(page, FLAGGED);
  const skipped = await crawlPublic(crawler, onePerShape(paths), templates);
  note('public signed out', started, crawler, skipped);
  expect(report(crawler.findings), WHAT).toEqual([]);
});

test('public pages signed in (the header differs), in English and Māori: each shape, no message key or console error', async ({ page, request }) => {
  test.setTimeout(240_000);
  const started = Date.now();
  const { paths, templates } = await publicPaths(request, FLAGGED);
  // "A signed-in user who opens them is sent home": the signed-out-only pages are not there to see.
  await signInSaved(page, POSTPAY);
  const crawler = new Crawler(page, FLAGGED);
  crawler.who = POSTPAY;
  const skipped = await crawlPublic(crawler, onePerShape(paths.filter((p) => !isSignedOutOnly(p))), templates.filter((t) => !isSignedOutOnly(t)));
  note('public signed in', started, crawler, skipped);
  expect(report(crawler.findings), WHAT).toEqual([]);
});

for (const [locale, language] of LOCALES) {
  test(`account pages in ${language}: every built screen of the profile map and every signed-in page, no message key or console error`, async ({ page }) => {
    test.setTimeout(240_000);
    const started = Date.now();
    const { pages, templates, skipped } = accountPages({ postpay: POSTPAY, prepay: PREPAY, suspended: SUSPENDED });
    expect(pages.length, 'the profile map lists screens').toBeGreaterThan(40);
    await chooseLanguage(page, locale, FLAGGED);
    const crawler = new Crawler(page, FLAGGED);
    const customers = [POSTPAY, PREPAY, SUSPENDED];
    for (const who of customers) {
      await crawler.signInAs(who);
      for (const p of pages.filter((x) => x.customer === who)) await crawler.visit(p.path, locale);
    }
    // The detail screens ([number], [uuid]…), from links on the screens above, as whoever saw them.
    const filled = crawler.fill(templates.map((t) => t.path));
    for (const who of customers) {
      const mine = filled.pages.filter((x) => x.who === who);
      if (mine.length === 0) continue;
      await crawler.signInAs(who);
      for (const p of mine) await crawler.visit(p.path, locale);
    }
    note(`account ${locale}`, started, crawler, [...skipped, ...filled.skipped]);
    expect(report(crawler.findings), WHAT).toEqual([]);
  });
}
