import { context, isSpanContextValid, propagation, SpanKind, SpanStatusCode, trace, TraceFlags, type Context, type Span } from '@opentelemetry/api';
import { SamplingDecision, TraceIdRatioBasedSampler, type ReadableSpan, type Sampler, type SamplingResult, type SpanExporter, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { ERROR_TRACING_SAMPLE_RATE } from '@/lib/flags/constants';

/**
 * Error tracing (issue 31; docs/adr/013-tracing-with-vercel-otel.md; docs/operations.md §2).
 *
 * Sampling: parent-based; a new trace is sampled at ERROR_TRACING_SAMPLE_RATE (the spec's 0.1,
 * account-management.md §9), or OTEL_TRACES_SAMPLER_ARG. The traces not sampled are still
 * recorded in this process (not exported, not flagged to the upstream), and KeepErrorsProcessor
 * exports a trace when its spans are done if it was sampled OR any of its spans ended in an
 * error (a 5xx, an upstream failure, an uncaught exception). So every error trace is kept.
 *
 * Nothing here runs unless instrumentation-node.ts starts tracing (OTEL_EXPORTER_OTLP_ENDPOINT
 * set): without a tracer provider @opentelemetry/api hands out no-op spans and injects nothing.
 */

export const TRACER_NAME = 'telco-portal';

/** The rate of new traces sampled: OTEL_TRACES_SAMPLER_ARG when it is a number in [0, 1], else the spec's. */
export function sampleRate(env: Record<string, string | undefined> = process.env): number {
  const raw = env.OTEL_TRACES_SAMPLER_ARG?.trim();
  const n = raw ? Number(raw) : NaN;
  return Number.isFinite(n) && n >= 0 && n <= 1 ? n : ERROR_TRACING_SAMPLE_RATE;
}

/** Parent-based at `rate`; what is not sampled is still recorded (RECORD), so an error can keep it. */
export class KeepErrorsSampler implements Sampler {
  private readonly ratio: TraceIdRatioBasedSampler;
  constructor(private readonly rate: number) {
    this.ratio = new TraceIdRatioBasedSampler(rate);
  }

  shouldSample(ctx: Context, traceId: string): SamplingResult {
    const parent = trace.getSpanContext(ctx);
    if (parent && isSpanContextValid(parent)) {
      return { decision: parent.traceFlags & TraceFlags.SAMPLED ? SamplingDecision.RECORD_AND_SAMPLED : SamplingDecision.RECORD };
    }
    const r = this.ratio.shouldSample(ctx, traceId);
    return { decision: r.decision === SamplingDecision.RECORD_AND_SAMPLED ? SamplingDecision.RECORD_AND_SAMPLED : SamplingDecision.RECORD };
  }

  toString(): string {
    return `KeepErrorsSampler{parentBased, ratio=${this.rate}, errors kept}`;
  }
}

type Pending = { spans: ReadableSpan[]; open: number; error: boolean };

/**
 * Holds each trace's spans until the last one started in this process ends, then exports them
 * when the trace was sampled or holds an error; drops them otherwise. Bounded: at most
 * `maxTraces` traces in hand (the oldest is dropped) and `maxSpans` spans each.
 */
export class KeepErrorsProcessor implements SpanProcessor {
  private readonly pending = new Map<string, Pending>();
  private readonly exporting = new Set<Promise<void>>();

  constructor(private readonly exporter: SpanExporter, private readonly maxTraces = 2000, private readonly maxSpans = 256) {}

  onStart(span: Span): void {
    const id = span.spanContext().traceId;
    let p = this.pending.get(id);
    if (!p) {
      if (this.pending.size >= this.maxTraces) {
        const oldest = this.pending.keys().next().value;
        if (oldest !== undefined) this.pending.delete(oldest);
      }
      p = { spans: [], open: 0, error: false };
      this.pending.set(id, p);
    }
    p.open += 1;
  }

  onEnd(span: ReadableSpan): void {
    const id = span.spanContext().traceId;
    const p = this.pending.get(id);
    if (!p) return;
    p.open -= 1;
    if (p.spans.length < this.maxSpans) p.spans.push(span);
    if (span.status.code === SpanStatusCode.ERROR) p.error = true;
    if (p.open > 0) return;
    this.pending.delete(id);
    const sampled = (span.spanContext().traceFlags & TraceFlags.SAMPLED) !== 0;
    if (!sampled && !p.error) return;
    const done = new Promise<void>((resolve) => this.exporter.export(p.spans, () => resolve())).finally(() => this.exporting.delete(done));
    this.exporting.add(done);
  }

  async forceFlush(): Promise<void> {
    await Promise.all([...this.exporting]);
    await this.exporter.forceFlush?.();
  }

  async shutdown(): Promise<void> {
    await this.forceFlush();
    await this.exporter.shutdown();
  }
}

/** Marks the active span (Next's route handler span) as failed: a 5xx answer keeps its trace. */
export function markActiveSpanError(message: string): void {
  const span = trace.getActiveSpan();
  if (span?.isRecording()) span.setStatus({ code: SpanStatusCode.ERROR, message });
}

export type UpstreamSpan = { end: (outcome: string, status?: number, errNumber?: number) => void };

/**
 * A client span for one upstream call, its `traceparent` written into `headers`. Attributes are
 * the family, the action, the method, the path template (never the filled-in path), the status,
 * the upstream's error number and the outcome: never a token, card, PUK, password or body.
 */
export function startUpstreamSpan(family: string, action: string, method: string, pathTemplate: string, headers: Record<string, string>): UpstreamSpan {
  const span = trace.getTracer(TRACER_NAME).startSpan(`upstream ${family} ${action}`, {
    kind: SpanKind.CLIENT,
    attributes: { 'upstream.family': family, 'upstream.action': action, 'http.request.method': method, 'url.template': pathTemplate },
  });
  propagation.inject(trace.setSpan(context.active(), span), headers);
  return {
    end(outcome, status, errNumber) {
      if (!span.isRecording()) return span.end();
      span.setAttribute('upstream.outcome', outcome);
      if (status !== undefined) span.setAttribute('http.response.status_code', status);
      if (errNumber !== undefined) span.setAttribute('upstream.error_number', errNumber);
      const failed = outcome === 'network' || outcome === 'timeout' || outcome === 'validation' || (outcome === 'http' && (status ?? 0) >= 500);
      if (failed) span.setStatus({ code: SpanStatusCode.ERROR, message: `upstream ${outcome}` });
      span.end();
    },
  };
}
