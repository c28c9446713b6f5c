import 'server-only';
import { broadbandHoldings } from '@/lib/broadband/account';
import { getFlags } from '@/lib/config/calls';
import { AccountUnavailable, loadAccount } from '@/lib/customer/account';
import { landingAfterSignIn } from '@/lib/customer/rules';
import { markSuspended } from '@/lib/session/rules';
import type { RequestContext } from '@/lib/upstream/context';

/**
 * Where a fresh sign-in (local or social) lands: the guard chain over the account's facts, or
 * the same-site `target`. Also selects the current product in the session.
 */
export async function landingAfterAuth(rc: RequestContext, target: string | undefined): Promise<string> {
  const s = rc.session;
  const accounts = s.customerUuids?.length ?? 0;
  if (accounts !== 1 || !s.customerUuid) {
    const to = landingAfterSignIn({ signedIn: true, emailVerified: true, suspended: false, hasPaymentMethod: true, hasAddons: true, accounts, accountChosen: false, redirect: target });
    return accounts === 0 ? '/no-plans-page' : to;
  }
  // The sign-in itself succeeded: if the account cannot be read right now, the profile shows
  // that with a retry, rather than failing a correct sign-in.
  const account = await loadAccount(rc, s.customerUuid, await getFlags(), { broadband: broadbandHoldings }).catch((err: unknown) => {
    if (err instanceof AccountUnavailable) return null;
    throw err;
  });
  if (!account) return target ?? '/profile';
  rc.session.productUuid = account.current?.uuid;
  // proxy.ts keeps a suspended account to its page from here on (issue 30 item 2).
  markSuspended(rc.session, s.customerUuid, account.facts.suspended, Date.now());
  rc.dirty = true;
  return landingAfterSignIn({ ...account.facts, accounts, accountChosen: true, redirect: target });
}
