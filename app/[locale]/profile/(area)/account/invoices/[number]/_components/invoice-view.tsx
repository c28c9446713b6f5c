'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { formatCents } from '@/components/format/format-money';
import { ButtonLink } from '@/components/ui/button-link';
import { QuerySection } from '@/components/ui/section-state';
import type { ExplainerLine, Invoice, InvoiceLine, InvoicePayment } from '@/lib/billing/money-types';
import { DownloadLink } from '../../../_components/download-link';
import styles from '../../../_components/documents.module.css';
import { DocumentNotFound, isNotFound } from '../../../_components/not-found';
import { DocumentTable, Fields, InvoiceStatusBadge, useShowDate, useShowPeriod } from '../../../_components/shared';
import { moneyPaths, useInvoice } from '../../../_lib/queries';

/**
 * One invoice: number, status, dates, GST number, totals, remaining; its purchases, charges and
 * payments; the bill explainer ("what differs from the previous one, line by line"); the PDF
 * (`{number}.pdf`) and "Pay now" while money remains on a closed bill. `initial`: the server's first view.
 */
export function InvoiceView({ number, initial }: { number: string; initial?: Invoice }) {
  const t = useTranslations('invoices');
  const tErr = useTranslations('errors');
  const query = useInvoice(number, initial);
  if (isNotFound(query)) return <DocumentNotFound text={tErr('invoiceNotFound', { number })} back={t('back')} backHref="/profile/invoices" />;
  return (
    <QuerySection query={query} title={t('number', { number })} rows={8}>
      {(invoice) => <InvoiceBody invoice={invoice} />}
    </QuerySection>
  );
}

function InvoiceBody({ invoice }: { invoice: Invoice }) {
  const t = useTranslations('invoices');
  const showDate = useShowDate();
  const showPeriod = useShowPeriod();
  const owing = invoice.remainingCents > 0 && (invoice.status === 'DUE' || invoice.status === 'OVERDUE');
  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-label={t('invoice')}>
        <div className={styles.row}>
          <span className={styles.muted}>{t('status')}</span>
          <InvoiceStatusBadge status={invoice.status} />
        </div>
        <Fields
          items={[
            [t('fields.date'), showDate(invoice.date)],
            [t('fields.dueDate'), showDate(invoice.dueDate) || '–'],
            [t('fields.period'), t('periodRange', showPeriod(invoice.periodFrom, invoice.periodUpto))],
            [t('fields.gstNumber'), invoice.gstNumber],
            [t('fields.total'), formatCents(invoice.grandTotalCents)],
            [t('fields.gst'), formatCents(invoice.gstCents)],
            [t('fields.discount'), formatCents(invoice.discountCents)],
            [t('fields.remaining'), <strong key="r">{formatCents(invoice.remainingCents)}</strong>],
          ]}
        />
        <div className={styles.row}>
          <DownloadLink href={moneyPaths.invoicePdf(invoice.number)} fileName={`${invoice.number}.pdf`} />
          {owing && <ButtonLink href="/profile/pay-bill">{t('payNow')}</ButtonLink>}
        </div>
        {owing && <p className={styles.muted}>{t('payNowBody', { amount: formatCents(invoice.remainingCents) })}</p>}
      </section>
      <Explainer invoice={invoice} />
      <Lines id="invoice-purchases" title={t('purchases')} lines={invoice.purchases} />
      <Lines id="invoice-charges" title={t('charges')} lines={invoice.charges} />
      <Payments payments={invoice.payments} />
    </div>
  );
}

function Explainer({ invoice }: { invoice: Invoice }) {
  const t = useTranslations('invoices.explainer');
  const { previousNumber: previous, totalChangeCents: total, lines } = invoice.explainer;
  if (!previous) {
    return (
      <section className={styles.card} aria-labelledby="invoice-explainer">
        <h2 id="invoice-explainer">{t('first')}</h2>
        <p className={styles.muted}>{t('firstBody')}</p>
      </section>
    );
  }
  const amount = formatCents(Math.abs(total));
  return (
    <section className={styles.card} aria-labelledby="invoice-explainer">
      <h2 id="invoice-explainer">{t('title', { previous })}</h2>
      <p>{total > 0 ? t('total', { amount, previous }) : total < 0 ? t('totalDown', { amount, previous }) : t('totalSame', { previous })}</p>
      <ul className={styles.changes}>
        {lines.map((line) => (
          <li key={line.description}>
            <ChangeBadge change={line.change} />
            <span>{explainLine(t, line)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

type ExplainerT = ReturnType<typeof useTranslations<'invoices.explainer'>>;
function explainLine(t: ExplainerT, line: ExplainerLine): string {
  const values = {
    description: line.description,
    previous: formatCents(line.previousCents ?? 0),
    current: formatCents(line.currentCents ?? 0),
    change: formatCents(Math.abs(line.changeCents)),
  };
  return t(line.change, values);
}

function ChangeBadge({ change }: { change: ExplainerLine['change'] }) {
  const t = useTranslations('invoices.explainer.badges');
  const glyph = { new: '+', gone: '−', up: '↑', down: '↓', same: '=' }[change];
  return (
    <span className={styles.change} data-change={change} aria-hidden="true" title={t(change)}>
      {glyph}
    </span>
  );
}

function Lines({ id, title, lines }: { id: string; title: string; lines: InvoiceLine[] }) {
  const t = useTranslations('invoices');
  const showDate = useShowDate();
  // Plan charges have no date of their own: no Date column where no line has one.
  const dated = lines.some((l) => l.date);
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {lines.length === 0 ? (
        <p className={styles.muted}>{t('none')}</p>
      ) : (
        <DocumentTable labelledBy={id} columns={[{ label: t('lineColumns.description') }, ...(dated ? [{ label: t('lineColumns.date') }] : []), { label: t('lineColumns.amount'), num: true }]}>
          {lines.map((l, i) => (
            <tr key={`${l.description}-${i}`}>
              <th scope="row" className={styles.lead}>
                {l.description}
              </th>
              {dated && (
                <td data-label={t('lineColumns.date')} className={styles.nowrap}>
                  {showDate(l.date) || '–'}
                </td>
              )}
              <td data-label={t('lineColumns.amount')} className={styles.num}>
                {formatCents(l.amountCents)}
              </td>
            </tr>
          ))}
        </DocumentTable>
      )}
    </section>
  );
}

function Payments({ payments }: { payments: InvoicePayment[] }) {
  const t = useTranslations('invoices');
  const showDate = useShowDate();
  return (
    <section className={styles.section} aria-labelledby="invoice-payments">
      <h2 id="invoice-payments">{t('payments')}</h2>
      {payments.length === 0 ? (
        <p className={styles.muted}>{t('none')}</p>
      ) : (
        <DocumentTable
          labelledBy="invoice-payments"
          columns={[{ label: t('lineColumns.date') }, { label: t('lineColumns.receipt') }, { label: t('lineColumns.method') }, { label: t('lineColumns.amount'), num: true }]}
        >
          {payments.map((p, i) => (
            <tr key={`${p.receiptNumber ?? ''}-${i}`}>
              <th scope="row" className={`${styles.lead} ${styles.nowrap}`}>
                {showDate(p.date)}
              </th>
              <td data-label={t('lineColumns.receipt')}>
                {p.receiptNumber ? <Link href={`/profile/account/receipts/${encodeURIComponent(p.receiptNumber)}`}>{p.receiptNumber}</Link> : '–'}
              </td>
              <td data-label={t('lineColumns.method')}>{p.method}</td>
              <td data-label={t('lineColumns.amount')} className={styles.num}>
                {formatCents(p.amountCents)}
              </td>
            </tr>
          ))}
        </DocumentTable>
      )}
    </section>
  );
}
