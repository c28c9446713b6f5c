import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { appStage, resolveFlags, routeGateOpen } from '@/lib/flags';
import { asLegalSections, LegalSections } from '../../_components/legal-sections';
import styles from '../../_components/info-page.module.css';
import { TERMS_DOCUMENTS, termsDocument } from '../_lib/documents';

type Params = { params: Promise<{ locale: string; terms_path: string }> };

/**
 * "terms/:terms_path (non-production only)". Whether this page exists is the stage the app RUNS
 * in (APP_STAGE), not the one it was built in: a build made for CI or staging may run anywhere.
 * So it renders per request (it reads no cookie or header; it is not a page that needs speed),
 * and lists its documents so that any other path is not found without rendering.
 */
export const dynamic = 'force-dynamic';

export function generateStaticParams() {
  return TERMS_DOCUMENTS.map((d) => ({ terms_path: d.slug }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, terms_path } = await params;
  const doc = termsDocument(terms_path);
  if (!doc) return {};
  const t = await getTranslations({ locale, namespace: 'terms' });
  const title = t(`documents.${doc.key}.title`);
  const description = t(`documents.${doc.key}.summary`);
  const url = `/terms/${doc.slug}`;
  return { title, description, alternates: { canonical: url }, openGraph: { title, description, url, type: 'website' } };
}

export default async function TermsDocumentPage({ params }: Params) {
  const { locale, terms_path } = await params;
  setRequestLocale(locale);
  // proxy.ts gates the route too; the page checks again (ARCHITECTURE: proxy is never the only check).
  if (!routeGateOpen('termsPath', resolveFlags(process.env), appStage(process.env))) notFound();
  const doc = termsDocument(terms_path);
  if (!doc) notFound();
  const t = await getTranslations('terms');
  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link href="/terms">{t('allTerms')}</Link>
      </p>
      <h1>{t(`documents.${doc.key}.title`)}</h1>
      <p className={styles.intro}>{t(`documents.${doc.key}.summary`)}</p>
      <p className={styles.meta}>{t('effective')}</p>
      <div className={styles.card}>
        <LegalSections sections={asLegalSections(t.raw(`documents.${doc.key}.sections`), `terms.documents.${doc.key}.sections`)} idPrefix={doc.slug} />
      </div>
    </div>
  );
}
