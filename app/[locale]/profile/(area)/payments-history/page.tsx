import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PageHeading } from '@/components/ui/page-heading';
import { paymentHistory } from '@/lib/billing/calls';
import { pageFromQuery } from '@/lib/profile/paging';
import { firstView } from '../../_lib/first-view';
import { requireScreen } from '../../_lib/require-screen';
import { PaymentsSection } from './_components/payments-section';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('paymentsHistory');
  return { title: t('title') };
}

/**
 * payments-history: the customer's card payments, 14 a page, newest first. The server renders
 * page N's first view (`?page=N`; anything else is page 1); a page past the last goes to the last.
 */
export default async function PaymentsHistoryPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireScreen('payments-history');
  const page = pageFromQuery((await searchParams).page);
  // An upstream failure: no first view; the section asks again from the browser (Try again).
  const first = await firstView(`/profile/payments-history?page=${page}`, (ctx) => paymentHistory(ctx, page));
  const last = first?.pageInfo.totalPages ?? 0;
  if (last > 0 && page > last) redirect(`/profile/payments-history?page=${last}`);
  const t = await getTranslations('paymentsHistory');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={['paymentsHistory']}>
        <PaymentsSection page={page} initial={first} />
      </ClientMessages>
    </>
  );
}
