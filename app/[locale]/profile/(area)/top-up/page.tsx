import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { autoTopUp } from '@/lib/billing/money-calls';
import { firstView } from '../../_lib/first-view';
import { prefill, TopUpScreen } from '../../_lib/money-screens';
import { requireScreen } from '../../_lib/require-screen';
import { AutoTopUpSection } from './_components/auto-top-up';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('topUp');
  return { title: t('title') };
}

/**
 * top-up (prepay, activated, not hidden by hidePrepayTopUp): a top-up through the payment step
 * (the screen itself: _lib/money-screens.tsx), and the number's auto top-up beneath; each fails on its own.
 */
export default async function TopUpPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireScreen('top-up');
  const [query, auto] = await Promise.all([searchParams, firstView('/profile/top-up', autoTopUp)]);
  return <TopUpScreen id="top-up" initialAmount={prefill(query.amount)} extra={<AutoTopUpSection initial={auto} />} />;
}
