import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PaymentMethodsScreen } from '../../_lib/money-screens';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('cards');
  return { title: t('title') };
}

/** payment-methods: the saved cards (the screen itself: _lib/money-screens.tsx). */
export default function PaymentMethodsPage() {
  return <PaymentMethodsScreen id="payment-methods" />;
}
