import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PageHeading } from '@/components/ui/page-heading';
import { paymentHistory } from '@/lib/billing/calls';
import type { PaymentHistory } from '@/lib/billing/types';
import { ApiError } from '@/lib/errors/api-error';
import { pageFromQuery } from '@/lib/profile/paging';
import { getRequestContext, leaveIfEnded } from '@/lib/upstream/request';
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
  const here = `/profile/payments-history?page=${page}`;
  const ctx = await getRequestContext();
  let first: PaymentHistory | undefined;
  try {
    first = await paymentHistory(ctx, page);
  } catch (err) {
    leaveIfEnded(ctx, here);
    // An upstream failure: no first view; the section asks again from the browser and shows
    // the failure with Try again.
    if (!(err instanceof ApiError)) throw err;
  }
  leaveIfEnded(ctx, here);
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
