'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callBff } from '@/components/api/call-bff';
import { errorKey, isSessionLoss } from '@/components/api/error-key';
import { signInAgain } from '@/components/api/sign-in-again';
import { formatCents } from '@/components/format/format-money';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { applyServerErrors, Form, FormField, useZodForm } from '@/components/ui/form';
import { PowerRegistrationInput } from '@/lib/rewards/schemas';
import type { PowerPlan, PowerRegistration } from '@/lib/rewards/types';
import type { z } from 'zod';
import styles from './rewards.module.css';

type Props = { region: string; plans: PowerPlan[]; address: string };

/** Power sign-up, the page's one client leaf: a plan of the region, the service address, an optional ICP, moving in or switching. */
export function PowerForm({ region, plans, address }: Props) {
  const t = useTranslations('rewards.power');
  const te = useTranslations('errors');
  const router = useRouter();
  const form = useZodForm(PowerRegistrationInput, { region, plan: plans[0]?.code ?? '', address, icp: '', movingIn: false });
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(v: z.output<typeof PowerRegistrationInput>) {
    setProblem(null);
    const res = await callBff<PowerRegistration>('/api/power/registration', 'POST', v);
    if (res.ok) {
      router.refresh();
      return;
    }
    if (isSessionLoss(res.code)) return signInAgain();
    if (!applyServerErrors(form, res)) setProblem(te(errorKey(res.code)));
  }

  const busy = form.formState.isSubmitting;
  return (
    <Form form={form} onValid={submit} className={styles.form}>
      <input type="hidden" {...form.register('region')} />
      <fieldset className={styles.choices}>
        <legend>{t('plan')}</legend>
        {plans.map((p) => (
          <label key={p.code} className={styles.choice}>
            <input type="radio" value={p.code} {...form.register('plan')} disabled={busy} />
            {t('planOption', { name: p.name, amount: formatCents(p.dailyChargeCents) })}
          </label>
        ))}
      </fieldset>
      <FormField name="address" label={t('address')} autoComplete="address-line1" disabled={busy} />
      <FormField name="icp" label={t('icp')} hint={t('icpHint')} autoComplete="off" spellCheck={false} disabled={busy} />
      <label className={styles.choice}>
        <input type="checkbox" {...form.register('movingIn')} disabled={busy} />
        {t('movingIn')}
      </label>
      {problem && <Alert tone="error">{problem}</Alert>}
      <div>
        <Button type="submit" busy={busy}>{busy ? t('submitting') : t('submit')}</Button>
      </div>
    </Form>
  );
}
