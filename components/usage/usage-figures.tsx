import { useLocale, useTranslations } from 'next-intl';
import { formatDay } from '@/components/billing/money-format';
import { Badge } from '@/components/ui/badge';
import type { Forecast, UsageEntry, UsageSummary, UsageType } from '@/lib/usage/types';
import { formatCalendarDay, formatData } from './format';
import styles from './usage.module.css';

const DATA_TYPES: ReadonlySet<UsageType> = new Set(['Data', 'TetheringData']);

/** An amount of one type in words: '1.20 GB', '72 minutes', '40 texts', '3 picture messages'. */
export function useAmount(): (type: UsageType, n: number) => string {
  const t = useTranslations('usage.amount');
  return (type, n) => {
    if (DATA_TYPES.has(type)) return formatData(n);
    const count = Math.round(n);
    if (type === 'Mins' || type === 'IDDMins') return t('minutes', { count });
    if (type === 'PXTs') return t('pictures', { count });
    return t('texts', { count });
  };
}

type Props = {
  /** The product's entry of this type; none: the plan has nothing of it. */
  entry: UsageEntry | undefined;
  /** The data widget's forecast ("daily budget = remaining ÷ days left; 'at this rate it lasts until …'"). */
  forecast?: Forecast | null;
  /** Data: the hotspot uses this allowance (no Hotspot widget repeats it): "Hotspot: uses your data". */
  hotspotInData?: boolean;
};

/**
 * One usage entry as the plan display rules show it: "Unlimited shows unlimited; CasualRate …
 * shows casual rate; a positive allowance shows number with unit … Data can also be Throttled"
 * (with its speed), what was carried over, and on data the forecast.
 */
export function UsageFigures({ entry, forecast, hotspotInData = false }: Props) {
  const t = useTranslations('usage');
  const amount = useAmount();
  if (!entry) return <p className={styles.muted}>{t('notOnPlan')}</p>;
  const hotspot = hotspotInData && <p className={styles.muted}>{t('hotspotInData')}</p>;
  if (entry.rule === 'unlimited') {
    return (
      <>
        <p className={styles.big}>{t('unlimited')}</p>
        {hotspot}
      </>
    );
  }
  if (entry.rule === 'casualRate') {
    return (
      <>
        <p className={styles.big}>{t('casualRate')}</p>
        <p className={styles.muted}>{t('casualRateHint')}</p>
        {hotspot}
      </>
    );
  }
  // The total holds what was carried over (the upstream's Total).
  const share = entry.total > 0 ? Math.min(1, entry.remaining / entry.total) : 0;
  return (
    <>
      <p className={styles.big}>{t('left', { left: amount(entry.type, entry.remaining), total: amount(entry.type, entry.total) })}</p>
      <span className={styles.meter} aria-hidden="true" data-low={share < 0.2 ? '' : undefined}>
        <span style={{ width: `${(share * 100).toFixed(1)}%` }} />
      </span>
      {entry.rule === 'throttled' && entry.throttleSpeed && (
        <p className={styles.line}>
          <Badge tone="info">{t('throttled')}</Badge> <span>{t('thenSpeed', { speed: entry.throttleSpeed })}</span>
        </p>
      )}
      {/* "Rollover shown only when the carryover display setting is on": the BFF sends 0 while it is off. */}
      {entry.carryOver > 0 && <p className={styles.muted}>{t('carriedOver', { amount: amount(entry.type, entry.carryOver) })}</p>}
      {hotspot}
      {forecast && entry.remaining > 0 && <ForecastLine forecast={forecast} />}
    </>
  );
}

/**
 * The forecast in one line (issue 28 item 8: it was two, both ending "until your renewal"): on
 * track, "At this rate it lasts until your renewal"; running out first, the day it runs out and
 * the daily budget that would reach the renewal ("daily budget = remaining ÷ days left").
 */
function ForecastLine({ forecast }: { forecast: Forecast }) {
  const t = useTranslations('usage.forecast');
  const locale = useLocale();
  const date = forecast.runsOutOn ? formatCalendarDay(forecast.runsOutOn, locale) : null;
  const text = date === null
    ? t('lasts')
    : forecast.dailyBudgetMb !== null
      ? t('runsOutBudget', { date, amount: formatData(forecast.dailyBudgetMb) })
      : t('runsOut', { date });
  return <p className={styles.forecast}>{text}</p>;
}

/**
 * The plan the figures belong to, when it renews (or ends, auto-renew off) and the days left
 * ('$12 Weekly Plan', 'Renews 27 Nov 2026', '3 days left'), and a change asked for the next billing date ('Changes to $20
 * Prepay Plan on 27 Nov 2026'); no plan: casual rates.
 */
export function PlanLine({ summary }: { summary: UsageSummary }) {
  const t = useTranslations('usage');
  const locale = useLocale();
  if (!summary.planName) return <p className={styles.muted}>{t('noPlan')}</p>;
  const left = summary.daysLeft;
  return (
    <div className={styles.planLines}>
      <p className={styles.plan}>
        <strong>{summary.planName}</strong>
        {summary.renewsAt && <span>{t(summary.renews ? 'renews' : 'ends', { date: formatDay(summary.renewsAt, locale) })}</span>}
        {left !== null && left > 0 && <span className={styles.daysLeft}>{t('daysLeft', { count: left })}</span>}
      </p>
      {summary.pendingChange && (
        <p className={styles.pending}>{t('pendingChange', { plan: summary.pendingChange.planName, date: formatDay(summary.pendingChange.at, locale) })}</p>
      )}
    </div>
  );
}
