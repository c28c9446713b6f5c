/**
 * Our help-centre addresses, as the spec names them: "help; help/category/:category_id;
 * help/category/:category_id/:section_id/:article_id?" (portal-shop-onboarding.md §2). The
 * search page (`/help/search?q=…`) is our own name: the spec names no search route.
 */
export const HELP_PATH = '/help';
export const HELP_SEARCH_PATH = '/help/search';
/** The query parameter of the search page. */
export const HELP_SEARCH_PARAM = 'q';

const seg = (id: string): string => encodeURIComponent(id);

export function categoryPath(categoryId: string): string {
  return `${HELP_PATH}/category/${seg(categoryId)}`;
}

export function sectionPath(categoryId: string, sectionId: string): string {
  return `${categoryPath(categoryId)}/${seg(sectionId)}`;
}

export function articlePath(a: { categoryId: string; sectionId: string; id: string }): string {
  return `${sectionPath(a.categoryId, a.sectionId)}/${seg(a.id)}`;
}

export function searchPath(phrase?: string): string {
  const q = phrase?.trim();
  return q ? `${HELP_SEARCH_PATH}?${HELP_SEARCH_PARAM}=${encodeURIComponent(q)}` : HELP_SEARCH_PATH;
}

export type HelpRoute =
  | { kind: 'index' }
  | { kind: 'category'; categoryId: string }
  | { kind: 'section'; categoryId: string; sectionId: string }
  | { kind: 'article'; categoryId: string; sectionId: string; articleId: string };

/**
 * Provider ids are numbers (help desk) or short strings (Intercom). Anything else cannot name
 * an item, so it is not-found at once, without asking the upstream.
 */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The catch-all segments after /help, as a route; null when they name no help page. */
export function parseHelpPath(segments: readonly string[] | undefined): HelpRoute | null {
  const parts = segments ?? [];
  if (parts.length === 0) return { kind: 'index' };
  const [head, categoryId, sectionId, articleId, ...rest] = parts;
  if (head !== 'category' || categoryId === undefined || rest.length > 0) return null;
  if (![categoryId, sectionId, articleId].every((id) => id === undefined || ID.test(id))) return null;
  if (sectionId === undefined) return { kind: 'category', categoryId };
  if (articleId === undefined) return { kind: 'section', categoryId, sectionId };
  return { kind: 'article', categoryId, sectionId, articleId };
}

/**
 * getArticle finds an article by its id alone, so the address may name another category or
 * section than the article's own (an old link after the article moved, or a made-up one). We
 * send such a visitor to the article's true address rather than show it under two URLs.
 */
export function isArticleAt(route: { categoryId: string; sectionId: string }, article: { categoryId: string; sectionId: string }): boolean {
  return route.categoryId === article.categoryId && route.sectionId === article.sectionId;
}
