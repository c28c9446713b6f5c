/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCart } from '@/components/shop/cart-context';
import { CartProvider } from '@/components/shop/cart-provider';
import { STORAGE_KEYS, type CartView } from '@/lib/eshop/types';

/**
 * The cart is "restored on load (GET /api/eshop/cart ...; without one, a signed-in customer's
 * open cart)". A customer who presses Add to cart while that read is still out keeps what they
 * added: the read's older answer (here "no open cart", 404) does not put an empty cart over it.
 */

const CART: CartView = {
  uuid: 'cart-0001', number: 'C-1', totalCents: 2000, originalTotalCents: 2000, taxCents: 261, customerBound: true, hasPhysical: false, hasEsim: true,
  lines: [{ id: 'l1', type: 'esim', name: 'eSIM', quantity: 1, unitCents: 0, totalCents: 0 } as unknown as CartView['lines'][number]],
};

function Shop() {
  const cart = useCart();
  return (
    <>
      <p>{cart.count === 0 ? 'Your cart is empty' : `Cart, ${cart.count} items`}</p>
      <button type="button" onClick={() => void cart.addItem({ simType: 'esim', plan: 'avail-1', quantity: 1 })}>Add to cart</button>
    </>
  );
}

type Pending = { path: string; method: string; resolve: (r: { status: number; body: unknown }) => void };

function deferredBff(): Pending[] {
  const pending: Pending[] = [];
  global.fetch = jest.fn(
    (input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((done) => {
        pending.push({
          path: String(input),
          method: init?.method ?? 'GET',
          resolve: ({ status, body }) => done({ ok: status < 400, status, headers: { get: () => null }, json: async () => body } as unknown as Response),
        });
      }),
  ) as typeof fetch;
  return pending;
}

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'signed_in=1';
});
afterEach(() => {
  document.cookie = 'signed_in=; max-age=0';
});

test('Add to cart while the signed-in cart is still being read: the added line stays when the read answers "none"', async () => {
  const pending = deferredBff();
  render(<CartProvider><Shop /></CartProvider>);
  expect(pending.map((p) => `${p.method} ${p.path}`)).toEqual(['GET /api/eshop/cart']);

  await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect(pending.map((p) => `${p.method} ${p.path}`)).toEqual(['GET /api/eshop/cart', 'POST /api/eshop/cart/items']);
  await act(async () => pending[1]!.resolve({ status: 200, body: { cart: CART } }));
  expect(screen.getByText('Cart, 1 items')).toBeTruthy();

  await act(async () => pending[0]!.resolve({ status: 404, body: { code: 'cart_not_found', message: 'No cart' } }));
  expect(screen.getByText('Cart, 1 items')).toBeTruthy();
  expect(window.localStorage.getItem(STORAGE_KEYS.cart)).toBe('cart-0001');
});

test('with no change meanwhile, the read decides: a 404 forgets the saved cart', async () => {
  window.localStorage.setItem(STORAGE_KEYS.cart, 'cart-gone');
  const pending = deferredBff();
  render(<CartProvider><Shop /></CartProvider>);
  expect(pending[0]!.path).toBe('/api/eshop/cart?uuid=cart-gone');
  await act(async () => pending[0]!.resolve({ status: 404, body: { code: 'cart_not_found', message: 'No cart' } }));
  expect(screen.getByText('Your cart is empty')).toBeTruthy();
  expect(window.localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
});

test('a signed-in customer without an open cart: the read answers 200 "no cart", the cart is empty and no problem shows', async () => {
  const pending = deferredBff();
  function Problem() {
    const cart = useCart();
    return <p>{cart.restoring ? 'Restoring' : cart.problem ? `Problem: ${cart.problem.message}` : 'No problem'}</p>;
  }
  render(<CartProvider><Shop /><Problem /></CartProvider>);
  expect(pending.map((p) => `${p.method} ${p.path}`)).toEqual(['GET /api/eshop/cart']);
  await act(async () => pending[0]!.resolve({ status: 200, body: { cart: null } }));
  expect(screen.getByText('Your cart is empty')).toBeTruthy();
  expect(screen.getByText('No problem')).toBeTruthy();
  expect(pending).toHaveLength(1);
});
