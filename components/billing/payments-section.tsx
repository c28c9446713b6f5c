'use client';

import { useTranslations } from 'next-intl';
import { usePayments } from '@/components/billing/payments-queries';
import { formatCents } from '@/components/format/format-money';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { QuerySection } from '@/components/ui/section-state';
import type { PaymentHistory, PaymentItem, ShownPaymentStatus } from '@/lib/billing/types';
import styles from './payments.module.css';

const PATH = '/profile/payments-history';

const STATUS_KEY = {
  REFUNDED: 'REFUNDED',
  COMPLETED: 'COMPLETED',
  OTHERS: 'OTHERS',
  FAILED: 'FAILED',
  DECLINED: 'DECLINED',
  'ACTION REQ': 'ACTION_REQ',
  PENDING: 'PENDING',
  UNKNOWN: 'UNKNOWN',
} as const satisfies Record<ShownPaymentStatus, string>;

/** Colour follows the shown status; the text always says it. */
const STATUS_TONE: Record<ShownPaymentStatus, string | undefined> = {
  REFUNDED: styles.info,
  COMPLETED: styles.done,
  OTHERS: undefined,
  FAILED: styles.failed,
  DECLINED: styles.failed,
  'ACTION REQ': styles.action,
  PENDING: undefined,
  UNKNOWN: undefined,
};

/**
 * One page of the payment history: the server's first view of page N, then react-query (a failure
 * shows its error with an empty list and Try again). The pager's links put the page in the URL.
 */
export function PaymentsSection({ page, initial, path = PATH }: { page: number; initial?: PaymentHistory; /** The screen's own path (the broadband balance area's too). */ path?: string }) {
  const hrefFor = (n: number) => `${path}?page=${n}`;
  const t = useTranslations('paymentsHistory');
  const query = usePayments(page, initial);
  return (
    <QuerySection query={query} title={t('title')} rows={6}>
      {(data) =>
        data.pageInfo.totalItems === 0 ? (
          <EmptyState id="payments-empty" icon="card" title={t('empty')}>
            <p>{t('emptyBody')}</p>
          </EmptyState>
        ) : (
          <>
            <PaymentsTable payments={data.payments} page={data.pageInfo.page} totalPages={data.pageInfo.totalPages} />
            <Pager page={data.pageInfo.page} totalPages={data.pageInfo.totalPages} hrefFor={hrefFor} label={t('pages')} />
          </>
        )
      }
    </QuerySection>
  );
}

function PaymentsTable({ payments, page, totalPages }: { payments: PaymentItem[]; page: number; totalPages: number }) {
  const t = useTranslations('paymentsHistory');
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('caption', { page, totalPages })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('columns.date')}</th>
          <th scope="col">{t('columns.description')}</th>
          <th scope="col" className={styles.amountHead}>
            {t('columns.amount')}
          </th>
          <th scope="col">{t('columns.status')}</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((p) => (
          <tr key={p.id}>
            <td className={styles.date}>
              <time dateTime={p.createdAt}>{p.shownDate}</time>
            </td>
            <td className={styles.description}>
              <span>{p.description}</span>
              {p.method && <span className={styles.method}>{p.method}</span>}
            </td>
            <td className={styles.amount}>{formatCents(p.amountCents)}</td>
            <td className={styles.status}>
              <span className={`${styles.badge} ${STATUS_TONE[p.status] ?? ''}`}>{t(`statuses.${STATUS_KEY[p.status]}`)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
