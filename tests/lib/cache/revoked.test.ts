import { memoryRevocationStore } from '@/lib/cache/revoked';

/* Issue 10, finding 2: "keep revoked ids until their expiry in the shared store". */
describe('revoked sessions store', () => {
  it('a revoked id stays revoked until its time, then is forgotten', async () => {
    const store = memoryRevocationStore();
    await store.revoke('a', 10_000);
    expect(await store.isRevoked('a', 9_999)).toBe(true);
    expect(await store.isRevoked('b', 9_999)).toBe(false);
    expect(await store.isRevoked('a', 10_000)).toBe(false);
  });

  it('keeps the longest time when an id is revoked twice', async () => {
    const store = memoryRevocationStore();
    await store.revoke('a', 10_000);
    await store.revoke('a', 5_000);
    expect(await store.isRevoked('a', 9_000)).toBe(true);
  });

  it('never drops a live revocation to make room (an evicted id would come back to life)', async () => {
    const store = memoryRevocationStore();
    const until = Date.now() + 60_000;
    for (let i = 0; i < 20_000; i++) await store.revoke(`id-${i}`, until);
    expect(await store.isRevoked('id-0', Date.now())).toBe(true);
    expect(await store.isRevoked('id-19999', Date.now())).toBe(true);
  });
});
