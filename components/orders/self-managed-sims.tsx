import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { selfServiceHref } from '@/lib/eshop/rules';
import type { OrderView } from '@/lib/eshop/types';
import styles from './orders.module.css';

/**
 * "Self-managed SIMs link to the login for self-service": on the thanks page and the order page,
 * when the order holds SIMs its buyer manages (lib/eshop/rules.ts selfManagedSims), a line saying
 * so with the way in: the sign-in, or the account once signed in.
 */
export async function SelfManagedSims({ order, signedIn }: { order: Pick<OrderView, 'selfManagedSims'>; signedIn: boolean }) {
  const count = order.selfManagedSims;
  if (count === 0) return null;
  const t = await getTranslations('orders.selfManaged');
  return (
    <section className={styles.card} aria-labelledby="self-managed-sims">
      <h2 id="self-managed-sims">{t('title')}</h2>
      <p className={styles.muted}>{t('body', { count })}</p>
      <div>
        <ButtonLink href={selfServiceHref(signedIn)} variant="secondary">
          {signedIn ? t('toProfile') : t('toSignIn')}
        </ButtonLink>
      </div>
    </section>
  );
}
