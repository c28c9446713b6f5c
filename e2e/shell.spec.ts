import { checkA11y } from './support/axe';
import { apiSignIn, createCustomer, expect, injectFault, removeFault, signIn, test } from './support/fixtures';

test.describe('legacy /link deep links', () => {
  test('signed out: sign-in with the target kept as redirect', async ({ page }) => {
    await page.goto('/link/usage');
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fprofile%2Fusage$/);
    await page.goto('/link/notifications');
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fprofile%2Fpersonal-data%3Fdialog%3Dnotifications$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  });

  test('an unknown link is not found', async ({ page }) => {
    const res = await page.goto('/link/no-such-link');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  });
});

test('header=hide hides the app header and keeps it hidden while browsing', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto('/sign-in?header=hide');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.goto('/?header=show');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('language=mi-NZ renders in Māori, sets <html lang>, and sticks; unknown codes fall back to English', async ({ page }) => {
  await page.goto('/sign-in?language=mi-NZ');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mi-NZ');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Takiuru');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mi-NZ');
  await checkA11y(page, 'the home page in Māori');
  await page.goto('/sign-in?language=xx');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
});

test('a flag-gated route is not found while its flag is off (broadband: no UFB or FWA module)', async ({ page }) => {
  const res = await page.goto('/broadband');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
});

test('an unknown page shows the not-found page with a way home', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('page not found');
  await checkA11y(page, 'the not-found page');
  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('an upstream fault', () => {
  test('the profile shows a clear error and a retry that works once the upstream is back', async ({ page }) => {
    const c = await createCustomer('postpay');
    // Fail this customer's product reads only, so parallel tests are not touched.
    const fault = await injectFault({ path: `/customer/${c.customerUuids[0]}/mobile_products`, kind: 'status', status: 503 });
    // The sign-in itself succeeds (the account read failing lands on the profile, which says so).
    expect(await apiSignIn(page, c.email, c.password)).toBe('/profile');
    // The error page reports itself to our own /api/client-errors (issue 31) and shows that report's reference.
    const report = page.waitForRequest((r) => r.url().endsWith('/api/client-errors') && r.method() === 'POST');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('main').getByRole('heading', { name: "We couldn't load your account" })).toBeVisible();
    await expect(page.getByRole('main')).toContainText("This is usually a network problem and doesn't change anything on your account.");
    const sent = (await report).postDataJSON() as { kind: string; reference: string; path: string };
    expect([sent.kind, sent.path]).toEqual(['boundary', '/profile']);
    await expect(page.getByRole('main').getByText(`Reference: ${sent.reference}. Quote it if you contact us.`)).toBeInViewport();
    await removeFault(fault);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Kia ora/);
  });

  test('sign-in while the upstream is down says so and keeps the form', async ({ page }) => {
    const c = await createCustomer('postpay');
    // Only this customer's sign-in fails: other workers sign in at the same time.
    await injectFault({ path: '^/v2/69/auth$', kind: 'status', status: 503, times: 1, bodyIncludes: c.email });
    await signIn(page, c.email, c.password);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('something went wrong, try later');
    await expect(page.getByLabel('Email')).toHaveValue(c.email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test('the locale segment is not a public URL: /mi-NZ/sign-in goes to /sign-in?language=mi-NZ', async ({ page }) => {
  await page.goto('/mi-NZ/sign-in');
  await expect(page).toHaveURL(/\/sign-in\?language=mi-NZ$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mi-NZ');
});

test('the static home shows the signed-in links from the session hint, and the signed-out ones after sign-out', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Tūī Mobile');
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toBeVisible();
  // axe on the home page signed out (and signed in) is home.spec.ts's: the same page in the same state.
  await signIn(page, 'postpay@example.com');
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toBeHidden();
  await page.context().clearCookies({ name: 'portal_session' });
  await page.context().clearCookies({ name: '__Host-portal_session' });
  await page.goto('/');
  // the proxy saw no session and dropped the hint: signed-out links again
  await page.reload();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toBeVisible();
});
