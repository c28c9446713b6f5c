import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PageHeading } from '@/components/ui/page-heading';
import { invoicePage } from '@/lib/billing/document-calls';
import { pageFromQuery } from '@/lib/profile/paging';
import { firstView } from '../../_lib/first-view';
import { requireScreen } from '../../_lib/require-screen';
import { InvoicesSection } from './_components/invoices-section';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('invoices');
  return { title: t('title') };
}

/**
 * invoices (flag): "paged list starting at page 1, OPEN as the current period and the rest as
 * previous, an overdue banner when one is OVERDUE". The page is in the URL (`?page=N`); the
 * server renders its first view, and a page past the last goes to the last.
 */
export default async function InvoicesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireScreen('invoices');
  const page = pageFromQuery((await searchParams).page);
  const first = await firstView(`/profile/invoices?page=${page}`, (ctx) => invoicePage(ctx, page));
  const last = first?.pageInfo.totalPages ?? 0;
  if (last > 0 && page > last) redirect(`/profile/invoices?page=${last}`);
  const t = await getTranslations('invoices');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={['invoices']}>
        <InvoicesSection page={page} initial={first} />
      </ClientMessages>
    </>
  );
}
