'use client';

import { useEffect, useState } from 'react';
import { callBff } from '@/components/api/call-bff';
import type { CartLine, CartView } from '@/lib/eshop/types';
import { readCartUuid, readPending, type PendingCheckout } from './checkout-storage';

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

export type BasketState = { status: 'loading' } | { status: 'empty' } | { status: 'error' } | { status: 'ready'; basket: CheckoutBasket };

function fromPending(p: PendingCheckout): CheckoutBasket {
  return { cartUuid: p.cartUuid, lines: p.lines, totalCents: p.amountCents, taxCents: null, hasPhysical: p.hasPhysical, pending: p };
}

/**
 * The cart by its UUID (localStorage `eshop.cart`) through GET /api/eshop/cart. A closed cart
 * (404) with a checkout awaiting payment is that checkout's order: "the user can retry".
 */
export function useCheckoutCart(): BasketState {
  const [state, setState] = useState<BasketState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const uuid = readCartUuid(window.localStorage);
    const pending = readPending(window.localStorage);
    const settle = (s: BasketState) => live && setState(s);
    if (!uuid) {
      settle(pending ? { status: 'ready', basket: fromPending(pending) } : { status: 'empty' });
      return;
    }
    void callBff<{ cart: CartView }>(`/api/eshop/cart?uuid=${encodeURIComponent(uuid)}`, 'GET').then((res) => {
      if (res.ok && res.data.cart.lines.length > 0) {
        const c = res.data.cart;
        settle({ status: 'ready', basket: { cartUuid: c.uuid, lines: c.lines, totalCents: c.totalCents, taxCents: c.taxCents, hasPhysical: c.hasPhysical, pending: null } });
      } else if (pending && (!res.ok || pending.cartUuid === uuid)) {
        settle({ status: 'ready', basket: fromPending(pending) });
      } else {
        settle(res.ok || res.status === 404 ? { status: 'empty' } : { status: 'error' });
      }
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
