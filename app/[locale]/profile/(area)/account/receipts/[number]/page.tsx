import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { receipt } from '@/lib/billing/document-calls';
import { decodeSegment } from '@/lib/errors/input';
import { firstView } from '../../../../_lib/first-view';
import { requireScreen } from '../../../../_lib/require-screen';
import { ReceiptView } from './_components/receipt-view';

type Props = { params: Promise<{ number: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('receipts');
  return { title: t('number', { number: decodeSegment((await params).number) ?? '' }) };
}

/**
 * account/receipts/:number (flag): one receipt, its first view rendered by the server. An unknown or
 * someone else's receipt is the not-found page with HTTP 404 ('The receipt #{number} Not Found'); an
 * upstream failure leaves the browser to read it (Try again).
 */
export default async function ReceiptPage({ params }: Props) {
  const { flags } = await requireScreen('receipt');
  // Next hands pages their segments percent-encoded; a malformed one is no receipt (not a 500).
  const number = decodeSegment((await params).number);
  if (!number) notFound();
  const first = await firstView(`/profile/account/receipts/${encodeURIComponent(number)}`, (ctx) => receipt(ctx, number), { missing: 'notFound' });
  const t = await getTranslations('receipts');
  return (
    <>
      <p>
        <Link href="/profile/receipts">← {t('back')}</Link>
      </p>
      <h1>{t('number', { number })}</h1>
      <ClientMessages namespaces={['receipts', 'invoices']}>
        <ReceiptView number={number} initial={first} invoicesOn={flags.invoices} />
      </ClientMessages>
    </>
  );
}
