import type { Instrumentation } from 'next';
import { log } from '@/lib/log/logger';

type Args = Parameters<Instrumentation.onRequestError>;

/**
 * The log line of a request Next.js saw fail (instrumentation.ts's onRequestError): Next's
 * digest, the request id proxy.ts set, the route and the path without its query; the logger adds
 * the trace id. The error page's report carries the same digest (docs/operations.md §4).
 */
export function logRequestError(err: Args[0], request: Args[1], context: Args[2]): void {
  const header = request.headers['x-request-id'];
  const requestId = Array.isArray(header) ? header[0] : header;
  const e = err instanceof Error ? err : new Error(String(err));
  const digest = 'digest' in e && typeof e.digest === 'string' ? e.digest : undefined;
  log.error(
    { ...(requestId ? { requestId } : {}), digest, method: request.method, path: request.path.replace(/[?#].*$/s, ''), route: context.routePath, routeType: context.routeType, err: e.message, stack: e.stack },
    'request failed',
  );
}
