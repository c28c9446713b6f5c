import { readSavedUuid, shouldClaim, simCount } from '@/components/shop/cart-rules';
import type { CartLine, CartView } from '@/lib/eshop/types';

const line = (over: Partial<CartLine>): CartLine => ({
  id: 'x', uuid: 'x', name: 'SIM card', price: 0, originalPrice: null, priceCents: 0, specifications: [], type: 'sim',
  item: { itemUuid: 'i' }, quantity: 1, removable: true, quantifiable: true, ...over,
});
const cart = (lines: CartLine[], customerBound = false): CartView => ({
  uuid: 'c', number: 'C000001', lines, totalCents: 0, originalTotalCents: 0, taxCents: 0, customerBound, hasPhysical: true, hasEsim: false,
});

describe('cart rules', () => {
  test('"Cart, N items": N counts SIMs, not their plan lines', () => {
    expect(simCount(null)).toBe(0);
    expect(simCount(cart([line({ uuid: 's', quantity: 2 }), line({ uuid: 'p', type: 'plan', parent: 's', quantifiable: false }), line({ uuid: 'e', type: 'esim' })]))).toBe(3);
  });
  test('the saved UUID is read from localStorage `eshop.cart`; junk and failures are ignored', () => {
    expect(readSavedUuid({ getItem: () => '3f2a9c1e-0000-4000-8000-000000000001' }, 'eshop.cart')).toBe('3f2a9c1e-0000-4000-8000-000000000001');
    expect(readSavedUuid({ getItem: () => null }, 'eshop.cart')).toBeNull();
    expect(readSavedUuid({ getItem: () => '<script>' }, 'eshop.cart')).toBeNull();
    expect(readSavedUuid({ getItem: () => { throw new Error('denied'); } }, 'eshop.cart')).toBeNull();
    expect(readSavedUuid(undefined, 'eshop.cart')).toBeNull();
  });
  test('claimed after sign-in: the signed_in hint and a cart not yet bound', () => {
    expect(shouldClaim(cart([]), 'a=1; signed_in=1')).toBe(true);
    expect(shouldClaim(cart([], true), 'signed_in=1')).toBe(false);
    expect(shouldClaim(cart([]), 'signed_in=0')).toBe(false);
    expect(shouldClaim(null, 'signed_in=1')).toBe(false);
  });
});
