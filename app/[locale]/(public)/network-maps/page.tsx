import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { NetworkMapView } from './_components/network-map-view';
import styles from './page.module.css';
import { translatedMetadata } from '../_lib/translated-metadata';

type Params = { params: Promise<{ locale: string }> };

export const generateMetadata = translatedMetadata('networkMaps', '/network-maps');

/**
 * "Network maps (outage and coverage) are shown from a maps service listing; the maps library
 * may fail to load." The spec names no route for them: `/network-maps` is ours. The page is
 * static; the map itself loads in the browser from our BFF (/api/maps), which caches the
 * listing for five minutes, so the page never waits on the maps service.
 */
export default async function NetworkMapsPage({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, tc, messages] = await Promise.all([getTranslations('networkMaps'), getTranslations('common'), getMessages()]);
  return (
    <div className={styles.page}>
      <h1>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {/* Only what the map view says goes to the browser. */}
      <NextIntlClientProvider messages={{ networkMaps: messages.networkMaps, errors: messages.errors, common: messages.common }}>
        <NetworkMapView />
      </NextIntlClientProvider>
      <section aria-labelledby="coverage-heading" className={styles.about}>
        <h2 id="coverage-heading">{t('coverageHeading')}</h2>
        <p>{t('coverage1')}</p>
        <p>{t('coverage2')}</p>
        <p>
          {t('reportProblem')} <Link href="/help">{tc('getHelp')}</Link>
        </p>
      </section>
    </div>
  );
}
