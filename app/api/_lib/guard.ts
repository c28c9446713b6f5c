import 'server-only';
import { getCustomer } from '@/lib/customer/calls';
import { ApiError } from '@/lib/errors';
import { isSignedIn } from '@/lib/session';
import { markSuspended } from '@/lib/session/rules';
import type { RequestContext } from '@/lib/upstream/context';
import type { Idempotent } from './idempotent';

/**
 * Which sessions a route serves beyond the signed-in check. `suspended: 'allow'` is for the few
 * routes a suspended account still needs (its page's sign-out, choosing another of its
 * accounts, the help centre's chat); `'refuse'` for public routes that act for the session's
 * customer (its cart). withCustomer refuses by default, withPublic allows.
 */
export type RouteOptions = {
  suspended?: 'allow' | 'refuse';
  /** A route that moves money or redeems value: one run per Idempotency-Key (app/api/_lib/idempotent.ts). */
  idempotent?: Idempotent;
  /** A smaller cap than REQUEST_BODY_MAX_BYTES on the body (413 over it, before it is read). */
  bodyMaxBytes?: number;
};

/**
 * The pages' guard chain, for route handlers (issue 10, finding 4): "Suspended accounts: only
 * the suspended page" (account-management.md, roles), so a session acting for a suspended
 * customer account is refused with 403 account_suspended. The check is the pages' own read:
 * the cached customer lookup (data entities, 3 minutes; no extra upstream call per request),
 * and "a failure to look up the suspended state is treated as not suspended". A session with
 * no account chosen yet acts for none.
 */
export async function refuseSuspended(rc: RequestContext): Promise<void> {
  const s = rc.session;
  if (!isSignedIn(s) || !s.customerUuid || !s.customerUuids?.includes(s.customerUuid)) return;
  const customer = await getCustomer(rc, s.customerUuid);
  // A token the upstream refused ends the session here, as it would in the route's own call.
  if (rc.ended) throw new ApiError('session_ended');
  if (customer.ok && customer.data.suspended) {
    // Found suspended after sign-in: from now on proxy.ts keeps the pages to the suspended one too.
    markSuspended(s, s.customerUuid, true, Date.now());
    rc.dirty = true;
    throw new ApiError('account_suspended');
  }
}
