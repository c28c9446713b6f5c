import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PageHeading } from '@/components/ui/page-heading';
import { pageFromQuery } from '@/lib/profile/paging';
import { requireScreen } from '../../_lib/require-screen';
import { InvoicesSection } from './_components/invoices-section';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('invoices');
  return { title: t('title') };
}

/**
 * invoices (flag): "paged list starting at page 1, OPEN as the current period and the rest as
 * previous, an overdue banner when one is OVERDUE". The page is in the URL (`?page=N`).
 */
export default async function InvoicesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireScreen('invoices');
  const page = pageFromQuery((await searchParams).page);
  const t = await getTranslations('invoices');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={['invoices']}>
        <InvoicesSection page={page} />
      </ClientMessages>
    </>
  );
}
