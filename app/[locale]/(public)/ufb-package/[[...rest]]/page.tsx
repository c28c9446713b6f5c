import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { FibrePlanCard } from '@/components/broadband/fibre-plan-card';
import { ModemCard } from '@/components/broadband/modem-card';
import { CheckAddress, OrderingNote } from '@/components/broadband/ordering';
import styles from '@/components/broadband/broadband-page.module.css';
import { formatCents } from '@/components/format/format-money';
import { fibrePackages } from '@/lib/broadband/rules';
import { routeGateOpen } from '@/lib/flags';
import { loadFibreModems, loadFibrePlans } from '../../_lib/broadband-pages';
import { gatedPage } from '../../_lib/gated-page';

/*
 * "ufb-package (needs plans shown)": each fibre plan with the modem that suits it (the
 * broadband flow's "plan … modem (ID, Name, PriceCents)"), and the modems themselves. Rendered
 * on first request and kept for the "UFB plans 3 minutes" lifetime, as /ufb.
 */
export function generateStaticParams() {
  return [];
}
export const dynamicParams = true;
export const revalidate = 180;

const page = gatedPage({
  path: '/ufb-package',
  gate: 'ufb',
  namespace: 'broadband.package',
  render: async (flags) => {
    const [t, plans, modems] = await Promise.all([getTranslations('broadband'), loadFibrePlans(), loadFibreModems()]);
    const packages = fibrePackages(plans, modems);
    const ordering = routeGateOpen('broadband', flags);
    return (
      <div className={styles.page}>
        <header className={styles.header}>
          <h1>{t('package.heading')}</h1>
          <p className={styles.lead}>{t('package.intro')}</p>
        </header>
        <section className={styles.section} aria-labelledby="packages-heading">
          <h2 id="packages-heading">{t('package.packagesHeading')}</h2>
          {packages.length === 0 ? (
            <p className={styles.note}>{t('ufb.noPlans')}</p>
          ) : (
            <ul className={styles.grid}>
              {packages.map(({ plan, modem }) => (
                <li key={plan.uuid}>
                  <FibrePlanCard
                    plan={plan}
                    heading={modem ? t('package.name', { plan: plan.name, modem: modem.name }) : plan.name}
                    action={<CheckAddress open={ordering} />}
                  >
                    <div className={styles.package}>
                      <p>{modem ? t('package.modemFor', { modem: modem.name }) : t('package.noModem')}</p>
                      {modem && <p>{t('package.modemPrice', { price: formatCents(modem.priceCents) })}</p>}
                    </div>
                  </FibrePlanCard>
                </li>
              ))}
            </ul>
          )}
          <OrderingNote open={ordering} />
        </section>
        {modems.length > 0 && (
          <section className={styles.section} aria-labelledby="modems-heading">
            <h2 id="modems-heading">{t('package.modemsHeading')}</h2>
            <ul className={styles.grid}>
              {modems.map((m) => (
                <li key={m.uuid}>
                  <ModemCard modem={m} />
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className={styles.links}>
          <Link href="/ufb">{t('package.plansLink')}</Link>
        </p>
      </div>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
