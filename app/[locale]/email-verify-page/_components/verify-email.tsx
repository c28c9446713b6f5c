'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import formStyles from '@/components/account/forms.module.css';
import { useCountdown } from '@/components/account/use-countdown';
import { callBff } from '@/components/api/call-bff';
import { errorKey, isSessionLoss } from '@/components/api/error-key';
import { signInAgain } from '@/components/api/sign-in-again';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { RESEND_COUNTDOWN_S } from '@/lib/flags/constants';

/**
 * Send, resend (after a countdown) and confirm the emailed secret. A link from the email brings
 * the secret as ?code=…, which is confirmed at once. Success is a full load of the profile, so
 * the guard chain runs again with the freshly verified account.
 */
export function VerifyEmail({ email, linkCode }: { email: string; linkCode?: string }) {
  const t = useTranslations('account.verify');
  const te = useTranslations('errors');
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState(linkCode ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [verified, setVerified] = useState(false);
  const [left, startCountdown] = useCountdown();
  const fromLink = useRef(false);

  async function send() {
    setBusy(true);
    setError(undefined);
    const res = await callBff('/api/account/email-verification', 'POST', { resend: sent });
    setBusy(false);
    if (!res.ok) {
      if (isSessionLoss(res.code)) return signInAgain();
      return setError(te(errorKey(res.code)));
    }
    setSent(true);
    startCountdown(RESEND_COUNTDOWN_S);
  }

  async function confirm(secret: string) {
    setBusy(true);
    setError(undefined);
    const res = await callBff<{ redirectTo: string }>('/api/account/email-verification', 'PUT', { code: secret.trim() });
    setBusy(false);
    if (!res.ok) {
      if (isSessionLoss(res.code)) return signInAgain();
      return setError(te(errorKey(res.code)));
    }
    setVerified(true);
    window.location.assign(res.data.redirectTo);
  }

  useEffect(() => {
    if (!linkCode || fromLink.current) return;
    fromLink.current = true;
    void confirm(linkCode);
    // Once, for the link's code only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkCode]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void confirm(code);
  };

  return (
    <div className={`${formStyles.form} ${formStyles.standalone}`}>
      {verified && <Alert tone="success">{t('verified')}</Alert>}
      {sent && <p>{t.rich('sent', { email, b: (chunks) => <strong>{chunks}</strong> })}</p>}
      {!linkCode && (
        <Button variant={sent ? 'secondary' : 'primary'} onClick={send} disabled={busy || left > 0}>
          {left > 0 ? t('resendIn', { seconds: left }) : sent ? t('resend') : t('send')}
        </Button>
      )}
      <form onSubmit={submit} className={formStyles.form} noValidate aria-label={t('confirm')}>
        <Field id="verify-code" label={t('code')} hint={t('codeHint')} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" busy={busy}>
          {busy ? t('confirming') : t('confirm')}
        </Button>
      </form>
    </div>
  );
}
