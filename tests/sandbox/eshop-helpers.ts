import { uuidFor } from '@/sandbox/store/ids';
import { control, firstCustomer, signIn, type Answer } from './helpers';

export const ESIM = uuidFor('eshop-item:esim');
export const SIM = uuidFor('eshop-item:real_sim');
export const FWA = uuidFor('eshop-item:fwa_sim');
export const availability = (plan: string): string => uuidFor(`availability:${plan}`);
export const PLAN_20 = availability('$20 Prepay Plan');
export const PLAN_30 = availability('$30 Prepay Value Pack');
export const STAFF = availability('Staff Unlimited');

export const ADDRESS = {
  Lines: ['125 Queen Street', 'Auckland Central'], City: 'Auckland', Postcode: '1010', Country: 'New Zealand',
  LocationProvider: 'nzpost', LocationProviderIDX: '3000001', Email: '', Name: '', Notes: '', Phone: '',
};

/** One call with any headers; the body as JSON when it parses, else the text. */
export async function req<T = Record<string, unknown>>(
  url: string, method: string, path: string,
  opts: { jwt?: string; body?: unknown; headers?: Record<string, string>; redirect?: RequestRedirect; form?: Record<string, string> } = {},
): Promise<Answer<T> & { text: string }> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.jwt) headers.authorization = `Bearer ${opts.jwt}`;
  let payload: string | undefined;
  if (opts.form) {
    payload = new URLSearchParams(opts.form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (opts.body !== undefined) {
    payload = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${url}${path}`, { method, headers, body: payload, redirect: opts.redirect ?? 'follow' });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: res.status, body: body as T, headers: res.headers, text };
}

/** A fresh customer of a demo state, signed in. */
export async function freshCustomer(url: string, state = 'new'): Promise<{ jwt: string; customer: string; email: string }> {
  const made = await control<{ email: string; password: string }>(url, 'POST', '/customers', { state });
  const auth = await signIn(url, made.body.email, made.body.password);
  return { jwt: auth.JWT, customer: firstCustomer(auth), email: made.body.email };
}

export const line = (item: string, plan?: string, extra: Record<string, unknown> = {}) => ({
  ItemUUID: item, Quantity: 1, Attributes: plan ? { MobileProductAvailabilityUUID: plan } : {}, ...extra,
});

export async function makeCart(url: string, items: unknown[], opts: { jwt?: string; customer?: string; address?: unknown } = {}) {
  const res = await req<{ UUID: string; AmountCents: number; Items: Array<{ UUID: string }> }>(url, 'POST', '/eshop/v3/cart', {
    jwt: opts.jwt,
    body: { SPID: 69, CustomerUUID: opts.customer, Address: opts.address, Items: items },
  });
  if (res.status !== 200) throw new Error(`cart answered ${res.status} ${res.text}`);
  return res.body;
}

export interface CheckoutBody { ClientSecret: string; OrderID: string; PaymentIntentID?: string }

export function checkout(url: string, jwt: string, customer: string, cart: string, over: Record<string, unknown> = {}, key?: string) {
  return req<CheckoutBody>(url, 'POST', '/eshop/v3/checkout', {
    jwt,
    headers: key ? { 'idempotency-key': key } : {},
    body: {
      SPID: 69, UUID: cart, CustomerUUID: customer, Address: ADDRESS, Email: 'buyer@example.com', Name: 'Kiri Buyer', Phone: '0215550123',
      Notes: 'Leave at the door', PaymentOptions: { PaymentMethodType: 'cards' }, ...over,
    },
  });
}

export const card = (number: string, over: Record<string, unknown> = {}) => ({
  type: 'card', card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123', ...over },
});

/** `more`: other confirm parameters, e.g. `{ setup_future_usage: 'off_session' }` to keep the typed card for the customer. */
export function confirm(url: string, id: string, secret: string, paymentMethod: unknown, returnUrl?: string, key = 'pk_test_sandbox', more: Record<string, unknown> = {}) {
  return req<Record<string, unknown> & { status: string; error?: Record<string, unknown> }>(url, 'POST', `/v1/payment_intents/${id}/confirm`, {
    headers: { authorization: `Bearer ${key}` },
    body: { client_secret: secret, payment_method_data: paymentMethod, return_url: returnUrl, ...more },
  });
}

/** A signed-in customer's eSIM cart checked out by card: the intent to pay. */
export async function orderToPay(url: string, items: unknown[] = [line(ESIM, PLAN_30)], state = 'new') {
  const who = await freshCustomer(url, state);
  const cart = await makeCart(url, items, { jwt: who.jwt, customer: who.customer });
  const res = await checkout(url, who.jwt, who.customer, cart.UUID);
  if (res.status !== 200) throw new Error(`checkout answered ${res.status} ${res.text}`);
  return { ...who, cart, answer: res.body, id: res.body.PaymentIntentID ?? '', secret: res.body.ClientSecret };
}
