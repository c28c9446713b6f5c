'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { callBff } from '@/components/api/call-bff';
import { loginEvent } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/track';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { FormError } from '../../_components/form-error';
import { LoginField } from '../../_components/login-field';
import { SubmitButton } from '../../_components/submit-button';
import { useAuthSubmit } from '../../_components/use-auth-submit';
import styles from '../../_components/auth-form.module.css';

type FieldName = 'login' | 'password';
type FieldErrors = Partial<Record<FieldName, string>>;

/**
 * Email and password to POST /api/auth/sign-in. Every failure keeps what was typed (except a
 * password the server refused) and says what to do next; success is a full page load of the
 * address the API chose, so the server renders with the new session.
 */
export function SignInForm({ redirect }: { redirect?: string }) {
  const t = useTranslations('signIn');
  const te = useTranslations('errors');
  const tv = useTranslations('validation');
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const { formError, setFormError, pending, setPending, locked, showFailure } = useAuthSubmit((minutes) => t('retryIn', { minutes }));
  const [redirecting, setRedirecting] = useState(false);
  const hydrated = useHydrated();
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function focusField(name: FieldName) {
    (name === 'login' ? loginRef : passwordRef).current?.focus();
  }

  function fieldText(message: string): string {
    if (message === 'please enter') return tv('pleaseEnter');
    const tooLong = /^cannot be longer than (\d+) characters$/.exec(message);
    if (tooLong) return tv('tooLong', { max: Number(tooLong[1]) });
    return tv('formatInvalid');
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const missing: FieldErrors = {};
    if (!login.trim()) missing.login = tv('pleaseEnter');
    if (!password) missing.password = tv('pleaseEnter');
    setFieldErrors(missing);
    if (missing.login || missing.password) {
      setFormError(undefined);
      focusField(missing.login ? 'login' : 'password');
      return;
    }

    setPending(true);
    setFormError(undefined);
    const res = await callBff<{ redirectTo: string }>('/api/auth/sign-in', 'POST', { login: login.trim(), password, redirect });
    if (res.ok) {
      // "Analytics events: … sign_up, login …" (portal-shop-onboarding.md §3), before the page is left.
      track(loginEvent());
      setRedirecting(true);
      window.location.assign(res.data.redirectTo || '/profile');
      return;
    }
    setPending(false);

    if (res.code === 'invalid_credentials') {
      setFormError(te('invalidCredentials'));
      setPassword('');
      focusField('password');
    } else if (res.code === 'bad_input' && Array.isArray(res.details)) {
      const errors: FieldErrors = {};
      for (const d of res.details as Array<{ path?: unknown; message?: unknown }>) {
        if ((d.path === 'login' || d.path === 'password') && typeof d.message === 'string') errors[d.path] = fieldText(d.message);
      }
      setFieldErrors(errors);
      if (errors.login || errors.password) {
        setFormError(t('fixFields'));
        focusField(errors.login ? 'login' : 'password');
      } else {
        setFormError(te('badInput'));
      }
    } else {
      showFailure(res);
    }
  }

  return (
    // method="post" and the inert fields before hydration: a press before JavaScript runs never
    // puts the password in a URL, and nothing typed is lost to hydration.
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={formError ? 'sign-in-error' : undefined}>
      <FormError message={formError} id="sign-in-error" />
      {redirecting && (
        <Alert tone="success" live="polite">
          {t('redirecting')}
        </Alert>
      )}
      <LoginField
        ref={loginRef}
        id="sign-in-email"
        label={t('email')}
        readOnly={!hydrated}
        value={login}
        onChange={(e) => setLogin(e.target.value)}
        error={fieldErrors.login}
      />
      <Field
        ref={passwordRef}
        id="sign-in-password"
        name="password"
        type={showPassword ? 'text' : 'password'}
        label={t('password')}
        autoComplete="current-password"
        maxLength={200}
        readOnly={!hydrated}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldErrors.password}
        action={
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={showPassword}
            aria-controls="sign-in-password"
            onClick={() => setShowPassword((v) => !v)}
          >
            {showPassword ? t('hidePassword') : t('showPassword')}
          </button>
        }
      />
      <SubmitButton busy={pending || redirecting} locked={locked} hydrated={hydrated} label={t('submit')} busyLabel={t('submitting')} />
    </form>
  );
}
