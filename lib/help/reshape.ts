import type { z } from 'zod';
import type { SourceArticle, SourceCollection } from './types';
import type { HelpDeskArticle, HelpDeskCategory, HelpDeskSection, IntercomArticle, IntercomCollection } from './wire';

/** Both providers' shapes into one neutral form; the rules take it from there. */

function isoOrNull(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = typeof value === 'number' ? value * 1000 : Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

/** `createdAt` when the provider says when the article was first published (absent otherwise). */
function published(value: string | number | null | undefined): { createdAt?: string } {
  const at = isoOrNull(value);
  return at ? { createdAt: at } : {};
}

export function fromIntercomCollection(c: z.infer<typeof IntercomCollection>): SourceCollection {
  return { id: c.id, parentId: c.parent_id, title: c.name, description: c.description, position: c.order };
}

export function fromIntercomArticle(a: IntercomArticle): SourceArticle {
  return {
    id: a.id,
    title: a.title,
    body: a.body,
    labels: a.label_names,
    // The spec's section_id when sent, else Intercom's own parent collection.
    sectionId: a.section_id ?? a.parent_id,
    state: a.state,
    updatedAt: isoOrNull(a.updated_at),
    ...published(a.created_at),
  };
}

export function fromHelpDeskCategory(c: z.infer<typeof HelpDeskCategory>): SourceCollection {
  return { id: c.id, parentId: null, title: c.name, description: c.description, position: c.position };
}

export function fromHelpDeskSection(s: z.infer<typeof HelpDeskSection>): SourceCollection {
  return {
    id: s.id,
    parentId: s.parent_section_id ?? s.category_id,
    categoryId: s.category_id,
    title: s.name,
    description: s.description,
    position: s.position,
  };
}

export function fromHelpDeskArticle(a: HelpDeskArticle): SourceArticle {
  return {
    id: a.id,
    title: a.title,
    body: a.body,
    labels: a.label_names,
    sectionId: a.section_id,
    state: a.state,
    draft: a.draft,
    updatedAt: isoOrNull(a.updated_at),
    ...published(a.created_at),
    position: a.position,
  };
}

/** The article search may mix in other kinds of result; only articles are ours. */
export function helpDeskSearchArticles(results: readonly HelpDeskArticle[]): SourceArticle[] {
  return results.filter((r) => r.result_type === undefined || r.result_type === 'article').map(fromHelpDeskArticle);
}
