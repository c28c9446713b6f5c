import { getTranslations } from 'next-intl/server';
import type { OrderView } from '@/lib/eshop/types';
import { hasPhysicalSim } from './order-rules';
import styles from './orders.module.css';

/** A physical SIM's delivery: "3 to 7 business days", where to, and how far it got. */
export async function DeliveryInfo({ order }: { order: OrderView }) {
  if (!hasPhysicalSim(order)) return null;
  const t = await getTranslations('orders.delivery');
  const state = order.shownStatus === 'DELIVERED' ? t('delivered') : order.shownStatus === 'SHIPPED' || order.shownStatus === 'PARTIALLY_SHIPPED' ? t('shipped') : t('time');
  return (
    <section className={styles.card} aria-labelledby="order-delivery">
      <h2 id="order-delivery">{t('heading')}</h2>
      <p>{state}</p>
      {order.address && (
        <p>
          <span className={styles.codeLabel}>{t('to')}</span>
          <br />
          {[...order.address.lines, order.address.city, order.address.postcode].filter(Boolean).join(', ')}
        </p>
      )}
    </section>
  );
}
