'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, FormField, useBffSubmit, useZodForm } from '@/components/ui/form';
import { OutcomeAlert } from '@/components/ui/outcome';
import { PageHeading } from '@/components/ui/page-heading';
import { QuerySection } from '@/components/ui/section-state';
import type { BillingRouteView, BillingRoutesView } from '@/lib/families/types';
import { editSchema, LimitFields, limitDefaults, limitInput } from './route-forms';
import { queryKeys } from '@/components/query/keys';
import { ROUTES_PATH, useBillingRoutes } from './route-queries';
import { otherName } from './route-words';
import list from '@/components/ui/item-list.module.css';
import styles from './who-pays.module.css';

/** The edit screen: the route of the URL among this customer's routes ('There is no such arrangement on your account.' when none). */
export function EditRoute({ uuid, initial }: { uuid: string; initial?: BillingRoutesView }) {
  const t = useTranslations('billingRoutes');
  const query = useBillingRoutes(initial);
  const route = query.data?.routes.find((r) => r.uuid === uuid);
  return (
    <>
      <PageHeading title={t('editTitle', { name: route?.name ?? '' }).trim()}>{t('editIntro')}</PageHeading>
      <QuerySection query={query} title={t('sectionTitle')}>
        {route ? <EditRouteForm key={route.uuid} route={route} /> : <Alert tone="error" live="off">{t('notFound')}</Alert>}
      </QuerySection>
    </>
  );
}

/**
 * 'Edit {name}': the name, 'Limit ($)' and 'Renews' for the payer; the paid-for side may change
 * the name only (docs/families-contract.md §2.3 PUT). 'Save' → 'Saved.', nothing typed lost on a refusal.
 */
export function EditRouteForm({ route }: { route: BillingRouteView }) {
  const t = useTranslations('billingRoutes');
  const client = useQueryClient();
  const schema = editSchema(t);
  const payer = route.routingType === 'child';
  const form = useZodForm(schema, { name: route.name, ...limitDefaults(route.spendLimit, route.spendCycle) });
  const s = useBffSubmit(form);
  const busy = form.formState.isSubmitting;

  async function save(v: z.output<typeof schema>) {
    const limit = payer ? limitInput(v) : limitInput(limitDefaults(route.spendLimit, route.spendCycle));
    const res = await s.send<BillingRouteView>(`${ROUTES_PATH}/${encodeURIComponent(route.uuid)}`, 'PUT', { name: v.name, ...limit, cycleCount: route.spendCycleCount });
    if (!res.ok) return;
    s.succeeded(t('saved'), v);
    void client.invalidateQueries({ queryKey: queryKeys.all });
  }

  return (
    <Form form={form} onValid={save} className={`${list.panel} ${styles.form}`}>
      {!payer && <p className={styles.muted}>{t('editNameOnly', { name: otherName(route) })}</p>}
      <FormField name="name" label={t('name')} autoComplete="off" disabled={busy} />
      {payer && <LimitFields disabled={busy} />}
      <div>
        <Button type="submit" busy={busy}>{busy ? t('saving') : t('save')}</Button>
      </div>
      <OutcomeAlert state={s.outcome} />
    </Form>
  );
}
