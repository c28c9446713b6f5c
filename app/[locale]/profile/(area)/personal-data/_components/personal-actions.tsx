'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { SecondFactorStep } from '@/components/account/second-factor-step';
import formStyles from '@/components/account/forms.module.css';
import { callBff } from '@/components/api/call-bff';
import { isSessionLoss } from '@/components/api/error-key';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Form, FormField, useBffSubmit, useZodForm, type ZodForm } from '@/components/ui/form';
import { UsageAlertsFields, useUsageAlertsForm } from '@/components/usage/usage-alerts';
import { displayName } from '@/lib/customer/rules';
import { EmailBody, InvitationBody, NameBody, NotificationsBody, PasswordBody, RewardsCardBody, type NotificationPrefs } from '@/lib/customer/schemas';
import { NAME_MAX_LENGTH } from '@/lib/flags/constants';
import styles from '../page.module.css';

export type Notifications = NotificationPrefs;
type Props = {
  firstName: string;
  lastName: string;
  email: string;
  notifications: Notifications | null;
  /** The `notifications` switch ("notifications on"): off, no notifications section and no dialog. */
  notificationsOn?: boolean;
  rewardsCardUuid: string | null;
  allowPassword: boolean;
  /** A modal screen opened by the URL (`?dialog=notifications`, where /link/notifications goes; also rewards, password, email). */
  initialDialog?: PersonalDialog;
};
/** The modal screens a URL opens (`?dialog=`, the profile map's rows of personal-data). */
export type PersonalDialog = 'rewards' | 'password' | 'email' | 'notifications';
type Open = 'name' | 'email' | 'password' | 'notifications' | 'rewards' | 'invitation' | null;
const TOPICS = ['billing', 'usage', 'offers'] as const;
const CHANNELS = ['email', 'sms'] as const;

/** The personal-data screens (modal): name, email, password, notifications, rewards card, invitation, sign out everywhere. */
export function PersonalActions(props: Props) {
  const t = useTranslations('account.personal');
  const router = useRouter();
  const dialogs = useDialogs();
  const [open, setOpen] = useState<Open>(props.initialDialog === 'password' && !props.allowPassword ? null : (props.initialDialog ?? null));
  const close = () => setOpen(null);
  const done = async (message: string) => {
    close();
    router.refresh();
    await dialogs.success({ message });
  };

  async function signOutEverywhere() {
    const ok = await dialogs.confirm({ title: t('signOutEverywhereConfirm'), message: t('signOutEverywhereMessage'), confirmCaption: t('signOutEverywhere'), destructive: true });
    if (!ok) return;
    const res = await callBff<{ redirectTo: string }>('/api/account/sign-out-everywhere', 'POST');
    if (!res.ok && !isSessionLoss(res.code)) return void dialogs.error({ message: res.message ?? '' });
    // A full load: the cookie is gone, the server renders sign-in afresh.
    window.location.assign(new URL('/sign-in', window.location.origin).href);
  }

  const n = props.notifications;
  return (
    <>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setOpen('name')}>{t('editName')}</Button>
        <Button variant="secondary" onClick={() => setOpen('email')}>{t('changeEmail')}</Button>
        {props.allowPassword && <Button variant="secondary" onClick={() => setOpen('password')}>{t('changePassword')}</Button>}
      </div>

      {props.notificationsOn !== false && <section className={styles.section} aria-labelledby="notifications-h">
        <h2 id="notifications-h">{t('notifications')}</h2>
        {n && (
          <ul className={styles.list}>
            {TOPICS.map((topic) => (
              <li key={topic}>
                <strong>{t(`topic.${topic}`)}</strong>:{' '}
                {CHANNELS.filter((c) => n[topic][c]).map((c) => t(`channel.${c}`)).join(', ') || t('off')}
              </li>
            ))}
          </ul>
        )}
        <Button variant="secondary" onClick={() => setOpen('notifications')} disabled={!n}>{t('editNotifications')}</Button>
      </section>}

      <section className={styles.section} aria-labelledby="rewards-h">
        <h2 id="rewards-h">{t('rewards')}</h2>
        <p>{props.rewardsCardUuid ? t('rewardsLinked', { uuid: props.rewardsCardUuid }) : t('rewardsNone')}</p>
        <Button variant="secondary" onClick={() => setOpen('rewards')}>{t('linkRewards')}</Button>
      </section>

      <section className={styles.section} aria-labelledby="accounts-h">
        <h2 id="accounts-h">{t('accounts')}</h2>
        <p>{t('accountsIntro')}</p>
        <Button variant="secondary" onClick={() => setOpen('invitation')}>{t('acceptInvitation')}</Button>
      </section>

      <section className={styles.section} aria-labelledby="security-h">
        <h2 id="security-h">{t('security')}</h2>
        <p>{t('signOutEverywhereIntro')}</p>
        <Button variant="danger" onClick={signOutEverywhere}>{t('signOutEverywhere')}</Button>
      </section>

      {open === 'name' && <NameDialog {...props} onClose={close} onDone={() => done(t('nameSaved'))} />}
      {open === 'email' && <EmailDialog allowPassword={props.allowPassword} onClose={close} />}
      {open === 'password' && <PasswordDialog onClose={close} onDone={() => done(t('passwordChanged'))} />}
      {open === 'notifications' && n && <NotificationsDialog initial={n} onClose={close} onDone={() => done(t('notificationsSaved'))} />}
      {open === 'rewards' && <RewardsDialog onClose={close} onDone={() => done(t('rewardsSaved'))} />}
      {open === 'invitation' && <InvitationDialog onClose={close} />}
    </>
  );
}

/** A modal form of the form pattern (components/ui/form.tsx): keeps what was typed when the server says no, and shows why. */
function FormDialog<S extends Parameters<typeof useZodForm>[0]>({ title, onClose, form, onValid, error, children, submitLabel }: {
  title: string; onClose: () => void; form: ZodForm<S>; onValid: (values: z.output<S>) => unknown; error?: string; children: ReactNode; submitLabel?: string;
}) {
  const t = useTranslations('account.personal');
  const formId = useId();
  const busy = form.formState.isSubmitting;
  return (
    <Dialog
      title={title}
      onDismiss={onClose}
      closeLabel={t('close')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" form={formId} busy={busy}>{busy ? t('saving') : (submitLabel ?? t('save'))}</Button>
        </>
      }
    >
      <Form id={formId} form={form} onValid={onValid} className={formStyles.form}>
        {children}
        {error && <Alert tone="error">{error}</Alert>}
      </Form>
    </Dialog>
  );
}

function NameDialog({ firstName, lastName, onClose, onDone }: Props & { onClose: () => void; onDone: () => void }) {
  const t = useTranslations('account.personal');
  const form = useZodForm(NameBody, { firstName, lastName });
  const s = useBffSubmit(form);
  const first = useWatch({ control: form.control, name: 'firstName' });
  const save = async (v: z.output<typeof NameBody>) => {
    if ((await s.send('/api/account/name', 'PUT', v)).ok) onDone();
  };
  return (
    <FormDialog title={t('editName')} onClose={onClose} form={form} onValid={save} error={s.formError}>
      <FormField name="firstName" label={t('firstName')} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} required />
      <FormField name="lastName" label={t('lastName')} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} required />
      <p>{t('displayedAs', { name: displayName(first ?? '', 'account') })}</p>
    </FormDialog>
  );
}

/** Two fields that must match, checked as the user types (the server checks again). */
function mismatch(a: string | undefined, b: string | undefined, same: (x: string, y: string) => boolean): boolean {
  return !!b && !same(a ?? '', b);
}
const sameEmail = (x: string, y: string) => x.trim().toLowerCase() === y.trim().toLowerCase();

function EmailDialog({ allowPassword, onClose }: { allowPassword: boolean; onClose: () => void }) {
  const t = useTranslations('account.personal');
  const ts = useTranslations('account.secondFactor');
  const [passed, setPassed] = useState(false);
  const form = useZodForm(EmailBody, { email: '', confirmEmail: '' });
  const s = useBffSubmit(form);
  const [email, confirmEmail] = useWatch({ control: form.control, name: ['email', 'confirmEmail'] });
  const differ = mismatch(email, confirmEmail, sameEmail);
  const save = async (v: z.output<typeof EmailBody>) => {
    if (differ) return s.setFormError(t('mismatchEmail'));
    const res = await s.send<{ redirectTo: string }>('/api/account/email', 'PUT', { email: v.email.trim(), confirmEmail: v.confirmEmail.trim() });
    if (res.ok) window.location.assign(res.data.redirectTo);
    else if (res.code === 'second_factor_required') setPassed(false);
  };
  if (!passed) {
    return (
      <Dialog title={ts('heading')} header={t('changeEmail')} onDismiss={onClose} closeLabel={t('close')} actions={null}>
        <SecondFactorStep allowPassword={allowPassword} onPassed={() => setPassed(true)} onCancel={onClose} />
      </Dialog>
    );
  }
  return (
    <FormDialog title={t('changeEmail')} onClose={onClose} form={form} onValid={save} error={s.formError}>
      <FormField name="email" label={t('newEmail')} hint={t('emailHint')} type="email" autoComplete="email" required />
      <FormField name="confirmEmail" label={t('confirmEmail')} type="email" autoComplete="email" error={differ ? t('mismatchEmail') : undefined} required />
    </FormDialog>
  );
}

/** Where a refusal of the password change belongs: on the field to fix, not in a banner. */
const PASSWORD_REFUSALS = {
  old_password_invalid: ['oldPassword', 'oldPasswordInvalid'],
  password_unchanged: ['newPassword', 'passwordUnchanged'],
  password_rules: ['newPassword', 'passwordRules'],
  password_invalid: ['newPassword', 'passwordInvalid'],
  password_mismatch: ['confirmPassword', 'passwordMismatch'],
} as const;

function PasswordDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const t = useTranslations('account.personal');
  const te = useTranslations('errors');
  const form = useZodForm(PasswordBody, { oldPassword: '', newPassword: '', confirmPassword: '' });
  const s = useBffSubmit(form);
  const [show, setShow] = useState(false);
  const [newPassword, confirmPassword] = useWatch({ control: form.control, name: ['newPassword', 'confirmPassword'] });
  const differ = mismatch(newPassword, confirmPassword, (x, y) => x === y);
  const save = async (v: z.output<typeof PasswordBody>) => {
    if (differ) return form.setError('confirmPassword', { type: 'manual', message: t('passwordBlank.mismatch') }, { shouldFocus: true });
    const res = await s.send('/api/account/password', 'PUT', v);
    if (res.ok) return onDone();
    const refusal = PASSWORD_REFUSALS[res.code as keyof typeof PASSWORD_REFUSALS];
    if (!refusal) return;
    s.setFormError(undefined);
    form.setError(refusal[0], { type: 'server', message: refusal[0] === 'confirmPassword' ? t('passwordBlank.mismatch') : te(refusal[1]) }, { shouldFocus: true });
  };
  const type = show ? 'text' : 'password';
  const toggle = (
    <Button variant="quiet" onClick={() => setShow((x) => !x)} aria-pressed={show}>
      {show ? t('hide') : t('show')}
    </Button>
  );
  return (
    <FormDialog title={t('changePassword')} onClose={onClose} form={form} onValid={save} error={s.formError}>
      <FormField name="oldPassword" label={t('oldPassword')} blankText={t('passwordBlank.oldPassword')} type={type} autoComplete="current-password" action={toggle} required />
      <FormField name="newPassword" label={t('newPassword')} blankText={t('passwordBlank.newPassword')} hint={t('passwordHint')} type={type} autoComplete="new-password" required />
      <FormField name="confirmPassword" label={t('confirmPassword')} blankText={t('passwordBlank.confirmPassword')} type={type} autoComplete="new-password" error={differ ? t('passwordBlank.mismatch') : undefined} required />
    </FormDialog>
  );
}

function NotificationsDialog({ initial, onClose, onDone }: { initial: Notifications; onClose: () => void; onDone: () => void }) {
  const t = useTranslations('account.personal');
  const form = useZodForm(NotificationsBody, initial);
  const s = useBffSubmit(form);
  const alerts = useUsageAlertsForm();
  const save = async (v: Notifications) => {
    if (!(await s.send('/api/account/notifications', 'PUT', v)).ok) return;
    const refused = await alerts.save();
    if (refused) s.setFormError(refused);
    else onDone();
  };
  return (
    <FormDialog title={t('editNotifications')} onClose={onClose} form={form} onValid={save} error={s.formError}>
      <table className={formStyles.table}>
        <thead>
          <tr>
            <th scope="col"><span className="visually-hidden">{t('notifications')}</span></th>
            {CHANNELS.map((c) => <th key={c} scope="col">{t(`channel.${c}`)}</th>)}
          </tr>
        </thead>
        <tbody>
          {TOPICS.map((topic) => (
            <tr key={topic}>
              <th scope="row">{t(`topic.${topic}`)}</th>
              {CHANNELS.map((c) => (
                <td key={c}>
                  <label>
                    <input type="checkbox" {...form.register(`${topic}.${c}`)} />
                    <span className="visually-hidden">{`${t(`topic.${topic}`)}: ${t(`channel.${c}`)}`}</span>
                  </label>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <UsageAlertsFields form={alerts} />
    </FormDialog>
  );
}

function RewardsDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const t = useTranslations('account.personal');
  const form = useZodForm(RewardsCardBody, { email: '', password: '' });
  const s = useBffSubmit(form);
  const save = async (v: z.output<typeof RewardsCardBody>) => {
    if ((await s.send('/api/account/rewards-card', 'POST', { email: v.email.trim(), password: v.password })).ok) onDone();
  };
  return (
    <FormDialog title={t('linkRewards')} onClose={onClose} form={form} onValid={save} error={s.formError}>
      <p>{t('rewardsIntro')}</p>
      <FormField name="email" label={t('rewardsEmail')} type="email" autoComplete="off" required />
      <FormField name="password" label={t('rewardsPassword')} type="password" autoComplete="off" required />
    </FormDialog>
  );
}

function InvitationDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('account.personal');
  const dialogs = useDialogs();
  const form = useZodForm(InvitationBody, { code: '' });
  const s = useBffSubmit(form);
  const save = async (v: z.output<typeof InvitationBody>) => {
    const res = await s.send<{ redirectTo: string }>('/api/account/invitation', 'POST', { code: v.code.trim() });
    if (!res.ok) return;
    onClose();
    await dialogs.success({ message: t('invitationAccepted') });
    window.location.assign(res.data.redirectTo);
  };
  return (
    <FormDialog title={t('acceptInvitation')} onClose={onClose} form={form} onValid={save} error={s.formError} submitLabel={t('acceptInvitation')}>
      <p>{t('accountsIntro')}</p>
      <FormField name="code" label={t('invitationCode')} autoComplete="off" required />
    </FormDialog>
  );
}
