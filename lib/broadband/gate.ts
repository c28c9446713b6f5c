import 'server-only';
import { getFlags } from '@/lib/config/calls';
import { ApiError, type ErrorCode } from '@/lib/errors';
import { FORMAT_INVALID, mentionsUpstreamField } from '@/lib/errors/input';
import { toApiError } from '@/lib/upstream/errors';
import type { UpstreamError, UpstreamResult } from '@/lib/upstream/types';
import { technologiesOn } from './rules';
import type { Technology } from './types';

/**
 * The broadband gate (docs/broadband-contract.md §3): with both modules off everything broadband is
 * not-found; a technology whose module is off is not-found too. Answers the technologies on.
 */
export async function broadbandGate(technology?: Technology): Promise<Technology[]> {
  const on = technologiesOn(await getFlags());
  if (on.length === 0 || (technology !== undefined && !on.includes(technology))) throw new ApiError('not_found');
  return on;
}

/** The upstream's texts the contract names (§2), each to its code; the spec's words keep their own status. */
const KNOWN_TEXTS: ReadonlyArray<[RegExp, ErrorCode, number?]> = [
  [/^No Order Items$/i, 'no_order_items', 422],
  [/^No Order Item$/i, 'no_order_item'],
  [/^Failed to create UFB cart item$/i, 'ufb_cart_failed'],
  [/^Time slot is not available$/i, 'slot_taken'],
  [/^Visit is done$/i, 'visit_done'],
  [/^A suspended service cannot switch plans$/i, 'suspended_cannot_switch'],
  [/^Cart is already checked out$/i, 'cart_checked_out'],
  [/^Order is closed$/i, 'order_closed'],
];

/** The upstream's 400 words that stand as they are (the plan change's 'Plan is not available', 'Service is not active'). */
const OWN_WORDS: ReadonlyArray<[RegExp, ErrorCode]> = [
  [/^(Plan is not available|Service is not active)$/i, 'plan_change_refused'],
  [/^Visit type is not required$/i, 'bad_input'],
];

/** An upstream failure as the BFF's error: the named texts, 404 (another's or unknown) as `notFound`, the rest by the usual table. */
export function toBroadbandError(e: UpstreamError, notFound: ErrorCode = 'not_found'): ApiError {
  if (e.kind === 'http' && e.status !== undefined && e.status < 500) {
    const text = e.message.trim();
    const known = KNOWN_TEXTS.find(([re]) => re.test(text));
    if (known) return new ApiError(known[1], undefined, undefined, known[2]);
    const own = OWN_WORDS.find(([re]) => re.test(text));
    if (own) return new ApiError(own[1], text);
    if (e.status === 404) return new ApiError(notFound);
    // Any other conflict is a visit's time (a reschedule that would put the scope after the install).
    if (e.status === 409) return new ApiError('slot_taken');
    if (e.status === 400) return new ApiError('bad_input', mentionsUpstreamField(e.message) ? FORMAT_INVALID : e.message);
  }
  return toApiError(e);
}

export function unwrap<T>(res: UpstreamResult<T>, notFound?: ErrorCode): T {
  if (!res.ok) throw toBroadbandError(res.error, notFound);
  return res.data;
}
