'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useId } from 'react';
import { formatCents } from '@/components/format/format-money';
import { ButtonLink } from '@/components/ui/button-link';
import { cx } from '@/components/ui/cx';
import { EmptyState } from '@/components/ui/empty-state';
import { QuerySection } from '@/components/ui/section-state';
import type { Technology } from '@/lib/broadband/types';
import styles from './account.module.css';
import { useBroadbandServices, type ServicesAnswer } from './queries';
import { useBroadbandTimes } from './times';

type Props = {
  technology: Technology;
  initial?: ServicesAnswer;
  /** The day the current bill closes (ISO), when the account's bill is known. */
  nextBill: string | null;
  /** The money screens open to this customer (invoices, pay bill, payment history). */
  links: { href: string; label: 'invoices' | 'payBill' | 'paymentsHistory' }[];
};

/** One technology's billing: each service's monthly charge, their total, the next bill date and the ways to the bills. */
export function ServiceBilling({ technology, initial, nextBill, links }: Props) {
  const t = useTranslations('broadband.account');
  const times = useBroadbandTimes();
  const id = useId();
  const query = useBroadbandServices(initial);
  return (
    <QuerySection query={query} title={t('sectionTitle')} rows={3}>
      {(data) => {
        // Cancelled services are billed no more.
        const list = data.services.filter((s) => s.technology === technology && s.state !== 'cancelled');
        if (list.length === 0)
          return (
            <EmptyState id={`${id}-none`} icon="compass" title={t(technology === 'UFB' ? 'noneUfb' : 'noneFwa')}>
              <ButtonLink href="/broadband">{t('getBroadband')}</ButtonLink>
            </EmptyState>
          );
        const total = list.reduce((sum, s) => sum + s.priceCents, 0);
        return (
          <section className={styles.card} aria-labelledby={`${id}-h`}>
            <h2 id={`${id}-h`}>{t('billing.monthly')}</h2>
            <dl className={cx(styles.facts, styles.wide)}>
              {list.map((s) => (
                <div key={s.id} className={styles.fact}>
                  <dt>
                    {s.planName}
                    <br />
                    <span className={styles.muted}>{s.address}</span>
                  </dt>
                  <dd>{t('card.perMonth', { price: formatCents(s.priceCents) })}</dd>
                </div>
              ))}
              {list.length > 1 && (
                <div className={styles.fact}>
                  <dt>{t('billing.total')}</dt>
                  <dd>{t('card.perMonth', { price: formatCents(total) })}</dd>
                </div>
              )}
              <div className={styles.fact}>
                <dt>{t('billing.nextBill')}</dt>
                <dd>{nextBill ? times.date(nextBill) : t('billing.unknownDate')}</dd>
              </div>
            </dl>
            {links.length > 0 && (
              <ul className={styles.links}>
                {links.map((l) => (
                  <li key={l.href}>
                    <Link href={l.href}>{t(`billing.${l.label}`)}</Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      }}
    </QuerySection>
  );
}
