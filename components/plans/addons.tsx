'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFollowPayment } from '@/components/billing/use-follow-payment';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
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
 * it '{name} added' and what is left read again. No base plan: 'You have no active plans',
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

function AddonList({ view, payments, topUpAllowed }: { view: AddonsView; payments: PaymentsConfig; topUpAllowed: boolean }) {
  const t = useTranslations('addons');
  const te = useTranslations('errors');
  const forget = useForgetPlans();
  const { follow, start } = useFollowPayment<PaymentStatus>(PLANS_PATHS.buyStatus);
  const [chosen, setChosen] = useState<PlanView | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  /** Paid: from the credit or on the bill it is there now; by card, its payment is followed until final first. */
  function done(name: string, intentId: string | null) {
    setChosen(null);
    setAdded(name);
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
      {added && (follow.state === 'idle' || follow.state === 'done') && (
        <Alert tone="success">
          <p>{t('added', { name: added })}</p>
        </Alert>
      )}
      {added && follow.state === 'following' && <Alert tone="info">{t('following', { name: added })}</Alert>}
      {follow.state === 'failed' && <Alert tone="error">{te('paymentFailed')}</Alert>}
      {added && follow.state === 'unknown' && <Alert tone="warning">{t('unknown', { name: added })}</Alert>}
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
              </PlanSummary>
            </li>
          ))}
        </ul>
      )}
      {chosen && <AddonBuyDialog addon={chosen} view={view} payments={payments} topUpAllowed={topUpAllowed} onDone={done} onDismiss={() => setChosen(null)} />}
    </div>
  );
}
