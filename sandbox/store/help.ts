import type { Db } from './db';
import { HELP_CATEGORIES } from './help-content';
import type { HelpArticleRow, HelpCollectionRow, HelpState } from './help-types';

const DAY_MS = 24 * 60 * 60 * 1000;

interface CollectionRecord {
  id: number;
  parent_id: number | null;
  name: string;
  description: string;
  icon: string;
  position: number;
  created_at: number;
  updated_at: number;
}

interface ArticleRecord {
  id: number;
  collection_id: number;
  title: string;
  description: string;
  body: string;
  labels: string;
  state: HelpState;
  position: number;
  created_at: number;
  updated_at: number;
}

const toCollection = (r: CollectionRecord): HelpCollectionRow => ({
  id: r.id, parentId: r.parent_id, name: r.name, description: r.description, icon: r.icon,
  position: r.position, createdAt: r.created_at, updatedAt: r.updated_at,
});

const toArticle = (r: ArticleRecord): HelpArticleRow => ({
  id: r.id, collectionId: r.collection_id, title: r.title, description: r.description, body: r.body,
  labels: JSON.parse(r.labels) as string[], state: r.state, position: r.position, createdAt: r.created_at, updatedAt: r.updated_at,
});

/** What a search engine sees of an HTML body: its words, not its tags. */
export function searchableText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&rsquo;/g, "'")
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** The knowledge base that both help-centre APIs serve (read-only: no call edits it). */
export class HelpStore {
  constructor(private readonly db: Db) {}

  /** Categories first, then sections, each in their display order. */
  collections(): HelpCollectionRow[] {
    const rows = this.db
      .prepare('SELECT * FROM help_collections ORDER BY parent_id IS NOT NULL, parent_id, position, id')
      .all() as CollectionRecord[];
    return rows.map(toCollection);
  }

  /** Every article, drafts included: the providers' list calls return both states. */
  articles(): HelpArticleRow[] {
    const rows = this.db
      .prepare(
        `SELECT a.* FROM help_articles a JOIN help_collections c ON c.id = a.collection_id
         ORDER BY c.parent_id, c.position, a.position, a.id`,
      )
      .all() as ArticleRecord[];
    return rows.map(toArticle);
  }

  /**
   * Case-insensitive match of every word of the phrase in the title or the body's text;
   * title matches first. `state` narrows to one state (Intercom's `state` parameter).
   */
  search(phrase: string, state?: HelpState): HelpArticleRow[] {
    const terms = phrase.toLowerCase().split(/\s+/).filter(Boolean);
    if (terms.length === 0) return [];
    const scored: { row: HelpArticleRow; inTitle: boolean }[] = [];
    for (const row of this.articles()) {
      if (state && row.state !== state) continue;
      const title = row.title.toLowerCase();
      const text = `${title} ${searchableText(row.body)}`;
      if (!terms.every((t) => text.includes(t))) continue;
      scored.push({ row, inTitle: terms.every((t) => title.includes(t)) });
    }
    // Array.prototype.sort is stable, so equal scores keep the listing order.
    return scored.sort((a, b) => Number(b.inTitle) - Number(a.inTitle)).map((s) => s.row);
  }

  /** The category a collection belongs to (itself when it is one). */
  categoryOf(collectionId: number, byId: Map<number, HelpCollectionRow>): number {
    let current = byId.get(collectionId);
    for (let hops = 0; current?.parentId != null && hops < 10; hops += 1) current = byId.get(current.parentId);
    return current?.id ?? collectionId;
  }
}

/**
 * Writes the seeded knowledge base. Idempotent: rows are keyed by their fixed ids, so a second
 * run (or a file database from an older version) gets the current texts without duplicates;
 * the dates of existing rows are left as they are.
 */
export function seedHelp(db: Db, nowMs: number): void {
  const putCollection = db.prepare(
    `INSERT INTO help_collections (id, parent_id, name, description, icon, position, created_at, updated_at)
     VALUES (@id, @parentId, @name, @description, @icon, @position, @at, @at)
     ON CONFLICT(id) DO UPDATE SET parent_id = excluded.parent_id, name = excluded.name,
       description = excluded.description, icon = excluded.icon, position = excluded.position`,
  );
  const putArticle = db.prepare(
    `INSERT INTO help_articles (id, collection_id, title, description, body, labels, state, position, created_at, updated_at)
     VALUES (@id, @collectionId, @title, @description, @body, @labels, @state, @position, @createdAt, @updatedAt)
     ON CONFLICT(id) DO UPDATE SET collection_id = excluded.collection_id, title = excluded.title,
       description = excluded.description, body = excluded.body, labels = excluded.labels,
       state = excluded.state, position = excluded.position`,
  );
  const created = nowMs - 400 * DAY_MS;
  db.transaction(() => {
    HELP_CATEGORIES.forEach((category, c) => {
      putCollection.run({ id: category.id, parentId: null, name: category.name, description: category.description, icon: category.icon, position: c + 1, at: created });
      category.sections.forEach((section, s) => {
        putCollection.run({ id: section.id, parentId: category.id, name: section.name, description: section.description, icon: '', position: s + 1, at: created });
        section.articles.forEach((article, a) => {
          putArticle.run({
            id: article.id,
            collectionId: section.id,
            title: article.title,
            description: article.description,
            body: article.body.trim(),
            labels: JSON.stringify(article.labels),
            state: article.draft ? 'draft' : 'published',
            position: a + 1,
            createdAt: created,
            updatedAt: nowMs - article.ageDays * DAY_MS,
          });
        });
      });
    });
  })();
}
