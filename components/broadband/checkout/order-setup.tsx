'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { BroadbandOrderProgress, BroadbandOrderView } from '@/lib/broadband/types';
import { VisitBooking } from './visit-booking';
import styles from './checkout.module.css';

type Stage =
  | { kind: 'following'; status: string | null }
  | { kind: 'failed'; message: string }
  | { kind: 'timeout' }
  | { kind: 'service'; order: BroadbandOrderView };

function parse<T>(e: Event): T | null {
  try {
    return JSON.parse((e as MessageEvent<string>).data) as T;
  } catch {
    return null;
  }
}

/** `event: order` (BroadbandOrderProgress) and `event: end` ({ outcome, message } or { outcome: 'success', orderId }). */
type OrderEvent = Partial<BroadbandOrderProgress>;

/** The failure's words in an `order` or `end` event: the first order note, or 'Order failed'; null when it did not fail. */
export function failureOf(data: OrderEvent | null): string | null {
  if (!data) return null;
  if (data.outcome === 'failed' || data.status === 'FAILED') return data.message?.trim() || 'Order failed';
  return null;
}

/**
 * "We're setting up your order": the order followed (GET /api/broadband/orders/{n}/events: the
 * order's outcome, then the new service), then the visits to book (scope first when the order
 * needs one), then the thank-you page. A reload opens the stream again, which says where the
 * order is: every stage survives it.
 */
export function OrderSetup({ orderNumber }: { orderNumber: string }) {
  const t = useTranslations('checkout.broadband.setup');
  const router = useRouter();
  const [stage, setStage] = useState<Stage>({ kind: 'following', status: null });
  const [attempt, setAttempt] = useState(0);
  const thanks = `/eshop/thanks-broadband?order=${encodeURIComponent(orderNumber)}`;

  useEffect(() => {
    const source = new EventSource(`/api/broadband/orders/${encodeURIComponent(orderNumber)}/events`);
    source.addEventListener('order', (e) => {
      const data = parse<OrderEvent>(e);
      const failed = failureOf(data);
      if (failed) {
        source.close();
        setStage({ kind: 'failed', message: failed });
      } else setStage((s) => (s.kind === 'following' ? { kind: 'following', status: data?.status ?? null } : s));
    });
    source.addEventListener('end', (e) => {
      source.close();
      // A success ends after its `service` event; a failure carries its words.
      const failed = failureOf(parse<OrderEvent>(e));
      if (failed) setStage({ kind: 'failed', message: failed });
    });
    source.addEventListener('service', (e) => {
      const order = parse<BroadbandOrderView>(e);
      if (!order) return;
      source.close();
      if (!order.toBook) router.replace(thanks);
      else setStage({ kind: 'service', order });
    });
    source.addEventListener('timeout', () => {
      source.close();
      setStage({ kind: 'timeout' });
    });
    source.onerror = (e) => {
      // An `error` frame with data is the server's own refusal: retrying cannot fix it.
      if (e instanceof MessageEvent && e.data) {
        source.close();
        setStage({ kind: 'timeout' });
      }
    };
    return () => source.close();
  }, [orderNumber, attempt, router, thanks]);

  if (stage.kind === 'failed') {
    return (
      <section className={styles.section} aria-labelledby="setup-heading">
        <h2 id="setup-heading">{t('failedHeading')}</h2>
        <Alert tone="error" live="assertive">{stage.message}</Alert>
        <p>{t.rich('failedHelp', { order: orderNumber, link: (chunks) => <Link href="/help">{chunks}</Link> })}</p>
      </section>
    );
  }
  if (stage.kind === 'service' && stage.order.toBook) {
    const order = stage.order;
    const visit = stage.order.toBook;
    return (
      <>
        <Alert tone="success" live="polite">{t('ready', { plan: order.planName, address: order.address })}</Alert>
        <VisitBooking
          key={visit}
          order={order}
          visit={visit}
          onBooked={(next) => (next.toBook ? setStage({ kind: 'service', order: next }) : router.push(thanks))}
        />
      </>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="setup-heading" aria-busy={stage.kind === 'following'}>
      <h2 id="setup-heading">{t('heading')}</h2>
      {stage.kind === 'timeout' ? (
        <>
          <Alert tone="warning">{t('slow')}</Alert>
          <div className={styles.actions}>
            <Button onClick={() => { setStage({ kind: 'following', status: null }); setAttempt((n) => n + 1); }}>{t('tryAgain')}</Button>
          </div>
        </>
      ) : (
        <p role="status" className={styles.muted}>
          {t('following')}
          <span className={styles.pulse} aria-hidden="true" />
        </p>
      )}
      <p className={styles.muted}>{t('number', { order: orderNumber })}</p>
    </section>
  );
}
