'use client';

import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/button-link';
import { QuerySection } from '@/components/ui/section-state';
import type { BillingRoutesView } from '@/lib/families/types';
import { WHO_PAYS_HREF } from './route-accept';
import { useBillingRoutes } from './route-queries';
import { otherName, useRouteWords } from './route-words';
import list from '@/components/ui/item-list.module.css';
import styles from './who-pays.module.css';

/**
 * The payment methods page's section of who pays (docs/families-contract.md §4): each route in
 * one line from this side ('Paid by Hana Kereama' / 'For Tama Kereama', what is left this
 * cycle), and the way to the whole picture.
 */
export function WhoPaysSummary({ initial }: { initial?: BillingRoutesView }) {
  const t = useTranslations('billingRoutes');
  const words = useRouteWords();
  const query = useBillingRoutes(initial);
  return (
    <section aria-labelledby="who-pays-summary" className={`${list.panel} ${styles.tight}`}>
      <h2 id="who-pays-summary">{t('title')}</h2>
      <QuerySection query={query} title={t('sectionTitle')} rows={2}>
        {(data) =>
          data.routes.length === 0 ? (
            <p className={styles.muted}>{t('paymentMethodsIntro')}</p>
          ) : (
            <ul className={styles.lines}>
              {data.routes.map((r) => (
                <li key={r.uuid}>
                  <span className={styles.lineName}>{t(r.routingType === 'child' ? 'paidFor' : 'paidBy', { name: otherName(r) })}</span>
                  <span className={styles.muted}>{words.left(r) ?? words.limit(r)}</span>
                </li>
              ))}
            </ul>
          )
        }
      </QuerySection>
      <div>
        <ButtonLink href={WHO_PAYS_HREF} variant="secondary">{t('paymentMethodsLink')}</ButtonLink>
      </div>
    </section>
  );
}
