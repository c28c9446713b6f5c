import 'server-only';
import type { z } from 'zod';
import { HELP_MAX_PAGES } from '@/lib/flags/constants';
import { log } from '@/lib/log';
import { publicCall } from '@/lib/upstream/context';
import type { UpstreamResult } from '@/lib/upstream/types';
import {
  fromHelpDeskArticle, fromHelpDeskCategory, fromHelpDeskSection, fromIntercomArticle, fromIntercomCollection, helpDeskSearchArticles,
} from './reshape';
import type { HelpProvider, SourceArticle, SourceCollection } from './types';
import {
  HelpDeskArticleList, HelpDeskCategoryList, HelpDeskSearch, HelpDeskSectionList, IntercomArticleList, IntercomCollectionList, IntercomSearch,
} from './wire';

/** What the calls need of a provider: everything in its collections and articles, and a search. */
export type HelpSource = {
  collections(pageSize: number): Promise<UpstreamResult<SourceCollection[]>>;
  articles(pageSize: number): Promise<UpstreamResult<SourceArticle[]>>;
  search(phrase: string, pageSize: number): Promise<UpstreamResult<SourceArticle[]>>;
};

type Walk<S extends z.ZodType, T> = {
  path: string;
  query: Record<string, string | number>;
  schema: S;
  action: string;
  items: (data: z.infer<S>) => T[];
  more: (data: z.infer<S>, page: number) => boolean;
};

/**
 * Reads page after page through the support proxy (10 s per call) until the provider says
 * there is no more. The first call is exactly the spec's path; later ones add `page`. We never
 * follow a provider's next-page URL: it names the provider's host, not the proxy we must use.
 */
async function allPages<S extends z.ZodType, T>(walk: Walk<S, T>): Promise<UpstreamResult<T[]>> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const query = page === 1 ? walk.query : { ...walk.query, page };
    const res = await publicCall('support', { path: walk.path, query, schema: walk.schema, action: walk.action });
    if (!res.ok) return res;
    const items = walk.items(res.data);
    all.push(...items);
    if (items.length === 0 || !walk.more(res.data, page)) return { ok: true, data: all, status: res.status };
    if (page >= HELP_MAX_PAGES) {
      log.warn({ action: walk.action, pages: page }, 'help centre keeps paging; stopped at the limit');
      return { ok: true, data: all, status: res.status };
    }
  }
}

const intercomMore = (data: { pages?: { total_pages?: number } | null }, page: number) => page < (data.pages?.total_pages ?? 1);
const helpDeskMore = (data: { next_page?: string | null }) => Boolean(data.next_page);

/** The help centre of the chat service (Intercom-like), under /intercom on the support proxy. */
const intercom: HelpSource = {
  collections: (perPage) =>
    allPages({
      path: '/intercom/help_center/collections', query: { per_page: perPage }, schema: IntercomCollectionList, action: 'helpCollections',
      items: (d) => d.data.map(fromIntercomCollection), more: intercomMore,
    }),
  articles: (perPage) =>
    allPages({
      path: '/intercom/articles', query: { per_page: perPage }, schema: IntercomArticleList, action: 'helpArticles',
      items: (d) => d.data.map(fromIntercomArticle), more: intercomMore,
    }),
  search: (phrase, perPage) =>
    allPages({
      path: '/intercom/articles/search', query: { per_page: perPage, phrase, state: 'published' }, schema: IntercomSearch, action: 'helpSearch',
      items: (d) => d.data.articles.map(fromIntercomArticle), more: intercomMore,
    }),
};

/** The help desk (Zendesk-like): categories and sections are two lists. */
const helpDesk: HelpSource = {
  async collections(perPage) {
    const [categories, sections] = await Promise.all([
      allPages({
        path: '/api/v2/help_center/categories.json', query: { per_page: perPage }, schema: HelpDeskCategoryList, action: 'helpCategories',
        items: (d) => d.categories.map(fromHelpDeskCategory), more: helpDeskMore,
      }),
      allPages({
        path: '/api/v2/help_center/sections.json', query: { per_page: perPage }, schema: HelpDeskSectionList, action: 'helpSections',
        items: (d) => d.sections.map(fromHelpDeskSection), more: helpDeskMore,
      }),
    ]);
    if (!categories.ok) return categories;
    if (!sections.ok) return sections;
    return { ok: true, data: [...categories.data, ...sections.data], status: sections.status };
  },
  articles: (perPage) =>
    allPages({
      path: '/api/v2/help_center/articles.json', query: { per_page: perPage }, schema: HelpDeskArticleList, action: 'helpArticles',
      items: (d) => d.articles.map(fromHelpDeskArticle), more: helpDeskMore,
    }),
  search: (query, perPage) =>
    allPages({
      path: '/api/v2/help_center/articles/search.json', query: { query, per_page: perPage }, schema: HelpDeskSearch, action: 'helpSearch',
      items: (d) => helpDeskSearchArticles(d.results), more: helpDeskMore,
    }),
};

export function helpSource(provider: HelpProvider): HelpSource {
  return provider === 'intercom' ? intercom : helpDesk;
}
