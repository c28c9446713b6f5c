import { chatLogin, getArticle, getCategory, getSection, helpSitemapEntries, listCategories, searchArticles } from '@/lib/help/calls';
import type { HelpCategory, HelpProvider } from '@/lib/help/types';
import { HELP_DESK_PAGE_SIZE, HELP_PAGE_SIZE } from '@/lib/flags/constants';
import { createContext } from '@/lib/upstream/context';
import type { Sandbox } from '@/sandbox/server';
import { control, resetAll, startSandbox, upstreamSignIn } from '../support/bff';

let sandbox: Sandbox;
let url: string;
beforeAll(async () => ({ sandbox, url } = await startSandbox()));
afterAll(async () => {
  delete process.env.FLAG_SUPPORT_PROVIDER;
  await sandbox.close();
});
beforeEach(async () => {
  await resetAll(url);
  await control(url, 'DELETE', '/requests');
});

type Logged = { method: string; path: string; query: Record<string, string>; authorization: boolean; status?: number };
const received = async (path = '^/(intercom|api/v2/help_center)/') =>
  (await control<{ requests: Logged[] }>(url, 'GET', `/requests?path=${encodeURIComponent(path)}`)).requests;

/** The drafts as the provider lists them (the help desk's raw list carries both states). */
async function draftIds(): Promise<string[]> {
  const res = await fetch(`${url}/api/v2/help_center/articles.json?per_page=100`);
  const body = (await res.json()) as { articles: Array<{ id: number; state: string }> };
  await control(url, 'DELETE', '/requests');
  return body.articles.filter((a) => a.state === 'draft').map((a) => String(a.id));
}

const articleIds = (tree: HelpCategory[]) => tree.flatMap((c) => c.sections.flatMap((s) => s.articles.map((a) => a.id)));

const PROVIDERS: Array<[HelpProvider, RegExp, number]> = [
  ['helpdesk', /^\/api\/v2\/help_center\//, HELP_DESK_PAGE_SIZE],
  ['intercom', /^\/intercom\//, HELP_PAGE_SIZE],
];

describe.each(PROVIDERS)('help centre through the %s provider (FLAG_SUPPORT_PROVIDER)', (provider, pathPattern, pageSize) => {
  beforeEach(() => {
    process.env.FLAG_SUPPORT_PROVIDER = provider;
  });

  test('listCategories: the tree of published articles, read with the spec page size', async () => {
    const drafts = await draftIds();
    const res = await listCategories();
    expect(res.ok).toBe(true);
    expect(res.data.length).toBeGreaterThanOrEqual(5);
    expect(res.data.every((c) => c.sections.length > 0 && c.sections.every((s) => s.articles.length > 0 && s.categoryId === c.id))).toBe(true);
    const ids = articleIds(res.data);
    expect(ids.length).toBeGreaterThanOrEqual(30);
    expect(drafts.length).toBeGreaterThanOrEqual(3);
    expect(ids.some((id) => drafts.includes(id))).toBe(false);
    // "Tūī Rewards" holds drafts only, so it does not show at all.
    expect(res.data.flatMap((c) => c.sections).some((s) => s.title === 'Tūī Rewards')).toBe(false);
    const calls = await received();
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((r) => pathPattern.test(r.path) && r.query.per_page === String(pageSize) && r.query.page === undefined)).toBe(true);
    expect(calls.every((r) => !r.authorization)).toBe(true);
  });

  test('getCategory, getSection, getArticle: found along the tree; drafts and wrong paths are not', async () => {
    const tree = (await listCategories()).data;
    const category = tree[0] as HelpCategory;
    const section = category.sections[0];
    expect((await getCategory(category.id)).data?.title).toBe(category.title);
    expect((await getSection(category.id, section?.id ?? '')).data?.articles).toEqual(section?.articles);
    expect(await getSection(tree[1]?.id ?? '', section?.id ?? '')).toEqual({ ok: true, data: null });
    expect(await getCategory('no-such-category')).toEqual({ ok: true, data: null });

    const article = await getArticle(section?.articles[0]?.id ?? '');
    expect(article.ok).toBe(true);
    expect(article.data).toMatchObject({ sectionId: section?.id, categoryId: category.id, title: section?.articles[0]?.title });
    expect(article.data?.bodyHtml).toContain('<p>');
    expect(article.data?.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // first published (the sandbox's created_at), not after its last change: the page's datePublished
    expect(article.data?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(Date.parse(article.data?.createdAt ?? '')).toBeLessThanOrEqual(Date.parse(article.data?.updatedAt ?? ''));
    const drafts = await draftIds();
    expect(await getArticle(drafts[0] ?? '')).toEqual({ ok: true, data: null });
  });

  test('helpSitemapEntries: every category, section and published article address, no draft; [] when unreadable', async () => {
    const drafts = await draftIds();
    const tree = (await listCategories()).data;
    const entries = await helpSitemapEntries();
    const sections = tree.flatMap((c) => c.sections);
    expect(entries).toHaveLength(tree.length + sections.length + articleIds(tree).length);
    expect(entries.map((e) => e.path)).toEqual(expect.arrayContaining([`/help/category/${tree[0]?.id}`, `/help/category/${tree[0]?.id}/${sections[0]?.id}`]));
    expect(entries.some((e) => drafts.some((d) => e.path.endsWith(`/${d}`)))).toBe(false);
    expect(entries.every((e) => e.path.startsWith('/help/category/') && /^\d{4}-\d{2}-\d{2}T/.test(e.lastModified ?? ''))).toBe(true);

    await resetAll(url);
    await control(url, 'POST', '/faults', { path: 'articles', kind: 'status', status: 503 });
    expect(await helpSitemapEntries()).toEqual([]);
  });

  test('article bodies are sanitised: the provider sends an iframe and inline styles, we do not', async () => {
    const raw = (await fetch(`${url}/intercom/articles?per_page=150`).then((r) => r.json())) as { data: Array<{ id: string; body: string }> };
    const qr = raw.data.find((a) => a.body.includes('<iframe'));
    expect(qr?.body).toContain('style=');
    const article = await getArticle(qr?.id ?? '');
    expect(article.data?.bodyHtml).toBeDefined();
    expect(article.data?.bodyHtml).not.toMatch(/<iframe|style=|<div|class=/);
    expect(article.data?.bodyHtml).toContain('<strong>Tip:</strong>');
  });

  test('pages through more than one page when the provider has more (page size 10)', async () => {
    const whole = articleIds((await listCategories()).data);
    await resetAll(url);
    await control(url, 'DELETE', '/requests');
    const paged = await listCategories({ pageSize: 10 });
    expect(articleIds(paged.data)).toEqual(whole);
    const articleCalls = (await received()).filter((r) => /articles/.test(r.path));
    expect(articleCalls.length).toBeGreaterThanOrEqual(4);
    expect(articleCalls.map((r) => r.query.page)).toEqual([undefined, ...articleCalls.slice(1).map((_, i) => String(i + 2))]);
  });

  test('cached for the hour: a second read asks the upstream nothing', async () => {
    await listCategories();
    await control(url, 'DELETE', '/requests');
    const category = (await listCategories()).data[0];
    await getCategory(category?.id ?? '');
    await getArticle(category?.sections[0]?.articles[0]?.id ?? '');
    expect(await received()).toEqual([]);
  });

  test.each([
    ['a 5xx', { kind: 'status', status: 503 }],
    ['a malformed body', { kind: 'malformed' }],
    ['an empty body', { kind: 'empty' }],
  ])('%s gives empty lists with ok false, and is not cached', async (_name, fault) => {
    await control(url, 'POST', '/faults', { path: 'articles', ...fault });
    expect(await listCategories()).toEqual({ ok: false, data: [] });
    expect(await getArticle('4403101')).toEqual({ ok: false, data: null });
    expect(await getCategory('4401001')).toEqual({ ok: false, data: null });
    expect(await getSection('4401001', '4402011')).toEqual({ ok: false, data: null });
    // Each read above went to the upstream again: the failure was not kept.
    expect((await received()).filter((r) => /articles/.test(r.path)).length).toBe(4);
    await control(url, 'DELETE', '/faults');
    await control(url, 'DELETE', '/requests');
    const again = await listCategories();
    expect(again.ok).toBe(true);
    expect((await received()).some((r) => /articles/.test(r.path))).toBe(true);
  });

  test('search: published matches only, cached for its own 10 minutes per phrase', async () => {
    const drafts = await draftIds();
    const res = await searchArticles('  ESIM ');
    expect(res.ok).toBe(true);
    expect(res.data.map((a) => a.title)).toEqual(expect.arrayContaining(['What is an eSIM, and does my phone support it?', 'Set up your eSIM with a QR code']));
    expect(res.data.some((a) => drafts.includes(a.id))).toBe(false);
    expect(res.data.every((a) => a.categoryId && a.sectionId && !('bodyHtml' in a))).toBe(true);
    const search = (await received()).filter((r) => /search/.test(r.path));
    expect(search).toHaveLength(1);
    expect(search[0]?.query).toMatchObject(provider === 'intercom' ? { phrase: 'esim', state: 'published', per_page: '150' } : { query: 'esim', per_page: '100' });

    await control(url, 'DELETE', '/requests');
    await searchArticles('esim');
    expect(await received()).toEqual([]);
    // the lists are a cache of their own: the search did not fill the article list
    await listCategories();
    expect((await received()).some((r) => /articles/.test(r.path) && !/search/.test(r.path))).toBe(true);

    await control(url, 'DELETE', '/requests');
    expect((await searchArticles('7726')).data.map((a) => a.title)).toEqual(['Spot and report scam texts and calls']);
    expect((await received()).map((r) => r.path)).toEqual([expect.stringMatching(/search/)]);
  });

  test('search failures give an empty list with ok false and are not cached; a blank phrase asks nobody', async () => {
    await control(url, 'POST', '/faults', { path: 'search', kind: 'status', status: 500, times: 1 });
    expect(await searchArticles('roaming')).toEqual({ ok: false, data: [] });
    expect((await searchArticles('roaming')).data.length).toBeGreaterThan(0);
    await control(url, 'DELETE', '/requests');
    expect(await searchArticles('   ')).toEqual({ ok: true, data: [] });
    expect(await received()).toEqual([]);
  });
});

describe('one knowledge base, two providers', () => {
  test('both providers give the same tree', async () => {
    const strip = (tree: HelpCategory[]) => tree.map((c) => [c.id, c.title, c.sections.map((s) => [s.id, s.title, s.articles.map((a) => [a.id, a.title, a.labels])])]);
    const desk = await listCategories({ provider: 'helpdesk' });
    const intercom = await listCategories({ provider: 'intercom' });
    expect(strip(intercom.data)).toEqual(strip(desk.data));
  });

  test('with no flag set the shipped help desk is read', async () => {
    delete process.env.FLAG_SUPPORT_PROVIDER;
    await listCategories();
    const paths = (await received()).map((r) => r.path);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((p) => p.startsWith('/api/v2/help_center/'))).toBe(true);
  });
});

describe('chatLogin: POST /support/login/{uuid}?platform=web', () => {
  async function context() {
    const auth = (await upstreamSignIn(url, 'prepay@example.com')) as Awaited<ReturnType<typeof upstreamSignIn>> & { JWTExpiry: number; UUID: string };
    const customerUuid = auth.Roles[0]?.CustomerUUID ?? '';
    return createContext({ jwt: auth.JWT, jwtExpiry: auth.JWTExpiry, userUuid: auth.UUID, customerUuids: [customerUuid], customerUuid }, 'test-request');
  }
  const logins = () => received('^/support/login/');

  test('returns the provider and token', async () => {
    const ctx = await context();
    const chat = await chatLogin(ctx);
    expect(chat).toEqual({ provider: 'helpdesk', token: expect.stringMatching(/.{20,}/) });
    const [sent] = await logins();
    expect(sent).toMatchObject({ method: 'POST', path: `/support/login/${ctx.session.customerUuid}`, query: { platform: 'web' }, authorization: true });
  });

  test.each([
    ['a 5xx', { kind: 'status', status: 502 }],
    ['a 401', { kind: 'status', status: 401 }],
    ['a malformed body', { kind: 'malformed' }],
    ['an empty body', { kind: 'empty' }],
  ])('%s: null, silently; the portal session lives on', async (_name, fault) => {
    const ctx = await context();
    const jwt = ctx.session.jwt;
    expect(jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await control(url, 'POST', '/faults', { path: '^/support/login/', times: 1, ...fault });
    await expect(chatLogin(ctx)).resolves.toBeNull();
    expect(ctx.ended).toBe(false);
    expect(ctx.session.jwt).toBe(jwt);
  });

  test('no session, no call', async () => {
    await expect(chatLogin(createContext({}, 'anon'))).resolves.toBeNull();
    expect(await logins()).toEqual([]);
  });
});
