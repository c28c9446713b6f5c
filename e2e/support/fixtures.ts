import { expect, test as base, type Locator, type Page } from '@playwright/test';

export const SANDBOX = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;
export const PASSWORD = 'Demo-Pass-2026';
/** The first app instance (playwright.config.ts baseURL): its origin is what the BFF's Origin check wants. */
export const APP = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

export type DemoState = 'prepay' | 'postpay' | 'payg' | 'unverified' | 'suspended' | 'nocard' | 'noplan' | 'multi' | 'new' | 'fibre' | 'fibre-booked' | 'fibre-only';
export type Customer = { email: string; password: string; customerUuids: string[] };

async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${SANDBOX}/__control${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`control ${method} ${path}: ${res.status}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Each test owns its customer: made fresh in the sandbox, in the state the test needs. */
export function createCustomer(state: DemoState, extra: Record<string, string> = {}): Promise<Customer> {
  return control<Customer>('POST', '/customers', { state, ...extra });
}

/** The faults this worker's current test added and has not removed yet (a worker runs one test at a time). */
const ownFaults = new Set<string>();

/**
 * Adds a fault to the shared sandbox and returns its id. Narrow it to what the test owns (its
 * customer's path, `bodyIncludes` its login, `queryIncludes` its phrase): other workers use the
 * same sandbox at the same time. The test's own faults are removed when it ends (`test` below).
 */
export async function injectFault(rule: { path: string; kind: string; status?: number; ms?: number; times?: number; method?: string; bodyIncludes?: string; queryIncludes?: string }): Promise<string> {
  const { id } = await control<{ id: string }>('POST', '/faults', rule);
  ownFaults.add(id);
  return id;
}

/** Removes one fault by its id, and no other test's (DELETE /__control/faults/{id}); one used up by `times` is gone already. */
export async function removeFault(id: string): Promise<void> {
  ownFaults.delete(id);
  const res = await fetch(`${SANDBOX}/__control/faults/${encodeURIComponent(id)}`, { method: 'DELETE' });
  if (!res.ok && res.status !== 404) throw new Error(`control DELETE /faults/${id}: ${res.status}`);
}

/**
 * Signs in through the form and returns once the attempt has an outcome: the page left the
 * sign-in path (signed in, wherever it lands) or the form shows its error. Signing in renders
 * the landing page on the server, which on a busy two-core machine can take longer than an
 * assertion's 7 s; this wait is what allows for it (CI stop 21 failed on exactly that).
 */
export async function signIn(page: Page, email: string, password = PASSWORD, path = '/sign-in'): Promise<void> {
  await page.goto(path);
  const from = new URL(page.url()).pathname;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const failed = page.getByRole('main').getByRole('alert');
  await expect
    .poll(async () => new URL(page.url()).pathname !== from || (await failed.isVisible().catch(() => false)), {
      message: `signing in as ${email} had no outcome`,
      timeout: 30_000,
    })
    .toBe(true);
}

/**
 * Signs in through the BFF (POST /api/auth/sign-in, the call the sign-in form makes, with the
 * Origin header a browser sends) from the page's own context: the session cookie lands in the
 * browser context as after the form, and no page is rendered. Answers where the form would have
 * landed (`/profile`, `/no-payment-methods`…); the page stays where it was, so a test opens the
 * page it needs itself. `origin` is the instance to sign in on (the flagged one: `FLAGGED`); one
 * session works on both (playwright.config.ts). The form itself is what sign-in.spec.ts,
 * identity-local.spec.ts, social-sign-in.spec.ts and the journeys from the home page test.
 */
export async function apiSignIn(page: Page, email: string, password = PASSWORD, origin = APP): Promise<string> {
  const res = await page.request.post(`${origin}/api/auth/sign-in`, { data: { login: email, password }, headers: { origin } });
  expect(res.status(), `signing in as ${email} through the BFF: ${await res.text().catch(() => '')}`).toBe(200);
  return ((await res.json()) as { redirectTo: string }).redirectTo;
}

type SessionCookies = Awaited<ReturnType<ReturnType<Page['context']>['cookies']>>;
/** Saved sessions of the shared demo customers: the cookies of one sign-in per customer and worker. */
const demoSessions = new Map<string, SessionCookies>();

/**
 * Puts a saved session of a shared demo customer (payer@, family@, prepay@…) into the page's
 * context: the first test of a worker that needs it signs in through the BFF (apiSignIn) and
 * the cookies that sign-in set are kept; later tests get those cookies added to their context.
 * For tests that look at a demo customer or change its data, never its session (a sign-out or a
 * password change signs in on its own).
 */
export async function signInSaved(page: Page, email: string): Promise<void> {
  const saved = demoSessions.get(email);
  if (saved) {
    await page.context().addCookies(saved);
    return;
  }
  // What the sign-in set: cookies new or changed. By name alone, a second customer's session
  // cookie (the same name as the first's) was left out, and "signing in" as them later kept
  // whoever was signed in before (the crawl went on as suspended@ and found prepay@'s pages not-found).
  const before = new Map((await page.context().cookies()).map((c) => [c.name, c.value]));
  await apiSignIn(page, email);
  demoSessions.set(email, (await page.context().cookies()).filter((c) => before.get(c.name) !== c.value));
}

/**
 * Waits until React has hydrated the element (its props are on the DOM node): a button drawn by
 * the server does nothing when pressed before then. For a page reached by a script's navigation
 * (`location.assign`), whose HTML can be on screen well before its JavaScript has run.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), { message: 'the element hydrated', timeout: 20_000 })
    .toBe(true);
}

/**
 * Follows a link as a customer does (issue 28: journeys move only by what a customer clicks): the
 * link of that accessible name that is on screen (the header, the account menu, the page). Where
 * it is folded away behind a "Menu" button (the account menu, or the header, on a phone), such a
 * button still closed is pressed first, one after the other until the link shows. The caller then
 * asserts the outcome in view.
 */
export async function follow(page: Page, name: string | RegExp, within?: Locator): Promise<void> {
  // A name said whole, with any trailing mark a link draws after it ("SIM swap ›").
  const whole = typeof name === 'string' ? new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s›»→]*$`) : name;
  const link = (within ?? page).getByRole('link', { name: whole }).filter({ visible: true }).first();
  const menus = page.getByRole('button', { name: /^(open )?(main |account )?menu$/i, expanded: false }).filter({ visible: true });
  await expect(link.or(menus).first(), `a link "${String(name)}" or a Menu to open`).toBeVisible();
  // The innermost menu first (the account's comes after the header's): the header's, opened over
  // the page, would cover the account's button. A menu that did not show the link is closed again.
  const count = await menus.count();
  for (let i = count - 1; i >= 0 && !(await link.isVisible()); i -= 1) {
    const menu = menus.nth(i);
    const handle = await menu.elementHandle();
    await menu.click();
    if (await link.waitFor({ state: 'visible', timeout: 2_000 }).then(() => true, () => false)) break;
    await handle?.click();
  }
  await link.click();
}

/** The page's heading (h1) says `name`, and it is in the viewport. */
export async function arrivedAt(page: Page, name: string | RegExp, timeout?: number): Promise<void> {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(name, timeout ? { timeout } : undefined);
  await expect(h1).toBeInViewport();
}

/**
 * Where a signed-in customer starts (issue 28): the home page of the instance at `origin`, then
 * the header's "My account"; the account home greets them, in view. The session is already in the
 * context (apiSignIn or signInSaved).
 */
export async function startAtAccount(page: Page, origin = APP): Promise<void> {
  await page.goto(`${origin}/`);
  await follow(page, 'My account');
  await expect(page).toHaveURL(/\/profile$/, { timeout: 20_000 });
  await arrivedAt(page, /^Kia ora\b/);
}

export type OutboxMessage = { id: string; at: string; channel: 'sms' | 'email'; to: string; subject: string; body: string; code?: string; link?: string };
/** What the sandbox sent to a number or an address (SMS and email), newest last. */
export async function readOutbox(to: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${SANDBOX}/__control/outbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

/** Playwright's test, with the faults a test added removed when it ends (passed or failed). */
export const test = base.extend<{ removeOwnFaults: void }>({
  removeOwnFaults: [
    async ({}, use) => {
      await use();
      for (const id of [...ownFaults]) await removeFault(id);
    },
    { auto: true },
  ],
});
export { expect };
