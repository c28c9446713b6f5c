import { getTranslations } from 'next-intl/server';
import { formatCents } from '@/components/format/format-money';
import type { OrderView } from '@/lib/eshop/types';
import list from './line-list.module.css';
import styles from './orders.module.css';

/** The order's lines as the cart showed them (a SIM, then its plan) and the total. */
export async function OrderLines({ order }: { order: OrderView }) {
  const t = await getTranslations('orders.detail');
  return (
    <section className={styles.card} aria-labelledby="order-lines">
      <h2 id="order-lines">{t('lines')}</h2>
      <ul className={list.lines}>
        {order.lines.map((l) => (
          <li key={l.uuid} className={l.parent ? list.subLine : list.line}>
            <span>
              {l.name}
              {!l.parent && l.quantity > 1 && <span className={styles.muted}> · {t('quantity', { quantity: l.quantity })}</span>}
            </span>
            <span>{formatCents(l.priceCents * l.quantity)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.total}>{t('total', { amount: formatCents(order.totalCents) })}</p>
    </section>
  );
}
