'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Icon } from '@/components/ui/icon';
import { useCart } from './cart-context';
import styles from './cart.module.css';

/**
 * The drawer's code (its dialog, lines and error texts) is loaded only when it is first opened:
 * every page carries the header, few visitors open the cart (issue 18: "load the cart drawer only
 * when opened").
 */
const CartDrawer = dynamic(() => import('./cart-drawer').then((m) => m.CartDrawer), { ssr: false });

type Props = {
  /**
   * "Cart, 0 items", formatted by the server. Formatting it here would make every page's first
   * render build an ICU message format, whose first Intl.NumberFormat costs 30–70 ms of main
   * thread on this machine (4× that on Lighthouse's phone) before the page answers a tap: the
   * cart of most visitors is empty, and a full one is counted after hydration (issue 18, item 5).
   */
  emptyLabel: string;
};

/** The header's "Cart, N items" button and the drawer it opens. */
export function CartButton({ emptyLabel }: Props) {
  const t = useTranslations('shop.cart');
  const { count, drawerOpen, openDrawer } = useCart();
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Issue 28: "Escape on the cart dialog returns focus to its button", also where a click does not
  // focus the button (Safari), so the dialog's own "focus back to where it was" finds the page.
  useEffect(() => {
    if (wasOpen.current && !drawerOpen) {
      const active = document.activeElement;
      if (!active || active === document.body) button.current?.focus();
    }
    wasOpen.current = drawerOpen;
  }, [drawerOpen]);
  return (
    <>
      <button ref={button} type="button" className={styles.cartButton} onClick={openDrawer} aria-haspopup="dialog">
        <Icon name="cart" size={22} />
        <span className="visually-hidden">{count === 0 ? emptyLabel : t('button', { count })}</span>
        {count > 0 && (
          <span className={styles.count} aria-hidden="true">
            {count}
          </span>
        )}
      </button>
      {drawerOpen && <CartDrawer />}
    </>
  );
}
