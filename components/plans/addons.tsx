'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFollowPayment, type Follow } from '@/components/billing/use-follow-payment';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { OutcomeAlert, useOutcome, type Outcome, type OutcomeState } from '@/components/ui/outcome';
import { QuerySection } from '@/components/ui/section-state';
import type { PaymentStatus } from '@/lib/billing/money-types';
import type { PlanView } from '@/lib/catalog/types';
import type { PaymentsConfig } from '@/lib/payments/types';
import type { AddonsView } from '@/lib/usage/types';
import { AddonBuyDialog } from './addon-buy-dialog';
import { AddonImage } from './addon-image';
import styles from './account-plans.module.css';
import { PlanSummary } from './plan-summary';
import { PLANS_PATHS, useAddons, useForgetPlans } from './queries';

type Props = { initial?: AddonsView; payments: PaymentsConfig; topUpAllowed: boolean };

/**
 * addons (docs/mobile-contract.md §4; `/link/products`): the add-ons of this product's kind with
 * their allowance, period and, with the images flag, a picture; 'Buy' opens the buy dialog; after
 * it '{name} added' under that add-on's Buy button (in view, announced, focused) and what is left
 * read again. No base plan: 'You have no active plans',
 * 'Please buy a base plan before you can buy an addon' and 'See plans', no Buy buttons.
 */
export function Addons({ initial, payments, topUpAllowed }: Props) {
  const t = useTranslations('addons');
  const query = useAddons(initial);
  return (
    <QuerySection query={query} title={t('title')} rows={6}>
      {(view) => <AddonList view={view} payments={payments} topUpAllowed={topUpAllowed} />}
    </QuerySection>
  );
}

/** What a purchase said, by how its card payment stands (bought from the credit or on the bill: done at once). */
function useBoughtOutcome(): (name: string, at: string, follow: Follow<PaymentStatus>) => Outcome {
  const t = useTranslations('addons');
  const te = useTranslations('errors');
  return (name, at, follow) => {
    switch (follow.state) {
      case 'following':
        return { tone: 'info', text: t('following', { name }), at };
      case 'failed':
        return { tone: 'error', text: te('paymentFailed'), at };
      case 'unknown':
        return { tone: 'warning', text: t('unknown', { name }), at };
      default:
        return { tone: 'success', text: t('added', { name }), at };
    }
  };
}

function AddonList({ view, payments, topUpAllowed }: { view: AddonsView; payments: PaymentsConfig; topUpAllowed: boolean }) {
  const t = useTranslations('addons');
  const forget = useForgetPlans();
  const { follow, start } = useFollowPayment<PaymentStatus>(PLANS_PATHS.buyStatus);
  const [chosen, setChosen] = useState<PlanView | null>(null);
  const [added, setAdded] = useState<{ name: string; at: string } | null>(null);
  const outcome = useOutcome();
  const boughtOutcome = useBoughtOutcome();
  // Shown under the Buy button that started it (issue 28 item 5); its words follow the card payment to its end.
  const shown: OutcomeState = added && outcome.outcome ? { ...outcome, outcome: boughtOutcome(added.name, added.at, follow) } : outcome;

  /** Paid: from the credit or on the bill it is there now; by card, its payment is followed until final first. */
  function done(addon: PlanView, name: string, intentId: string | null) {
    setChosen(null);
    setAdded({ name, at: addon.availabilityUuid });
    outcome.show({ tone: intentId ? 'info' : 'success', text: intentId ? t('following', { name }) : t('added', { name }), at: addon.availabilityUuid });
    if (intentId) void start(intentId);
    else void forget();
  }

  return (
    <div className={styles.stack}>
      {!view.hasBasePlan && (
        <Alert tone="warning" title={t('noPlan')} live="off">
          <p>{t('noPlanHint')}</p>
          <p>
            <ButtonLink href="/profile/all-plans">{t('seePlans')}</ButtonLink>
          </p>
        </Alert>
      )}
      {view.addons.length === 0 ? (
        <p className={styles.muted}>{t('none')}</p>
      ) : (
        <ul className={styles.grid}>
          {view.addons.map((addon) => (
            <li key={addon.availabilityUuid}>
              <PlanSummary plan={addon} level={2} extras={false} media={view.images && <AddonImage addon={addon} />}>
                {view.hasBasePlan && (
                  <div className={styles.actions}>
                    <Button onClick={() => setChosen(addon)}>
                      {t('buy')}
                      <span className="visually-hidden">: {addon.name}</span>
                    </Button>
                  </div>
                )}
                <OutcomeAlert state={shown} at={addon.availabilityUuid} />
              </PlanSummary>
            </li>
          ))}
        </ul>
      )}
      {chosen && (
        <AddonBuyDialog
          addon={chosen} view={view} payments={payments} topUpAllowed={topUpAllowed}
          onDone={(name, intentId) => done(chosen, name, intentId)} onDismiss={() => setChosen(null)}
        />
      )}
    </div>
  );
}
