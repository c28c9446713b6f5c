import {
  buildTree, categoryIdOf, chatLoginFrom, excerptOf, findArticle, helpProvider, isCategory, isPublished, normalisePhrase, sectionIndex,
  shapeSearch, slugOf, toEntries,
} from '@/lib/help/rules';
import type { SourceArticle, SourceCollection } from '@/lib/help/types';
import { HELP_EXCERPT_CHARS, HELP_SEARCH_MAX_CHARS } from '@/lib/flags/constants';

const article = (id: string, sectionId: string | null, extra: Partial<SourceArticle> = {}): SourceArticle => ({
  id, title: `Article ${id}`, body: `<p>Body of ${id}</p>`, labels: [], sectionId, state: 'published', updatedAt: null, ...extra,
});

// Intercom style: sections name their parent collection only.
const COLLECTIONS: SourceCollection[] = [
  { id: 'c2', parentId: null, title: 'Plans and add-ons', description: 'Plans', position: 2 },
  { id: 'c1', parentId: null, title: 'Getting started', description: 'Start', position: 1 },
  { id: 'c3', parentId: null, title: 'Rewards', description: 'Only drafts', position: 3 },
  { id: 's12', parentId: 'c1', title: 'eSIM', description: '', position: 2 },
  { id: 's11', parentId: 'c1', title: 'Activation', description: '', position: 1 },
  { id: 's21', parentId: 'c2', title: 'Add-ons', description: '' },
  { id: 's211', parentId: 's21', title: 'Data', description: '' },
  { id: 's31', parentId: 'c3', title: 'Points', description: '' },
  { id: 'orphan', parentId: 'gone', title: 'Orphan', description: '' },
];

describe('helpProvider: "Support service is a help desk" unless configured otherwise', () => {
  test('intercom only when asked for, in any case; anything else is the help desk', () => {
    expect(helpProvider('intercom')).toBe('intercom');
    expect(helpProvider(' Intercom ')).toBe('intercom');
    expect(helpProvider('helpdesk')).toBe('helpdesk');
    expect(helpProvider('zendesk')).toBe('helpdesk');
    expect(helpProvider(undefined)).toBe('helpdesk');
  });
});

describe('"article (… state; published only). Drafts are filtered out."', () => {
  test('the spec state decides when sent', () => {
    expect(isPublished({ state: 'published' })).toBe(true);
    expect(isPublished({ state: 'PUBLISHED' })).toBe(true);
    expect(isPublished({ state: 'draft' })).toBe(false);
    // state wins over the help desk's flag
    expect(isPublished({ state: 'draft', draft: false })).toBe(false);
  });

  test("otherwise the help desk's draft flag; saying neither is not published", () => {
    expect(isPublished({ draft: false })).toBe(true);
    expect(isPublished({ draft: true })).toBe(false);
    expect(isPublished({})).toBe(false);
  });

  test('toEntries keeps published articles with a section, once each, sanitised', () => {
    const entries = toEntries([
      article('a1', 's11', { body: '<p onclick="x()">Hi<script>alert(1)</script></p>' }),
      article('a2', 's11', { state: 'draft' }),
      article('a3', null),
      article('a1', 's12'),
      article('a4', 's12', { state: undefined, draft: false }),
    ]);
    expect(entries.map((e) => e.id)).toEqual(['a1', 'a4']);
    expect(entries[0]).toMatchObject({ bodyHtml: '<p>Hi</p>', excerpt: 'Hi', sectionId: 's11' });
  });
});

describe('"collection (parent_id; none means category, otherwise section)"', () => {
  const byId = new Map(COLLECTIONS.map((c) => [c.id, c]));

  test('no parent is a category, a parent makes a section', () => {
    expect(isCategory({ parentId: null })).toBe(true);
    expect(isCategory({ parentId: 'c1' })).toBe(false);
  });

  test("a section's category is the root of its parents; unknown roots and loops lead nowhere", () => {
    expect(categoryIdOf(byId.get('s11') as SourceCollection, byId)).toBe('c1');
    expect(categoryIdOf(byId.get('s211') as SourceCollection, byId)).toBe('c2');
    expect(categoryIdOf(byId.get('orphan') as SourceCollection, byId)).toBeNull();
    const loop = new Map<string, SourceCollection>([
      ['x', { id: 'x', parentId: 'y', title: '', description: '' }],
      ['y', { id: 'y', parentId: 'x', title: '', description: '' }],
    ]);
    expect(categoryIdOf(loop.get('x') as SourceCollection, loop)).toBeNull();
  });

  test('the help desk names the category; it must be a known category', () => {
    const section: SourceCollection = { id: 'hs', parentId: 'c1', categoryId: 'c1', title: '', description: '' };
    expect(categoryIdOf(section, byId)).toBe('c1');
    expect(categoryIdOf({ ...section, categoryId: 's11' }, byId)).toBeNull();
    expect(categoryIdOf({ ...section, categoryId: 'nope' }, byId)).toBeNull();
  });

  test('sectionIndex maps every reachable section to its category', () => {
    expect(Object.fromEntries(sectionIndex(COLLECTIONS))).toEqual({ s12: 'c1', s11: 'c1', s21: 'c2', s211: 'c2', s31: 'c3' });
  });
});

describe('the help centre tree: "help, help/category/:category_id, help/category/:category_id/:section_id/:article_id?"', () => {
  const entries = toEntries([
    article('a3', 's12', { position: 2 }),
    article('a2', 's12', { position: 1 }),
    article('a1', 's11'),
    article('a5', 's211'),
    article('a6', 's31', { state: 'draft' }),
    article('a7', 'orphan'),
  ]);
  const tree = buildTree(COLLECTIONS, entries);

  test('categories and sections in the provider order, articles by position', () => {
    expect(tree.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(tree[0]?.sections.map((s) => s.id)).toEqual(['s11', 's12']);
    expect(tree[0]?.sections[1]?.articles.map((a) => a.id)).toEqual(['a2', 'a3']);
    expect(tree[0]).toMatchObject({ slug: 'getting-started', title: 'Getting started', description: 'Start' });
  });

  test('a section nested in a section is listed under its category; every article knows both ids', () => {
    expect(tree[1]?.sections.map((s) => s.id)).toEqual(['s211']);
    expect(tree[1]?.sections[0]?.articles[0]).toMatchObject({ id: 'a5', sectionId: 's211', categoryId: 'c2' });
  });

  test('a category or section with nothing published is left out; orphans are unreachable', () => {
    expect(tree.some((c) => c.id === 'c3')).toBe(false);
    expect(tree.flatMap((c) => c.sections).some((s) => s.id === 'orphan' || s.id === 's21')).toBe(false);
  });

  test('the tree carries summaries, not bodies', () => {
    expect(tree[0]?.sections[0]?.articles[0]).not.toHaveProperty('bodyHtml');
  });

  test('findArticle: a reachable published article with its body; drafts and orphans are not found', () => {
    expect(findArticle(COLLECTIONS, entries, 'a1')).toEqual({
      id: 'a1', title: 'Article a1', bodyHtml: '<p>Body of a1</p>', excerpt: 'Body of a1', sectionId: 's11', categoryId: 'c1', labels: [], updatedAt: null,
    });
    expect(findArticle(COLLECTIONS, entries, 'a6')).toBeNull();
    expect(findArticle(COLLECTIONS, entries, 'a7')).toBeNull();
    expect(findArticle(COLLECTIONS, entries, 'nope')).toBeNull();
  });

  test('search results keep the provider order, drop what a reader cannot reach', () => {
    const hits = toEntries([article('a5', 's211'), article('a6', 's31', { state: 'draft' }), article('a7', 'orphan'), article('a1', 's11')]);
    expect(shapeSearch(COLLECTIONS, hits).map((h) => [h.id, h.categoryId])).toEqual([['a5', 'c2'], ['a1', 'c1']]);
  });
});

describe('excerpt: the start of the body as plain text', () => {
  test('short bodies are the whole text', () => {
    expect(excerptOf('<h2>Before</h2><p>Turn roaming <strong>on</strong>.</p>')).toBe('Before Turn roaming on.');
  });

  test(`long bodies are cut at a word within ${HELP_EXCERPT_CHARS} characters, with an ellipsis`, () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const out = excerptOf(`<p>${words}</p>`);
    expect(out.length).toBeLessThanOrEqual(HELP_EXCERPT_CHARS + 1);
    expect(out.endsWith('…')).toBe(true);
    expect(words.startsWith(out.slice(0, -1))).toBe(true);
    expect(out.slice(0, -1)).toMatch(/word\d+$/);
  });

  test('script and style never reach an excerpt; entities are decoded', () => {
    expect(excerptOf('<style>.x{}</style><script>alert(1)</script><p>Top&#8209;ups &amp; vouchers</p>')).toBe('Top‑ups & vouchers');
  });
});

describe('search phrase: "Search matches title and body, case-insensitive"', () => {
  test('trimmed, single-spaced, lower case and bounded', () => {
    expect(normalisePhrase('  Roaming   AUSTRALIA ')).toBe('roaming australia');
    expect(normalisePhrase('   ')).toBe('');
    expect(normalisePhrase('x'.repeat(HELP_SEARCH_MAX_CHARS + 50))).toHaveLength(HELP_SEARCH_MAX_CHARS);
  });
});

describe('"POST /support/login/{uuid}?platform=web: returns Provider and Token … A failure or missing token silently logs the user out of chat"', () => {
  test('a token gives a chat login; a missing or blank one gives none', () => {
    expect(chatLoginFrom({ Provider: 'helpdesk', Token: 'abc' })).toEqual({ provider: 'helpdesk', token: 'abc' });
    expect(chatLoginFrom({ Token: 'abc' })).toEqual({ provider: 'helpdesk', token: 'abc' });
    expect(chatLoginFrom({ Provider: 'helpdesk', Token: '' })).toBeNull();
    expect(chatLoginFrom({ Provider: 'helpdesk', Token: '  ' })).toBeNull();
    expect(chatLoginFrom({ Provider: 'helpdesk', Token: null })).toBeNull();
    expect(chatLoginFrom({})).toBeNull();
  });
});

describe('slugOf', () => {
  test('plain ASCII, hyphens, macrons folded', () => {
    expect(slugOf('Top-ups, payments and bills')).toBe('top-ups-payments-and-bills');
    expect(slugOf('Tūī Rewards')).toBe('tui-rewards');
  });
});
