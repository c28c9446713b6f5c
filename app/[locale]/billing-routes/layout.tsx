import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { getFlags } from '@/lib/config/calls';
import { routeGateOpen } from '@/lib/flags';
import ProfileAreaLayout from '../profile/(area)/layout';

// Per request: the flags and the session decide (never prerendered at build, when no upstream runs).
export const dynamic = 'force-dynamic';

/**
 * "/billing-routes (flag)" is one of the spec's other screens, outside /profile; it is drawn in
 * the account area all the same (its navigation, the guard chain: signed in, an account chosen,
 * verified, not suspended, a card or a parent route). The flag first: with billing routing off
 * it is not-found for everyone, signed in or not (a signed-out visit does not pass the proxy).
 */
export default async function BillingRoutesLayout({ children }: { children: ReactNode }) {
  if (!routeGateOpen('billingRoutes', await getFlags())) notFound();
  return <ProfileAreaLayout>{children}</ProfileAreaLayout>;
}
