import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PayBillScreen } from '../../../../_lib/money-screens';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('payBill');
  return { title: t('title') };
}

/** broadband/balance/pay-bill (postpay): the pay bill screen for the broadband tab's current service (issue 30). */
export default function BroadbandPayBillPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <PayBillScreen id="broadband/balance/pay-bill" searchParams={searchParams} />;
}
