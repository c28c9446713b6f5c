import type { APIResponse, Locator, Page } from '@playwright/test';
import { checkA11y, checkA11yOf } from './support/axe';
import { apiSignIn, createCustomer, expect, injectFault, SANDBOX, startAtAccount, test } from './support/fixtures';

/** The seeded knowledge base (sandbox/store/help-content-start.ts): Getting started › eSIM. */
const CATEGORY = '/help/category/4401001';
const ESIM = `${CATEGORY}/4402012`;
const QR_ARTICLE = `${ESIM}/4403112`;
/** The app's configured origin (APP_ORIGIN in playwright.config.ts): absolute URLs in JSON-LD use it. */
const APP = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const QR_TITLE = 'Set up your eSIM with a QR code';
const QR_BODY = 'You need a Wi-Fi connection to download the eSIM.';

/** Presses Tab until the target has the focus (keyboard only, no clicks), and shows a focus ring. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      await expect(target).toBeFocused();
      expect(await target.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
      return;
    }
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The JSON-LD blocks of a page as the server sent it. */
async function jsonLd(res: APIResponse): Promise<Array<Record<string, unknown>>> {
  const html = await res.text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>);
}

/** The drafts as the help desk lists them (flagged), with their own addresses. */
async function drafts(): Promise<Array<{ path: string; title: string }>> {
  const res = await fetch(`${SANDBOX}/api/v2/help_center/articles.json?per_page=100`);
  const body = (await res.json()) as { articles: Array<{ id: number; title: string; draft: boolean; section_id: number; category: number | string }> };
  return body.articles.filter((a) => a.draft).map((a) => ({ path: `/help/category/${a.category}/${a.section_id}/${a.id}`, title: a.title }));
}

test.describe('help centre', () => {
  test('index → category → section → article by clicking, with breadcrumbs and related articles', async ({ page }) => {
    // Four pages, each through axe at two sizes: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help centre');
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(6);
    await checkA11y(page, 'the help centre');
    await page.getByRole('link', { name: 'Getting started', exact: true }).click();

    await expect(page).toHaveURL(CATEGORY);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting started');
    await expect(page.getByRole('heading', { level: 2, name: 'eSIM', exact: true })).toBeVisible();
    await checkA11y(page, 'a help category');
    await page.getByRole('link', { name: 'eSIM', exact: true }).click();

    await expect(page).toHaveURL(ESIM);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('eSIM');
    await expect(page.getByRole('main')).toContainText('An eSIM is a SIM that is built into your phone.');
    await checkA11y(page, 'a help section');
    await page.getByRole('link', { name: QR_TITLE }).click();

    await expect(page).toHaveURL(QR_ARTICLE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(QR_TITLE);
    await expect(page.getByRole('article')).toContainText(QR_BODY);
    await expect(page.getByRole('article')).toContainText(/Updated \d{1,2} \w{3} \d{4}/);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Help centre', 'Getting started', 'eSIM']);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(QR_TITLE);
    const related = page.getByRole('complementary', { name: 'More in eSIM' });
    await expect(related.getByRole('link', { name: 'Moving your eSIM to a new phone' })).toBeVisible();
    await expect(related.getByRole('link', { name: QR_TITLE })).toHaveCount(0);
    // The sanitiser dropped the provider's video iframe and inline styles.
    await expect(page.locator('article iframe, article [style]')).toHaveCount(0);
    await checkA11y(page, 'a help article');

    await crumbs.getByRole('link', { name: 'Help centre' }).click();
    await expect(page).toHaveURL('/help');
  });

  test('keyboard only: Tab to the search box, Enter, Tab to a result, Enter', async ({ page }) => {
    await page.goto('/help');
    const box = page.getByRole('searchbox', { name: 'Search the help centre' });
    await tabTo(page, box);
    await page.keyboard.type('roaming australia');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/help\/search\?q=roaming\+australia$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “roaming australia”');
    const first = page.getByRole('main').getByRole('link', { name: 'Roaming in Australia', exact: true });
    await tabTo(page, first);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roaming in Australia');
  });

  test('the article body and its JSON-LD are in the HTML the server sends (no JavaScript)', async ({ request }) => {
    const res = await request.get(QR_ARTICLE);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(QR_BODY);
    expect(html).toMatch(/<h1[^>]*>Set up your eSIM with a QR code<\/h1>/);
    // Absolute against metadataBase (APP_ORIGIN at build time), so only the path is ours to check.
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"/]+${QR_ARTICLE}"/>`));
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).not.toMatch(/<iframe/);

    const blocks = await jsonLd(res);
    const article = blocks.find((b) => b['@type'] === 'Article');
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      headline: QR_TITLE,
      inLanguage: 'en',
      articleSection: 'eSIM',
      publisher: { '@type': 'Organization', name: 'Tūī Mobile' },
      // Absolute on the configured origin (APP_ORIGIN: the address the tests open).
      url: `${APP}${QR_ARTICLE}`,
    });
    expect(String(article?.dateModified)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(String(article?.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string; item: string; position: number }> };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(['Home', 'Help centre', 'Getting started', 'eSIM', QR_TITLE]);
    expect(crumbs.itemListElement.at(-1)?.item).toBe(`${APP}${QR_ARTICLE}`);
  });

  test('a section page is an FAQPage of its articles, in the server HTML', async ({ request }) => {
    const res = await request.get(ESIM);
    expect(res.status()).toBe(200);
    const faq = (await jsonLd(res)).find((b) => b['@type'] === 'FAQPage') as { mainEntity: Array<{ name: string; acceptedAnswer: { text: string; url: string } }> };
    expect(faq.mainEntity.map((q) => q.name)).toEqual(['What is an eSIM, and does my phone support it?', QR_TITLE, 'Moving your eSIM to a new phone']);
    expect(faq.mainEntity[1]?.acceptedAnswer).toMatchObject({ text: expect.stringContaining('After you buy an eSIM'), url: `${APP}${QR_ARTICLE}` });
  });

  test('drafts never show: not listed, not found, not searchable', async ({ page, request }) => {
    const list = await drafts();
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const d of list) {
      const res = await request.get(d.path, { maxRedirects: 0 });
      expect(res.status(), d.path).toBe(404);
      expect(await res.text()).not.toContain(d.title);
    }
    const smartwatch = list.find((d) => d.path.startsWith(`${ESIM}/`));
    expect(smartwatch).toBeDefined();
    await page.goto(ESIM);
    await expect(page.getByRole('main')).not.toContainText('smartwatch');

    const res = await page.goto(smartwatch?.path ?? '');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('page not found');
    await expect(page.getByRole('link', { name: 'Go to the help centre' })).toBeVisible();
    await checkA11y(page, 'a help article not found');

    await page.goto('/help/search?q=smartwatches');
    await expect(page.getByRole('main')).toContainText('No articles match “smartwatches”.');
  });

  test('an article address naming another category or section redirects to the article\'s own (308); unknown ids are not found', async ({ page, request }) => {
    for (const [from, to] of [
      ['/help/category/4401002/4402012/4403112', QR_ARTICLE],
      [`${CATEGORY}/4402011/4403112`, QR_ARTICLE],
      ['/help/category/4401005/4402012', ESIM],
    ] as const) {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status(), from).toBe(308);
      // Next.js 16.4 sends the Location header twice (same value) when an ISR page redirects on its
      // first render (vercel/next.js#82117); Playwright joins them with ", ". Each names the right page.
      const locations = (res.headers().location ?? '').split(', ');
      expect(locations.map((l) => new URL(l, 'http://x').pathname), from).toEqual(locations.map(() => to));
    }

    await page.goto(`/help/category/4401004/4402041/4403112`);
    await expect(page).toHaveURL(QR_ARTICLE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(QR_TITLE);

    for (const path of [`${ESIM}/999999`, '/help/category/999999', `${CATEGORY}/999999`, '/help/category', '/help/nothing-here', `${QR_ARTICLE}/more`]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
  });

  test('search finds an article, says so when nothing matches, and prompts when empty', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/help/search?q=eSIM%20QR');
    await expect(page.getByRole('searchbox', { name: 'Search the help centre' })).toHaveValue('eSIM QR');
    await expect(page.getByRole('status')).toContainText(/\d+ articles? match/);
    const hit = page.getByRole('main').getByRole('link', { name: QR_TITLE });
    await expect(hit).toBeVisible();
    await expect(page.getByRole('main')).toContainText('In Getting started › eSIM');
    await checkA11y(page, 'search results');
    await hit.click();
    await expect(page).toHaveURL(QR_ARTICLE);

    await page.goto('/help');
    await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('flibbertigibbet quokka');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/q=flibbertigibbet\+quokka/);
    await expect(page.getByRole('main')).toContainText('No articles match “flibbertigibbet quokka”.');
    // The search page was checked whole above: its other states are its main part.
    await checkA11yOf(page.getByRole('main'), 'a search without results');
    await page.getByRole('link', { name: 'Browse all topics' }).click();
    await expect(page).toHaveURL('/help');

    await page.goto('/help/search');
    await expect(page.getByRole('main')).toContainText('Type a few words');
    await checkA11yOf(page.getByRole('main'), 'an empty search');
  });

  test('a failed search says so kindly in the page, never an error page', async ({ page }) => {
    const phrase = `kiwifruit${Date.now()}`;
    await injectFault({ path: 'articles/search', kind: 'status', status: 503, queryIncludes: phrase });
    const res = await page.goto(`/help/search?q=${phrase}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for “${phrase}”`);
    await expect(page.getByRole('main')).toContainText("Search isn't working right now. Please try again in a moment, or browse the topics.");
    await expect(page.getByRole('main')).not.toContainText('No articles match');
    await expect(page.getByRole('searchbox', { name: 'Search the help centre' })).toHaveValue(phrase);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('language=mi-NZ: Māori help-centre chrome, <html lang="mi-NZ">, English articles marked as such', async ({ page }) => {
    await page.goto('/help?language=mi-NZ');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi-NZ');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pokapū āwhina');
    await expect(page.getByRole('searchbox', { name: 'Rapua te pokapū āwhina' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rapu', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Tirohia ā-kaupapa' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Me āwhina anō?' })).toBeVisible();
    await checkA11y(page, 'the help centre in Māori');

    await page.goto(QR_ARTICLE);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi-NZ');
    await expect(page.getByRole('navigation', { name: 'Ara whakatere' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('I whakahoungia i te');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('article').locator('div[lang="en"]')).toContainText(QR_BODY);

    await page.goto('/help/search?q=zzqqxx');
    await expect(page.getByRole('main')).toContainText('Kāore he tuhinga e hāngai ana ki “zzqqxx”.');
  });

  test('chat: signed-out visitors are asked to sign in; signed-in ones get "Chat with us"', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Sign in to chat' })).toHaveAttribute('href', '/sign-in?redirect=%2Fhelp');

    const c = await createCustomer('prepay');
    await apiSignIn(page, c.email, c.password);
    // Signed in, help is reached the way a customer reaches it: from the account home, by its link
    // (a client-side navigation to a prerendered page; issue 28 item 9 "help says 'Sign in to chat'
    // to a signed-in customer").
    await startAtAccount(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help centre');
    await expect(page.getByRole('link', { name: 'Sign in to chat' })).toBeHidden();
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const panel = page.getByRole('region', { name: 'Chat with us' });
    await expect(panel).toContainText("You're signed in to chat.");
    await expect(panel.getByRole('heading', { name: 'Chat with us' })).toBeFocused();
    await checkA11yOf(panel, 'the chat panel');
    await panel.getByRole('button', { name: 'Close chat' }).click();
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeFocused();

    // After a browser restart the signed-in hint (a browser-session cookie) is gone while the
    // session (90 days) is not: the page learns it again, in Māori too.
    await page.context().clearCookies({ name: 'signed_in' });
    await page.reload();
    await page.getByRole('banner').getByRole('link', { name: 'Māori' }).click();
    await expect(page.getByRole('button', { name: 'Kōrerorero mai' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Takiuru ki te kōrerorero' })).toBeHidden();
  });

  test('chat: a failed chat login is silent, no error, only the other ways to get help', async ({ page }) => {
    const c = await createCustomer('postpay');
    await injectFault({ method: 'POST', path: `^/support/login/(${c.customerUuids.join('|')})$`, kind: 'status', status: 502 });
    await apiSignIn(page, c.email, c.password);
    await page.goto(ESIM);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect(page.getByText("Chat isn't available right now.")).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    // Still signed in: the failure did not end the portal session.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Kia ora/);
  });
});
