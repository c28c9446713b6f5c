'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { portingMoving, usePorting, type PortingAnswer } from './queries';
import { usePortingTime } from './porting-timeline';
import styles from './porting.module.css';

/**
 * The dashboard's word on a running port (issue 28 items 8 and 10): while the current number's
 * move is waiting for the customer's YES or in progress, what stands now, in words ("Reply YES
 * to the text from Spark on 027 555 0950 by 28 Nov, 1:31 am"), and the way to the port's page
 * (`href`, where that screen opens). Nothing when there is no port, it is over, or it cannot be read.
 */
export function DashboardPort({ initial, href }: { initial?: PortingAnswer; href: string | null }) {
  const t = useTranslations('porting');
  const time = usePortingTime();
  const view = usePorting(undefined, initial).data?.porting;
  if (!view || !portingMoving(view)) return null;
  const words = { number: view.number, carrier: view.carrier };
  const awaiting = view.phase === 'awaiting_consent';
  return (
    <section aria-labelledby="dashboard-port" className={styles.dashboard}>
      <h2 id="dashboard-port">{t('heading', { number: view.number.replace(/ /g, '\u00a0') })}</h2>
      <Alert tone={awaiting ? 'warning' : 'info'} title={awaiting ? t('awaitingTitle') : t('dashboardMoving')}>
        <p>
          {awaiting
            ? view.consent.deadline
              ? t('awaiting', { ...words, deadline: time(view.consent.deadline) })
              : t('awaitingNoDeadline', words)
            : t('inProgress', words)}
        </p>
        {awaiting && <p>{t('awaitingWhy')}</p>}
        {href && (
          <p>
            <Link href={href}>{t('dashboardFollow')}</Link>
          </p>
        )}
      </Alert>
    </section>
  );
}
