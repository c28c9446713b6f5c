/**
 * @jest-environment node
 *
 * The money routes' Idempotency-Keys in the shared store (issue 29, lib/cache/idempotency.ts)
 * against a real redis-server: the raw client below plays the other instance. A first answer kept
 * in Redis is replayed by an instance that never ran it; a copy waits while another instance holds
 * the key's pending marker and answers what that one kept; another request under the key is refused.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { clearIdempotency, IdempotencyConflict, IDEMPOTENCY_TTL_MS, runOnce } from '@/lib/cache/idempotency';
import { closeRedis, redisReady } from '@/lib/redis/client';
import { freePort, startRedisServer } from '../support/redis-server';

let port = 0;
let stop: (() => Promise<void>) | undefined;
let peer: ReturnType<typeof createClient>;
const dir = mkdtempSync(path.join(tmpdir(), 'portal-idem-'));
const redisKey = (scope: string) => `portal:i:${createHash('sha256').update(scope).digest('hex')}`;

beforeAll(async () => {
  port = await freePort();
  stop = (await startRedisServer(port, dir)).stop;
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
  peer = createClient({ url: process.env.REDIS_URL });
  peer.on('error', () => undefined);
  await peer.connect();
  expect(await redisReady(5000)).toBe(true);
}, 30_000);

afterAll(async () => {
  await peer?.close().catch(() => undefined);
  await closeRedis();
  delete process.env.REDIS_URL;
  await stop?.();
});

beforeEach(async () => {
  await peer.flushAll();
  clearIdempotency();
});

test('the first answer is kept in Redis for 24 hours; an instance that never ran it replays it', async () => {
  let runs = 0;
  const run = async () => ({ status: 200, body: { intentId: `pi_${(runs += 1)}` } });
  const first = await runOnce('customer:c1|POST /api/customer/top-up|k1', 'h1', run);
  expect(first).toEqual({ answer: { status: 200, body: { intentId: 'pi_1' } }, replayed: false });
  const kept = JSON.parse((await peer.get(redisKey('customer:c1|POST /api/customer/top-up|k1')))!) as { hash: string; answer: unknown };
  expect(kept).toEqual({ hash: 'h1', answer: { status: 200, body: { intentId: 'pi_1' } } });
  const ttl = await peer.pTTL(redisKey('customer:c1|POST /api/customer/top-up|k1'));
  expect(ttl).toBeGreaterThan(IDEMPOTENCY_TTL_MS - 60_000);
  clearIdempotency(); // this instance forgets: it is now "another instance"
  expect(await runOnce('customer:c1|POST /api/customer/top-up|k1', 'h1', run)).toEqual({ answer: { status: 200, body: { intentId: 'pi_1' } }, replayed: true });
  await expect(runOnce('customer:c1|POST /api/customer/top-up|k1', 'h2', run)).rejects.toBeInstanceOf(IdempotencyConflict);
  expect(runs).toBe(1);
});

test('while another instance runs the key (its pending marker), a copy here waits and answers what that one kept; another request is refused at once', async () => {
  const scope = 'guest:0215550101|POST /api/guest/top-up|k2';
  await peer.set(redisKey(scope), JSON.stringify({ hash: 'h1', token: 'other-instance' }), { PX: 70_000 });
  let ran = false;
  const waiting = runOnce(scope, 'h1', async () => {
    ran = true;
    return { status: 200, body: {} };
  });
  await expect(runOnce(scope, 'h9', async () => ({ status: 200, body: {} }))).rejects.toBeInstanceOf(IdempotencyConflict);
  await new Promise((r) => setTimeout(r, 200));
  await peer.set(redisKey(scope), JSON.stringify({ hash: 'h1', answer: { status: 200, body: { orderId: 'G-1' } } }), { PX: IDEMPOTENCY_TTL_MS });
  expect(await waiting).toEqual({ answer: { status: 200, body: { orderId: 'G-1' } }, replayed: true });
  expect(ran).toBe(false);
});

test('a refusal is not kept: the pending marker is removed, and the same key may run again', async () => {
  const scope = 'customer:c3|POST /api/customer/pay-bill|k3';
  const refused = await runOnce(scope, 'h1', async () => ({ status: 402, body: { error: { code: 'spend_limit' } } }));
  expect(refused.replayed).toBe(false);
  expect(await peer.get(redisKey(scope))).toBeNull();
  await expect(runOnce(scope, 'h1', async () => {
    throw new Error('upstream down');
  })).rejects.toThrow('upstream down');
  expect(await peer.get(redisKey(scope))).toBeNull();
  expect((await runOnce(scope, 'h1', async () => ({ status: 200, body: { ok: true } }))).answer.status).toBe(200);
});
