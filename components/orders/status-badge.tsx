import type { ShownOrderStatus } from '@/lib/eshop/types';
import styles from './orders.module.css';

/** An order's status as a coloured badge: done (completed, delivered), failed (failed, canceled) or under way. */
export function StatusBadge({ status, label }: { status: ShownOrderStatus; label: string }) {
  const tone = status === 'COMPLETED' || status === 'DELIVERED' ? styles.badgeDone : status === 'FAILED' || status === 'CANCELED' ? styles.badgeFailed : '';
  return <span className={`${styles.badge} ${tone}`}>{label}</span>;
}
