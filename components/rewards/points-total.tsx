import { getTranslations } from 'next-intl/server';
import styles from './rewards.module.css';

/** The points total ("The mocked total is 450"): what the customer has to spend. */
export async function PointsTotal({ total, note = false }: { total: number; note?: boolean }) {
  const t = await getTranslations('rewards.bonuses');
  return (
    <section className={styles.points} aria-labelledby="points-heading">
      <h2 id="points-heading">{t('pointsHeading')}</h2>
      <p className={styles.total} data-testid="points-total">{t('points', { points: total })}</p>
      {note && <p className={styles.note}>{t('pointsNote')}</p>}
    </section>
  );
}
