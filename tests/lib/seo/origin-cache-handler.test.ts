import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import OriginCacheHandler, { namedOrigin, servingOrigin } from '@/lib/cache/origin-cache-handler.mjs';

/**
 * Build once, serve anywhere (issue 30 item 8): a prerendered page whose canonical, hreflang or
 * og:url names another origin than the serving process's is a cache miss, so Next renders it
 * again for this origin. (e2e/not-found-and-origin.spec.ts serves one build on two origins.)
 */

const FileSystemCache = (FileSystemCacheModule as unknown as { default?: { prototype: object } }).default ?? (FileSystemCacheModule as unknown as { prototype: object });

const page = (origin: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>About</title><link rel="canonical" href="${origin}/about"/><link rel="alternate" hrefLang="mi-NZ" href="${origin}/about?language=mi-NZ"/><meta property="og:url" content="${origin}/about"/></head><body></body></html>`;
const entry = (html: string, kind = 'APP_PAGE') => ({ lastModified: 1, value: { kind, html, rscData: Buffer.from('') } });

const env = { ...process.env };
afterEach(() => {
  process.env = { ...env };
  jest.restoreAllMocks();
});

test('the serving origin: APP_ORIGIN (its origin only), else localhost on PORT', () => {
  expect(servingOrigin({ APP_ORIGIN: 'https://portal.example.nz/some/path' })).toBe('https://portal.example.nz');
  expect(servingOrigin({ PORT: '3102' })).toBe('http://localhost:3102');
  expect(servingOrigin({})).toBe('http://localhost:3000');
});

test('the origin a page names: its canonical, else an hreflang alternate or og:url; none for a page without them', () => {
  expect(namedOrigin(page('http://127.0.0.1:3100'))).toBe('http://127.0.0.1:3100');
  expect(namedOrigin('<head><meta property="og:url" content="https://a.example/x"/></head>')).toBe('https://a.example');
  expect(namedOrigin('<head><link rel="alternate" hrefLang="en" href="https://b.example/x"/></head>')).toBe('https://b.example');
  expect(namedOrigin('<head><title>Sign in</title></head>')).toBeUndefined();
});

test("a page the build rendered for another origin is a miss here; this origin's, one naming none, and other kinds are served", async () => {
  process.env.APP_ORIGIN = 'http://127.0.0.1:3102';
  const answers = [entry(page('http://127.0.0.1:3100')), entry(page('http://127.0.0.1:3102')), entry('<html><body>no origin</body></html>'), entry(page('http://127.0.0.1:3100'), 'APP_ROUTE'), null];
  jest.spyOn(FileSystemCache.prototype as { get: (...a: unknown[]) => Promise<unknown> }, 'get').mockImplementation(async () => answers.shift());
  const cache = Object.create(OriginCacheHandler.prototype) as { get: (key: string, ctx: object) => Promise<unknown> };
  const got = [];
  for (let i = 0; i < 5; i += 1) got.push(await cache.get('/en/about', { kind: 'APP_PAGE' }));
  expect(got.map((g) => (g === null ? 'miss' : 'hit'))).toEqual(['miss', 'hit', 'hit', 'hit', 'miss']);
});
