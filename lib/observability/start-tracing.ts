import { KeepErrorsProcessor, KeepErrorsSampler, sampleRate } from './tracing';

/** OTEL_EXPORTER_OTLP_HEADERS ('k=v,k2=v2', values URL-encoded) as a header map. */
export function otlpHeaders(raw: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (raw ?? '').split(',')) {
    const i = pair.indexOf('=');
    if (i > 0) out[pair.slice(0, i).trim()] = decodeURIComponent(pair.slice(i + 1).trim());
  }
  return out;
}

/**
 * Starts tracing (instrumentation-node.ts) when OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set: @vercel/otel (docs/adr/013) with Next's own spans,
 * the W3C propagator, our sampler and the processor that keeps error traces, exporting OTLP/HTTP
 * (protobuf). Answers whether it started; nothing is loaded when it does not.
 */
export async function startTracing(env: Record<string, string | undefined> = process.env): Promise<boolean> {
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  const url = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || (base ? `${base.replace(/\/$/, '')}/v1/traces` : '');
  if (!url) return false;
  const { registerOTel, OTLPHttpProtoTraceExporter } = await import('@vercel/otel');
  const exporter = new OTLPHttpProtoTraceExporter({ url, headers: { ...otlpHeaders(env.OTEL_EXPORTER_OTLP_HEADERS), ...otlpHeaders(env.OTEL_EXPORTER_OTLP_TRACES_HEADERS) } });
  registerOTel({
    serviceName: env.OTEL_SERVICE_NAME?.trim() || 'telco-portal',
    traceSampler: new KeepErrorsSampler(sampleRate(env)),
    spanProcessors: [new KeepErrorsProcessor(exporter)],
    propagators: ['tracecontext'],
  });
  return true;
}
