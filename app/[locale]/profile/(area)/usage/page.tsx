import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PageHeading } from '@/components/ui/page-heading';
import { HistorySwitch } from '@/components/usage/history-switch';
import { UsageEntries } from '@/components/usage/usage-overview';
import { UsageHistory } from '@/components/usage/usage-history';
import { histogram, usageSummary } from '@/lib/usage/calls';
import { histogramDays } from '@/lib/usage/rules';
import type { Histogram, HistogramType } from '@/lib/usage/types';
import { firstView } from '../../_lib/first-view';
import { requireScreen } from '../../_lib/require-screen';
import styles from './page.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('usage');
  return { title: t('title') };
}

/** "a failure shows zeros": the 30 days with nothing, when the histogram could not be read at all. */
function unavailable(type: HistogramType): Histogram {
  return { type, unit: type === 'data' ? 'GB' : 'minutes', days: histogramDays(new Date()).map((date) => ({ date, value: 0 })), unavailable: true };
}

/**
 * usage (/link/usage): what is left this period, type by type as on the dashboard, and the
 * 30-day histogram of data and voice. The server renders both charts (plain SVG, no script; a
 * radio group shows one at a time); the entries load and fail on their own (Try again).
 */
export default async function UsagePage() {
  await requireScreen('usage');
  const here = '/profile/usage';
  const [summary, data, voice] = await Promise.all([
    firstView(here, usageSummary),
    firstView(here, (rc) => histogram(rc, 'data')),
    firstView(here, (rc) => histogram(rc, 'voice')),
  ]);
  const t = await getTranslations('usage');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={['usage']}>
        <div className={styles.stack}>
          <UsageEntries initial={summary} />
          <section aria-labelledby="history-heading" className={styles.card}>
            <h2 id="history-heading">{t('history.heading')}</h2>
            <HistorySwitch charts={{ data: <UsageHistory histogram={data ?? unavailable('data')} />, voice: <UsageHistory histogram={voice ?? unavailable('voice')} /> }} />
          </section>
          <p className={styles.more}>
            <Link href="/profile/mobile/usage/details">{t('seeCharges')}</Link>
          </p>
        </div>
      </ClientMessages>
    </>
  );
}
