import { HELP_EXCERPT_CHARS, HELP_SEARCH_MAX_CHARS } from '@/lib/flags/constants';
import { htmlToText, sanitiseHtml } from './sanitise';
import type {
  ArticleEntry, ChatLogin, HelpArticle, HelpArticleSummary, HelpCategory, HelpProvider, HelpSection, SourceArticle, SourceCollection,
} from './types';

export { htmlToText, safeUrl, sanitiseHtml } from './sanitise';

/**
 * "Help content and chat support come from a help-centre provider (a help desk or a chat
 * service, chosen by configuration)"; "Support service is a help desk" is the shipped choice,
 * so anything but 'intercom' reads the help desk.
 */
export function helpProvider(flag: string | undefined): HelpProvider {
  return (flag ?? '').trim().toLowerCase() === 'intercom' ? 'intercom' : 'helpdesk';
}

/**
 * "article (… state; published only). Drafts are filtered out." (account-management.md §3)
 * The spec's state decides when sent; otherwise the help desk's draft flag, and an article
 * that says neither is not shown: only a positive "published" gets through.
 */
export function isPublished(a: Pick<SourceArticle, 'state' | 'draft'>): boolean {
  if (a.state !== undefined) return a.state.trim().toLowerCase() === 'published';
  return a.draft === false;
}

/** "collection (parent_id; none means category, otherwise section)" (§3) */
export function isCategory(c: Pick<SourceCollection, 'parentId'>): boolean {
  return c.parentId === null;
}

const MAX_NESTING = 10;

/** The category a section sits under: named by the help desk, or the root of its parents. */
export function categoryIdOf(c: SourceCollection, byId: ReadonlyMap<string, SourceCollection>): string | null {
  if (c.categoryId !== undefined) return byId.get(c.categoryId)?.parentId === null ? c.categoryId : null;
  let current: SourceCollection | undefined = c;
  for (let hops = 0; current && hops < MAX_NESTING; hops += 1) {
    if (isCategory(current)) return current.id;
    current = byId.get(current.parentId ?? '');
  }
  return null; // an unknown parent or a loop: not reachable
}

/** Every section that leads to a known category: section id → category id. */
export function sectionIndex(collections: readonly SourceCollection[]): Map<string, string> {
  const byId = new Map(collections.map((c) => [c.id, c]));
  const index = new Map<string, string>();
  for (const c of collections) {
    if (isCategory(c)) continue;
    const categoryId = categoryIdOf(c, byId);
    if (categoryId !== null) index.set(c.id, categoryId);
  }
  return index;
}

/** Stable order by the provider's position; items without one keep their order, last. */
function byPosition<T extends { position?: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER));
}

/** An excerpt from HTML: the body's text, cut at a word, with an ellipsis when cut. */
export function excerptOf(html: string, max = HELP_EXCERPT_CHARS): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** Published articles with a section, once each, sanitised: what the cache keeps. */
export function toEntries(sources: readonly SourceArticle[]): ArticleEntry[] {
  const seen = new Set<string>();
  const entries: ArticleEntry[] = [];
  for (const a of sources) {
    if (!isPublished(a) || a.sectionId === null || seen.has(a.id)) continue;
    seen.add(a.id);
    entries.push({
      id: a.id,
      title: a.title.trim(),
      bodyHtml: sanitiseHtml(a.body),
      excerpt: excerptOf(a.body),
      sectionId: a.sectionId,
      labels: a.labels,
      updatedAt: a.updatedAt,
      ...(a.createdAt ? { createdAt: a.createdAt } : {}),
      position: a.position,
    });
  }
  return entries;
}

export function summaryOf(e: ArticleEntry, categoryId: string): HelpArticleSummary {
  return { id: e.id, title: e.title, excerpt: e.excerpt, sectionId: e.sectionId, categoryId, labels: e.labels, updatedAt: e.updatedAt };
}

/** A URL-friendly name ("Top-ups, payments and bills" → "top-ups-payments-and-bills"). */
export function slugOf(title: string): string {
  return title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/**
 * The category → section → article tree. Sections and categories with nothing published in
 * them are left out, so a section of drafts never shows as an empty heading.
 */
export function buildTree(collections: readonly SourceCollection[], entries: readonly ArticleEntry[]): HelpCategory[] {
  const index = sectionIndex(collections);
  const bySection = new Map<string, ArticleEntry[]>();
  for (const e of entries) bySection.set(e.sectionId, [...(bySection.get(e.sectionId) ?? []), e]);
  const sections = new Map<string, HelpSection[]>();
  for (const c of byPosition(collections.filter((c) => !isCategory(c)))) {
    const categoryId = index.get(c.id);
    const articles = bySection.get(c.id) ?? [];
    if (categoryId === undefined || articles.length === 0) continue;
    const section: HelpSection = {
      id: c.id, categoryId, title: c.title, description: c.description,
      articles: byPosition(articles).map((e) => summaryOf(e, categoryId)),
    };
    sections.set(categoryId, [...(sections.get(categoryId) ?? []), section]);
  }
  return byPosition(collections.filter(isCategory))
    .map((c) => ({ id: c.id, slug: slugOf(c.title), title: c.title, description: c.description, sections: sections.get(c.id) ?? [] }))
    .filter((c) => c.sections.length > 0);
}

/** One published article that a reader can reach (its section leads to a category). */
export function findArticle(collections: readonly SourceCollection[], entries: readonly ArticleEntry[], id: string): HelpArticle | null {
  const entry = entries.find((e) => e.id === id);
  const categoryId = entry ? sectionIndex(collections).get(entry.sectionId) : undefined;
  if (!entry || categoryId === undefined) return null;
  const { position: _position, ...article } = entry;
  return { ...article, categoryId };
}

/** Search results as summaries: published, once each, reachable, in the provider's order. */
export function shapeSearch(collections: readonly SourceCollection[], hits: readonly ArticleEntry[]): HelpArticleSummary[] {
  const index = sectionIndex(collections);
  return hits.flatMap((e) => {
    const categoryId = index.get(e.sectionId);
    return categoryId === undefined ? [] : [summaryOf(e, categoryId)];
  });
}

/** The phrase as we send and cache it: trimmed, one space between words, lower case, bounded. */
export function normalisePhrase(phrase: string): string {
  return phrase.replace(/\s+/g, ' ').trim().toLowerCase().slice(0, HELP_SEARCH_MAX_CHARS).trim();
}

/** "A failure or missing token silently logs the user out of chat": no token, no chat. */
export function chatLoginFrom(body: { Provider?: string | null; Token?: string | null }): ChatLogin | null {
  const token = body.Token?.trim();
  if (!token) return null;
  return { provider: body.Provider?.trim() || 'helpdesk', token };
}
