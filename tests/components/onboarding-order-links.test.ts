import { simsToActivate } from '@/components/orders/order-rules';
import type { CartLine } from '@/lib/eshop/types';

/** "A SIM or eSIM bought in our shop is ready to activate from the order page and the thanks page" (issue 16 item 5). */

const line = (type: CartLine['type'], extra: Partial<CartLine> = {}): CartLine => ({
  id: type, uuid: `${type}-line`, name: type, price: 0, originalPrice: null, priceCents: 0, specifications: [], type, item: { itemUuid: 'i' }, quantity: 1, removable: true, quantifiable: false, ...extra,
});

test('a paid order offers its SIM and eSIM lines for activation (a plan line is not a SIM)', () => {
  const lines = [line('esim'), line('plan', { parent: 'esim-line' }), line('sim', { uuid: 's2', quantity: 2 }), line('modem')];
  expect(simsToActivate({ shownStatus: 'PAID', lines })).toBe(3);
  expect(simsToActivate({ shownStatus: 'COMPLETED', lines })).toBe(3);
  expect(simsToActivate({ shownStatus: 'DELIVERED', lines })).toBe(3);
});

test('before payment, or when the order failed, nothing is offered', () => {
  const lines = [line('esim')];
  for (const s of ['CONFIRMED', 'FAILED', 'CANCELED', 'UNKNOWN'] as const) expect(simsToActivate({ shownStatus: s, lines })).toBe(0);
  expect(simsToActivate({ shownStatus: 'PAID', lines: [line('ufb-modem')] })).toBe(0);
});
