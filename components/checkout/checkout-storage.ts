import type { CartLine, PaymentMethodType, PurchasedSummary } from '@/lib/eshop/types';
import { STORAGE_KEYS } from '@/lib/eshop/types';
import { fresh, stamped } from '@/components/storage/expiring';

/**
 * What the browser keeps between the checkout, the provider's pages and the thank-you page
 * (spec §4 "Cart and checkout": "For buy-now-pay-later the purchase data is saved before the
 * redirect"; "A payment confirmation failure is rethrown with the client secret and the saved
 * purchase data so the user can retry"; "After purchase the summary is kept locally").
 */
export type PendingCheckout = {
  cartUuid: string;
  orderId: string;
  clientSecret: string;
  amountCents: number;
  method: PaymentMethodType;
  purchase: PurchasedSummary;
  /** The order's lines, to show and to report once the cart itself is closed. */
  lines: CartLine[];
  hasPhysical: boolean;
  /** The contact the order was placed with (shown, locked, when the order is paid again). */
  contact?: { email: string; name: string; phone: string };
};

/** sessionStorage: one Idempotency-Key per checkout attempt of one cart (a double submit or reload re-uses it). */
export const IDEMPOTENCY_KEY = 'eshop.checkout.key';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A stored JSON value; one older than the storage expiry is forgotten (components/storage/expiring.ts). */
function readJson<T>(store: KeyValueStore, key: string): T | null {
  try {
    const raw = store.getItem(key);
    const value = fresh(raw ? JSON.parse(raw) : null);
    if (raw && value === null) store.removeItem(key);
    return value as T | null;
  } catch {
    return null;
  }
}

function writeJson(store: KeyValueStore, key: string, value: unknown): void {
  try {
    store.setItem(key, JSON.stringify(stamped(value)));
  } catch {
    // Private mode or a full store: the page still works, it only cannot resume.
  }
}

function remove(store: KeyValueStore, key: string): void {
  try {
    store.removeItem(key);
  } catch {
    // as above
  }
}

/** The cart UUID the shop keeps (localStorage `eshop.cart`): a bare UUID, or JSON with a `uuid`. */
export function readCartUuid(store: KeyValueStore): string | null {
  let raw: string | null;
  try {
    raw = store.getItem(STORAGE_KEYS.cart);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'string') return parsed || null;
    if (parsed && typeof parsed === 'object' && typeof (parsed as { uuid?: unknown }).uuid === 'string') return (parsed as { uuid: string }).uuid || null;
  } catch {
    // not JSON: the UUID itself
  }
  return /^[\w-]{8,64}$/.test(raw) ? raw : null;
}

/**
 * The key of this checkout attempt: the stored one when it belongs to the same cart, else a
 * fresh one, stored. `make` is crypto.randomUUID in the browser.
 */
export function idempotencyKeyFor(store: KeyValueStore, cartUuid: string, make: () => string): string {
  const saved = readJson<{ cartUuid: string; key: string }>(store, IDEMPOTENCY_KEY);
  if (saved?.cartUuid === cartUuid && saved.key) return saved.key;
  const key = make();
  writeJson(store, IDEMPOTENCY_KEY, { cartUuid, key });
  return key;
}

/** A refused attempt (bad input) is over: the next submit is a new attempt with a new key. */
export function forgetIdempotencyKey(store: KeyValueStore): void {
  remove(store, IDEMPOTENCY_KEY);
}

export function readPending(store: KeyValueStore): PendingCheckout | null {
  const p = readJson<PendingCheckout>(store, STORAGE_KEYS.checkout);
  return p && typeof p.orderId === 'string' && typeof p.clientSecret === 'string' && Array.isArray(p.lines) ? p : null;
}

export function savePending(store: KeyValueStore, pending: PendingCheckout): void {
  writeJson(store, STORAGE_KEYS.checkout, pending);
}

export function readPurchase(store: KeyValueStore): PurchasedSummary | null {
  const p = readJson<PurchasedSummary>(store, STORAGE_KEYS.purchase);
  return p && typeof p === 'object' ? p : null;
}

/**
 * "On success the cart resets … After purchase the summary is kept locally": the summary is
 * saved, the cart and the pending checkout are forgotten, and so is the attempt's key.
 */
export function completePurchase(local: KeyValueStore, session: KeyValueStore, pending: Pick<PendingCheckout, 'purchase' | 'orderId'>): void {
  writeJson(local, STORAGE_KEYS.purchase, { ...pending.purchase, orderId: pending.orderId });
  remove(local, STORAGE_KEYS.cart);
  remove(local, STORAGE_KEYS.checkout);
  remove(session, IDEMPOTENCY_KEY);
}
