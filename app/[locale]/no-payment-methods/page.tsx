import { getTranslations } from 'next-intl/server';
import { BlockedAccountPage, blockedAccountMetadata } from '@/app/[locale]/_components/blocked-account-page';
import { getFlags } from '@/lib/config/calls';
import { routeGateOpen } from '@/lib/flags';

export const generateMetadata = () => blockedAccountMetadata('noPaymentMethods');

/**
 * Where the profile guard sends an account without cards or parent billing routes. "Add a card"
 * first: the add-card screen is open without a card and brings the customer into the profile.
 */
export default async function NoPaymentMethodsPage() {
  const [t, to, flags] = await Promise.all([getTranslations('cards'), getTranslations('onboarding.links'), getFlags()]);
  // A new customer with a SIM in hand activates it here: the activation takes the card with the plan.
  const activate = routeGateOpen('mobileOnboarding', flags) ? [{ href: '/mobile-onboarding', text: to('activateSim') }] : [];
  return (
    <BlockedAccountPage
      namespace="noPaymentMethods"
      path="/no-payment-methods"
      icon="card"
      tone="warning"
      ways={[
        { href: `/profile/balance/payment-methods/add?redirect=${encodeURIComponent('/profile')}`, text: t('add') },
        ...activate,
        { href: '/help/search?q=payment%20card', label: 'addCardHelp' },
        { href: '/plans', label: 'browsePlans' },
      ]}
    />
  );
}
