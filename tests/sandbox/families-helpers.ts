import type { AuthResponse } from '@/sandbox/tokens';
import { call, control, firstCustomer, signIn, start, type Answer, type Running } from './helpers';

/** The families demo (docs/families-contract.md §2.4) and fresh customers for the tests that change data. */

/** One in-process sandbox for a test file. */
export function familySandbox(): { run: Running } {
  const ctx = {} as { run: Running };
  beforeAll(async () => {
    ctx.run = await start();
  });
  afterAll(() => ctx.run.sandbox.close());
  return ctx;
}

export interface Who {
  auth: AuthResponse;
  jwt: string;
  customer: string;
  product: string;
  /** The product's number, '64…'. */
  msisdn: string;
  email: string;
}

/** Signs in and finds the customer's first active product. */
export async function who(url: string, email: string): Promise<Who> {
  const auth = await signIn(url, email);
  const customer = firstCustomer(auth);
  const products = await call<{ MobileProducts: { UUID: string; MSISDN: string; Status: number; BillingReference: string }[] }>(url, 'GET', `/v2/69/customer/${customer}/mobile_products`, { jwt: auth.JWT });
  const product = products.body.MobileProducts.find((p) => p.Status === 4 && p.BillingReference);
  return { auth, jwt: auth.JWT, customer, product: product?.UUID ?? '', msisdn: product?.MSISDN ?? '', email };
}

/** A fresh copy of a demo state (new email, numbers and identifiers), signed in. */
export async function fresh(url: string, state: string, names: { firstName?: string; lastName?: string } = {}): Promise<Who> {
  const made = await control<{ email: string }>(url, 'POST', '/customers', { state, ...names });
  if (made.status !== 200) throw new Error(`fresh ${state} answered ${made.status}`);
  return who(url, made.body.email);
}

export const as = <T = Record<string, unknown>>(url: string, w: Who, method: string, path: string, body?: unknown): Promise<Answer<T>> =>
  call<T>(url, method, path, { jwt: w.jwt, body });

export interface Approval {
  UUID: string;
  ApprovalType: string;
  CustomerUUID: string;
  RequestedByName: string;
  RequestedTo: string;
  ResourceUUID: string;
  ResourceName: string;
  Description: string;
  CreatedAtNanos: number;
  ExpiresAtNanos: number;
  Action: string;
  SpendLimit: number;
  SpendCycle: number;
  SpendCycleCount: number;
}

export interface OutboxMessage {
  channel: string;
  to: string;
  subject: string;
  body: string;
  code?: string;
  link?: string;
}

export async function outbox(url: string, to: string): Promise<OutboxMessage[]> {
  return (await control<{ messages: OutboxMessage[] }>(url, 'GET', `/outbox?to=${encodeURIComponent(to)}`)).body.messages;
}

/** An invite from `from` to `to` (email), answered by the sandbox as the Approval. */
export function invite(url: string, from: Who, to: string, extra: Record<string, unknown> = {}): Promise<Answer<Approval>> {
  return as<Approval>(url, from, 'POST', '/v3/69/customer/approval/invite', {
    SPID: 69, CustomerUUID: from.customer, RequestedTo: to, Description: '', RequestedByProductUUID: from.product,
    ExpiresAtNanos: 0, ApprovalType: 'GROUP_INVITE', LinkBase: 'http://app.test/invite', ...extra,
  });
}

export function act(url: string, caller: Who, body: Record<string, unknown>): Promise<Answer<Approval>> {
  return as<Approval>(url, caller, 'POST', '/v3/69/customer/approval/action', { SPID: 69, CustomerUUID: caller.customer, ProductUUID: caller.product, ...body });
}
