import type { Page } from '@playwright/test';
import { checkA11y, checkA11yOf, DESKTOP, PHONE } from './support/axe';
import { cartButton, flaggedURL } from './support/eshop';
import { apiSignIn, arrivedAt, createCustomer, expect, follow, readOutbox, SANDBOX, startAtAccount, test } from './support/fixtures';

/**
 * Number porting (issue 16 item 4; docs/onboarding-contract.md §4 "Bring your number", §2.3): a
 * port waits for the customer's YES to the losing carrier's text (the words and the deadline
 * shown), the YES is sent through the sandbox, the port moves on and reaches PORT_COMPLETED
 * ("… is now your number"); a rejected port (021 555 0951) is retried and then cancelled; at
 * checkout on the flagged instance "Your number" offers the pool and bring my number. A fresh
 * customer with an active prepay SIM each; axe on a page whole at both sizes when it first shows,
 * then once on the part a step changed.
 */

const main = (page: Page) => page.getByRole('main');
const PAGE = '/profile/sim-card-actions/number-porting';
/** 'by 28 Nov, 1:31 am': the deadline two hours after the text, in New Zealand time. */
const DEADLINE = /by \d{1,2} [A-Z][a-z]{2},? \d{1,2}:\d{2}\s?[ap]m$/;
const HOURS_3 = 3 * 60 * 60 * 1000;

/** The MSISDN the sandbox addresses a New Zealand number by: '027 555 0950' → '64275550950'. */
const msisdn = (nz: string) => `64${nz.replace(/\D/g, '').slice(1)}`;

/** A number at Spark (027) that no other run has brought in: a port that completes makes its number ours. */
function freshSparkNumber(): string {
  const n = String(Math.floor(Math.random() * 9_000_000) + 1_000_000);
  return `027 ${n.slice(0, 3)} ${n.slice(3)}`;
}

async function control(path: string, body: unknown): Promise<void> {
  const res = await fetch(`${SANDBOX}/__control${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`control ${path}: ${res.status} ${await res.text()}`);
}

async function signedIn(page: Page): Promise<void> {
  const c = await createCustomer('prepay');
  expect(await apiSignIn(page, c.email, c.password)).toBe('/profile');
}

/** The product the port is for, as the BFF names it (the sandbox's control API moves that port on). */
async function portedProduct(page: Page): Promise<string> {
  const res = await page.request.get('/api/customer/porting');
  const body = (await res.json()) as { porting: { productId: string } | null };
  if (!body.porting) throw new Error('no port');
  return body.porting.productId;
}

/** Fills the form for `number` (checked: its carrier filled in) and starts the port; the YES wait shows. */
async function startPort(page: Page, number: string, carrier: string): Promise<void> {
  await main(page).getByRole('textbox', { name: 'Your number' }).fill(number);
  await main(page).getByRole('button', { name: 'Check' }).click();
  await expect(main(page).getByRole('status')).toHaveText(`${number} is with ${carrier} and can come to us`);
  await expect(main(page).getByRole('combobox', { name: 'Its carrier now' })).toHaveValue(carrier);
  await main(page).getByRole('textbox', { name: "Account holder's name" }).fill('Aroha Ngata');
  await main(page).getByRole('button', { name: 'Start' }).click();
  const yes = main(page).getByText(`Reply YES to the text from ${carrier} on ${number} by`);
  await expect(yes).toHaveText(DEADLINE, { timeout: 20_000 });
  // What to do next, where the customer is looking (issue 28: it showed below the fold at 1280×800).
  await expect(yes).toBeInViewport();
}

test('a port waits for YES, gets it, moves on and reaches PORT_COMPLETED: "… is now your number"', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize(PHONE);
  await signedIn(page);
  const number = freshSparkNumber();

  // Where a customer starts (issue 28): the home page, My account, the account menu's SIM card actions.
  await startAtAccount(page);
  await follow(page, 'SIM card actions');
  await arrivedAt(page, 'SIM card actions');
  await follow(page, 'Bring your number to us', main(page));
  await arrivedAt(page, 'Number porting');
  await expect(main(page).getByRole('heading', { name: 'Bring your number' })).toBeInViewport();
  await checkA11y(page, 'porting form');

  await startPort(page, number, 'Spark');
  await expect(main(page).getByRole('button', { name: 'Resend text' })).toBeVisible();
  await expect(main(page).getByRole('listitem').filter({ hasText: 'Your YES to the text from Spark' })).toContainText('Now');
  await checkA11yOf(main(page), 'porting awaiting YES');

  // Issue 28 item 10: the dashboard says where the port stands, and leads back to it.
  await follow(page, 'My account');
  const onDashboard = main(page).getByRole('region', { name: `Bringing ${number.replace(/ /g, '\u00a0')} to us` });
  await expect(onDashboard).toContainText(`Reply YES to the text from Spark on ${number} by`, { timeout: 20_000 });
  await expect(onDashboard).toContainText('Without a reply within 2 hours the move is cancelled.');
  await expect(onDashboard).toBeInViewport();
  await checkA11yOf(onDashboard, 'the dashboard\'s running port');
  await onDashboard.getByRole('link', { name: 'Follow the move' }).click();
  await arrivedAt(page, 'Number porting');

  // The losing carrier's text went to the number coming in; the customer answers it.
  const texts = await readOutbox(msisdn(number));
  expect(texts.at(-1)?.body).toMatch(/^Spark: a request has been made to move .+ Reply YES within 2 hours to agree\./);
  await control('/sms/reply', { from: msisdn(number), text: 'yes ' });
  await expect(main(page).getByText(`We're bringing ${number} over from Spark.`, { exact: false })).toBeInViewport({ timeout: 15_000 });
  await expect(main(page).getByRole('listitem').filter({ hasText: 'Your YES to the text from Spark' })).toContainText('Done');

  // The sandbox's clock: as if every step after the YES had happened three hours ago.
  await control(`/porting/${await portedProduct(page)}/move-on`, { ms: HOURS_3 });
  await expect(main(page).getByText(`${number} is now your number`)).toBeInViewport({ timeout: 15_000 });
  await expect(main(page).getByRole('listitem').filter({ hasText: `${number} is yours with us` })).toContainText('Done');
  await expect(main(page).getByRole('button', { name: /Resend text|Retry|Cancel the move/ })).toHaveCount(0);
  await checkA11yOf(main(page), 'porting completed');
});

test('a rejected port (021 555 0951) shows the carrier\'s words, is retried, and then cancelled', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize(DESKTOP);
  await signedIn(page);
  const number = '021 555 0951';

  await page.goto(PAGE);
  await startPort(page, number, 'One NZ');
  await control('/sms/reply', { from: msisdn(number), text: 'YES' });
  await control(`/porting/${await portedProduct(page)}/move-on`, { ms: 2 * 60 * 1000 });
  await expect(main(page).getByText(`One NZ turned down the move of ${number}`)).toBeVisible({ timeout: 15_000 });
  await expect(main(page).getByText('One NZ could not match the account details')).toBeVisible();
  // The porting page was checked whole in the journey above: here its main part in each state.
  await checkA11yOf(main(page), 'porting rejected');

  await main(page).getByRole('button', { name: 'Retry' }).click();
  await expect(main(page).getByText(`Reply YES to the text from One NZ on ${number} by`)).toHaveText(DEADLINE);
  await main(page).getByRole('button', { name: 'Cancel the move' }).click();
  const confirm = page.getByRole('dialog', { name: `Stop bringing ${number} to us?` });
  await confirm.getByRole('button', { name: 'Cancel the move' }).click();
  await expect(main(page).getByText(`The move of ${number} was cancelled`)).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Retry' })).toBeVisible();
  await checkA11yOf(main(page), 'porting cancelled');

  // A reload shows the same port, as the server has it.
  await page.reload();
  await expect(main(page).getByText(`The move of ${number} was cancelled`)).toBeVisible();
});

test('at checkout on the flagged instance "Your number" offers a new number, a number from the pool and bring my number', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize(PHONE);
  await page.goto(flaggedURL('/sim-purchase'));
  const yours = main(page).getByRole('group', { name: 'Your number' });
  await expect(yours.getByRole('radio')).toHaveCount(3);
  await yours.getByRole('radio', { name: 'Choose a number' }).check();
  const pool = main(page).getByRole('group', { name: 'Numbers you can have' });
  await expect(pool.getByRole('radio').first()).toBeVisible({ timeout: 15_000 });
  expect(await pool.getByRole('radio').count()).toBeLessThanOrEqual(15);
  await checkA11y(page, 'checkout choose a number');

  await yours.getByRole('radio', { name: 'Bring my number' }).check();
  await expect(main(page).getByRole('textbox', { name: 'Your number' })).toBeVisible();
  await main(page).getByRole('radio', { name: 'On account (a monthly bill)' }).check();
  await expect(main(page).getByRole('textbox', { name: /Account number/ })).toBeVisible();
  await checkA11yOf(main(page), 'checkout bring my number');

  // Remembered in this browser until the order is placed.
  await page.reload();
  await expect(main(page).getByRole('radio', { name: 'Bring my number' })).toBeChecked();
  await expect(main(page).getByRole('radio', { name: 'On account (a monthly bill)' })).toBeChecked();

  // The SIM goes in the cart with the port (the BFF takes it with the flag on).
  const number = freshSparkNumber();
  await main(page).getByRole('radio', { name: /\$20 Prepay Plan/ }).check();
  await main(page).getByRole('textbox', { name: 'Your number' }).fill(number);
  await main(page).getByRole('combobox', { name: 'Its carrier now' }).selectOption('Spark');
  await main(page).getByRole('textbox', { name: /Account number/ }).fill('SP-4411');
  await main(page).getByRole('textbox', { name: "Account holder's name" }).fill('Aroha Ngata');
  await main(page).getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible({ timeout: 15_000 });
  await expect(drawer).toContainText('$20 Prepay Plan');
  await expect(cartButton(page)).toHaveAccessibleName(/^Cart, 1 items?$/);
  // The port is on the cart's SIM line as the upstream holds it (docs/onboarding-contract.md §2.3):
  // the number, its carrier, the account at the carrier, the holder, and postpay ("On account").
  const uuid = await page.evaluate(() => localStorage.getItem('eshop.cart'));
  expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
  const cart = (await (await fetch(`${SANDBOX}/eshop/v3/cart/${uuid}`)).json()) as { Items: Array<{ Attributes: Record<string, unknown> }> };
  const ported = cart.Items.filter((i) => i.Attributes.PortingOverMSISDN);
  expect(ported).toHaveLength(1);
  expect(ported[0]!.Attributes).toMatchObject({
    PortingOverMSISDN: msisdn(number),
    PortingCarrierLSP: 'Spark',
    PortingAccountLSP: 'SP-4411',
    PortingNametagLSP: 'Aroha Ngata',
    PortingOverMSISDNType: 'postpay',
  });
});
