import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PageHeading } from '@/components/ui/page-heading';
import { pageFromQuery } from '@/lib/profile/paging';
import { requireScreen } from '../../_lib/require-screen';
import { ReceiptsSection } from './_components/receipts-section';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('receipts');
  return { title: t('title') };
}

/** receipts (flag, on as shipped): the receipts of the customer's payments, 10 a page (`?page=N`). */
export default async function ReceiptsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { flags } = await requireScreen('receipts');
  const page = pageFromQuery((await searchParams).page);
  const t = await getTranslations('receipts');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={['receipts']}>
        <ReceiptsSection page={page} invoicesOn={flags.invoices} />
      </ClientMessages>
    </>
  );
}
