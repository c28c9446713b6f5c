'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SwapInput } from '@/lib/sim/schemas';
import { swapSim, useForgetSim } from './actions-queries';
import styles from './actions.module.css';
import { useSecondFactorGate } from './second-factor-gate';

/**
 * sim-swap: 'New SIM ID' → 'Swap SIM' → 'Move {number} to the new SIM?' → 'Swap SIM' → 'Confirm
 * it's you' (every swap: the BFF spends the proof) → 'Your number now works on the SIM ending {last4}'.
 * 'Pre-activated' is said in plain words beside the field.
 * A refusal (the sim_swap_error text) shows in an alert and the SIM ID stays in the field.
 */
export function ActionsSwap({ number, allowPassword }: { number: string; allowPassword: boolean }) {
  const t = useTranslations('simActions.swap');
  const tv = useTranslations('validation');
  const tn = useTranslations('profile.nav.screens');
  const dialogs = useDialogs();
  const forget = useForgetSim();
  const id = useId();
  const [simId, setSimId] = useState('');
  // The field's own message: the route's schema (SwapInput) checked before anything is sent.
  const [fieldError, setFieldError] = useState<string>();
  const gate = useSecondFactorGate({
    send: swapSim,
    allowPassword,
    header: tn('simSwap'),
    askFirst: true,
    onSuccess: () => {
      setSimId('');
      void forget();
    },
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (gate.busy) return;
    if (!SwapInput.safeParse({ simId }).success) return setFieldError(simId.trim() === '' ? tv('pleaseEnter') : tv('formatInvalid'));
    const go = await dialogs.confirm({ title: t('confirmTitle', { number }), message: t('confirmMessage'), confirmCaption: t('submit') });
    if (go) gate.run(simId.trim());
  }

  const done = gate.data;
  return (
    <section className={styles.panel} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('heading')}</h2>
      <p>{t('introPlain')}</p>
      <div className={styles.explain}>
        <h3>{t('whichSimTitle')}</h3>
        <p>{t('whichSim')}</p>
      </div>
      <p>{t('identityNote')}</p>
      <form onSubmit={submit} noValidate className={styles.stack}>
        <Field
          id={`${id}-sim`}
          label={t('simId')}
          hint={t('simIdHint')}
          inputMode="numeric"
          autoComplete="off"
          value={simId}
          error={fieldError}
          onChange={(e) => {
            setSimId(e.target.value);
            setFieldError(undefined);
          }}
        />
        <div className={styles.actions}>
          <Button type="submit" busy={gate.busy}>
            {t('submit')}
          </Button>
        </div>
      </form>
      {done && (
        <Alert tone="success">
          <p>{t('done', { last4: done.simId.slice(-4) })}</p>
        </Alert>
      )}
      {gate.refusal}
      {gate.step}
    </section>
  );
}
