import type { APIRequestContext, Page } from '@playwright/test';
import { checkA11y, PHONE } from './support/axe';
import { expect, signIn, test, signInSaved } from './support/fixtures';

/**
 * The front door (issue 18, docs/front-door-contract.md §4): the home page that sells, its plans
 * and JSON-LD in the server's HTML, a signed-in visitor's numbers at a glance, the analytics
 * events sign_up, login and help, and the scroll kept on the plans and profile routes.
 */

type Ld = { '@type'?: string; potentialAction?: { '@type': string; target: { urlTemplate: string }; 'query-input': string } };

/** The home page's HTML as the server sends it (no JavaScript). Built without the catalogue, ISR adds the plans on a later request. */
async function homeHtml(request: APIRequestContext): Promise<string> {
  let html = '';
  await expect
    .poll(async () => {
      html = await (await request.get('/')).text();
      return html.includes('id="plan-20-prepay-plan"');
    }, { timeout: 90_000, intervals: [1_000, 2_000, 5_000] })
    .toBe(true);
  return html;
}

/** Every dataLayer push, kept in sessionStorage so that the events of a page that navigates away (sign-in) survive it. */
async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const keep = (e: unknown) => {
      const all = JSON.parse(sessionStorage.getItem('e2e.events') ?? '[]') as unknown[];
      all.push(e);
      sessionStorage.setItem('e2e.events', JSON.stringify(all));
    };
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      items.forEach(keep);
      return Array.prototype.push.apply(layer, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
}
const events = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e.events') ?? '[]') as Array<Record<string, unknown>>);

test('the server HTML of / carries the best plans and the Organization and WebSite JSON-LD with a help SearchAction', async ({ request }) => {
  const html = await homeHtml(request);
  // The plans of the catalogue, the discounted one first, each into the shop with eSIM chosen.
  const names = [...html.matchAll(/<h3 id="plan-([\w-]+)"/g)].map((m) => m[1]);
  expect(names).toHaveLength(3);
  expect(names[0]).toBe('20-prepay-plan');
  expect(html).toContain('href="/sim-purchase/20-prepay-plan?sim=esim"');
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '') as Ld);
  expect(ld.map((d) => d['@type'])).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
  const site = ld.find((d) => d['@type'] === 'WebSite');
  expect(site?.potentialAction?.['@type']).toBe('SearchAction');
  expect(site?.potentialAction?.target.urlTemplate).toMatch(/\/help\/search\?q=\{search_term_string\}$/);
  expect(site?.potentialAction?.['query-input']).toBe('required name=search_term_string');
});

test('a visitor on a phone: plans, eSIM in a few taps, bring your number, help; the help search sends the help event', async ({ page, request }) => {
  test.setTimeout(90_000);
  await homeHtml(request);
  await recordEvents(page);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Tūī Mobile');
  const plans = page.getByRole('region', { name: 'Our best plans right now' });
  await expect(plans.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'An eSIM in a few taps' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bring your number' }).getByRole('link', { name: 'Get a SIM and bring your number' })).toBeVisible();
  // Signed out: no numbers, the way in instead.
  await expect(page.getByRole('region', { name: 'Your numbers' })).toBeHidden();
  await checkA11y(page, 'the home page, signed out');

  // A plan into the shop: the SIM purchase opens with eSIM chosen.
  await plans.getByRole('link', { name: /^Get this plan\s*: \$20 Prepay Plan$/ }).click();
  await expect(page).toHaveURL(/\/sim-purchase\/20-prepay-plan\?sim=esim$/);
  await expect(page.getByRole('radio', { name: /eSIM/ })).toBeChecked();

  // Help from the home page: the search lands on its results and sends `help`.
  await page.goto('/');
  const help = page.getByRole('region', { name: 'Help' });
  await help.getByRole('searchbox', { name: 'Search help articles' }).fill('eSIM');
  await help.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/help\/search\?q=eSIM$/);
  await expect.poll(async () => (await events(page)).filter((e) => e.event === 'help')).toEqual([{ event: 'help', help_action: 'search', search_term: 'eSIM' }]);
});

test('signed in: the numbers and their balances at a glance, the way into the account; login sent on sign-in', async ({ page }) => {
  test.setTimeout(90_000);
  await recordEvents(page);
  await signIn(page, 'prepay@example.com');
  await expect.poll(async () => (await events(page)).filter((e) => e.event === 'login')).toEqual([{ event: 'login', method: 'email' }]);
  await page.goto('/');
  const mine = page.getByRole('region', { name: 'Your numbers' });
  const list = mine.getByRole('list', { name: 'Your numbers and balances' });
  await expect(list.getByRole('listitem').filter({ hasText: '021 555 0101' })).toContainText('$12.50 credit', { timeout: 15_000 });
  await expect(list.getByRole('listitem').filter({ hasText: '021 555 0199' })).toContainText('Not active yet');
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toBeHidden();
  await checkA11y(page, 'the home page, signed in');
  await mine.getByRole('link', { name: 'Go to My account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kia ora, Aroha', { timeout: 20_000 });
});

test('sign_up is sent when an account is made', async ({ page }) => {
  await recordEvents(page);
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill('Hine');
  await page.getByLabel('Last name').fill('Kōrero');
  await page.getByLabel('Email').fill(`home-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Kia-Ora-2026!x');
  await page.getByLabel('Confirm password').fill('Kia-Ora-2026!x');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/email-verify-page$/, { timeout: 20_000 });
  expect((await events(page)).filter((e) => e.event === 'sign_up')).toEqual([{ event: 'sign_up', method: 'email' }]);
});

test('the scroll position is kept on /plans (back from a plan, and a reload) and on a profile screen', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await page.goto('/plans');
  const card = page.getByRole('article', { name: 'Pay As You Go Saver', exact: true });
  await card.scrollIntoViewIfNeeded();
  const y = await page.evaluate(() => window.scrollY);
  expect(y).toBeGreaterThan(800);
  await card.getByRole('link', { name: /View plan/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay As You Go Saver');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobile plans');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 50);
  await page.reload();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 50);

  await signInSaved(page, 'prepay@example.com');
  await page.goto('/profile/payments-history');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment history');
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  const kept = await page.evaluate(() => window.scrollY);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment history');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(kept - 50);
});
