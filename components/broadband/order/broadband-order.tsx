'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatCents } from '@/components/format/format-money';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { BROADBAND_STEPS, type BroadbandFlow, type BroadbandStep } from '@/lib/broadband/types';
import { dayOf } from '../visits/visit-format';
import { AddressStep } from './address-step';
import { ContactStep, StartStep, SwitchingStep } from './detail-steps';
import { canOpen, currentStep, emptyFlow, nextStep, stepDone } from './flow-rules';
import { useSavedFlow } from './flow-storage';
import { ModemStep, PlanStep } from './plan-step';
import { ReviewStep } from './review-step';
import styles from './order.module.css';

/** One made choice in a line ("each step's choice shown as a summary line with Change once made"). */
function useChoiceText() {
  const t = useTranslations('broadband.order');
  const locale = useLocale();
  return (flow: BroadbandFlow, step: BroadbandStep): string => {
    switch (step) {
      case 'address': return `${flow.address?.formatted ?? ''} · ${flow.technology ? t(`technology.${flow.technology}`) : ''}`;
      case 'plan': return flow.plan ? t('review.planLine', { plan: flow.plan.name, price: formatCents(flow.plan.priceCents) }) : '';
      case 'modem': return flow.withModem && flow.modem ? flow.modem.name : t('review.ownModem');
      case 'switching': return flow.switching ? (flow.switching.kind === 'transfer' ? t('review.transferLine', { provider: flow.switching.from.provider, account: flow.switching.from.accountNumber }) : t(`switching.kinds.${flow.switching.kind}`)) : '';
      case 'start': return flow.startDate ? dayOf(flow.startDate, locale) : '';
      case 'contact': return flow.contactPhone;
      default: return '';
    }
  };
}

/**
 * The broadband ordering flow (docs/broadband-contract.md §4 "Ordering"): a step list, the
 * choices made as summary lines with Change, and the step at hand. The flow lives in
 * localStorage (`broadband.flow`, saved at every change: a reload resumes at the step reached).
 * `planTypes` is the server's plan-type block, shown with the plans.
 */
export function BroadbandOrder({ planTypes }: { planTypes: ReactNode }) {
  const t = useTranslations('broadband.order');
  const [saved, save] = useSavedFlow();
  const [fresh] = useState(() => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `flow-${Date.now()}`));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const choice = useChoiceText();
  const flow = saved ?? emptyFlow(fresh);
  const step = currentStep(flow);

  useEffect(() => {
    // A step change moves the focus to the step's heading (not on the first paint).
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  if (saved === undefined) {
    return (
      <section className={styles.flow} aria-labelledby="order-heading">
        <h2 id="order-heading">{t('heading')}</h2>
        <p className={styles.muted}>{t('loading')}</p>
        {planTypes}
      </section>
    );
  }

  const goTo = (s: BroadbandStep, base: BroadbandFlow = flow) => {
    moved.current = true;
    save({ ...base, step: s });
  };
  const onContinue = (base: BroadbandFlow = flow) => goTo(nextStep(step), base);
  const props = { flow, save, onContinue };
  const index = BROADBAND_STEPS.indexOf(step);

  return (
    <section className={styles.flow} aria-labelledby="order-heading">
      <h2 id="order-heading">{t('heading')}</h2>
      <ol className={styles.steps} aria-label={t('stepsLabel')}>
        {BROADBAND_STEPS.map((s, i) => (
          <li key={s} className={cx(i < index && stepDone(flow, s) && styles.stepDone, s === step && styles.stepCurrent)} aria-current={s === step ? 'step' : undefined}>
            {t(`steps.${s}`)}
          </li>
        ))}
      </ol>
      {index > 0 && (
        <ul className={styles.summary} aria-label={t('choicesLabel')}>
          {BROADBAND_STEPS.slice(0, index).map((s) => (
            <li key={s} className={styles.summaryLine}>
              <div>
                <span className={styles.summaryLabel}>{t(`steps.${s}`)}</span>
                <span className={styles.summaryValue}>{choice(flow, s)}</span>
              </div>
              {canOpen(flow, s) && (
                <Button variant="quiet" onClick={() => goTo(s)} aria-label={t('changeStep', { step: t(`steps.${s}`) })}>
                  {t('change')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.step}>
        <h3 id="step-heading" ref={headingRef} tabIndex={-1}>{t(`titles.${step}`)}</h3>
        {step === 'address' && <AddressStep {...props} />}
        {step === 'plan' && <PlanStep {...props} planTypes={planTypes} />}
        {step === 'modem' && <ModemStep {...props} />}
        {step === 'switching' && <SwitchingStep {...props} />}
        {step === 'start' && <StartStep {...props} />}
        {step === 'contact' && <ContactStep {...props} />}
        {step === 'review' && <ReviewStep flow={flow} />}
      </div>
      {step !== 'plan' && planTypes}
    </section>
  );
}
