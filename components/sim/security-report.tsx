'use client';

import { useLocale, useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { QuerySection } from '@/components/ui/section-state';
import { formatChargeTime } from '@/components/usage/format';
import { PAGE_SIZE } from '@/lib/profile/paging';
import type { BlockedItem, BlockedReport } from '@/lib/sim/types';
import { useBlockedReport } from './security-queries';
import styles from './settings.module.css';

export const REPORTS_PATH = '/profile/mobile/security/reports';
const hrefFor = (page: number) => `${REPORTS_PATH}?page=${page}`;

/**
 * Blocked calls and texts (mobile/security/reports): a table 'When', 'Type', 'From', 'Why',
 * newest first, 10 a page with the pager (the page in the URL); 'Nothing blocked yet' when empty.
 */
export function BlockedReportSection({ page, initial }: { page: number; initial?: BlockedReport }) {
  const t = useTranslations('callSecurity');
  const query = useBlockedReport(page, initial);
  return (
    <QuerySection query={query} title={t('reports.title')} rows={10}>
      {(report) =>
        report.totalCount === 0 ? (
          <EmptyState id="report-empty" icon="phone" title={t('nothingBlocked')}>
            <p>{t('nothingBlockedHint')}</p>
          </EmptyState>
        ) : (
          <div className={styles.panel}>
            <ReportTable items={report.items} />
            <Pager page={page} totalPages={Math.ceil(report.totalCount / PAGE_SIZE)} hrefFor={hrefFor} label={t('reportPages')} />
          </div>
        )
      }
    </QuerySection>
  );
}

function ReportTable({ items }: { items: BlockedItem[] }) {
  const t = useTranslations('callSecurity');
  const locale = useLocale();
  return (
    <table className={styles.table}>
      <caption>{t('table.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.when')}</th>
          <th scope="col">{t('table.type')}</th>
          <th scope="col">{t('table.from')}</th>
          <th scope="col">{t('table.why')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, i) => (
          <tr key={`${item.at}-${i}`}>
            <td data-label={t('table.when')}>{formatChargeTime(item.at, locale, true)}</td>
            <td data-label={t('table.type')}>{t(`kind.${item.kind}`)}</td>
            <td data-label={t('table.from')}>{item.reason === 'withheld' || item.from === 'Withheld' ? t('withheldCaller') : item.from}</td>
            <td data-label={t('table.why')}>{t(`reason.${item.reason}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
