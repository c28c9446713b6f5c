'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form, FormField, useBffSubmit, useZodForm } from '@/components/ui/form';
import { OutcomeAlert } from '@/components/ui/outcome';
import items from '@/components/ui/item-list.module.css';
import { InviteInput } from '@/lib/families/schemas';
import type { GroupKind, InviteView } from '@/lib/families/types';
import type { Outcome } from './group-list';
import { INVITES_PATH, useRefreshKind } from './group-queries';
import styles from './group.module.css';

/** The route's own schema; the kind is the screen's. */
const InviteForm = InviteInput.omit({ kind: true });

/**
 * The invite form (leader or none; docs/families-contract.md §4): 'Email or mobile number',
 * 'Message (optional)', for a mobile group 'Pay for this member's phone', 'Send invite' →
 * 'Invite sent to {to}' under the Send button (announced, focused), the form emptied. The BFF
 * creates the group first when the customer leads none. A refusal lands on its field or under
 * the button; what was typed stays.
 */
export function InviteSender({ kind, onOutcome }: { kind: GroupKind; onOutcome(o: Outcome): void }) {
  const t = useTranslations('groups.invite');
  const te = useTranslations('errors');
  const form = useZodForm(InviteForm, { requestedTo: '', description: '', billing: false });
  const { send, outcome, succeeded } = useBffSubmit(form);
  const refresh = useRefreshKind(kind);
  const id = useId();
  const busy = form.formState.isSubmitting;

  async function onValid(v: z.output<typeof InviteForm>) {
    onOutcome(null);
    // "RequestedTo required": said on the field, in the call's words, before anything is sent.
    const to = v.requestedTo?.trim() ?? '';
    if (!to) {
      form.setError('requestedTo', { type: 'required', message: te('noRequestedTo') }, { shouldFocus: true });
      return;
    }
    const body = { kind, requestedTo: to, ...(v.description ? { description: v.description } : {}), ...(kind === 'mobile' ? { billing: v.billing } : {}) };
    const res = await send<InviteView>(INVITES_PATH, 'POST', body);
    refresh();
    if (!res.ok) return;
    succeeded(t('sent', { to: res.data.requestedTo || to }));
  }

  return (
    <section aria-labelledby={`${id}-heading`} className={items.section}>
      <h2 id={`${id}-heading`}>{t('heading')}</h2>
      <Form form={form} onValid={onValid} className={items.panel}>
        <FormField name="requestedTo" label={t('to')} hint={t('toHint')} autoComplete="off" spellCheck={false} disabled={busy} />
        <FormField name="description" label={t('message')} autoComplete="off" disabled={busy} />
        {kind === 'mobile' && (
          <label className={styles.check}>
            <input type="checkbox" {...form.register('billing')} disabled={busy} />
            <span>{t('billing')}</span>
          </label>
        )}
        <div>
          <Button type="submit" busy={busy}>
            {t('send')}
          </Button>
        </div>
        <OutcomeAlert state={outcome} />
      </Form>
    </section>
  );
}
