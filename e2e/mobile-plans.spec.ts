import type { Page } from '@playwright/test';
import { checkA11y, checkA11yOf, DESKTOP } from './support/axe';
import { FLAGGED, flaggedURL } from './support/eshop';
import { apiSignIn, APP, arrivedAt, createCustomer, expect, follow, startAtAccount, test, type DemoState } from './support/fixtures';

/**
 * Your plan, all plans, add-ons, billing and the product type transfer (issue 13 items 2, 3, 5 and
 * 6; docs/mobile-contract.md §4): a fresh prepay customer buys the "2GB Data Boost" with its
 * saved card through the payment step and sees its data allowance grow from 2 GB to 4 GB, is
 * told 'You already have this plan' for its own plan, and turns auto-renew off and on; a payg
 * customer without a base plan is told to buy one first; a postpay customer sees its bill
 * periods; on the flagged instance the transfer's dry run tells a postpay customer its unpaid
 * debt must be paid first. axe on a screen whole at both sizes when it first shows, then once on
 * what a step changed (the dialog, the section).
 */

/** A fresh customer signed in through the BFF on the instance at `origin`, whose sign-in lands on the profile. */
async function signedIn(page: Page, state: DemoState, origin = APP): Promise<void> {
  const c = await createCustomer(state);
  expect(await apiSignIn(page, c.email, c.password, origin)).toBe('/profile');
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const dataLeft = (page: Page) => page.getByRole('region', { name: 'Data', exact: true }).getByText(/ left of /);

test('prepay: buys the 2GB Data Boost with its saved card and the data grows to 4 GB; its own plan is refused; auto-renew off and on', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signedIn(page, 'prepay');

  await startAtAccount(page);
  await follow(page, 'Usage');
  await arrivedAt(page, 'Usage');
  await expect(dataLeft(page)).toHaveText(/ left of 2 GB$/);

  // "/link/products": the add-ons.
  await page.goto('/link/products');
  await expect(page).toHaveURL(/\/profile\/addons$/);
  await expect(h1(page)).toHaveText('Add-ons');
  const boost = page.getByRole('article', { name: '2GB Data Boost' });
  await expect(boost.getByText('$10.00')).toBeVisible();
  await checkA11y(page, 'the add-ons');

  await boost.getByRole('button', { name: /^Buy ?: 2GB Data Boost$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy 2GB Data Boost' });
  await expect(dialog.getByText('Lasts 7 days')).toBeVisible();
  await expect(dialog.getByText("Doesn't renew")).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Pay from my credit ($12.50)' })).toBeChecked();
  await checkA11yOf(dialog, 'the buy dialog');

  await dialog.getByRole('radio', { name: 'Pay by card' }).check();
  await expect(dialog.getByRole('radio', { name: /Visa ending 4242/ })).toBeChecked();
  await checkA11yOf(dialog, 'the buy dialog paying by card');
  await dialog.getByRole('button', { name: 'Pay $10.00' }).click();
  await expect(page.getByText('2GB Data Boost added')).toBeInViewport({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
  await checkA11yOf(page.getByRole('main'), 'the add-on bought');

  await follow(page, 'Usage');
  await arrivedAt(page, 'Usage');
  await expect(dataLeft(page)).toHaveText(/ left of 4 GB$/);

  await follow(page, 'Your plan');
  await arrivedAt(page, 'Your plan');
  const plan = page.getByRole('article', { name: '$12 Weekly Plan' });
  await expect(plan.getByText(/^Renews on \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your add-ons' }).getByRole('heading', { name: '2GB Data Boost' })).toBeVisible();
  await checkA11y(page, 'your plan');

  const renew = plan.getByRole('switch', { name: 'Auto-renew $12 Weekly Plan' });
  await expect(renew).toBeChecked();
  await renew.uncheck();
  await expect(plan.getByText(/^Ends on \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  await expect(renew).not.toBeChecked();
  await checkA11yOf(page.getByRole('main'), 'auto-renew off');
  await page.reload();
  await expect(renew).not.toBeChecked();
  await renew.check();
  await expect(plan.getByText(/^Renews on /)).toBeVisible();
  await expect(renew).toBeChecked();

  await plan.getByRole('link', { name: 'Change plan' }).click();
  await expect(h1(page)).toHaveText('All plans');
  const mine = page.getByRole('article', { name: '$12 Weekly Plan' });
  await expect(mine.getByText('Your plan', { exact: true })).toBeVisible();
  await checkA11y(page, 'all plans');
  await mine.getByRole('button', { name: /^Choose this plan ?: \$12 Weekly Plan$/ }).click();
  const change = page.getByRole('dialog', { name: 'Change to $12 Weekly Plan?' });
  await expect(change.getByText("Your new plan starts now and you're charged $12.00 now.")).toBeVisible();
  await expect(change.getByText("There's no refund for the time left on your current plan.")).toBeVisible();
  await expect(change.getByText('Discounts on your current plan end.')).toBeVisible();
  await change.getByRole('button', { name: 'Change plan' }).click();
  await expect(change.getByRole('alert')).toHaveText('You already have this plan');
  await checkA11yOf(change, 'the change dialog with its refusal');
});

test('payg without a base plan: "You have no active plans" and "Please buy a base plan before you can buy an addon", no Buy', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signedIn(page, 'payg');
  await page.goto('/profile/addons');
  await expect(h1(page)).toHaveText('Add-ons');
  await expect(page.getByText('You have no active plans')).toBeVisible();
  await expect(page.getByText('Please buy a base plan before you can buy an addon')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/profile/all-plans');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Buy/ })).toHaveCount(0);
  await checkA11y(page, 'add-ons without a base plan');
});

test('postpay: the billing page shows the bill period, the next one and the balance', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signedIn(page, 'postpay');
  await page.goto('/profile/billing');
  await expect(h1(page)).toHaveText('Billing');
  const balance = page.getByRole('region', { name: 'Balance' });
  await expect(balance.getByText(/^You owe \$\d+\.\d{2}$/)).toBeVisible();
  await expect(balance.getByRole('term').filter({ hasText: /^Bill period$/ })).toBeVisible();
  await expect(balance.getByRole('term').filter({ hasText: /^Next bill period$/ })).toBeVisible();
  await expect(balance.getByRole('definition').first()).toHaveText(/^\d{1,2} \w{3} \d{4} – \d{1,2} \w{3} \d{4}$/);
  await checkA11y(page, 'billing (postpay)');
});

test('flagged: the product type transfer\'s dry run tells postpay its unpaid debt must be paid first, with a link to pay', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signedIn(page, 'postpay', FLAGGED);
  await page.goto(flaggedURL('/profile/your-plan'));
  const section = page.getByRole('region', { name: 'Payment type' });
  await expect(section.getByText('Your number is postpay.')).toBeVisible();
  await checkA11y(page, 'your plan with the payment type');
  await section.getByRole('button', { name: 'Change to prepay' }).click();
  const alert = section.getByRole('alert');
  await expect(alert.getByText('Unpaid debt must be paid before continuing')).toBeVisible();
  await expect(alert.getByText(/^You owe \$\d+\.\d{2}\.$/)).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Pay your bill' })).toHaveAttribute('href', '/profile/pay-bill');
  await checkA11yOf(section, 'the transfer refused for unpaid debt');
});

/** The phone of issue 28's journeys. */
const PHONE_390 = { width: 390, height: 844 } as const;

/** The outcome said in `place` (components/ui/outcome.tsx): its words, in the viewport, and focused. */
async function outcomeInView(place: ReturnType<Page['getByRole']>, text: string | RegExp): Promise<void> {
  const said = place.getByRole('status');
  await expect(said).toHaveText(text, { timeout: 30_000 });
  await expect(said).toBeInViewport();
  await expect(said.locator('[tabindex="-1"]')).toBeFocused();
}

test('on a phone, the add-on bought lowest on the page is confirmed under its own Buy button, in view (issue 28 item 5)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE_390);
  await signedIn(page, 'prepay');
  await startAtAccount(page);
  await follow(page, 'Add-ons');
  await arrivedAt(page, 'Add-ons');
  const last = page.getByRole('main').getByRole('article').last();
  const name = (await last.getByRole('heading').first().textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await last.getByRole('button', { name: /^Buy/ }).click();
  const dialog = page.getByRole('dialog', { name: `Buy ${name}` });
  // From the credit or with the saved card, whichever the dialog offers first.
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await outcomeInView(last, `${name} added`);
  // Nowhere else on the page says it (not at the top of a long page).
  await expect(page.getByRole('main').getByText(`${name} added`)).toHaveCount(1);
});

test('on a phone, a plan changed from the bottom of the list is confirmed under that plan, in view; the change waits for the next billing date unless "Now" is chosen (issue 28 items 5, 6)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE_390);
  await signedIn(page, 'postpay', FLAGGED);
  await startAtAccount(page, FLAGGED);
  await follow(page, 'All plans');
  await arrivedAt(page, 'All plans');
  const last = page.getByRole('main').getByRole('article').last();
  const name = (await last.getByRole('heading').first().textContent())?.trim() ?? '';
  await last.getByRole('button', { name: /^Choose this plan/ }).click();
  const change = page.getByRole('dialog', { name: `Change to ${name}?` });
  await expect(change.getByRole('radio', { name: /^On your next billing date/ })).toBeChecked();
  await expect(change.getByRole('radio', { name: 'Now' })).not.toBeChecked();
  await change.getByRole('button', { name: 'Change plan' }).click();
  await expect(change).toBeHidden({ timeout: 30_000 });
  await outcomeInView(last, new RegExp(`^Your plan changes to ${name.replace(/\$/g, '\\$')} on \\d{1,2} \\w{3} \\d{4}\\.$`));

  // Issue 28 item 8: the dashboard says the change waiting for the next billing date, under the plan.
  await follow(page, 'My account', page.getByRole('banner'));
  const period = page.getByRole('region', { name: 'This period', exact: true });
  const waiting = period.getByText(new RegExp(`^Changes to ${name.replace(/\$/g, '\\$')} on \\d{1,2} \\w{3} \\d{4}$`));
  await expect(waiting).toBeVisible({ timeout: 20_000 });
  await expect(period.getByText('$55 Postpay Essentials Plan', { exact: true })).toBeVisible();
  // The hotspot (on here) uses the plan's data: said in Data, no Hotspot widget repeating its figures.
  await expect(period.getByRole('region', { name: 'Data', exact: true }).getByText('Hotspot: uses your data')).toBeVisible();
  await expect(period.getByRole('region', { name: 'Hotspot' })).toHaveCount(0);
  await waiting.scrollIntoViewIfNeeded();
  await expect(waiting).toBeInViewport();
  await checkA11yOf(period, 'the dashboard\'s period with a change waiting');
});

test('on a phone, a prepay change "now" short of credit offers the payment step: the difference paid with the saved card, then the plan is changed (issue 28 item 6)', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE_390);
  await signedIn(page, 'prepay', FLAGGED);
  await startAtAccount(page, FLAGGED);
  await follow(page, 'All plans');
  await arrivedAt(page, 'All plans');
  const dear = page.getByRole('main').getByRole('article', { name: '$50 Prepay Endless Plus' });
  await dear.getByRole('button', { name: /^Choose this plan/ }).click();
  const change = page.getByRole('dialog', { name: 'Change to $50 Prepay Endless Plus?' });
  await change.getByRole('button', { name: 'Change plan' }).click();
  const step = change.getByRole('region', { name: 'Pay the difference by card' });
  await expect(step.getByText(/^Your credit is short for this change\. Pay \$\d+\.\d\d by card/)).toBeVisible({ timeout: 30_000 });
  await expect(step.getByRole('radio', { name: /Visa ending 4242/ })).toBeChecked();
  await expect(change.getByRole('button', { name: 'Change plan', exact: true })).toHaveCount(0);
  await checkA11yOf(change, 'the change dialog paying the difference');
  await step.getByRole('button', { name: /^Pay \$\d+\.\d\d and change plan$/ }).click();
  await expect(change).toBeHidden({ timeout: 30_000 });
  await outcomeInView(dear, 'Your plan is now $50 Prepay Endless Plus.');
});
