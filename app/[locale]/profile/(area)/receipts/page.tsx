import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PageHeading } from '@/components/ui/page-heading';
import { receiptPage } from '@/lib/billing/document-calls';
import { pageFromQuery } from '@/lib/profile/paging';
import { firstView } from '../../_lib/first-view';
import { requireScreen } from '../../_lib/require-screen';
import { ReceiptsSection } from './_components/receipts-section';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('receipts');
  return { title: t('title') };
}

/**
 * receipts (flag, on as shipped): the receipts of the customer's payments, 10 a page (`?page=N`), the first view
 * rendered by the server; a page past the last goes to the last.
 */
export default async function ReceiptsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { flags } = await requireScreen('receipts');
  const page = pageFromQuery((await searchParams).page);
  const first = await firstView(`/profile/receipts?page=${page}`, (ctx) => receiptPage(ctx, page));
  const last = first?.pageInfo.totalPages ?? 0;
  if (last > 0 && page > last) redirect(`/profile/receipts?page=${last}`);
  const t = await getTranslations('receipts');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={['receipts']}>
        <ReceiptsSection page={page} invoicesOn={flags.invoices} initial={first} />
      </ClientMessages>
    </>
  );
}
