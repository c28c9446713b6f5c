/** @jest-environment jsdom */
import { REPORTER_SCRIPT } from '@/lib/observability/client-reporter';

/**
 * The browser's inline error reporter (issue 31, docs/operations.md §3): uncaught errors,
 * unhandled rejections and scripts that did not load go to our own /api/client-errors by
 * sendBeacon, at most 5 per page view, never with a URL's query.
 */

const sent: Array<Record<string, unknown>> = [];

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      if (url === '/api/client-errors') sent.push(JSON.parse(body) as Record<string, unknown>);
      return true;
    },
  });
  window.history.replaceState(null, '', '/plans?promo=WELCOME10');
  new Function(REPORTER_SCRIPT)(); // as the page's <head> runs it
});

test('uncaught errors, unhandled rejections and scripts that did not load are reported, at most 5 per page view', () => {
  window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'x is undefined' }));
  const rejection = new Event('unhandledrejection');
  Object.assign(rejection, { reason: Object.assign(new Error('Failed to load chunk /_next/static/chunks/a1.js'), { name: 'ChunkLoadError' }) });
  window.dispatchEvent(rejection);
  const plain = new Event('unhandledrejection');
  Object.assign(plain, { reason: new Error('fetch failed') });
  window.dispatchEvent(plain);
  const script = document.createElement('script');
  script.src = '/_next/static/chunks/b2.js?v=1';
  document.body.append(script);
  script.dispatchEvent(new Event('error')); // a resource error: seen by the capture listener
  const img = document.createElement('img');
  document.body.append(img);
  img.dispatchEvent(new Event('error')); // an image is not ours to report
  expect(sent.map((s) => [s.kind, s.message])).toEqual([
    ['error', 'x is undefined'],
    ['chunk', 'Failed to load chunk /_next/static/chunks/a1.js'],
    ['rejection', 'fetch failed'],
    ['chunk', 'not loaded: http://localhost/_next/static/chunks/b2.js'],
  ]);
  expect(sent.every((s) => s.path === '/plans' && /^[0-9a-f]{8}$/.test(String(s.reference)))).toBe(true);
  // The fifth is sent; an error storm sends no more.
  for (let i = 0; i < 10; i++) window.dispatchEvent(new ErrorEvent('error', { error: new Error(`again ${i}`) }));
  expect(sent.map((s) => s.message).slice(4)).toEqual(['again 0']);
});
