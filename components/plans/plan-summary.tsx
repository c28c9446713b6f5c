import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatCents } from '@/components/format/format-money';
import { cx } from '@/components/ui/cx';
import type { Phrase, PlanView } from '@/lib/catalog/types';
import { PlanFeaturesView, type PlanWords } from './plan-features-view';
import card from './plan-card.module.css';
import styles from './plan-summary.module.css';
import themes from './plan-themes.module.css';

/** The plan display rules' words in the browser (namespaces `plans` and `planRules` given to the client). */
export function usePlanWords(): PlanWords {
  const t = useTranslations('plans.card');
  const tr = useTranslations('planRules');
  return { t: (k) => t(k), say: (p: Phrase) => tr(p.key as Parameters<typeof tr>[0], p.values) };
}

type Props = {
  plan: PlanView;
  /** The heading level inside the page: cards under an h2 are h3. */
  level?: 2 | 3;
  /** Beside the name ('Your plan'). */
  badge?: ReactNode;
  /** Above the features (an add-on's picture). */
  media?: ReactNode;
  /** Under the features: dates, switches, buttons. */
  children?: ReactNode;
  /** Add-ons show their allowances only. */
  extras?: boolean;
};

/**
 * One plan or add-on of the account's plan pages, by the plan display rules of lib/catalog
 * ("Plan display rules"): its theme, name, price for its period, description and what it gives.
 */
export function PlanSummary({ plan, level = 3, badge, media, children, extras = true }: Props) {
  const t = useTranslations('plans.card');
  const words = usePlanWords();
  const H = level === 2 ? 'h2' : 'h3';
  const nameId = `plan-${plan.slug}`;
  return (
    <article className={cx(card.card, themes[plan.theme])} aria-labelledby={nameId}>
      <div className={card.head}>
        {media}
        <div className={styles.title}>
          <H id={nameId} className={card.name}>
            {plan.name}
          </H>
          {badge}
        </div>
        <p className={styles.price}>
          <span className="visually-hidden">{t('price')}: </span>
          <span className={styles.amount}>{formatCents(plan.priceCents)}</span>
          {plan.period && <span className={styles.per}> {t('per', { period: words.say(plan.period.label) })}</span>}
        </p>
        {plan.originalPriceCents !== undefined && (
          <p className={styles.was}>
            <s>{t('was', { price: formatCents(plan.originalPriceCents) })}</s>
          </p>
        )}
      </div>
      <div className={card.body}>
        {plan.description && <p className={card.description}>{plan.description}</p>}
        <PlanFeaturesView plan={plan} extras={extras} {...words} />
        {children}
      </div>
    </article>
  );
}
