/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { CartButton } from '@/components/shop/cart-button';
import { CartContext, type CartState } from '@/components/shop/cart-context';
import en from '@/messages/en.json';

/*
 * Issue 18, item 5 ("Speed, kept"): the header's cart button is on every page. Its "Cart, 0 items"
 * comes formatted from the server, so that hydrating a page builds no ICU message format (whose
 * first Intl.NumberFormat is the single largest task of a public page's hydration); a cart with
 * lines is counted in the browser.
 */

function renderWith(count: number, emptyLabel = 'Cart, 0 items') {
  const cart = { count, drawerOpen: false, openDrawer: () => undefined } as unknown as CartState;
  return render(
    <NextIntlClientProvider locale="en" messages={{ shop: { cart: en.shop.cart } }}>
      <CartContext.Provider value={cart}>
        <CartButton emptyLabel={emptyLabel} />
      </CartContext.Provider>
    </NextIntlClientProvider>,
  );
}

describe('CartButton', () => {
  test('an empty cart is named by the label the server formatted', () => {
    renderWith(0, 'Kete, 0 ngā tūemi');
    expect(screen.getByRole('button', { name: 'Kete, 0 ngā tūemi' })).toBeTruthy();
  });
  test('a cart with lines is counted in the browser, with the catalogue plural', () => {
    renderWith(1);
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeTruthy();
  });
  test('two lines', () => {
    renderWith(2);
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeTruthy();
  });
});
