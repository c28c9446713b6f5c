import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { prefill, TopUpScreen } from '../../../../_lib/money-screens';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('topUp');
  return { title: t('title') };
}

/** broadband/balance/top-up (prepay): the top-up screen for the broadband tab's current service (issue 30). */
export default async function BroadbandTopUpPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <TopUpScreen id="broadband/balance/top-up" initialAmount={prefill((await searchParams).amount)} />;
}
