import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatDay } from '@/components/billing/money-format';
import { MONEY_PATHS } from '@/components/billing/money-queries';
import { missingCentsOf, TopUpOffer } from '@/components/billing/top-up-offer';
import { useAccountCharge } from '@/components/billing/use-account-charge';
import { useFollowPayment } from '@/components/billing/use-follow-payment';
import { formatCents } from '@/components/format/format-money';
import { createPaymentProvider } from '@/components/payments/create-provider';
import { PaymentStep } from '@/components/payments/payment-step';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useQueryErrorText } from '@/components/ui/section-state';
import { shortfallTopUpCents } from '@/lib/billing/money-rules';
import type { TopUpStatus } from '@/lib/billing/money-types';
import type { PlanView } from '@/lib/catalog/types';
import type { PaymentsConfig } from '@/lib/payments/types';
import { POSTPAY_CHARGE_DAYS } from '@/lib/flags/constants';
import type { PlanChanged, PlansView } from '@/lib/usage/types';
import styles from './account-plans.module.css';
import { useChangePlan } from './queries';

type When = 'now' | 'later';

/**
 * The times a change may take by the configured mode ("Change-plan mode … options NOW, LATER,
 * BOTH"), the first one chosen: with both, the next billing date first (issue 28 item 6: "now"
 * charges the full price at once and forfeits the rest of the period, so it is never the default).
 */
export function whenChoices(mode: PlansView['mode']): When[] {
  return mode === 'BOTH' ? ['later', 'now'] : mode === 'LATER' ? ['later'] : ['now'];
}

type Props = {
  plan: PlanView;
  view: PlansView;
  /** "'Not enough balance' … offer the top-up" where this customer may top up: the difference paid by card here. */
  topUpAllowed: boolean;
  /** The payment provider's configuration, for paying the difference by card. */
  payments: PaymentsConfig;
  onDone(changed: PlanChanged): void;
  onDismiss(): void;
};

/**
 * 'Change to {plan}?': says what "now" means before it is confirmed ("now (no proration, charged
 * now, prior discounts removed) or at next billing date"), the choice of when in the BOTH mode
 * (the next billing date chosen first), 'Change plan'; each refusal in the dialog's alert.
 * 'Not enough balance' where the customer may top up: the payment step right here, to pay the
 * difference by card (a top-up of the missing amount, at least $1.00, followed until it is in),
 * then the same change is asked again; the link to the top-up page stays as the other way.
 */
export function PlanChangeDialog({ plan, view, topUpAllowed, payments, onDone, onDismiss }: Props) {
  const t = useTranslations('planChange');
  const te = useTranslations('errors');
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
  const provider = useMemo(() => createPaymentProvider(payments), [payments]);
  const [short, setShort] = useState<number | null>(null);
  const [payBusy, setPayBusy] = useState(false);
  const [chargeProblem, setChargeProblem] = useState<string | null>(null);
  const { follow, start } = useFollowPayment<TopUpStatus>(MONEY_PATHS.topUpStatus);
  const { charge, intentId } = useAccountCharge(MONEY_PATHS.topUp, setChargeProblem);
  const asked = useRef<{ availabilityUuid: string; when: When; autoRenew: boolean } | null>(null);
  const differenceHeading = useRef<HTMLHeadingElement>(null);

  function confirm() {
    if (change.isPending || payBusy) return;
    asked.current = { availabilityUuid: plan.availabilityUuid, when, autoRenew };
    change.mutate(asked.current, {
      onSuccess: onDone,
      onError: (err) => {
        const missing = missingCentsOf(err);
        if (topUpAllowed && missing !== null) setShort(shortfallTopUpCents(missing));
      },
    });
  }

  // The payment step takes the place of 'Change plan' (which had the focus): the focus goes to it.
  useEffect(() => {
    const heading = differenceHeading.current;
    if (short === null || !heading) return;
    heading.scrollIntoView?.({ block: 'nearest' });
    heading.focus({ preventScroll: true });
  }, [short]);

  // The difference is in the credit: the change asked for is made now.
  useEffect(() => {
    if (follow.state !== 'done' || !asked.current) return;
    change.mutate(asked.current, { onSuccess: onDone });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per top-up that went in
  }, [follow.state]);

  const shortOfCredit = topUpAllowed && missingCentsOf(change.error) !== null;
  const paying = short !== null && when === 'now' && topUpAllowed;
  // The payment went through but could not be confirmed: the customer may ask for the change again.
  const showConfirm = !paying || follow.state === 'unknown';
  return (
    <Dialog
      title={t('title', { plan: plan.name })}
      closeLabel={t('close')}
      onDismiss={payBusy || follow.state === 'following' ? undefined : onDismiss}
      onEnter={showConfirm ? confirm : undefined}
      actions={
        <>
          <Button variant="secondary" onClick={onDismiss} disabled={payBusy || follow.state === 'following'}>
            {t('cancel')}
          </Button>
          {showConfirm && (
            <Button data-autofocus busy={change.isPending} onClick={confirm}>
              {t('confirm')}
            </Button>
          )}
        </>
      }
    >
      {choices.length > 1 && (
        <fieldset className={styles.choices}>
          <legend>{t('when')}</legend>
          {choices.map((c) => (
            <label key={c} className={styles.choice}>
              <input type="radio" name={`${id}-when`} value={c} checked={when === c} disabled={payBusy} onChange={() => setWhen(c)} />
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
          {/* "Postpay charges occur up to 15 days after purchase." */}
          {view.kind === 'postpay' && <li>{t('postpayWhen', { days: POSTPAY_CHARGE_DAYS })}</li>}
        </ul>
      ) : (
        <ul className={styles.terms}>
          <li>{laterLabel}</li>
          <li>{t('laterCharged', { price })}</li>
          {view.kind === 'postpay' && <li>{t('postpayWhen', { days: POSTPAY_CHARGE_DAYS })}</li>}
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
      {paying && short !== null && (
        <section aria-labelledby={`${id}-difference`} className={styles.difference}>
          <h3 id={`${id}-difference`} ref={differenceHeading} tabIndex={-1}>{t('payDifferenceTitle')}</h3>
          <p>{t('payDifferenceIntro', { amount: formatCents(short) })}</p>
          {follow.state === 'idle' || follow.state === 'failed' ? (
            <PaymentStep
              amountCents={short}
              provider={provider}
              charge={(choice) => {
                setChargeProblem(null);
                return charge(short, choice);
              }}
              onPaid={() => void start(intentId())}
              payLabel={t('payDifference', { amount: formatCents(short) })}
              reload={false}
              onBusy={setPayBusy}
            />
          ) : null}
          {chargeProblem && <Alert tone="error">{chargeProblem}</Alert>}
          {follow.state === 'following' && <Alert tone="info">{t('toppingUp', { amount: formatCents(short) })}</Alert>}
          {follow.state === 'failed' && <Alert tone="error">{te('paymentFailed')}</Alert>}
          {follow.state === 'unknown' && <Alert tone="warning">{t('toppedUpUnknown')}</Alert>}
        </section>
      )}
    </Dialog>
  );
}
