import 'server-only';
import { hit } from '@/lib/cache';
import { ApiError } from '@/lib/errors';

/**
 * The last x-forwarded-for hop: what our own load balancer (or next start, from the socket)
 * saw. Earlier entries are whatever the client chose to send.
 */
export function clientIp(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || 'unknown';
}

/**
 * Counts one attempt against every [key, limit] pair (all share `windowMs`); the first one
 * over its limit answers 429 rate_limited with Retry-After.
 */
export function enforceLimits(pairs: ReadonlyArray<readonly [string, number]>, windowMs: number): void {
  for (const [key, limit] of pairs) {
    const verdict = hit(key, limit, windowMs);
    if (!verdict.allowed) throw new ApiError('rate_limited', undefined, { retryAfterS: verdict.retryAfterS });
  }
}


