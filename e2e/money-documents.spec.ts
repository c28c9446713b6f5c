import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { checkA11y, checkA11yOf, DESKTOP, PHONE, type Size } from './support/axe';
import { FLAGGED, flaggedURL } from './support/eshop';
import { apiSignIn, arrivedAt, createCustomer, expect, follow, injectFault, removeFault, startAtAccount, test } from './support/fixtures';

/*
 * Issue 12, items 4, 5 and 7 (docs/money-contract.md §4): invoices with the overdue banner, the
 * current period and the previous ones; the single invoice with its explainer and its PDF (a real
 * PDF with the invoice number in its text); receipts; billing with twelve months of spend and the
 * billing cycle. "Invoices are not-found with the flag off and work with it on": the first
 * instance keeps the shipped flags (invoices off), the flagged one turns them on.
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The previous invoices are a table with its column heads on a desktop and cards (heads for screen readers only) on a phone. */
const tableOrCards = (page: Page) => async (size: Size) => {
  const head = page.getByRole('region', { name: 'Previous invoices' }).getByRole('columnheader', { name: 'Remaining' });
  if (size.width === PHONE.width) await expect(head).not.toBeInViewport();
  else await expect(head).toBeVisible();
};

test('a postpay customer sees the overdue alert, opens the overdue invoice, reads the explainer, downloads its PDF and opens a receipt', async ({ page }) => {
  test.setTimeout(150_000);
  const c = await createCustomer('postpay');
  await page.setViewportSize(DESKTOP);
  await apiSignIn(page, c.email, c.password, FLAGGED);

  // Where a customer starts (issue 28): the home page, My account, the account menu's Invoices.
  await startAtAccount(page, FLAGGED);
  await follow(page, 'Invoices');
  await arrivedAt(page, 'Invoices');
  const overdue = page.getByRole('main').getByText('You have an overdue invoice');
  await expect(overdue).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Current period' })).toContainText('Current');
  const previous = page.getByRole('region', { name: 'Previous invoices' });
  await expect(previous.getByRole('row').filter({ hasText: 'Overdue' })).toHaveCount(1);
  await expect(previous.getByRole('row').filter({ hasText: 'Paid' }).first()).toBeVisible();
  await checkA11y(page, 'the invoices', tableOrCards(page));

  const open = page.getByRole('link', { name: /^Open invoice INV-\d{6}$/ });
  const number = (await open.textContent())!.replace('Open invoice ', '');
  await open.click();
  await arrivedAt(page, `Invoice ${number}`);
  const card = page.getByRole('region', { name: 'Invoice', exact: true });
  await expect(card).toContainText('Overdue');
  await expect(card.getByText('Overdue')).toBeInViewport();
  await expect(card).toContainText('$48.20');
  await expect(card).toContainText('123-456-789');
  await expect(card.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/profile/pay-bill');
  const explainer = page.getByRole('region', { name: /^What changed since INV-\d{6}$/ });
  await expect(explainer).toBeVisible();
  await expect(explainer.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Charges' }).getByRole('table')).toBeVisible();
  await checkA11y(page, 'the overdue invoice');

  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const data = await readFile((await download.path())!);
  expect(data.subarray(0, 5).toString()).toBe('%PDF-');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { PDFParse } = require('pdf-parse') as { PDFParse: new (o: { data: Uint8Array }) => { getText(): Promise<{ text: string }> } };
  const { text } = await new PDFParse({ data: new Uint8Array(data) }).getText();
  expect(text).toContain(number);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);

  // The bill paid from its invoice ("Pay now"), then its receipt read (the pay-bill page's own
  // axe is money-pay.spec.ts's).
  await card.getByRole('link', { name: 'Pay now' }).click();
  await arrivedAt(page, 'Pay bill');
  // The saved card is chosen once the page has loaded the cards (a Pay pressed before then has no card to charge).
  await expect(page.getByRole('radio', { name: /Visa ending 4242/ })).toBeChecked();
  await page.getByRole('button', { name: /^Pay \$\d/ }).click();
  await expect(page.getByText('Payment received')).toBeInViewport({ timeout: 20_000 });
  await expect(page.getByText('Your balance is now $0.00')).toBeInViewport();
  await follow(page, 'See your receipts', page.getByRole('main'));
  await arrivedAt(page, 'Receipts');
  const first = page.getByRole('main').getByRole('table').getByRole('link', { name: /^RCT-\d{6}$/ }).first();
  await expect(first).toBeInViewport();
  const receipt = (await first.textContent())!;
  await checkA11y(page, 'the receipts');
  await first.click();
  await arrivedAt(page, `Receipt ${receipt}`);
  const bank = page.getByRole('region', { name: 'Paying by bank transfer' });
  await expect(bank).toContainText('Bank account number');
  await expect(bank).toContainText('12-3456-7890123-00');
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('download', `${receipt}.pdf`);
  await checkA11y(page, 'a receipt');
});

test('invoices are not-found with the flag off (as shipped) and open with it on; the navigation offers them only then', async ({ page }) => {
  const c = await createCustomer('postpay');
  await apiSignIn(page, c.email, c.password);
  const res = await page.goto('/profile/invoices');
  expect(res?.status()).toBe(404);
  expect((await page.goto('/profile/account/invoices/INV-000001'))?.status()).toBe(404);
  await page.goto('/profile');
  const nav = page.getByRole('navigation', { name: 'My account' });
  await expect(nav.getByRole('link', { name: 'Receipts' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Invoices' })).toHaveCount(0);

  await page.goto(flaggedURL('/profile'));
  await nav.getByRole('link', { name: 'Invoices' }).click();
  await expect(h1(page)).toHaveText('Invoices');
  await expect(page.getByRole('region', { name: 'Previous invoices' })).toBeVisible();
  // The legacy link follows the flag: the profile home here, the invoices there.
  await page.goto('/link/invoices');
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto(flaggedURL('/link/invoices'));
  await expect(h1(page)).toHaveText('Invoices');
});

test("an invoice read failing shows \"We can't get Invoice right now\" and Try again recovers; an unknown number is not found", async ({ page }) => {
  const c = await createCustomer('postpay');
  const uuid = c.customerUuids[0]!;
  await apiSignIn(page, c.email, c.password, FLAGGED);
  await page.goto(flaggedURL('/profile/invoices'));
  const link = page.getByRole('region', { name: 'Previous invoices' }).getByRole('link', { name: /^INV-\d{6}$/ }).first();
  const number = (await link.textContent())!;

  const fault = await injectFault({ method: 'GET', path: `^/v3/customer/${uuid}/invoices/${number}$`, kind: 'status', status: 503 });
  await link.click();
  await expect(h1(page)).toHaveText(`Invoice ${number}`);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText("We can't get Invoice right now", { timeout: 20_000 });
  // An invoice's page was checked whole in the first journey: here its main part, failing.
  await checkA11yOf(page.getByRole('main'), 'an invoice that could not be read');
  await removeFault(fault);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Invoice', exact: true })).toContainText('GST number');
  await expect(alert).toHaveCount(0);

  await page.goto(flaggedURL('/profile/account/invoices/INV-999999'));
  await expect(page.getByRole('main')).toContainText('The invoice #INV-999999 Not Found');
  await checkA11yOf(page.getByRole('main'), 'an invoice not found');
});

test('billing: the balance and bill periods, twelve months of spend as a chart with its table, and (flagged) the billing cycle changed after its confirmation', async ({ page }) => {
  test.setTimeout(120_000);
  const c = await createCustomer('postpay');
  await page.setViewportSize(PHONE);
  await apiSignIn(page, c.email, c.password, FLAGGED);
  await page.goto(flaggedURL('/profile/billing'));
  await expect(h1(page)).toHaveText('Billing');
  const balance = page.getByRole('region', { name: 'Balance' });
  await expect(balance).toContainText('You owe $48.20');
  await expect(balance).toContainText('Bill period');
  const spend = page.getByRole('region', { name: 'Spend over 12 months' });
  await expect(spend.getByRole('img')).toBeVisible();
  await expect(spend.getByRole('table', { name: 'Spend by month' }).getByRole('row')).toHaveCount(13);
  await checkA11y(page, 'billing');

  const cycle = page.getByRole('region', { name: 'Billing cycle' });
  await expect(cycle).toContainText('Your bills are monthly.');
  await cycle.getByRole('radio', { name: 'Every 7 days' }).check();
  await cycle.getByRole('button', { name: 'Change billing cycle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your billing cycle?' });
  await expect(dialog).toContainText('Your current bill closes now and is due.');
  await checkA11yOf(dialog, 'the billing cycle confirmation');
  await dialog.getByRole('button', { name: 'Change cycle' }).click();
  await expect(cycle).toContainText('Your billing cycle is now Every 7 days.');
  await expect(cycle).toContainText('Your bills are every 7 days.');
  await checkA11yOf(cycle, 'the billing cycle changed');

  // The closed bill is now a previous invoice, due.
  await page.goto(flaggedURL('/profile/invoices'));
  await expect(page.getByRole('region', { name: 'Previous invoices' }).getByRole('cell', { name: 'Due', exact: true }).first()).toBeVisible();
});

test('billing on the first instance: the chart, no billing cycle form (the flag is off as shipped)', async ({ page }) => {
  const c = await createCustomer('postpay');
  await apiSignIn(page, c.email, c.password);
  await page.goto('/profile/billing');
  await expect(h1(page)).toHaveText('Billing');
  await expect(page.getByRole('region', { name: 'Spend over 12 months' }).getByRole('img')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Billing cycle' })).toHaveCount(0);
});
