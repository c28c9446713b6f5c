import { context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { POST as signInPost } from '@/app/api/auth/sign-in/route';
import { resetLimiter } from '@/lib/cache';
import { log } from '@/lib/log';
import { createLogger } from '@/lib/log/logger';
import { correlation, referenceOf, withRequestId } from '@/lib/observability/correlation';
import { logRequestError } from '@/lib/observability/request-error';
import { apiRequest, PASSWORD } from '../support/bff';

/**
 * Correlation (issue 31, docs/operations.md §4): every log line carries the request id and the
 * trace id; a 5xx answer of the BFF names the customer's reference, the start of the trace id
 * (tracing on) or of the request id (off), which the request's log lines hold.
 */

type Line = Record<string, unknown>;
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(new InMemorySpanExporter())] });
const tracer = () => trace.getTracer('correlation-test');

beforeAll(() => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
});
afterAll(async () => {
  await provider.shutdown();
  trace.disable();
  context.disable();
});

function capture(): { lines: Line[]; logger: ReturnType<typeof createLogger> } {
  const lines: Line[] = [];
  return { lines, logger: createLogger({ write: (s: string) => void lines.push(JSON.parse(s) as Line) }, 'info') };
}

describe('the logger', () => {
  test('inside a request: its id on every line; with a trace: the trace id too; what a call passes wins', async () => {
    const { lines, logger } = capture();
    logger.info('outside');
    withRequestId('9d41c2aa-7b1e-4d0f-a2c3-5e6f7a8b9c0d', () => logger.info({ step: 1 }, 'inside'));
    trace.setGlobalTracerProvider(provider);
    let traceId = '';
    await withRequestId('9d41c2aa-7b1e-4d0f-a2c3-5e6f7a8b9c0d', () =>
      tracer().startActiveSpan('render', async (span) => {
        traceId = span.spanContext().traceId;
        await new Promise((r) => setTimeout(r, 5)); // the ids survive an await
        logger.warn('traced');
        logger.info({ requestId: 'given-by-the-call' }, 'own id');
        span.end();
      }),
    );
    trace.disable();
    expect(lines.map((l) => [l.msg, l.requestId, l.traceId])).toEqual([
      ['outside', undefined, undefined],
      ['inside', '9d41c2aa-7b1e-4d0f-a2c3-5e6f7a8b9c0d', undefined],
      ['traced', '9d41c2aa-7b1e-4d0f-a2c3-5e6f7a8b9c0d', traceId],
      ['own id', 'given-by-the-call', traceId],
    ]);
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(correlation()).toEqual({});
  });

  test('the reference: the trace id\'s first 8 characters, else the request id\'s', () => {
    expect(referenceOf({ traceId: '4f2a9c1e0b7d4e21a3c5f60718293a4b', requestId: 'c0ffee12-0000' })).toBe('4f2a9c1e');
    expect(referenceOf({ requestId: 'c0ffee12-3456-4789-8abc-def012345678' })).toBe('c0ffee12');
  });
});

describe('a BFF error the customer sees', () => {
  const saved = process.env.SANDBOX_URL;
  let lines: Line[];
  beforeEach(() => {
    resetLimiter();
    process.env.SANDBOX_URL = 'http://127.0.0.1:9'; // nobody there: 503 upstream_unavailable
    const c = capture();
    lines = c.lines;
    for (const level of ['info', 'warn', 'error'] as const) {
      jest.spyOn(log, level).mockImplementation(((...args: Parameters<typeof log.info>) => c.logger[level](...args)) as typeof log.info);
    }
  });
  afterEach(() => {
    process.env.SANDBOX_URL = saved;
    jest.restoreAllMocks();
  });

  const signIn = (requestId?: string) =>
    signInPost(apiRequest('POST', '/api/auth/sign-in', { body: { login: 'prepay@example.com', password: PASSWORD }, headers: requestId ? { 'x-request-id': requestId } : {} }), { params: Promise.resolve({}) });

  test('tracing off: the 503 names the request id\'s reference, and every log line of the request carries that id', async () => {
    const res = await signIn('c0ffee12-3456-4789-8abc-def012345678');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: { code: 'upstream_unavailable', message: 'network error', reference: 'c0ffee12' } });
    expect(res.headers.get('x-request-id')).toBe('c0ffee12-3456-4789-8abc-def012345678');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.map((l) => l.requestId)).toEqual(lines.map(() => 'c0ffee12-3456-4789-8abc-def012345678'));
    expect(lines.find((l) => l.msg === 'api')).toMatchObject({ status: 503, path: '/api/auth/sign-in' });
  });

  test('tracing on: the reference is the trace id\'s, and the request\'s log lines carry that trace id', async () => {
    trace.setGlobalTracerProvider(provider);
    try {
      let traceId = '';
      const res = await tracer().startActiveSpan('POST /api/auth/sign-in', async (span) => {
        traceId = span.spanContext().traceId;
        const r = await signIn();
        span.end();
        return r;
      });
      const body = (await res.json()) as { error: { reference: string } };
      expect(body.error.reference).toBe(traceId.slice(0, 8));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((l) => l.traceId === traceId && typeof l.requestId === 'string')).toBe(true);
    } finally {
      trace.disable();
    }
  });

  test('a request id that is not plain (a client\'s markup) is replaced by our own', async () => {
    const res = await signIn('<script>x</script>');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f-]{27}$/);
    expect(JSON.stringify(lines)).not.toContain('<script>');
  });
});

test('a page that failed on the server (onRequestError): one line with Next\'s digest, the request id proxy.ts gave it, the path without its query', () => {
  const { lines, logger } = capture();
  jest.spyOn(log, 'error').mockImplementation(((...args: Parameters<typeof log.error>) => logger.error(...args)) as typeof log.error);
  const err = Object.assign(new Error('account read failed'), { digest: '2845716329' });
  logRequestError(err, { path: '/profile/usage?number=0211234567', method: 'GET', headers: { 'x-request-id': 'ab12cd34-0000-4000-8000-000000000000' } }, { routerKind: 'App Router', routePath: '/[locale]/profile/usage', routeType: 'render', revalidateReason: undefined });
  jest.restoreAllMocks();
  expect(lines).toEqual([
    expect.objectContaining({ msg: 'request failed', digest: '2845716329', requestId: 'ab12cd34-0000-4000-8000-000000000000', path: '/profile/usage', route: '/[locale]/profile/usage', err: 'account read failed' }),
  ]);
});
