import type { Deps } from '../context';
import { badRequest } from '../errors';
import type { Router } from '../router';
import { HelpStore } from '../store/help';
import type { HelpArticleRow, HelpCollectionRow, HelpState } from '../store/help-types';
import { pageOf, readPaging, requiredPhrase, slugOf, unixSeconds, type PagingLimits } from './help-paging';

const LIMITS: PagingLimits = { defaultPerPage: 50, maxPerPage: 150 };
const WORKSPACE = 'tui-sandbox';
const PUBLIC_BASE = 'https://help.tuimobile.example/en';

function collectionJson(c: HelpCollectionRow) {
  return {
    type: 'collection',
    id: String(c.id),
    workspace_id: WORKSPACE,
    name: c.name,
    description: c.description,
    url: `${PUBLIC_BASE}/collections/${c.id}-${slugOf(c.name)}`,
    icon: c.icon || null,
    order: c.position,
    created_at: unixSeconds(c.createdAt),
    updated_at: unixSeconds(c.updatedAt),
    // Intercom's own rule, the spec's too: no parent means a category, otherwise a section.
    parent_id: c.parentId === null ? null : String(c.parentId),
    help_center_id: 1,
  };
}

/**
 * Intercom's article fields, plus the spec's article fields (label_names, section_id, category),
 * which both providers carry in the contract.
 */
function articleJson(a: HelpArticleRow, categoryId: number) {
  return {
    type: 'article',
    id: String(a.id),
    workspace_id: WORKSPACE,
    title: a.title,
    description: a.description,
    body: a.body,
    author_id: 5017690,
    state: a.state,
    created_at: unixSeconds(a.createdAt),
    updated_at: unixSeconds(a.updatedAt),
    url: a.state === 'published' ? `${PUBLIC_BASE}/articles/${a.id}-${slugOf(a.title)}` : null,
    parent_id: a.collectionId,
    parent_ids: [categoryId, a.collectionId].filter((id, i, all) => all.indexOf(id) === i),
    parent_type: 'collection',
    default_locale: 'en',
    label_names: a.labels,
    section_id: String(a.collectionId),
    category: String(categoryId),
  };
}

function listJson<T>(items: readonly T[], page: number, perPage: number) {
  const p = pageOf(items, { page, perPage });
  return {
    type: 'list',
    data: p.items,
    total_count: items.length,
    pages: { type: 'pages', page, per_page: perPage, total_pages: p.totalPages },
  };
}

function readState(raw: string | null): HelpState | undefined {
  if (raw === null || raw === '' || raw === 'all') return undefined;
  if (raw === 'published' || raw === 'draft') return raw;
  throw badRequest('state must be published, draft or all');
}

/** The help-centre (Intercom-like) API under /intercom, as the support proxy forwards it. */
export function helpIntercomRoutes(router: Router, deps: Deps): void {
  const help = new HelpStore(deps.store.db);
  const withCategory = (rows: HelpArticleRow[]) => {
    const byId = new Map(help.collections().map((c) => [c.id, c]));
    return rows.map((a) => articleJson(a, help.categoryOf(a.collectionId, byId)));
  };

  // GET /intercom/help_center/collections?per_page=150 – categories and sections, paged
  router.get('/intercom/help_center/collections', (ctx) => {
    const { page, perPage } = readPaging(ctx.query, LIMITS);
    return listJson(help.collections().map(collectionJson), page, perPage);
  });

  // GET /intercom/articles?per_page=150 – every article, drafts flagged by state, paged
  router.get('/intercom/articles', (ctx) => {
    const { page, perPage } = readPaging(ctx.query, LIMITS);
    return listJson(withCategory(help.articles()), page, perPage);
  });

  // GET /intercom/articles/search?per_page=150&phrase=..&state=published – title and body match
  router.get('/intercom/articles/search', (ctx) => {
    const { page, perPage } = readPaging(ctx.query, LIMITS);
    const phrase = requiredPhrase(ctx, 'phrase');
    const found = withCategory(help.search(phrase, readState(ctx.query.get('state'))));
    const list = listJson(found, page, perPage);
    return { ...list, data: { articles: list.data, highlights: [] } };
  });
}
