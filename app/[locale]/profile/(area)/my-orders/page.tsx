import type { Metadata } from 'next';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatCents } from '@/components/format/format-money';
import { formatDate } from '@/components/format/format-date';
import orderStyles from '@/components/orders/orders.module.css';
import { StatusBadge } from '@/components/orders/status-badge';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { ApiError } from '@/lib/errors/api-error';
import { listOrderViews } from '@/lib/eshop/shop';
import type { OrderView } from '@/lib/eshop/types';
import { getRequestContext, leaveIfEnded } from '@/lib/upstream/request';
import { requireScreen } from '../../_lib/require-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('orders.list');
  return { title: t('title') };
}

/** my-orders: the customer's e-shop orders, newest first, each with its status ("the order list also shows delivered"). */
export default async function MyOrdersPage() {
  await requireScreen('my-orders');
  const ctx = await getRequestContext();
  let orders: OrderView[] | null;
  try {
    orders = await listOrderViews(ctx);
  } catch (err) {
    leaveIfEnded(ctx, '/profile/my-orders');
    if (!(err instanceof ApiError)) throw err;
    orders = null;
  }
  leaveIfEnded(ctx, '/profile/my-orders');
  const [t, locale] = await Promise.all([getTranslations('orders'), getLocale()]);
  return (
    <>
      <h1>{t('list.title')}</h1>
      {orders === null && <Alert tone="error" live="off">{t('list.unavailable')}</Alert>}
      {orders?.length === 0 && (
        <EmptyState id="orders-empty" icon="package" title={t('list.empty')}>
          <p>{t('list.emptyBody')}</p>
          <ButtonLink href="/plans" variant="secondary">
            {t('list.browse')}
          </ButtonLink>
        </EmptyState>
      )}
      {orders && orders.length > 0 && (
        <ul className={orderStyles.list}>
          {orders.map((o) => (
            <li key={o.orderId} className={orderStyles.row}>
              <div className={orderStyles.rowMain}>
                <Link href={`/profile/my-orders/${encodeURIComponent(o.orderId)}`}>{t('number', { order: o.orderId })}</Link>
                <span className={orderStyles.muted}>
                  {t('list.placed', { date: formatDate(Date.parse(o.createdAt), locale) })} · {t('list.total', { amount: formatCents(o.totalCents) })}
                </span>
              </div>
              <StatusBadge status={o.shownStatus} label={t(`statuses.${o.shownStatus}`)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
