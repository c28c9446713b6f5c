'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, FormField, useBffSubmit, useZodForm } from '@/components/ui/form';
import { OutcomeAlert } from '@/components/ui/outcome';
import { QuerySection } from '@/components/ui/section-state';
import { routeChoices } from '@/lib/families/rules';
import type { BillingApprovalView, BillingRoutesView } from '@/lib/families/types';
import { addSchema, LimitFields, limitInput, RegisteredRadio } from './route-forms';
import { REQUESTS_PATH, routeKeys, useBillingRoutes } from './route-queries';
import list from '@/components/ui/item-list.module.css';
import pay from '@/components/billing/pay-page.module.css';
import styles from './who-pays.module.css';

/** The add screen's form, once the routes say what this customer may start (CanInvite, CanRequest). */
export function AddRoute({ initial }: { initial?: BillingRoutesView }) {
  const t = useTranslations('billingRoutes');
  const query = useBillingRoutes(initial);
  return (
    <QuerySection query={query} title={t('sectionTitle')}>
      {(data) => {
        const choices = routeChoices(data.canInvite, data.canRequest);
        return <AddRouteForm canStart={choices.canStart} showTypeChoice={choices.showTypeChoice} />;
      }}
    </QuerySection>
  );
}

/**
 * 'Add a payer or someone to pay for': 'I want to' ('Ask someone to pay for me' / 'Pay for
 * someone') only when both are allowed (`showTypeChoice`); 'Their email', 'Name for this
 * arrangement', and for an invite the limit offered. 'Send' → 'Sent to {email}. It expires in
 * one hour.' under the button (announced, focused) and the form emptied; it keeps what was
 * typed on any refusal, said in the same place.
 */
export function AddRouteForm({ canStart, showTypeChoice }: { canStart: ('invite' | 'request')[]; showTypeChoice: boolean }) {
  const t = useTranslations('billingRoutes');
  const client = useQueryClient();
  const schema = addSchema(t);
  const form = useZodForm(schema, { type: canStart.includes('request') ? 'request' : 'invite', email: '', name: '', total: '', cycle: '1' });
  const s = useBffSubmit(form);
  const type = useWatch({ control: form.control, name: 'type' });
  const busy = form.formState.isSubmitting;

  async function send(v: z.output<typeof schema>) {
    const body = { type: v.type, email: v.email, ...(v.name ? { name: v.name } : {}), ...(v.type === 'invite' ? limitInput(v) : {}) };
    const res = await s.send<BillingApprovalView>(REQUESTS_PATH, 'POST', body);
    if (!res.ok) return;
    s.succeeded(t('sentTo', { email: v.email }));
    void client.invalidateQueries({ queryKey: routeKeys.all });
  }

  if (canStart.length === 0) return <Alert tone="info">{t('cannotStart')}</Alert>;
  return (
    <Form form={form} onValid={send} className={`${list.panel} ${styles.form}`}>
      {showTypeChoice && (
        <fieldset className={pay.choices} disabled={busy}>
          <legend className={pay.legend}>{t('iWantTo')}</legend>
          <RegisteredRadio name="type" value="request" label={t('typeRequest')} />
          <RegisteredRadio name="type" value="invite" label={t('typeInvite')} />
        </fieldset>
      )}
      <FormField name="email" type="email" label={t('email')} autoComplete="off" inputMode="email" disabled={busy} />
      <FormField name="name" label={t('name')} hint={t('nameHint')} autoComplete="off" disabled={busy} />
      {type === 'invite' && <LimitFields disabled={busy} />}
      <div>
        <Button type="submit" busy={busy}>{busy ? t('sending') : t('send')}</Button>
      </div>
      <OutcomeAlert state={s.outcome} />
    </Form>
  );
}
