import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PaymentMethodsScreen } from '../../../../_lib/money-screens';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('cards');
  return { title: t('title') };
}

/** broadband/balance/payment-methods: the account's saved cards, under the broadband tab (issue 30). */
export default function BroadbandPaymentMethodsPage() {
  return <PaymentMethodsScreen id="broadband/balance/payment-methods" />;
}
