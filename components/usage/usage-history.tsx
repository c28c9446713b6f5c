import { useLocale, useTranslations } from 'next-intl';
import { Histogram as Chart, type HistogramDay } from '@/components/charts/histogram';
import { Alert } from '@/components/ui/alert';
import type { Histogram } from '@/lib/usage/types';
import { formatCalendarDay, formatNumber } from './format';
import styles from './history.module.css';

/**
 * The 30-day histogram of one type (docs/mobile-contract.md §4): the total, the chart (an SVG
 * named 'Data used each day for the last 30 days') and its table; "a failure shows zeros" with
 * 'Usage history isn't available right now'. No state: the server renders it.
 */
export function UsageHistory({ histogram }: { histogram: Histogram }) {
  const t = useTranslations('usage.history');
  const locale = useLocale();
  const data = histogram.type === 'data';
  // "data in GB with two decimals, voice divided by 60": GB always with two decimals, minutes with up to two.
  const shown = (v: number) => (data ? v.toFixed(2) : formatNumber(v, locale));
  const days: HistogramDay[] = histogram.days.map((d) => ({
    key: d.date,
    short: formatCalendarDay(d.date, locale),
    label: formatCalendarDay(d.date, locale, 'long'),
    value: d.value,
    shown: shown(d.value),
  }));
  const total = histogram.days.reduce((s, d) => s + d.value, 0);
  return (
    <div className={styles.panel}>
      {histogram.unavailable ? (
        <Alert tone="warning" live="off">
          <p>{t('unavailable')}</p>
        </Alert>
      ) : (
        <p className={styles.total}>{data ? t('totalData', { amount: total.toFixed(2) }) : t('totalVoice', { amount: formatNumber(total, locale, 0) })}</p>
      )}
      <Chart
        days={days}
        description={t(data ? 'chartData' : 'chartVoice')}
        columns={[t('date'), t(data ? 'columnData' : 'columnVoice')]}
        unit={t(data ? 'unitData' : 'unitVoice')}
        tick={(v) => formatNumber(v, locale)}
      />
    </div>
  );
}
