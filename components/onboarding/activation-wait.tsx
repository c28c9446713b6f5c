'use client';

import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { dateFormat } from '@/components/format/date-format';
import { NZ_TIME_ZONE } from '@/components/format/intl-locale';
import { queryKeys } from '@/components/query/keys';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { cx } from '@/components/ui/cx';
import type { ActivationProgress } from '@/lib/onboarding/types';
import { portingMoving, usePorting } from '@/components/porting/queries';
import { ONBOARDING_PATHS, finalise, makeCurrent, readProgress } from './queries';
import { PortingProgress } from './porting-progress';
import styles from './onboarding.module.css';

const OVER = new Set<ActivationProgress['state']>(['ready', 'failed', 'timed_out']);

/**
 * The wait (/mobile-onboarding-finalise?product={id}): the four steps with their times, live
 * from the server's stream (GET /api/onboarding/sims/{id}/events, Server-Sent Events) as the
 * e-shop's thanks page follows its order; a reload or a return opens the stream again and the
 * server's first frame is where the activation stands. Ready: the SIM becomes the current
 * product and the dashboard opens with its welcome; failed or timed out: 'SIM activation
 * problems' with the upstream's words, Check again and help. Ready while a number is coming in
 * (issue 28 item 10): the page stays, says what is left to do (reply YES within 2 hours) above
 * the port's steps, and goes on to the dashboard only when the customer continues.
 */
export function ActivationWait({ productId }: { productId: string }) {
  const t = useTranslations('onboarding.wait');
  const router = useRouter();
  const client = useQueryClient();
  const [progress, setProgress] = useState<ActivationProgress | null>(null);
  const [reconnecting, setReconnecting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [checking, setChecking] = useState(false);
  const [stopped, setStopped] = useState<string | null>(null);
  const leaving = useRef(false);
  const finalised = useRef(false);
  // The port of this SIM's number, if one was asked for: while it runs, ready does not leave the page.
  const port = usePorting(productId);
  const portView = port.data?.porting ?? null;
  const portKnown = port.isSuccess || port.isError;
  const portRunning = portingMoving(portView);
  const [staying, setStaying] = useState(false);
  const stayNote = useRef<HTMLDivElement>(null);

  const onProgress = useCallback((next: ActivationProgress) => {
    setProgress(next);
    setReconnecting(false);
    // Asked but not started (the payment step's answer was lost, or the page was left in between): ask again, once.
    if (next.state === 'not_started' && !finalised.current) {
      finalised.current = true;
      void finalise(productId).then(setProgress, () => undefined);
    }
  }, [productId]);

  useEffect(() => {
    const source = new EventSource(ONBOARDING_PATHS.events(productId));
    source.addEventListener('progress', (e) => {
      try {
        onProgress(JSON.parse((e as MessageEvent<string>).data) as ActivationProgress);
      } catch {
        // A frame that is not progress is skipped; the next one says where things stand.
      }
    });
    // `end` at ready or failed, `timeout` after 250 s: the stream is over, the last frame stands.
    source.addEventListener('end', () => source.close());
    source.addEventListener('timeout', () => {
      source.close();
      setProgress((p) => (p && !OVER.has(p.state) ? { ...p, state: 'timed_out' } : p));
    });
    source.onopen = () => setReconnecting(false);
    source.onerror = (e) => {
      // The server's own `error` frame: a failure reconnecting cannot fix (its words are the problem shown).
      if (e instanceof MessageEvent && e.data) {
        source.close();
        setStopped(readStopped(e.data as string));
        return;
      }
      setReconnecting(source.readyState !== EventSource.CLOSED);
    };
    return () => source.close();
  }, [productId, attempt, onProgress]);

  const toDashboard = useCallback(async () => {
    await client.invalidateQueries({ queryKey: queryKeys.all });
    router.push('/profile?welcome=1');
    router.refresh();
  }, [client, router]);

  // Ready: this number becomes the current one, then its dashboard with the welcome banner; while
  // its port runs, the page stays until the customer continues (they have a YES to send first).
  useEffect(() => {
    if (progress?.state !== 'ready' || leaving.current || !portKnown) return;
    leaving.current = true;
    void (async () => {
      try {
        await makeCurrent(productId);
      } catch {
        // The dashboard still opens; it shows the first active number.
      }
      if (portRunning) {
        setStaying(true);
        return;
      }
      await toDashboard();
    })();
  }, [progress?.state, productId, portKnown, portRunning, toDashboard]);

  useEffect(() => {
    if (staying) stayNote.current?.focus();
  }, [staying]);

  async function checkAgain() {
    setChecking(true);
    setStopped(null);
    try {
      setProgress(await readProgress(productId));
    } catch {
      // The stream, opened again below, answers instead.
    }
    setChecking(false);
    setAttempt((a) => a + 1);
  }

  const state = progress?.state;
  const problem = state === 'failed' || state === 'timed_out' || stopped !== null;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="wait-heading">
        <h2 id="wait-heading">{progress ? t('numberHeading', { number: progress.number }) : t('heading')}</h2>
        {progress?.planName && <p>{t('plan', { name: progress.planName })}</p>}
        {!problem && state !== 'not_started' && <p className={styles.muted}>{t('usually')}</p>}
        <p role="status" aria-live="polite">
          {!progress ? t('connecting') : t(`state.${progress.state}`)}
        </p>
        {progress && <Steps progress={progress} />}
        {!problem && state !== 'ready' && reconnecting && <p className={styles.muted}>{t('reconnecting')}</p>}
        {state === 'not_started' && (
          <p>
            <Link href={`/onboarding/${encodeURIComponent(productId)}`}>{t('backToActivation')}</Link>
          </p>
        )}
      </section>

      {problem && (
        <Alert tone="error" title={t('problemsHeading')}>
          <p>{stopped || progress?.message || t(state === 'timed_out' ? 'timedOut' : 'failedNoWords')}</p>
          <div className={styles.actions}>
            <Button variant="secondary" busy={checking} onClick={() => void checkAgain()}>
              {t('checkAgain')}
            </Button>
            <ButtonLink href="/help" variant="quiet">
              {t('help')}
            </ButtonLink>
          </div>
        </Alert>
      )}

      {staying && portView && (
        <div ref={stayNote} tabIndex={-1} className={styles.card}>
          <Alert tone={portView.phase === 'awaiting_consent' ? 'warning' : 'info'} title={t('portNextTitle')}>
            <p id="wait-port-next">
              {portView.phase === 'awaiting_consent'
                ? t('portReplyYes', { carrier: portView.carrier, number: portView.number })
                : t('portMoving', { carrier: portView.carrier, number: portView.number })}
            </p>
            <div className={styles.actions}>
              <Button onClick={() => void toDashboard()}>{t('continue')}</Button>
            </div>
          </Alert>
        </div>
      )}

      <PortingProgress productId={productId} />
    </div>
  );
}

/** The words of the server's `error` frame (`{ error: { message } }`), '' when it has none. */
function readStopped(data: string): string {
  try {
    const m = (JSON.parse(data) as { error?: { message?: unknown } }).error?.message;
    return typeof m === 'string' ? m : '';
  } catch {
    return '';
  }
}

function Steps({ progress }: { progress: ActivationProgress }) {
  const t = useTranslations('onboarding.wait');
  const locale = useLocale();
  const time = (iso: string) => dateFormat(locale, { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZone: NZ_TIME_ZONE }).format(new Date(iso));
  return (
    <ol className={styles.steps} aria-label={t('stepsLabel')}>
      {progress.steps.map((s) => (
        <li key={s.key} className={cx(styles.step, s.state === 'done' && styles.stepDone, s.state === 'current' && styles.stepCurrent)} aria-current={s.state === 'current' ? 'step' : undefined}>
          <span className={styles.dot} aria-hidden="true" />
          <span>
            {t(`steps.${s.key}`)}
            <span className="visually-hidden"> · {t(`stepState.${s.state}`)}</span>
          </span>
          <span className={styles.time}>{s.at ? <time dateTime={s.at}>{time(s.at)}</time> : null}</span>
        </li>
      ))}
    </ol>
  );
}
