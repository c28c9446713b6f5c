'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatDay } from '@/components/billing/money-format';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { QuerySection } from '@/components/ui/section-state';
import type { PlanView } from '@/lib/catalog/types';
import type { PlanChanged, PlansView } from '@/lib/usage/types';
import styles from './account-plans.module.css';
import { PlanChangeDialog } from './plan-change-dialog';
import { PlanSummary } from './plan-summary';
import { usePlans } from './queries';

/**
 * all-plans (docs/mobile-contract.md §4): the plans of this product's kind, the current one
 * marked 'Your plan', 'Choose this plan' opening the change dialog; what was changed after.
 */
export function AllPlans({ initial, topUpAllowed }: { initial?: PlansView; topUpAllowed: boolean }) {
  const t = useTranslations('allPlans');
  const query = usePlans(initial);
  return (
    <QuerySection query={query} title={t('title')} rows={6}>
      {(view) => <PlanList view={view} topUpAllowed={topUpAllowed} />}
    </QuerySection>
  );
}

function PlanList({ view, topUpAllowed }: { view: PlansView; topUpAllowed: boolean }) {
  const t = useTranslations('allPlans');
  const locale = useLocale();
  const [chosen, setChosen] = useState<PlanView | null>(null);
  const [changed, setChanged] = useState<PlanChanged | null>(null);
  const currentUuid = view.current?.availabilityUuid ?? null;

  function done(c: PlanChanged) {
    setChosen(null);
    setChanged(c);
  }

  return (
    <div className={styles.stack}>
      {changed && (
        <Alert tone="success">
          <p>{changed.when === 'now' ? t('changedNow', { plan: changed.planName }) : t('changedLater', { plan: changed.planName, date: formatDay(changed.at, locale) })}</p>
        </Alert>
      )}
      {!changed && view.pendingChange && (
        <Alert tone="info" live="off">
          <p>{t('pending', { plan: view.pendingChange.planName, date: formatDay(view.pendingChange.at, locale) })}</p>
        </Alert>
      )}
      {view.nextChangeAllowedAt && (
        <p className={styles.note}>{t('oncePerMonth', { date: formatDay(view.nextChangeAllowedAt, locale) })}</p>
      )}
      {view.plans.length === 0 ? (
        <p className={styles.muted}>{t('none')}</p>
      ) : (
        <ul className={styles.grid}>
          {view.plans.map((plan) => (
            <li key={plan.availabilityUuid}>
              <PlanSummary plan={plan} level={2} badge={plan.availabilityUuid === currentUuid && <Badge tone="brand">{t('yourPlan')}</Badge>}>
                <div className={styles.actions}>
                  <Button variant={plan.availabilityUuid === currentUuid ? 'secondary' : 'primary'} onClick={() => setChosen(plan)}>
                    {t('choose')}
                    <span className="visually-hidden">: {plan.name}</span>
                  </Button>
                </div>
              </PlanSummary>
            </li>
          ))}
        </ul>
      )}
      {chosen && <PlanChangeDialog plan={chosen} view={view} topUpAllowed={topUpAllowed} onDone={done} onDismiss={() => setChosen(null)} />}
    </div>
  );
}
