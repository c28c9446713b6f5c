import { expect, test as base, type Page } from '@playwright/test';

export const SANDBOX = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;
export const PASSWORD = 'Demo-Pass-2026';

export type DemoState = 'prepay' | 'postpay' | 'payg' | 'unverified' | 'suspended' | 'nocard' | 'noplan' | 'multi' | 'new' | 'fibre' | 'fibre-booked';
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
