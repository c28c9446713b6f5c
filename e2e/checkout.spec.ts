import type { Page, Request } from '@playwright/test';
import { checkA11y, checkA11yOf } from './support/axe';
import { apiSignIn, createCustomer, expect, readOutbox, test, type Customer } from './support/fixtures';

/**
 * Checkout (issue 5): 3-D Secure in its dialog, straight from the browser to the payment
 * provider; the signed-out checkout and signing in from it; the email check; the gates. The
 * journeys of paying (4242 to the QR code and the order list, a declined card then a good one, a
 * SIM card delivered to an address, a failed provider return) are eshop-journeys.spec.ts's.
 * Names are docs/eshop-contract.md §6.
 */

const PLAN = '$30 Prepay Value Pack';
const CARD_3DS = '4000 0025 0000 3155';
const APP = new URL(process.env.E2E_PORT ? `http://127.0.0.1:${process.env.E2E_PORT}` : 'http://127.0.0.1:3100').origin;

type Shopper = Customer & { cardLeaks: string[] };

/** Every request the page makes: none to our own origin may carry a card number. */
function watchCards(page: Page, into: Shopper) {
  page.on('request', (req: Request) => {
    const body = req.postData() ?? '';
    const url = req.url();
    const carries = /4242\s?4242\s?4242\s?4242|4000\s?0000\s?0000\s?0002|4000\s?0025\s?0000\s?3155/.test(body + url);
    if (new URL(url).origin === APP && carries) into.cardLeaks.push(`${req.method()} ${url}`);
  });
}

async function shopper(page: Page): Promise<Shopper> {
  const c = await createCustomer('prepay');
  const s: Shopper = { ...c, cardLeaks: [] };
  watchCards(page, s);
  expect(await apiSignIn(page, c.email, c.password)).toBe('/profile');
  return s;
}

/** An eSIM with the plan in the cart, through the shop front, then on to the checkout. */
async function esimToCheckout(page: Page) {
  await page.goto('/plans');
  await page.getByRole('article', { name: PLAN, exact: true }).getByRole('link', { name: /Get this plan/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Get ${PLAN}`);
  await page.getByRole('radiogroup', { name: 'SIM type' }).getByRole('radio', { name: 'eSIM' }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  await expect(page.getByRole('region', { name: 'Your order' }).getByText(PLAN)).toBeVisible();
}

/** A prepay shopper has saved cards (the default chosen): "Add a new card" brings the card fields. */
async function fillCard(page: Page, number: string) {
  await page.getByRole('radiogroup', { name: 'Pay with' }).getByRole('radio', { name: 'Add a new card' }).check();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
}

async function orderIdOnThanks(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/eshop\/thanks\?order=SO\d+/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  return new URL(page.url()).searchParams.get('order')!;
}

test.describe('checkout', () => {
  test.setTimeout(90_000);

  test('3-D Secure 4000 0025 0000 3155 completes in the "Confirm your payment" dialog; checkout, dialog and thanks pass axe', async ({ page }) => {
    const s = await shopper(page);
    await esimToCheckout(page);
    await checkA11y(page, 'the checkout');
    await fillCard(page, CARD_3DS);
    await page.getByRole('button', { name: 'Pay $30.00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
    await expect(dialog).toBeVisible();
    await checkA11yOf(dialog, 'the 3-D Secure dialog');
    await dialog.frameLocator('iframe[title="3D Secure authentication"]').getByRole('button', { name: 'Complete authentication' }).click();
    await orderIdOnThanks(page);
    await expect(page.getByRole('status').filter({ hasText: /^Status: / })).toHaveText(/Status: (Paid|Processing)/);
    await checkA11y(page, 'the thank-you page');
    expect(s.cardLeaks).toEqual([]);
  });
});

test('signed out, the checkout offers sign-in and sign-up, both coming back', async ({ page }) => {
  await page.goto('/eshop/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/sign-in?redirect=%2Feshop%2Fcheckout');
  await expect(main.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up?redirect=%2Feshop%2Fcheckout');
});

test('a visitor with a cart signs in from the checkout and comes back to it, cart and all', async ({ page }) => {
  const c = await createCustomer('prepay');
  await esimToCheckout(page);
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Email').fill(c.email);
  await page.getByLabel('Password').fill(c.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/eshop\/checkout$/);
  await expect(page.getByRole('radiogroup', { name: 'Pay with' }).getByRole('radio', { name: /^Visa ending 4242/ })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Your order' }).getByText(PLAN)).toBeVisible();
});

test('an unverified email: the checkout sends to "Verify your email", the emailed code brings the checkout back', async ({ page }) => {
  const c = await createCustomer('unverified');
  expect(await apiSignIn(page, c.email, c.password)).toBe('/email-verify-page');
  await page.goto('/eshop/checkout');
  await expect(page).toHaveURL(/\/eshop\/email-verify$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify your email');
  await page.getByRole('button', { name: 'Send verification email' }).click();
  await expect.poll(async () => (await readOutbox(c.email)).length).toBeGreaterThan(0);
  const mails = await readOutbox(c.email);
  await page.getByLabel('Verification code').fill(mails[mails.length - 1]!.code!);
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page).toHaveURL(/\/eshop\/checkout$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
});

test('fibre and fixed wireless checkouts stay behind their modules (off as shipped)', async ({ page }) => {
  for (const path of ['/eshop/checkout-ufb', '/eshop/checkout-fwa?redirect_status=failed']) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
  }
});

test('thanks without a purchase goes home', async ({ page }) => {
  await shopper(page);
  await page.goto('/eshop/thanks');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
