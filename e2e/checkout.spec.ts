import type { Page, Request } from '@playwright/test';
import { checkA11y } from './support/axe';
import { moveOrderOn } from './support/eshop';
import { createCustomer, expect, readOutbox, SANDBOX, signIn, test, type Customer } from './support/fixtures';

/**
 * Checkout and orders (issue 5): pay with the sandbox's test cards, straight from the browser to
 * the payment provider; 3-D Secure in its dialog; a declined card retried on the same order; the
 * thank-you page following the order live until the eSIM's QR code is there; the order list.
 * Names are docs/eshop-contract.md §6.
 */

const PLAN = '$30 Prepay Value Pack';
const CARD_OK = '4242 4242 4242 4242';
const CARD_DECLINED = '4000 0000 0000 0002';
const CARD_3DS = '4000 0025 0000 3155';
const APP = new URL(process.env.E2E_PORT ? `http://127.0.0.1:${process.env.E2E_PORT}` : 'http://127.0.0.1:3100').origin;

type Shopper = Customer & { cardLeaks: string[]; providerCalls: string[] };

/** Every request the page makes: none to our own origin may carry a card number. */
function watchCards(page: Page, into: Shopper) {
  page.on('request', (req: Request) => {
    const body = req.postData() ?? '';
    const url = req.url();
    const carries = /4242\s?4242\s?4242\s?4242|4000\s?0000\s?0000\s?0002|4000\s?0025\s?0000\s?3155/.test(body + url);
    if (new URL(url).origin === APP && carries) into.cardLeaks.push(`${req.method()} ${url}`);
    if (url.startsWith(SANDBOX) && url.includes('/v1/payment_intents/')) into.providerCalls.push(`${req.method()} ${new URL(url).pathname}`);
  });
}

async function shopper(page: Page): Promise<Shopper> {
  const c = await createCustomer('prepay');
  const s: Shopper = { ...c, cardLeaks: [], providerCalls: [] };
  watchCards(page, s);
  await signIn(page, c.email, c.password);
  await page.waitForURL((url) => url.pathname !== '/sign-in');
  return s;
}

/** A SIM (an eSIM unless said) with the plan in the cart, through the shop front, then on to the checkout. */
async function esimToCheckout(page: Page, sim: 'eSIM' | 'SIM card' = 'eSIM') {
  await page.goto('/plans');
  await page.getByRole('article', { name: PLAN, exact: true }).getByRole('link', { name: /Get this plan/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Get ${PLAN}`);
  await page.getByRole('radiogroup', { name: 'SIM type' }).getByRole('radio', { name: sim }).check();
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

async function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).map((e) => e.event ?? '').filter(Boolean));
}

test.describe('checkout', () => {
  test.setTimeout(90_000);

  test('eSIM and plan paid with 4242: thanks, live status, the QR code once COMPLETED, the order in My orders; the card never reaches our server', async ({ page }) => {
    const s = await shopper(page);
    await esimToCheckout(page);
    await expect.poll(() => dataLayerEvents(page)).toContain('begin_checkout');
    // Contact prefilled from the customer; no delivery address for an eSIM.
    await expect(page.getByLabel('Email')).toHaveValue(s.email);
    await expect(page.getByRole('group', { name: 'Delivery address' })).toHaveCount(0);
    await expect(page.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { name: 'Card' })).toBeChecked();
    await fillCard(page, CARD_OK);
    await expect(page.getByLabel('Card number')).toHaveValue(CARD_OK);
    await page.getByRole('button', { name: 'Pay $30.00' }).click();

    const orderId = await orderIdOnThanks(page);
    await expect(page.getByText(`Order ${orderId}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Status: / })).toHaveText(/Status: (Paid|Processing)/);
    expect(await dataLayerEvents(page)).toContain('purchase');
    // The cart reset: the header says so.
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeAttached();

    // This order alone moves on past COMPLETED (30 s after payment); the clock does not move.
    await moveOrderOn(orderId, 31_000);
    await expect(page.getByRole('status').filter({ hasText: /^Status: / })).toHaveText('Status: Completed', { timeout: 20_000 });
    const install = page.getByRole('region', { name: 'Install your eSIM' });
    await expect(install.getByRole('img', { name: 'eSIM QR code' })).toBeVisible({ timeout: 15_000 });
    await expect(install.getByRole('link', { name: 'Install eSIM on this phone' })).toHaveAttribute('href', /LPA/);
    await expect(install.getByText(/^LPA:1\$/)).toBeVisible();

    await page.getByRole('link', { name: 'View your orders' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My orders');
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Order ${orderId}` }) });
    await expect(row).toContainText('Completed');
    await checkA11y(page, 'my orders');
    await row.getByRole('link', { name: `Order ${orderId}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderId}`);
    await expect(page.getByText('Status: Completed')).toBeVisible();
    await expect(page.getByRole('img', { name: 'eSIM QR code' })).toBeVisible();

    // One payment, confirmed once by the browser (a double submit would be two).
    expect(s.providerCalls.filter((c) => c.startsWith('POST') && c.endsWith('/confirm'))).toHaveLength(1);
    expect(s.cardLeaks).toEqual([]);
  });

  test('a declined card, then 4242 on the same order: exactly one order', async ({ page }) => {
    const s = await shopper(page);
    await esimToCheckout(page);
    await fillCard(page, CARD_DECLINED);
    await page.getByRole('button', { name: 'Pay $30.00' }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('Your card was declined.');
    await expect(alert).toContainText('Seems we had some trouble with your card. Please check your card details or add another to retry');
    // What was typed is kept.
    await expect(page.getByLabel('Card number')).toHaveValue(CARD_DECLINED);
    await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('12/30');

    await page.getByLabel('Card number').fill(CARD_OK);
    await page.getByRole('button', { name: 'Pay $30.00' }).click();
    const orderId = await orderIdOnThanks(page);

    const res = await page.request.get('/api/eshop/orders');
    expect(res.ok()).toBe(true);
    const { orders } = (await res.json()) as { orders: Array<{ orderId: string }> };
    expect(orders.map((o) => o.orderId)).toEqual([orderId]);
    expect(s.cardLeaks).toEqual([]);
  });

  test('3-D Secure 4000 0025 0000 3155 completes in the "Confirm your payment" dialog; checkout, dialog and thanks pass axe', async ({ page }) => {
    const s = await shopper(page);
    await esimToCheckout(page);
    await checkA11y(page, 'the checkout');
    await fillCard(page, CARD_3DS);
    await page.getByRole('button', { name: 'Pay $30.00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
    await expect(dialog).toBeVisible();
    await checkA11y(page, 'the 3-D Secure dialog');
    await dialog.frameLocator('iframe[title="3D Secure authentication"]').getByRole('button', { name: 'Complete authentication' }).click();
    await orderIdOnThanks(page);
    await expect(page.getByRole('status').filter({ hasText: /^Status: / })).toHaveText(/Status: (Paid|Processing)/);
    await checkA11y(page, 'the thank-you page');
    expect(s.cardLeaks).toEqual([]);
  });

  test('a SIM card: saved addresses default first, another address found or typed (street, city, postcode needed), delivery on thanks', async ({ page }) => {
    const s = await shopper(page);
    await esimToCheckout(page, 'SIM card');
    const delivery = page.getByRole('group', { name: 'Delivery address' });
    const saved = delivery.getByRole('radiogroup', { name: 'Saved addresses' });
    // "sorted by Rank ascending with the default first": the first is chosen.
    await expect(saved.getByRole('radio').first()).toBeChecked();
    await expect(saved.getByRole('radio').first().locator('..')).toContainText('Default');
    await saved.getByRole('radio', { name: 'Another address' }).check();
    await fillCard(page, CARD_OK);
    await page.getByRole('button', { name: 'Pay $30.00' }).click();
    await expect(delivery.getByRole('alert')).toHaveText('Delivery address needs at least street, city and postcode');
    await expect(page).toHaveURL(/\/eshop\/checkout$/);

    const finder = delivery.getByRole('combobox', { name: 'Find your address' });
    await finder.fill('Queen St');
    await delivery.getByRole('option').first().click();
    await expect(delivery.getByLabel('City')).not.toHaveValue('');
    await expect(delivery.getByLabel('Postcode')).not.toHaveValue('');
    const street = await delivery.getByLabel('Street address').inputValue();
    await page.getByLabel('Delivery notes').fill('Leave it in the letterbox');
    await page.getByRole('button', { name: 'Pay $30.00' }).click();
    const orderId = await orderIdOnThanks(page);
    const deliveryInfo = page.getByRole('region', { name: 'Delivery' });
    await expect(deliveryInfo).toContainText('3 to 7 business days');
    await expect(deliveryInfo).toContainText(street);
    await expect(page.getByRole('region', { name: 'Install your eSIM' })).toHaveCount(0);
    await moveOrderOn(orderId, 61_000);
    await expect(page.getByRole('status').filter({ hasText: /^Status: / })).toHaveText('Status: Shipped', { timeout: 20_000 });
    await page.goto(`/profile/my-orders/${orderId}`);
    await expect(page.getByText('Leave it in the letterbox')).toBeVisible();
    expect(s.cardLeaks).toEqual([]);
  });

  test('a failed provider return says "Payment is failed" and keeps the cart', async ({ page }) => {
    await shopper(page);
    await esimToCheckout(page);
    await page.goto('/eshop/checkout?redirect_status=failed');
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Payment is failed');
    await expect(page.getByRole('region', { name: 'Your order' }).getByText(PLAN)).toBeVisible();
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
  await signIn(page, c.email, c.password);
  await page.waitForURL((url) => url.pathname !== '/sign-in');
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
