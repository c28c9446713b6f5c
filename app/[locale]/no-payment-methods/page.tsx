import { getTranslations } from 'next-intl/server';
import { BlockedAccountPage, blockedAccountMetadata } from '@/app/[locale]/_components/blocked-account-page';

export const generateMetadata = () => blockedAccountMetadata('noPaymentMethods');

/**
 * Where the profile guard sends an account without cards or parent billing routes. "Add a card"
 * first: the add-card screen is open without a card and brings the customer into the profile.
 */
export default async function NoPaymentMethodsPage() {
  const t = await getTranslations('cards');
  return (
    <BlockedAccountPage
      namespace="noPaymentMethods"
      path="/no-payment-methods"
      icon="card"
      tone="warning"
      ways={[
        { href: `/profile/balance/payment-methods/add?redirect=${encodeURIComponent('/profile')}`, text: t('add') },
        { href: '/help/search?q=payment%20card', label: 'addCardHelp' },
        { href: '/plans', label: 'browsePlans' },
      ]}
    />
  );
}
