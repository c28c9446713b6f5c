import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useId, useState } from 'react';
import { formatCents } from '@/components/format/format-money';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { canChangePlan } from '@/lib/broadband/rules';
import type { BroadbandOrderView, SubscriptionStatus, SubscriptionView } from '@/lib/broadband/types';
import styles from './account.module.css';
import { ChangePlanDialog } from './change-plan-dialog';
import { OrderTimeline } from './order-timeline';
import { useBroadbandTimes } from './times';

const TONE: Record<SubscriptionStatus, BadgeTone> = { ufb: 'success', ufb_suspended: 'warning', 'Not Activated': 'info', 'Not Active': 'neutral' };

/** An order still on its way (not live, not cancelled) shows its timeline on the service's card. */
export function inProgress(order: BroadbandOrderView | null | undefined): order is BroadbandOrderView {
  return !!order && order.state !== 'completed' && order.state !== 'cancelled';
}

/**
 * One broadband service (AM §4 "Subscription state"): the plan, address and monthly price, the
 * shown status and the second label, the service-order text; "Change plan" (a suspended service
 * "cannot switch plans": said instead); the order's timeline while it is on its way; usage and billing.
 */
type Props = {
  service: SubscriptionView;
  order: BroadbandOrderView | null;
  /** Marked as the fibre service chosen on select-ufb-product (only when there are several). */
  chosen?: boolean;
};

export function SubscriptionCard({ service: given, order, chosen = false }: Props) {
  const t = useTranslations('broadband.account');
  const times = useBroadbandTimes();
  const id = useId();
  const [answered, setAnswered] = useState<{ from: SubscriptionView; service: SubscriptionView } | null>(null);
  const service = answered && answered.from === given ? answered.service : given;
  const [changing, setChanging] = useState(false);
  const [changed, setChanged] = useState<string | null>(null);
  const verdict = canChangePlan(service.state);
  const switchable = service.canChangePlan && verdict.ok;
  const tech = service.technology === 'UFB' ? 'ufb' : 'fwa';

  return (
    <article className={styles.card} aria-labelledby={`${id}-h`}>
      <div className={styles.head}>
        <p className={styles.muted}>{t(`technology.${service.technology}`)}</p>
        <h2 id={`${id}-h`}>{service.planName}</h2>
        <div className={styles.labels}>
          <Badge tone={TONE[service.status]}>{t(`status.${service.status}`)}</Badge>
          <Badge tone="neutral">{t(`secondLabel.${service.secondLabel}`)}</Badge>
          {chosen && <Badge tone="brand">{t('card.chosen')}</Badge>}
        </div>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('card.address')}</dt>
          <dd>{service.address}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('card.price')}</dt>
          <dd>{t('card.perMonth', { price: formatCents(service.priceCents) })}</dd>
        </div>
        {service.orderText && (
          <div className={styles.fact}>
            <dt>{t('card.orderText')}</dt>
            <dd>{t(`orderText.${service.orderText}`)}</dd>
          </div>
        )}
        {service.goLive && (
          <div className={styles.fact}>
            <dt>{t(service.state === 'active' ? 'card.liveSince' : 'card.goLive')}</dt>
            <dd>{times.date(service.goLive)}</dd>
          </div>
        )}
      </dl>
      {changed && <Alert tone="success">{t('changePlan.done', { plan: changed })}</Alert>}
      {switchable ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setChanging(true)}>
            {t('changePlan.open')}
          </Button>
        </div>
      ) : (
        <p className={styles.muted}>{t(!verdict.ok && verdict.reason === 'suspended' ? 'changePlan.suspended' : 'changePlan.notActive')}</p>
      )}
      <ul className={styles.links} aria-label={t('card.more')}>
        <li>
          <Link href={`/profile/broadband/${tech}/usage`}>{t('card.usage')}</Link>
        </li>
        <li>
          <Link href={`/profile/broadband/${tech}/billing`}>{t('card.billing')}</Link>
        </li>
      </ul>
      {inProgress(order) && <OrderTimeline order={order} />}
      {changing && (
        <ChangePlanDialog
          service={service}
          onDismiss={() => setChanging(false)}
          onDone={(next) => {
            setAnswered({ from: given, service: next });
            setChanged(next.planName);
            setChanging(false);
          }}
        />
      )}
    </article>
  );
}
