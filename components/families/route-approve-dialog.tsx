'use client';

import { useTranslations } from 'next-intl';
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
 * 'Pay for {name}?': the payer approves a request with the limit they set ('Limit ($)' in
 * dollars and 'Renews'); the routes as they now are go to `onApproved`. A refusal stays in the
 * dialog with everything typed.
 */
export function ApproveDialog({ request, onApproved, onDismiss }: { request: BillingApprovalView; onApproved(routes: BillingRoutesView): void; onDismiss(): void }) {
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
    <Dialog title={t('approveTitle', { name: request.requestedBy })} closeLabel={t('notNow')} onDismiss={busy ? undefined : onDismiss} actions={null}>
      <Form form={form} onValid={approve} className={styles.form}>
        <p className={styles.muted}>{t('approveIntro')}</p>
        <LimitFields disabled={busy} />
        {s.formError && <Alert tone="error">{s.formError}</Alert>}
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>{t('approve')}</Button>
          <Button variant="secondary" disabled={busy} onClick={onDismiss}>{t('notNow')}</Button>
        </div>
      </Form>
    </Dialog>
  );
}
