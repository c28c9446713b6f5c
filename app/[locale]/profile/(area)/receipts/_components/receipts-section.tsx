'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { formatCents } from '@/components/format/format-money';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { QuerySection } from '@/components/ui/section-state';
import type { ReceiptPage, ReceiptSummary } from '@/lib/billing/money-types';
import styles from '../../account/_components/documents.module.css';
import { DocumentTable, useShowDate } from '../../account/_components/shared';
import { useReceiptPage } from '../../account/_lib/queries';

const hrefFor = (page: number) => `/profile/receipts?page=${page}`;
const receiptHref = (number: string) => `/profile/account/receipts/${encodeURIComponent(number)}`;
const invoiceHref = (number: string) => `/profile/account/invoices/${encodeURIComponent(number)}`;

/**
 * One page of the receipts (GET /api/customer/receipts?page=N), newest first: Number, Date,
 * Amount, Invoice (a link while the invoices screen is on), with the pager. `initial`: the server's first view.
 */
export function ReceiptsSection({ page, invoicesOn, initial }: { page: number; invoicesOn: boolean; initial?: ReceiptPage }) {
  const t = useTranslations('receipts');
  const query = useReceiptPage(page, initial);
  return (
    <QuerySection query={query} title={t('title')} rows={6}>
      {(data) =>
        data.pageInfo.totalItems === 0 ? (
          <EmptyState id="receipts-empty" icon="card" title={t('empty')}>
            <p>{t('emptyBody')}</p>
          </EmptyState>
        ) : (
          <>
            <ReceiptTable receipts={data.receipts} page={data.pageInfo.page} totalPages={data.pageInfo.totalPages} invoicesOn={invoicesOn} />
            <Pager page={data.pageInfo.page} totalPages={data.pageInfo.totalPages} hrefFor={hrefFor} label={t('pages')} />
          </>
        )
      }
    </QuerySection>
  );
}

function ReceiptTable({ receipts, page, totalPages, invoicesOn }: { receipts: ReceiptSummary[]; page: number; totalPages: number; invoicesOn: boolean }) {
  const t = useTranslations('receipts');
  const showDate = useShowDate();
  const c = (k: 'number' | 'date' | 'amount' | 'invoice') => t(`columns.${k}`);
  return (
    <DocumentTable caption={t('caption', { page, totalPages })} columns={[{ label: c('number') }, { label: c('date') }, { label: c('amount'), num: true }, { label: c('invoice') }]}>
      {receipts.map((r) => (
        <tr key={r.number}>
          <th scope="row" className={styles.lead}>
            <Link href={receiptHref(r.number)}>{r.number}</Link>
          </th>
          <td data-label={c('date')} className={styles.nowrap}>
            {showDate(r.date)}
          </td>
          <td data-label={c('amount')} className={`${styles.num} ${styles.strong}`}>
            {formatCents(r.amountCents)}
          </td>
          <td data-label={c('invoice')}>
            {!r.invoiceNumber ? t('noInvoice') : invoicesOn ? <Link href={invoiceHref(r.invoiceNumber)}>{r.invoiceNumber}</Link> : r.invoiceNumber}
          </td>
        </tr>
      ))}
    </DocumentTable>
  );
}
