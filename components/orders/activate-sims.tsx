import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import type { OrderView } from '@/lib/eshop/types';
import { simsToActivate } from './order-rules';
import styles from './orders.module.css';

/**
 * "Activate your SIM" on the thanks page and the order page, once the order is paid: to the
 * SIMs awaiting activation (/onboarding), where this order's SIM or eSIM waits with its paid
 * plan (fully paid: no payment step). The page says whether onboarding is on.
 */
export async function ActivateSims({ order }: { order: Pick<OrderView, 'lines' | 'shownStatus'> }) {
  if (simsToActivate(order) === 0) return null;
  const t = await getTranslations('onboarding.links');
  return (
    <section className={styles.card} aria-labelledby="activate-sims">
      <h2 id="activate-sims">{t('activateYourSim')}</h2>
      <p className={styles.muted}>{t('activateHint')}</p>
      <div>
        <ButtonLink href="/onboarding">{t('activateYourSim')}</ButtonLink>
      </div>
    </section>
  );
}
