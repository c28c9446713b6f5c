'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { callBff } from '@/components/api/call-bff';
import { PromoForm } from '@/components/billing/money-forms';
import { MONEY_PATHS } from '@/components/billing/money-queries';
import { RefusalAlert } from '@/components/billing/refusal-alert';
import { useRefusal, type Refusal } from '@/components/billing/use-refusal';
import { queryKeys } from '@/components/query/keys';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import type { PromoApplied } from '@/lib/billing/money-types';
import styles from '@/components/billing/pay-page.module.css';

/** Promo code ("Promo code needs Code"): "Apply" → "WELCOME10 applied: $10 credit added", or the upstream's reason. */
export function PromoRedeem() {
  const t = useTranslations('promoCode');
  const client = useQueryClient();
  const form = useZodForm(PromoForm, { code: '' });
  const refusalOf = useRefusal(form);
  const [applied, setApplied] = useState<PromoApplied | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  async function apply(v: z.output<typeof PromoForm>) {
    setRefusal(null);
    setApplied(null);
    const res = await callBff<PromoApplied>(MONEY_PATHS.promoCode, 'POST', v);
    if (!res.ok) {
      setRefusal(refusalOf(res));
      return;
    }
    setApplied(res.data);
    void client.invalidateQueries({ queryKey: queryKeys.all });
  }

  return (
    <section className={styles.panel} aria-labelledby="promo-form">
      <h2 id="promo-form" className="visually-hidden">{t('title')}</h2>
      <Form form={form} onValid={apply} className={styles.form}>
        <FormField name="code" label={t('code')} autoComplete="off" autoCapitalize="characters" disabled={form.formState.isSubmitting} />
        <div className={styles.actions}>
          <Button type="submit" busy={form.formState.isSubmitting}>{form.formState.isSubmitting ? t('applying') : t('apply')}</Button>
        </div>
      </Form>
      {applied && <Alert tone="success">{t('applied', { code: applied.code, description: applied.description })}</Alert>}
      {refusal && <RefusalAlert refusal={refusal} />}
    </section>
  );
}
