import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { requireCustomer, signInHref } from '@/lib/session/guards';
import { getRequestContext, leaveIfEnded } from '@/lib/upstream/request';
import { getFlags } from '@/lib/config/calls';
import { broadbandHoldings, heldTechnologies } from '@/lib/broadband/account';
import { chosenServiceId } from '@/lib/broadband/current';
import type { Technology } from '@/lib/broadband/types';
import { loadAccount, type AccountSnapshot } from '@/lib/customer/account';
import { profileGuard } from '@/lib/customer/rules';
import type { Flags } from '@/lib/flags';

export type ProfileData = {
  account: AccountSnapshot;
  flags: Flags;
  /** Whether the customer holds a fibre and a fixed wireless service (null: not known), for the menu and the screens' gates. */
  broadband: Record<Technology, boolean | null>;
  /** The sign-in's own names, for when the customer lookup failed. */
  sessionNames: { firstName: string; lastName: string; email: string };
};

/**
 * The profile guard chain, once per request (the layout and the page both call it: the layout
 * does not re-render on client navigation between tabs, so each page checks again):
 * signed in → an account chosen → "email verified, not suspended, has payment cards or parent
 * billing routes, has addons", else sign-in, select-account, the email-verify page, not-found,
 * no-payment-methods or the no-addons page. An upstream outage throws AccountUnavailable to
 * the error boundary (message and Try again); a session the upstream refused goes to sign-in.
 */
export const requireProfile = cache((): Promise<ProfileData> => guarded('full'));

/**
 * The light guard of the cardless screens (the add-card page, reachable from /no-payment-methods):
 * signed in, an account chosen, email verified, not suspended; no card or add-on check.
 */
export const requireCardless = cache((): Promise<ProfileData> => guarded('cardless'));

async function guarded(chain: 'full' | 'cardless'): Promise<ProfileData> {
  const { session, path } = await requireCustomer('/profile');
  const uuid = session.customerUuid;
  if (!uuid || !session.customerUuids.includes(uuid)) {
    // Several accounts and none chosen yet; a sign-in with no account at all has no plans.
    if (session.customerUuids.length > 0) redirect(`/select-account?redirect=${encodeURIComponent(path)}`);
    redirect('/no-plans-page');
  }

  const [ctx, flags, chosen] = await Promise.all([getRequestContext(), getFlags(), chosenServiceId()]);
  let account: AccountSnapshot;
  let broadband: Record<Technology, boolean | null>;
  try {
    // The broadband services held count for the add-on check (a fibre-only customer) and give the broadband balance area its service;
    // the kinds held (read from the same cached lists) decide which screens the menu offers.
    [account, broadband] = await Promise.all([loadAccount(ctx, uuid, flags, { broadband: (c, u) => broadbandHoldings(c, u, chosen) }), heldTechnologies(ctx, uuid)]);
  } catch (err) {
    leaveIfEnded(ctx, path);
    throw err;
  }
  leaveIfEnded(ctx, path);

  const facts = chain === 'full' ? account.facts : { ...account.facts, hasPaymentMethod: true, hasAddons: true };
  const blocked = profileGuard(facts);
  if (blocked === 'not-found') notFound();
  if (blocked === '/sign-in') redirect(signInHref(path));
  if (blocked) redirect(blocked);

  return {
    account,
    flags,
    broadband,
    sessionNames: { firstName: session.firstName ?? '', lastName: session.lastName ?? '', email: session.email ?? '' },
  };
}
