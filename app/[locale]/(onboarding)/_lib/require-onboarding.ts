import 'server-only';
import { notFound } from 'next/navigation';
import { getFlags } from '@/lib/config/calls';
import { routeGateOpen } from '@/lib/flags';
import { requireCustomer } from '@/lib/session/guards';

/**
 * Every onboarding page (docs/onboarding-contract.md §4): the `mobileOnboarding` gate first (off:
 * not-found for everyone), then signed in (else sign-in and back to `path`). The proxy does both
 * coarsely; the page checks again.
 */
export async function requireOnboarding(path: string) {
  if (!routeGateOpen('mobileOnboarding', await getFlags())) notFound();
  return requireCustomer(path);
}
