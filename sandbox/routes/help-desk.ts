import type { Deps } from '../context';
import type { RequestContext, Router } from '../router';
import { HelpStore, searchableText } from '../store/help';
import type { HelpArticleRow, HelpCollectionRow } from '../store/help-types';
import { isoTime, pageOf, pageUrl, readPaging, requiredPhrase, slugOf, type PagingLimits } from './help-paging';

const LIMITS: PagingLimits = { defaultPerPage: 30, maxPerPage: 100 };
const LOCALE = 'en-us';
const PUBLIC_BASE = 'https://help.tuimobile.example/hc/en-us';
const SNIPPET_CHARS = 160;

/** Zendesk's paged list: the items under `key`, with next_page/previous_page as absolute URLs. */
function listJson<T>(ctx: RequestContext, key: string, items: readonly T[]) {
  const paging = readPaging(ctx.query, LIMITS);
  const p = pageOf(items, paging);
  return {
    [key]: p.items,
    page: paging.page,
    per_page: paging.perPage,
    page_count: p.totalPages,
    count: items.length,
    next_page: paging.page < p.totalPages ? pageUrl(ctx, paging.page + 1) : null,
    previous_page: paging.page > 1 ? pageUrl(ctx, paging.page - 1) : null,
    sort_by: 'position',
    sort_order: 'asc',
  };
}

function common(row: { id: number; position: number; createdAt: number; updatedAt: number }, kind: string, ctx: RequestContext) {
  const host = typeof ctx.headers.host === 'string' ? ctx.headers.host : 'localhost';
  return {
    id: row.id,
    url: `http://${host}/api/v2/help_center/${LOCALE}/${kind}/${row.id}.json`,
    position: row.position,
    created_at: isoTime(row.createdAt),
    updated_at: isoTime(row.updatedAt),
    locale: LOCALE,
    source_locale: LOCALE,
    outdated: false,
  };
}

/** The help-desk (Zendesk-like) API under /api/v2/help_center. */
export function helpDeskRoutes(router: Router, deps: Deps): void {
  const help = new HelpStore(deps.store.db);

  const categoryJson = (c: HelpCollectionRow, ctx: RequestContext) => ({
    ...common(c, 'categories', ctx),
    html_url: `${PUBLIC_BASE}/categories/${c.id}-${slugOf(c.name)}`,
    name: c.name,
    description: c.description,
  });

  const sectionJson = (s: HelpCollectionRow, byId: Map<number, HelpCollectionRow>, ctx: RequestContext) => {
    const categoryId = help.categoryOf(s.id, byId);
    return {
      ...common(s, 'sections', ctx),
      html_url: `${PUBLIC_BASE}/sections/${s.id}-${slugOf(s.name)}`,
      name: s.name,
      description: s.description,
      category_id: categoryId,
      // A section inside another section (not in the seed, but the shape allows it).
      parent_section_id: s.parentId !== null && s.parentId !== categoryId ? s.parentId : null,
      sorting: 'manual',
      theme_template: 'section_page',
    };
  };

  /** Zendesk's article fields, plus the spec's `state` and `category` (same data as Intercom). */
  const articleJson = (a: HelpArticleRow, byId: Map<number, HelpCollectionRow>, ctx: RequestContext) => ({
    ...common(a, 'articles', ctx),
    html_url: `${PUBLIC_BASE}/articles/${a.id}-${slugOf(a.title)}`,
    author_id: 361234567890,
    comments_disabled: true,
    draft: a.state === 'draft',
    promoted: false,
    vote_sum: 0,
    vote_count: 0,
    section_id: a.collectionId,
    edited_at: isoTime(a.updatedAt),
    name: a.title,
    title: a.title,
    body: a.body,
    label_names: a.labels,
    content_tag_ids: [],
    user_segment_id: null,
    permission_group_id: 1,
    state: a.state,
    category: help.categoryOf(a.collectionId, byId),
  });

  const collectionsById = () => new Map(help.collections().map((c) => [c.id, c]));

  // GET /api/v2/help_center/categories.json – collections without a parent
  router.get('/api/v2/help_center/categories.json', (ctx) =>
    listJson(ctx, 'categories', help.collections().filter((c) => c.parentId === null).map((c) => categoryJson(c, ctx))));

  // GET /api/v2/help_center/sections.json – collections with a parent
  router.get('/api/v2/help_center/sections.json', (ctx) => {
    const byId = collectionsById();
    return listJson(ctx, 'sections', help.collections().filter((c) => c.parentId !== null).map((s) => sectionJson(s, byId, ctx)));
  });

  // GET /api/v2/help_center/articles.json?per_page=100 – every article, drafts flagged
  router.get('/api/v2/help_center/articles.json', (ctx) => {
    const byId = collectionsById();
    return listJson(ctx, 'articles', help.articles().map((a) => articleJson(a, byId, ctx)));
  });

  // GET /api/v2/help_center/articles/search(.json)?query=.. – title and body match; drafts are
  // answered too, flagged, so the app's own filter is what keeps them out of sight.
  const search = (ctx: RequestContext) => {
    const byId = collectionsById();
    const found = help.search(requiredPhrase(ctx, 'query')).map((a) => ({
      ...articleJson(a, byId, ctx),
      result_type: 'article',
      snippet: searchableText(a.body).trim().slice(0, SNIPPET_CHARS),
    }));
    return listJson(ctx, 'results', found);
  };
  router.get('/api/v2/help_center/articles/search.json', search);
  router.get('/api/v2/help_center/articles/search', search);
}
