import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TrackHelp } from '@/components/analytics/track-help';
import { Alert } from '@/components/ui/alert';
import { HELP_SEARCH_MAX_CHARS } from '@/lib/flags/constants';
import { listCategories, searchArticles } from '@/lib/help/calls';
import { HELP_PATH, HELP_SEARCH_PATH, searchPath } from '@/lib/help/paths';
import { HELP_CONTENT_LANG } from '@/lib/help/seo';
import type { HelpCategory, HelpArticleSummary } from '@/lib/help/types';
import { ArticleList } from '../_components/article-list';
import { Breadcrumbs } from '../_components/breadcrumbs';
import { HelpSearchForm } from '../_components/search-form';
import { publicPageMetadata as helpMetadata } from '@/lib/seo/metadata';
import styles from './page.module.css';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ q?: string | string[] }> };

const phraseOf = (q: string | string[] | undefined): string =>
  ((Array.isArray(q) ? q[0] : q) ?? '').slice(0, HELP_SEARCH_MAX_CHARS).trim();

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  const [t, ta] = await Promise.all([getTranslations({ locale, namespace: 'help' }), getTranslations({ locale, namespace: 'app' })]);
  const q = phraseOf(query.q);
  // Result pages are for people: not indexed, but their links are followed.
  return helpMetadata({
    locale,
    siteName: ta('name'),
    title: q ? t('search.resultsTitle', { query: q }) : t('search.title'),
    description: t('description'),
    path: HELP_SEARCH_PATH,
    index: false,
  });
}

/** "In Getting started › eSIM" under each result, when the tree could be read. */
function placesOf(results: readonly HelpArticleSummary[], tree: readonly HelpCategory[], line: (category: string, section: string) => string) {
  const places = new Map<string, string>();
  for (const a of results) {
    const category = tree.find((c) => c.id === a.categoryId);
    const section = category?.sections.find((s) => s.id === a.sectionId);
    if (category && section) places.set(a.id, line(category.title, section.title));
  }
  return places;
}

/**
 * /help/search?q=… (our route: the spec names none). It reads the query, so it renders per
 * request; the search itself is cached 10 minutes per phrase by lib/help. "Help failures
 * return empty lists": a failed search says so kindly, in the page, never an error page.
 */
export default async function HelpSearchPage({ params, searchParams }: Props) {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  setRequestLocale(locale);
  const q = phraseOf(query.q);
  const [t, tc, found, tree] = await Promise.all([
    getTranslations('help'),
    getTranslations('common'),
    searchArticles(q),
    q ? listCategories() : null,
  ]);
  const lang = locale === HELP_CONTENT_LANG ? undefined : HELP_CONTENT_LANG;
  const places = tree?.ok ? placesOf(found.data, tree.data, (category, section) => t('search.in', { category, section })) : undefined;
  const crumbs = [
    { name: tc('home'), path: '/' },
    { name: t('heading'), path: HELP_PATH },
    { name: t('search.title'), path: searchPath(q) },
  ];

  return (
    <div className={styles.page}>
      <Breadcrumbs label={t('breadcrumbLabel')} crumbs={crumbs} />
      <h1>{q ? t('search.resultsTitle', { query: q }) : t('search.title')}</h1>
      <HelpSearchForm label={t('search.label')} button={t('search.button')} defaultValue={q} />
      {q && <TrackHelp action="search" searchTerm={q} />}
      {!q ? (
        <p className={styles.note}>{t('search.prompt')}</p>
      ) : !found.ok ? (
        <Alert tone="warning" live="polite">
          <p>{t('search.unavailable')}</p>
          <p>
            <Link href={HELP_PATH}>{t('search.browse')}</Link>
          </p>
        </Alert>
      ) : found.data.length === 0 ? (
        <div className={styles.empty} role="status">
          <p className={styles.emptyTitle}>{t('search.noResults', { query: q })}</p>
          <p>{t('search.noResultsHint')}</p>
          <p>
            <Link href={HELP_PATH}>{t('search.browse')}</Link>
          </p>
        </div>
      ) : (
        <>
          <p className={styles.note} role="status">
            {t('search.results', { count: found.data.length, query: q })}
          </p>
          <div className={styles.results}>
            <ArticleList articles={found.data} level={2} lang={lang} context={places} />
          </div>
        </>
      )}
    </div>
  );
}
