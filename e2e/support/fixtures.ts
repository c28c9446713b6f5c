import { expect, test as base, type Page } from '@playwright/test';

export const SANDBOX = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;
export const PASSWORD = 'Demo-Pass-2026';

export type DemoState = 'prepay' | 'postpay' | 'payg' | 'unverified' | 'suspended' | 'nocard' | 'noplan' | 'multi' | 'new';
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

export async function injectFault(rule: { path: string; kind: string; status?: number; ms?: number; times?: number; method?: string; bodyIncludes?: string; queryIncludes?: string }): Promise<string> {
  return (await control<{ id: string }>('POST', '/faults', rule)).id;
}

export async function clearFaults(): Promise<void> {
  await control('DELETE', '/faults');
}

export async function signIn(page: Page, email: string, password = PASSWORD, path = '/sign-in'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export type OutboxMessage = { id: string; at: string; channel: 'sms' | 'email'; to: string; subject: string; body: string; code?: string; link?: string };
/** What the sandbox sent to a number or an address (SMS and email), newest last. */
export async function readOutbox(to: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${SANDBOX}/__control/outbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

export const test = base;
export { expect };
