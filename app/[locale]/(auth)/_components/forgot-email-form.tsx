'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { FormError } from './form-error';
import { SubmitButton } from './submit-button';
import { useRecoverySubmit } from './use-recovery-submit';
import styles from './auth-form.module.css';

/** Forgot email: a mobile number; the answer is the same whether or not it has an account. */
export function ForgotEmailForm() {
  const t = useTranslations('recovery');
  const [sentTo, setSentTo] = useState<string>();
  const hydrated = useHydrated();
  const { ref, value, setValue, error, formError, setFormError, pending, locked, onSubmit: submit } = useRecoverySubmit('mobile', '/api/auth/forgot-email', (mobile) => {
    setSentTo(mobile);
    return 'done';
  });

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    setSentTo(undefined);
    if (!value.trim()) setFormError(undefined);
    await submit(e);
  }

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <FormError message={formError} />
      {sentTo && <Alert tone="success">{t('smsSent', { mobile: sentTo })}</Alert>}
      <Field
        ref={ref}
        id="mobile"
        name="mobile"
        type="text"
        label={t('mobile')}
        hint={t('mobileHint')}
        // The national number (021 555 0101): tel-national is an autofill name of text inputs, not of
        // type=tel (HTML's autofill control groups); inputMode keeps the phone keypad.
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={20}
        readOnly={!hydrated}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error}
      />
      <SubmitButton busy={pending} locked={locked} hydrated={hydrated} label={t('sendSms')} busyLabel={t('sending')} />
    </form>
  );
}
