import { NextResponse } from 'next/server';
import { trace } from '@opentelemetry/api';
import { CLIENT_ERROR_LIMIT } from '@/lib/flags/constants';
import { log } from '@/lib/log';
import { cleanReport, clientErrorSchema } from '@/lib/observability/client-errors';
import { countClientError } from '@/lib/observability/metrics';
import { clientIp, enforceLimits } from '../_lib/limits';
import { withPublic } from '../_lib/wrap';

// POST /api/client-errors – a browser's error report (issue 31; docs/operations.md §3), sent by
// the inline reporter (lib/observability/client-reporter.ts) with sendBeacon. Our own pages
// only (the wrapper's Origin check), 8 KB at most (413), 20 a minute per client address (429),
// the schema's fields only (422 otherwise). Logged without anything the customer typed
// (cleanReport), joined to the page's trace id, and counted (portal_client_errors_total). 204.
export const POST = withPublic(clientErrorSchema, async (report, { req }) => {
  await enforceLimits([[`client-errors:ip:${clientIp(req.headers)}`, CLIENT_ERROR_LIMIT.perIp]], CLIENT_ERROR_LIMIT.windowMs);
  const { traceId: pageTraceId, ...clean } = cleanReport(report);
  // The line carries this request's ids too (the logger's); the page's trace id is its own field.
  log.warn({ clientError: clean, pageTraceId }, 'client error');
  if (pageTraceId) trace.getActiveSpan()?.setAttribute('client_error.page_trace_id', pageTraceId);
  countClientError(clean.kind);
  return new NextResponse(null, { status: 204 });
}, { bodyMaxBytes: CLIENT_ERROR_LIMIT.maxBytes });
