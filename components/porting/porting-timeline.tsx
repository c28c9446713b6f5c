'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { isSessionLoss } from '@/components/api/error-key';
import { signInAgain } from '@/components/api/sign-in-again';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { dateFormat } from '@/components/format/date-format';
import { NZ_TIME_ZONE } from '@/components/format/intl-locale';
import { BffError } from '@/components/query/bff-query';
import { useErrorText } from '@/components/shop/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import type { PortingView } from '@/lib/porting/types';
import { cancelPorting, resendPortingSms, retryPorting, useSetPorting } from './queries';
import timeline from '@/components/ui/timeline.module.css';
import styles from './porting.module.css';

type Action = 'resend' | 'retry' | 'cancel';
const SEND: Record<Action, (productId?: string) => Promise<PortingView>> = { resend: resendPortingSms, retry: retryPorting, cancel: cancelPorting };

/** A time of the port as a New Zealander reads it: '28 Nov, 1:31 am'. */
export function usePortingTime(): (iso: string) => string {
  const locale = useLocale();
  return (iso) => dateFormat(locale, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: NZ_TIME_ZONE }).format(new Date(iso));
}

/**
 * A port as the customer follows it: the current step's words ("Reply YES to the text from
 * {carrier} on {number} by {deadline}", the rejection's message, "{number} is now your number"),
 * what can be done now (Resend text, Retry, Cancel: `view.actions`), and the timeline of its
 * steps with the time each was reached.
 */
export function PortingTimeline({ view: given, actions = true }: { view: PortingView; actions?: boolean }) {
  const t = useTranslations('porting');
  const te = useTranslations('errors');
  const errorText = useErrorText();
  const dialogs = useDialogs();
  // The answer of an action shows at once, until the page gives a newer view of its own.
  const [answered, setAnswered] = useState<{ from: PortingView; view: PortingView } | null>(null);
  const view = answered && answered.from === given ? answered.view : given;
  const setPorting = useSetPorting(view.productId);
  const time = usePortingTime();
  const id = useId();
  const [busy, setBusy] = useState<Action | null>(null);
  const [failure, setFailure] = useState<string>();
  const [resent, setResent] = useState(false);

  async function run(action: Action) {
    if (busy) return;
    if (action === 'cancel') {
      const go = await dialogs.confirm({ title: t('cancelTitle', { number: view.number }), message: t('cancelMessage'), confirmCaption: t('cancel'), destructive: true });
      if (!go) return;
    }
    setBusy(action);
    setFailure(undefined);
    setResent(false);
    try {
      // The port of this view's product (the BFF takes the current one when none is named).
      const next = await SEND[action](view.productId || undefined);
      setPorting(next);
      setAnswered({ from: given, view: next });
      if (action === 'resend') setResent(true);
    } catch (e) {
      if (e instanceof BffError && isSessionLoss(e.code)) return signInAgain();
      setFailure(e instanceof BffError ? (e.code === 'porting_error' && e.message ? e.message : errorText(e.code, e.message, te('somethingWentWrong'))) : te('somethingWentWrong'));
    } finally {
      setBusy(null);
    }
  }

  const words = { number: view.number, carrier: view.carrier };
  return (
    <section className={styles.now} aria-labelledby={`${id}-h`}>
      {/* The number kept on one line ('027 555 0950'), however narrow the screen. */}
      <h2 id={`${id}-h`}>{t('heading', { number: view.number.replace(/ /g, '\u00a0') })}</h2>
      {view.phase === 'awaiting_consent' && (
        <Alert tone="warning" title={t('awaitingTitle')}>
          <p>{view.consent.deadline ? t('awaiting', { ...words, deadline: time(view.consent.deadline) }) : t('awaitingNoDeadline', words)}</p>
          <p>{t('awaitingWhy')}</p>
        </Alert>
      )}
      {view.phase === 'in_progress' && <Alert tone="info">{t('inProgress', words)}</Alert>}
      {view.phase === 'completed' && <Alert tone="success">{t('completed', words)}</Alert>}
      {view.phase === 'rejected' && (
        <Alert tone="error" title={t('rejected', words)}>
          {view.message && <p>{view.message}</p>}
        </Alert>
      )}
      {view.phase === 'canceled' && (
        <Alert tone="info" title={t('canceled', words)}>
          {view.message && <p>{view.message}</p>}
        </Alert>
      )}
      {view.phase === 'failed' && (
        <Alert tone="error" title={t('failed', words)}>
          {view.message && <p>{view.message}</p>}
        </Alert>
      )}
      {actions && (view.actions.resendSms || view.actions.retry || view.actions.cancel) && (
        <div className={styles.actions}>
          {view.actions.resendSms && (
            <Button variant="secondary" busy={busy === 'resend'} onClick={() => void run('resend')}>
              {t('resend')}
            </Button>
          )}
          {view.actions.retry && (
            <Button busy={busy === 'retry'} onClick={() => void run('retry')}>
              {t('retry')}
            </Button>
          )}
          {view.actions.cancel && (
            <Button variant="danger" busy={busy === 'cancel'} onClick={() => void run('cancel')}>
              {t('cancel')}
            </Button>
          )}
        </div>
      )}
      {resent && <Alert tone="success">{t('resent', words)}</Alert>}
      {failure && <Alert tone="error">{failure}</Alert>}
      <ol className={timeline.timeline} aria-label={t('timelineLabel')}>
        {view.timeline.map((step) => (
          <li key={step.key} className={cx(timeline.step, timeline[step.state])} aria-current={step.state === 'current' ? 'step' : undefined}>
            <span className={timeline.mark} aria-hidden="true">
              {step.state === 'done' ? '✓' : step.state === 'failed' ? '×' : ''}
            </span>
            <span className={timeline.label}>
              <span>{t(`steps.${step.key}`, words)}</span>
              <span className={timeline.at}>
                {t(`stepState.${step.state}`)}
                {step.at ? ` · ${time(step.at)}` : ''}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
