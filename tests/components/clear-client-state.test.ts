import { clearClientState, KEEP_ON_SIGN_OUT } from '@/components/auth/clear-client-state';

/** A minimal Storage (jest runs in node). */
class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() { return this.data.size; }
  clear() { this.data.clear(); }
  getItem(k: string) { return this.data.get(k) ?? null; }
  key(i: number) { return [...this.data.keys()][i] ?? null; }
  removeItem(k: string) { this.data.delete(k); }
  setItem(k: string, v: string) { this.data.set(k, v); }
}

// "Logout clears payment methods and the prepay, postpay and broadband product selections, the
// session, the cart and stored data."
describe('clearClientState (sign-out)', () => {
  it('clears everything a feature stored in local and session storage', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    // Object.keys on a real Storage lists its items; a Proxy gives the same for this fake.
    const asStorage = (s: MemoryStorage) => new Proxy(s, { ownKeys: (t) => Array.from({ length: t.length }, (_, i) => t.key(i) ?? ''), getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true }) });
    for (const k of ['cart', 'paymentMethods', 'prepaySelection', 'postpaySelection', 'broadbandSelection']) local.setItem(k, '1');
    session.setItem('checkout-step', '2');
    clearClientState([asStorage(local), asStorage(session)]);
    expect(local.length).toBe(KEEP_ON_SIGN_OUT.length);
    expect(session.length).toBe(0);
  });
});
