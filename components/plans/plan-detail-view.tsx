import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button-link';
import { cx } from '@/components/ui/cx';
import type { PlanView } from '@/lib/catalog/types';
import { PlanFeatures } from './plan-features';
import { PlanPrice } from './plan-price';
import { getPlanText } from './plan-text';
import styles from './plan-detail-view.module.css';
import themes from './plan-themes.module.css';

type Props = {
  plan: PlanView;
  addons: readonly PlanView[];
  /** '/plans' or '/sims-multi-plans': the list this plan belongs to. */
  base: string;
  /** The list's name in the breadcrumb. */
  listName: string;
};

/** A plan's own page: every display rule, the way to buy it, and the add-ons that fit it. */
export async function PlanDetailView({ plan, addons, base, listName }: Props) {
  const [t, tc, say] = await Promise.all([getTranslations('plans'), getTranslations('plans.card'), getPlanText()]);
  const per = (p: PlanView) => (p.period ? tc('per', { period: say(p.period.label) }) : undefined);
  return (
    <div className={styles.page}>
      <nav aria-label={t('detail.breadcrumb')}>
        <ol className={styles.breadcrumb}>
          <li>
            <Link href={base}>{listName}</Link>
          </li>
          <li aria-current="page">{plan.name}</li>
        </ol>
      </nav>

      <article className={cx(styles.plan, themes[plan.theme])} aria-labelledby="plan-name">
        <div className={styles.head}>
          <div className={styles.badges}>
            <Badge tone="brand">{t(`kind.${plan.kind}`)}</Badge>
            {!plan.available && <Badge tone="warning">{tc('notForSale')}</Badge>}
          </div>
          <h1 id="plan-name" className={styles.name}>
            {plan.name}
          </h1>
          {plan.description && <p className={styles.description}>{plan.description}</p>}
          <PlanPrice
            size="large"
            priceCents={plan.priceCents}
            originalPriceCents={plan.originalPriceCents}
            offer={plan.offer}
            per={per(plan)}
            creditCents={plan.creditCents}
          />
          {plan.available ? (
            <div className={styles.buy}>
              <ButtonLink href={`/sim-purchase/${plan.slug}`} prefetch={false}>
                {tc('getPlan')}
              </ButtonLink>
            </div>
          ) : (
            <Alert tone="warning" live="off" title={tc('notForSale')}>
              <p>{t('detail.notForSaleBody')}</p>
              <p>
                <Link href={base}>{t('detail.seeCurrentPlans')}</Link>
              </p>
            </Alert>
          )}
        </div>
        <section className={styles.included} aria-labelledby="included-heading">
          <h2 id="included-heading">{t('detail.included')}</h2>
          <PlanFeatures plan={plan} detailed />
        </section>
      </article>

      <section className={styles.addons} aria-labelledby="addons-heading">
        <h2 id="addons-heading">{t('detail.addonsHeading')}</h2>
        <p className={styles.lead}>{t('detail.addonsLead')}</p>
        {addons.length === 0 ? (
          <p>{t('detail.noAddons')}</p>
        ) : (
          <ul className={styles.addonList}>
            {addons.map((a) => (
              <li key={a.uuid} className={styles.addon}>
                <h3 className={styles.addonName}>{a.name}</h3>
                <PlanPrice priceCents={a.priceCents} originalPriceCents={a.originalPriceCents} offer={a.offer} per={per(a)} />
                {a.description && <p className={styles.description}>{a.description}</p>}
                <PlanFeatures plan={a} extras={false} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <p>
        <Link href={base}>{t('detail.allPlans')}</Link>
      </p>
    </div>
  );
}
