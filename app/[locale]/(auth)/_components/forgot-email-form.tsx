'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { callBff } from '@/components/api/call-bff';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { FormError } from './form-error';
import { fieldErrorsOf } from './form-errors';
import { SubmitButton } from './submit-button';
import { useAuthSubmit } from './use-auth-submit';
import { useFieldTexts } from './use-field-texts';
import styles from './auth-form.module.css';

/** Forgot email: a mobile number; the answer is the same whether or not it has an account. */
export function ForgotEmailForm() {
  const t = useTranslations('recovery');
  const texts = useFieldTexts();
  const submit = useAuthSubmit((minutes) => t('retryIn', { minutes }));
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const hydrated = useHydrated();
  const ref = useRef<HTMLInputElement>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setSentTo(undefined);
    if (!mobile.trim()) {
      setError(texts.pleaseEnter);
      submit.setFormError(undefined);
      ref.current?.focus();
      return;
    }
    submit.setPending(true);
    setError(undefined);
    submit.setFormError(undefined);
    const res = await callBff<{ sent: boolean }>('/api/auth/forgot-email', 'POST', { mobile: mobile.trim() });
    submit.setPending(false);
    if (res.ok) {
      setSentTo(mobile.trim());
    } else if (res.code === 'bad_input') {
      setError(fieldErrorsOf(res, ['mobile'] as const, texts).mobile ?? texts.formatInvalid);
      ref.current?.focus();
    } else {
      submit.showFailure(res);
    }
  }

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <FormError message={submit.formError} />
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
      <SubmitButton busy={submit.pending} locked={submit.locked} hydrated={hydrated} label={t('sendSms')} busyLabel={t('sending')} />
    </form>
  );
}
