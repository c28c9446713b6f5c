'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatDay } from '@/components/billing/money-format';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { OutcomeAlert, useOutcome } from '@/components/ui/outcome';
import { QuerySection } from '@/components/ui/section-state';
import type { PlanView } from '@/lib/catalog/types';
import type { PaymentsConfig } from '@/lib/payments/types';
import type { PlanChanged, PlansView } from '@/lib/usage/types';
import styles from './account-plans.module.css';
import { PlanChangeDialog } from './plan-change-dialog';
import { PlanSummary } from './plan-summary';
import { usePlans } from './queries';

type Props = { initial?: PlansView; topUpAllowed: boolean; payments: PaymentsConfig };

/**
 * all-plans (docs/mobile-contract.md §4): the plans of this product's kind, the current one
 * marked 'Your plan', 'Choose this plan' opening the change dialog; what was changed is said
 * under the button of the plan chosen (in view, announced, focused: issue 28 item 5).
 */
export function AllPlans({ initial, topUpAllowed, payments }: Props) {
  const t = useTranslations('allPlans');
  const query = usePlans(initial);
  return (
    <QuerySection query={query} title={t('title')} rows={6}>
      {(view) => <PlanList view={view} topUpAllowed={topUpAllowed} payments={payments} />}
    </QuerySection>
  );
}

function PlanList({ view, topUpAllowed, payments }: { view: PlansView; topUpAllowed: boolean; payments: PaymentsConfig }) {
  const t = useTranslations('allPlans');
  const locale = useLocale();
  const [chosen, setChosen] = useState<PlanView | null>(null);
  const [changed, setChanged] = useState<PlanChanged | null>(null);
  const outcome = useOutcome();
  const currentUuid = view.current?.availabilityUuid ?? null;

  function done(plan: PlanView, c: PlanChanged) {
    setChosen(null);
    setChanged(c);
    const text = c.when === 'now' ? t('changedNow', { plan: c.planName }) : t('changedLater', { plan: c.planName, date: formatDay(c.at, locale) });
    outcome.show({ tone: 'success', text, at: plan.availabilityUuid });
  }

  return (
    <div className={styles.stack}>
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
                <OutcomeAlert state={outcome} at={plan.availabilityUuid} />
              </PlanSummary>
            </li>
          ))}
        </ul>
      )}
      {chosen && (
        <PlanChangeDialog
          plan={chosen} view={view} topUpAllowed={topUpAllowed} payments={payments}
          onDone={(c) => done(chosen, c)} onDismiss={() => setChosen(null)}
        />
      )}
    </div>
  );
}
