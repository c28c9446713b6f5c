import { cartItems, trackEcommerce } from '@/components/analytics/ecommerce';
import { IDEMPOTENCY_KEY } from '@/components/checkout/checkout-storage';
import { dollars } from '@/lib/eshop/rules';
import type { CartLine } from '@/lib/eshop/types';
import { BROADBAND_KEYS, clearFlow, readJson, removeKey, writeJson } from '../order/flow-storage';

/** The broadband order placed and awaiting payment (a card retry or the BNPL return pays it). */
export type PendingBroadband = { kind: 'ufb' | 'fwa'; cartUuid: string; orderId: string; clientSecret: string; amountCents: number; lines: CartLine[] };

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readPendingBroadband(store: Store): PendingBroadband | null {
  const p = readJson<PendingBroadband>(store, BROADBAND_KEYS.checkout);
  return p && typeof p.orderId === 'string' && typeof p.clientSecret === 'string' && Array.isArray(p.lines) && (p.kind === 'ufb' || p.kind === 'fwa') ? p : null;
}

export function savePendingBroadband(store: Store, p: PendingBroadband): void {
  writeJson(store, BROADBAND_KEYS.checkout, p);
}

/** Where a paid broadband order goes on: its checkout, following the order and booking the visits. */
export function setupPath(kind: 'ufb' | 'fwa', orderId: string): string {
  return `/eshop/checkout-${kind}?order=${encodeURIComponent(orderId)}`;
}

/**
 * A paid broadband order (after the card, or back from Afterpay/Klarna): the flow, its cart and
 * the pending checkout are forgotten (contract §4 "cleared after the order"; the shop's own cart
 * is not touched), `purchase` reported, then the order's setting-up stage.
 */
export function finishBroadband(pending: PendingBroadband, push: (path: string) => void): void {
  removeKey(window.localStorage, BROADBAND_KEYS.cart);
  removeKey(window.localStorage, BROADBAND_KEYS.checkout);
  removeKey(window.sessionStorage, IDEMPOTENCY_KEY);
  clearFlow();
  trackEcommerce('purchase', cartItems(pending.lines), { value: dollars(pending.amountCents), transactionId: pending.orderId });
  push(setupPath(pending.kind, pending.orderId));
}
