import { cartItems, trackEcommerce } from '@/components/analytics/ecommerce';
import { dollars } from '@/lib/eshop/rules';
import { completePurchase, type PendingCheckout } from './checkout-storage';

/**
 * A paid order, from the checkout or the provider's return page: the summary is kept, the
 * cart reset ("On success the cart resets"), `purchase` reported, then the thank-you page.
 */
export function finishPurchase(
  pending: Pick<PendingCheckout, 'purchase' | 'orderId' | 'lines' | 'amountCents'>,
  nav: { forgetCart(): void; push(path: string): void },
  thanksPath = '/eshop/thanks',
): void {
  completePurchase(window.localStorage, window.sessionStorage, pending);
  nav.forgetCart();
  trackEcommerce('purchase', cartItems(pending.lines), { value: dollars(pending.amountCents), transactionId: pending.orderId });
  nav.push(`${thanksPath}?order=${encodeURIComponent(pending.orderId)}`);
}
