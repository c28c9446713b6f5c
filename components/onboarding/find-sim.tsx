'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SMS_CODE_RESEND_S } from '@/lib/flags/constants';
import { parseSimId } from '@/lib/onboarding/rules';
import type { Adoption } from '@/lib/onboarding/types';
import { adopt, type AdoptInput } from './queries';
import { FoundSim } from './found-sim';
import { useCountdown } from './use-countdown';
import { useOnboardingFailure, type OnboardingFailure } from './use-onboarding-error';
import styles from './onboarding.module.css';

type By = 'simId' | 'number';
/** Which failures belong beside the code field; the rest go beside the SIM ID or number. */
const CODE_ERRORS = new Set(['verification_code_incorrect', 'no_code', 'code_expired']);

/**
 * "Activate your SIM" (/mobile-onboarding): the SIM ID or the number, "Send code", the code
 * from the text with its 30 s resend countdown, then "We found your SIM". Errors in the
 * catalogue's words beside the field they are about; everything typed stays. A second way:
 * adopt by the address of the SIM's own data session.
 */
export function FindSim() {
  const t = useTranslations('onboarding.find');
  const failure = useOnboardingFailure();
  const id = useId();
  const [by, setBy] = useState<By>('simId');
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<{ to: string; at: number; wait: number } | null>(null);
  const [busy, setBusy] = useState<'send' | 'code' | 'ip' | null>(null);
  const [fieldError, setFieldError] = useState<OnboardingFailure | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [ipError, setIpError] = useState<string | null>(null);
  const [found, setFound] = useState<Adoption | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const left = useCountdown(sent?.at ?? null, sent?.wait ?? SMS_CODE_RESEND_S);

  function target(): AdoptInput | null {
    if (by === 'simId') {
      const simId = parseSimId(value);
      if (!simId) {
        setFieldError({ code: 'bad_input', text: t('simIdInvalid') });
        return null;
      }
      return { by: 'sms', simId };
    }
    if (value.replace(/\D/g, '').length < 8) {
      setFieldError({ code: 'bad_input', text: t('numberInvalid') });
      return null;
    }
    return { by: 'sms', number: value.trim() };
  }

  async function run(kind: 'send' | 'code' | 'ip', input: AdoptInput) {
    setBusy(kind);
    try {
      const step = await adopt(input);
      if (step.step === 'adopted') {
        setFound(step.adoption);
        return;
      }
      setSent({ to: step.to, at: Date.now(), wait: step.resendAfterSeconds || SMS_CODE_RESEND_S });
      setCode('');
      setTimeout(() => codeRef.current?.focus(), 0);
    } catch (err) {
      const f = failure(err);
      if (kind === 'ip') setIpError(f.text);
      else if (kind === 'code' && CODE_ERRORS.has(f.code)) setCodeError(f.text);
      else if (f.code === 'rate_limited' && f.retryAfterS && sent) setSent({ ...sent, at: Date.now(), wait: f.retryAfterS });
      else setFieldError(f);
    } finally {
      setBusy(null);
    }
  }

  function send(e?: FormEvent) {
    e?.preventDefault();
    if (busy) return;
    setFieldError(null);
    setCodeError(null);
    setIpError(null);
    const input = target();
    if (input) void run('send', input);
  }

  function confirm(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setCodeError(null);
    setFieldError(null);
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setCodeError(t('codeInvalid'));
      codeRef.current?.focus();
      return;
    }
    const input = target();
    if (input && input.by === 'sms') void run('code', { ...input, code: digits });
  }

  function byIp() {
    if (busy) return;
    setIpError(null);
    void run('ip', { by: 'ip' });
  }

  if (found) return <FoundSim adoption={found} />;

  const fieldText = fieldError?.text;
  return (
    <div className={styles.page}>
      <form className={styles.card} onSubmit={sent ? confirm : send} noValidate aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>{t('heading')}</h2>
        <fieldset className={styles.fieldset} disabled={busy !== null}>
          <legend className={styles.muted}>{t('byLegend')}</legend>
          <div className={styles.choices} role="radiogroup" aria-label={t('byLegend')}>
            {(['simId', 'number'] as const).map((b) => (
              <label key={b} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-by`}
                  value={b}
                  checked={by === b}
                  onChange={() => {
                    setBy(b);
                    setFieldError(null);
                    setSent(null);
                  }}
                />
                <span className={styles.choiceText}>
                  <span className={styles.choiceName}>{t(b === 'simId' ? 'bySimId' : 'byNumber')}</span>
                  <span className={styles.muted}>{t(b === 'simId' ? 'bySimIdHint' : 'byNumberHint')}</span>
                </span>
              </label>
            ))}
          </div>
          <Field
            id={`${id}-value`}
            label={t(by === 'simId' ? 'simIdLabel' : 'numberLabel')}
            inputMode="numeric"
            autoComplete={by === 'number' ? 'tel-national' : 'off'}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              if (sent) setSent(null);
            }}
            error={fieldText}
          />
          {fieldError?.code === 'sim_associated' && (
            <p className={styles.muted}>
              <Link href="/help">{t('contactUs')}</Link>
            </p>
          )}
          {fieldError?.code === 'service_already_active' && (
            <p className={styles.muted}>
              <Link href="/profile">{t('goToAccount')}</Link>
            </p>
          )}
        </fieldset>

        {sent ? (
          <div className={styles.fieldset}>
            <Alert tone="info">{t('codeSent', { number: sent.to })}</Alert>
            <Field
              id={`${id}-code`}
              ref={codeRef}
              label={t('codeLabel')}
              hint={t('codeHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={codeError ?? undefined}
              disabled={busy !== null}
            />
            <div className={styles.actions}>
              <Button type="submit" busy={busy === 'code'}>
                {t('confirm')}
              </Button>
              <Button variant="secondary" disabled={left > 0 || busy !== null} busy={busy === 'send'} onClick={() => send()}>
                {left > 0 ? t('resendIn', { seconds: left }) : t('resend')}
              </Button>
            </div>
          </div>
        ) : (
          <div className={styles.actions}>
            <Button type="submit" busy={busy === 'send'}>
              {t('sendCode')}
            </Button>
          </div>
        )}
      </form>

      <section className={styles.card} aria-labelledby={`${id}-ip`}>
        <h2 id={`${id}-ip`}>{t('ipHeading')}</h2>
        <p className={styles.muted}>{t('ipBody')}</p>
        {ipError && <Alert tone="error">{ipError}</Alert>}
        <div className={styles.actions}>
          <Button variant="secondary" busy={busy === 'ip'} disabled={busy !== null} onClick={byIp}>
            {t('ipButton')}
          </Button>
        </div>
      </section>

      <p className={styles.muted}>
        {t('linkHint')} <Link href="/onboarding">{t('seeWaiting')}</Link>
      </p>
    </div>
  );
}
