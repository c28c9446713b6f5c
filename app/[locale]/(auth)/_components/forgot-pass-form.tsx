'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/ui/use-hydrated';
import { FormError } from './form-error';
import { LoginField } from './login-field';
import { SubmitButton } from './submit-button';
import { useRecoverySubmit } from './use-recovery-submit';
import styles from './auth-form.module.css';

/** Forgot password: the login; then the code step (the same step whether or not the login exists). */
export function ForgotPassForm() {
  const t = useTranslations('recovery');
  const router = useRouter();
  const hydrated = useHydrated();
  const { ref, value, setValue, error, formError, pending, locked, onSubmit } = useRecoverySubmit('login', '/api/auth/forgot-pass', (login) => {
    router.push(`/forgot-pass/code?login=${encodeURIComponent(login)}`);
    return 'leaving';
  });

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <FormError message={formError} />
      <LoginField
        ref={ref}
        id="login"
        label={t('email')}
        readOnly={!hydrated}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error}
      />
      <SubmitButton busy={pending} locked={locked} hydrated={hydrated} label={t('sendEmail')} busyLabel={t('sending')} />
    </form>
  );
}
