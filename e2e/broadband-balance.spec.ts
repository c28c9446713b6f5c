import type { Page } from '@playwright/test';
import { checkA11y, checkA11yOf } from './support/axe';
import { flaggedURL } from './support/eshop';
import { createCustomer, expect, test } from './support/fixtures';

/**
 * The broadband balance area (issue 30 item 1; account-management.md §2 "Broadband group: … A
 * balance area with pay-bill (postpay), top-up (prepay), payments-history and payment-methods;
 * bonuses; security") on the flagged instance (the fibre module on): a fibre-only customer (no
 * mobile product, a copy of fibre-only@example.com of its own) signs in from the home page, is let
 * in (not the no-plans page) and lands on the broadband tab, reads the payment history and pays
 * last month's fibre bill under Broadband, by clicking. axe once per screen state.
 */

const DESKTOP = { width: 1280, height: 900 } as const;

/** The broadband group of the account navigation (a wide screen shows it as a side list). */
const broadbandNav = (page: Page) => page.getByRole('navigation', { name: 'My account' }).getByRole('list', { name: 'Broadband' });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test('fibre only: signs in at the home page onto the broadband tab, reads the payment history and pays the fibre bill', async ({ page }) => {
  // Five screens, a payment followed to its end and axe on a shared two-core machine.
  test.setTimeout(150_000);
  const c = await createCustomer('fibre-only');
  await page.setViewportSize(DESKTOP);
  await page.goto(flaggedURL('/'));
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(h1(page)).toHaveText('Sign in');
  await page.getByLabel('Email').fill(c.email);
  await page.getByLabel('Password').fill(c.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Let in (no mobile product, no add-ons: the fibre service counts), on the broadband tab.
  await expect(h1(page)).toHaveText('Broadband', { timeout: 30_000 });
  await expect(h1(page)).toBeInViewport();
  await expect(page).toHaveURL(/\/profile\/broadband$/);
  const fibre = page.getByRole('main').getByRole('article', { name: 'Fibre 300' });
  await expect(fibre.getByText('Active', { exact: true }).first()).toBeInViewport();
  await expect(broadbandNav(page).getByRole('link', { name: 'Pay a bill' })).toBeInViewport();
  await checkA11y(page, 'the broadband tab of a fibre-only customer');

  // Payment history under Broadband: the two fibre bills paid before.
  await broadbandNav(page).getByRole('link', { name: 'Payment history' }).click();
  await expect(h1(page)).toHaveText('Payment history');
  await expect(page).toHaveURL(/\/profile\/broadband\/balance\/payments-history$/);
  const paid = page.getByRole('main').getByRole('row').filter({ hasText: 'Bill payment' });
  await expect(paid).toHaveCount(2);
  await expect(paid.first()).toContainText('$79.00');
  await expect(paid.first()).toContainText('Completed');
  await expect(paid.first()).toBeInViewport();
  await checkA11y(page, 'the broadband payment history');

  // Pay a bill under Broadband: last month's $79.00, the saved Visa, paid in full.
  await broadbandNav(page).getByRole('link', { name: 'Pay a bill' }).click();
  await expect(h1(page)).toHaveText('Pay bill');
  await expect(page).toHaveURL(/\/profile\/broadband\/balance\/pay-bill$/);
  await expect(page.getByRole('heading', { name: 'Amount due $79.00' })).toBeInViewport();
  await expect(page.getByRole('radio', { name: 'Full amount $79.00' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Visa ending 4242/ })).toBeChecked();
  await checkA11y(page, 'the broadband pay-bill page');
  const pay = page.getByRole('button', { name: 'Pay $79.00' });
  await pay.scrollIntoViewIfNeeded();
  await pay.click();
  await expect(page.getByText('Payment received')).toBeInViewport({ timeout: 20_000 });
  await expect(page.getByText('Your balance is now $0.00')).toBeInViewport();
  await checkA11yOf(page.getByRole('main'), 'the fibre bill paid');

  // The payment is in the history, newest first.
  await broadbandNav(page).getByRole('link', { name: 'Payment history' }).click();
  await expect(h1(page)).toHaveText('Payment history');
  await expect(paid).toHaveCount(3);
  await expect(paid.first()).toContainText('$79.00');
  await expect(paid.first()).toBeInViewport();
});
