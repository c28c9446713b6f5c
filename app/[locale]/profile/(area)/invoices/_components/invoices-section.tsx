'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { formatCents } from '@/components/format/format-money';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { QuerySection } from '@/components/ui/section-state';
import type { InvoicePage, InvoiceSummary } from '@/lib/billing/money-types';
import styles from '../../account/_components/documents.module.css';
import { DocumentTable, InvoiceStatusBadge, useShowDate, useShowPeriod } from '../../account/_components/shared';
import { useInvoicePage } from '../../account/_lib/queries';

const hrefFor = (page: number) => `/profile/invoices?page=${page}`;
export const invoiceHref = (number: string) => `/profile/account/invoices/${encodeURIComponent(number)}`;

/**
 * One page of the invoices (GET /api/customer/invoices?page=N): the overdue alert, "Current
 * period" (the OPEN invoice: "OPEN is the current period") and "Previous invoices" with the pager.
 * `initial` is the server's first view; without it the browser reads the page (Try again on failure).
 */
export function InvoicesSection({ page, initial }: { page: number; initial?: InvoicePage }) {
  const t = useTranslations('invoices');
  const query = useInvoicePage(page, initial);
  return (
    <QuerySection query={query} title={t('title')} rows={6}>
      {(data) =>
        !data.current && data.pageInfo.totalItems === 0 ? (
          <EmptyState id="invoices-empty" icon="package" title={t('empty')}>
            <p>{t('emptyBody')}</p>
          </EmptyState>
        ) : (
          <div className={styles.stack}>
            {data.hasOverdue && <OverdueAlert data={data} />}
            {data.current && <CurrentPeriod invoice={data.current} />}
            <section className={styles.section} aria-labelledby="invoices-previous">
              <h2 id="invoices-previous">{t('previous')}</h2>
              {data.previous.length === 0 ? (
                <p className={styles.muted}>{t('noPrevious')}</p>
              ) : (
                <InvoiceTable invoices={data.previous} page={data.pageInfo.page} totalPages={data.pageInfo.totalPages} />
              )}
              <Pager page={data.pageInfo.page} totalPages={data.pageInfo.totalPages} hrefFor={hrefFor} label={t('pages')} />
            </section>
          </div>
        )
      }
    </QuerySection>
  );
}

/** "An overdue banner when one is OVERDUE": a link to it when it is on this page, else to pay the bill. */
function OverdueAlert({ data }: { data: InvoicePage }) {
  const t = useTranslations('invoices');
  const overdue = data.previous.find((i) => i.status === 'OVERDUE');
  return (
    <Alert tone="warning" title={t('overdue')} live="off">
      {overdue ? (
        <>
          <p>{t('overdueBody', { number: overdue.number, amount: formatCents(overdue.remainingCents) })}</p>
          <p>
            <Link href={invoiceHref(overdue.number)}>{t('overdueLink', { number: overdue.number })}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{t('overdueElsewhere')}</p>
          <p>
            <Link href="/profile/pay-bill">{t('payBill')}</Link>
          </p>
        </>
      )}
    </Alert>
  );
}

function CurrentPeriod({ invoice }: { invoice: InvoiceSummary }) {
  const t = useTranslations('invoices');
  const showPeriod = useShowPeriod();
  return (
    <section className={styles.card} aria-labelledby="invoices-current">
      <div className={styles.spread}>
        <h2 id="invoices-current">{t('current')}</h2>
        <InvoiceStatusBadge status={invoice.status} />
      </div>
      <p className={styles.muted}>{t('currentBody', showPeriod(invoice.periodFrom, invoice.periodUpto))}</p>
      <div className={styles.spread}>
        <p className={styles.big}>
          <span className="visually-hidden">{t('currentTotal')} </span>
          {formatCents(invoice.grandTotalCents)}
        </p>
        <Link href={invoiceHref(invoice.number)}>{t('view', { number: invoice.number })}</Link>
      </div>
    </section>
  );
}

function InvoiceTable({ invoices, page, totalPages }: { invoices: InvoiceSummary[]; page: number; totalPages: number }) {
  const t = useTranslations('invoices');
  const showDate = useShowDate();
  const c = (k: 'number' | 'date' | 'due' | 'total' | 'remaining' | 'status') => t(`columns.${k}`);
  return (
    <DocumentTable
      caption={t('caption', { page, totalPages })}
      columns={[{ label: c('number') }, { label: c('date') }, { label: c('due') }, { label: c('total'), num: true }, { label: c('remaining'), num: true }, { label: c('status') }]}
    >
      {invoices.map((i) => (
        <tr key={i.number}>
          <th scope="row" className={styles.lead}>
            <Link href={invoiceHref(i.number)}>{i.number}</Link>
          </th>
          <td data-label={c('date')} className={styles.nowrap}>
            {showDate(i.date)}
          </td>
          <td data-label={c('due')} className={styles.nowrap}>
            {showDate(i.dueDate) || '–'}
          </td>
          <td data-label={c('total')} className={styles.num}>
            {formatCents(i.grandTotalCents)}
          </td>
          <td data-label={c('remaining')} className={`${styles.num} ${i.remainingCents > 0 ? styles.strong : ''}`}>
            {formatCents(i.remainingCents)}
          </td>
          <td className={styles.end}>
            <InvoiceStatusBadge status={i.status} />
          </td>
        </tr>
      ))}
    </DocumentTable>
  );
}
