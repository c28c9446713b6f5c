'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBalance } from '@/components/billing/money-queries';
import { formatDay, formatPeriod } from '@/components/billing/money-format';
import { formatCents } from '@/components/format/format-money';
import { ButtonLink } from '@/components/ui/button-link';
import { QuerySection } from '@/components/ui/section-state';
import type { Balances, PostpayBalance, PrepayBalance } from '@/lib/billing/money-types';
import list from '@/components/ui/item-list.module.css';
import styles from './balance-section.module.css';

type Props = {
  /** The top-up screen is open to this customer (prepay, activated, not hidden). */
  topUp: boolean;
  /** "Pay bill on the home screen behind its flag" and the pay-bill screen open to this customer. */
  payBill: boolean;
  /** The server's first view of the balance; without it the browser reads it. */
  initial?: Balances;
};

/**
 * The profile home's "Balance" (docs/money-contract.md §4): prepay credit and its expiry (not
 * shown when hidden or past), or what the postpay account owes, this period so far and the bill
 * period; "Top up" / "Pay bill" where those screens are open. Loads and fails on its own, with Try again.
 */
export function BalanceSection({ topUp, payBill, initial }: Props) {
  const t = useTranslations('balance');
  const query = useBalance(initial);
  return (
    <section aria-labelledby="balance-heading" className={styles.section}>
      <h2 id="balance-heading">{t('heading')}</h2>
      <QuerySection query={query} title={t('heading')} rows={2}>
        {(data) => <BalanceView data={data} topUp={topUp} payBill={payBill} />}
      </QuerySection>
    </section>
  );
}

function BalanceView({ data, topUp, payBill }: { data: Balances } & Omit<Props, 'initial'>) {
  const t = useTranslations('balance');
  if (data.prepay) return <Prepay balance={data.prepay} topUp={topUp} />;
  if (data.postpay) return <Postpay balance={data.postpay} payBill={payBill} />;
  return <p className={styles.muted}>{t('nothingToShow')}</p>;
}

function Prepay({ balance, topUp }: { balance: PrepayBalance; topUp: boolean }) {
  const t = useTranslations('balance');
  const locale = useLocale();
  return (
    <div className={list.item}>
      {balance.hidden ? null : (
        <div className={styles.figures}>
          <p className={styles.main}>{t('credit', { amount: formatCents(balance.creditCents) })}</p>
          {balance.expiresAt && <p className={styles.muted}>{t('expires', { date: formatDay(balance.expiresAt, locale) })}</p>}
        </div>
      )}
      {topUp ? (
        <div className={styles.actions}>
          <ButtonLink href="/profile/top-up" variant="secondary">{t('topUp')}</ButtonLink>
        </div>
      ) : balance.hidden ? (
        <p className={styles.muted}>{t('nothingToShow')}</p>
      ) : null}
    </div>
  );
}

function Postpay({ balance, payBill }: { balance: PostpayBalance; payBill: boolean }) {
  const t = useTranslations('balance');
  const locale = useLocale();
  const owing = balance.owingCents;
  const period = formatPeriod(balance.currentCycle.from, balance.currentCycle.upto, locale);
  const due = balance.dueInvoice;
  return (
    <div className={list.item}>
      <div className={styles.figures}>
        <p className={styles.main}>
          {owing > 0 ? t('owe', { amount: formatCents(owing) }) : owing < 0 ? t('inCredit', { amount: formatCents(-owing) }) : t('nothingOwing')}
        </p>
        {due?.overdue && <p className={styles.warning}>{t('overdue', { number: due.number, amount: formatCents(due.remainingCents) })}</p>}
        <p>{t('periodSoFar', { amount: formatCents(balance.unbilledCents) })}</p>
        <p className={styles.muted}>{t('billPeriod', period)}</p>
      </div>
      {payBill && (
        <div className={styles.actions}>
          <ButtonLink href="/profile/pay-bill">{t('payBill')}</ButtonLink>
        </div>
      )}
    </div>
  );
}
