import { completePurchase, forgetIdempotencyKey, IDEMPOTENCY_KEY, idempotencyKeyFor, readCartUuid, readPending, readPurchase, savePending, type PendingCheckout } from '@/components/checkout/checkout-storage';

function memory(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, String(v)),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
    key: (i) => [...m.keys()][i] ?? null,
    get length() {
      return m.size;
    },
  };
}

const pending: PendingCheckout = {
  cartUuid: 'cart-1', orderId: 'SO000001', clientSecret: 'pi_1_secret_x', amountCents: 3000, method: 'cards',
  purchase: { e_sim: true, number: '', address: '', is_only_sim: true, ufb_modem: false, is_only_modem: false, delivery_address: '', orderId: 'SO000001' },
  lines: [], hasPhysical: false,
};

describe('checkout storage (spec §4 "Cart and checkout")', () => {
  test('one Idempotency-Key per attempt: a double submit or reload re-uses it; another cart gets another', () => {
    const s = memory();
    let n = 0;
    const make = () => `key-${++n}`;
    expect(idempotencyKeyFor(s, 'cart-1', make)).toBe('key-1');
    expect(idempotencyKeyFor(s, 'cart-1', make)).toBe('key-1');
    expect(idempotencyKeyFor(s, 'cart-2', make)).toBe('key-2');
    forgetIdempotencyKey(s);
    expect(idempotencyKeyFor(s, 'cart-2', make)).toBe('key-3');
  });

  test('the cart UUID is read bare or as JSON; junk is none', () => {
    const s = memory();
    expect(readCartUuid(s)).toBeNull();
    s.setItem('eshop.cart', '0b6f3a5e-8c1d-4d0e-9a43-3f0c2b9a1e77');
    expect(readCartUuid(s)).toBe('0b6f3a5e-8c1d-4d0e-9a43-3f0c2b9a1e77');
    s.setItem('eshop.cart', JSON.stringify({ uuid: 'abcdef12-3456' }));
    expect(readCartUuid(s)).toBe('abcdef12-3456');
    s.setItem('eshop.cart', '<script>');
    expect(readCartUuid(s)).toBeNull();
  });

  test('"rethrown with the client secret and the saved purchase data so the user can retry": the pending checkout survives', () => {
    const s = memory();
    savePending(s, pending);
    expect(readPending(s)).toEqual(pending);
    s.setItem('eshop.checkout', '{broken');
    expect(readPending(s)).toBeNull();
  });

  test('"On success the cart resets … the summary is kept locally"', () => {
    const local = memory();
    const session = memory();
    local.setItem('eshop.cart', 'cart-1');
    savePending(local, pending);
    session.setItem(IDEMPOTENCY_KEY, JSON.stringify({ cartUuid: 'cart-1', key: 'k' }));
    completePurchase(local, session, pending);
    expect(local.getItem('eshop.cart')).toBeNull();
    expect(readPending(local)).toBeNull();
    expect(session.getItem(IDEMPOTENCY_KEY)).toBeNull();
    expect(readPurchase(local)).toEqual(pending.purchase);
  });
});

describe('"Storage expiry default 30 days" (portal-shop-onboarding.md §9)', () => {
  const DAY = 24 * 60 * 60 * 1000;
  afterEach(() => jest.useRealTimers());
  test('a pending checkout and a purchased summary are kept for 30 days, then forgotten', () => {
    jest.useFakeTimers({ now: Date.parse('2026-12-01T10:00:00Z') });
    const s = memory();
    savePending(s, pending);
    completePurchase(s, memory(), pending);
    savePending(s, pending);
    jest.setSystemTime(Date.parse('2026-12-01T10:00:00Z') + 30 * DAY);
    expect(readPending(s)).toEqual(pending);
    expect(readPurchase(s)).toEqual(pending.purchase);
    jest.setSystemTime(Date.parse('2026-12-01T10:00:00Z') + 30 * DAY + 1000);
    expect(readPending(s)).toBeNull();
    expect(readPurchase(s)).toBeNull();
    expect(s.length).toBe(0);
  });
});
