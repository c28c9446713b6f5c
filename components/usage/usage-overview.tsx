'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { QuerySection } from '@/components/ui/section-state';
import { hotspotSharesData, orderEntries, WIDGET_TYPES } from '@/lib/usage/rules';
import type { UsageSummary, UsageType, WidgetName } from '@/lib/usage/types';
import { useUsage } from './queries';
import { PlanLine, UsageFigures } from './usage-figures';
import styles from './usage.module.css';

type Query = ReturnType<typeof useUsage>;

/**
 * The dashboard's usage (docs/mobile-contract.md §4): the plan, its renewal date, the days left
 * and a change waiting for the next billing date, then one section per widget of
 * `dashboardWidgets` (the setting's order, Data first as shipped), each loading and failing on
 * its own with Try again, and a link to the usage page. A hotspot on the data allowance is said
 * in Data, not as a widget repeating its figures. Until the usage is read the configured widgets
 * hold the places (`configured`); `initial` is the server's first view.
 */
export function DashboardUsage({ initial, configured }: { initial?: UsageSummary; configured: readonly WidgetName[] }) {
  const t = useTranslations('usage');
  const query = useUsage(initial);
  const names = query.data?.widgets ?? configured;
  return (
    <section aria-labelledby="usage-heading" className={styles.section}>
      <div className={styles.head}>
        <h2 id="usage-heading">{t('periodHeading')}</h2>
        {query.data && <PlanLine summary={query.data} />}
      </div>
      {names.length === 0 ? (
        <p className={styles.muted}>{t('nothingToShow')}</p>
      ) : (
        <ul className={styles.grid}>
          {names.map((name) => (
            <li key={name}>
              <EntrySection type={WIDGET_TYPES[name]} query={query} hotspotInData={(data) => data.hotspotInData} />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.more}>
        <Link href="/profile/usage">{t('seeUsage')}</Link>
      </p>
    </section>
  );
}

/**
 * The usage page's entries: every type the product has ("Data, Mins, IDDMins, TXTs, IDDTXTs,
 * PXTs, TetheringData"), as on the dashboard; a hotspot on the data allowance is said in Data.
 */
export function UsageEntries({ initial }: { initial?: UsageSummary }) {
  const t = useTranslations('usage');
  const query = useUsage(initial);
  return (
    <section aria-labelledby="usage-heading" className={styles.section}>
      <div className={styles.head}>
        <h2 id="usage-heading">{t('periodHeading')}</h2>
        {query.data && <PlanLine summary={query.data} />}
      </div>
      <QuerySection query={query} title={t('periodHeading')} rows={3}>
        {(data) =>
          data.entries.length === 0 ? (
            <p className={styles.muted}>{t('nothingToShow')}</p>
          ) : (
            <ul className={styles.grid}>
              {orderEntries(data.entries)
                .filter((e) => e.type !== 'TetheringData' || !hotspotSharesData(data.entries))
                .map((e) => (
                  <li key={e.type}>
                    <EntrySection type={e.type} query={query} hotspotInData={(d) => hotspotSharesData(d.entries)} />
                  </li>
                ))}
            </ul>
          )
        }
      </QuerySection>
    </section>
  );
}

/**
 * One type's own section, named by it ('Data', 'Voice', …), with its own loading, failure and Try
 * again. `hotspotInData`: whether Data says the hotspot uses it.
 */
function EntrySection({ type, query, hotspotInData }: { type: UsageType; query: Query; hotspotInData: (data: UsageSummary) => boolean }) {
  const t = useTranslations('usage.types');
  const id = useId();
  const title = t(type);
  return (
    <section aria-labelledby={id} className={styles.card}>
      <h3 id={id}>{title}</h3>
      <QuerySection query={query} title={title} rows={2}>
        {(data) => (
          <UsageFigures
            entry={data.entries.find((e) => e.type === type)}
            forecast={type === 'Data' ? data.forecast : null}
            hotspotInData={type === 'Data' && hotspotInData(data)}
          />
        )}
      </QuerySection>
    </section>
  );
}
