import type { Page } from '@playwright/test';
import { RECOVERY_SEND_LIMIT } from '../lib/flags/constants';
import { checkA11y, checkA11yOf } from './support/axe';
import { createCustomer, expect, hydrated, readOutbox, SANDBOX, signIn, test } from './support/fixtures';

// Issue 4, parts 1, 3 and 9: sign-up, identity link, recovery, abuse protection.
const NEW_PASSWORD = 'Fresh-Start-2027';
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

async function identityLink(email: string): Promise<string> {
  const res = await fetch(`${SANDBOX}/__control/identity-links`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, firstName: 'Tama', lastName: 'Rangi' }) });
  return ((await res.json()) as { identityToken: string }).identityToken;
}

async function latestCode(email: string): Promise<string> {
  let code: string | undefined;
  await expect.poll(async () => (code = (await readOutbox(email)).at(-1)?.code)).toMatch(/^\d{6}$/);
  return code ?? '';
}

async function requestReset(page: Page, email: string): Promise<void> {
  await page.goto('/forgot-pass');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page).toHaveURL(/\/forgot-pass\/code\?login=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter your code');
}

test('sign-up: a new local account signs in and lands on /email-verify-page', async ({ page }) => {
  // Axe at two sizes on several steps: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const email = unique('signup');
  await page.goto('/sign-up');
  await checkA11y(page, 'sign-up');
  await page.getByLabel('First name').fill('Mere');
  await page.getByLabel('Last name').fill('Tane');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('weakpassword');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Create account' }).click();
  const main = page.getByRole('main');
  await expect(main.getByText('Password: 10 or more characters, upper and lower case letters, at least one number or symbol').last()).toBeVisible();
  await expect(main.getByText("The two passwords don't match. Type the same password in both.")).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await checkA11yOf(page.getByRole('main'), 'sign-up with its problems');
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/email-verify-page$/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('sign up with identity link: the link fills the address; without a token "No identity_token"', async ({ page }) => {
  // Axe at two sizes on several steps: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await page.goto('/identity-link');
  await expect(page.getByRole('main')).toContainText('No identity_token');
  await checkA11y(page, 'an identity link without its token');
  const email = unique('linked');
  await page.goto(`/identity-link?identity_token=${encodeURIComponent(await identityLink(email))}`);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('First name')).toHaveValue('Tama');
  await checkA11yOf(page.getByRole('main'), 'sign-up from an identity link');
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  // the link proved the address: not the email-verify page
  await expect(page).toHaveURL(/\/no-payment-methods$/);
});

test('forgot password: code from the email, new password, the new one signs in and the old one fails', async ({ page }) => {
  // Axe at two sizes on several steps: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const c = await createCustomer('prepay');
  await page.goto('/forgot-pass');
  await checkA11y(page, 'forgot password');
  await requestReset(page, c.email);
  await checkA11y(page, 'enter your code');
  await page.getByLabel('Code').fill(await latestCode(c.email));
  await page.getByRole('button', { name: 'Check code' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('main')).toContainText('Your password has been changed');

  await signIn(page, c.email, c.password);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('The email address or password is invalid, check details');
  await signIn(page, c.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
});

test('the email link opens the code step with the code filled in', async ({ page }) => {
  const c = await createCustomer('postpay');
  await requestReset(page, c.email);
  const link = (await readOutbox(c.email)).at(-1)?.link ?? '';
  expect(link).toContain('/forgot-pass/code?login=');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByLabel('Code')).toHaveValue(/^\d{6}$/);
});

test("a wrong code shows 'the verification code is incorrect'; resend waits for its countdown", async ({ page }) => {
  const c = await createCustomer('payg');
  await requestReset(page, c.email);
  const code = await latestCode(c.email);
  await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Check code' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('the verification code is incorrect');
  await expect(page.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
  await expect(page.getByRole('main')).toContainText(/You can ask for a new code in \d+ s/);
});

test('forgot email: the SMS in the outbox names the login, which then signs in; the page answers without saying whether it matched', async ({ page }) => {
  await page.goto('/forgot-email');
  await checkA11y(page, 'forgot email');
  await page.getByLabel('Mobile number').fill('022 555 1010');
  await page.getByRole('button', { name: 'Text me my email' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('If an account matches 022 555 1010');
  await expect.poll(async () => (await readOutbox('0225551010')).at(-1)?.body ?? '').toContain('new@example.com');
  // …and that login signs in (new@example.com has no card yet: the guard chain's no-payment-methods).
  const sms = (await readOutbox('0225551010')).at(-1)?.body ?? '';
  const login = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(sms)?.[0] ?? '';
  expect(login).toBe('new@example.com');
  await signIn(page, login);
  await expect(page).toHaveURL(/\/no-payment-methods$/);
});

test('rate limit reached: the message says when to try again', async ({ page }) => {
  await page.goto('/forgot-email');
  const number = `021${String(Date.now()).slice(-7)}`;
  await page.getByLabel('Mobile number').fill(number);
  const send = page.getByRole('button', { name: 'Text me my email' });
  for (let i = 0; i < RECOVERY_SEND_LIMIT.perTarget; i++) {
    await send.click();
    await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  }
  await send.click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('Too many attempts. Please wait and try again.');
  await expect(alert).toContainText(/You can try again in \d+ minutes?/);
  await expect(send).toBeDisabled();
});

test('a signed-in user who opens sign-up or recovery is sent home', async ({ page }) => {
  await signIn(page, 'prepay@example.com');
  await expect(page).toHaveURL(/\/profile$/);
  for (const path of ['/sign-up', '/forgot-pass', '/forgot-email', '/identity-link']) {
    const res = await page.goto(path);
    // Home, the page itself and not an error page in its place: 200, its heading, still signed in.
    expect(new URL(page.url()).pathname, path).toBe('/');
    expect(res?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Tūī Mobile');
    await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
  }
});

test('sign-out clears the session and what the browser stored ("Logout clears … the cart and stored data")', async ({ page }) => {
  await signIn(page, 'prepay@example.com');
  await expect(page).toHaveURL(/\/profile$/);
  await page.evaluate(() => {
    localStorage.setItem('cart', '[1]');
    localStorage.setItem('prepaySelection', 'x');
    sessionStorage.setItem('broadbandSelection', 'y');
  });
  const signOut = page.getByRole('banner').getByRole('button', { name: 'Sign out' }).or(page.getByRole('main').getByRole('button', { name: 'Sign out' })).first();
  await hydrated(signOut);
  await signOut.click();
  await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  // The session cookie is `__Host-portal_session` in the production build (`portal_session` without https): neither is left.
  expect((await page.context().cookies()).map((c) => c.name).filter((name) => name.endsWith('portal_session'))).toEqual([]);
});

test('the whole way in: sign up, verify the email with the code from the outbox, and land past the email check', async ({ page }) => {
  const email = unique('journey');
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill('Aroha');
  await page.getByLabel('Last name').fill('Ngata');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/email-verify-page$/);
  await page.getByRole('button', { name: 'Send verification email' }).click();
  await expect.poll(async () => (await readOutbox(email)).filter((m) => m.channel === 'email' && m.code).length).toBeGreaterThan(0);
  const mail = (await readOutbox(email)).filter((m) => m.code).at(-1);
  await page.getByLabel('Verification code').fill(mail?.code ?? '');
  await page.getByRole('button', { name: 'Verify email' }).click();
  // A brand-new account has no card yet, so the guard chain's next screen is no-payment-methods
  // (the same as new@example.com); the email check is behind it for good.
  await expect(page).toHaveURL(/\/no-payment-methods$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/no-payment-methods$/);
  // The verify page has nothing more to do for a verified address: it sends the customer on.
  await page.goto('/email-verify-page');
  await expect(page).toHaveURL(/\/no-payment-methods$/);
});
