import type { Page } from '@playwright/test';
import { checkA11y, DESKTOP, PHONE } from './support/axe';
import { apiSignIn, createCustomer, expect, test } from './support/fixtures';

/**
 * Rewards (issue 18 item 2; docs/front-door-contract.md §3): a signed-in fibre customer browses
 * bonuses (450 points, your rewards and other gifts by group), is refused the movie tickets (550
 * points: 100 short), redeems the 5 GB data pack and sees the total fall to 300 and the reward
 * among their own; then sees their offers and all offers, and power's plans for their region and
 * signs up. A fresh customer owns its points; axe at each step at 375 and 1280 px.
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const total = (page: Page) => page.getByTestId('points-total');

test('a signed-in customer browses bonuses, is refused one the points do not cover, redeems one and the total falls; offers and power seen', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE);
  const c = await createCustomer('fibre');
  expect(await apiSignIn(page, c.email, c.password)).toBe('/profile');

  // The account menu leads to the bonuses ("Rewards and gifts").
  await page.goto('/profile/bonuses');
  await expect(h1(page)).toHaveText('Rewards and gifts');
  await expect(total(page)).toHaveText('450 points');
  await expect(page.getByRole('heading', { level: 2, name: 'Your rewards' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Other gifts' })).toBeVisible();
  for (const group of ['Internet', 'Mobile services', 'Entertainment', 'Shopping', 'Gifts']) {
    await expect(page.getByRole('heading', { level: 3, name: group }).first()).toBeVisible();
  }
  await expect(page.getByText('100 more points needed')).toBeVisible();
  await checkA11y(page, 'the bonuses');

  // Points too short: Two movie tickets (550) cannot be redeemed, and the page says why.
  await page.getByRole('link', { name: 'Two movie tickets' }).click();
  await expect(h1(page)).toHaveText('Two movie tickets');
  await expect(page.getByRole('button', { name: 'Redeem for 550 points' })).toBeDisabled();
  await expect(page.getByText('You need 100 more points for this reward.')).toBeVisible();

  // Redeem the 5 GB data pack (150): confirm, the code, the total falls to 300.
  await page.getByRole('link', { name: /All rewards and gifts/ }).click();
  await page.getByRole('link', { name: '5 GB data pack' }).click();
  await expect(h1(page)).toHaveText('5 GB data pack');
  await expect(page.getByText(/Five gigabytes of mobile data for your current number/)).toBeVisible();
  await checkA11y(page, 'a bonus');
  await page.getByRole('button', { name: 'Redeem for 150 points' }).click();
  const confirm = page.getByRole('dialog', { name: 'Redeem this reward?' });
  await expect(confirm).toContainText('Redeem 5 GB data pack for 150 points? You will have 300 points left.');
  await confirm.getByRole('button', { name: 'Redeem', exact: true }).click();
  const done = page.getByRole('dialog', { name: 'Redeemed' });
  await expect(done).toContainText(/5 GB data pack is on your account\. Your reference is RW-[A-Z2-9]{4}-[A-Z2-9]{4}\./);
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(total(page)).toHaveText('300 points');
  await expect(page.getByText(/^You redeemed this reward on /)).toBeVisible();

  await page.goto('/profile/bonuses');
  await expect(total(page)).toHaveText('300 points');
  const mine = page.getByRole('region', { name: 'Your redeemed rewards' });
  await expect(mine.getByRole('heading', { name: '5 GB data pack' })).toBeVisible();
  await expect(mine.getByText(/^RW-[A-Z2-9]{4}-[A-Z2-9]{4}$/)).toBeVisible();
  await expect(page.getByRole('link', { name: '5 GB data pack' })).toHaveCount(0);

  // Offers: the fibre customer's own (power and broadband together), then every offer.
  await page.setViewportSize(DESKTOP);
  await page.goto('/profile/offers');
  await expect(page).toHaveURL(/\/profile\/offers\/your-offers$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Power and broadband together' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Fibre for mobile customers' })).toHaveCount(0);
  await checkA11y(page, 'your offers');
  await page.getByRole('link', { name: 'All offers' }).first().click();
  await expect(page).toHaveURL(/\/profile\/offers\/all-offers$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Fibre for mobile customers' })).toBeVisible();

  // Power: the bundle, Wellington's plans (the fibre is at Lambton Quay), the sign-up.
  await page.goto('/profile/power');
  await expect(h1(page)).toHaveText('Power');
  await expect(page.getByText('$10.00 off your broadband bill every month while you have both')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plans in Wellington' })).toBeVisible();
  await expect(page.getByText('$2.36 a day').first()).toBeVisible();
  await expect(page.getByText('32.4c per kWh').first()).toBeVisible();
  await checkA11y(page, 'power');
  await page.getByRole('radio', { name: /Night Saver/ }).check();
  await page.getByLabel('ICP number (optional)').fill('12345');
  await page.getByRole('button', { name: 'Sign me up' }).click();
  await expect(page.getByText('format is invalid')).toBeVisible();
  await page.getByLabel('ICP number (optional)').fill('0000123456WEA1B');
  await page.getByRole('button', { name: 'Sign me up' }).click();
  await expect(page.getByText('We have your sign-up')).toBeVisible();
  await expect(page.getByText(/to Night Saver and confirm the date with you within 2 working days/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign me up' })).toHaveCount(0);
});
