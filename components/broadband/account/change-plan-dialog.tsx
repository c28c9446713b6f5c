import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { formatCents } from '@/components/format/format-money';
import { BffError } from '@/components/query/bff-query';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { QuerySection, useQueryErrorText } from '@/components/ui/section-state';
import type { PhraseKey } from '@/lib/catalog/phrases';
import type { SubscriptionView } from '@/lib/broadband/types';
import styles from './account.module.css';
import { useChangePlan, useServicePlans } from './queries';

/** "the upstream's 400 words otherwise": a refused change says why in the upstream's own words. */
function refusal(error: unknown): string | null {
  return error instanceof BffError && error.code === 'plan_change_refused' && error.message ? error.message : null;
}

type Props = { service: SubscriptionView; onDone(service: SubscriptionView): void; onDismiss(): void };

/**
 * Change plan: the plans on sale at the service's address, the current one marked; Confirm
 * changes it now ("now (no proration, charged now …)"). The upstream's refusals show in the dialog.
 */
export function ChangePlanDialog({ service, onDone, onDismiss }: Props) {
  const t = useTranslations('broadband.account.changePlan');
  const say = useTranslations('planRules');
  const errorText = useQueryErrorText();
  const plans = useServicePlans(service.id);
  const change = useChangePlan(service.id);
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const id = useId();

  function confirm() {
    if (change.isPending) return;
    if (!chosen) return setMissing(true);
    change.mutate(chosen, { onSuccess: onDone });
  }

  return (
    <Dialog
      title={t('title')}
      header={service.address}
      closeLabel={t('close')}
      onDismiss={onDismiss}
      onEnter={confirm}
      actions={
        <>
          <Button variant="secondary" onClick={onDismiss}>
            {t('cancel')}
          </Button>
          <Button data-autofocus busy={change.isPending} onClick={confirm}>
            {t('confirm')}
          </Button>
        </>
      }
    >
      <p>{t('intro')}</p>
      <QuerySection query={plans} title={t('plans')} rows={3}>
        {(data) =>
          data.plans.length === 0 ? (
            <p>{t('none')}</p>
          ) : (
            <fieldset className={styles.plans}>
              <legend className="visually-hidden">{t('plans')}</legend>
              {data.plans.map((p) => (
                <label key={p.availabilityUuid} className={styles.plan}>
                  <input
                    type="radio"
                    name={`${id}-plan`}
                    value={p.availabilityUuid}
                    disabled={p.current === true || !p.available}
                    checked={chosen === p.availabilityUuid}
                    onChange={() => {
                      setChosen(p.availabilityUuid);
                      setMissing(false);
                    }}
                  />
                  <span className={styles.planText}>
                    <span className={styles.planName}>{p.name}</span>
                    <span>{t('price', { price: formatCents(p.priceCents) })}</span>
                    {p.speed && <span className={styles.muted}>{say(p.speed.key as PhraseKey, p.speed.values)}</span>}
                    {p.current && (
                      <span>
                        <Badge tone="brand">{t('current')}</Badge>
                      </span>
                    )}
                  </span>
                </label>
              ))}
            </fieldset>
          )
        }
      </QuerySection>
      <p className={styles.muted}>{t('now')}</p>
      {missing && <Alert tone="error">{t('choose')}</Alert>}
      {change.isError && <Alert tone="error">{refusal(change.error) ?? errorText(change.error)}</Alert>}
    </Dialog>
  );
}
