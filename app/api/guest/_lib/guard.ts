import 'server-only';
import type { NextRequest } from 'next/server';
import { hit } from '@/lib/cache';
import { getFlags } from '@/lib/config/calls';
import { ApiError } from '@/lib/errors';
import { routeGateOpen } from '@/lib/flags';
import type { GuestPurpose } from '@/lib/guest/rules';
import { clientIp } from '../../_lib/limits';

/**
 * The guest routes' common checks (docs/front-door-contract.md §2.2): the page's gate ("Both need
 * the flag plus a captcha key") and the per-client limits. The captcha key comes back for the
 * routes that sign or verify with it.
 */

/** Per client (address) and per kind of call, over ten minutes. */
export const GUEST_LIMITS = { challenge: 30, lookup: 10, pay: 10, status: 120 } as const;
export const GUEST_WINDOW_MS = 10 * 60 * 1000;

/** 404 unless the page's flag and the captcha key are both set; the key otherwise. */
export async function openGate(purpose: GuestPurpose | 'any'): Promise<string> {
  const flags = await getFlags();
  const open = purpose === 'any' ? routeGateOpen('recharge', flags) || routeGateOpen('payBill', flags) : routeGateOpen(purpose === 'recharge' ? 'recharge' : 'payBill', flags);
  if (!open) throw new ApiError('not_found');
  return flags.captchaKey;
}

/** Counts one call of this kind for the client; 429 with Retry-After over the limit. */
export async function limitClient(req: NextRequest, kind: keyof typeof GUEST_LIMITS): Promise<void> {
  // `await`: the limiter may answer a promise once it is shared between instances (issue 19).
  const verdict = await hit(`guest:${kind}:${clientIp(req.headers)}`, GUEST_LIMITS[kind], GUEST_WINDOW_MS);
  if (!verdict.allowed) throw new ApiError('rate_limited', undefined, { retryAfterS: verdict.retryAfterS });
}
