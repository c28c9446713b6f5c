'use client';

import { cartItems, trackEcommerce } from '@/components/analytics/ecommerce';
import { completePurchase, type PendingCheckout } from './checkout-storage';

/**
 * A paid order, from the checkout or the provider's return page: the summary is kept, the
 * cart reset, `purchase` reported, then a full load of the thank-you page (so every part of
 * the page that held the old cart starts afresh).
 */
export function finishPurchase(pending: Pick<PendingCheckout, 'purchase' | 'orderId' | 'lines' | 'amountCents'>, thanksPath = '/eshop/thanks'): void {
  completePurchase(window.localStorage, window.sessionStorage, pending);
  trackEcommerce('purchase', cartItems(pending.lines), { value: pending.amountCents / 100, transactionId: pending.orderId });
  window.location.assign(`${thanksPath}?order=${encodeURIComponent(pending.orderId)}`);
}
