import type { Page } from '@playwright/test';
import { checkA11y, checkA11yOf, PHONE } from './support/axe';
import type { CardList } from '../lib/billing/types';
import { CARDS, fillCard, upstreamRequests, watchRequests } from './support/eshop';
import { apiSignIn, createCustomer, expect, SANDBOX, test, type Customer } from './support/fixtures';

/**
 * Cards (issue 11 items 5 and 6; docs/account-contract.md §5 and §6): a customer without a card
 * adds one from /no-payment-methods and gets in; the prepay demo customer's expiring Mastercard
 * cannot pay at checkout, is made default and removed; the only card left cannot be removed; a
 * 3-D Secure card is added through its dialog; a saved card pays at checkout. Each journey runs
 * on a fresh copy of its demo customer; axe on each screen whole at both sizes when it first shows,
 * then once on what a step changed. The checkout and its thank-you page, in the same state as here, are
 * checked in checkout.spec.ts.
 */

const PLAN = { name: '$30 Prepay Value Pack', slug: '30-prepay-value-pack' };
const EXPIRING = 'A card about to expire cannot be authorised';

/** A fresh customer signed in through the BFF; answers it and where the sign-in form would have landed. */
async function signedIn(page: Page, state: 'nocard' | 'prepay'): Promise<Customer & { landing: string }> {
  const c = await createCustomer(state);
  return { ...c, landing: await apiSignIn(page, c.email, c.password) };
}

/** An eSIM with the plan in the cart, then the checkout. */
async function toCheckout(page: Page): Promise<void> {
  await page.goto(`/sim-purchase/${PLAN.slug}`);
  await page.getByRole('radiogroup', { name: 'SIM type' }).getByRole('radio', { name: /^eSIM\b/ }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  await expect(page.getByRole('region', { name: 'Your order' }).getByText(PLAN.name)).toBeVisible();
}

const cardItem = (page: Page, name: string) => page.getByRole('main').getByRole('listitem', { name });

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('nocard signs in, lands on no-payment-methods, adds card 4242 and reaches the profile', async ({ page }) => {
    test.setTimeout(120_000);
    const { landing } = await signedIn(page, 'nocard');
    expect(landing).toBe('/no-payment-methods');
    await page.goto(landing);
    await expect(page).toHaveURL(/\/no-payment-methods$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please add a payment card to continue');
    await checkA11y(page, 'no-payment-methods');

    await page.getByRole('link', { name: 'Add a card' }).click();
    await expect(page).toHaveURL(/\/profile\/balance\/payment-methods\/add\?redirect=%2Fprofile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a card');
    await checkA11y(page, 'add a card');

    await fillCard(page, CARDS.ok);
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page).toHaveURL(/\/profile$/, { timeout: 15_000 });
    await checkA11y(page, 'the profile');

    await page.goto('/profile/payment-methods');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment methods');
    await expect(cardItem(page, 'Visa ending 4242')).toContainText('Default');
  });
});

test.describe('on a desktop', () => {
  test('prepay: the expiring Mastercard cannot pay; made default, removed; the only card stays', async ({ page }) => {
    test.setTimeout(180_000);
    await signedIn(page, 'prepay');

    // At checkout the saved cards are offered, the default chosen, the expiring one not selectable.
    await toCheckout(page);
    const payWith = page.getByRole('radiogroup', { name: 'Pay with' });
    await expect(payWith.getByRole('radio', { name: /^Visa ending 4242/ })).toBeChecked();
    const expiring = payWith.getByRole('radio', { name: /^Mastercard ending 4444/ });
    await expect(expiring).toBeDisabled();
    await expect(expiring).toHaveAccessibleDescription(new RegExp(EXPIRING));

    // The list: default first, the Mastercard expiring.
    await page.goto('/profile/payment-methods');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment methods');
    const visa = cardItem(page, 'Visa ending 4242');
    const master = cardItem(page, 'Mastercard ending 4444');
    await expect(visa).toContainText('Default');
    await expect(master).toContainText('Expires soon');
    await expect(master).toContainText(/Expires \d{2}\/\d{4}/);
    await expect(master).not.toContainText('Default');
    await checkA11y(page, 'payment methods');

    await master.getByRole('button', { name: 'Make default' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Mastercard ending 4444 is now your default card.' })).toBeVisible();
    await expect(master).toContainText('Default');
    await expect(visa).not.toContainText('Default');
    await expect(visa.getByRole('button', { name: 'Make default' })).toBeVisible();

    // Remove the Mastercard, after the confirmation; the Visa is default again.
    await master.getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this card?' });
    await expect(confirm).toBeVisible();
    await checkA11yOf(confirm, 'the remove confirmation');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(master).toHaveCount(0);
    await expect(visa).toContainText('Default');

    // The only card left cannot be removed: the BFF's answer is shown, the card stays.
    await visa.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog', { name: 'Remove this card?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Only card cannot be removed');
    await expect(visa).toBeVisible();
    await checkA11yOf(page.getByRole('main'), 'only card cannot be removed');
  });

  test('prepay adds a 3-D Secure card (4000 0025 0000 3155): its bank\'s page in the dialog, then the list has it', async ({ page }) => {
    test.setTimeout(180_000);
    await signedIn(page, 'prepay');
    await page.goto('/profile/payment-methods');
    const visa = cardItem(page, 'Visa ending 4242');
    await expect(visa).toContainText('Default');
    await page.getByRole('link', { name: 'Add a card' }).click();
    await expect(page).toHaveURL(/\/profile\/balance\/payment-methods\/add$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a card');
    await fillCard(page, CARDS.threeDS);
    await page.getByRole('button', { name: 'Save card' }).click();
    const threeDs = page.getByRole('dialog', { name: 'Confirm your card' });
    await expect(threeDs).toBeVisible();
    await checkA11yOf(threeDs, 'the 3-D Secure dialog (saving a card)');
    await threeDs.frameLocator('iframe[title="3D Secure authentication"]').getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page).toHaveURL(/\/profile\/payment-methods$/, { timeout: 15_000 });
    await expect(cardItem(page, 'Visa ending 3155')).toBeVisible();
    await expect(visa).toContainText('Default');
  });

  test('prepay pays at checkout with its saved default card: the checkout names the card, no card data is typed', async ({ page }) => {
    test.setTimeout(180_000);
    const c = await signedIn(page, 'prepay');
    await toCheckout(page);
    await expect(page.getByRole('radiogroup', { name: 'Pay with' }).getByRole('radio', { name: /^Visa ending 4242/ })).toBeChecked();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    const { cards } = (await (await page.request.get('/api/customer/payment-methods')).json()) as CardList;
    const visaId = cards.find((card) => card.last4 === '4242')?.id;
    const toProvider = watchRequests(page, SANDBOX);
    await page.getByRole('button', { name: 'Pay $30.00' }).click();
    await expect(page).toHaveURL(/\/eshop\/thanks\?order=SO\d+/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
    // Read at once: the sandbox keeps only the latest requests of every test.
    const sent = (await upstreamRequests('^/eshop/v3/checkout$', 'POST'))
      .map((r) => r.body as { CustomerUUID?: string; PaymentOptions?: { PaymentMethodType?: string; PaymentMethodID?: string } })
      .filter((b) => b.CustomerUUID === c.customerUuids[0]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.PaymentOptions?.PaymentMethodType).toBe('cards');
    expect(sent[0]?.PaymentOptions?.PaymentMethodID).toBe(visaId);
    // The browser confirmed the intent with the card attached to it: no card data went anywhere.
    const confirms = toProvider.filter((r) => r.method === 'POST' && /\/v1\/payment_intents\/[^/]+\/confirm$/.test(new URL(r.url).pathname));
    expect(confirms).toHaveLength(1);
    expect(confirms[0]?.body).not.toContain('payment_method_data');
  });
});
