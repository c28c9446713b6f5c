import type { Page } from '@playwright/test';
import { checkA11y, checkA11yOf, DESKTOP, PHONE } from './support/axe';
import { FLAGGED, flaggedURL } from './support/eshop';
import { apiSignIn, arrivedAt, createCustomer, expect, follow, startAtAccount, test, type Customer } from './support/fixtures';
import { centsOf, createVoucher, dollars } from './support/money';

/**
 * Money moving (issue 12 items 1, 2, 3 and 6; docs/money-contract.md §4), on the flagged instance
 * (top-up shown, pay bill on the home page, promo codes on): a prepay customer tops up $10 with
 * its saved card and sees the balance rise, tries $0.50 and is told why not, and sets auto
 * top-up; a postpay customer pays the full amount and sees the balance, then pays a custom amount
 * that becomes credit; a fresh voucher is redeemed and the used one refused. Fresh customers;
 * axe on a page whole at both sizes when it first shows, then once on the part a step changed.
 */

/** A fresh customer signed in through the BFF, on its profile home on the flagged instance: from the home page and the header's My account (issue 28). */
async function signedIn(page: Page, state: 'prepay' | 'postpay'): Promise<Customer> {
  const c = await createCustomer(state);
  expect(await apiSignIn(page, c.email, c.password, FLAGGED)).toBe('/profile');
  await startAtAccount(page, FLAGGED);
  return c;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const balance = (page: Page) => page.getByRole('region', { name: 'Balance' });

test('prepay: tops up $10 with its saved card and sees the balance rise; $0.50 is refused with why; auto top-up set and on', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  await signedIn(page, 'prepay');
  const credit = balance(page).getByText(/^Credit \$/);
  await expect(credit).toBeVisible();
  const before = centsOf(await credit.innerText());
  await checkA11y(page, 'the home balance (prepay)');

  await balance(page).getByRole('link', { name: 'Top up' }).click();
  await arrivedAt(page, 'Top up');
  await expect(page.getByText(`Current credit ${dollars(before)}`)).toBeInViewport();
  await expect(page.getByRole('radio', { name: /Visa ending 4242/ })).toBeChecked();
  await checkA11y(page, 'the top-up page');

  await page.getByRole('button', { name: '$10', exact: true }).click();
  await page.getByRole('button', { name: 'Top up $10.00' }).click();
  await expect(page.getByText(`Your balance is now ${dollars(before + 1000)}`)).toBeInViewport({ timeout: 20_000 });
  await expect(page.getByText(`Current credit ${dollars(before + 1000)}`)).toBeVisible();
  await checkA11yOf(page.getByRole('main'), 'the top-up done');

  const amount = page.getByRole('textbox', { name: /^Amount/ }).first();
  await amount.fill('0.50');
  await page.getByRole('button', { name: 'Top up $0.50' }).click();
  await expect(page.getByText('Top-up amount must be above $0.99')).toBeInViewport();
  await expect(amount).toHaveValue('0.50');
  await checkA11yOf(page.getByRole('main'), 'a top-up of $0.50 refused');

  const auto = page.getByRole('region', { name: 'Auto top-up' });
  await expect(auto.getByText('Auto top-up is off')).toBeVisible();
  await auto.getByRole('switch', { name: 'Auto top-up' }).check();
  await auto.getByRole('textbox', { name: /^Amount/ }).fill('20');
  await auto.getByRole('textbox', { name: /^Every \(days\)/ }).fill('30');
  await auto.getByRole('button', { name: 'Save auto top-up' }).click();
  await expect(auto.getByText(/^Auto top-up is on: \$20\.00 every 30 days, next on \d{1,2} \w{3} \d{4}$/)).toBeInViewport();
  await checkA11yOf(auto, 'auto top-up on');

  await page.reload();
  await expect(page.getByRole('region', { name: 'Auto top-up' }).getByText(/^Auto top-up is on: \$20\.00 every 30 days/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Auto top-up' }).getByRole('switch', { name: 'Auto top-up' })).toBeChecked();

  // With the credit topped up, a plan change paid from it: the account menu's All plans (issue 28's
  // "top up and change plan"). The weekly plan ($12) becomes the $20 Prepay Plan, at once.
  await follow(page, 'All plans');
  await arrivedAt(page, 'All plans');
  const plan = page.getByRole('main').getByRole('article', { name: '$20 Prepay Plan' });
  await plan.getByRole('button', { name: /^Choose this plan/ }).click();
  const change = page.getByRole('dialog', { name: 'Change to $20 Prepay Plan?' });
  await expect(change.getByText(/^Your new plan starts now and you're charged \$\d+\.\d\d now\.$/)).toBeInViewport();
  await change.getByRole('button', { name: 'Change plan' }).click();
  await expect(change).toBeHidden({ timeout: 30_000 });
  const said = plan.getByRole('status');
  await expect(said).toHaveText('Your plan is now $20 Prepay Plan.', { timeout: 30_000 });
  await expect(said).toBeInViewport();
});

test('postpay on a phone: pays the full amount from the home page and sees the balance; then a custom amount becomes credit', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE);
  await signedIn(page, 'postpay');
  const owe = balance(page).getByText(/^You owe \$/);
  await expect(owe).toBeVisible();
  const owing = centsOf(await owe.innerText());
  await expect(balance(page).getByText(/^This period so far \$/)).toBeVisible();
  await expect(balance(page).getByText(/^Bill period \d{1,2} \w{3} – \d{1,2} \w{3}$/)).toBeVisible();
  await checkA11y(page, 'the home balance (postpay)');

  await balance(page).getByRole('link', { name: 'Pay bill' }).click();
  await expect(h1(page)).toHaveText('Pay bill');
  await expect(page.getByRole('heading', { name: `Amount due ${dollars(owing)}` })).toBeVisible();
  await expect(page.getByRole('radio', { name: `Full amount ${dollars(owing)}` })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Visa ending 4242/ })).toBeChecked();
  await checkA11y(page, 'the pay-bill page');

  await page.getByRole('button', { name: `Pay ${dollars(owing)}` }).click();
  await expect(page.getByText('Payment received')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Your balance is now $0.00')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See your receipts' })).toHaveAttribute('href', '/profile/receipts');
  await checkA11yOf(page.getByRole('main'), 'the bill paid');

  // /link/custom-amount: "pay bill with a custom-amount parameter".
  await page.goto(flaggedURL('/link/custom-amount'));
  await expect(h1(page)).toHaveText('Pay bill');
  await expect(page.getByRole('heading', { name: 'Nothing to pay right now' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Another amount' })).toBeChecked();
  // The saved card is chosen again once this page has loaded the cards (a Pay pressed before then
  // has no card to charge).
  await expect(page.getByRole('radio', { name: /Visa ending 4242/ })).toBeChecked();
  const amount = page.getByRole('textbox', { name: /^Amount/ });
  await amount.fill('0.40');
  await page.getByRole('button', { name: 'Pay $0.40' }).click();
  await expect(page.getByText('Payment amount must be at least $0.50')).toBeVisible();
  await amount.fill('5');
  await page.getByRole('button', { name: 'Pay $5.00' }).click();
  await expect(page.getByText('Your balance is now $5.00 in credit')).toBeVisible({ timeout: 20_000 });
  await checkA11yOf(page.getByRole('main'), 'a custom amount paid as credit');

  await follow(page, 'My account');
  await arrivedAt(page, /^Kia ora\b/);
  await expect(balance(page).getByText('In credit $5.00')).toBeInViewport();
});

test('a fresh voucher is checked and redeemed; 4000000000025 is refused with its reason, the code kept; promo code WELCOME10 applies once', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signedIn(page, 'prepay');
  const code = await createVoucher(2000);

  await page.goto(flaggedURL('/link/voucher'));
  await expect(h1(page)).toHaveText('Redeem a voucher');
  await checkA11y(page, 'the voucher page');
  const field = page.getByRole('textbox', { name: /^Voucher code/ });
  await field.fill(code);
  await page.getByRole('button', { name: 'Check voucher' }).click();
  await expect(page.getByText('This voucher adds $20.00')).toBeVisible();
  await checkA11yOf(page.getByRole('main'), 'a voucher checked');
  await page.getByRole('button', { name: 'Redeem $20.00' }).click();
  await expect(page.getByText(/^\$20\.00 added\. Your balance is now \$[\d,]+\.\d{2}$/)).toBeVisible();
  await checkA11yOf(page.getByRole('main'), 'a voucher redeemed');

  await field.fill('4000000000025');
  await page.getByRole('button', { name: 'Check voucher' }).click();
  const refused = page.getByRole('main').getByRole('alert');
  await expect(refused).toContainText('Redemption check Error');
  await expect(refused).toContainText('Voucher has already been redeemed');
  await expect(field).toHaveValue('4000000000025');
  await checkA11yOf(page.getByRole('main'), 'a used voucher refused');

  // Promo codes (flag, on here): "Promo code needs Code"; WELCOME10 once per customer.
  await follow(page, 'Redeem a promo code');
  await arrivedAt(page, 'Promo code');
  const promo = page.getByRole('textbox', { name: 'Code' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Code required')).toBeVisible();
  await promo.fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/^WELCOME10 applied: /)).toBeVisible();
  await checkA11y(page, 'a promo code applied');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Promo code has already been used');
  await expect(promo).toHaveValue('WELCOME10');
});
