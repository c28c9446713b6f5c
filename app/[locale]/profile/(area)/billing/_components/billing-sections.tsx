'use client';

import { useLocale, useTranslations } from 'next-intl';
import { BarChart, type Bar } from '@/components/charts/bar-chart';
import { dateFormat } from '@/components/format/date-format';
import { formatCents } from '@/components/format/format-money';
import { ButtonLink } from '@/components/ui/button-link';
import { QuerySection } from '@/components/ui/section-state';
import { useBalance } from '@/components/billing/money-queries';
import type { Balances, PostpayBalance, SpendHistory, SpendMonth } from '@/lib/billing/money-types';
import styles from '../../account/_components/documents.module.css';
import { useShowPeriod } from '../../account/_components/shared';
import { useSpend } from '../../account/_lib/queries';

/** "Balance": what is owed (or held in credit), the period so far, this bill period and the next (`initial`: the server's first view). */
export function BalanceSection({ invoicesOn, initial }: { invoicesOn: boolean; initial?: Balances }) {
  const t = useTranslations('billing');
  const query = useBalance(initial);
  return (
    <section className={styles.card} aria-labelledby="billing-balance">
      <h2 id="billing-balance">{t('balance')}</h2>
      <QuerySection query={query} title={t('balance')}>
        {(data) => (data.postpay ? <Postpay balance={data.postpay} invoicesOn={invoicesOn} /> : null)}
      </QuerySection>
    </section>
  );
}

function Postpay({ balance, invoicesOn }: { balance: PostpayBalance; invoicesOn: boolean }) {
  const t = useTranslations('billing');
  const showPeriod = useShowPeriod();
  const owing = balance.owingCents;
  const range = (c: { from: string; upto: string }) => t('range', showPeriod(c.from, c.upto));
  return (
    <>
      <p className={styles.big}>
        {owing > 0 ? t('owing', { amount: formatCents(owing) }) : owing < 0 ? t('inCredit', { amount: formatCents(-owing) }) : t('nothingOwing')}
      </p>
      <p className={styles.muted}>{t('soFar', { amount: formatCents(balance.unbilledCents) })}</p>
      <dl className={styles.fields}>
        <div className={styles.field}>
          <dt>{t('currentPeriod')}</dt>
          <dd>{range(balance.currentCycle)}</dd>
        </div>
        <div className={styles.field}>
          <dt>{t('nextPeriod')}</dt>
          <dd>{range(balance.nextCycle)}</dd>
        </div>
      </dl>
      <div className={styles.row}>
        {owing > 0 && <ButtonLink href="/profile/pay-bill">{t('payBill')}</ButtonLink>}
        {invoicesOn && (
          <ButtonLink href="/profile/invoices" variant="secondary">
            {t('invoices')}
          </ButtonLink>
        )}
      </div>
    </>
  );
}

/** "Spend over 12 months": twelve months of spend as a bar chart, the same figures in a table for screen readers. */
export function SpendSection({ initial }: { initial?: SpendHistory }) {
  const t = useTranslations('spend');
  const locale = useLocale();
  const query = useSpend(initial);
  return (
    <section className={styles.card} aria-labelledby="billing-spend">
      <h2 id="billing-spend">{t('title')}</h2>
      <QuerySection query={query} title={t('title')} rows={4}>
        {(data) =>
          data.totalCents === 0 ? (
            <p className={styles.muted}>{t('empty')}</p>
          ) : (
            <>
              <p className={styles.muted}>{t('intro', { total: formatCents(data.totalCents) })}</p>
              <BarChart
                bars={data.months.map((m) => toBar(m, locale, { void: t('void'), voidShown: t('voidShown') }))}
                description={t('chart')}
                caption={t('caption')}
                columns={[t('month'), t('amount')]}
                tick={shortDollars}
              />
            </>
          )
        }
      </QuerySection>
    </section>
  );
}

/** Whole dollars for the axis and above the bars ('$48', '$1.2k'); the table has the cents. */
function shortDollars(cents: number): string {
  const dollars = cents / 100;
  if (dollars >= 1000) return `$${(dollars / 1000).toFixed(dollars >= 10_000 ? 0 : 1).replace(/\.0$/, '')}k`;
  return `$${Math.round(dollars)}`;
}

/**
 * A month as the BFF names it ('2026-11', or an instant in it) as a bar: 'Nov' under it, its
 * dollars above it, 'November 2026' in the table; a month whose bill was voided says 'Void'.
 */
function toBar(m: SpendMonth, locale: string, words: { void: string; voidShown: string }): Bar {
  const [y, mo] = m.month.slice(0, 7).split('-').map(Number);
  const at = Date.UTC(y ?? 1970, (mo ?? 1) - 1, 15);
  const fmt = (o: Intl.DateTimeFormatOptions) => dateFormat(locale, { ...o, timeZone: 'UTC' }).format(at);
  const names = { key: m.month, short: fmt({ month: 'short' }), narrow: fmt({ month: 'narrow' }), label: fmt({ month: 'long', year: 'numeric' }) };
  if (m.voided) return { ...names, value: 0, shown: words.voidShown, tag: words.void, note: true };
  return { ...names, value: m.cents, shown: formatCents(m.cents), tag: shortDollars(m.cents) };
}
