import { useEffect, useState } from 'react';
import { useCart } from '@/components/shop/cart-context';
import type { CartLine } from '@/lib/eshop/types';
import { readPending, type PendingCheckout } from './checkout-storage';

/** What the checkout shows and pays for: the open cart, or the order of a checkout awaiting payment. */
export type CheckoutBasket = {
  cartUuid: string;
  lines: CartLine[];
  totalCents: number;
  taxCents: number | null;
  hasPhysical: boolean;
  /** Set when the cart already became this order (a failed or abandoned payment): pay it again. */
  pending: PendingCheckout | null;
};

export type BasketState = { status: 'loading' } | { status: 'empty' } | { status: 'ready'; basket: CheckoutBasket };

function fromPending(p: PendingCheckout): CheckoutBasket {
  return { cartUuid: p.cartUuid, lines: p.lines, totalCents: p.amountCents, taxCents: null, hasPhysical: p.hasPhysical, pending: p };
}

/**
 * The shop's cart (CartProvider: localStorage `eshop.cart`, restored through the BFF). Once the
 * cart became an order it is closed and forgotten; a checkout awaiting payment (localStorage
 * `eshop.checkout`) then stands for it: "the user can retry" the same order.
 */
export function useCheckoutCart(): BasketState {
  const { cart, restoring } = useCart();
  const [pending, setPending] = useState<PendingCheckout | null | undefined>(undefined);
  useEffect(() => {
    // localStorage is only there in the browser, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPending(readPending(window.localStorage));
  }, []);
  if (restoring || pending === undefined) return { status: 'loading' };
  if (cart && cart.lines.length > 0 && (!pending || pending.cartUuid !== cart.uuid)) {
    return { status: 'ready', basket: { cartUuid: cart.uuid, lines: cart.lines, totalCents: cart.totalCents, taxCents: cart.taxCents, hasPhysical: cart.hasPhysical, pending: null } };
  }
  if (pending) return { status: 'ready', basket: fromPending(pending) };
  return { status: 'empty' };
}
