import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { BROADBAND_STORAGE_KEYS, type BroadbandCartView, type BroadbandFlow } from '@/lib/broadband/types';
import type { CartLine } from '@/lib/eshop/types';
import { fresh, stamped } from '@/components/storage/expiring';
import { parseFlow } from './flow-rules';

/** localStorage keys of broadband ordering (contract §4: the flow under `broadband.flow`). */
export const BROADBAND_KEYS = {
  flow: BROADBAND_STORAGE_KEYS.flow,
  /** The cart the review step made (its UUID, lines and what the checkout sends), read by /eshop/checkout-ufb|fwa. */
  cart: BROADBAND_STORAGE_KEYS.cart,
  /** The order placed and awaiting payment (a retry or the BNPL return pays it). */
  checkout: 'broadband.checkout',
} as const;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The checkout's address body (the e-shop's `address`): the cart's delivery, as the BFF gives it. */
export type CheckoutAddress = NonNullable<BroadbandCartView['delivery']>;

/** What the review step leaves for the checkout. */
export type SavedBroadbandCart = {
  cartUuid: string;
  kind: 'ufb' | 'fwa';
  lines: CartLine[];
  amountCents: number;
  contactPhone: string;
  deliveryInstructions: string;
  /** The cart's delivery address (the modem's or the FWA SIM's); null when it has none. */
  delivery: CheckoutAddress | null;
};

/** A stored JSON value; one older than the storage expiry is forgotten (components/storage/expiring.ts). */
export function readJson<T>(store: Store, key: string): T | null {
  try {
    const raw = store.getItem(key);
    const value = fresh(raw ? JSON.parse(raw) : null);
    if (raw && value === null) store.removeItem(key);
    return value as T | null;
  } catch {
    return null;
  }
}

export function writeJson(store: Store, key: string, value: unknown): void {
  try {
    store.setItem(key, JSON.stringify(stamped(value)));
  } catch {
    // Private mode or a full store: the page works, it only cannot resume.
  }
}

export function removeKey(store: Store, key: string): void {
  try {
    store.removeItem(key);
  } catch {
    // as above
  }
}

export function readSavedCart(store: Store): SavedBroadbandCart | null {
  const c = readJson<SavedBroadbandCart>(store, BROADBAND_KEYS.cart);
  return c && typeof c.cartUuid === 'string' && Array.isArray(c.lines) && (c.kind === 'ufb' || c.kind === 'fwa') ? c : null;
}

// ---- The flow as an external store: localStorage is its state, written at every step ----

const listeners = new Set<() => void>();
/** Where the flow lives when localStorage refuses (private mode): this tab only. */
let memory: string | null = null;
let inMemory = false;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): string | null {
  if (inMemory) return memory;
  try {
    return window.localStorage.getItem(BROADBAND_KEYS.flow);
  } catch {
    inMemory = true;
    return memory;
  }
}

function write(raw: string | null): void {
  memory = raw;
  try {
    if (raw === null) window.localStorage.removeItem(BROADBAND_KEYS.flow);
    else window.localStorage.setItem(BROADBAND_KEYS.flow, raw);
  } catch {
    inMemory = true;
  }
  listeners.forEach((l) => l());
}

/** Forgets the flow ("cleared after the order"). */
export function clearFlow(): void {
  write(null);
}

/**
 * The saved flow (null on the server and during hydration, then the browser's), and the one
 * way to change it: every change is saved at once, so a reload resumes where the customer was.
 */
export function useSavedFlow(): [BroadbandFlow | null | undefined, (next: BroadbandFlow) => void] {
  const raw = useSyncExternalStore(subscribe, snapshot, () => undefined);
  const flow = useMemo(() => (raw === undefined ? undefined : parseFlow(raw)), [raw]);
  const save = useCallback((next: BroadbandFlow) => write(JSON.stringify(next)), []);
  return [flow, save];
}
