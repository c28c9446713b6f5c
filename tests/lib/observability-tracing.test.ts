import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, TraceFlags, type Context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { BasicTracerProvider, InMemorySpanExporter, SamplingDecision, type Sampler } from '@opentelemetry/sdk-trace-base';
import { z } from 'zod';
import { ERROR_TRACING_SAMPLE_RATE } from '@/lib/flags/constants';
import { KeepErrorsProcessor, KeepErrorsSampler, sampleRate, TRACER_NAME } from '@/lib/observability/tracing';
import { closeRedis, redisReady, withRedis } from '@/lib/redis/client';
import { upstreamCall } from '@/lib/upstream/client';
import { freshCustomer, sandboxPerFile, type Logged } from '../support/account';
import { control, PASSWORD } from '../support/bff';
import { withFault } from '../support/faults';
import { freePort, startRedisServer } from '../support/redis-server';

/**
 * Error tracing (issue 31): the sampler (parent-based, 0.1 of new traces, the rest recorded),
 * the processor that keeps every trace ending in an error, and the upstream client's span with
 * its traceparent sent to the upstream (the sandbox's request log shows what it received).
 */

const sb = sandboxPerFile();

// The rate under test: the provider is registered once, its sampler reads this.
let sampler: Sampler = new KeepErrorsSampler(0);
const exporter = new InMemorySpanExporter();
const processor = new KeepErrorsProcessor(exporter);
const provider = new BasicTracerProvider({
  sampler: { shouldSample: (...a) => sampler.shouldSample(...a), toString: () => sampler.toString() },
  spanProcessors: [processor],
});

beforeAll(() => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
});
afterAll(async () => {
  await provider.shutdown();
  trace.disable();
  propagation.disable();
  context.disable();
});
beforeEach(() => exporter.reset());

const sampled = (s: Sampler, ctx: Context, traceId: string) => s.shouldSample(ctx, traceId, 'x', SpanKind.SERVER, {}, []).decision;
const randomTraceId = () => [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');

describe('sampleRate', () => {
  test('the spec\'s 0.1 by default; OTEL_TRACES_SAMPLER_ARG overrides when it is a rate', () => {
    expect(ERROR_TRACING_SAMPLE_RATE).toBe(0.1);
    expect(sampleRate({})).toBe(0.1);
    expect(sampleRate({ OTEL_TRACES_SAMPLER_ARG: '0.5' })).toBe(0.5);
    expect(sampleRate({ OTEL_TRACES_SAMPLER_ARG: '1' })).toBe(1);
    expect(sampleRate({ OTEL_TRACES_SAMPLER_ARG: 'lots' })).toBe(0.1);
    expect(sampleRate({ OTEL_TRACES_SAMPLER_ARG: '2' })).toBe(0.1);
  });
});

describe('KeepErrorsSampler', () => {
  test('new traces: about 0.1 sampled, every other one recorded (so an error can still keep it)', () => {
    const s = new KeepErrorsSampler(0.1);
    const decisions = Array.from({ length: 4000 }, () => sampled(s, ROOT_CONTEXT, randomTraceId()));
    const share = decisions.filter((d) => d === SamplingDecision.RECORD_AND_SAMPLED).length / decisions.length;
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.12);
    expect(decisions.filter((d) => d === SamplingDecision.NOT_RECORD)).toEqual([]);
  });

  test('parent-based: a sampled parent\'s child is sampled, an unsampled parent\'s is recorded only', () => {
    const s = new KeepErrorsSampler(0);
    const parent = (flags: number) => trace.setSpanContext(ROOT_CONTEXT, { traceId: randomTraceId(), spanId: '0123456789abcdef', traceFlags: flags, isRemote: true });
    expect(sampled(s, parent(TraceFlags.SAMPLED), randomTraceId())).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(sampled(s, parent(TraceFlags.NONE), randomTraceId())).toBe(SamplingDecision.RECORD);
  });
});

describe('KeepErrorsProcessor', () => {
  test('a trace not sampled is dropped unless one of its spans ends in an error; then all its spans are kept', async () => {
    sampler = new KeepErrorsSampler(0);
    const tracer = trace.getTracer('test');
    tracer.startActiveSpan('fine', (root) => {
      tracer.startSpan('child').end();
      root.end();
    });
    tracer.startActiveSpan('broken', (root) => {
      const child = tracer.startSpan('child that fails');
      child.setStatus({ code: SpanStatusCode.ERROR });
      child.end();
      root.end();
    });
    await processor.forceFlush();
    expect(exporter.getFinishedSpans().map((s) => s.name).sort()).toEqual(['broken', 'child that fails']);
  });
});

describe('the upstream client\'s span', () => {
  const auth = (login: string, jwt?: string) => upstreamCall({
    family: 'accounts', method: 'POST', path: '/v2/{spid}/auth', body: { IdentityProvider: 'LOCAL', AuthID: login, AuthCode: PASSWORD, IncludeRoles: true },
    schema: z.object({ JWT: z.string() }).passthrough(), action: 'Auth', jwt, requestId: 'req-31',
  });

  test('carries a traceparent to the upstream, in the caller\'s trace; its attributes name the call and hold no secret', async () => {
    sampler = new KeepErrorsSampler(1);
    const who = await freshCustomer(sb.url, 'prepay', { signIn: false });
    await control(sb.url, 'DELETE', '/requests');
    const jwt = 'eyJ.secret-token-31.sig';
    const tracer = trace.getTracer('test');
    const { traceId, ok } = await tracer.startActiveSpan('route', async (root) => {
      const res = await auth(who.email, jwt);
      root.end();
      return { traceId: root.spanContext().traceId, ok: res.ok };
    });
    expect(ok).toBe(true);
    await processor.forceFlush();
    const span = exporter.getFinishedSpans().find((s) => s.instrumentationScope.name === TRACER_NAME)!;
    expect(span.name).toBe('upstream accounts Auth');
    expect(span.attributes).toMatchObject({ 'upstream.family': 'accounts', 'upstream.action': 'Auth', 'http.request.method': 'POST', 'url.template': '/v2/{spid}/auth', 'http.response.status_code': 200, 'upstream.outcome': 'ok' });
    const values = JSON.stringify(span.attributes);
    for (const secret of [jwt, PASSWORD, who.email]) expect(values).not.toContain(secret);

    const { requests } = await control<{ requests: Array<Logged & { headers: Record<string, string> }> }>(sb.url, 'GET', '/requests?path=/auth$');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers.traceparent).toBe(`00-${traceId}-${span.spanContext().spanId}-01`);
  });

  test('at rate 0 a fine call leaves no trace; an upstream 5xx keeps the whole trace, its span marked failed', async () => {
    sampler = new KeepErrorsSampler(0);
    const who = await freshCustomer(sb.url, 'prepay', { signIn: false });
    const tracer = trace.getTracer('test');
    await tracer.startActiveSpan('fine route', async (root) => {
      await auth(who.email);
      root.end();
    });
    await processor.forceFlush();
    expect(exporter.getFinishedSpans()).toEqual([]);

    await withFault(sb.url, '5xx', '/auth$', 'POST', () => tracer.startActiveSpan('failing route', async (root) => {
      const res = await auth(who.email);
      expect(res.ok).toBe(false);
      root.end();
    }));
    await processor.forceFlush();
    const kept = exporter.getFinishedSpans();
    expect(kept.map((s) => s.name).sort()).toEqual(['failing route', 'upstream accounts Auth']);
    const upstream = kept.find((s) => s.name === 'upstream accounts Auth')!;
    expect(upstream.status.code).toBe(SpanStatusCode.ERROR);
    expect(upstream.attributes).toMatchObject({ 'http.response.status_code': 503, 'upstream.outcome': 'http' });
    // Not sampled: the upstream was told so (flags 00), yet the trace is kept here.
    expect(upstream.spanContext().traceFlags & TraceFlags.SAMPLED).toBe(0);
  });
});

test('a Redis round trip is a span of the request\'s trace, with no key or value in it', async () => {
  sampler = new KeepErrorsSampler(1);
  const dir = mkdtempSync(join(tmpdir(), 'obs-redis-'));
  const port = await freePort();
  const server = await startRedisServer(port, dir);
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
  try {
    expect(await redisReady()).toBe(true);
    exporter.reset();
    const key = 'portal:c:customer-7f1c2d3e';
    const traceId = await trace.getTracer('test').startActiveSpan('route', async (root) => {
      expect(await withRedis((r) => r.set(key, 'card-ending-4242'))).toBe('OK');
      root.end();
      return root.spanContext().traceId;
    });
    await processor.forceFlush();
    const span = exporter.getFinishedSpans().find((s) => s.name === 'redis')!;
    expect(span.spanContext().traceId).toBe(traceId);
    expect(span.attributes).toEqual({ 'db.system.name': 'redis' });
  } finally {
    await closeRedis();
    delete process.env.REDIS_URL;
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
