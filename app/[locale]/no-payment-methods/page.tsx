import { BlockedAccountPage, blockedAccountMetadata } from '@/app/[locale]/_components/blocked-account-page';

export const generateMetadata = () => blockedAccountMetadata('noPaymentMethods');

/** Where the profile guard sends an account without cards or parent billing routes. */
export default function NoPaymentMethodsPage() {
  return (
    <BlockedAccountPage
      namespace="noPaymentMethods"
      path="/no-payment-methods"
      icon="card"
      tone="warning"
      ways={[
        { href: '/help/search?q=payment%20card', label: 'addCardHelp' },
        { href: '/plans', label: 'browsePlans' },
      ]}
    />
  );
}
