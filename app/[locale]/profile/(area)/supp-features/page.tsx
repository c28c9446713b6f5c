import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { RoamingSection } from '@/components/sim/roaming-switch';
import { SettingsPanel } from '@/components/sim/settings-panel';
import styles from '@/components/sim/settings.module.css';
import { PageHeading } from '@/components/ui/page-heading';
import { SUPPORTED_CALL_FEATURES } from '@/lib/flags/constants';
import { roaming, simSettings } from '@/lib/sim/calls';
import { firstView } from '../../_lib/first-view';
import { requireScreen } from '../../_lib/require-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('simSettings');
  return { title: t('title') };
}

/**
 * supp-features (/link/sim-settings; docs/sim-contract.md §4): the call settings with their
 * dependency rules, the daily roaming charge and the supported call features. The server renders
 * the first view of both reads; the switches are the client's.
 */
export default async function SimSettingsPage() {
  await requireScreen('supp-features');
  const here = '/profile/supp-features';
  const [settings, roamingNow] = await Promise.all([firstView(here, simSettings), firstView(here, roaming)]);
  const t = await getTranslations('simSettings');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ClientMessages namespaces={['simSettings', 'validation']}>
        <div className={styles.stack}>
          <SettingsPanel initial={settings} />
          <section className={styles.panel} aria-labelledby="sim-roaming">
            <h2 id="sim-roaming">{t('roaming.heading')}</h2>
            <RoamingSection initial={roamingNow} />
          </section>
          <section className={styles.panel} aria-labelledby="sim-features">
            <h2 id="sim-features">{t('features.heading')}</h2>
            <p className={styles.muted}>{t('features.hint')}</p>
            <ul className={styles.features}>
              {SUPPORTED_CALL_FEATURES.map((f) => (
                <li key={f}>{t(`feature.${f}`)}</li>
              ))}
            </ul>
          </section>
        </div>
      </ClientMessages>
    </>
  );
}
