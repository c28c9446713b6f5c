import 'server-only';
import { hit, recordFailure, slowDown } from '@/lib/cache';
import type { SlowDownRule } from '@/lib/cache/limiter';
import { ApiError } from '@/lib/errors';
import { clientAddress, PEER_HEADER, readPeerHeader } from '@/lib/flags/client-address';
import { appEnv } from '@/lib/flags/env';

/**
 * The client's address for per-address limits: the socket's (stamped by the server, never the
 * client's word), or the forwarded entry TRUSTED_PROXY_HOPS says to believe
 * (lib/flags/client-address, docs/adr/008). 'unknown' when the server did not stamp the request.
 */
export function clientIp(headers: Headers): string {
  return clientAddress(readPeerHeader(headers.get(PEER_HEADER)), headers.get('x-forwarded-for'), appEnv().TRUSTED_PROXY_HOPS);
}

/**
 * Counts one attempt against every [key, limit] pair (all share `windowMs`); the first one
 * over its limit answers 429 rate_limited with Retry-After.
 */
export async function enforceLimits(pairs: ReadonlyArray<readonly [string, number]>, windowMs: number): Promise<void> {
  for (const [key, limit] of pairs) {
    const verdict = await hit(key, limit, windowMs);
    if (!verdict.allowed) throw new ApiError('rate_limited', undefined, { retryAfterS: verdict.retryAfterS });
  }
}

/**
 * A counter that slows down rather than locks (lib/cache/limiter `slowDown`): 429 rate_limited
 * with the growing Retry-After while the key must wait. Counts nothing itself; `failed` does.
 */
export async function enforceSlowDown(key: string, rule: SlowDownRule): Promise<{ failed: () => void }> {
  const verdict = await slowDown(key, rule);
  if (!verdict.allowed) throw new ApiError('rate_limited', undefined, { retryAfterS: verdict.retryAfterS });
  return { failed: () => recordFailure(key, rule) };
}
