/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { CartButton } from '@/components/shop/cart-button';
import { CartContext, type CartState } from '@/components/shop/cart-context';
import en from '@/messages/en.json';
import { polyfillDialog } from './dialog-polyfill';

/*
 * Issue 28, item 9: "Escape on the cart dialog/popover returns focus to its button". Also where a
 * click does not focus the button (Safari), so the focus before the dialog was the page itself.
 */

beforeAll(polyfillDialog);

function Cart({ children }: { children: ReactNode }) {
  const [drawerOpen, setOpen] = useState(false);
  const value = {
    cart: { lines: [], totalCents: 0, originalTotalCents: 0, taxCents: 0 }, restoring: false, busy: false, problem: null, count: 0,
    drawerOpen, openDrawer: () => setOpen(true), closeDrawer: () => setOpen(false), dismissProblem: () => undefined,
  } as unknown as CartState;
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

function renderCart() {
  render(
    <NextIntlClientProvider locale="en" messages={{ shop: { cart: en.shop.cart, errors: en.shop.errors }, errors: en.errors }}>
      <Cart>
        <CartButton emptyLabel="Cart, 0 items" />
      </Cart>
    </NextIntlClientProvider>,
  );
  return screen.getByRole('button', { name: 'Cart, 0 items' });
}

test('Escape closes the cart and the focus is back on the cart button', async () => {
  const button = renderCart();
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(document.activeElement).toBe(button);
});

test('opened by a click that left the focus on the page (Safari): Escape still returns it to the cart button', async () => {
  const button = renderCart();
  (document.activeElement as HTMLElement | null)?.blur();
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  fireEvent.keyDown(dialog, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(document.activeElement).toBe(button);
});
