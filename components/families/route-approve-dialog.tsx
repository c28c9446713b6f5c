'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Form, useBffSubmit, useZodForm } from '@/components/ui/form';
import type { BillingApprovalView, BillingRoutesView } from '@/lib/families/types';
import { approveSchema, LimitFields, limitDefaults, limitInput } from './route-forms';
import { REQUESTS_PATH } from './route-queries';
import styles from './who-pays.module.css';

/**
 * Approving a request: the payer sets the limit ('Limit ($)' in dollars, 'Renews'), sent with
 * APPROVE by the approval's id; the routes as they now are go to `onApproved`. A refusal is shown
 * in the form with everything typed. `other` is the second button (Not now, Decline).
 */
export function ApproveForm({ request, submitLabel, other, locked = false, onApproved }: { request: BillingApprovalView; submitLabel: string; other(busy: boolean): ReactNode; locked?: boolean; onApproved(routes: BillingRoutesView): void }) {
  const t = useTranslations('billingRoutes');
  const schema = approveSchema(t);
  const form = useZodForm(schema, limitDefaults(request.spendLimit, request.spendCycle));
  const s = useBffSubmit(form);
  const busy = form.formState.isSubmitting;

  async function approve(v: z.output<typeof schema>) {
    const res = await s.send<BillingRoutesView>(`${REQUESTS_PATH}/${encodeURIComponent(request.uuid)}`, 'POST', { action: 'approve', ...limitInput(v) });
    if (res.ok) onApproved(res.data);
  }

  return (
    <Form form={form} onValid={approve} className={styles.form}>
      <LimitFields disabled={busy || locked} />
      {s.formError && <Alert tone="error">{s.formError}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" busy={busy} disabled={locked}>{submitLabel}</Button>
        {other(busy)}
      </div>
    </Form>
  );
}

/** 'Pay for {name}?': a request on the who-pays list, approved with the limit the payer sets. */
export function ApproveDialog({ request, onApproved, onDismiss }: { request: BillingApprovalView; onApproved(routes: BillingRoutesView): void; onDismiss(): void }) {
  const t = useTranslations('billingRoutes');
  return (
    <Dialog title={t('approveTitle', { name: request.requestedBy })} closeLabel={t('notNow')} onDismiss={onDismiss} actions={null}>
      <p className={styles.muted}>{t('approveIntro')}</p>
      <ApproveForm
        request={request}
        submitLabel={t('approve')}
        onApproved={onApproved}
        other={(busy) => <Button variant="secondary" disabled={busy} onClick={onDismiss}>{t('notNow')}</Button>}
      />
    </Dialog>
  );
}
