import { SHOP_CURRENCY } from '@/lib/flags/constants';
import { dollars } from '@/lib/eshop/rules';
import type { CartLine } from '@/lib/eshop/types';

/** "Analytics item list: item_id, item_name, quantity, price." (price in dollars) */
export type EcommerceItem = { item_id: string; item_name: string; quantity: number; price: number };
export type EcommerceEvent = 'view_item' | 'add_to_cart' | 'begin_checkout' | 'purchase';
export type EcommercePayload = {
  event: EcommerceEvent;
  ecommerce: { currency: 'NZD'; value: number; items: EcommerceItem[]; transaction_id?: string };
};

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * One item from cents: the SIM or plan id, its name, how many, the price of one. "Prices in cents
 * divided by 100 (postpay cost used as is for analytics; prepay divided by 100)": the original kept
 * a postpay plan's cost in dollars and a prepay one's in cents. Here every price is in cents end to
 * end (the upstream's RetailCents for both kinds, docs/ARCHITECTURE "Money in cents"), so both are
 * divided once: the postpay price reaches analytics as the same dollars the original sent as is.
 */
export function ecommerceItem(id: string, name: string, priceCents: number, quantity = 1): EcommerceItem {
  return { item_id: id, item_name: name, quantity, price: dollars(priceCents) };
}

/** The cart's lines as items (a SIM and its plan are two items, as the cart shows them). */
export function cartItems(lines: readonly CartLine[]): EcommerceItem[] {
  return lines.map((l) => ({ item_id: l.item.planSlug ?? l.item.simType ?? l.item.itemUuid, item_name: l.name, quantity: l.quantity, price: dollars(l.priceCents) }));
}

/** The contract §6 shape; value is the sum of price × quantity unless given. */
export function ecommercePayload(event: EcommerceEvent, items: EcommerceItem[], extra: { value?: number; transactionId?: string } = {}): EcommercePayload {
  const value = extra.value ?? Math.round(items.reduce((sum, i) => sum + i.price * i.quantity, 0) * 100) / 100;
  return {
    event,
    ecommerce: { currency: SHOP_CURRENCY, value, items, ...(extra.transactionId ? { transaction_id: extra.transactionId } : {}) },
  };
}

/**
 * Pushes `view_item`, `add_to_cart`, `begin_checkout` or `purchase` to window.dataLayer. GA4
 * keeps the previous `ecommerce` object unless it is cleared, so it is cleared first.
 */
export function trackEcommerce(event: EcommerceEvent, items: EcommerceItem[], extra: { value?: number; transactionId?: string } = {}): void {
  if (typeof window === 'undefined') return;
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ ecommerce: null });
  w.dataLayer.push(ecommercePayload(event, items, extra));
}
