'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { bffGet } from '@/components/query/bff-query';
import { cx } from '@/components/ui/cx';
import type { PortingView } from '@/lib/porting/types';
import { onboardingKeys } from './queries';
import styles from './onboarding.module.css';

/** A port moves in minutes (up to 3 hours), not seconds: read again every half minute while the page is open. */
const PORT_REFRESH_MS = 30_000;

/**
 * Below the wait, when a number is coming in: the port as a timeline (requested, your YES,
 * validated, approved, network, completed) and, while the losing carrier waits for it, what to
 * do: reply YES to their text by the deadline. Nothing when no port was asked for.
 */
export function PortingProgress({ productId }: { productId: string }) {
  const t = useTranslations('onboarding.porting');
  const locale = useLocale();
  const port = useQuery({
    queryKey: [...onboardingKeys.sim(productId), 'porting'],
    queryFn: () => bffGet<{ porting: PortingView | null }>(`/api/customer/porting?productId=${encodeURIComponent(productId)}`),
    refetchInterval: PORT_REFRESH_MS,
    retry: false,
  });
  const view = port.data?.porting;
  if (!view) return null;
  const when = (iso: string) => new Intl.DateTimeFormat(locale === 'mi-NZ' ? 'en-NZ' : locale, { hour: 'numeric', minute: '2-digit', day: 'numeric', month: 'short' }).format(new Date(iso));
  return (
    <section className={styles.card} aria-labelledby="port-heading">
      <h2 id="port-heading">{t('heading', { number: view.number })}</h2>
      {view.phase === 'awaiting_consent' && (
        <p>{view.consent.deadline ? t('replyYesBy', { carrier: view.carrier, number: view.number, deadline: when(view.consent.deadline) }) : t('replyYes', { carrier: view.carrier, number: view.number })}</p>
      )}
      {view.message && <p>{view.message}</p>}
      <ol className={styles.steps} aria-label={t('timelineLabel')}>
        {view.timeline.map((s) => (
          <li key={s.key} className={cx(styles.step, s.state === 'done' && styles.stepDone, s.state === 'current' && styles.stepCurrent)} aria-current={s.state === 'current' ? 'step' : undefined}>
            <span className={styles.dot} aria-hidden="true" />
            <span>
              {t(`steps.${s.key}`)}
              {s.state === 'failed' && <span> · {t('stopped')}</span>}
            </span>
            <span className={styles.time}>{s.at ? <time dateTime={s.at}>{when(s.at)}</time> : null}</span>
          </li>
        ))}
      </ol>
      <p className={styles.muted}>{t('takes')}</p>
    </section>
  );
}
