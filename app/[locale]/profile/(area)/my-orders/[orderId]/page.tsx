import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDate } from '@/components/format/format-date';
import { loadOrder } from '../../../../eshop/_lib/load-order';
import { OrderTimeline } from '@/components/broadband/account/order-timeline';
import { ClientMessages } from '@/components/i18n/client-messages';
import { OrderLines } from '@/components/orders/order-lines';
import { OrderOverview } from '@/components/orders/order-overview';
import orderStyles from '@/components/orders/orders.module.css';
import { broadbandOrderOf } from '@/lib/broadband/order';
import { decodeSegment } from '@/lib/errors/input';
import { holdsBroadbandPlan } from '@/lib/eshop/rules';
import { getRequestContext, leaveIfEnded } from '@/lib/upstream/request';
import { requireScreen } from '../../../_lib/require-screen';

type Props = { params: Promise<{ orderId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { orderId } = await params;
  const t = await getTranslations('orders');
  return { title: t('number', { order: decodeSegment(orderId) ?? '' }) };
}

/** One order: its live status, lines, delivery and the eSIM's install section (as on the thank-you page). */
export default async function OrderPage({ params }: Props) {
  const { flags } = await requireScreen('my-order');
  // Next hands pages their segments percent-encoded; a malformed one is no order (not a 500).
  const orderId = decodeSegment((await params).orderId);
  if (orderId === null) notFound();
  const ctx = await getRequestContext();
  const order = await loadOrder(ctx, orderId);
  leaveIfEnded(ctx, `/profile/my-orders/${encodeURIComponent(orderId)}`);
  if (!order) notFound();
  // A broadband order (issue 17 item 3): its visits and go-live on the account's timeline, with Reschedule.
  const broadband = (flags.ufbModule || flags.fwaModule) && holdsBroadbandPlan(order) ? await broadbandOrderOf(ctx, order.orderId) : null;
  const [t, locale] = await Promise.all([getTranslations('orders'), getLocale()]);
  return (
    <>
      <p>
        <Link href="/profile/my-orders">← {t('detail.back')}</Link>
      </p>
      <h1>{t('number', { order: order.orderId })}</h1>
      <p className={orderStyles.muted}>{t('detail.placed', { date: formatDate(Date.parse(order.createdAt), locale) })}</p>
      {/* requireScreen let only a signed-in customer this far: self-service is their account. */}
      <OrderOverview order={order} activate={flags.mobileOnboarding} signedIn />
      {broadband && (
        <section className={orderStyles.card} aria-labelledby="order-broadband">
          <h2 id="order-broadband">{t('detail.broadband')}</h2>
          <ClientMessages namespaces={['broadband']}>
            <OrderTimeline order={broadband} titled={false} />
          </ClientMessages>
        </section>
      )}
      <OrderLines order={order} />
      {order.notes && (
        <section className={orderStyles.card} aria-labelledby="order-notes">
          <h2 id="order-notes">{t('detail.notes')}</h2>
          <p>{order.notes}</p>
        </section>
      )}
    </>
  );
}
