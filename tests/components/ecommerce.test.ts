import { cartItems, ecommerceItem, ecommercePayload } from '@/components/analytics/ecommerce';
import type { CartLine } from '@/lib/eshop/types';

describe('ecommerce analytics (contract §6)', () => {
  test('"{ event, ecommerce: { currency: NZD, value, items: [{ item_id, item_name, quantity, price }] } }", price in dollars', () => {
    const p = ecommercePayload('add_to_cart', [ecommerceItem('esim', 'eSIM', 0), ecommerceItem('plan-a', 'Plan A', 3000, 2)]);
    expect(p).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'NZD', value: 60, items: [{ item_id: 'esim', item_name: 'eSIM', quantity: 1, price: 0 }, { item_id: 'plan-a', item_name: 'Plan A', quantity: 2, price: 30 }] },
    });
  });

  test('purchase carries transaction_id and a given value', () => {
    const p = ecommercePayload('purchase', [ecommerceItem('x', 'X', 999)], { value: 9.99, transactionId: 'SO123456' });
    expect(p.ecommerce).toMatchObject({ value: 9.99, transaction_id: 'SO123456' });
  });

  test('cart lines become items', () => {
    const line = { id: 'l1', uuid: 'l1', name: 'SIM card', price: 0, originalPrice: 5, priceCents: 0, specifications: [], type: 'sim', item: { itemUuid: 'u', simType: 'real_sim' }, quantity: 2, removable: true, quantifiable: true } satisfies CartLine;
    expect(cartItems([line])).toEqual([{ item_id: 'real_sim', item_name: 'SIM card', quantity: 2, price: 0 }]);
  });
});
