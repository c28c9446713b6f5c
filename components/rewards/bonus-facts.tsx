import { getTranslations } from 'next-intl/server';
import type { ShownBonus } from '@/lib/rewards/types';
import styles from './rewards.module.css';

/** A bonus's value, validity and cost (§3 "cost, value, validity"). */
export async function BonusFacts({ bonus }: { bonus: ShownBonus }) {
  const t = await getTranslations('rewards.bonuses');
  return (
    <dl className={styles.facts}>
      <dt>{t('value')}</dt>
      <dd>{bonus.value}</dd>
      <dt>{t('validity')}</dt>
      <dd>{bonus.validity}</dd>
      <dt>{t('cost')}</dt>
      <dd>{t('points', { points: bonus.costPoints })}</dd>
    </dl>
  );
}
