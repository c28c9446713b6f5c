'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useRef, useState } from 'react';
import { formatCents } from '@/components/format/format-money';
import { createPaymentProvider } from '@/components/payments/create-provider';
import { BffError } from '@/components/query/bff-query';
import { PaymentStep, type ChargeResult, type PaymentChoice } from '@/components/payments/payment-step';
import { Alert } from '@/components/ui/alert';
import { PortingForm } from '@/components/porting/porting-form';
import { Button } from '@/components/ui/button';
import { QuerySection } from '@/components/ui/section-state';
import type { ActivationSetup, PlanType } from '@/lib/onboarding/types';
import type { PaymentsConfig } from '@/lib/payments/types';
import type { PortingInput } from '@/lib/porting/types';
import { SimFacts } from './found-sim';
import { activate, finalise, useActivationSetup, type ActivateInput } from './queries';
import { useOnboardingFailure } from './use-onboarding-error';
import styles from './onboarding.module.css';

/** Finalise while the payment is still pending: tried this many times, this far apart. */
const FINALISE_TRIES = 5;

/** The port as the activation's routes take it: the SIM is the path's. */
function withoutProduct(input: PortingInput): Omit<PortingInput, 'productId'> {
  const { productId: _ignored, ...rest } = input;
  return rest;
}
const FINALISE_RETRY_MS = 1000;
/** "No plan for now: casual rates" (prepay with casual). */
const CASUAL = 'casual';
const finalisePage = (productId: string) => `/mobile-onboarding-finalise?product=${encodeURIComponent(productId)}`;

/** /onboarding/{productId}: the SIM, then its number, plan and payment, then Activate (`initial`: the server's first view). */
export function ActivateSim({ productId, payments, initial }: { productId: string; payments: PaymentsConfig; initial?: ActivationSetup }) {
  const t = useTranslations('onboarding.activate');
  const setup = useActivationSetup(productId, initial);
  return (
    <QuerySection query={setup} title={t('section')} rows={4}>
      {(data) => <ActivateForm setup={data} payments={payments} />}
    </QuerySection>
  );
}

/**
 * (1) Your number: keep the new one or bring yours; (2) Plan: the plans of the SIM's type
 * (prepay: also casual rates; fully paid: the plan paid for, no choice); (3) Payment: the one
 * payment step (voucher for prepay and PAYG, 'Bill to {payer}' where a route pays; postpay:
 * a credit check, the card authorised not charged; fully paid: one Activate button). A failure
 * keeps every choice and typed value.
 */
function ActivateForm({ setup, payments }: { setup: ActivationSetup; payments: PaymentsConfig }) {
  const t = useTranslations('onboarding.activate');
  const tn = useTranslations('onboarding.number');
  const router = useRouter();
  const failure = useOnboardingFailure();
  const provider = useMemo(() => createPaymentProvider(payments), [payments]);
  const id = useId();
  const tt = useTranslations('onboarding');
  const { adoption } = setup;
  const productId = adoption.productId;
  // The plan type may change before activation (PUT product-type): each type's plans and payment rules come with the setup.
  const [planType, setPlanType] = useState<PlanType>(adoption.planType);
  const choice = setup.planTypes.find((c) => c.planType === planType);
  const plans = choice?.plans ?? setup.plans;
  const casualAllowed = choice?.casualAllowed ?? setup.casualAllowed;
  const voucherAllowed = choice?.voucher ?? setup.payment.voucher;
  const [keepNumber, setKeepNumber] = useState(true);
  // The porting form's checked input (null while a field is missing or wrong); the form keeps what was typed.
  const [porting, setPorting] = useState<PortingInput | null>(null);
  const [showPortingErrors, setShowPortingErrors] = useState(false);
  const firstPlanOf = (c: { plans: ActivationSetup['plans']; casualAllowed: boolean }) => c.plans[0]?.availabilityId ?? (c.casualAllowed ? CASUAL : null);
  const [plan, setPlan] = useState<string | null>(firstPlanOf({ plans, casualAllowed }));
  const [planMissing, setPlanMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const numberRef = useRef<HTMLElement>(null);
  const chosenPlan = plans.find((p) => p.availabilityId === plan) ?? null;
  const fullyPaid = adoption.fullyPaid;
  const postpay = planType === 'postpay';

  function choosePlanType(next: PlanType) {
    const c = setup.planTypes.find((x) => x.planType === next);
    if (!c) return;
    setPlanType(next);
    setPlan(firstPlanOf(c));
    setPlanMissing(false);
  }

  /** The number coming in, checked before anything is asked: undefined when keeping the new one; null: stop. */
  function portingInput(): ActivateInput['porting'] | null {
    if (keepNumber) return undefined;
    if (!porting) {
      setShowPortingErrors(true);
      numberRef.current?.scrollIntoView({ block: 'start' });
      return null;
    }
    return withoutProduct(porting);
  }

  function input(payment: PaymentChoice | null): ActivateInput | null {
    const port = portingInput();
    if (port === null) return null;
    // Pay as you go may have no plan to choose: casual rates from the card.
    if (!fullyPaid && plan === null && (plans.length > 0 || casualAllowed)) {
      setPlanMissing(true);
      return null;
    }
    const chosen = fullyPaid || plan === CASUAL || !chosenPlan ? null : { availabilityId: chosenPlan.availabilityId, catalogId: chosenPlan.catalogId };
    return { plan: chosen, payment, ...(planType !== adoption.planType ? { planType } : {}), ...(port ? { porting: port } : {}) };
  }

  async function charge(payment: PaymentChoice): Promise<ChargeResult> {
    setProblem(null);
    setPlanMissing(false);
    const body = input(payment);
    if (!body) return { stop: true };
    try {
      const res = await activate(productId, body);
      return res.clientSecret ? { clientSecret: res.clientSecret } : {};
    } catch (err) {
      return { problem: failure(err).text };
    }
  }

  /** Paid (or nothing to confirm): the activation is asked; the wait page asks again if this answer is lost. */
  async function paid() {
    setBusy(true);
    // 'Payment is pending' until the provider's success reaches the upstream: asked again a few times.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await finalise(productId, keepNumber || !porting ? undefined : withoutProduct(porting));
        break;
      } catch (err) {
        // Anything else (or still pending): the wait page finalises what is not started yet (idempotent) and shows the failure.
        if (!(err instanceof BffError && err.code === 'payment_pending') || attempt >= FINALISE_TRIES) break;
        await new Promise((resolve) => setTimeout(resolve, FINALISE_RETRY_MS));
      }
    }
    router.push(finalisePage(productId));
  }

  async function activateFullyPaid() {
    setProblem(null);
    const body = input(null);
    if (!body) return;
    setBusy(true);
    try {
      await activate(productId, body);
    } catch (err) {
      setProblem(failure(err).text);
      setBusy(false);
      return;
    }
    await paid();
  }

  const amount = fullyPaid || plan === CASUAL ? 0 : (chosenPlan?.priceCents ?? 0);
  const payLabel = postpay ? t('checkAndActivate') : amount > 0 ? t('payAndActivate', { amount: formatCents(amount) }) : t('activateButton');

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={`${id}-sim`}>
        <h2 id={`${id}-sim`}>{t('simHeading')}</h2>
        {/* The plan type shown follows the choice below it. */}
        <SimFacts adoption={{ ...adoption, planType }} />
      </section>

      <section ref={numberRef} className={styles.card}>
        <fieldset className={styles.fieldset} disabled={busy}>
          <legend className={styles.legend}>{t('numberHeading')}</legend>
          <div className={styles.choices}>
            <label className={styles.choice}>
              <input type="radio" name={`${id}-number`} checked={keepNumber} onChange={() => setKeepNumber(true)} />
              <span className={styles.choiceText}>
                <span className={styles.choiceName}>{tn('keep', { number: adoption.number })}</span>
              </span>
            </label>
            <label className={styles.choice}>
              <input type="radio" name={`${id}-number`} checked={!keepNumber} onChange={() => setKeepNumber(false)} />
              <span className={styles.choiceText}>
                <span className={styles.choiceName}>{tn('bring')}</span>
                <span className={styles.muted}>{tn('bringHint')}</span>
              </span>
            </label>
          </div>
          {/* Kept mounted while hidden: switching back to "bring" finds what was typed. */}
          <div hidden={keepNumber}>
            <PortingForm mode="embedded" productId={productId} value={porting} onChange={setPorting} showErrors={showPortingErrors} />
          </div>
        </fieldset>
      </section>

      <section className={styles.card}>
        <fieldset className={styles.fieldset} disabled={busy}>
          <legend className={styles.legend}>{t('planHeading')}</legend>
          {!fullyPaid && setup.planTypes.length > 1 && (
            <div className={`${styles.choices} ${styles.typeGroup}`} role="radiogroup" aria-labelledby={`${id}-type`}>
              <p id={`${id}-type`} className={styles.choiceName}>{t('planTypeLegend')}</p>
              {setup.planTypes.map((c) => (
                <label key={c.planType} className={styles.choice}>
                  <input type="radio" name={`${id}-type`} value={c.planType} checked={planType === c.planType} onChange={() => choosePlanType(c.planType)} />
                  <span className={styles.choiceText}>
                    <span className={styles.choiceName}>{tt(`planType.${c.planType}`)}</span>
                    <span className={styles.muted}>{t(`planTypeHint.${c.planType}`)}</span>
                  </span>
                </label>
              ))}
            </div>
          )}
          {fullyPaid ? (
            <p>{t('paidPlan', { name: adoption.paidPlan?.name ?? t('paidPlanUnnamed') })}</p>
          ) : (
            <div className={styles.choices} role="radiogroup" aria-label={t('planHeading')} aria-describedby={planMissing ? `${id}-plan-error` : undefined}>
              {setup.planTypes.length > 1 && <p className={styles.choiceName}>{t('planListLegend', { type: tt(`planType.${planType}`) })}</p>}
              {plans.map((p) => (
                <label key={p.availabilityId} className={styles.choice}>
                  <input type="radio" name={`${id}-plan`} value={p.availabilityId} checked={plan === p.availabilityId} onChange={() => setPlan(p.availabilityId)} />
                  <span className={styles.choiceText}>
                    <span className={styles.choiceName}>{p.name}</span>
                    <span>{p.period ? t('pricePer', { amount: formatCents(p.priceCents), period: p.period }) : formatCents(p.priceCents)}</span>
                    {p.summary && <span className={styles.muted}>{p.summary}</span>}
                  </span>
                </label>
              ))}
              {casualAllowed && (
                <label className={styles.choice}>
                  <input type="radio" name={`${id}-plan`} value={CASUAL} checked={plan === CASUAL} onChange={() => setPlan(CASUAL)} />
                  <span className={styles.choiceText}>
                    <span className={styles.choiceName}>{t('casual')}</span>
                    <span className={styles.muted}>{t('casualHint')}</span>
                  </span>
                </label>
              )}
              {plans.length === 0 && !casualAllowed && <p>{t(planType === 'payg' ? 'paygNoPlan' : 'noPlans')}</p>}
            </div>
          )}
          {planMissing && (
            <p id={`${id}-plan-error`} className={styles.muted} role="alert">
              {t('planNeeded')}
            </p>
          )}
        </fieldset>
      </section>

      <section className={styles.card} aria-labelledby={`${id}-pay`}>
        <h2 id={`${id}-pay`}>{t('payHeading')}</h2>
        {postpay && <p>{t('creditCheckNote')}</p>}
        {fullyPaid ? (
          <>
            <p>{t('nothingToPay')}</p>
            {problem && <Alert tone="error">{problem}</Alert>}
            <Button busy={busy} fullWidth onClick={() => void activateFullyPaid()}>
              {busy ? t('activating') : t('activateButton')}
            </Button>
          </>
        ) : (
          <PaymentStep
            amountCents={amount}
            provider={provider}
            allow={{ voucher: voucherAllowed, billTo: setup.payment.billTo }}
            charge={charge}
            onPaid={() => void paid()}
            chargingLabel={t('activating')}
            payLabel={payLabel}
            reload={false}
            onBusy={setBusy}
          />
        )}
      </section>
    </div>
  );
}
