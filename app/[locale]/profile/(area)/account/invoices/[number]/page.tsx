import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { invoice } from '@/lib/billing/document-calls';
import { decodeSegment } from '@/lib/errors/input';
import { firstView } from '../../../../_lib/first-view';
import { requireScreen } from '../../../../_lib/require-screen';
import { InvoiceView } from './_components/invoice-view';

type Props = { params: Promise<{ number: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('invoices');
  return { title: t('number', { number: decodeSegment((await params).number) ?? '' }) };
}

/**
 * account/invoices/:number (flag): one invoice, its first view rendered by the server. An unknown or
 * someone else's invoice is the not-found page with HTTP 404 ('The invoice #{number} Not Found'); an
 * upstream failure leaves the browser to read it (Try again).
 */
export default async function InvoicePage({ params }: Props) {
  await requireScreen('invoice');
  // Next hands pages their segments percent-encoded; a malformed one is no invoice (not a 500).
  const number = decodeSegment((await params).number);
  if (!number) notFound();
  const first = await firstView(`/profile/account/invoices/${encodeURIComponent(number)}`, (ctx) => invoice(ctx, number), { missing: 'notFound' });
  const t = await getTranslations('invoices');
  return (
    <>
      <p>
        <Link href="/profile/invoices">← {t('back')}</Link>
      </p>
      <h1>{t('number', { number })}</h1>
      <ClientMessages namespaces={['invoices']}>
        <InvoiceView number={number} initial={first} />
      </ClientMessages>
    </>
  );
}
