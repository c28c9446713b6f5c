import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLegalSections, LegalSections } from '../_components/legal-sections';
import styles from '../_components/info-page.module.css';
import { TERMS_DOCUMENTS } from './_lib/documents';
import { translatedMetadata } from '../_lib/translated-metadata';

type Params = { params: Promise<{ locale: string }> };

export const generateMetadata = translatedMetadata('terms', '/terms');

/**
 * "terms; terms/:terms_path (non-production only)". The index shows every document inline,
 * each under an anchor (/terms#prepay, /terms#prepay-2 for its second clause), so it is whole
 * in every stage and static; outside production each document also has a page of its own.
 */
export default async function TermsPage({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('terms');
  return (
    <div className={styles.page}>
      <h1>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <p className={styles.meta}>{t('effective')}</p>
      <nav aria-labelledby="terms-contents" className={styles.card}>
        <h2 id="terms-contents">{t('contentsLabel')}</h2>
        <ul className={styles.contents}>
          {TERMS_DOCUMENTS.map((d) => (
            <li key={d.slug}>
              <a href={`#${d.slug}`}>{t(`documents.${d.key}.title`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {TERMS_DOCUMENTS.map((d) => (
        <section key={d.slug} id={d.slug} aria-labelledby={`${d.slug}-heading`} className={`${styles.card} ${styles.section}`}>
          <h2 id={`${d.slug}-heading`}>{t(`documents.${d.key}.title`)}</h2>
          <p>{t(`documents.${d.key}.summary`)}</p>
          <LegalSections sections={asLegalSections(t.raw(`documents.${d.key}.sections`), `terms.documents.${d.key}.sections`)} idPrefix={d.slug} level={3} />
        </section>
      ))}
    </div>
  );
}
