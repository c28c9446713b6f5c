import type { JsonLd } from '@/lib/seo/json-ld';
import { articlePath, categoryPath, sectionPath } from './paths';
import type { HelpArticle, HelpCategory, HelpSection } from './types';

/**
 * The help centre's structured data for search engines (issue 3: "JSON-LD (… FAQPage or
 * Article for help)"): pure builders, no I/O. Addresses are absolute when the site's origin is
 * known (APP_ORIGIN), otherwise site-relative, which JSON-LD resolves against the page.
 */

type Json = JsonLd;

/** The language the knowledge base is written in: both providers serve it in English only. */
export const HELP_CONTENT_LANG = 'en';

/** Google shows at most 110 characters of an Article headline. */
export const HEADLINE_MAX_CHARS = 110;

export function absoluteUrl(path: string, origin?: string): string {
  return origin ? `${origin.replace(/\/+$/, '')}${path}` : path;
}

export type Crumb = { name: string; path: string };

/** schema.org BreadcrumbList: the trail as the page shows it, first to last. */
export function breadcrumbListLd(crumbs: readonly Crumb[], origin?: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(c.path, origin) })),
  };
}

function headline(title: string): string {
  if (title.length <= HEADLINE_MAX_CHARS) return title;
  const cut = title.slice(0, HEADLINE_MAX_CHARS - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > HEADLINE_MAX_CHARS / 2 ? cut.slice(0, space) : cut}…`;
}

export type ArticleLdOptions = {
  /** Who publishes the help centre: the brand. */
  publisher: string;
  /** The section's title, as articleSection. */
  section?: string;
  origin?: string;
  /** The article's image (site-relative or absolute): the site's share image; there are no article images. */
  image?: string;
};

/** schema.org Article for an article page: headline, datePublished and dateModified, inLanguage, publisher and author (the brand), image. */
export function articleLd(article: HelpArticle, opts: ArticleLdOptions): Json {
  const url = absoluteUrl(articlePath(article), opts.origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: headline(article.title),
    ...(article.excerpt ? { description: article.excerpt } : {}),
    ...(article.createdAt ? { datePublished: article.createdAt } : {}),
    ...(article.updatedAt ? { dateModified: article.updatedAt } : {}),
    inLanguage: HELP_CONTENT_LANG,
    ...(opts.section ? { articleSection: opts.section } : {}),
    ...(article.labels.length > 0 ? { keywords: article.labels.join(', ') } : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    publisher: { '@type': 'Organization', name: opts.publisher, url: absoluteUrl('/', opts.origin) },
    // The help centre is written by the provider itself, not a named person (issue 30 item 11).
    author: { '@type': 'Organization', name: opts.publisher, url: absoluteUrl('/', opts.origin) },
    ...(opts.image ? { image: /^https?:/.test(opts.image) ? opts.image : absoluteUrl(opts.image, opts.origin) } : {}),
  };
}

/**
 * schema.org FAQPage for a section page: each article a question (its title) whose answer is
 * the excerpt the page shows, with the address of the full answer. Structured data must match
 * what the page shows, so the answer is the excerpt, not the body the page does not show.
 */
export function faqPageLd(section: HelpSection, origin?: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    name: section.title,
    inLanguage: HELP_CONTENT_LANG,
    url: absoluteUrl(sectionPath(section.categoryId, section.id), origin),
    mainEntity: section.articles.map((a) => ({
      '@type': 'Question',
      name: a.title,
      acceptedAnswer: { '@type': 'Answer', text: a.excerpt || a.title, url: absoluteUrl(articlePath(a), origin) },
    })),
  };
}


export type SitemapEntry = { path: string; lastModified?: string };

const newest = (dates: ReadonlyArray<string | null>): string | undefined =>
  dates.reduce<string | undefined>((max, d) => (d && (!max || d > max) ? d : max), undefined);

/**
 * issue 3: "sitemap.xml with every plan and published article": every category, section and
 * article address; a collection's lastModified is its newest article's. Drafts are not in the
 * tree at all (the calls drop them), so they never reach the sitemap.
 */
export function sitemapEntries(tree: readonly HelpCategory[]): SitemapEntry[] {
  const at = (path: string, lastModified: string | undefined): SitemapEntry => (lastModified ? { path, lastModified } : { path });
  return tree.flatMap((c) => [
    at(categoryPath(c.id), newest(c.sections.flatMap((s) => s.articles.map((a) => a.updatedAt)))),
    ...c.sections.flatMap((s) => [
      at(sectionPath(c.id, s.id), newest(s.articles.map((a) => a.updatedAt))),
      ...s.articles.map((a) => at(articlePath(a), a.updatedAt ?? undefined)),
    ]),
  ]);
}
