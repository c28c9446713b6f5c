import { attemptKey, attemptOf, isMoneyRequest, settleAttempt } from './money-attempt';

/** What one of our own /api routes answered: its JSON, or its error `{ code, message, details }`. */
export type BffResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; code: string; message?: string; details?: unknown; retryAfterS?: number };

type ErrorJson = { error?: { code?: unknown; message?: unknown; details?: unknown } };

/**
 * The one fetcher of client components: same-origin JSON to app/api, never throws. A request
 * that never got an answer is `upstream_unavailable` (the catalogue's 'network error').
 */
export async function callBff<T>(path: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', body?: unknown): Promise<BffResult<T>> {
  // A money route gets its attempt's Idempotency-Key (components/api/money-attempt.ts).
  const attempt = isMoneyRequest(method, path) ? attemptOf(method, path, body) : null;
  const headers: Record<string, string> = body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' };
  if (attempt) headers['idempotency-key'] = attemptKey(attempt);
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    if (attempt) settleAttempt(attempt, 0);
    return { ok: false, status: 0, code: 'upstream_unavailable' };
  }
  if (attempt) settleAttempt(attempt, res.status);
  const json: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, data: json as T };
  const err = (json as ErrorJson | null)?.error;
  const header = Number(res.headers.get('retry-after'));
  const fromDetails = (err?.details as { retryAfterS?: unknown } | undefined)?.retryAfterS;
  return {
    ok: false,
    status: res.status,
    code: typeof err?.code === 'string' ? err.code : res.status >= 500 ? 'internal' : 'upstream_error',
    message: typeof err?.message === 'string' ? err.message : undefined,
    details: err?.details,
    retryAfterS: typeof fromDetails === 'number' ? fromDetails : Number.isFinite(header) && header > 0 ? header : undefined,
  };
}
