'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatDate } from '@/components/format/format-date';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { InvoiceStatus } from '@/lib/billing/money-types';
import styles from './documents.module.css';

/** An ISO instant as the spec's day-month-year in New Zealand time (12 Nov 2026); '' for none. */
export function useShowDate(): (iso: string | null | undefined) => string {
  const locale = useLocale();
  return (iso) => (iso ? formatDate(Date.parse(iso), locale) : '');
}

/**
 * A period as its first and last day ('1 Nov 2026 – 30 Nov 2026'): the upstream's `upto` is the
 * next period's start, so the last day shown is the one before it.
 */
export function useShowPeriod(): (from: string, upto: string) => { from: string; upto: string } {
  const locale = useLocale();
  return (from, upto) => ({ from: formatDate(Date.parse(from), locale), upto: formatDate(Date.parse(upto) - 1, locale) });
}

const STATUS_TONE: Record<InvoiceStatus, BadgeTone> = { OPEN: 'info', DUE: 'brand', OVERDUE: 'warning', PAID: 'success', VOID: 'neutral' };

/** An invoice's status as a badge: the text says it, the colour follows. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const t = useTranslations('invoices.statuses');
  return <Badge tone={STATUS_TONE[status]}>{t(status)}</Badge>;
}

/** A document's fields as a description list: label above value, two or three across on a desktop. */
export function Fields({ items, label }: { items: ReadonlyArray<readonly [label: string, value: ReactNode]>; label?: string }) {
  return (
    <dl className={styles.fields} aria-label={label}>
      {items.map(([name, value]) => (
        <div key={name} className={styles.field}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export type Column = { label: string; num?: boolean };

/**
 * A list of a document screen: a table with its column heads on a desktop, small cards on a
 * phone (each cell with a `data-label` shows its column's name there; the heads stay for screen
 * readers). Named by its caption or by the heading `labelledBy`.
 */
export function DocumentTable({ caption, labelledBy, columns, children }: { caption?: string; labelledBy?: string; columns: Column[]; children: ReactNode }) {
  return (
    <table className={`${styles.table} ${styles.cards}`} aria-labelledby={labelledBy}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.label} scope="col" className={c.num ? styles.num : undefined}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
