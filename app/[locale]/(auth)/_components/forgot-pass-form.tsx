'use client';

import { useRouter } from 'next/navigation';
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

/** Forgot password: the login; then the code step (the same step whether or not the login exists). */
export function ForgotPassForm() {
  const t = useTranslations('recovery');
  const te = useTranslations('errors');
  const texts = useFieldTexts();
  const router = useRouter();
  const [login, setLogin] = useState('');
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
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
    if (!login.trim()) {
      setError(texts.pleaseEnter);
      ref.current?.focus();
      return;
    }
    setPending(true);
    setError(undefined);
    setFormError(undefined);
    const res = await callBff<{ sent: boolean }>('/api/auth/forgot-pass', 'POST', { login: login.trim() });
    if (res.ok) {
      router.push(`/forgot-pass/code?login=${encodeURIComponent(login.trim())}`);
      return;
    }
    setPending(false);
    if (res.code === 'rate_limited') {
      setRetryAt(Date.now() + (res.retryAfterS ?? 60) * 1000);
      setFormError(`${te('rateLimited')} ${t('retryIn', { minutes: retryMinutes(res.retryAfterS) })}`);
    } else if (res.code === 'bad_input') {
      setError(fieldErrorsOf(res, ['login'] as const, texts).login ?? texts.formatInvalid);
      ref.current?.focus();
    } else {
      setFormError(te(errorKey(res.code)));
    }
  }

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      {formError && <Alert tone="error">{formError}</Alert>}
      <Field
        ref={ref}
        id="login"
        name="login"
        type="email"
        label={t('email')}
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
        readOnly={!hydrated}
        value={login}
        onChange={(e) => setLogin(e.target.value)}
        error={error}
      />
      <Button type="submit" fullWidth busy={pending} disabled={retryAt !== undefined || !hydrated}>
        {pending ? t('sending') : t('sendEmail')}
      </Button>
    </form>
  );
}
