import { getTranslations } from 'next-intl/server';
import { loadOrder } from './load-order';
import { OrderLines } from '@/components/orders/order-lines';
import { OrderOverview } from '@/components/orders/order-overview';
import { PurchaseGuard } from '@/components/orders/purchase-guard';
import { ButtonLink } from '@/components/ui/button-link';
import { getFlags } from '@/lib/config/calls';
import { routeGateOpen } from '@/lib/flags';
import { requireCustomer } from '@/lib/session/guards';
import { isSignedIn } from '@/lib/session/rules';
import { getRequestContext, leaveIfEnded } from '@/lib/upstream/request';
import orderStyles from '@/components/orders/orders.module.css';
import styles from './eshop-page.module.css';

/**
 * The thank-you page of a SIM order (/eshop/thanks) or a broadband one (/eshop/thanks-broadband):
 * the order number, its live status, the eSIM's install section or the SIM card's delivery.
 */
export async function ThanksPage({ path, order: orderParam, broadband }: { path: string; order: string | undefined; broadband: boolean }) {
  const here = orderParam ? `${path}?order=${encodeURIComponent(orderParam)}` : path;
  const { session } = await requireCustomer(here);
  const ctx = await getRequestContext();
  const order = await loadOrder(ctx, orderParam);
  leaveIfEnded(ctx, here);
  const [t, flags] = await Promise.all([getTranslations('orders'), getFlags()]);
  return (
    <PurchaseGuard
      orderId={orderParam ?? null}
      path={path}
      pending={
        <div className={styles.page}>
          <p role="status" className={styles.intro}>{t('thanks.checking')}</p>
        </div>
      }
    >
      <div className={styles.page}>
        <h1>{t('thanks.title')}</h1>
        <p className={styles.intro}>{broadband ? t('thanks.broadbandIntro') : t('thanks.intro')}</p>
        {order && <p className={orderStyles.status}>{t('number', { order: order.orderId })}</p>}
        {order && <OrderOverview order={order} activate={routeGateOpen('mobileOnboarding', flags)} signedIn={isSignedIn(session)} />}
        {order && <OrderLines order={order} />}
        <div className={orderStyles.actions}>
          <ButtonLink href="/profile/my-orders">{t('thanks.viewOrders')}</ButtonLink>
          <ButtonLink href="/" variant="secondary">{t('thanks.keepShopping')}</ButtonLink>
        </div>
      </div>
    </PurchaseGuard>
  );
}
