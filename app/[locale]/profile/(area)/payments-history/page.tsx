import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PaymentsHistoryScreen } from '../../_lib/money-screens';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('paymentsHistory');
  return { title: t('title') };
}

/** payments-history: the customer's card payments, 14 a page (the screen itself: _lib/money-screens.tsx). */
export default function PaymentsHistoryPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <PaymentsHistoryScreen id="payments-history" searchParams={searchParams} />;
}
