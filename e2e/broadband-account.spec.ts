import type { Locator, Page } from '@playwright/test';
import { checkA11y, checkA11yOf, PHONE } from './support/axe';
import { FLAGGED, flaggedURL } from './support/eshop';
import { apiSignIn, createCustomer, expect, test, signInSaved } from './support/fixtures';

/**
 * The account side of broadband (issue 17 item 2 and 3; docs/broadband-contract.md §4 "Account")
 * on the flagged instance (the fibre and fixed wireless modules on): a fibre customer sees its
 * service as Active and changes its plan; a customer whose fibre order has its scope visit booked
 * follows the order's timeline, moves the visit to another time and books the install. Each
 * journey owns its customer (`fibre`, `fibre-booked`); postpay@example.com is only looked at.
 * axe on each screen whole at both sizes when it first shows, then once on what a step changed.
 */

const TAB = '/profile/broadband';

/** A service's card: the article named by its plan. */
const card = (page: Page, plan: string | RegExp): Locator => page.getByRole('main').getByRole('article', { name: plan });

test('a fibre customer: the service Active, its usage and billing, its plan changed at once', async ({ page }) => {
  // Seven pages and axe on a shared two-core machine.
  test.setTimeout(120_000);
  const c = await createCustomer('fibre');
  await page.setViewportSize(PHONE);
  await apiSignIn(page, c.email, c.password, FLAGGED);
  await page.goto(flaggedURL(TAB));
  await expect(page.getByRole('heading', { level: 1, name: 'Broadband' })).toBeVisible();
  const fibre = card(page, 'Fibre 300');
  await expect(fibre.getByText('Fibre', { exact: true })).toBeVisible();
  await expect(fibre.getByText('Active', { exact: true }).first()).toBeVisible();
  await expect(fibre.getByText('Pay monthly')).toBeVisible();
  await expect(fibre.getByText('Service order')).toBeVisible();
  await expect(fibre.getByText(/^\$\d+\.\d{2} a month$/)).toBeVisible();
  await checkA11y(page, 'broadband tab');

  // Change plan: the plans at the address, the current one marked and not choosable.
  await fibre.getByRole('button', { name: 'Change plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your broadband plan' });
  await expect(dialog.getByRole('radio', { name: /Fibre 300/ })).toBeDisabled();
  await expect(dialog.getByText('Your plan')).toBeVisible();
  await checkA11yOf(dialog, 'change plan dialog');
  const other = dialog.getByRole('radio', { disabled: false }).first();
  const otherName = ((await other.locator('xpath=..').locator('span span').first().textContent()) ?? '').trim();
  expect(otherName).not.toBe('Fibre 300');
  await other.check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Your plan is now ${otherName}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page, otherName)).toBeVisible();
  // Kept by the upstream: the page read again shows it too.
  await page.reload();
  await expect(card(page, otherName)).toBeVisible();
  await expect(card(page, 'Fibre 300')).toHaveCount(0);

  // Usage and billing of the fibre service.
  await page.goto(flaggedURL('/profile/broadband/ufb/usage'));
  await expect(card(page, otherName).getByText('Unlimited data')).toBeVisible();
  await checkA11y(page, 'fibre usage');
  await page.goto(flaggedURL('/profile/broadband/ufb/billing'));
  await expect(page.getByRole('heading', { level: 2, name: 'Monthly charge' })).toBeVisible();
  await expect(page.getByText(otherName)).toBeVisible();
  await expect(page.getByText('Next bill')).toBeVisible();
  await checkA11y(page, 'fibre billing');
  // No fixed wireless: its screens are not in the menu, and their address goes back to the overview (issue 28 item 7).
  await expect(page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Wireless usage' })).toHaveCount(0);
  await page.goto(flaggedURL('/profile/broadband/fwa/usage'));
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto(flaggedURL('/profile/broadband/ufb/subscribe'));
  await expect(page.getByRole('link', { name: 'Add fibre' })).toHaveAttribute('href', '/broadband');
  // One fibre service: nothing to choose.
  await page.goto(flaggedURL('/select-ufb-product'));
  await expect(page).toHaveURL(/\/profile\/broadband$/);
});

test('postpay@example.com (the shared demo customer, only looked at) sees its fibre at 101 Lambton Quay as Active', async ({ page }) => {
  await signInSaved(page, 'postpay@example.com');
  await page.goto(flaggedURL(TAB));
  const fibre = page.getByRole('main').getByRole('article').filter({ hasText: '101 Lambton Quay' });
  await expect(fibre.getByText('Fibre', { exact: true })).toBeVisible();
  await expect(fibre.getByText('Active', { exact: true }).first()).toBeVisible();
  await expect(fibre.getByText('Pay monthly')).toBeVisible();
  await expect(fibre.getByRole('button', { name: 'Change plan' })).toBeVisible();
});

test('a fibre order with its scope visit booked: the timeline, the visit moved to another time, then the install booked', async ({ page }) => {
  test.setTimeout(120_000);
  const c = await createCustomer('fibre-booked');
  await apiSignIn(page, c.email, c.password, FLAGGED);
  await page.goto(flaggedURL(TAB));
  const progress = page.getByRole('main').getByRole('list', { name: 'Order progress' });
  await expect(progress).toBeVisible();
  const steps = progress.getByRole('listitem');
  await expect(steps).toHaveCount(5);
  await expect(steps.nth(0)).toContainText('Ordered');
  await expect(steps.nth(1)).toContainText('Paid');
  const scope = steps.nth(2);
  await expect(scope).toContainText('Scope visit');
  await expect(scope).toHaveAttribute('aria-current', 'step');
  const booked = /(Monday|Tuesday|Wednesday|Thursday|Friday), \d{1,2} [A-Z][a-z]+, \d{1,2}:\d{2} [ap]m – \d{1,2}:\d{2} [ap]m/;
  await expect(scope).toContainText(booked);
  const before = (await scope.textContent())?.match(booked)?.[0];
  await expect(page.getByRole('main').getByText('Site visit required')).toBeVisible();
  await checkA11y(page, 'order timeline');

  // Reschedule: another free time, booked; the timeline shows it.
  await scope.getByRole('button', { name: 'Reschedule the scope visit' }).click();
  const picker = page.getByRole('region', { name: 'Choose a new time for your scope visit' });
  const day = picker.getByRole('group').last();
  await expect(day).toBeVisible();
  await checkA11yOf(picker, 'reschedule picker');
  const dayName = ((await day.locator('legend').textContent()) ?? '').trim();
  const slot = day.getByRole('radio').last();
  const slotWindow = ((await slot.locator('xpath=..').textContent()) ?? '').trim();
  await slot.check();
  await picker.getByRole('button', { name: 'Book' }).click();
  const moved = `${dayName}, ${slotWindow}`;
  expect(moved).not.toBe(before);
  await expect(page.getByText(`Your scope visit is booked for ${moved}.`)).toBeVisible();
  await expect(scope).toContainText(moved);
  await page.reload();
  await expect(steps.nth(2)).toContainText(moved);

  // The install: from the day after the scope visit; booked, the go-live date shows.
  const install = steps.nth(3);
  await install.getByRole('button', { name: 'Book the install visit' }).click();
  const installPicker = page.getByRole('region', { name: 'Choose a time for your install visit' });
  await installPicker.getByRole('radio').first().check();
  await installPicker.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByText(/^Your install visit is booked for /)).toBeVisible();
  await expect(page.getByText(/^Expected to go live on \d{1,2} [A-Z][a-z]{2} \d{4}\.$/)).toBeVisible();
  await expect(install.getByRole('button', { name: 'Reschedule the install visit' })).toBeVisible();
  await checkA11yOf(page.getByRole('main'), 'order with install booked');
});
