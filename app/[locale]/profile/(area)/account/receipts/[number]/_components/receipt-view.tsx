'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { formatCents } from '@/components/format/format-money';
import { QuerySection } from '@/components/ui/section-state';
import type { Receipt } from '@/lib/billing/money-types';
import { DownloadLink } from '../../../_components/download-link';
import styles from '../../../_components/documents.module.css';
import { DocumentNotFound, isNotFound } from '../../../_components/not-found';
import { Fields, useShowDate } from '../../../_components/shared';
import { moneyPaths, useReceipt } from '../../../_lib/queries';

/** One receipt: what was paid and how, the bank details (name, number, reference code, particulars, reference, code) and its PDF. `initial`: the server's first view. */
export function ReceiptView({ number, invoicesOn, initial }: { number: string; invoicesOn: boolean; initial?: Receipt }) {
  const t = useTranslations('receipts');
  const tErr = useTranslations('errors');
  const query = useReceipt(number, initial);
  if (isNotFound(query)) return <DocumentNotFound text={tErr('receiptNotFound', { number })} back={t('back')} backHref="/profile/receipts" />;
  return (
    <QuerySection query={query} title={t('number', { number })} rows={6}>
      {(receipt) => <ReceiptBody receipt={receipt} invoicesOn={invoicesOn} />}
    </QuerySection>
  );
}

function ReceiptBody({ receipt, invoicesOn }: { receipt: Receipt; invoicesOn: boolean }) {
  const t = useTranslations('receipts');
  const showDate = useShowDate();
  const invoice = !receipt.invoiceNumber ? (
    t('noInvoice')
  ) : invoicesOn ? (
    <Link href={`/profile/account/invoices/${encodeURIComponent(receipt.invoiceNumber)}`}>{receipt.invoiceNumber}</Link>
  ) : (
    receipt.invoiceNumber
  );
  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-label={t('receipt')}>
        <Fields
          items={[
            [t('fields.date'), showDate(receipt.date)],
            [t('fields.amount'), <strong key="a">{formatCents(receipt.amountCents)}</strong>],
            [t('fields.method'), receipt.method || '–'],
            [t('fields.invoice'), invoice],
          ]}
        />
        <DownloadLink href={moneyPaths.receiptPdf(receipt.number)} fileName={`${receipt.number}.pdf`} />
      </section>
      <section className={styles.card} aria-labelledby="receipt-bank">
        <h2 id="receipt-bank">{t('bank')}</h2>
        <p className={styles.muted}>{t('bankBody')}</p>
        <Fields
          items={[
            [t('fields.bankAccountName'), receipt.bankAccountName],
            [t('fields.bankAccountNumber'), receipt.bankAccountNumber],
            [t('fields.referenceCode'), receipt.referenceCode],
            [t('fields.particulars'), receipt.particulars],
            [t('fields.reference'), receipt.reference],
            [t('fields.code'), receipt.code],
          ]}
        />
      </section>
    </div>
  );
}
