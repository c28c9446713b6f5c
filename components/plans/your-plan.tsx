'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatDay } from '@/components/billing/money-format';
import { formatCents } from '@/components/format/format-money';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button-link';
import { QuerySection } from '@/components/ui/section-state';
import type { HeldAddon, PlansView } from '@/lib/usage/types';
import styles from './account-plans.module.css';
import { AutoRenewSwitch } from './auto-renew-switch';
import { PlanSummary } from './plan-summary';
import { usePlans } from './queries';

/**
 * your-plan (docs/mobile-contract.md §4): the current plan's card by the plan display rules,
 * when it next renews or ends, its auto-renew switch, a change asked for the next billing date,
 * 'Change plan'; then the add-ons held, each with its own switch. `initial`: the server's first view.
 */
export function YourPlan({ initial }: { initial?: PlansView }) {
  const t = useTranslations('yourPlan');
  const query = usePlans(initial);
  return (
    <QuerySection query={query} title={t('title')} rows={5}>
      {(view) => (
        <div className={styles.stack}>
          <CurrentPlan view={view} />
          <HeldAddons addons={view.addons} />
        </div>
      )}
    </QuerySection>
  );
}

function CurrentPlan({ view }: { view: PlansView }) {
  const t = useTranslations('yourPlan');
  const locale = useLocale();
  const current = view.current;
  if (!current) {
    return (
      <section className={styles.panel} aria-labelledby="your-plan-none">
        <h2 id="your-plan-none">{t('noPlan')}</h2>
        <p>{t('noPlanHint')}</p>
        <div>
          <ButtonLink href="/profile/all-plans">{t('seePlans')}</ButtonLink>
        </div>
      </section>
    );
  }
  const plan = view.plans.find((p) => p.availabilityUuid === current.availabilityUuid);
  const details = (
    <>
      <NextUpdate held={current} />
      {view.pendingChange && (
        <p className={styles.note}>{t('pending', { plan: view.pendingChange.planName, date: formatDay(view.pendingChange.at, locale) })}</p>
      )}
      {current.allowAutoRenew && <AutoRenewSwitch addon={current} />}
      <div className={styles.actions}>
        <ButtonLink href="/profile/all-plans" variant="secondary">
          {t('changePlan')}
        </ButtonLink>
      </div>
    </>
  );
  const badge = <Badge tone="brand">{t('yourPlanBadge')}</Badge>;
  return plan ? (
    <PlanSummary plan={plan} level={2} badge={badge}>
      {details}
    </PlanSummary>
  ) : (
    <section className={styles.panel} aria-labelledby="your-plan-name">
      <div className={styles.title}>
        <h2 id="your-plan-name">{current.name}</h2>
        {badge}
      </div>
      <p className={styles.figure}>{formatCents(current.priceCents)}</p>
      {details}
    </section>
  );
}

/** 'Renews on 27 Nov 2026' (auto-renew on) or 'Ends on …'. */
function NextUpdate({ held }: { held: HeldAddon }) {
  const t = useTranslations('yourPlan');
  const locale = useLocale();
  if (!held.nextUpdateAt) return null;
  const date = formatDay(held.nextUpdateAt, locale);
  return <p className={styles.date}>{held.autoRenew ? t('renewsOn', { date }) : t('endsOn', { date })}</p>;
}

function HeldAddons({ addons }: { addons: HeldAddon[] }) {
  const t = useTranslations('yourPlan');
  return (
    <section className={styles.panel} aria-labelledby="your-addons">
      <h2 id="your-addons">{t('addonsTitle')}</h2>
      {addons.length === 0 ? (
        <p className={styles.muted}>{t('noAddons')}</p>
      ) : (
        <ul className={styles.held}>
          {addons.map((a) => (
            <li key={a.uuid} className={styles.heldItem}>
              <div className={styles.heldHead}>
                <h3 className={styles.heldName}>{a.name}</h3>
                <p className={styles.heldPrice}>
                  <span className="visually-hidden">{t('price')}: </span>
                  {formatCents(a.priceCents)}
                </p>
              </div>
              <NextUpdate held={a} />
              {a.allowAutoRenew && <AutoRenewSwitch addon={a} />}
            </li>
          ))}
        </ul>
      )}
      <div>
        <ButtonLink href="/profile/addons" variant="secondary">
          {t('buyAddons')}
        </ButtonLink>
      </div>
    </section>
  );
}
