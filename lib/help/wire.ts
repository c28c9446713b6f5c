import { z } from 'zod';

/**
 * The two help-centre providers' own shapes (account-management.md §7 "Help centre"), lenient
 * where they vary: ids come as strings or numbers, texts may be null. Article fields are the
 * spec's: id, title, body, label_names, section_id, category, state.
 */
const Id = z.union([z.string().min(1), z.number()]).transform(String);
const OptionalId = z.union([z.string(), z.number()]).nullish().transform((v) => (v === null || v === undefined || v === '' ? null : String(v)));
const Text = z.string().nullish().transform((v) => v ?? '');
const Labels = z.array(z.string()).nullish().transform((v) => v ?? []);
const Position = z.number().nullish().transform((v) => v ?? undefined);

// ── Help centre (Intercom-like): GET /intercom/… ────────────────────────────────────────────

const IntercomPages = z
  .object({ page: z.number().int().optional(), per_page: z.number().int().optional(), total_pages: z.number().int().optional() })
  .nullish();

export const IntercomCollection = z.object({
  id: Id,
  name: z.string(),
  description: Text,
  order: Position,
  parent_id: OptionalId,
});

export const IntercomArticle = z.object({
  id: Id,
  title: z.string(),
  description: Text,
  body: Text,
  state: z.string().optional(),
  /** The collection the article sits in. */
  parent_id: OptionalId,
  section_id: OptionalId,
  label_names: Labels,
  /** Unix seconds. */
  updated_at: z.number().nullish(),
  /** Unix seconds: when it was first published (the Article's datePublished). */
  created_at: z.number().nullish(),
});
export type IntercomArticle = z.infer<typeof IntercomArticle>;

/** GET /intercom/help_center/collections?per_page=150 */
export const IntercomCollectionList = z.object({ data: z.array(IntercomCollection), pages: IntercomPages });
/** GET /intercom/articles?per_page=150 */
export const IntercomArticleList = z.object({ data: z.array(IntercomArticle), pages: IntercomPages });
/** GET /intercom/articles/search?per_page=150&phrase=..&state=published */
export const IntercomSearch = z.object({
  data: z.object({ articles: z.array(IntercomArticle) }),
  pages: IntercomPages,
});

// ── Help desk (Zendesk-like): GET /api/v2/help_center/… ─────────────────────────────────────

const HelpDeskPaging = {
  page: z.number().int().nullish(),
  page_count: z.number().int().nullish(),
  /** An absolute URL or null; we only read whether there is one (see calls.ts). */
  next_page: z.string().nullish(),
};

export const HelpDeskCategory = z.object({ id: Id, name: z.string(), description: Text, position: Position });

export const HelpDeskSection = z.object({
  id: Id,
  name: z.string(),
  description: Text,
  position: Position,
  category_id: Id,
  parent_section_id: OptionalId,
});

export const HelpDeskArticle = z.object({
  id: Id,
  title: z.string(),
  body: Text,
  label_names: Labels,
  section_id: OptionalId,
  draft: z.boolean().optional(),
  state: z.string().optional(),
  position: Position,
  /** ISO 8601. */
  updated_at: z.string().nullish(),
  /** ISO 8601: when it was first published (the Article's datePublished). */
  created_at: z.string().nullish(),
  /** Search answers say what each result is; the article search only has articles. */
  result_type: z.string().optional(),
});
export type HelpDeskArticle = z.infer<typeof HelpDeskArticle>;

/** GET /api/v2/help_center/categories.json */
export const HelpDeskCategoryList = z.object({ categories: z.array(HelpDeskCategory), ...HelpDeskPaging });
/** GET /api/v2/help_center/sections.json */
export const HelpDeskSectionList = z.object({ sections: z.array(HelpDeskSection), ...HelpDeskPaging });
/** GET /api/v2/help_center/articles.json?per_page=100 */
export const HelpDeskArticleList = z.object({ articles: z.array(HelpDeskArticle), ...HelpDeskPaging });
/** GET /api/v2/help_center/articles/search.json?query=.. */
export const HelpDeskSearch = z.object({ results: z.array(HelpDeskArticle), ...HelpDeskPaging });

// ── Support proxy ────────────────────────────────────────────────────────────────────────

/** POST /support/login/{uuid}?platform=web "returns Provider and Token". */
export const SupportLogin = z.object({ Provider: z.string().nullish(), Token: z.string().nullish() });
