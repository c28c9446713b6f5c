import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BroadbandTypes } from '@/components/broadband/broadband-types';
import { FibrePlanCard } from '@/components/broadband/fibre-plan-card';
import { CheckAddress, OrderingNote } from '@/components/broadband/ordering';
import styles from '@/components/broadband/broadband-page.module.css';
import { broadbandPlanTypes } from '@/lib/catalog/rules';
import { routeGateOpen } from '@/lib/flags';
import { loadFibrePlans } from '../../_lib/broadband-pages';
import { gatedPage } from '../../_lib/gated-page';

/*
 * "ufb; ufb-package (needs plans shown)": the fibre landing, with the broadband plan type block
 * and the fibre plans. Out of the build (the catalogue is not reachable then): it renders on its
 * first request and is kept for the "UFB plans 3 minutes" cache lifetime.
 */
export function generateStaticParams() {
  return [];
}
export const dynamicParams = true;
export const revalidate = 180;

const page = gatedPage({
  path: '/ufb',
  gate: 'ufb',
  namespace: 'broadband.ufb',
  render: async (flags) => {
    const [t, plans] = await Promise.all([getTranslations('broadband'), loadFibrePlans()]);
    const types = broadbandPlanTypes(flags.broadbandPlans);
    const ordering = routeGateOpen('broadband', flags);
    return (
      <div className={styles.page}>
        {types.length !== 1 && <h1>{t('ufb.title')}</h1>}
        <BroadbandTypes types={types} level={types.length === 1 ? 1 : 2} />
        <section className={styles.section} aria-labelledby="fibre-plans-heading">
          <h2 id="fibre-plans-heading">{t('ufb.plansHeading')}</h2>
          <p className={styles.lead}>{t('ufb.plansLead')}</p>
          {plans.length === 0 ? (
            <p className={styles.note}>{t('ufb.noPlans')}</p>
          ) : (
            <ul className={`${styles.grid} ${styles.wide}`}>
              {plans.map((plan) => (
                <li key={plan.uuid}>
                  <FibrePlanCard plan={plan} action={<CheckAddress open={ordering} />} />
                </li>
              ))}
            </ul>
          )}
          <OrderingNote open={ordering} />
          <p className={styles.links}>
            <Link href="/ufb-package">{t('ufb.packagesLink')}</Link>
          </p>
        </section>
      </div>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
