/**
 * @jest-environment node
 *
 * The shared store (docs/scaling.md §1–2) against a real redis-server on a free port: what one
 * instance writes another reads (the raw client below plays the other instance), and a Redis
 * outage falls back to this instance without an error, then reconnects by itself.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { cached, cacheKey, clearCache, invalidateTag } from '@/lib/cache/store';
import { forget, hit, recordFailure, resetLimiter, slowDown, spendOnce } from '@/lib/cache/limiter';
import { clearRevocations, isSessionRevoked, revokeSession } from '@/lib/cache/revoked';
import { dropPendingWrites, settleSharedWrites } from '@/lib/cache/shared';
import { closeRedis, redisHealth, redisReady } from '@/lib/redis/client';
import { freePort, startRedisServer } from '../support/redis-server';

let port = 0;
let server: ChildProcess | undefined;
const other = () => {
  const c = createClient({ url: `redis://127.0.0.1:${port}` });
  c.on('error', () => undefined); // the outage below is on purpose
  return c;
};
let peer: ReturnType<typeof other>;
const dir = mkdtempSync(path.join(tmpdir(), 'portal-redis-'));

let stopServer: (() => Promise<void>) | undefined;
async function startRedis(): Promise<void> {
  const started = await startRedisServer(port, dir, true);
  server = started.process;
  stopServer = started.stop;
}
const stopRedis = async () => stopServer?.();

const PREFIX = 'portal:';

beforeAll(async () => {
  port = await freePort();
  await startRedis();
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
  peer = other();
  await peer.connect();
  expect(await redisReady(5000)).toBe(true);
}, 30_000);

afterAll(async () => {
  await peer?.close().catch(() => undefined);
  await closeRedis();
  delete process.env.REDIS_URL;
  await stopRedis();
});

beforeEach(async () => {
  await peer.flushAll();
  clearCache();
  resetLimiter();
  await clearRevocations();
  await settleSharedWrites();
});

describe('the BFF cache in Redis', () => {
  it('keys per customer, with the lifetime of the spec, and Dates and Maps come back as they went', async () => {
    const key = cacheKey('userPlan', 'cust-1', 'plan');
    const value = { ok: true, data: { at: new Date('2026-01-02T03:04:05Z'), byId: new Map([['a', 1]]), $t: 'kept' }, status: 200 };
    let loads = 0;
    const load = async () => {
      loads += 1;
      return value;
    };
    expect(await cached('userPlan', key, load, { tags: ['customer:cust-1'] })).toEqual(value);
    expect(await peer.pTTL(`${PREFIX}c:userPlan|cust-1|plan`)).toBeGreaterThan(9 * 60_000); // "10 minutes"
    expect(await peer.sMembers(`${PREFIX}t:customer:cust-1`)).toEqual([`${PREFIX}c:userPlan|cust-1|plan`]);
    expect(await cached('userPlan', key, load)).toEqual(value);
    expect(loads).toBe(1);
  });

  it('reads what another instance cached, and an invalidation there is seen here at once', async () => {
    const key = cacheKey('currentPlan', 'cust-2');
    await cached('currentPlan', key, async () => ({ plan: 'old' }), { tags: ['customer:cust-2'] });
    // the other instance invalidates (the same script, by the tag's set)
    await peer.eval("local ks = redis.call('SMEMBERS', KEYS[1]) for i = 1, #ks do redis.call('DEL', ks[i]) end redis.call('DEL', KEYS[1]) return #ks", { keys: [`${PREFIX}t:customer:cust-2`] });
    expect(await cached('currentPlan', key, async () => ({ plan: 'new' }), { tags: ['customer:cust-2'] })).toEqual({ plan: 'new' });
    // and this instance's invalidation reaches the other's reads
    invalidateTag('customer:cust-2');
    await settleSharedWrites();
    expect(await peer.exists(`${PREFIX}c:currentPlan|cust-2`)).toBe(0);
  });

  it('does not keep what `keep` refuses (a failed upstream call)', async () => {
    await cached('usage', 'usage|cust-3', async () => ({ ok: false }), { keep: (r) => r.ok });
    expect(await peer.exists(`${PREFIX}c:usage|cust-3`)).toBe(0);
  });
});

describe('rate limits and revocations in Redis', () => {
  it('counts one window across instances with INCR and an expiry', async () => {
    await peer.set(`${PREFIX}l:sign-in:ip:1.2.3.4`, '9', { expiration: { type: 'PX', value: 60_000 } }); // nine hits elsewhere
    expect(await hit('sign-in:ip:1.2.3.4', 10, 60_000)).toEqual({ allowed: true, retryAfterS: 60 });
    expect(await hit('sign-in:ip:1.2.3.4', 10, 60_000)).toEqual({ allowed: false, retryAfterS: 60 });
    expect(await peer.pTTL(`${PREFIX}l:sign-in:ip:1.2.3.4`)).toBeGreaterThan(55_000);
    forget('sign-in:ip:1.2.3.4');
    await settleSharedWrites();
    expect(await peer.exists(`${PREFIX}l:sign-in:ip:1.2.3.4`)).toBe(0);
    // a fresh key gets its window's expiry on the first hit
    await hit('fresh', 3, 5_000);
    const ttl = await peer.pTTL(`${PREFIX}l:fresh`);
    expect(ttl).toBeGreaterThan(4_000);
    expect(ttl).toBeLessThanOrEqual(5_000);
  });

  it('a single-use id (a captcha solution) spent on another instance is refused here', async () => {
    await peer.set(`${PREFIX}l:once:captcha:spent-elsewhere`, '1', { expiration: { type: 'PX', value: 60_000 } });
    expect(await spendOnce('captcha:spent-elsewhere', 60_000)).toBe(false);
    expect(await spendOnce('captcha:new', 60_000)).toBe(true);
    expect(await spendOnce('captcha:new', 60_000)).toBe(false);
    expect(await peer.pTTL(`${PREFIX}l:once:captcha:new`)).toBeGreaterThan(55_000);
  });

  it('wrong passwords slow down across instances', async () => {
    const rule = { free: 2, firstDelayMs: 1000, maxDelayMs: 8000, forgetAfterMs: 60_000 };
    const t = Date.now();
    recordFailure('login:a', rule, t);
    recordFailure('login:a', rule, t);
    await settleSharedWrites();
    expect(await peer.hGetAll(`${PREFIX}f:login:a`)).toEqual({ c: '2', l: String(t) });
    resetLocalOnly();
    expect(await slowDown('login:a', rule, t + 10)).toEqual({ allowed: false, retryAfterS: 1 });
  });

  it('a session revoked on another instance is refused here; one revoked here is written with its expiry', async () => {
    const until = Date.now() + 60_000;
    await peer.set(`${PREFIX}r:sess-elsewhere`, '1', { expiration: { type: 'PX', value: 60_000 } });
    expect(await isSessionRevoked('sess-elsewhere')).toBe(true);
    expect(await isSessionRevoked('sess-never')).toBe(false);
    await revokeSession('sess-here', until);
    await settleSharedWrites();
    expect(await peer.pTTL(`${PREFIX}r:sess-here`)).toBeGreaterThan(55_000);
  });
});

/** The limiter's local maps, emptied without touching Redis (as if this were another instance). */
function resetLocalOnly(): void {
  const saved = process.env.REDIS_URL;
  delete process.env.REDIS_URL;
  resetLimiter();
  process.env.REDIS_URL = saved;
}

describe('a Redis outage', () => {
  afterEach(async () => {
    if (!server || server.exitCode !== null) await startRedis();
    await redisReady(10_000);
    dropPendingWrites();
  }, 20_000);

  it('falls back to this instance without an error or a stall, says so in health, and catches up when Redis is back', async () => {
    // another instance's cached entry, which this instance will invalidate while Redis is down
    await peer.set(`${PREFIX}c:stale`, '"stale"');
    await peer.sAdd(`${PREFIX}t:customer:cust-down`, `${PREFIX}c:stale`);
    await stopRedis();
    for (let i = 0; i < 100 && (await redisHealth()).status === 'up'; i++) await new Promise((r) => setTimeout(r, 50));
    expect((await redisHealth()).status).toMatch(/^(down|connecting)$/);

    const t = performance.now();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cached('charges', 'charges|cust-9', load, { tags: ['charges:cust-9'] })).toEqual({ n: 1 });
    expect(await cached('charges', 'charges|cust-9', load)).toEqual({ n: 1 }); // this instance's own cache
    expect((await hit('k', 1, 60_000)).allowed).toBe(true);
    expect((await hit('k', 1, 60_000)).allowed).toBe(false); // this instance's own counter
    await revokeSession('sess-down', Date.now() + 60_000);
    expect(await isSessionRevoked('sess-down')).toBe(true);
    invalidateTag('customer:cust-down');
    await settleSharedWrites();
    expect(performance.now() - t).toBeLessThan(1000); // no waiting on a dead server

    // Redis back: the client reconnects by itself and replays what it could not write
    await peer.close().catch(() => undefined);
    await startRedis();
    peer = other();
    await peer.connect();
    expect(await redisReady(10_000)).toBe(true);
    for (let i = 0; i < 40 && ((await peer.exists(`${PREFIX}r:sess-down`)) === 0 || (await peer.exists(`${PREFIX}c:stale`)) === 1); i++) await new Promise((r) => setTimeout(r, 50));
    await settleSharedWrites();
    expect(await peer.exists(`${PREFIX}r:sess-down`)).toBe(1);
    expect(await peer.exists(`${PREFIX}c:stale`)).toBe(0);
    expect((await redisHealth()).status).toBe('up');
  }, 30_000);
});
