import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { categoryPath, HELP_PATH, sectionPath } from '@/lib/help/paths';
import { breadcrumbListLd, type Crumb } from '@/lib/help/seo';
import type { HelpCategory } from '@/lib/help/types';
import { JsonLd } from '@/components/seo/json-ld';
import { HelpSearchForm } from './search-form';
import styles from './help-index.module.css';

type Props = { categories: readonly HelpCategory[]; lang?: string; origin?: string };

const countOf = (c: HelpCategory) => c.sections.reduce((n, s) => n + s.articles.length, 0);

/** /help: the search box, then every category as a card with its sections. */
export async function HelpIndex({ categories, lang, origin }: Props) {
  const [t, tc] = await Promise.all([getTranslations('help'), getTranslations('common')]);
  const crumbs: Crumb[] = [
    { name: tc('home'), path: '/' },
    { name: t('heading'), path: HELP_PATH },
  ];
  return (
    <div className={styles.page}>
      <JsonLd data={breadcrumbListLd(crumbs, origin)} />
      <section className={styles.hero} aria-labelledby="help-heading">
        <h1 id="help-heading">{t('heading')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        <HelpSearchForm label={t('search.label')} button={t('search.button')} large />
      </section>
      <section aria-labelledby="help-topics">
        <h2 id="help-topics">{t('topicsHeading')}</h2>
        <ul className={styles.grid}>
          {categories.map((c) => (
            <li key={c.id} className={styles.card}>
              <h3 className={styles.cardTitle} lang={lang}>
                <Link href={categoryPath(c.id)}>{c.title}</Link>
              </h3>
              {c.description && (
                <p className={styles.description} lang={lang}>
                  {c.description}
                </p>
              )}
              <ul className={styles.sections} aria-label={t('sectionsLabel', { category: c.title })}>
                {c.sections.map((s) => (
                  <li key={s.id} lang={lang}>
                    <Link href={sectionPath(c.id, s.id)}>{s.title}</Link>
                  </li>
                ))}
              </ul>
              <p className={styles.count}>{t('articleCount', { count: countOf(c) })}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
