import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getPlanText } from '@/components/plans/plan-text';
import { PlanPrice } from '@/components/plans/plan-price';
import cardStyles from '@/components/plans/plan-card.module.css';
import themes from '@/components/plans/plan-themes.module.css';
import featureStyles from '@/components/plans/plan-features.module.css';
import { cx } from '@/components/ui/cx';
import type { FibrePlanView } from '@/lib/broadband/types';

type Props = {
  plan: FibrePlanView;
  /** Below the plan's facts: the package's modem, say. */
  children?: ReactNode;
  /** The way on ("Check your address"), when ordering is open. */
  action?: ReactNode;
  /** Overrides the plan's name as the card's heading (a package names plan and modem). */
  heading?: string;
};

/** A fibre plan: speed, monthly price (struck-through original during an offer), data and term. */
export async function FibrePlanCard({ plan, children, action, heading }: Props) {
  const [t, tc, say] = await Promise.all([getTranslations('broadband'), getTranslations('plans.card'), getPlanText()]);
  const id = `fibre-${plan.uuid}`;
  return (
    <article className={cx(cardStyles.card, themes[plan.theme])} aria-labelledby={id}>
      <div className={cardStyles.head}>
        <h3 id={id} className={cardStyles.name}>
          {heading ?? plan.name}
        </h3>
        {plan.speed && <p className={featureStyles.lead}>{say(plan.speed)}</p>}
        <PlanPrice priceCents={plan.priceCents} originalPriceCents={plan.originalPriceCents} offer={plan.offer} per={t('perMonth')} />
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
        {children}
      </div>
      {action && <div className={cardStyles.actions}>{action}</div>}
    </article>
  );
}
