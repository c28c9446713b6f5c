import 'server-only';
import { getFlags } from '@/lib/config/calls';
import { AccountUnavailable, loadAccount } from '@/lib/customer/account';
import { landingAfterSignIn } from '@/lib/customer/rules';
import type { RequestContext } from '@/lib/upstream/context';

/** Where a session that was just created should land: the guard chain of sign-in. */
export async function landingFor(rc: RequestContext, target: string | undefined): Promise<string> {
  const s = rc.session;
  const accounts = s.customerUuids?.length ?? 0;
  if (accounts !== 1 || !s.customerUuid) {
    const to = landingAfterSignIn({ signedIn: true, emailVerified: true, suspended: false, hasPaymentMethod: true, hasAddons: true, accounts, accountChosen: false, redirect: target });
    return accounts === 0 ? '/no-plans-page' : to;
  }
  // The sign-in itself succeeded: if the account cannot be read right now, the profile shows
  // that with a retry, rather than failing a correct password.
  const account = await loadAccount(rc, s.customerUuid, await getFlags()).catch((err: unknown) => {
    if (err instanceof AccountUnavailable) return null;
    throw err;
  });
  if (!account) return target ?? '/profile';
  rc.session.productUuid = account.current?.uuid;
  return landingAfterSignIn({ ...account.facts, accounts, accountChosen: true, redirect: target });
}
