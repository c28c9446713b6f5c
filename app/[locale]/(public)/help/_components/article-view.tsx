import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/components/format/format-date';
import { categoryPath, HELP_PATH, sectionPath, articlePath } from '@/lib/help/paths';
import { articleLd, breadcrumbListLd, type Crumb } from '@/lib/help/seo';
import type { HelpArticle, HelpCategory, HelpSection } from '@/lib/help/types';
import { ArticleList } from './article-list';
import { Breadcrumbs } from './breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { TrackHelp } from '@/components/analytics/track-help';
import styles from './views.module.css';
import { SHARE_IMAGE } from '@/lib/seo/metadata';

type Props = { category: HelpCategory; section: HelpSection; article: HelpArticle; locale: string; lang?: string; origin?: string };

/** Other articles of the same section shown beside an article. */
const RELATED_MAX = 6;

/**
 * help/category/:category_id/:section_id/:article_id: the article's sanitised body (lib/help
 * reduced it to an allow-list of tags when it was read), its date, and its section's others.
 */
export async function ArticleView({ category, section, article, locale, lang, origin }: Props) {
  const [t, tc, ta] = await Promise.all([getTranslations('help'), getTranslations('common'), getTranslations('app')]);
  const crumbs: Array<Crumb & { lang?: string }> = [
    { name: tc('home'), path: '/' },
    { name: t('heading'), path: HELP_PATH },
    { name: category.title, path: categoryPath(category.id), lang },
    { name: section.title, path: sectionPath(category.id, section.id), lang },
    { name: article.title, path: articlePath(article), lang },
  ];
  const related = section.articles.filter((a) => a.id !== article.id).slice(0, RELATED_MAX);
  const updated = article.updatedAt ? Date.parse(article.updatedAt) : NaN;
  return (
    <div className={styles.page}>
      <JsonLd data={breadcrumbListLd(crumbs, origin)} />
      <JsonLd data={articleLd(article, { publisher: ta('name'), section: section.title, origin, image: SHARE_IMAGE.url })} />
      <TrackHelp action="article" />
      <Breadcrumbs label={t('breadcrumbLabel')} crumbs={crumbs} />
      <div className={styles.articleLayout}>
        <article className={styles.article} aria-labelledby="article-title">
          <h1 id="article-title" lang={lang}>
            {article.title}
          </h1>
          {Number.isFinite(updated) && (
            <p className={styles.meta}>
              {t.rich('updated', {
                date: formatDate(updated, locale),
                time: (chunks) => <time dateTime={article.updatedAt ?? undefined}>{chunks}</time>,
              })}
            </p>
          )}
          <div className={styles.prose} lang={lang} dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
        </article>
        {related.length > 0 && (
          <aside className={styles.related} aria-labelledby="related-heading">
            <h2 id="related-heading" className={styles.relatedTitle}>
              {t('related', { section: section.title })}
            </h2>
            <ArticleList articles={related} level={3} lang={lang} showExcerpt={false} />
          </aside>
        )}
      </div>
    </div>
  );
}
