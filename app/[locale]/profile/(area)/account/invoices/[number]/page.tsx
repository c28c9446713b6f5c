import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { decodeSegment } from '@/lib/errors/input';
import { requireScreen } from '../../../../_lib/require-screen';
import { InvoiceView } from './_components/invoice-view';

type Props = { params: Promise<{ number: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('invoices');
  return { title: t('number', { number: decodeSegment((await params).number) ?? '' }) };
}

/** account/invoices/:number (flag): one invoice, read by the browser (a failure shows Try again). */
export default async function InvoicePage({ params }: Props) {
  await requireScreen('invoice');
  // Next hands pages their segments percent-encoded; a malformed one is no invoice (not a 500).
  const number = decodeSegment((await params).number);
  if (!number) notFound();
  const t = await getTranslations('invoices');
  return (
    <>
      <p>
        <Link href="/profile/invoices">← {t('back')}</Link>
      </p>
      <h1>{t('number', { number })}</h1>
      <ClientMessages namespaces={['invoices']}>
        <InvoiceView number={number} />
      </ClientMessages>
    </>
  );
}
