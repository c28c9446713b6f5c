'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { callBff } from '@/components/api/call-bff';
import { Field } from '@/components/ui/field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { FormError } from './form-error';
import { fieldErrorsOf } from './form-errors';
import { SubmitButton } from './submit-button';
import { useAuthSubmit } from './use-auth-submit';
import { useFieldTexts } from './use-field-texts';
import styles from './auth-form.module.css';

/** Forgot password: the login; then the code step (the same step whether or not the login exists). */
export function ForgotPassForm() {
  const t = useTranslations('recovery');
  const texts = useFieldTexts();
  const router = useRouter();
  const submit = useAuthSubmit((minutes) => t('retryIn', { minutes }));
  const [login, setLogin] = useState('');
  const [error, setError] = useState<string>();
  const hydrated = useHydrated();
  const ref = useRef<HTMLInputElement>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!login.trim()) {
      setError(texts.pleaseEnter);
      ref.current?.focus();
      return;
    }
    submit.setPending(true);
    setError(undefined);
    submit.setFormError(undefined);
    const res = await callBff<{ sent: boolean }>('/api/auth/forgot-pass', 'POST', { login: login.trim() });
    if (res.ok) {
      router.push(`/forgot-pass/code?login=${encodeURIComponent(login.trim())}`);
      return;
    }
    submit.setPending(false);
    if (res.code === 'bad_input') {
      setError(fieldErrorsOf(res, ['login'] as const, texts).login ?? texts.formatInvalid);
      ref.current?.focus();
    } else {
      submit.showFailure(res);
    }
  }

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <FormError message={submit.formError} />
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
      <SubmitButton busy={submit.pending} locked={submit.locked} hydrated={hydrated} label={t('sendEmail')} busyLabel={t('sending')} />
    </form>
  );
}
