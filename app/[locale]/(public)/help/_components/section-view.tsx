import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { categoryPath, HELP_PATH, sectionPath } from '@/lib/help/paths';
import { breadcrumbListLd, faqPageLd, type Crumb } from '@/lib/help/seo';
import type { HelpCategory, HelpSection } from '@/lib/help/types';
import { ArticleList } from './article-list';
import { Breadcrumbs } from './breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { HelpSearchForm } from './search-form';
import styles from './views.module.css';

type Props = { category: HelpCategory; section: HelpSection; lang?: string; origin?: string };

/** help/category/:category_id/:section_id: the section's articles, as questions (FAQPage). */
export async function SectionView({ category, section, lang, origin }: Props) {
  const [t, tc] = await Promise.all([getTranslations('help'), getTranslations('common')]);
  const crumbs: Array<Crumb & { lang?: string }> = [
    { name: tc('home'), path: '/' },
    { name: t('heading'), path: HELP_PATH },
    { name: category.title, path: categoryPath(category.id), lang },
    { name: section.title, path: sectionPath(category.id, section.id), lang },
  ];
  return (
    <div className={styles.page}>
      <JsonLd data={breadcrumbListLd(crumbs, origin)} />
      <JsonLd data={faqPageLd(section, origin)} />
      <Breadcrumbs label={t('breadcrumbLabel')} crumbs={crumbs} />
      <header className={styles.header}>
        <h1 lang={lang}>{section.title}</h1>
        {section.description && (
          <p className={styles.lead} lang={lang}>
            {section.description}
          </p>
        )}
      </header>
      <HelpSearchForm label={t('search.label')} button={t('search.button')} />
      <div className={styles.panel}>
        <ArticleList articles={section.articles} level={2} lang={lang} />
      </div>
      <p>
        <Link href={categoryPath(category.id)} className={styles.back}>
          {t('backTo', { title: category.title })}
        </Link>
      </p>
    </div>
  );
}
