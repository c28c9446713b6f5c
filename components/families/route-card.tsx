import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { formatCents } from '@/components/format/format-money';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import type { BillingRouteView } from '@/lib/families/types';
import { leftShare, otherName, useRouteWords } from './route-words';
import usage from '@/components/usage/usage.module.css';
import styles from './who-pays.module.css';

export const editHref = (uuid: string) => `/profile/balance/billing-methods/edit/${encodeURIComponent(uuid)}`;

/**
 * One route as either side sees it: its name, the other person (name and email), the limit and
 * what is left of it this cycle (a bar and the words), and what this side may do: the payer
 * edits it or stops paying; the paid-for side may stop it.
 */
export function RouteCard({ route, busy, onStop }: { route: BillingRouteView; busy: boolean; onStop(route: BillingRouteView): void }) {
  const t = useTranslations('billingRoutes');
  const words = useRouteWords();
  const id = useId();
  const payer = route.routingType === 'child';
  const who = otherName(route);
  const left = words.left(route);
  const share = leftShare(route);
  return (
    <li className={styles.card} aria-labelledby={`${id}-name`}>
      <div className={styles.cardMain}>
        <h3 id={`${id}-name`} className={styles.cardName}>{route.name || who}</h3>
        <p className={styles.who}>
          {t(payer ? 'paidFor' : 'paidBy', { name: who })}
          {route.other.email && route.other.email !== who && <span className={styles.muted}>{route.other.email}</span>}
        </p>
        <p className={styles.limit}>{words.limit(route)}</p>
        {left && (
          <div className={styles.spend}>
            <p className={styles.left}>{left}</p>
            <span className={usage.meter} aria-hidden="true" data-low={share < 0.2 ? '' : undefined}>
              <span style={{ width: `${(share * 100).toFixed(1)}%` }} />
            </span>
            <p className={styles.muted}>{t('usedOf', { used: formatCents(Math.max(0, route.spendLimit - route.remainingSpend)) })}</p>
          </div>
        )}
      </div>
      <div className={styles.actions}>
        {payer && (
          <ButtonLink variant="secondary" href={editHref(route.uuid)} aria-describedby={`${id}-name`}>
            {t('edit')}
          </ButtonLink>
        )}
        <Button variant="quiet" aria-describedby={`${id}-name`} disabled={busy} onClick={() => onStop(route)}>
          {t(payer ? 'stopPaying' : 'stopThis')}
        </Button>
      </div>
    </li>
  );
}
