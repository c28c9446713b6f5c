import { deriveErrorText, noDataText } from '@/lib/errors/rules';
import { UpstreamTimeoutMs } from '@/lib/flags/env';
import type { UpstreamError } from './types';

/** Turns a non-2xx upstream answer into our error: the spec's text rule, error number, retry hint. */
export function httpError(status: number, body: unknown, action: string): UpstreamError {
  const errNumber = readErrNumber(body);
  const message = body === undefined ? noDataText() : deriveErrorText(body, `unknown error in ${action}`);
  const reason = body && typeof body === 'object' && typeof (body as Record<string, unknown>).Reason === 'string' ? (body as { Reason: string }).Reason : undefined;
  return { kind: status === 401 ? 'auth' : 'http', status, errNumber, message, retryable: status >= 500 || status === 429, ...(reason ? { reason } : {}) };
}

export function readErrNumber(body: unknown): number | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  const n = b.err_number ?? b.ErrorNumber ?? b.error_number;
  return typeof n === 'number' ? n : typeof n === 'string' && /^\d+$/.test(n) ? Number(n) : undefined;
}

/** Rotation headers of the contract: both must be present and the expiry a number. */
export function readRotatedToken(headers: Record<string, string | string[] | undefined>): { jwt: string; expiry: number } | undefined {
  const jwt = first(headers['x-auth-token']);
  const expiry = Number(first(headers['x-auth-token-expiry']));
  return jwt && Number.isFinite(expiry) && expiry > 0 ? { jwt, expiry } : undefined;
}

function first(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

/**
 * A client family's time-out: the spec's ("65 s main and identity APIs; 10 s support proxy"),
 * lowered by UPSTREAM_TIMEOUT_MS when that is set (never raised). A bad value, which start-up
 * already refuses (lib/flags/env.ts), leaves the spec's time-out.
 */
export function familyTimeoutMs(specMs: number, override: string | undefined): number {
  if (override === undefined || override.trim() === '') return specMs;
  const parsed = UpstreamTimeoutMs.safeParse(override.trim());
  return parsed.success ? Math.min(specMs, parsed.data) : specMs;
}
