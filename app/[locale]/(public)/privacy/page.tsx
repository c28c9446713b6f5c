import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLegalSections, LegalSections } from '../_components/legal-sections';
import styles from '../_components/info-page.module.css';
import { translatedMetadata } from '../_lib/translated-metadata';

type Params = { params: Promise<{ locale: string }> };

export const generateMetadata = translatedMetadata('privacy', '/privacy');

/** "privacy": the privacy policy (Privacy Act 2020). Static per locale. */
export default async function PrivacyPage({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('privacy');
  return (
    <div className={styles.page}>
      <h1>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <p className={styles.meta}>{t('updated')}</p>
      <div className={styles.card}>
        <LegalSections sections={asLegalSections(t.raw('sections'), 'privacy.sections')} idPrefix="privacy" />
      </div>
    </div>
  );
}
