'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { callBff } from '@/components/api/call-bff';
import { signUpEvent } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/track';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { isStrongPassword } from '@/lib/auth/rules';
import { FormError } from './form-error';
import { fieldErrorsOf, type FieldErrors } from './form-errors';
import { LoginField } from './login-field';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { useAuthSubmit } from './use-auth-submit';
import { useFieldTexts } from './use-field-texts';
import styles from './auth-form.module.css';

const FIELDS = ['firstName', 'lastName', 'login', 'password', 'confirm'] as const;
type Name = (typeof FIELDS)[number];

type Props = { identityToken?: string; preset?: { email: string; firstName: string; lastName: string }; redirect?: string };

/**
 * Local sign-up (and sign-up with an identity link: the link's address is fixed). Keeps what
 * was typed on every failure; success is a full page load of where the API says to land.
 */
export function SignUpForm({ identityToken, preset, redirect }: Props) {
  const t = useTranslations('signUp');
  const te = useTranslations('errors');
  const texts = useFieldTexts();
  const [values, setValues] = useState<Record<Name, string>>({
    firstName: preset?.firstName ?? '',
    lastName: preset?.lastName ?? '',
    login: preset?.email ?? '',
    password: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const { formError, setFormError, pending, setPending, locked, showFailure } = useAuthSubmit((minutes) => t('retryIn', { minutes }));
  const [redirecting, setRedirecting] = useState(false);
  const hydrated = useHydrated();
  const refs = useRef<Partial<Record<Name, HTMLInputElement | null>>>({});

  // A field's error goes once it is edited; the summary above goes with the last one (issue 28: no stale banner).
  const set = (name: Name) => (v: string) => {
    setValues((old) => ({ ...old, [name]: v }));
    if (!errors[name]) return;
    const rest = { ...errors };
    delete rest[name];
    setErrors(rest);
    if (Object.keys(rest).length === 0 && formError === t('fixFields')) setFormError(undefined);
  };
  const focusFirst = (e: FieldErrors<Name>) => {
    const first = FIELDS.find((f) => e[f]);
    if (first) refs.current[first]?.focus();
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const local: FieldErrors<Name> = {};
    // Issue 28: clear sentences that name the field, not 'please enter' / 'new password and confirm do not match'.
    for (const f of FIELDS) if (!(f === 'password' || f === 'confirm' ? values[f] : values[f].trim())) local[f] = t(`errors.${f}`);
    if (values.password && !isStrongPassword(values.password)) local.password = te('passwordRules');
    if (values.confirm && values.password !== values.confirm) local.confirm = t('errors.mismatch');
    setErrors(local);
    if (Object.keys(local).length > 0) {
      setFormError(t('fixFields'));
      focusFirst(local);
      return;
    }
    setPending(true);
    setFormError(undefined);
    const res = await callBff<{ redirectTo: string }>('/api/auth/sign-up', 'POST', {
      login: values.login.trim(),
      password: values.password,
      confirm: values.confirm,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      identityToken,
      redirect,
    });
    if (res.ok) {
      // "Analytics events: … sign_up, login …" (portal-shop-onboarding.md §3), before the page is left.
      track(signUpEvent());
      setRedirecting(true);
      window.location.assign(res.data.redirectTo || '/profile');
      return;
    }
    setPending(false);
    if (res.code === 'bad_input') {
      const server = fieldErrorsOf(res, FIELDS, { ...texts, passwordMismatch: t('errors.mismatch') });
      // The server's 'please enter' names its field here too.
      for (const f of FIELDS) if (server[f] === texts.pleaseEnter) server[f] = t(`errors.${f}`);
      setErrors(server);
      setFormError(Object.keys(server).length ? t('fixFields') : te('badInput'));
      focusFirst(server);
    } else if (res.code === 'login_taken') {
      setErrors({ login: te('loginTaken') });
      setFormError(te('loginTaken'));
    } else {
      showFailure(res);
    }
  }

  const common = { readOnly: !hydrated };
  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={formError ? 'sign-up-error' : undefined}>
      <FormError message={formError} id="sign-up-error" />
      {redirecting && (
        <Alert tone="success" live="polite">
          {t('redirecting')}
        </Alert>
      )}
      <div className={styles.row}>
        <Field ref={(el) => { refs.current.firstName = el; }} id="firstName" name="firstName" label={t('firstName')} autoComplete="given-name" maxLength={100} value={values.firstName} onChange={(e) => set('firstName')(e.target.value)} error={errors.firstName} {...common} />
        <Field ref={(el) => { refs.current.lastName = el; }} id="lastName" name="lastName" label={t('lastName')} autoComplete="family-name" maxLength={100} value={values.lastName} onChange={(e) => set('lastName')(e.target.value)} error={errors.lastName} {...common} />
      </div>
      <LoginField
        ref={(el) => { refs.current.login = el; }}
        id="login"
        label={t('email')}
        value={values.login}
        onChange={(e) => set('login')(e.target.value)}
        error={errors.login}
        readOnly={!hydrated || Boolean(preset?.email)}
      />
      <PasswordField ref={(el) => { refs.current.password = el; }} id="password" label={t('password')} hint={t('passwordHint')} autoComplete="new-password" value={values.password} onChange={set('password')} error={errors.password} showLabel={t('showPassword')} hideLabel={t('hidePassword')} {...common} />
      <PasswordField ref={(el) => { refs.current.confirm = el; }} id="confirm" label={t('confirm')} autoComplete="new-password" value={values.confirm} onChange={set('confirm')} error={errors.confirm} showLabel={t('showPassword')} hideLabel={t('hidePassword')} {...common} />
      <SubmitButton busy={pending || redirecting} locked={locked} hydrated={hydrated} label={t('submit')} busyLabel={t('submitting')} />
    </form>
  );
}
