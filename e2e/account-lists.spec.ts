import type { Page } from '@playwright/test';
import { checkA11y, checkA11yOf, DESKTOP, PHONE, type Size } from './support/axe';
import { apiSignIn, createCustomer, expect, injectFault, removeFault, test, type Customer } from './support/fixtures';

/*
 * Issue 11 items 7 and 8: payment history paged 14 with the shown statuses, by the pager and by
 * the URL; delivery addresses: add through the location search, make default, remove.
 * prepay@example.com's demo data (a fresh copy each test): 32 payments, newest first, every
 * upstream status once between COMPLETED ones (pages 1 and 2), page 3 four COMPLETED ones;
 * delivery addresses 17 Ponsonby Road (default) and 101 Lambton Quay.
 */

const DATE = /^\d{2} [A-Z][a-z]{2} \d{4} @ \d{2}:\d{2}$/;

async function signedInPrepay(page: Page): Promise<Customer> {
  const c = await createCustomer('prepay');
  expect(await apiSignIn(page, c.email, c.password)).toBe('/profile');
  return c;
}

function table(page: Page) {
  return page.getByRole('table');
}

function rows(page: Page) {
  return table(page).getByRole('row').filter({ has: page.getByRole('cell') });
}

function pager(page: Page) {
  return page.getByRole('navigation', { name: 'Pages' });
}

/** The page's rows show these status texts (and only these), each at least once. */
async function expectStatuses(page: Page, statuses: string[]) {
  const all = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[3]?.textContent ?? ''));
  expect([...new Set(all)].sort()).toEqual([...statuses].sort());
}

async function expectPage(page: Page, n: number, count: number) {
  await expect(page).toHaveURL(new RegExp(`/profile/payments-history\\?page=${n}$`));
  await expect(pager(page).getByRole('link', { name: `Page ${n}` })).toHaveAttribute('aria-current', 'page');
  await expect(rows(page)).toHaveCount(count);
}

// The journey at each size; axe (a screen whole at both sizes, then the part a step changed) runs in the first only.
for (const [size, a11y] of [[PHONE, true], [DESKTOP, false]] as const satisfies ReadonlyArray<readonly [Size, boolean]>) {
  const at = `${size.width}px`;

  test(`payment history at ${at}: pages through to the third page by the pager and by the URL, with each shown status`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await signedInPrepay(page);
    await page.goto('/profile/payments-history');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment history');
    await expect(table(page).getByRole('columnheader')).toHaveText(['Date', 'Description', 'Amount', 'Status']);
    await expect(rows(page)).toHaveCount(14);
    const first = rows(page).first();
    await expect(first.getByRole('cell').nth(0)).toHaveText(DATE);
    await expect(first.getByRole('cell').nth(2)).toHaveText(/^\$\d+\.\d{2}$/);
    await expect(pager(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expectStatuses(page, ['Completed', 'Refunded', 'Other', 'Failed', 'Declined']);
    if (a11y) await checkA11y(page, 'payment history, page 1');

    await pager(page).getByRole('link', { name: 'Next' }).click();
    await expectPage(page, 2, 14);
    await expectStatuses(page, ['Completed', 'Action required', 'Pending', 'Unknown']);
    // The same screen with other rows and pager: its main part.
    if (a11y) await checkA11yOf(page.getByRole('main'), 'payment history, page 2');

    await pager(page).getByRole('link', { name: 'Page 3' }).click();
    await expectPage(page, 3, 4);
    await expectStatuses(page, ['Completed']);
    await expect(pager(page).getByRole('link', { name: 'Next' })).toHaveCount(0);
    const third = await rows(page).allTextContents();
    if (a11y) await checkA11yOf(page.getByRole('main'), 'payment history, page 3');

    // By the URL: the server renders page 3 itself; past the last page goes to the last; nonsense is page 1.
    await page.goto('/profile/payments-history?page=3');
    await expectPage(page, 3, 4);
    expect(await rows(page).allTextContents()).toEqual(third);
    await page.goto('/profile/payments-history?page=9');
    await expectPage(page, 3, 4);
    await page.goto('/profile/payments-history?page=abc');
    await expect(pager(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(rows(page)).toHaveCount(14);
    await expect(pager(page).getByRole('link', { name: 'Previous' })).toHaveCount(0);
  });
}

test('payment history that cannot be read shows the error with an empty list, and Try again reads it', async ({ page }) => {
  const c = await signedInPrepay(page);
  const fault = await injectFault({ method: 'GET', path: `^/v2/customer/${c.customerUuids[0]}/charges$`, kind: 'status', status: 503 });
  await page.goto('/profile/payments-history?page=2');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('Payment history could not be loaded', { timeout: 15_000 });
  await expect(table(page)).toHaveCount(0);
  await expect(pager(page)).toHaveCount(0);
  await checkA11y(page, 'payment history that failed');
  await removeFault(fault);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(rows(page)).toHaveCount(14);
  await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('a customer without payments reads "No payments yet", and no pager', async ({ page }) => {
  const c = await createCustomer('payg');
  expect(await apiSignIn(page, c.email, c.password)).toBe('/profile');
  await page.goto('/profile/payments-history');
  await expect(page.getByText('No payments yet')).toBeVisible();
  await expect(table(page)).toHaveCount(0);
  await expect(pager(page)).toHaveCount(0);
  await checkA11y(page, 'payment history without payments');
});

function saved(page: Page) {
  return page.getByRole('region', { name: 'Saved addresses' }).getByRole('listitem');
}

// The journey at each size; axe (a screen whole at both sizes, then the part a step changed) runs in the first only.
for (const [size, a11y] of [[DESKTOP, true], [PHONE, false]] as const satisfies ReadonlyArray<readonly [Size, boolean]>) {
  const at = `${size.width}px`;

  test(`delivery addresses at ${at}: add one through the location search, make it default, remove it`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await signedInPrepay(page);
    await page.goto('/profile/shipping-details');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delivery addresses');
    // By Rank, the default first with its badge.
    await expect(saved(page)).toHaveCount(2);
    await expect(saved(page).nth(0)).toContainText('17 Ponsonby Road');
    await expect(saved(page).nth(0)).toContainText('Default');
    await expect(saved(page).nth(0).getByRole('button', { name: 'Make default' })).toHaveCount(0);
    await expect(saved(page).nth(1)).toContainText('101 Lambton Quay');
    await expect(saved(page).nth(1)).not.toContainText('Default');
    if (a11y) await checkA11y(page, 'delivery addresses');

    // Saving with no address chosen: 'No Location'.
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('No Location');

    const find = page.getByRole('combobox', { name: 'Find an address' });
    await find.fill('Cuba St');
    await find.fill('Cuba');
    const option = page.getByRole('option', { name: '35 Cuba Street, Te Aro, Wellington 6011' });
    await expect(option).toBeVisible();
    if (a11y) await checkA11yOf(page.getByRole('main'), 'the location search with its results and the "No Location" alert');
    await option.click();
    await expect(page.getByText('Address to add: 35 Cuba Street, Te Aro, Wellington 6011')).toBeVisible();
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'was added' })).toContainText('35 Cuba Street');
    await expect(saved(page)).toHaveCount(3);
    const cuba = saved(page).filter({ hasText: '35 Cuba Street' });
    await expect(cuba).not.toContainText('Default');
    await expect(find).toHaveValue('');
    if (a11y) await checkA11yOf(page.getByRole('main'), 'a delivery address added');

    await cuba.getByRole('button', { name: 'Make default' }).click();
    await expect(saved(page).nth(0)).toContainText('35 Cuba Street');
    await expect(saved(page).nth(0)).toContainText('Default');
    await expect(saved(page).nth(1)).toContainText('17 Ponsonby Road');
    await expect(saved(page).nth(1)).not.toContainText('Default');
    if (a11y) await checkA11yOf(page.getByRole('region', { name: 'Saved addresses' }), 'the new address made default');

    await cuba.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this address?' });
    await expect(dialog).toContainText('35 Cuba Street');
    if (a11y) await checkA11yOf(dialog, 'removing an address');
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(saved(page)).toHaveCount(3);
    await cuba.getByRole('button', { name: 'Remove' }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(saved(page)).toHaveCount(2);
    await expect(saved(page).filter({ hasText: '35 Cuba Street' })).toHaveCount(0);
    // The default went: the first of the rest shows as default.
    await expect(saved(page).nth(0)).toContainText('17 Ponsonby Road');
    await expect(saved(page).nth(0)).toContainText('Default');
    if (a11y) await checkA11yOf(page.getByRole('region', { name: 'Saved addresses' }), 'an address removed');

    // What the server renders agrees.
    await page.reload();
    await expect(saved(page)).toHaveCount(2);
    await expect(saved(page).nth(0)).toContainText('Default');
  });
}

test('order-history is the my-orders screen', async ({ page }) => {
  await signedInPrepay(page);
  await page.goto('/profile/order-history');
  await expect(page).toHaveURL(/\/profile\/my-orders$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My orders');
});
