import { PortingTimeline } from '@/components/porting/porting-timeline';
import { usePorting } from '@/components/porting/queries';
import styles from './onboarding.module.css';

/**
 * Below the wait, when a number is coming in: the port's timeline and its current step's words
 * (the porting UI's, components/porting), read again while it moves on. Nothing when no port
 * was asked for, or while it cannot be read (the wait above is what matters here).
 */
export function PortingProgress({ productId }: { productId: string }) {
  const port = usePorting(productId);
  const view = port.data?.porting;
  if (!view) return null;
  return (
    <div className={styles.card}>
      <PortingTimeline view={view} />
    </div>
  );
}
