import 'server-only';
import { forget, hit, recordFailure, slowDown } from '@/lib/cache';
import type { SlowDownRule } from '@/lib/cache/limiter';
import { ApiError } from '@/lib/errors';
import { clientAddress, PEER_HEADER, readPeerHeader } from '@/lib/flags/client-address';
import { CODE_ENTRY_LIMIT, SEND_LIMITS, type Sender, type SendLimit } from '@/lib/flags/constants';
import { appEnv } from '@/lib/flags/env';
import { msisdnOf } from '@/lib/sim/rules';

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

/**
 * Who a message goes to, one key whoever typed it: an email address lower-cased; a New Zealand
 * number as its MSISDN ('021 555 0101', '+64 21 555 0101' → '64215550101'); anything else
 * (a link's code, a SIM ID) as it is, trimmed and lower-cased.
 */
export function recipientKey(to: string): string {
  const t = to.trim();
  if (t.includes('@')) return t.toLowerCase();
  return msisdnOf(t) ?? t.toLowerCase();
}

/**
 * Counts one send of `sender` (SEND_LIMITS, docs/send-limits.md) before the upstream is asked to
 * send it: per customer (when there is one), per client address, then per recipient; the first
 * over its limit answers 429 rate_limited with Retry-After and nothing is sent.
 */
export async function limitSend(sender: Sender, headers: Headers, who: { customer?: string | null; recipient: string }): Promise<void> {
  const rule: SendLimit = SEND_LIMITS[sender];
  const pairs: Array<readonly [string, number]> = [];
  if (rule.perCustomer !== undefined && who.customer) pairs.push([`send:${sender}:customer:${who.customer}`, rule.perCustomer]);
  pairs.push([`send:${sender}:ip:${clientIp(headers)}`, rule.perIp]);
  pairs.push([`send:${sender}:to:${recipientKey(who.recipient)}`, rule.perRecipient]);
  await enforceLimits(pairs, rule.windowMs);
}

/**
 * Reset-code entry (verify-code, reset-password), as sign-in's passwords (issue 29: "Ten wrong
 * reset codes from one address make the owner's right code, from another address, get 429 for
 * 15 minutes"): per client address generous; per login AND address strict, so a guesser locks
 * only itself out; per login alone, wrong codes slow down (a growing Retry-After) but never lock.
 * Call `wrong()` when the upstream said the code is incorrect, `right()` when it was accepted.
 */
export async function limitResetCode(headers: Headers, login: string): Promise<{ wrong: () => void; right: () => void }> {
  const ip = clientIp(headers);
  const account = login.trim().toLowerCase();
  const loginAndClient = `code:login-client:${account}|${ip}`;
  const perLogin = await enforceSlowDown(`code:login:${account}`, CODE_ENTRY_LIMIT.perLogin);
  await enforceLimits([[`code:ip:${ip}`, CODE_ENTRY_LIMIT.perIp], [loginAndClient, CODE_ENTRY_LIMIT.perLoginAndClient]], CODE_ENTRY_LIMIT.windowMs);
  return { wrong: perLogin.failed, right: () => forget(loginAndClient) };
}
