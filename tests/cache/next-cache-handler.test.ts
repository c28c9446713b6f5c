/**
 * @jest-environment node
 *
 * Next.js's own cache through Redis (docs/scaling.md §1): two handlers play two instances. A
 * page one renders the other serves (Buffers and Maps intact), a revalidation on one is seen by
 * the other, and without Redis each answers from its own memory without an error.
 */
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import RedisCacheHandler from '@/lib/cache/next-cache-handler.mjs';
import { freePort, startRedisServer } from '../support/redis-server';

let stopServer: (() => Promise<void>) | undefined;
let port = 0;
const dir = mkdtempSync(path.join(tmpdir(), 'portal-next-cache-'));
const distDir = path.join(dir, '.next', 'server');
mkdirSync(distDir, { recursive: true });
writeFileSync(path.join(dir, '.next', 'BUILD_ID'), 'build-1');

async function until(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('not in time');
}

const handler = () => new RedisCacheHandler({ serverDistDir: distDir });
const page = () => ({
  kind: 'APP_PAGE',
  html: '<html><body>Plans</body></html>',
  rscData: Buffer.from('rsc-bytes'),
  headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/en/plans' },
  postponed: undefined,
  status: 200,
  segmentData: new Map([['/_index', Buffer.from('segment')]]),
});
const ctx = { cacheControl: { revalidate: 60, expire: 3600 }, isRoutePPREnabled: false, isFallback: false };

beforeAll(async () => {
  port = await freePort();
  stopServer = (await startRedisServer(port, dir)).stop;
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
  handler(); // starts the shared connection
  const g = globalThis as typeof globalThis & { __portalNextRedis?: { isReady: boolean } };
  await until(async () => g.__portalNextRedis?.isReady === true);
}, 30_000);

afterAll(async () => {
  const g = globalThis as typeof globalThis & { __portalNextRedis?: { destroy(): void } };
  g.__portalNextRedis?.destroy();
  delete process.env.REDIS_URL;
  void stopServer?.(); // killed; nothing here waits on its exit
});

describe('the Next.js cache handler on Redis', () => {
  it('a page one instance rendered is served by another, Buffers and Maps intact, under the build id', async () => {
    const a = handler();
    const b = handler();
    await a.set('/en/plans', page(), ctx);
    const got = await b.get('/en/plans', { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false });
    expect(got?.value).toEqual(page());
    expect(Buffer.isBuffer((got?.value as { rscData: unknown }).rscData)).toBe(true);
    expect(got?.cacheControl).toEqual({ revalidate: 60, expire: 3600 });
  });

  it('a revalidation on one instance is a miss on the other at once', async () => {
    const a = handler();
    const b = handler();
    await a.set('/en/help', { ...page(), headers: { 'x-next-cache-tags': '_N_T_/en/help' } }, ctx);
    expect(await b.get('/en/help', { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false })).not.toBeNull();
    await new Promise((r) => setTimeout(r, 2)); // the revalidation is later than the entry
    await a.revalidateTag('_N_T_/en/help');
    expect(await b.get('/en/help', { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false })).toBeNull();
  });

  it('without Redis, each answers from its own memory and never throws', async () => {
    await stopServer?.();
    const g = globalThis as typeof globalThis & { __portalNextRedis?: { isReady: boolean } };
    await until(async () => g.__portalNextRedis?.isReady === false);
    const a = handler();
    await a.set('/en/down', page(), ctx);
    expect((await a.get('/en/down', { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false }))?.value).toEqual(page());
    await new Promise((r) => setTimeout(r, 2));
    await a.revalidateTag('_N_T_/en/plans');
    expect(await a.get('/en/down', { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false })).toBeNull();
  });
});
