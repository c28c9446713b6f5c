import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { formatDay } from '@/components/billing/money-format';
import { missingCentsOf, TopUpOffer } from '@/components/billing/top-up-offer';
import { formatCents } from '@/components/format/format-money';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useQueryErrorText } from '@/components/ui/section-state';
import type { PlanView } from '@/lib/catalog/types';
import type { PlanChanged, PlansView } from '@/lib/usage/types';
import styles from './account-plans.module.css';
import { useChangePlan } from './queries';

type When = 'now' | 'later';

/** The times a change may take by the configured mode ("Change-plan mode … options NOW, LATER, BOTH"). */
export function whenChoices(mode: PlansView['mode']): When[] {
  return mode === 'BOTH' ? ['now', 'later'] : mode === 'LATER' ? ['later'] : ['now'];
}

type Props = {
  plan: PlanView;
  view: PlansView;
  /** "'Not enough balance' … offer the top-up" where this customer may top up. */
  topUpAllowed: boolean;
  onDone(changed: PlanChanged): void;
  onDismiss(): void;
};

/**
 * 'Change to {plan}?': says what "now" means before it is confirmed ("now (no proration, charged
 * now, prior discounts removed) or at next billing date"), the choice of when in the BOTH mode,
 * 'Change plan'; each refusal in the dialog's alert, 'Not enough balance' with the top-up offer.
 */
export function PlanChangeDialog({ plan, view, topUpAllowed, onDone, onDismiss }: Props) {
  const t = useTranslations('planChange');
  const locale = useLocale();
  const errorText = useQueryErrorText();
  const change = useChangePlan();
  const choices = whenChoices(view.mode);
  const [when, setWhen] = useState<When>(choices[0]!);
  const [autoRenew, setAutoRenew] = useState(plan.allowAutoRenew);
  const id = useId();
  const price = formatCents(plan.priceCents);
  const nextDate = view.current?.nextUpdateAt ? formatDay(view.current.nextUpdateAt, locale) : null;
  const laterLabel = nextDate ? t('laterOn', { date: nextDate }) : t('later');

  function confirm() {
    if (change.isPending) return;
    change.mutate({ availabilityUuid: plan.availabilityUuid, when, autoRenew }, { onSuccess: onDone });
  }

  const shortOfCredit = topUpAllowed && missingCentsOf(change.error) !== null;
  return (
    <Dialog
      title={t('title', { plan: plan.name })}
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
      {choices.length > 1 && (
        <fieldset className={styles.choices}>
          <legend>{t('when')}</legend>
          {choices.map((c) => (
            <label key={c} className={styles.choice}>
              <input type="radio" name={`${id}-when`} value={c} checked={when === c} onChange={() => setWhen(c)} />
              <span>{c === 'now' ? t('now') : laterLabel}</span>
            </label>
          ))}
        </fieldset>
      )}
      {when === 'now' ? (
        <ul className={styles.terms}>
          <li>{t('nowCharged', { price })}</li>
          <li>{t('noRefund')}</li>
          <li>{t('discountsEnd')}</li>
        </ul>
      ) : (
        <ul className={styles.terms}>
          <li>{laterLabel}</li>
          <li>{t('laterCharged', { price })}</li>
        </ul>
      )}
      {plan.allowAutoRenew && (
        <label className={styles.choice}>
          <input type="checkbox" checked={autoRenew} onChange={(e) => setAutoRenew(e.target.checked)} />
          <span>{t('autoRenew')}</span>
        </label>
      )}
      {change.isError &&
        (shortOfCredit ? (
          <TopUpOffer error={change.error} />
        ) : (
          <Alert tone="error">
            <p>{errorText(change.error)}</p>
          </Alert>
        ))}
    </Dialog>
  );
}
