import { getTranslations } from 'next-intl/server';
import { formatCents } from '@/components/format/format-money';
import { cx } from '@/components/ui/cx';
import type { OfferView } from '@/lib/catalog/types';
import { getPlanText } from './plan-text';
import styles from './plan-price.module.css';

type Props = {
  priceCents: number;
  /** Present while a discount applies: shown struck through, with the offer's length. */
  originalPriceCents?: number;
  offer?: OfferView | null;
  /** 'per 28 days', 'a month'; absent for plans without a period. */
  per?: string;
  creditCents?: number;
  size?: 'medium' | 'large';
};

/** A price in dollars ("cents divided by 100"), the original price struck through while an offer runs. */
export async function PlanPrice({ priceCents, originalPriceCents, offer, per, creditCents, size = 'medium' }: Props) {
  const [t, say] = await Promise.all([getTranslations('plans.card'), getPlanText()]);
  return (
    <div className={cx(styles.price, styles[size])}>
      <p className={styles.now}>
        <span className="visually-hidden">{t('price')}: </span>
        <span className={styles.amount}>{formatCents(priceCents)}</span>
        {per && <span className={styles.per}> {per}</span>}
      </p>
      {originalPriceCents !== undefined && (
        <p className={styles.was}>
          <s>{t('was', { price: formatCents(originalPriceCents) })}</s>
          {offer && <span className={styles.offer}>{t('offerFor', { period: say(offer.label) })}</span>}
        </p>
      )}
      {creditCents !== undefined && creditCents > 0 && <p className={styles.credit}>{t('bonusCredit', { amount: formatCents(creditCents) })}</p>}
    </div>
  );
}
