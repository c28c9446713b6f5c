import { getTranslations } from 'next-intl/server';
import { BlockedAccountPage, blockedAccountMetadata } from '@/app/[locale]/_components/blocked-account-page';
import { getFlags } from '@/lib/config/calls';
import { routeGateOpen } from '@/lib/flags';

export const generateMetadata = () => blockedAccountMetadata('noPlans');

/** "no-plans-page (no addons)": the profile guard's last stop; a SIM in hand is activated from here (onboarding on). */
export default async function NoPlansPage() {
  const [flags, to] = await Promise.all([getFlags(), getTranslations('onboarding.links')]);
  const activate = routeGateOpen('mobileOnboarding', flags) ? [{ href: '/mobile-onboarding', text: to('activateSim') }] : [];
  return <BlockedAccountPage namespace="noPlans" path="/no-plans-page" icon="layers" ways={[...activate, { href: '/plans', label: 'browsePlans' }]} />;
}
