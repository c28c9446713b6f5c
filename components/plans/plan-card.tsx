import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button-link';
import { cx } from '@/components/ui/cx';
import type { PlanView } from '@/lib/catalog/types';
import { PlanFeatures } from './plan-features';
import { PlanPrice } from './plan-price';
import { getPlanText } from './plan-text';
import styles from './plan-card.module.css';
import themes from './plan-themes.module.css';

type Props = {
  plan: PlanView;
  /** The plan's own page, e.g. /plans/30-prepay-value-pack. */
  detailHref: string;
  /** Where "Get this plan" leads (the SIM purchase of the e-shop). */
  buyHref: string;
};

/** One plan in a list: theme colour, name, price, what it includes, and the ways on. */
export async function PlanCard({ plan, detailHref, buyHref }: Props) {
  const [t, say] = await Promise.all([getTranslations('plans.card'), getPlanText()]);
  const nameId = `plan-${plan.slug}`;
  return (
    <article className={cx(styles.card, themes[plan.theme])} aria-labelledby={nameId}>
      <div className={styles.head}>
        <h3 id={nameId} className={styles.name}>
          {plan.name}
        </h3>
        {!plan.available && <Badge tone="warning">{t('notForSale')}</Badge>}
        <PlanPrice
          priceCents={plan.priceCents}
          originalPriceCents={plan.originalPriceCents}
          offer={plan.offer}
          per={plan.period ? t('per', { period: say(plan.period.label) }) : undefined}
          creditCents={plan.creditCents}
        />
      </div>
      <div className={styles.body}>
        {plan.description && <p className={styles.description}>{plan.description}</p>}
        <PlanFeatures plan={plan} />
      </div>
      <div className={styles.actions}>
        {plan.available && (
          // The e-shop's route; not prefetched, a visitor who only browses never loads it.
          <ButtonLink href={buyHref} prefetch={false} fullWidth>
            {t('getPlan')}
            <span className="visually-hidden">: {plan.name}</span>
          </ButtonLink>
        )}
        <Link href={detailHref} className={styles.view}>
          {t('viewPlan')}
          <span className="visually-hidden">: {plan.name}</span>
        </Link>
      </div>
    </article>
  );
}
