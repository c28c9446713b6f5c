import { getTranslations } from 'next-intl/server';
import { BroadbandTypes } from '@/components/broadband/broadband-types';
import styles from '@/components/broadband/broadband-page.module.css';
import { BroadbandOrder } from '@/components/broadband/order/broadband-order';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryProvider } from '@/components/query/query-provider';
import { ButtonLink } from '@/components/ui/button-link';
import { broadbandPlanTypes } from '@/lib/catalog/rules';
import { routeGateOpen } from '@/lib/flags';
import { gatedPage } from '../../_lib/gated-page';

/*
 * "broadband (needs the UFB or FWA module, and an account not suspended for broadband)": off in
 * the shipped configuration. The landing of broadband ordering, then the ordering flow
 * (components/broadband/order: a client component at the leaf, the plan-type block handed to it
 * rendered here); the account half of the gate belongs to signed-in ordering (the cart call), not
 * to this public page. Out of the build like the catalogue pages, since the gate reads remote
 * config; kept a minute ("Remote-config fetch interval 60 s").
 */
export function generateStaticParams() {
  return [];
}
export const dynamicParams = true;
export const revalidate = 60;

const page = gatedPage({
  path: '/broadband',
  gate: 'broadband',
  namespace: 'broadband.landing',
  render: async (flags) => {
    const t = await getTranslations('broadband.landing');
    return (
      <div className={styles.page}>
        <header className={styles.header}>
          <h1>{t('heading')}</h1>
          <p className={styles.lead}>{t('intro')}</p>
        </header>
        <ClientMessages namespaces={['broadband', 'planRules', 'plans']}>
          <QueryProvider>
            <BroadbandOrder planTypes={<BroadbandTypes types={broadbandPlanTypes(flags.broadbandPlans)} level={2} />} />
          </QueryProvider>
        </ClientMessages>
        {routeGateOpen('ufb', flags) && (
          <p className={styles.links}>
            <ButtonLink href="/ufb">{t('seePlans')}</ButtonLink>
            <ButtonLink href="/ufb-package" variant="secondary">
              {t('seePackages')}
            </ButtonLink>
          </p>
        )}
      </div>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
