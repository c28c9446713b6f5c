import 'server-only';
import { cached, cacheKey } from '@/lib/cache';
import { isSignedIn } from '@/lib/session';
import { customerCall, publicCall, type RequestContext } from '@/lib/upstream/context';
import { upstreamBase } from '@/lib/upstream/client';
import { buildPath } from '@/lib/upstream/path';
import { TIMEOUT_ACCOUNTS_MS } from '@/lib/flags/constants';
import type { CallOptions, UpstreamError, UpstreamResult } from '@/lib/upstream/types';
import type { z } from 'zod';
import {
  Cart, CheckoutResponse, EshopItems, EsimStatuses, Order, Orders, PoolNumbers, UnlockPlans,
  type CartRequest, type CheckoutRequest, type EshopItem, type EsimStatus,
} from './wire';

/**
 * The e-shop v3 calls (spec §7 "E-shop v3"; docs/eshop-contract.md §1, §5). Each returns the
 * typed upstream result and never throws; lib/eshop/shop.ts turns failures into ApiErrors.
 */

/** Cart calls take a token when there is one ("Bearer token optional"): the upstream checks ownership. */
function shopCall<S extends z.ZodType>(rc: RequestContext, opts: CallOptions<S>): Promise<UpstreamResult<z.infer<S>>> {
  return isSignedIn(rc.session) ? customerCall(rc, 'accounts', opts) : publicCall('accounts', opts, rc.requestId);
}

/** GET /eshop/v3/{spid}/items — the three fixed SIM items. Cached as the catalogue (30 minutes). */
export async function getItems(requestId?: string): Promise<UpstreamResult<EshopItem[]>> {
  const res = await cached('catalogue', cacheKey('catalogue', 'public', 'eshopItems'), () =>
    publicCall('accounts', { path: '/eshop/v3/{spid}/items', schema: EshopItems, action: 'getEshopItems' }, requestId), { keep: (r) => r.ok });
  return res.ok ? { ...res, data: res.data.Items } : res;
}

/** GET /eshop/v3/cart/{uuid} */
export function getCart(rc: RequestContext, uuid: string): Promise<UpstreamResult<Cart>> {
  return shopCall(rc, { path: '/eshop/v3/cart/{uuid}', params: { uuid }, schema: Cart, action: 'getCart' });
}

/** POST /eshop/v3/cart — creates the cart, or replaces an open cart's items and address. */
export function writeCart(rc: RequestContext, body: CartRequest): Promise<UpstreamResult<Cart>> {
  return shopCall(rc, { method: 'POST', path: '/eshop/v3/cart', body, schema: Cart, action: 'updateCart' });
}

/** GET /eshop/v3/customer/{uuid}/cart — the customer's newest open cart (404 when none). */
export function getCustomerCart(rc: RequestContext, customerUuid: string): Promise<UpstreamResult<Cart>> {
  return customerCall(rc, 'accounts', { path: '/eshop/v3/customer/{uuid}/cart', params: { uuid: customerUuid }, schema: Cart, action: 'getCustomerCart' });
}

/** POST /eshop/v3/checkout with the browser's Idempotency-Key passed as-is (the upstream scopes it by customer). */
export function checkout(rc: RequestContext, body: CheckoutRequest, idempotencyKey: string): Promise<UpstreamResult<CheckoutResponse>> {
  return customerCall(rc, 'accounts', {
    method: 'POST', path: '/eshop/v3/checkout', body, headers: { 'Idempotency-Key': idempotencyKey }, schema: CheckoutResponse, action: 'checkout',
  });
}

/** GET /eshop/v3/customer/{uuid}/orders — newest first. */
export async function listOrders(rc: RequestContext, customerUuid: string): Promise<UpstreamResult<Order[]>> {
  const res = await customerCall(rc, 'accounts', { path: '/eshop/v3/customer/{uuid}/orders', params: { uuid: customerUuid }, schema: Orders, action: 'getOrders' });
  return res.ok ? { ...res, data: res.data.Orders } : res;
}

/** GET /eshop/v3/customer/{uuid}/order/{orderNumber} (404 unknown or not theirs). */
export function getOrder(rc: RequestContext, customerUuid: string, orderNumber: string): Promise<UpstreamResult<Order>> {
  return customerCall(rc, 'accounts', { path: '/eshop/v3/customer/{uuid}/order/{order}', params: { uuid: customerUuid, order: orderNumber }, schema: Order, action: 'getOrder' });
}

/**
 * GET /eshop/v2/customer/{uuid}/order/{orderId}: the spec's order poll ("polled every 250 ms:
 * COMPLETED or PROCESSING is success"), by the checkout's OrderID; the same Order as the v3 read.
 */
export function pollOrder(rc: RequestContext, customerUuid: string, orderId: string): Promise<UpstreamResult<Order>> {
  return customerCall(rc, 'accounts', { path: '/eshop/v2/customer/{uuid}/order/{order}', params: { uuid: customerUuid, order: orderId }, schema: Order, action: 'pollOrder' });
}

/** GET /eshop/orders-esim-status/{uuid}/order/{orderNumber} */
export async function getEsimStatus(rc: RequestContext, customerUuid: string, orderNumber: string): Promise<UpstreamResult<EsimStatus[]>> {
  const res = await customerCall(rc, 'accounts', { path: '/eshop/orders-esim-status/{uuid}/order/{order}', params: { uuid: customerUuid, order: orderNumber }, schema: EsimStatuses, action: 'getEsimStatus' });
  return res.ok ? { ...res, data: res.data.ESIMs } : res;
}

/** POST /eshop/v3/{spid}/unlock_plans { Password } → the catalogue entries that password unlocks. */
export async function unlockPlans(password: string, requestId?: string) {
  const res = await publicCall('accounts', { method: 'POST', path: '/eshop/v3/{spid}/unlock_plans', body: { Password: password }, schema: UnlockPlans, action: 'unlockPlans' }, requestId);
  return res.ok ? { ...res, data: res.data.Entries } : res;
}

/** GET /eshop/v3/numbers?Page=&Amount= (ext, no auth): a page of the numbers a SIM may be given (number pre-selection). */
export function getPoolNumbers(page: number, amount: number, requestId?: string): Promise<UpstreamResult<z.infer<typeof PoolNumbers>>> {
  return publicCall('accounts', { path: '/eshop/v3/numbers', query: { Page: page, Amount: amount }, schema: PoolNumbers, action: 'getPoolNumbers' }, requestId);
}

export type ImageResult = { ok: true; body: ArrayBuffer; contentType: string } | { ok: false; error: UpstreamError };

/** GET /eshop/images/{file} — an item image (SVG), proxied as bytes; only image types pass. */
export async function getItemImage(file: string, requestId?: string): Promise<ImageResult> {
  const image = { method: 'GET', path: '/eshop/images/{file}', params: { file } } as const;
  const url = `${upstreamBase('accounts')}${buildPath(image.path, image.params)}`;
  let res: Response;
  try {
    res = await fetch(url, { headers: requestId ? { 'x-request-id': requestId } : {}, signal: AbortSignal.timeout(TIMEOUT_ACCOUNTS_MS), redirect: 'error' });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    return { ok: false, error: { kind: timedOut ? 'timeout' : 'network', message: 'network error', retryable: true } };
  }
  if (res.status === 404) return { ok: false, error: { kind: 'http', status: 404, message: 'page not found', retryable: false } };
  const contentType = res.headers.get('content-type') ?? '';
  if (!res.ok) return { ok: false, error: { kind: 'http', status: res.status, message: 'something went wrong, try later', retryable: res.status >= 500 } };
  if (!contentType.startsWith('image/')) return { ok: false, error: { kind: 'validation', status: res.status, message: 'unknown error in getItemImage', retryable: false } };
  return { ok: true, body: await res.arrayBuffer(), contentType };
}
