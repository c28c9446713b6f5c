'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import styles from './forms.module.css';
import { useAccountCall } from './use-account-call';
import { useResend } from './use-resend';

type Props = {
  /** Called once the server has recorded the proof (PUT /api/account/second-factor answered 200). */
  onPassed: () => void;
  onCancel: () => void;
  /** Only password sign-ins can re-enter a password; social sign-ins use the emailed code. */
  allowPassword: boolean;
};

/**
 * The reusable second-factor step of sensitive actions: the password, or a code emailed by the
 * upstream (POST/PUT /customers/{uuid}/mfa through /api/account/second-factor). The proof it
 * leaves lives in the session; routes check it with requireSecondFactor().
 */
export function SecondFactorStep({ onPassed, onCancel, allowPassword }: Props) {
  const t = useTranslations('account.secondFactor');
  const tp = useTranslations('account.personal');
  const id = useId();
  const [method, setMethod] = useState<'password' | 'code'>(allowPassword ? 'password' : 'code');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { busy, error, call } = useAccountCall();
  const { sent, left, markSent } = useResend();

  async function send() {
    if (await call('/api/account/second-factor', 'POST')) markSent();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = method === 'password' ? { method, password } : { method, code };
    if (await call('/api/account/second-factor', 'PUT', body)) onPassed();
  }

  return (
    <form onSubmit={submit} className={styles.form} noValidate aria-label={t('heading')}>
      <p>{t('intro')}</p>
      {allowPassword && (
        <fieldset className={styles.choice}>
          <legend className="visually-hidden">{t('heading')}</legend>
          <label>
            <input type="radio" name={`${id}-m`} checked={method === 'password'} onChange={() => setMethod('password')} /> {t('usePassword')}
          </label>
          <label>
            <input type="radio" name={`${id}-m`} checked={method === 'code'} onChange={() => setMethod('code')} /> {t('useCode')}
          </label>
        </fieldset>
      )}
      {method === 'password' ? (
        <Field id={`${id}-pw`} label={t('password')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      ) : (
        <>
          {sent && <Alert tone="info">{t('codeSent')}</Alert>}
          <Button variant="secondary" onClick={send} disabled={busy || left > 0}>
            {left > 0 ? t('resendIn', { seconds: left }) : sent ? t('resend') : t('sendCode')}
          </Button>
          <Field id={`${id}-code`} label={t('code')} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
        </>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {tp('cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {busy ? t('confirming') : t('confirm')}
        </Button>
      </div>
    </form>
  );
}
