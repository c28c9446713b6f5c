'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { formatDay } from '@/components/billing/money-format';
import { AutoTopUpForm } from '@/components/billing/money-forms';
import { MONEY_PATHS, useAutoTopUp } from '@/components/billing/money-queries';
import { formatCents } from '@/components/format/format-money';
import { queryKeys } from '@/components/query/keys';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, FormField, useBffSubmit, useZodForm } from '@/components/ui/form';
import { QuerySection } from '@/components/ui/section-state';
import type { AutoTopUp } from '@/lib/billing/money-types';
import styles from '@/components/billing/pay-page.module.css';

/**
 * "Auto top-up: amount 1-999, days 1-99, type EVERY_DAY, on and off, stored as the customer's
 * top-up-auto preference … Suggest the day before the next add-on renewal." (issue 12 item 2):
 * the switch, the amount and the days, the suggestion, "Save auto top-up" and what is saved now.
 */
export function AutoTopUpSection({ initial }: { initial?: AutoTopUp }) {
  const t = useTranslations('autoTopUp');
  const query = useAutoTopUp(initial);
  return (
    <section className={styles.panel} aria-labelledby="auto-top-up">
      <h2 id="auto-top-up">{t('heading')}</h2>
      <p className={styles.muted}>{t('intro')}</p>
      <QuerySection query={query} title={t('heading')} rows={3}>
        {(data) => <AutoTopUpEditor saved={data} />}
      </QuerySection>
    </section>
  );
}

/** What is saved now, in words: "Auto top-up is on: $20.00 every 30 days, next on D" / "Auto top-up is off". */
function savedLine(saved: AutoTopUp, t: ReturnType<typeof useTranslations<'autoTopUp'>>, locale: string): string {
  if (!saved.enabled) return t('off');
  const amount = formatCents(saved.amountDollars * 100);
  return saved.nextAt ? t('on', { amount, days: saved.days, date: formatDay(saved.nextAt, locale) }) : t('onNoDate', { amount, days: saved.days });
}

function AutoTopUpEditor({ saved }: { saved: AutoTopUp }) {
  const t = useTranslations('autoTopUp');
  const locale = useLocale();
  const client = useQueryClient();
  const form = useZodForm(AutoTopUpForm, {
    enabled: saved.enabled,
    amountDollars: saved.amountDollars > 0 ? String(saved.amountDollars) : '',
    days: saved.days > 0 ? String(saved.days) : saved.suggestedDays ? String(saved.suggestedDays) : '',
  });
  const s = useBffSubmit(form);
  const [justSaved, setJustSaved] = useState(false);

  async function save(v: z.output<typeof AutoTopUpForm>) {
    setJustSaved(false);
    const res = await s.send<AutoTopUp>(MONEY_PATHS.autoTopUp, 'PUT', v);
    if (!res.ok) return;
    client.setQueryData(queryKeys.autoTopUp.all, res.data);
    setJustSaved(true);
  }

  const suggested = saved.suggestedDays;
  return (
    <Form form={form} onValid={save} className={styles.form} aria-labelledby="auto-top-up">
      <p role="status" className={styles.figureSmall}>{savedLine(saved, t, locale)}</p>
      <label className={styles.switch}>
        <input type="checkbox" role="switch" {...form.register('enabled')} />
        {t('switch')}
      </label>
      <div className={styles.pair}>
        <FormField name="amountDollars" label={t('amount')} hint={t('amountHint')} inputMode="numeric" autoComplete="off" />
        <FormField name="days" label={t('days')} hint={t('daysHint')} inputMode="numeric" autoComplete="off" />
      </div>
      {suggested && saved.renewsAt && (
        <div className={styles.actions}>
          <p className={styles.muted}>{t('suggestion', { days: suggested, date: formatDay(saved.renewsAt, locale) })}</p>
          <Button variant="quiet" onClick={() => form.setValue('days', String(suggested), { shouldValidate: form.formState.isSubmitted })}>
            {t('useSuggestion', { days: suggested })}
          </Button>
        </div>
      )}
      {s.formError && <Alert tone="error">{s.formError}</Alert>}
      {justSaved && <Alert tone="success">{t('saved')}</Alert>}
      <div>
        <Button type="submit" busy={form.formState.isSubmitting}>{t('save')}</Button>
      </div>
    </Form>
  );
}
