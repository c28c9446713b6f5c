import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { decodeSegment } from '@/lib/errors/input';
import { requireScreen } from '../../../../_lib/require-screen';
import { ReceiptView } from './_components/receipt-view';

type Props = { params: Promise<{ number: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('receipts');
  return { title: t('number', { number: decodeSegment((await params).number) ?? '' }) };
}

/** account/receipts/:number (flag): one receipt, read by the browser (a failure shows Try again). */
export default async function ReceiptPage({ params }: Props) {
  const { flags } = await requireScreen('receipt');
  // Next hands pages their segments percent-encoded; a malformed one is no receipt (not a 500).
  const number = decodeSegment((await params).number);
  if (!number) notFound();
  const t = await getTranslations('receipts');
  return (
    <>
      <p>
        <Link href="/profile/receipts">← {t('back')}</Link>
      </p>
      <h1>{t('number', { number })}</h1>
      <ClientMessages namespaces={['receipts', 'invoices']}>
        <ReceiptView number={number} invoicesOn={flags.invoices} />
      </ClientMessages>
    </>
  );
}
