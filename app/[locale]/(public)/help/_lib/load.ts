import 'server-only';
import { cache } from 'react';
import { getArticle, listCategories } from '@/lib/help/calls';
import { articlePath, isArticleAt, parseHelpPath, sectionPath } from '@/lib/help/paths';
import type { HelpArticle, HelpCategory, HelpSection } from '@/lib/help/types';

/**
 * The knowledge base could not be read. The page throws it so that nothing is kept in the ISR
 * cache (a failed revalidation keeps the last good page); help/error.tsx shows a friendly page.
 */
export class HelpUnavailableError extends Error {
  constructor() {
    super('help centre unavailable');
    this.name = 'HelpUnavailableError';
  }
}

export type HelpView =
  | { kind: 'index'; categories: HelpCategory[] }
  | { kind: 'category'; category: HelpCategory }
  | { kind: 'section'; category: HelpCategory; section: HelpSection }
  | { kind: 'article'; category: HelpCategory; section: HelpSection; article: HelpArticle }
  /** The item exists under another address: its one true URL. */
  | { kind: 'moved'; to: string }
  | { kind: 'missing' };

async function load(key: string): Promise<HelpView> {
  const route = parseHelpPath(key ? key.split('/') : []);
  if (!route) return { kind: 'missing' };
  const tree = await listCategories();
  if (!tree.ok) throw new HelpUnavailableError();
  if (route.kind === 'index') return { kind: 'index', categories: tree.data };

  const category = tree.data.find((c) => c.id === route.categoryId);
  if (route.kind === 'category') return category ? { kind: 'category', category } : { kind: 'missing' };

  if (route.kind === 'section') {
    const section = category?.sections.find((s) => s.id === route.sectionId);
    if (category && section) return { kind: 'section', category, section };
    const elsewhere = tree.data.flatMap((c) => c.sections).find((s) => s.id === route.sectionId);
    return elsewhere ? { kind: 'moved', to: sectionPath(elsewhere.categoryId, elsewhere.id) } : { kind: 'missing' };
  }

  // getArticle finds by id alone (drafts are never found); the address is checked here.
  const found = await getArticle(route.articleId);
  if (!found.ok) throw new HelpUnavailableError();
  const article = found.data;
  if (!article) return { kind: 'missing' };
  if (!isArticleAt(route, article)) return { kind: 'moved', to: articlePath(article) };
  const home = tree.data.find((c) => c.id === article.categoryId);
  const section = home?.sections.find((s) => s.id === article.sectionId);
  return home && section ? { kind: 'article', category: home, section, article } : { kind: 'missing' };
}

/** One read per request for generateMetadata and the page (keyed by the joined segments). */
export const loadHelpView = cache(load);
