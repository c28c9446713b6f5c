import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Alert } from '@/components/ui/alert';
import type { OrderView } from '@/lib/eshop/types';
import { ActivateSims } from './activate-sims';
import { EsimInstall } from './esim-install';
import { LiveOrderStatus } from './live-order-status';
import { SelfManagedSims } from './self-managed-sims';
import { DeliveryInfo } from './order-status';
import { hasPhysicalSim } from './order-rules';
import styles from './orders.module.css';

/**
 * One order as the thank-you page and the order page show it: the live status, the eSIM's
 * install section, the delivery of a SIM card, "Activate your SIM" once paid (`activate`: onboarding
 * on), and self-service for its self-managed SIMs (`signedIn`: to the account, else the sign-in).
 * Server-rendered; the status part listens live
 * and renders this again when the order moves on.
 */
export async function OrderOverview({ order, activate = false, signedIn }: { order: OrderView; activate?: boolean; signedIn: boolean }) {
  const t = await getTranslations('orders');
  const physical = hasPhysicalSim(order);
  return (
    <>
      <section className={styles.card} aria-label={t('statusLabel')}>
        <ClientMessages namespaces={['orders']}>
          <LiveOrderStatus
            // A new status from the server (after a refresh) starts the listener afresh.
            key={order.shownStatus}
            initial={{ orderId: order.orderId, shownStatus: order.shownStatus, esims: order.esims, lines: order.lines }}
            physical={physical}
          />
        </ClientMessages>
        {order.failureNote && <Alert tone="error" live="off">{t('detail.failure', { note: order.failureNote })}</Alert>}
      </section>
      {activate && <ActivateSims order={order} />}
      <SelfManagedSims order={order} signedIn={signedIn} />
      <EsimInstall esims={order.esims} />
      <DeliveryInfo order={order} />
    </>
  );
}
