'use client';

import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import type { WidgetMethods } from 'altcha/types';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import pay from '@/components/billing/pay-page.module.css';
import own from './guest.module.css';

const styles = { ...pay, ...own };

/** What the lookup form may do with the captcha: start again after its solution was spent. */
export type CaptchaHandle = { reset(): void };

type Props = {
  /** The solution's payload once verified; null while there is none (again after a reset). */
  onChange(payload: string | null): void;
  /** The field's error (not solved, refused), linked to the widget. */
  error?: string;
  ref?: Ref<CaptchaHandle>;
};

const ALGORITHM = 'PBKDF2/SHA-256';
type StateEvent = CustomEvent<{ state?: string; payload?: string }>;

/**
 * The self-hosted ALTCHA widget (docs/front-door-contract.md §2.2): its challenge from
 * /api/captcha/challenge, its proof of work in a worker from /api/captcha/worker (our own
 * origin, so the strict CSP is unchanged), its words ours in the page's language.
 */
export function Captcha({ onChange, error, ref }: Props) {
  const t = useTranslations('guest.captcha');
  const locale = useLocale();
  const language = locale.startsWith('mi') ? 'mi' : 'en';
  const widget = useRef<HTMLElement & Partial<WidgetMethods>>(null);
  const [ready, setReady] = useState(false);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useImperativeHandle(ref, () => ({
    reset() {
      widget.current?.reset?.();
      changed.current(null);
    },
  }), []);

  const strings = {
    ariaLinkLabel: t('label'), cancel: t('cancel'), enterCode: t('label'), enterCodeAria: t('label'), enterCodeFromImage: t('label'),
    error: t('error'), expired: t('expired'), footer: t('footer'), getAudioChallenge: t('label'), label: t('label'), loading: t('loading'),
    reload: t('reload'), verify: t('verify'), verificationRequired: t('required'), verified: t('verified'), verifying: t('verifying'), waitAlert: t('verifying'),
  };
  const stringsKey = JSON.stringify(strings);

  useEffect(() => {
    let live = true;
    void import('altcha/external').then(() => {
      if (!live) return;
      globalThis.$altcha.algorithms.set(ALGORITHM, () => new Worker('/api/captcha/worker'));
      globalThis.$altcha.i18n.set(language, JSON.parse(stringsKey) as Record<string, string>);
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, [language, stringsKey]);

  useEffect(() => {
    const el = widget.current;
    if (!ready || !el) return;
    const onState = (e: Event) => {
      const { state, payload } = (e as StateEvent).detail ?? {};
      changed.current(state === 'verified' && payload ? payload : null);
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, [ready]);

  return (
    <div className={styles.captcha} aria-describedby={error ? 'guest-captcha-error' : undefined}>
      {ready ? (
        <altcha-widget
          ref={widget}
          challenge="/api/captcha/challenge"
          language={language}
          name="altcha"
          workers={2}
          configuration={JSON.stringify({ hideLogo: true, minDuration: 300 })}
        />
      ) : (
        <p className={styles.muted}>{t('loading')}</p>
      )}
      {error && (
        <p id="guest-captcha-error" className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
