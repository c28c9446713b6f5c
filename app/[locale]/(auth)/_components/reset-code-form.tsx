'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { callBff, type BffResult } from '@/components/api/call-bff';
import { errorKey } from '@/components/api/error-key';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { isStrongPassword, normaliseCode, resendSecondsLeft } from '@/lib/auth/rules';
import { RECOVERY_CODE_LENGTH, RECOVERY_CODE_MAX_ATTEMPTS, RECOVERY_CODE_TTL_MS, RESEND_COUNTDOWN_S } from '@/lib/flags/constants';
import { fieldErrorsOf, retryMinutes, type FieldErrors } from './form-errors';
import { PasswordField } from './password-field';
import { useFieldTexts } from './use-field-texts';
import styles from './auth-form.module.css';

type Step = 'code' | 'password' | 'done';
type Name = 'code' | 'password' | 'confirm';
const MINUTE_MS = 60_000;

/**
 * One-time code (with a resend countdown), then the new password. The code comes from the
 * email (typed, or already in the email's link).
 */
export function ResetCodeForm({ login, initialCode }: { login: string; initialCode?: string }) {
  const t = useTranslations('recovery');
  const te = useTranslations('errors');
  const texts = useFieldTexts();
  const hydrated = useHydrated();
  const [step, setStep] = useState<Step>('code');
  const [code, setCode] = useState(initialCode ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const [formError, setFormError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [pending, setPending] = useState(false);
  // The countdown starts when the page opens (a code was just sent). Server and client both
  // start with from === now, so the first render reads the full countdown on both.
  const [countdownFrom, setCountdownFrom] = useState(() => Date.now());
  const [now, setNow] = useState(countdownFrom);
  const codeRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (step !== 'code') headingRef.current?.focus();
  }, [step]);

  const secondsLeft = resendSecondsLeft(countdownFrom, now, RESEND_COUNTDOWN_S);

  function failure(res: Extract<BffResult<unknown>, { ok: false }>, fields: readonly Name[]) {
    if (res.code === 'rate_limited') {
      setFormError(`${te('rateLimited')} ${t('retryIn', { minutes: retryMinutes(res.retryAfterS) })}`);
    } else if (res.code === 'verification_code_incorrect') {
      setErrors({ code: te('verificationCodeIncorrect') });
      setFormError(te('verificationCodeIncorrect'));
      setStep('code');
      window.setTimeout(() => codeRef.current?.focus(), 0);
    } else if (res.code === 'bad_input') {
      const f = fieldErrorsOf(res, fields, texts);
      setErrors(f);
      setFormError(Object.keys(f).length ? t('fixFields') : te('badInput'));
    } else {
      setFormError(te(errorKey(res.code)));
    }
  }

  async function onCode(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setNotice(undefined);
    const c = normaliseCode(code);
    if (!c) {
      setErrors({ code: texts.pleaseEnter });
      codeRef.current?.focus();
      return;
    }
    setPending(true);
    setErrors({});
    setFormError(undefined);
    const res = await callBff('/api/auth/verify-code', 'POST', { login, code: c });
    setPending(false);
    if (res.ok) setStep('password');
    else failure(res, ['code']);
  }

  async function onResend() {
    setNotice(undefined);
    setFormError(undefined);
    const res = await callBff('/api/auth/forgot-pass', 'POST', { login });
    if (res.ok) {
      setCountdownFrom(Date.now());
      setNow(Date.now());
      setNotice(t('resent'));
    } else failure(res, []);
  }

  async function onPassword(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const local: FieldErrors<Name> = {};
    if (!password) local.password = texts.pleaseEnter;
    else if (!isStrongPassword(password)) local.password = texts.passwordRules;
    if (!confirm) local.confirm = texts.pleaseEnter;
    else if (password && confirm !== password) local.confirm = texts.passwordMismatch;
    setErrors(local);
    if (local.password || local.confirm) {
      setFormError(t('fixFields'));
      passwordRef.current?.focus();
      return;
    }
    setPending(true);
    setFormError(undefined);
    const res = await callBff('/api/auth/reset-password', 'POST', { login, code: normaliseCode(code), password, confirm });
    setPending(false);
    if (res.ok) setStep('done');
    else failure(res, ['password', 'confirm']);
  }

  if (step === 'done') {
    return (
      <div className={styles.form}>
        <h2 ref={headingRef} tabIndex={-1}>{t('signIn')}</h2>
        <Alert tone="success">{t('done')}</Alert>
        <Link href="/sign-in">{t('signIn')}</Link>
      </div>
    );
  }

  if (step === 'password') {
    return (
      <form method="post" className={styles.form} onSubmit={onPassword} noValidate>
        <h2 ref={headingRef} tabIndex={-1}>{t('newTitle')}</h2>
        {formError && <Alert tone="error">{formError}</Alert>}
        <PasswordField ref={passwordRef} id="password" label={t('password')} hint={t('passwordHint')} autoComplete="new-password" value={password} onChange={setPassword} error={errors.password} showLabel={t('showPassword')} hideLabel={t('hidePassword')} />
        <PasswordField id="confirm" label={t('confirm')} autoComplete="new-password" value={confirm} onChange={setConfirm} error={errors.confirm} showLabel={t('showPassword')} hideLabel={t('hidePassword')} />
        <Button type="submit" fullWidth busy={pending}>
          {pending ? t('saving') : t('save')}
        </Button>
      </form>
    );
  }

  return (
    <form method="post" className={styles.form} onSubmit={onCode} noValidate>
      {formError && <Alert tone="error">{formError}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      <Field
        ref={codeRef}
        id="code"
        name="code"
        label={t('code')}
        hint={t('codeExpiryHelp', { minutes: RECOVERY_CODE_TTL_MS / MINUTE_MS, attempts: RECOVERY_CODE_MAX_ATTEMPTS })}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={RECOVERY_CODE_LENGTH + 2}
        readOnly={!hydrated}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={errors.code}
      />
      <Button type="submit" fullWidth busy={pending} disabled={!hydrated}>
        {pending ? t('checking') : t('checkCode')}
      </Button>
      <div className={styles.secondary}>
        <Button variant="secondary" onClick={onResend} disabled={!hydrated || secondsLeft > 0}>
          {t('resend')}
        </Button>
        <p className={styles.muted} aria-live="off">
          {secondsLeft > 0 ? t('resendIn', { seconds: secondsLeft }) : null}
        </p>
      </div>
    </form>
  );
}
