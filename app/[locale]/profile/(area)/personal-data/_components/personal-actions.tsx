'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { SecondFactorStep } from '@/components/account/second-factor-step';
import formStyles from '@/components/account/forms.module.css';
import { callBff, type BffResult } from '@/components/api/call-bff';
import { errorKey, isSessionLoss } from '@/components/api/error-key';
import { signInAgain } from '@/components/api/sign-in-again';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { displayName } from '@/lib/customer/rules';
import styles from '../page.module.css';

type Channels = { email: boolean; sms: boolean };
export type Notifications = { billing: Channels; usage: Channels; offers: Channels };
type Props = {
  firstName: string;
  lastName: string;
  email: string;
  notifications: Notifications | null;
  rewardsCardUuid: string | null;
  allowPassword: boolean;
  /** A modal screen opened by the URL (`?dialog=notifications`, where /link/notifications goes). */
  initialDialog?: PersonalDialog;
};
export type PersonalDialog = 'notifications';
type Open = 'name' | 'email' | 'password' | 'notifications' | 'rewards' | 'invitation' | null;
const TOPICS = ['billing', 'usage', 'offers'] as const;
const CHANNELS = ['email', 'sms'] as const;

/** The personal-data screens (modal): name, email, password, notifications, rewards card, invitation, sign out everywhere. */
export function PersonalActions(props: Props) {
  const t = useTranslations('account.personal');
  const router = useRouter();
  const dialogs = useDialogs();
  const [open, setOpen] = useState<Open>(props.initialDialog ?? null);
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

      <section className={styles.section} aria-labelledby="notifications-h">
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
      </section>

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

/** A modal form: keeps what was typed when the server says no, and shows why. */
function FormDialog({ title, onClose, onSubmit, busy, error, children, submitLabel }: {
  title: string; onClose: () => void; onSubmit: () => void; busy: boolean; error?: string; children: ReactNode; submitLabel?: string;
}) {
  const t = useTranslations('account.personal');
  const formId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
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
      <form id={formId} onSubmit={submit} className={formStyles.form} noValidate>
        {children}
        {error && <Alert tone="error">{error}</Alert>}
      </form>
    </Dialog>
  );
}

/** Posts to the BFF; a lost session goes to sign-in, an error becomes the dialog's message. */
function useSubmit<T>() {
  const te = useTranslations('errors');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  async function run(path: string, method: 'POST' | 'PUT', body: unknown): Promise<BffResult<T>> {
    setBusy(true);
    setError(undefined);
    const res = await callBff<T>(path, method, body);
    setBusy(false);
    if (!res.ok) {
      if (isSessionLoss(res.code)) signInAgain();
      else setError(te(errorKey(res.code)));
    }
    return res;
  }
  return { busy, error, setError, run };
}

function NameDialog({ firstName: f0, lastName: l0, onClose, onDone }: Props & { onClose: () => void; onDone: () => void }) {
  const t = useTranslations('account.personal');
  const [firstName, setFirst] = useState(f0);
  const [lastName, setLast] = useState(l0);
  const s = useSubmit();
  const save = async () => {
    if ((await s.run('/api/account/name', 'PUT', { firstName, lastName })).ok) onDone();
  };
  return (
    <FormDialog title={t('editName')} onClose={onClose} onSubmit={save} busy={s.busy} error={s.error}>
      <Field id="pd-first" label={t('firstName')} autoComplete="given-name" value={firstName} maxLength={100} onChange={(e) => setFirst(e.target.value)} required />
      <Field id="pd-last" label={t('lastName')} autoComplete="family-name" value={lastName} maxLength={100} onChange={(e) => setLast(e.target.value)} />
      <p>{t('displayedAs', { name: displayName(firstName, lastName, 'account') })}</p>
    </FormDialog>
  );
}

function EmailDialog({ allowPassword, onClose }: { allowPassword: boolean; onClose: () => void }) {
  const t = useTranslations('account.personal');
  const ts = useTranslations('account.secondFactor');
  const [passed, setPassed] = useState(false);
  const [email, setEmail] = useState('');
  const [confirmEmail, setConfirm] = useState('');
  const s = useSubmit<{ redirectTo: string }>();
  const mismatch = confirmEmail !== '' && email.trim().toLowerCase() !== confirmEmail.trim().toLowerCase();
  const save = async () => {
    if (mismatch) return s.setError(t('mismatchEmail'));
    const res = await s.run('/api/account/email', 'PUT', { email: email.trim(), confirmEmail: confirmEmail.trim() });
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
    <FormDialog title={t('changeEmail')} onClose={onClose} onSubmit={save} busy={s.busy} error={s.error}>
      <Field id="pd-email" label={t('newEmail')} hint={t('emailHint')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <Field id="pd-email2" label={t('confirmEmail')} type="email" autoComplete="email" value={confirmEmail} onChange={(e) => setConfirm(e.target.value)} error={mismatch ? t('mismatchEmail') : undefined} required />
    </FormDialog>
  );
}

function PasswordDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const t = useTranslations('account.personal');
  const [v, setV] = useState({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [show, setShow] = useState(false);
  const s = useSubmit();
  const mismatch = v.confirmPassword !== '' && v.newPassword !== v.confirmPassword;
  const save = async () => {
    if (mismatch) return s.setError(t('mismatchPassword'));
    if ((await s.run('/api/account/password', 'PUT', v)).ok) onDone();
  };
  const type = show ? 'text' : 'password';
  const toggle = (
    <Button variant="quiet" onClick={() => setShow((x) => !x)} aria-pressed={show}>
      {show ? t('hide') : t('show')}
    </Button>
  );
  return (
    <FormDialog title={t('changePassword')} onClose={onClose} onSubmit={save} busy={s.busy} error={s.error}>
      <Field id="pd-old" label={t('oldPassword')} type={type} autoComplete="current-password" value={v.oldPassword} onChange={(e) => setV({ ...v, oldPassword: e.target.value })} action={toggle} required />
      <Field id="pd-new" label={t('newPassword')} hint={t('passwordHint')} type={type} autoComplete="new-password" value={v.newPassword} onChange={(e) => setV({ ...v, newPassword: e.target.value })} required />
      <Field id="pd-new2" label={t('confirmPassword')} type={type} autoComplete="new-password" value={v.confirmPassword} onChange={(e) => setV({ ...v, confirmPassword: e.target.value })} error={mismatch ? t('mismatchPassword') : undefined} required />
    </FormDialog>
  );
}

function NotificationsDialog({ initial, onClose, onDone }: { initial: Notifications; onClose: () => void; onDone: () => void }) {
  const t = useTranslations('account.personal');
  const [prefs, setPrefs] = useState(initial);
  const s = useSubmit();
  const save = async () => {
    if ((await s.run('/api/account/notifications', 'PUT', prefs)).ok) onDone();
  };
  return (
    <FormDialog title={t('editNotifications')} onClose={onClose} onSubmit={save} busy={s.busy} error={s.error}>
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
                    <input
                      type="checkbox"
                      checked={prefs[topic][c]}
                      onChange={(e) => setPrefs({ ...prefs, [topic]: { ...prefs[topic], [c]: e.target.checked } })}
                    />
                    <span className="visually-hidden">{`${t(`topic.${topic}`)}: ${t(`channel.${c}`)}`}</span>
                  </label>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </FormDialog>
  );
}

function RewardsDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const t = useTranslations('account.personal');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const s = useSubmit<{ uuid: string }>();
  const save = async () => {
    if ((await s.run('/api/account/rewards-card', 'POST', { email: email.trim(), password })).ok) onDone();
  };
  return (
    <FormDialog title={t('linkRewards')} onClose={onClose} onSubmit={save} busy={s.busy} error={s.error}>
      <p>{t('rewardsIntro')}</p>
      <Field id="pd-r-email" label={t('rewardsEmail')} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <Field id="pd-r-pw" label={t('rewardsPassword')} type="password" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} required />
    </FormDialog>
  );
}

function InvitationDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('account.personal');
  const dialogs = useDialogs();
  const [code, setCode] = useState('');
  const s = useSubmit<{ redirectTo: string }>();
  const save = async () => {
    const res = await s.run('/api/account/invitation', 'POST', { code: code.trim() });
    if (!res.ok) return;
    onClose();
    await dialogs.success({ message: t('invitationAccepted') });
    window.location.assign(res.data.redirectTo);
  };
  return (
    <FormDialog title={t('acceptInvitation')} onClose={onClose} onSubmit={save} busy={s.busy} error={s.error} submitLabel={t('acceptInvitation')}>
      <p>{t('accountsIntro')}</p>
      <Field id="pd-invite" label={t('invitationCode')} autoComplete="off" value={code} onChange={(e) => setCode(e.target.value)} required />
    </FormDialog>
  );
}
