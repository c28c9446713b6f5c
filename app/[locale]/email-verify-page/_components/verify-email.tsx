'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import formStyles from '@/components/account/forms.module.css';
import { useAccountCall } from '@/components/account/use-account-call';
import { useResend } from '@/components/account/use-resend';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';

/**
 * Send, resend (after a countdown) and confirm the emailed secret. A link from the email brings
 * the secret as ?code=…, which is confirmed at once. Success is a full load of the profile, so
 * the guard chain runs again with the freshly verified account (or of `next`, the checkout's
 * step: a same-site path the page chose, never one from the URL).
 */
export function VerifyEmail({ email, linkCode, next }: { email: string; linkCode?: string; next?: string }) {
  const t = useTranslations('account.verify');
  const [code, setCode] = useState(linkCode ?? '');
  const [verified, setVerified] = useState(false);
  const { busy, error, call } = useAccountCall();
  const { sent, left, markSent } = useResend();
  const fromLink = useRef(false);

  async function send() {
    if (await call('/api/account/email-verification', 'POST', { resend: sent })) markSent();
  }

  async function confirm(secret: string) {
    const res = await call<{ redirectTo: string }>('/api/account/email-verification', 'PUT', { code: secret.trim() });
    if (!res) return;
    setVerified(true);
    window.location.assign(next ?? res.data.redirectTo);
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
