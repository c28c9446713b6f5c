import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ServiceUsage } from '@/components/broadband/account/service-usage';
import styles from '@/components/broadband/account/account.module.css';
import { UsageEntries } from '@/components/usage/usage-overview';
import { PageHeading } from '@/components/ui/page-heading';
import { usageSummary } from '@/lib/usage/calls';
import { firstView } from '../../../../_lib/first-view';
import { requireScreen } from '../../../../_lib/require-screen';
import { firstServices } from '../../_lib/first-views';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('broadband.account.usage');
  return { title: t('fwaTitle') };
}

/** The mobile product type of a fixed wireless service (docs/broadband-contract.md §2.3). */
const FWA_PRODUCT_TYPE = 'mobileFWA';

/**
 * broadband/fwa/usage (the FWA module): the fixed wireless services, and the data used this period
 * by the usage engine of mobile products (a fixed wireless service is one) when the number
 * switcher has it chosen; the charges are on the built fwa/usage/details.
 */
export default async function FwaUsagePage() {
  const data = await requireScreen('broadband/fwa/usage');
  const here = '/profile/broadband/fwa/usage';
  const fwaCurrent = data.account.current?.productType === FWA_PRODUCT_TYPE;
  const [t, first, summary] = await Promise.all([
    getTranslations('broadband.account.usage'),
    firstServices(here),
    fwaCurrent ? firstView(here, usageSummary) : Promise.resolve(undefined),
  ]);
  // Without a fixed wireless service (as far as the first view knows) there is no data to speak of.
  const hasFwa = first.services ? first.services.services.some((s) => s.technology === 'FWA') : true;
  return (
    <>
      <PageHeading title={t('fwaTitle')}>{t('fwaIntro')}</PageHeading>
      <div className={styles.stack}>
        <ClientMessages namespaces={['broadband', 'planRules', 'usage']}>
          <ServiceUsage technology="FWA" initial={first.services} />
          {hasFwa && (
            <section className={styles.card} aria-labelledby="fwa-usage-h">
              <h2 id="fwa-usage-h">{t('usageTitle')}</h2>
              {fwaCurrent ? <UsageEntries initial={summary} /> : <p>{t('notCurrent')}</p>}
            </section>
          )}
        </ClientMessages>
        <p>
          <Link href="/profile/broadband/fwa/usage/details">{t('details')}</Link>
        </p>
      </div>
    </>
  );
}
