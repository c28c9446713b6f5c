import { GET as metricsGet } from '@/app/api/metrics/route';
import { POST } from '@/app/api/client-errors/route';
import { resetLimiter } from '@/lib/cache';
import { CLIENT_ERROR_LIMIT } from '@/lib/flags/constants';
import { peerHeaderValue, PEER_HEADER } from '@/lib/flags/client-address';
import { log } from '@/lib/log';
import { createLogger } from '@/lib/log/logger';
import { apiRequest } from '../support/bff';

/**
 * POST /api/client-errors (issue 31; docs/operations.md §3): a browser's error report, from our
 * own pages only, 8 KB at most, 20 a minute per client address, logged without anything the
 * customer typed and counted in portal_client_errors_total.
 */

const TRACE = '4f2a9c1e0b7d4e21a3c5f60718293a4b';
const report = (over: Record<string, unknown> = {}) => ({
  kind: 'chunk',
  message: 'not loaded: /_next/static/chunks/app-4f1.js',
  stack: '',
  path: '/plans',
  reference: '4f2a9c1e',
  ...over,
});

let lines: Array<Record<string, unknown>> = [];
beforeEach(() => {
  resetLimiter();
  lines = [];
  // The route's log line, written as the real logger writes it (mixin, serialisers) but to this test.
  const capture = createLogger({ write: (s: string) => void lines.push(JSON.parse(s) as Record<string, unknown>) }, 'info');
  jest.spyOn(log, 'warn').mockImplementation(((...args: Parameters<typeof log.warn>) => capture.warn(...args)) as typeof log.warn);
});
afterEach(() => jest.restoreAllMocks());

async function send(body: unknown, opts: { origin?: string | null; peer?: string; raw?: string } = {}): Promise<{ status: number; body: Record<string, unknown>; retryAfter: string | null }> {
  const req = apiRequest('POST', '/api/client-errors', { body: opts.raw === undefined ? body : undefined, raw: opts.raw, origin: opts.origin, headers: { [PEER_HEADER]: peerHeaderValue(opts.peer ?? '198.51.100.7') } });
  const res = await POST(req, { params: Promise.resolve({}) });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, retryAfter: res.headers.get('retry-after') };
}

async function counted(kind: string): Promise<number> {
  const res = await metricsGet(apiRequest('GET', '/api/metrics', { origin: null, headers: { [PEER_HEADER]: peerHeaderValue('127.0.0.1') } }));
  const line = (await res.text()).split('\n').find((l) => l.startsWith(`portal_client_errors_total{kind="${kind}"}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

test('a report from our page: 204, one log line joined to the page\'s trace, counted by kind', async () => {
  const before = await counted('chunk');
  const r = await send(report({ traceId: TRACE }));
  expect(r.status).toBe(204);
  expect(lines).toEqual([
    expect.objectContaining({
      msg: 'client error',
      pageTraceId: TRACE,
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      clientError: { kind: 'chunk', message: 'not loaded: /_next/static/chunks/app-4f1.js', path: '/plans', reference: '4f2a9c1e' },
    }),
  ]);
  expect(await counted('chunk')).toBe(before + 1);
});

test('Origin: another site\'s or none → 403 bad_origin, nothing logged or counted', async () => {
  const before = await counted('error');
  for (const origin of ['https://evil.example', null]) {
    const r = await send(report({ kind: 'error' }), { origin });
    expect([r.status, (r.body.error as { code: string }).code]).toEqual([403, 'bad_origin']);
  }
  expect(lines).toEqual([]);
  expect(await counted('error')).toBe(before);
});

test('size: a body over 8 KB → 413 before it is read; a report\'s fields have their own caps (422)', async () => {
  const big = JSON.stringify(report({ stack: 'x'.repeat(CLIENT_ERROR_LIMIT.maxBytes) }));
  expect((await send(undefined, { raw: big })).status).toBe(413);
  expect((await send(report({ message: 'm'.repeat(1001) }))).status).toBe(422);
  expect((await send(report({ path: 'https://evil.example/' }))).status).toBe(422);
  expect((await send(report({ kind: 'keylogger' }))).status).toBe(422);
  expect(lines).toEqual([]);
});

test('rate: 20 a minute per client address, the 21st → 429 with Retry-After; another address is not held up', async () => {
  const statuses = [];
  for (let i = 0; i < CLIENT_ERROR_LIMIT.perIp; i++) statuses.push((await send(report())).status);
  expect(statuses).toEqual(Array(20).fill(204));
  const r = await send(report());
  expect([r.status, (r.body.error as { code: string }).code]).toEqual([429, 'rate_limited']);
  expect(Number(r.retryAfter)).toBeGreaterThan(0);
  expect((await send(report(), { peer: '203.0.113.50' })).status).toBe(204);
  expect(lines).toHaveLength(21);
});

test('never what the customer typed: no query, no field values, no email address or card or phone number', async () => {
  const typed = {
    kind: 'error',
    message: 'TypeError: bad input jo.bloggs@example.co.nz for 4242 4242 4242 4242 at https://portal.test/top-up?amount=20&number=0211234567#pay',
    stack: 'TypeError: x\n    at submit (https://portal.test/_next/static/chunks/7a1.js?v=0211234567:1:123456)\n    at 021-123-4567',
    path: '/sign-in?email=jo.bloggs@example.co.nz',
    reference: '0a1b2c3d',
    // not in the schema: dropped
    value: 'Demo-Pass-2026',
    form: { password: 'Demo-Pass-2026', puk: '12345678' },
  };
  expect((await send(typed)).status).toBe(204);
  const text = JSON.stringify(lines);
  for (const secret of ['jo.bloggs', '4242', 'amount=20', '0211234567', '123-4567', 'Demo-Pass-2026', '12345678', '#pay']) expect(text).not.toContain(secret);
  expect(lines[0]!.clientError).toEqual({
    kind: 'error',
    message: 'TypeError: bad input [email] for [number] at https://portal.test/top-up',
    stack: 'TypeError: x\n    at submit (https://portal.test/_next/static/chunks/7a1.js:1:123456)\n    at [number]',
    path: '/sign-in',
    reference: '0a1b2c3d',
  });
});
