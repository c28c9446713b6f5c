import { checkA11y, checkA11yOf } from './support/axe';
import { expect, test } from './support/fixtures';

test('international-plans lists the 24 destinations with per-minute rates in dollars, and searches by country', async ({ page }) => {
  await page.goto('/international-plans');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('International calling rates');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(25); // header + 24
  await expect(page.getByRole('row', { name: /Fiji/ })).toContainText('$0.29');
  await expect(page.getByRole('row', { name: /Australia/ })).toContainText('Free');
  await expect(page.getByRole('row', { name: /Niue/ })).toContainText('$1.60');
  await checkA11y(page, 'the calling rates');

  await page.getByLabel('Search by country').fill('united kingdom');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/country=united\+kingdom/);
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('row', { name: /UK/ })).toContainText('$0.20');
  await expect(page.getByLabel('Search by country')).toHaveValue('united kingdom');

  await page.getByLabel('Search by country').fill('Atlantis');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('main')).toContainText('No country matches “Atlantis”');
  await checkA11yOf(page.getByRole('main'), 'the calling rates without a match');
  await page.getByRole('link', { name: 'Show all countries' }).click();
  await expect(rows).toHaveCount(25);
});

test('the calling-rates deep link and the Māori version', async ({ page }) => {
  await page.goto('/international-plans?language=mi-NZ');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mi-NZ');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ngā utu waea ki tāwāhi');
  await expect(page.getByRole('row', { name: /Fiji/ })).toContainText('$0.29');
});
