import { FLAGGED, flaggedURL } from './support/eshop';
import { apiSignIn, createCustomer, expect, signIn, test } from './support/fixtures';

/**
 * The second app instance (playwright.config.ts): the same build with the flag-dependent
 * features on, on the first instance's sandbox and session secret. What the flagged journeys
 * rely on is checked here once.
 */

test('the flagged instance opens what the shipped flags gate off; the first keeps the shipped defaults, in either order', async ({ page }) => {
  // Each render is its own: neither instance serves the other's (playwright.config.ts SEPARATE_ISR).
  const path = `/sims-multi-plans?e2e=${Date.now()}`;
  expect((await page.goto(flaggedURL('/sims-multi-plans')))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plans for several SIMs');
  expect((await page.goto('/sims-multi-plans'))?.status()).toBe(404);
  expect((await page.goto(flaggedURL('/sims-multi-plans')))?.status()).toBe(200);
  expect((await page.goto(path))?.status()).toBe(404);
  expect((await page.goto(flaggedURL(path)))?.status()).toBe(200);
});

test('it answers on its own port and talks to the first instance\'s sandbox (no sandbox of its own)', async ({ request }) => {
  type Health = { status: string; app: { sandbox: boolean }; upstreams: Record<string, { ok: boolean }> };
  const flagged = await request.get(flaggedURL('/api/health'));
  expect(flagged.status()).toBe(200);
  const body = (await flagged.json()) as Health;
  // Every upstream it is configured with answers (they are the first instance's sandbox)…
  expect(body).toMatchObject({ status: 'ok', upstreams: { accounts: { ok: true }, identity: { ok: true }, support: { ok: true } } });
  // …and it started none of its own, where the first instance did: two servers, not one answering twice.
  expect(body.app.sandbox).toBe(false);
  const first = (await (await request.get('/api/health')).json()) as Health;
  expect(first.app.sandbox).toBe(true);
});

test('one session for both: signed in on the first instance, the profile opens on the flagged one', async ({ page }) => {
  const c = await createCustomer('prepay');
  expect(await apiSignIn(page, c.email, c.password)).toBe('/profile');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto(flaggedURL('/profile'));
  await expect(page).toHaveURL(`${FLAGGED}/profile`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Kia ora/);
  // …and a customer made in the sandbox signs in on the flagged instance directly, through its form.
  const other = await createCustomer('prepay');
  await page.context().clearCookies();
  await signIn(page, other.email, other.password, flaggedURL('/sign-in'));
  await expect(page).toHaveURL(`${FLAGGED}/profile`);
});

test('order-placement: "flag-gated, otherwise redirects to sign-up"; with the flag on, an order starts from a SIM', async ({ page }) => {
  await page.goto('/order-placement');
  await expect(page).toHaveURL(/\/sign-up$/);
  await page.goto(flaggedURL('/order-placement'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What would you like to order?');
  await page.getByRole('link', { name: 'Choose a SIM' }).click();
  await expect(page).toHaveURL(`${FLAGGED}/sim-select-product`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your SIM');
});
