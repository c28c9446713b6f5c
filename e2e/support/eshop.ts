import type { Locator, Page, Request } from '@playwright/test';
import { expect, readOutbox, SANDBOX } from './fixtures';

/**
 * E-shop helpers (docs/eshop-contract.md): the sandbox's orders (moved on one at a time) and request log, the
 * sandbox payment provider's card fields, the cart drawer, the analytics dataLayer, and the
 * second app instance with the flag-dependent features on (playwright.config.ts FLAGGED_ENV).
 */

/** The flagged instance (bundle builder, buy-now-pay-later): same build, sandbox and session secret. */
export const FLAGGED = `http://127.0.0.1:${process.env.E2E_FLAGGED_PORT ?? 3102}`;
/** An absolute URL on the flagged instance: `page.goto(flaggedURL('/sims-multi-plans'))`. */
export const flaggedURL = (path: string): string => new URL(path, FLAGGED).toString();

/** The test cards of the sandbox payment provider (contract §2). */
export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  threeDS: '4000 0025 0000 3155',
} as const;

/** The spec's card-failure text shown with the provider's message (contract §6). */
export const CARD_TROUBLE = 'Seems we had some trouble with your card. Please check your card details or add another to retry';

async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${SANDBOX}/__control${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`control ${method} ${path}: ${res.status} ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Moves one order `ms` on (orders move over time: PROCESSING 5 s, COMPLETED 30 s, SHIPPED 60 s,
 * delivered 3 days after PAID): the sandbox shifts that order's times `ms` into the past and
 * answers the order as it then is (POST /__control/orders/{n}/move-on). The clock stays where it
 * is, so no other test's tokens or orders move with it.
 */
export async function moveOrderOn(orderNumber: string, ms: number): Promise<UpstreamOrder> {
  return control<UpstreamOrder>('POST', `/orders/${encodeURIComponent(orderNumber)}/move-on`, { ms });
}

/** POST /__control/orders/{n}/fail: the order becomes FAILED with this note. */
export async function failOrder(orderNumber: string, note = 'Failed by the e2e test'): Promise<void> {
  await control('POST', `/orders/${encodeURIComponent(orderNumber)}/fail`, { note });
}

export type UpstreamRequest = {
  at: string;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  authorization: boolean;
  body: unknown;
  status?: number;
};

/** What the upstream received on paths matching `pathRegex` (a regular expression's source), oldest first. */
export async function upstreamRequests(pathRegex: string, method?: string): Promise<UpstreamRequest[]> {
  const { requests } = await control<{ requests: UpstreamRequest[] }>('GET', `/requests?path=${encodeURIComponent(pathRegex)}`);
  return requests.filter((r) => !method || r.method === method.toUpperCase());
}

/** The latest 6-digit code the sandbox mailed or texted to `to`. */
export async function latestCode(to: string): Promise<string> {
  let code: string | undefined;
  await expect.poll(async () => (code = (await readOutbox(to)).filter((m) => m.code).at(-1)?.code), { timeout: 15_000 }).toMatch(/^\d{6}$/);
  return code ?? '';
}

/** A sandbox JWT for a login, and the customer accounts it may act for (for reading the upstream the way the BFF does). */
export async function upstreamCustomer(email: string, password: string): Promise<{ jwt: string; customerUuids: string[] }> {
  const res = await fetch(`${SANDBOX}/v2/69/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ IdentityProvider: 'LOCAL', AuthID: email, AuthCode: password }),
  });
  if (!res.ok) throw new Error(`sandbox sign-in ${email}: ${res.status}`);
  const body = (await res.json()) as { JWT: string; Roles?: Array<{ CustomerUUID: string }> };
  return { jwt: body.JWT, customerUuids: (body.Roles ?? []).map((r) => r.CustomerUUID) };
}

/** A sandbox JWT for a customer's login (for reading the upstream the way the BFF does). */
export async function upstreamToken(email: string, password: string): Promise<string> {
  return (await upstreamCustomer(email, password)).jwt;
}

export type UpstreamOrder = { OrderNumber: string; Status: string; Items: Array<{ Shipped?: boolean; Delivered?: boolean; Name: string }>; Address: unknown; PaymentMethodType: string };
/** GET /eshop/v3/customer/{uuid}/orders, as the upstream holds them (newest first). */
export async function upstreamOrders(customerUuid: string, jwt: string): Promise<UpstreamOrder[]> {
  const res = await fetch(`${SANDBOX}/eshop/v3/customer/${customerUuid}/orders`, { headers: { authorization: `Bearer ${jwt}` } });
  if (res.status === 404) return [];
  if (!res.ok) throw new Error(`orders of ${customerUuid}: ${res.status}`);
  return ((await res.json()) as { Orders: UpstreamOrder[] }).Orders;
}

/** The sandbox provider's card fields (contract §6: "Card number", "Expiry (MM/YY)", "CVC"). */
export async function fillCard(page: Page, number: string, expiry = '12/34', cvc = '123'): Promise<void> {
  const number$ = page.getByLabel('Card number');
  await number$.fill('');
  await number$.pressSequentially(number.replace(/\s+/g, ''));
  const expiry$ = page.getByLabel('Expiry (MM/YY)');
  await expiry$.fill('');
  await expiry$.pressSequentially(expiry);
  const cvc$ = page.getByLabel('CVC');
  await cvc$.fill('');
  await cvc$.pressSequentially(cvc);
}

/** The header's cart button ("Cart, N items"). */
export const cartButton = (page: Page): Locator => page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ });

/** Opens the closed cart drawer from the header and returns it (dialog "Your cart"). */
export async function openCartDrawer(page: Page): Promise<Locator> {
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeHidden();
  await cartButton(page).click();
  await expect(drawer).toBeVisible();
  return drawer;
}

export type DataLayerEvent = { event?: string; ecommerce?: { currency?: string; value?: number; transaction_id?: string; items?: Array<{ item_id: string; item_name: string; quantity: number; price: number }> } } & Record<string, unknown>;

/**
 * Collects every `window.dataLayer` push of every document the page loads (a full page load
 * starts a new dataLayer; this keeps them all). Call before the first `goto`; read the array
 * with `expect.poll(() => events.map(e => e.event))`.
 */
export async function collectDataLayer(page: Page): Promise<DataLayerEvent[]> {
  const events: DataLayerEvent[] = [];
  await page.exposeFunction('__e2eDataLayer', (json: string) => {
    try {
      events.push(JSON.parse(json) as DataLayerEvent);
    } catch {
      // not JSON-able (a function pushed by a tag): not an analytics event we check
    }
  });
  await page.addInitScript(() => {
    type W = Window & { dataLayer?: unknown[]; __e2eDataLayer?: (json: string) => void };
    const w = window as W;
    const forward = (item: unknown) => {
      try {
        void w.__e2eDataLayer?.(JSON.stringify(item));
      } catch {
        // a cyclic object: skip
      }
    };
    const hook = (arr: unknown[]): unknown[] => {
      if ((arr as { __e2e?: boolean }).__e2e) return arr;
      arr.forEach(forward);
      const push = arr.push.bind(arr);
      Object.defineProperty(arr, 'push', { configurable: true, writable: true, value: (...items: unknown[]) => { items.forEach(forward); return push(...items); } });
      Object.defineProperty(arr, '__e2e', { value: true });
      return arr;
    };
    let current = hook([]);
    Object.defineProperty(window, 'dataLayer', {
      configurable: true,
      get: () => current,
      set: (next: unknown) => {
        current = Array.isArray(next) ? hook(next) : hook([]);
      },
    });
  });
  return events;
}

/**
 * Records every request the page makes to `origin` (the app), with its body: for "the card
 * number never reaches our server". Returns the live list.
 */
export function watchRequests(page: Page, origin: string): Array<{ url: string; method: string; body: string }> {
  const seen: Array<{ url: string; method: string; body: string }> = [];
  const onRequest = (req: Request) => {
    if (new URL(req.url()).origin !== origin) return;
    seen.push({ url: req.url(), method: req.method(), body: req.postData() ?? '' });
  };
  page.on('request', onRequest);
  return seen;
}

/** "Order SO123456" → "SO123456". */
export function orderNumberOf(text: string | null): string {
  const m = /SO\d{6}/.exec(text ?? '');
  if (!m) throw new Error(`no order number in ${JSON.stringify(text)}`);
  return m[0];
}
