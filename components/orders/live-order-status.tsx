'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { OrderView } from '@/lib/eshop/types';
import { isFinalShown, needsServerRender, orderSteps } from './order-rules';
import styles from './orders.module.css';

type Snapshot = Pick<OrderView, 'orderId' | 'shownStatus' | 'esims' | 'lines'>;

/**
 * "Status: Paid", then Processing, Completed … live: the server streams the order
 * (GET /api/eshop/orders/{id}/events, Server-Sent Events) and the browser's EventSource
 * reconnects by itself, so leaving and coming back resumes. When the status moves on, the
 * server part of the page renders again (the eSIM's QR code appears at COMPLETED).
 */
export function LiveOrderStatus({ initial, physical }: { initial: Snapshot; physical: boolean }) {
  const t = useTranslations('orders');
  const router = useRouter();
  const [order, setOrder] = useState(initial);
  const [reconnecting, setReconnecting] = useState(false);
  const [stopped, setStopped] = useState(false);
  const last = useRef(initial);

  useEffect(() => {
    if (isFinalShown(initial.shownStatus)) return;
    const source = new EventSource(`/api/eshop/orders/${encodeURIComponent(initial.orderId)}/events`);
    source.addEventListener('order', (e) => {
      let next: OrderView;
      try {
        next = JSON.parse((e as MessageEvent<string>).data) as OrderView;
      } catch {
        return;
      }
      setReconnecting(false);
      setOrder(next);
      if (needsServerRender(last.current, next)) router.refresh();
      last.current = next;
      // The stream ends at a final status; without this the browser would reconnect for nothing.
      if (isFinalShown(next.shownStatus)) source.close();
    });
    // The server ends the stream at a final status (`end`); after 5 minutes (`timeout`) the
    // browser reconnects by itself. Its `error` frame is a failure retrying cannot fix.
    source.addEventListener('end', () => source.close());
    source.onopen = () => setReconnecting(false);
    source.onerror = (e) => {
      if (e instanceof MessageEvent && e.data) {
        source.close();
        setStopped(true);
        return;
      }
      setReconnecting(source.readyState !== EventSource.CLOSED);
    };
    return () => source.close();
  }, [initial.orderId, initial.shownStatus, router]);

  const status = t(`statuses.${order.shownStatus}`);
  const failed = order.shownStatus === 'FAILED' || order.shownStatus === 'CANCELED';
  return (
    <div className={styles.live}>
      <p className={styles.status} role="status" aria-live="polite">
        {t('status', { status })}
      </p>
      {!failed && (
        <ol className={styles.steps} aria-label={t('steps.label')}>
          {orderSteps(order.shownStatus, physical).map(({ step, done, current }) => (
            <li key={step} className={done ? styles.stepDone : styles.step} aria-current={current ? 'step' : undefined}>
              <span className={styles.dot} aria-hidden="true" />
              {t(`steps.${step}`)}
            </li>
          ))}
        </ol>
      )}
      {stopped && <p className={styles.muted}>{t('live.stopped')}</p>}
      {!isFinalShown(order.shownStatus) && !stopped && (
        <p className={styles.muted}>
          {reconnecting ? t('live.reconnecting') : t('live.following')}
          <span className={styles.pulse} aria-hidden="true" />
        </p>
      )}
    </div>
  );
}
