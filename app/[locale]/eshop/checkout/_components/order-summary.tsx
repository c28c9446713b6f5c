import { useTranslations } from 'next-intl';
import { formatCents } from '@/components/format/format-money';
import type { CartLine } from '@/lib/eshop/types';
import list from '@/components/orders/line-list.module.css';
import styles from './checkout.module.css';

/** "Your order": the lines as the cart shows them (a SIM, then its plan), the total and its GST. */
export function OrderSummary({ lines, totalCents, taxCents }: { lines: CartLine[]; totalCents: number; taxCents: number | null }) {
  const t = useTranslations('checkout.summary');
  return (
    <section className={styles.summary} aria-labelledby="order-summary">
      <h2 id="order-summary">{t('heading')}</h2>
      <ul className={list.lines}>
        {lines.map((l) => (
          <li key={l.uuid} className={l.parent ? list.subLine : list.line}>
            <div className={styles.lineText}>
              <span className={styles.lineName}>{l.name}</span>
              {l.specifications.length > 0 && <span className={styles.lineSpecs}>{l.specifications.join(' · ')}</span>}
              {!l.parent && l.quantity > 1 && <span className={styles.lineSpecs}>{t('quantity', { quantity: l.quantity })}</span>}
            </div>
            <div className={styles.linePrice}>
              {l.originalPrice !== null && l.originalPrice > l.price && <s className={styles.was}>{t('was', { amount: formatCents(Math.round(l.originalPrice * 100)) })}</s>}
              <span>{l.priceCents === 0 ? t('free') : formatCents(l.priceCents * l.quantity)}</span>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.total}>{t('total', { amount: formatCents(totalCents) })}</p>
      {taxCents !== null && <p className={styles.tax}>{t('tax', { amount: formatCents(taxCents) })}</p>}
    </section>
  );
}
