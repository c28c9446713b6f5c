import type { Locator, Page } from '@playwright/test';
import {
  CARD_TROUBLE, CARDS, cartButton, collectDataLayer, fillCard, flaggedURL, FLAGGED, latestCode,
  moveOrderOn, openCartDrawer, orderNumberOf, upstreamCustomer, upstreamOrders, upstreamRequests, upstreamToken, watchRequests,
} from './support/eshop';
import { checkA11y } from './support/axe';
import { apiSignIn, APP, arrivedAt, createCustomer, expect, follow, hydrated, injectFault, SANDBOX, signIn, test, type Customer } from './support/fixtures';

/**
 * Issue 5's "Done when", journey by journey, in Chromium against the production build and the
 * sandbox (docs/eshop-contract.md: §1 upstream, §2 payment provider, §6 the names on the pages).
 * Bundle builder and buy-now-pay-later are behind flags that ship off: those journeys run on the
 * flagged instance (playwright.config.ts), which shares the sandbox and the session secret.
 *
 * Time moves for the test's own order only (moveOrderOn): the sandbox clock, which every worker's
 * tokens and orders share, never jumps.
 */

const PLAN = { name: '$30 Prepay Value Pack', slug: '30-prepay-value-pack', price: '$30.00' };
const OTHER_PLAN = '$20 Prepay Plan';
const NEW_PASSWORD = 'Fresh-Start-2027';
const PHONE = '021 555 0134';
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A SIM type radio: its name starts with the type (the page adds its description and price). */
const simTypeName = (type: string) => new RegExp(`^${type}\\b`);

/** /sim-purchase/{slug}: choose the SIM type, add to the cart; the drawer opens with the line. */
async function addPlanToCart(page: Page, simType: 'eSIM' | 'SIM card', base = ''): Promise<Locator> {
  await page.goto(`${base}/sim-purchase/${PLAN.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Get ${PLAN.name}`);
  await page.getByRole('radiogroup', { name: 'SIM type' }).getByRole('radio', { name: simTypeName(simType) }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(PLAN.name);
  await expect(cartButton(page)).toHaveAccessibleName(/^Cart, 1 items?$/);
  return drawer;
}

async function goToCheckout(page: Page, drawer: Locator): Promise<void> {
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/eshop\/checkout/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
}

/** The contact fields: whatever the page prefilled from the profile is overwritten with known values. */
async function fillContact(page: Page, email: string, name = 'Aroha Ngata'): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Mobile number').fill(PHONE);
}

/** `saved`: the customer has saved cards (a prepay demo customer), so "Add a new card" brings the card fields. */
async function payByCard(page: Page, card: string, amount = PLAN.price, saved = true): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { name: 'Card', exact: true }).check();
  if (saved) await page.getByRole('radiogroup', { name: 'Pay with' }).getByRole('radio', { name: 'Add a new card' }).check();
  await fillCard(page, card);
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}

/** On /eshop/thanks: "Order SO123456" → "SO123456". */
async function thanksOrderNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/eshop\/thanks/, { timeout: 15_000 });
  await arrivedAt(page, 'Thank you for your order');
  const order = page.getByText(/Order SO\d{6}/).first();
  await expect(order).toBeVisible();
  return orderNumberOf(await order.textContent());
}

const uuidOf = (c: Customer): string => c.customerUuids[0] ?? '';

/** The thanks page's and the order page's line for a self-managed SIM, with its link into self-service. */
async function expectSelfService(page: Page): Promise<void> {
  const section = page.getByRole('region', { name: 'You manage your SIM' });
  await expect(section).toBeVisible();
  await expect(section).toContainText('This SIM is self-managed');
  await expect(section.getByRole('link', { name: 'Go to self-service' })).toHaveAttribute('href', '/profile');
}

/** A fresh prepay customer signed in through the BFF (the form is journey (e)'s and sign-in.spec.ts's). */
async function signedIn(page: Page, origin = APP): Promise<Customer> {
  const c = await createCustomer('prepay');
  expect(await apiSignIn(page, c.email, c.password, origin)).toBe('/profile');
  return c;
}

/** The checkout's POSTs to the upstream for one customer (read at once: the sandbox keeps only its latest requests). */
async function checkoutsOf(customerUuid: string): Promise<unknown[]> {
  return (await upstreamRequests('^/eshop/v3/checkout$', 'POST')).filter((r) => (r.body as { CustomerUUID?: string }).CustomerUUID === customerUuid);
}

/** The cart UUID the browser keeps (localStorage `eshop.cart`, components/shop/cart-provider.tsx); '' when none. */
async function storedCartUuid(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('eshop.cart'))) ?? '';
}

/** Chooses the option whose label contains `text` (plan options carry their price too). */
async function selectOptionContaining(select: Locator, text: string): Promise<void> {
  const labels = await select.locator('option').allTextContents();
  const label = labels.find((l) => l.includes(text));
  expect(label, `an option containing ${text} in ${JSON.stringify(labels)}`).toBeDefined();
  await select.selectOption({ label: label ?? text });
}

test.describe('e-shop journeys (issue 5, Done when)', () => {
  // A missing control fails at its step, not at the end of the journey's whole budget.
  test.use({ actionTimeout: 10_000, navigationTimeout: 20_000 });

  test('(a) a new visitor buys an eSIM with a prepay plan, pays with 4242…, gets the QR code and sees the order Completed', async ({ page, baseURL }) => {
    test.setTimeout(150_000);
    const events = await collectDataLayer(page);
    const toApp = watchRequests(page, new URL(baseURL ?? '').origin);
    const toSandbox = watchRequests(page, SANDBOX);
    const email = unique('buyer');

    // Where a visitor starts (issue 28): the home page, then the header's Plans.
    await page.goto('/');
    await follow(page, 'Plans');
    await arrivedAt(page, 'Mobile plans');
    await follow(page, new RegExp(`^Get this plan\\W+${PLAN.name.replace('$', '\\$')}$`));
    await expect(page).toHaveURL(new RegExp(`/sim-purchase/${PLAN.slug}$`));
    await arrivedAt(page, `Get ${PLAN.name}`);
    await page.getByRole('radiogroup', { name: 'SIM type' }).getByRole('radio', { name: simTypeName('eSIM') }).check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await expect(drawer).toContainText(PLAN.name);
    await expect(drawer.getByText(`Total ${PLAN.price}`)).toBeInViewport();
    await goToCheckout(page, drawer);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

    // Signed out: the checkout offers sign-in and sign-up, both coming back here.
    const createAccount = page.getByRole('link', { name: 'Create an account' });
    await expect(createAccount).toHaveAttribute('href', /redirect=(%2F|\/)eshop(%2F|\/)checkout/);
    await expect(page.getByRole('link', { name: 'Sign in', exact: true }).last()).toHaveAttribute('href', /redirect=(%2F|\/)eshop(%2F|\/)checkout/);
    await createAccount.click();
    await expect(page).toHaveURL(/\/sign-up/);
    await page.getByLabel('First name').fill('Aroha');
    await page.getByLabel('Last name').fill('Ngata');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    // Email not verified yet: the checkout's own step (not the account's /email-verify-page,
    // and not /no-payment-methods: a new customer has no card until this purchase).
    await expect(page).toHaveURL(/\/eshop\/email-verify/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeInViewport();
    await page.getByRole('button', { name: 'Send verification email' }).click();
    await page.getByLabel('Verification code').fill(await latestCode(email));
    await page.getByRole('button', { name: 'Verify email' }).click();

    // Back at the checkout with the cart made before signing up.
    await expect(page).toHaveURL(/\/eshop\/checkout/);
    await expect(page.getByRole('region', { name: 'Your order' })).toContainText(PLAN.name);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInViewport();
    // The contact comes from the account just made; an eSIM needs no delivery address; a card pays unless another method is chosen.
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByRole('group', { name: 'Delivery address' })).toHaveCount(0);
    await expect(page.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { name: 'Card', exact: true })).toBeChecked();
    await fillContact(page, email);
    // A new account has no saved card: the card fields are there at once. Pay is pressed twice
    // in quick succession (a double click): one checkout, one order and one charge come of it.
    await fillCard(page, CARDS.ok);
    // Kept for next time only when asked (issue 28 item 6); the account area needs a saved card.
    await page.getByRole('checkbox', { name: 'Save this card for next time' }).check();
    await page.getByRole('button', { name: `Pay ${PLAN.price}` }).dblclick();
    const orderNumber = await thanksOrderNumber(page);
    const { jwt, customerUuids } = await upstreamCustomer(email, NEW_PASSWORD);
    expect(customerUuids).toHaveLength(1);
    expect(await checkoutsOf(customerUuids[0]!)).toHaveLength(1);
    const intents = new Set(toSandbox.filter((r) => /\/v1\/payment_intents\/[^/]+\/confirm$/.test(new URL(r.url).pathname)).map((r) => new URL(r.url).pathname));
    expect(intents.size).toBe(1);
    const upstreamConfirms = await upstreamRequests(`^${[...intents][0]}$`, 'POST');
    expect(upstreamConfirms.map((r) => r.status)).toEqual([200]);
    expect((await upstreamOrders(customerUuids[0]!, jwt)).map((o) => o.OrderNumber)).toEqual([orderNumber]);
    await expect(page.getByText(/Status: (Paid|Processing)/)).toBeInViewport();
    // The cart was emptied: the header says so.
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
    // "Self-managed SIMs link to the login for self-service": the sandbox's eSIM is self-managed; signed in, the way in is the account.
    await expectSelfService(page);

    // The sandbox completes an eSIM order 30 s after payment; the page follows it live.
    await moveOrderOn(orderNumber, 31_000);
    await expect(page.getByText('Status: Completed')).toBeInViewport({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 2, name: 'Install your eSIM' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'eSIM QR code' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Install eSIM on this phone' })).toHaveAttribute('href', /LPA(:|%3A)1(\$|%24)/i);
    await expect(page.getByRole('main')).toContainText(/LPA:1\$[^$\s]+\$\S+/);

    await page.getByRole('link', { name: 'View your orders' }).click();
    await expect(page).toHaveURL(/\/profile\/my-orders$/);
    await arrivedAt(page, 'My orders');
    const entry = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Order ${orderNumber}` }) });
    await expect(entry).toContainText('Completed');
    await checkA11y(page, 'my orders with an order');
    // The order's own page: completed, with the QR code.
    await entry.getByRole('link', { name: `Order ${orderNumber}` }).click();
    await arrivedAt(page, `Order ${orderNumber}`);
    await expect(page.getByText('Status: Completed')).toBeInViewport();
    await expect(page.getByRole('img', { name: 'eSIM QR code' })).toBeVisible();
    await expectSelfService(page);

    // Analytics: add_to_cart, begin_checkout and purchase, in NZD; the purchase is worth $30.
    await expect.poll(() => events.map((e) => e.event)).toEqual(expect.arrayContaining(['add_to_cart', 'begin_checkout', 'purchase']));
    for (const name of ['add_to_cart', 'begin_checkout', 'purchase']) {
      const event = events.find((e) => e.event === name);
      expect(event?.ecommerce?.currency, name).toBe('NZD');
      expect(event?.ecommerce?.items, name).toEqual(expect.arrayContaining([expect.objectContaining({ item_id: 'esim', quantity: 1 })]));
    }
    expect(events.find((e) => e.event === 'purchase')?.ecommerce?.value).toBe(30);

    // The card number went from the browser to the payment provider, never to our origin.
    const digits = CARDS.ok.replace(/\s/g, '');
    // One payment, confirmed once (a double submit would be two), with the card number in it.
    const confirms = toSandbox.filter((r) => r.method === 'POST' && /\/v1\/payment_intents\/[^/]+\/confirm$/.test(new URL(r.url).pathname));
    expect(confirms.map((r) => r.body.includes(digits))).toEqual([true]);
    const leaks = toApp.filter((r) => r.url.includes(digits) || r.body.replace(/[\s-]/g, '').includes(digits));
    expect(leaks.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  test('(b) a declined card, then a good one: the message, and exactly one order', async ({ page }) => {
    test.setTimeout(90_000);
    const c = await signedIn(page);
    const toApp = watchRequests(page, APP);
    await goToCheckout(page, await addPlanToCart(page, 'eSIM'));
    await fillContact(page, c.email, 'Mere Tane');

    await payByCard(page, CARDS.declined);
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('Your card was declined.', { timeout: 15_000 });
    await expect(alert).toContainText(CARD_TROUBLE);
    // The form keeps everything typed, the card's fields too.
    await expect(page.getByLabel('Full name')).toHaveValue('Mere Tane');
    await expect(page.getByLabel('Mobile number')).toHaveValue(/021\s?555\s?0134/);
    await expect(page.getByLabel('Card number')).toHaveValue(/^4000\s?0000\s?0000\s?0002$/);
    await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('12/34');

    await payByCard(page, CARDS.ok);
    const orderNumber = await thanksOrderNumber(page);

    // One order, as the BFF and the upstream both tell it.
    const res = await page.request.get('/api/eshop/orders');
    expect(res.ok()).toBe(true);
    const { orders } = (await res.json()) as { orders: Array<{ orderId: string }> };
    expect(orders.map((o) => o.orderId)).toEqual([orderNumber]);
    const upstream = await upstreamOrders(uuidOf(c), await upstreamToken(c.email, c.password));
    expect(upstream.map((o) => o.OrderNumber)).toEqual([orderNumber]);
    expect(upstream[0]?.Status).not.toBe('CONFIRMED');

    await page.goto('/profile/my-orders');
    await expect(page.getByRole('link', { name: /^Order SO\d{6}$/ })).toHaveCount(1);
    // Neither card's number reached our origin.
    const leaks = toApp.filter((r) => [CARDS.declined, CARDS.ok].some((card) => (r.url + r.body.replace(/[\s-]/g, '')).includes(card.replace(/\s/g, ''))));
    expect(leaks.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  test('(c) a family bundle of 3 SIMs: a missing plan is shown, then fixed, and the cart has the 3 SIMs', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(flaggedURL('/sims-multi-plans'));
    await page.getByRole('radiogroup', { name: 'Bundle type' }).getByRole('radio', { name: 'Family' }).check();
    const sims = page.getByRole('group', { name: /^SIM \d+$/ });
    // A family bundle starts with two SIMs.
    await expect(sims).toHaveCount(2);
    await page.getByRole('button', { name: 'Add a SIM' }).click();
    await expect(sims).toHaveCount(3);

    await page.getByLabel('SIM 1 type').selectOption({ label: 'eSIM' });
    await selectOptionContaining(page.getByLabel('SIM 1 plan'), PLAN.name);
    await page.getByLabel('SIM 2 type').selectOption({ label: 'SIM card' });
    // SIM 2's plan is left unset.
    await page.getByLabel('SIM 3 type').selectOption({ label: 'eSIM' });
    await selectOptionContaining(page.getByLabel('SIM 3 plan'), OTHER_PLAN);
    await page.getByRole('button', { name: 'Add bundle to cart' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('SIM 2 plan is not specified');
    // What was chosen stays chosen.
    await expect(page.getByLabel('SIM 3 plan').locator('option:checked')).toContainText(OTHER_PLAN);

    await selectOptionContaining(page.getByLabel('SIM 2 plan'), PLAN.name);
    await page.getByRole('button', { name: 'Add bundle to cart' }).click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
    // The bundle is in the cart: the drawer opens on it.
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: /^Remove / })).toHaveCount(3);
    await expect(drawer).toContainText(OTHER_PLAN);

    // The upstream got one cart with the three SIMs of one family bundle.
    const uuid = await storedCartUuid(page);
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    type CartWrite = { UUID?: string; Items: Array<{ Attributes?: { BundleType?: string; BundleID?: string } }> };
    const writes = (await upstreamRequests('^/eshop/v3/cart$', 'POST')).filter((r) => (r.status ?? 200) < 300).map((r) => r.body as CartWrite);
    const last = writes.filter((b) => (b.UUID ?? uuid) === uuid && b.Items.length === 3 && b.Items.every((i) => i.Attributes?.BundleType === 'family')).at(-1);
    expect(last, 'a cart write with 3 family items').toBeDefined();
    expect(new Set(last?.Items.map((i) => i.Attributes?.BundleID)).size).toBe(1);
  });

  test('(d) a physical SIM delivered to an address found with "Find your address": Shipped, then Delivered', async ({ page }) => {
    test.setTimeout(120_000);
    const c = await signedIn(page);
    await goToCheckout(page, await addPlanToCart(page, 'SIM card'));
    await fillContact(page, c.email);

    // A fresh prepay customer has two saved delivery addresses, by Rank with the default first and
    // chosen; "Another address" with nothing in it is refused before any payment.
    const savedAddresses = page.getByRole('group', { name: 'Delivery address' }).getByRole('radiogroup', { name: 'Saved addresses' });
    await expect(savedAddresses.getByRole('radio').first()).toBeChecked();
    await expect(savedAddresses.getByRole('radio').first().locator('..')).toContainText('Default');
    await savedAddresses.getByRole('radio', { name: 'Another address' }).check();
    await payByCard(page, CARDS.ok);
    await expect(page.getByRole('group', { name: 'Delivery address' }).getByRole('alert')).toHaveText('Delivery address needs at least street, city and postcode');
    await expect(page).toHaveURL(/\/eshop\/checkout$/);

    // A new one is found.
    const find = page.getByRole('combobox', { name: 'Find your address' });
    await find.fill('Queen Street');
    const option = page.getByRole('option').first();
    await expect(option).toBeVisible();
    const chosen = (await option.textContent())?.trim() ?? '';
    await option.click();
    await expect(page.getByLabel('Street address')).not.toHaveValue('');
    await expect(page.getByLabel('City')).not.toHaveValue('');
    await expect(page.getByLabel('Postcode')).toHaveValue(/^\d{4}$/);
    const street = await page.getByLabel('Street address').inputValue();
    const postcode = await page.getByLabel('Postcode').inputValue();
    await page.getByLabel('Delivery notes').fill('Leave at the door');

    await payByCard(page, CARDS.ok);
    const orderNumber = await thanksOrderNumber(page);
    expect(chosen).not.toBe('');

    // The upstream's checkout carried the address.
    const checkout = (await upstreamRequests('^/eshop/v3/checkout$', 'POST')).map((r) => r.body as { CustomerUUID?: string; Address?: { Lines?: string[]; Postcode?: string } }).filter((b) => b.CustomerUUID === uuidOf(c)).at(-1);
    expect(checkout?.Address?.Lines?.join(' ')).toContain(street);
    expect(checkout?.Address?.Postcode).toBe(postcode);

    // The thank-you page: delivery to that street in 3 to 7 business days, no eSIM to install.
    const deliveryInfo = page.getByRole('region', { name: 'Delivery' });
    await expect(deliveryInfo).toContainText('3 to 7 business days');
    await expect(deliveryInfo).toContainText(street);
    await expect(page.getByRole('region', { name: 'Install your eSIM' })).toHaveCount(0);

    // SHIPPED 60 s after payment: the thank-you page follows it live.
    expect((await moveOrderOn(orderNumber, 61_000)).Status).toBe('SHIPPED');
    await expect(page.getByRole('status').filter({ hasText: /^Status: / })).toHaveText('Status: Shipped', { timeout: 20_000 });

    // The order's own page: the address, the notes, the status.
    await page.goto('/profile/my-orders');
    await page.getByRole('link', { name: `Order ${orderNumber}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber}`);
    await expect(page.getByRole('main')).toContainText(street);
    await expect(page.getByRole('main')).toContainText(postcode);
    await expect(page.getByText('Leave at the door')).toBeVisible();
    await expect(page.getByText('Status: Shipped')).toBeVisible();

    // COMPLETED with every item delivered 3 days after payment (the order alone is moved on).
    const delivered = await moveOrderOn(orderNumber, 3 * DAY_MS);
    expect(delivered.Status).toBe('COMPLETED');
    expect(delivered.Items.map((i) => [i.Shipped, i.Delivered])).toEqual([[true, true]]);
    await page.reload();
    await expect(page.getByText('Status: Delivered')).toBeVisible();
    await page.goto('/profile/my-orders');
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Order ${orderNumber}` }) })).toContainText('Delivered');
  });

  test('(e) the cart survives a reload and a sign-in, and is bound to the customer', async ({ page }) => {
    await addPlanToCart(page, 'eSIM');
    const uuid = await storedCartUuid(page);
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);

    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName(/^Cart, 1 items?$/);
    await expect(await openCartDrawer(page)).toContainText(PLAN.name);

    // Signed in through the form, as a visitor does: the page it lands on claims the cart.
    const c = await createCustomer('prepay');
    await signIn(page, c.email, c.password);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(cartButton(page)).toHaveAccessibleName(/^Cart, 1 items?$/);
    await hydrated(cartButton(page));
    await expect(await openCartDrawer(page)).toContainText(PLAN.name);
    expect(await storedCartUuid(page)).toBe(uuid);

    // Bound: the BFF says so, and the upstream's cart now names the customer.
    await expect.poll(async () => {
      const res = await page.request.get(`/api/eshop/cart?uuid=${encodeURIComponent(uuid)}`);
      return res.ok() ? ((await res.json()) as { cart: { customerBound: boolean } }).cart.customerBound : res.status();
    }).toBe(true);
    const bound = (await upstreamRequests('^/eshop/v3/cart$', 'POST')).some((r) => {
      const b = r.body as { UUID?: string; CustomerUUID?: string };
      return b.UUID === uuid && b.CustomerUUID === uuidOf(c) && (r.status ?? 200) < 300;
    });
    expect(bound).toBe(true);
  });

  test('(f) Afterpay with the flag on: a failed return keeps the cart; then an authorised one gives the thanks page', async ({ page }) => {
    test.setTimeout(120_000);
    const c = await signedIn(page, FLAGGED);
    await goToCheckout(page, await addPlanToCart(page, 'eSIM', FLAGGED));
    expect(new URL(page.url()).origin).toBe(FLAGGED);
    await fillContact(page, c.email);

    const methods = page.getByRole('radiogroup', { name: 'Payment method' });
    await expect(methods.getByRole('radio', { name: 'Afterpay' })).toBeVisible();
    await expect(methods.getByRole('radio', { name: 'Klarna' })).toBeVisible();
    await methods.getByRole('radio', { name: 'Afterpay' }).check();
    await page.getByRole('button', { name: 'Continue to Afterpay' }).click();

    await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/v1/bnpl/`));
    await expect(page.getByText('Afterpay (sandbox)').first()).toBeVisible();
    await page.getByRole('button', { name: 'Fail test payment' }).click();

    await expect(page).toHaveURL(/\/eshop\/checkout\?.*redirect_status=failed/);
    expect(new URL(page.url()).origin).toBe(FLAGGED);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Payment is failed');
    await expect(page.getByRole('region', { name: 'Your order' })).toContainText(PLAN.name);

    // The order placed before the trip waits for its payment: the contact given then is kept.
    await expect(page.getByLabel('Full name')).toHaveValue('Aroha Ngata');
    await methods.getByRole('radio', { name: 'Afterpay' }).check();
    await page.getByRole('button', { name: 'Continue to Afterpay' }).click();
    await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/v1/bnpl/`));
    await page.getByRole('button', { name: 'Authorize test payment' }).click();
    const orderNumber = await thanksOrderNumber(page);
    expect(new URL(page.url()).origin).toBe(FLAGGED);

    const upstream = await upstreamOrders(uuidOf(c), await upstreamToken(c.email, c.password));
    expect(upstream.map((o) => o.OrderNumber)).toEqual([orderNumber]);
    expect(upstream[0]?.PaymentMethodType).toBe('afterpay');
  });

  test('failure path: the upstream failing at checkout gives a clear message and keeps the cart', async ({ page }) => {
    test.setTimeout(90_000);
    const c = await signedIn(page);
    await goToCheckout(page, await addPlanToCart(page, 'eSIM'));
    await fillContact(page, c.email);
    await injectFault({ method: 'POST', path: '^/eshop/v3/checkout$', kind: 'status', status: 503, bodyIncludes: uuidOf(c) });
    const toSandbox = watchRequests(page, SANDBOX);

    await payByCard(page, CARDS.ok);
    const alert = page.getByRole('main').getByRole('alert');
    // An upstream 5xx is the catalogue's text (lib/upstream/errors.ts), never the upstream's own words.
    await expect(alert).toContainText('something went wrong, try later', { timeout: 20_000 });
    await expect(alert).not.toContainText(/503|err_message|injected fault|undefined|\[object/i);
    await expect(page).toHaveURL(/\/eshop\/checkout/);
    await expect(page.getByRole('region', { name: 'Your order' })).toContainText(PLAN.name);
    await expect(cartButton(page)).toHaveAccessibleName(/^Cart, 1 items?$/);
    await expect(page.getByLabel('Full name')).toHaveValue('Aroha Ngata');
    // No payment was attempted, and no order exists.
    expect(toSandbox.filter((r) => r.url.includes('/v1/payment_intents/'))).toEqual([]);
    expect(await upstreamOrders(uuidOf(c), await upstreamToken(c.email, c.password))).toEqual([]);
  });
});
