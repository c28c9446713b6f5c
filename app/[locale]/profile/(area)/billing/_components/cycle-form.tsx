'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { QuerySection, useQueryErrorText } from '@/components/ui/section-state';
import type { BillingCycleType, BillingCycleView } from '@/lib/billing/money-types';
import styles from '../../account/_components/documents.module.css';
import { useBillingCycle, useChangeBillingCycle } from '../../account/_lib/queries';
import formStyles from './cycle-form.module.css';

const CYCLES: readonly BillingCycleType[] = ['MONTHLY', 'TWENTY_EIGHT_DAYS', 'SEVEN_DAYS'];

/**
 * "Billing cycle" (flag): Monthly, every 28 days or every 7 days. A change is confirmed first:
 * "Changing the cycle closes outstanding bills and marks them due; the next bill takes the new cycle".
 */
export function CycleSection({ initial }: { initial?: BillingCycleView }) {
  const t = useTranslations('billing.cycle');
  const query = useBillingCycle(initial);
  return (
    <section className={styles.card} aria-labelledby="billing-cycle">
      <h2 id="billing-cycle">{t('title')}</h2>
      <p className={styles.muted}>{t('intro')}</p>
      <QuerySection query={query} title={t('title')} rows={3}>
        {(view) => <CycleForm view={view} />}
      </QuerySection>
    </section>
  );
}

function CycleForm({ view }: { view: BillingCycleView }) {
  const t = useTranslations('billing.cycle');
  const errorText = useQueryErrorText();
  const change = useChangeBillingCycle();
  const [chosen, setChosen] = useState<BillingCycleType>(view.cycle);
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    change.reset();
    if (chosen === view.cycle) {
      setNote(t('unchanged'));
      return;
    }
    setNote(null);
    setConfirming(true);
  }

  function confirm() {
    setConfirming(false);
    change.mutate(chosen, { onSuccess: (next) => setNote(t('done', { cycle: t(next.cycle) })) });
  }

  return (
    <form onSubmit={onSubmit} className={formStyles.form} aria-labelledby="billing-cycle">
      <p>{t('current', { cycle: view.cycle })}</p>
      <fieldset className={formStyles.choices}>
        <legend>{t('legend')}</legend>
        {CYCLES.map((c) => (
          <label key={c} className={formStyles.choice}>
            <input type="radio" name="cycle" value={c} checked={chosen === c} onChange={() => setChosen(c)} />
            <span>{t(c)}</span>
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" busy={change.isPending}>
          {t('save')}
        </Button>
      </div>
      {note && (
        <Alert tone={change.isSuccess ? 'success' : 'info'}>
          <p>{note}</p>
        </Alert>
      )}
      {change.isError && (
        <Alert tone="error">
          <p>{errorText(change.error)}</p>
        </Alert>
      )}
      {confirming && (
        <Dialog
          title={t('confirmTitle')}
          closeLabel={t('close')}
          onDismiss={() => setConfirming(false)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('cancel')}
              </Button>
              <Button data-autofocus onClick={confirm}>
                {t('confirm')}
              </Button>
            </>
          }
        >
          <p>{t('confirmBody', { cycle: t(chosen) })}</p>
        </Dialog>
      )}
    </form>
  );
}
