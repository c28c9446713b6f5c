import type { Instrumentation } from 'next';

/** Runs once when the server starts (Node.js runtime only: see instrumentation-node.ts). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') await (await import('./instrumentation-node')).tracing;
}

/**
 * A page render, route handler, server action or proxy that threw (Next.js calls this for each):
 * one log line with Next's digest (what the error page sends with its report), the request id
 * proxy.ts gave the request and, through the logger, the trace id (docs/operations.md §4).
 * The path without its query: a query can hold what the customer typed.
 */
export const onRequestError: Instrumentation.onRequestError = async (err, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logRequestError } = await import('./lib/observability/request-error');
  logRequestError(err, request, context);
};
