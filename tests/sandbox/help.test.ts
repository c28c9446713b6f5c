import { searchableText } from '@/sandbox/store/help';
import { call, control, start, type Running } from './helpers';

let run: Running;
beforeAll(async () => {
  run = await start();
});
afterAll(() => run.sandbox.close());

type IntercomPages = { page: number; per_page: number; total_pages: number };
type IntercomCollection = { id: string; name: string; parent_id: string | null; order: number };
type IntercomArticle = { id: string; title: string; body: string; state: string; parent_id: number; section_id: string; category: string; label_names: string[] };
type IntercomList<T> = { type: 'list'; data: T; total_count: number; pages: IntercomPages };
type DeskPaging = { page: number; per_page: number; page_count: number; count: number; next_page: string | null; previous_page: string | null };
type DeskArticle = { id: number; title: string; body: string; draft: boolean; state: string; section_id: number; category: number; label_names: string[] };
type DeskSection = { id: number; name: string; category_id: number };

const get = <T>(path: string) => call<T>(run.url, 'GET', path);
const words = (html: string) => searchableText(html).trim().split(/\s+/).length;

async function intercomAll<T>(path: string, perPage: number): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const res = await get<IntercomList<T[]>>(`${path}?per_page=${perPage}&page=${page}`);
    expect(res.status).toBe(200);
    all.push(...res.body.data);
    if (page >= res.body.pages.total_pages) return all;
  }
}

describe('help centre (Intercom-like): GET /intercom/…, no token needed', () => {
  test('collections: no parent_id is a category, otherwise a section of a category', async () => {
    const res = await get<IntercomList<IntercomCollection[]>>('/intercom/help_center/collections?per_page=150');
    expect(res.status).toBe(200);
    expect(res.body.pages).toMatchObject({ page: 1, per_page: 150, total_pages: 1 });
    const categories = res.body.data.filter((c) => c.parent_id === null);
    const sections = res.body.data.filter((c) => c.parent_id !== null);
    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(sections.length).toBeGreaterThanOrEqual(categories.length);
    expect(sections.every((s) => categories.some((c) => c.id === s.parent_id))).toBe(true);
    expect(categories.map((c) => c.name)).toEqual(expect.arrayContaining(['Getting started', 'Roaming and international', 'Broadband and modems']));
  });

  test('articles: the spec fields, at least 30 published with real bodies, and drafts flagged by state', async () => {
    const res = await get<IntercomList<IntercomArticle[]>>('/intercom/articles?per_page=150');
    expect(res.status).toBe(200);
    const all = res.body.data;
    expect(res.body.total_count).toBe(all.length);
    const published = all.filter((a) => a.state === 'published');
    const drafts = all.filter((a) => a.state === 'draft');
    expect(published.length).toBeGreaterThanOrEqual(30);
    expect(drafts.length).toBeGreaterThanOrEqual(3);
    expect(all.every((a) => a.state === 'published' || a.state === 'draft')).toBe(true);
    expect(all[0]).toEqual(expect.objectContaining({
      id: expect.any(String), title: expect.any(String), body: expect.stringContaining('<p>'), label_names: expect.any(Array),
      section_id: expect.any(String), category: expect.any(String), state: 'published', parent_id: expect.any(Number),
    }));
    expect(all.every((a) => a.section_id === String(a.parent_id))).toBe(true);
    expect(published.filter((a) => words(a.body) >= 200).length).toBeGreaterThanOrEqual(4);
    expect(published.every((a) => words(a.body) >= 40)).toBe(true);
    expect(all.every((a) => /<(ul|ol)>/.test(a.body) || a.state === 'draft' || /<p>/.test(a.body))).toBe(true);
  });

  test('paging: page and per_page, total_pages; the pages together are the whole list', async () => {
    const whole = (await get<IntercomList<IntercomArticle[]>>('/intercom/articles?per_page=150')).body.data;
    const first = await get<IntercomList<IntercomArticle[]>>('/intercom/articles?per_page=10');
    expect(first.body.pages).toEqual({ type: 'pages', page: 1, per_page: 10, total_pages: Math.ceil(whole.length / 10) });
    expect((await intercomAll<IntercomArticle>('/intercom/articles', 10)).map((a) => a.id)).toEqual(whole.map((a) => a.id));
    expect((await intercomAll<IntercomCollection>('/intercom/help_center/collections', 4)).length).toBeGreaterThan(4);
    const beyond = await get<IntercomList<IntercomArticle[]>>('/intercom/articles?per_page=10&page=99');
    expect(beyond.body.data).toEqual([]);
  });

  test('per_page is clamped to 150 like the real API; a bad one is 400', async () => {
    expect((await get<IntercomList<unknown[]>>('/intercom/articles?per_page=1000')).body.pages.per_page).toBe(150);
    expect((await get('/intercom/articles?per_page=abc')).status).toBe(400);
    expect((await get('/intercom/articles?page=0')).status).toBe(400);
  });

  test('search matches title and body, case-insensitive, every word; state narrows', async () => {
    const search = (q: string) => get<IntercomList<{ articles: IntercomArticle[] }>>(`/intercom/articles/search?per_page=150&${q}`);
    const published = await search('phrase=ESIM&state=published');
    expect(published.status).toBe(200);
    const titles = published.body.data.articles.map((a) => a.title);
    expect(titles).toEqual(expect.arrayContaining(['What is an eSIM, and does my phone support it?', 'Set up your eSIM with a QR code']));
    expect(published.body.data.articles.every((a) => a.state === 'published')).toBe(true);
    // title matches come first
    expect(published.body.data.articles[0]?.title.toLowerCase()).toContain('esim');
    const any = await search('phrase=esim');
    expect(any.body.data.articles.some((a) => a.state === 'draft')).toBe(true);
    // "7726" is only in a body
    const body = await search('phrase=7726&state=published');
    expect(body.body.data.articles.map((a) => a.title)).toEqual(['Spot and report scam texts and calls']);
    expect((await search('phrase=roaming%20australia&state=published')).body.data.articles.map((a) => a.title)).toContain('Roaming in Australia');
    expect((await search('phrase=zzqqxx')).body).toMatchObject({ data: { articles: [] }, total_count: 0 });
    expect((await search('phrase=%20')).status).toBe(400);
    expect((await search('phrase=sim&state=bogus')).status).toBe(400);
  });
});

describe('help desk (Zendesk-like): GET /api/v2/help_center/…', () => {
  test('categories and sections: the same collections as the help centre', async () => {
    const categories = await get<{ categories: Array<{ id: number; name: string }> } & DeskPaging>('/api/v2/help_center/categories.json');
    const sections = await get<{ sections: DeskSection[] } & DeskPaging>('/api/v2/help_center/sections.json?per_page=100');
    const intercom = (await get<IntercomList<IntercomCollection[]>>('/intercom/help_center/collections?per_page=150')).body.data;
    expect(categories.body.categories.map((c) => String(c.id))).toEqual(intercom.filter((c) => !c.parent_id).map((c) => c.id));
    expect(sections.body.sections.map((s) => [String(s.id), String(s.category_id)])).toEqual(
      intercom.filter((c) => c.parent_id).map((c) => [c.id, c.parent_id]),
    );
    expect(categories.body.next_page).toBeNull();
  });

  test('articles: same data, drafts flagged both by draft and the spec state; paged with next_page', async () => {
    const first = await get<{ articles: DeskArticle[] } & DeskPaging>('/api/v2/help_center/articles.json?per_page=100');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, per_page: 100, page_count: 1, next_page: null, previous_page: null });
    const all = first.body.articles;
    const intercom = (await get<IntercomList<IntercomArticle[]>>('/intercom/articles?per_page=150')).body.data;
    expect(all.map((a) => [String(a.id), a.title, a.state])).toEqual(intercom.map((a) => [a.id, a.title, a.state]));
    expect(all.every((a) => a.draft === (a.state === 'draft'))).toBe(true);
    expect(all.filter((a) => a.draft).length).toBeGreaterThanOrEqual(3);

    const pages: DeskArticle[] = [];
    let next: string | null = `${run.url}/api/v2/help_center/articles.json?per_page=7`;
    let count = 0;
    while (next) {
      const res = (await fetch(next).then((r) => r.json())) as { articles: DeskArticle[] } & DeskPaging;
      pages.push(...res.articles);
      count += 1;
      expect(res.page_count).toBe(Math.ceil(all.length / 7));
      next = res.next_page;
    }
    expect(count).toBe(Math.ceil(all.length / 7));
    expect(pages.map((a) => a.id)).toEqual(all.map((a) => a.id));
    expect((await get<DeskPaging>('/api/v2/help_center/articles.json?per_page=500')).body.per_page).toBe(100);
  });

  test('search: both spellings of the path, title and body, case-insensitive; drafts answered but flagged', async () => {
    const a = await get<{ results: Array<DeskArticle & { result_type: string; snippet: string }> } & DeskPaging>('/api/v2/help_center/articles/search.json?query=ROAMING');
    const b = await get<typeof a.body>('/api/v2/help_center/articles/search?query=roaming');
    expect(a.status).toBe(200);
    expect(a.body.results.map((r) => r.id)).toEqual(b.body.results.map((r) => r.id));
    expect(a.body.results.every((r) => r.result_type === 'article' && typeof r.snippet === 'string')).toBe(true);
    expect(a.body.results.some((r) => r.draft && r.state === 'draft')).toBe(true);
    expect(a.body.results.some((r) => r.title === 'Before you travel: turn on roaming')).toBe(true);
    expect((await get('/api/v2/help_center/articles/search.json')).status).toBe(400);
  });
});

describe('the knowledge base in the store', () => {
  test('seeding again changes nothing', async () => {
    const count = (table: string) => (run.sandbox.store.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    const before = [count('help_collections'), count('help_articles')];
    await run.sandbox.store.seed();
    expect([count('help_collections'), count('help_articles')]).toEqual(before);
  });

  test('fault injection reaches the help paths like any other', async () => {
    await control(run.url, 'POST', '/faults', { path: '^/intercom/articles$', kind: 'status', status: 503, times: 1 });
    expect((await get('/intercom/articles?per_page=150')).status).toBe(503);
    expect((await get('/intercom/articles?per_page=150')).status).toBe(200);
  });
});
