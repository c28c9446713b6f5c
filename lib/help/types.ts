/** Our camel-case help centre; pages never see either provider's field names. */

/** Which help-centre API the app reads: the help desk (shipped) or the chat service's. */
export type HelpProvider = 'helpdesk' | 'intercom';

/** An article as listed in a section or a search: everything but the body. */
export type HelpArticleSummary = {
  id: string;
  title: string;
  /** Plain text (not HTML): the start of the body, cut at a word. */
  excerpt: string;
  sectionId: string;
  categoryId: string;
  labels: string[];
  /** ISO 8601, or null when the provider did not say. */
  updatedAt: string | null;
};

export type HelpArticle = HelpArticleSummary & {
  /** Sanitised HTML: safe to place in a page as it is. */
  bodyHtml: string;
  /** ISO 8601: first published, when the provider says (the Article's datePublished). */
  createdAt?: string;
};

export type HelpSection = {
  id: string;
  categoryId: string;
  title: string;
  description: string;
  articles: HelpArticleSummary[];
};

export type HelpCategory = {
  id: string;
  slug: string;
  title: string;
  description: string;
  sections: HelpSection[];
};

/**
 * "Help failures return empty lists": a failed read is empty data with ok false, never a throw,
 * so a page can say kindly that help is unavailable. ok true with null data means not found.
 */
export type HelpResult<T> = { ok: boolean; data: T };

/** The chat widget's login: "returns Provider and Token". */
export type ChatLogin = { provider: string; token: string };

/** A collection of either provider, before it becomes a category or a section. */
export type SourceCollection = {
  id: string;
  /** "none means category, otherwise section" */
  parentId: string | null;
  /** The help desk names a section's category directly. */
  categoryId?: string;
  title: string;
  description: string;
  position?: number;
};

/** An article of either provider as it arrived, before the draft filter. */
export type SourceArticle = {
  id: string;
  title: string;
  body: string;
  labels: string[];
  sectionId: string | null;
  /** The spec's state field, when the provider sends it. */
  state?: string;
  /** The help desk's own draft flag. */
  draft?: boolean;
  updatedAt: string | null;
  /** ISO 8601: first published, when the provider says. */
  createdAt?: string;
  position?: number;
};

/** A published article, sanitised, before it is placed in the tree (what the cache keeps). */
export type ArticleEntry = Omit<HelpArticle, 'categoryId'> & { position?: number };

/** What POST /api/support/chat-login answers: a login, or `provider: null` when chat is unavailable. */
export type ChatLoginAnswer = ChatLogin | { provider: null };
