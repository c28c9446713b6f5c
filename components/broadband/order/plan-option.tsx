import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatCents } from '@/components/format/format-money';
import cardStyles from '@/components/plans/plan-card.module.css';
import featureStyles from '@/components/plans/plan-features.module.css';
import priceStyles from '@/components/plans/plan-price.module.css';
import themes from '@/components/plans/plan-themes.module.css';
import { cx } from '@/components/ui/cx';
import type { BroadbandPlanView, ModemView } from '@/lib/broadband/types';
import type { Phrase } from '@/lib/catalog/types';
import { speedLabel } from '@/lib/catalog/values';
import styles from './order.module.css';

function useSay() {
  const tr = useTranslations('planRules');
  return (p: Phrase) => tr(p.key as Parameters<typeof tr>[0], p.values);
}

/**
 * A plan for the address, as FibrePlanCard shows it on /ufb (its styles and words): FibrePlanCard
 * is a server component and the plans here depend on the address typed, so the flow draws the
 * same card in the browser.
 */
export function PlanOption({ plan, selected, action }: { plan: BroadbandPlanView; selected: boolean; action: ReactNode }) {
  const t = useTranslations('broadband');
  const tc = useTranslations('plans.card');
  const say = useSay();
  const id = `order-plan-${plan.uuid}`;
  return (
    <article className={cx(cardStyles.card, themes[plan.theme], selected && styles.selected)} aria-labelledby={id}>
      <div className={cardStyles.head}>
        <h3 id={id} className={cardStyles.name}>{plan.name}</h3>
        {plan.speed && <p className={featureStyles.lead}>{say(plan.speed)}</p>}
        <div className={cx(priceStyles.price, priceStyles.medium)}>
          <p className={priceStyles.now}>
            <span className="visually-hidden">{tc('price')}: </span>
            <span className={priceStyles.amount}>{formatCents(plan.priceCents)}</span>
            <span className={priceStyles.per}> {t('perMonth')}</span>
          </p>
          {plan.originalPriceCents !== undefined && (
            <p className={priceStyles.was}>
              <s>{tc('was', { price: formatCents(plan.originalPriceCents) })}</s>
              {plan.offer && <span className={priceStyles.offer}>{tc('offerFor', { period: say(plan.offer.label) })}</span>}
            </p>
          )}
        </div>
      </div>
      <div className={cardStyles.body}>
        {plan.description && <p className={cardStyles.description}>{plan.description}</p>}
        <dl className={featureStyles.usage}>
          <div className={featureStyles.row}>
            <dt>{tc('data')}</dt>
            <dd>{say(plan.data)}</dd>
          </div>
          <div className={featureStyles.row}>
            <dt>{t('term')}</dt>
            <dd>{say(plan.term)}</dd>
          </div>
        </dl>
      </div>
      <div className={cardStyles.actions}>{action}</div>
    </article>
  );
}

const SHOWN = ['WiFi', 'Ports', 'Colour'] as const;

/** A modem as ModemCard shows it (its styles and words), drawn in the browser for the same reason. */
export function ModemOption({ modem, selected, action }: { modem: ModemView; selected: boolean; action: ReactNode }) {
  const t = useTranslations('broadband.package');
  const shown = SHOWN.filter((name) => modem.attributes[name]);
  return (
    <article className={cx(styles.modem, selected && styles.selected)} aria-labelledby={`order-modem-${modem.uuid}`}>
      <h3 id={`order-modem-${modem.uuid}`}>{modem.name}</h3>
      {modem.maxSpeedBps && <p className={featureStyles.lead}>{t('maxSpeed', { speed: speedLabel(modem.maxSpeedBps) })}</p>}
      {modem.description && <p>{modem.description}</p>}
      {shown.length > 0 && (
        <dl className={featureStyles.usage}>
          {shown.map((name) => (
            <div key={name} className={featureStyles.row}>
              <dt>{t(`attributes.${name}`)}</dt>
              <dd>{modem.attributes[name]}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className={featureStyles.lead}>{t('oneOff', { price: formatCents(modem.priceCents) })}</p>
      <div className={styles.actions}>{action}</div>
    </article>
  );
}
