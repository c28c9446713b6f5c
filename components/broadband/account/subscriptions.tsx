'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useId } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { QuerySection } from '@/components/ui/section-state';
import type { BroadbandOrderView, SubscriptionView, Technology } from '@/lib/broadband/types';
import styles from './account.module.css';
import { OrderTimeline } from './order-timeline';
import { useBroadbandOrders, useBroadbandServices, type OrdersAnswer, type ServicesAnswer } from './queries';
import { inProgress, SubscriptionCard } from './subscription-card';

type Props = {
  /** One technology's list (ufb/subscriptions, fwa/subscriptions); both when left out (the tab). */
  technology?: Technology;
  initialServices?: ServicesAnswer;
  initialOrders?: OrdersAnswer;
};

/** The order of a service: the one it names, else the newest that made it. */
function orderOf(service: SubscriptionView, orders: readonly BroadbandOrderView[]): BroadbandOrderView | null {
  return orders.find((o) => o.id === service.orderId) ?? orders.find((o) => o.serviceId === service.id) ?? null;
}

/**
 * The broadband services in the BFF's order (`sortSubscriptions`), each with its order's timeline
 * while it is on its way; an order whose service is not there yet shows its timeline alone.
 * The services and the orders load and fail on their own.
 */
export function Subscriptions({ technology, initialServices, initialOrders }: Props) {
  const t = useTranslations('broadband.account');
  const id = useId();
  const services = useBroadbandServices(initialServices);
  const orders = useBroadbandOrders(initialOrders);
  const allOrders = (orders.data?.orders ?? []).filter((o) => !technology || o.technology === technology);

  return (
    <div className={styles.stack}>
      <QuerySection query={services} title={t('sectionTitle')} rows={4}>
        {(data) => {
          const list = data.services.filter((s) => !technology || s.technology === technology);
          const waiting = allOrders.filter((o) => inProgress(o) && !list.some((s) => s.id === o.serviceId));
          const severalFibre = list.filter((s) => s.technology === 'UFB').length > 1;
          if (list.length === 0 && waiting.length === 0)
            return (
              <EmptyState id={`${id}-none`} icon="compass" title={t(technology === 'UFB' ? 'noneUfb' : technology === 'FWA' ? 'noneFwa' : 'none')}>
                <ButtonLink href="/broadband">{t('getBroadband')}</ButtonLink>
              </EmptyState>
            );
          return (
            <>
              {severalFibre && (
                <p>
                  <Link href="/select-ufb-product">{t('select.switch')}</Link>
                </p>
              )}
              <ul className={styles.list}>
                {list.map((s) => (
                  <li key={s.id}>
                    <SubscriptionCard service={s} order={orderOf(s, allOrders)} chosen={severalFibre && s.technology === 'UFB' && s.current} />
                  </li>
                ))}
                {waiting.map((o) => (
                  <li key={o.id} className={styles.card}>
                    <p className={styles.muted}>{t(`technology.${o.technology}`)}</p>
                    <h2>{o.planName}</h2>
                    <p>{o.address}</p>
                    <OrderTimeline order={o} />
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </QuerySection>
      {orders.isError && <QuerySection query={orders} title={t('ordersTitle')}>{null}</QuerySection>}
    </div>
  );
}
