/**
 * The shape of the seeded knowledge base. Ids are fixed in the content files so that
 * re-seeding a file database updates the same rows instead of adding new ones.
 */
export interface SeedArticle {
  id: number;
  title: string;
  /** A one-line summary (the help-centre provider's "description"). */
  description: string;
  labels: readonly string[];
  /** How long ago it was last edited, so the dates never go stale. */
  ageDays: number;
  /** Work in progress: the providers list it, flagged; the app must never show it. */
  draft?: true;
  body: string;
}

export interface SeedSection {
  id: number;
  name: string;
  description: string;
  articles: readonly SeedArticle[];
}

export interface SeedCategory {
  id: number;
  name: string;
  description: string;
  icon: string;
  sections: readonly SeedSection[];
}

/** A collection as stored: no parent means a category, otherwise a section. */
export interface HelpCollectionRow {
  id: number;
  parentId: number | null;
  name: string;
  description: string;
  icon: string;
  position: number;
  createdAt: number;
  updatedAt: number;
}

export type HelpState = 'published' | 'draft';

export interface HelpArticleRow {
  id: number;
  collectionId: number;
  title: string;
  description: string;
  body: string;
  labels: string[];
  state: HelpState;
  position: number;
  createdAt: number;
  updatedAt: number;
}
