'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { callBff } from '@/components/api/call-bff';
import { errorKey } from '@/components/api/error-key';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { fieldErrorsOf, retryMinutes } from './form-errors';
import { useFieldTexts } from './use-field-texts';
import styles from './auth-form.module.css';

/** Forgot email: a mobile number; the answer is the same whether or not it has an account. */
export function ForgotEmailForm() {
  const t = useTranslations('recovery');
  const te = useTranslations('errors');
  const texts = useFieldTexts();
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [pending, setPending] = useState(false);
  const [retryAt, setRetryAt] = useState<number>();
  const hydrated = useHydrated();
  const ref = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (retryAt === undefined) return;
    const timer = window.setTimeout(() => setRetryAt(undefined), Math.max(0, retryAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [retryAt]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setSentTo(undefined);
    if (!mobile.trim()) {
      setError(texts.pleaseEnter);
      setFormError(undefined);
      ref.current?.focus();
      return;
    }
    setPending(true);
    setError(undefined);
    setFormError(undefined);
    const res = await callBff<{ sent: boolean }>('/api/auth/forgot-email', 'POST', { mobile: mobile.trim() });
    setPending(false);
    if (res.ok) {
      setSentTo(mobile.trim());
      return;
    }
    if (res.code === 'rate_limited') {
      setRetryAt(Date.now() + (res.retryAfterS ?? 60) * 1000);
      setFormError(`${te('rateLimited')} ${t('retryIn', { minutes: retryMinutes(res.retryAfterS) })}`);
    } else if (res.code === 'bad_input') {
      const f = fieldErrorsOf(res, ['mobile'] as const, texts);
      setError(f.mobile ?? texts.formatInvalid);
      ref.current?.focus();
    } else {
      setFormError(te(errorKey(res.code)));
    }
  }

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      {formError && <Alert tone="error">{formError}</Alert>}
      {sentTo && <Alert tone="success">{t('smsSent', { mobile: sentTo })}</Alert>}
      <Field
        ref={ref}
        id="mobile"
        name="mobile"
        type="tel"
        label={t('mobile')}
        hint={t('mobileHint')}
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={20}
        readOnly={!hydrated}
        value={mobile}
        onChange={(e) => setMobile(e.target.value)}
        error={error}
      />
      <Button type="submit" fullWidth busy={pending} disabled={retryAt !== undefined || !hydrated}>
        {pending ? t('sending') : t('sendSms')}
      </Button>
    </form>
  );
}
