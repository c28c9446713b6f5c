import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { articlePath, categoryPath, HELP_PATH, sectionPath } from '@/lib/help/paths';
import { HELP_CONTENT_LANG } from '@/lib/help/seo';
import { ArticleView } from '../_components/article-view';
import { CategoryView } from '../_components/category-view';
import { HelpIndex } from '../_components/help-index';
import { SectionView } from '../_components/section-view';
import { HelpUnavailableError, loadHelpView } from '../_lib/load';
import { publicPageMetadata as helpMetadata } from '@/lib/seo/metadata';
import { configuredOrigin } from '@/lib/seo/origin';

type Props = { params: Promise<{ locale: string; path?: string[] }> };

/**
 * help; help/category/:category_id; help/category/:category_id/:section_id/:article_id?
 * The upstream cannot be reached at build time, so nothing is rendered then: each page renders
 * on its first request and is kept as an ISR page for "help articles and collections 1 hour"
 * (a literal: Next.js reads it statically; it is HELP lifetime of lib/cache/lifetimes.ts).
 */
export function generateStaticParams() {
  return [];
}
export const dynamicParams = true;
export const revalidate = 3600;

const keyOf = (path: string[] | undefined) => (path ?? []).join('/');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, path } = await params;
  const [t, ta] = await Promise.all([getTranslations({ locale, namespace: 'help' }), getTranslations({ locale, namespace: 'app' })]);
  const base = { locale, siteName: ta('name') };
  const index = helpMetadata({ ...base, title: t('title'), description: t('description'), path: HELP_PATH });
  let view;
  try {
    view = await loadHelpView(keyOf(path));
  } catch (err) {
    if (err instanceof HelpUnavailableError) return { ...index, robots: { index: false } };
    throw err;
  }
  switch (view.kind) {
    case 'index':
      return index;
    case 'category':
      return helpMetadata({
        ...base,
        title: view.category.title,
        description: view.category.description || t('categoryMeta', { title: view.category.title }),
        path: categoryPath(view.category.id),
      });
    case 'section':
      return helpMetadata({
        ...base,
        title: `${view.section.title} · ${view.category.title}`,
        description: view.section.description || t('sectionMeta', { title: view.section.title }),
        path: sectionPath(view.category.id, view.section.id),
      });
    case 'article':
      return helpMetadata({
        ...base,
        title: view.article.title,
        description: view.article.excerpt || t('sectionMeta', { title: view.section.title }),
        path: articlePath(view.article),
        type: 'article',
        modifiedTime: view.article.updatedAt,
      });
    default:
      return {};
  }
}

export default async function HelpPage({ params }: Props) {
  const { locale, path } = await params;
  setRequestLocale(locale);
  // Throws HelpUnavailableError when the knowledge base cannot be read: see help/error.tsx.
  const view = await loadHelpView(keyOf(path));
  const origin = configuredOrigin();
  // The knowledge base is in English; on a Māori page its texts say so (WCAG 3.1.2).
  const lang = locale === HELP_CONTENT_LANG ? undefined : HELP_CONTENT_LANG;
  switch (view.kind) {
    case 'index':
      return <HelpIndex categories={view.categories} lang={lang} origin={origin} />;
    case 'category':
      return <CategoryView category={view.category} lang={lang} origin={origin} />;
    case 'section':
      return <SectionView category={view.category} section={view.section} lang={lang} origin={origin} />;
    case 'article':
      return <ArticleView category={view.category} section={view.section} article={view.article} locale={locale} lang={lang} origin={origin} />;
    case 'moved':
      // One address per article: an old or made-up path is sent on with 308 (kept in the ISR
      // cache like a page). Next.js 16.4 repeats the Location header on the first, uncached
      // answer (vercel/next.js#82117; same value twice, browsers follow it).
      return permanentRedirect(view.to);
    case 'missing':
      return notFound();
  }
}
