import { getTranslations } from 'next-intl/server';
import { formatCents } from '@/components/format/format-money';
import type { SimOption } from './sim-options';
import styles from './shop-page.module.css';

/** A SIM's price ("Free"), its catalogue price struck through when higher. */
export async function SimPrice({ sim }: { sim: SimOption }) {
  const t = await getTranslations('shop.price');
  return (
    <p className={styles.price}>
      {sim.priceCents === 0 ? t('free') : formatCents(sim.priceCents)}
      {sim.originalPriceCents !== null && sim.originalPriceCents > sim.priceCents && <s className={styles.was}>{t('was', { price: formatCents(sim.originalPriceCents) })}</s>}
    </p>
  );
}
