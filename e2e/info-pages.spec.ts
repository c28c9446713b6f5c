import { checkA11y } from './support/axe';
import { mapsLoaded } from './support/maps';
import { expect, test } from './support/fixtures';

/**
 * The informational public pages of issue 3: about, terms, terms/:terms_path, privacy and the
 * network maps. Each test stands alone. The maps' failures need a listing the app has not cached
 * yet: they are e2e/network-maps.cold.spec.ts, which this file (project 'maps' in
 * playwright.config.ts) runs after, since its tests read the listing.
 */

const PAGES: Array<{ path: string; en: string; mi: string }> = [
  { path: '/about', en: 'About Tūī Mobile', mi: 'Mō Tūī Mobile' },
  { path: '/terms', en: 'Terms and conditions', mi: 'Ngā ture me ngā tikanga' },
  { path: '/terms/prepay', en: 'Prepay terms', mi: 'Ngā tikanga utu tōmua' },
  { path: '/privacy', en: 'Privacy policy', mi: 'Kaupapa here tūmataiti' },
  { path: '/network-maps', en: 'Network maps', mi: 'Ngā mahere whatunga' },
];

const TERMS = ['General terms', 'Monthly top-up terms', 'Prepay terms', 'Packs and combos terms'];

test('network maps: the legend uses each map\'s colour, the outages are listed as text and numbered on the map', async ({ page }) => {
  await page.goto('/network-maps');
  await mapsLoaded(page);
  const map = page.getByRole('img', { name: /Map of New Zealand showing 4G coverage, 5G coverage,? and Current outages/ });
  await expect(map).toBeVisible();
  const outages = page.getByRole('region', { name: 'Current outages' });
  await expect(outages).toContainText('Taupō: planned maintenance');
  await expect(outages).toContainText('Technicians are on site');
  await expect(map.locator('text')).toHaveText(['1', '2', '3']);
  const swatch = page.getByRole('region', { name: 'Legend' }).getByRole('listitem').filter({ hasText: '5G coverage' }).locator('span').first();
  await expect(swatch).toHaveCSS('background-color', 'rgb(94, 53, 177)');
});

test('each page renders its heading, title and canonical URL in English and in Māori, and passes axe', async ({ page }) => {
  // Ten pages and six axe runs on each of five: 1.2-1.6 min in CI on two cores (90 s timed out once).
  test.setTimeout(180_000);
  for (const { path, en, mi } of PAGES) {
    await page.goto(`${path}?language=en`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en);
    await expect(page).toHaveTitle(`${en} · Tūī Mobile`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    if (path === '/network-maps') await mapsLoaded(page);
    await checkA11y(page, path);

    await page.goto(`${path}?language=mi-NZ`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi-NZ');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(mi);
  }
  // The map drawn with its Māori texts.
  await expect(page.getByRole('img')).toBeVisible();
  await checkA11y(page, '/network-maps in Māori');
});

test('the footer links to About, Terms, Privacy and Network maps; About is our page while no external about link is configured', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo').getByRole('navigation');
  for (const name of ['About', 'Terms', 'Privacy', 'Network maps', 'Help']) await expect(footer.getByRole('link', { name })).toBeVisible();
  // "about (only when no external about link is configured)": the e2e server configures none, so the gate is open
  // (closed, with FLAG_EXTERNAL_ABOUT_LINK, it is unit-tested in tests/lib/flags/rules.test.ts).
  await expect(footer.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  await footer.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Contact us' })).toBeVisible();
  await page.getByRole('link', { name: /network maps/ }).click();
  await expect(page).toHaveURL(/\/network-maps$/);
});

test('terms: the index names every document; terms/:terms_path works in this (non-production) stage; unknown documents are not found', async ({ page }) => {
  await page.goto('/terms');
  // Every document is inline (whole in every stage, production included) with a contents link to it.
  for (const title of TERMS) {
    await expect(page.getByRole('main').getByRole('link', { name: title, exact: true })).toHaveAttribute('href', /^#[a-z-]+$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  }

  const res = await page.goto('/terms/packs-and-combos');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Packs and combos terms');
  await expect(page.getByRole('heading', { level: 2, name: /Renewal/ })).toBeVisible();
  await page.getByRole('link', { name: 'All terms and conditions' }).click();
  await expect(page).toHaveURL(/\/terms$/);

  const missing = await page.goto('/terms/no-such-terms');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
});
