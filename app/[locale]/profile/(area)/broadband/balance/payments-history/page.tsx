import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PaymentsHistoryScreen } from '../../../../_lib/money-screens';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('paymentsHistory');
  return { title: t('title') };
}

/** broadband/balance/payments-history: the account's payments, under the broadband tab (issue 30). */
export default function BroadbandPaymentsHistoryPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <PaymentsHistoryScreen id="broadband/balance/payments-history" searchParams={searchParams} />;
}
