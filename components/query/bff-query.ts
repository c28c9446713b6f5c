import { callBff, type BffResult } from '@/components/api/call-bff';

/** A BFF error as react-query sees it: thrown by `bffGet`/`bffSend`, with the catalogue code. */
export class BffError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: unknown;
  readonly retryAfterS?: number;

  constructor(res: Extract<BffResult<unknown>, { ok: false }>) {
    super(res.message ?? res.code);
    this.name = 'BffError';
    this.status = res.status;
    this.code = res.code;
    this.details = res.details;
    this.retryAfterS = res.retryAfterS;
  }
}

async function unwrap<T>(p: Promise<BffResult<T>>): Promise<T> {
  const res = await p;
  if (!res.ok) throw new BffError(res);
  return res.data;
}

/** A query function: GET one of our own /api routes, throwing BffError on any error answer. */
export function bffGet<T>(path: string): Promise<T> {
  return unwrap(callBff<T>(path, 'GET'));
}

/** A mutation function: POST/PUT/PATCH/DELETE one of our own /api routes, throwing BffError. */
export function bffSend<T>(path: string, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', body?: unknown): Promise<T> {
  return unwrap(callBff<T>(path, method, body));
}

/**
 * "no retry on 4xx": a refusal (bad input, not found, session gone) answers the same the next
 * time; an outage (no answer, 5xx) is tried twice more before the section shows Try again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof BffError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}
