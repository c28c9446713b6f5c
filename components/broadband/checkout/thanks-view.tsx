import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ButtonLink } from '@/components/ui/button-link';
import { goLiveDate } from '@/lib/broadband/rules';
import type { BroadbandOrderView } from '@/lib/broadband/types';
import { OrderTimeline } from '../account/order-timeline';
import { dayLabel, timeRange } from '../visits/visit-format';
import styles from './checkout.module.css';

/**
 * "/eshop/thanks-broadband?order=": the go-live date (`goLiveDate`: the install visit's end, or
 * when it went live), the visits booked, the order's timeline (ordered, paid, scope visit, install
 * visit, live: the account's timeline, with Reschedule) and the way to the broadband tab.
 */
export async function ThanksBroadband({ order }: { order: BroadbandOrderView }) {
  const [t, locale] = await Promise.all([getTranslations('checkout.broadband.thanks'), getLocale()]);
  const goLive = order.goLive ?? goLiveDate({ goLiveAt: null, appointments: order.appointments });
  const booked = order.appointments.filter((a) => a.status !== 'missed');
  return (
    <>
      <p>{t('number', { order: order.eshopOrderNumber })}</p>
      <section className={styles.section} aria-labelledby="go-live">
        <h2 id="go-live">{t('goLive')}</h2>
        <p className={goLive ? styles.goLive : styles.muted}>{goLive ? dayLabel(goLive, locale) : t('goLiveUnknown')}</p>
        <p className={styles.muted}>{order.planName} · {order.address}</p>
      </section>
      <section className={styles.section} aria-labelledby="visits">
        <h2 id="visits">{t('visits')}</h2>
        {booked.length === 0 ? (
          <p className={styles.muted}>{t('noVisits')}</p>
        ) : (
          <ul className={styles.visitList}>
            {booked.map((a) => (
              <li key={a.id}>{t('visitLine', { visit: t(`visit.${a.visit}`), day: dayLabel(a.start, locale), time: timeRange(a.start, a.end, locale) })}</li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="timeline">
        <h2 id="timeline">{t('timeline')}</h2>
        <ClientMessages namespaces={['broadband']}>
          <OrderTimeline order={order} titled={false} />
        </ClientMessages>
      </section>
      <p className={styles.actions}>
        <ButtonLink href="/profile/broadband">{t('toBroadband')}</ButtonLink>
      </p>
    </>
  );
}
