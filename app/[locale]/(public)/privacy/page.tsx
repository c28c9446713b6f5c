import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLegalSections, LegalSections } from '../_components/legal-sections';
import styles from '../_components/info-page.module.css';

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'privacy' });
  return {
    title: t('title'),
    description: t('description'),
    alternates: { canonical: '/privacy' },
    openGraph: { title: t('title'), description: t('description'), url: '/privacy', type: 'website' },
  };
}

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
