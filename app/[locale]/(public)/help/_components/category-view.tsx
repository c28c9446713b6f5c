import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { categoryPath, HELP_PATH, sectionPath } from '@/lib/help/paths';
import { breadcrumbListLd, type Crumb } from '@/lib/help/seo';
import type { HelpCategory } from '@/lib/help/types';
import { ArticleList } from './article-list';
import { Breadcrumbs } from './breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { HelpSearchForm } from './search-form';
import styles from './views.module.css';

type Props = { category: HelpCategory; lang?: string; origin?: string };

/** help/category/:category_id: the category's sections, each with its article titles and excerpts. */
export async function CategoryView({ category, lang, origin }: Props) {
  const [t, tc] = await Promise.all([getTranslations('help'), getTranslations('common')]);
  const crumbs: Array<Crumb & { lang?: string }> = [
    { name: tc('home'), path: '/' },
    { name: t('heading'), path: HELP_PATH },
    { name: category.title, path: categoryPath(category.id), lang },
  ];
  return (
    <div className={styles.page}>
      <JsonLd data={breadcrumbListLd(crumbs, origin)} />
      <Breadcrumbs label={t('breadcrumbLabel')} crumbs={crumbs} />
      <header className={styles.header}>
        <h1 lang={lang}>{category.title}</h1>
        {category.description && (
          <p className={styles.lead} lang={lang}>
            {category.description}
          </p>
        )}
      </header>
      <HelpSearchForm label={t('search.label')} button={t('search.button')} />
      {category.sections.map((s) => (
        <section key={s.id} className={styles.panel} aria-labelledby={`section-${s.id}`}>
          <h2 id={`section-${s.id}`} className={styles.panelTitle} lang={lang}>
            <Link href={sectionPath(category.id, s.id)}>{s.title}</Link>
          </h2>
          <ArticleList articles={s.articles} level={3} lang={lang} />
        </section>
      ))}
    </div>
  );
}
