import type { Locator, Page } from '@playwright/test';
import { checkA11y, checkA11yOf } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * The public plan and broadband pages (issue 3): real plans from the sandbox's catalogue with
 * every display rule, the plan detail with its JSON-LD in the server's HTML, keyboard use,
 * Māori, the fibre pages, the gates in the shipped configuration, and axe at two sizes on each page shown.
 */

const plan = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** The focused element has a focus ring a person can see (an outline of 2 px or more). */
async function focusRingOn(page: Page): Promise<void> {
  const outline = await page.evaluate(() => {
    const s = getComputedStyle(document.activeElement as Element);
    return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

/** Presses Tab until the target has the focus (keyboard only), which then shows its focus ring and is in view. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      await expect(target).toBeFocused();
      await expect(target).toBeInViewport();
      await focusRingOn(page);
      return;
    }
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Presses Tab until a focused link's text passes `wanted`; answers that text. */
async function tabUntil(page: Page, wanted: (name: string) => boolean, max = 60): Promise<string> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => (document.activeElement?.tagName === 'A' ? (document.activeElement.textContent ?? '').trim() : ''));
    if (wanted(name)) {
      await expect(page.locator(':focus')).toBeInViewport();
      await focusRingOn(page);
      return name;
    }
  }
  throw new Error('Tab never reached the link');
}

test.describe('/plans', () => {
  test('shows the prepay and pay-as-you-go plans of the sandbox with names and prices; postpay is not on sale', async ({ page }) => {
    await page.goto('/plans');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobile plans');
    await expect(page.getByRole('heading', { level: 2, name: 'Prepay plans' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Pay as you go' })).toBeVisible();
    // "Configured defaults: available plans prepay": no postpay section.
    await expect(page.getByRole('heading', { name: 'Postpay plans' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Prepay plans' }).getByRole('article')).toHaveCount(6);
    await expect(plan(page, '$30 Prepay Value Pack')).toContainText('$30.00');
    await expect(plan(page, '$30 Prepay Value Pack')).toContainText('per 28 days');
    await expect(plan(page, '$30 Prepay Value Pack')).toContainText('8GB');
    await expect(plan(page, 'Pay As You Go Saver')).toContainText('$5.00');
    await expect(page.getByText('$19 Combo Classic')).toHaveCount(0);
    await checkA11y(page, 'the plans');
  });

  test('a discounted plan shows the original price struck through, with the offer period, on its card and its page', async ({ page }) => {
    await page.goto('/plans');
    const card = plan(page, '$20 Prepay Plan');
    await expect(card).toContainText('$15.00');
    await expect(card.locator('s')).toHaveText('Was $20.00');
    await expect(card).toContainText('Offer price for the first 56 days');
    await page.goto('/plans/20-prepay-plan');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('$20 Prepay Plan');
    const main = page.getByRole('main');
    await expect(main).toContainText('$15.00');
    await expect(main.locator('s').first()).toHaveText('Was $20.00');
    await expect(main).toContainText('Offer price for the first 56 days');
    await checkA11y(page, 'a discounted plan\'s page');
  });

  test('throttled plans add Endless Data at their cap; an unlimited plan shows its maximum speed', async ({ page }) => {
    await page.goto('/plans');
    await expect(plan(page, '$40 Prepay Endless')).toContainText('Additional Endless Data capped at 1.2Mbps');
    await expect(plan(page, '$50 Prepay Endless Plus')).toContainText('Additional Endless Data capped at 2Mbps');
    const dayPass = plan(page, '$3 Unlimited Day Pass');
    await expect(dayPass).toContainText('Maximum speed 10Mbps');
    await expect(dayPass).toContainText('Speeds capped at 10Mbps down + up');
    await expect(dayPass).toContainText(/service period/i);
  });

  test('"View plan" opens the plan\'s page with every rule, its add-ons and the way to buy it', async ({ page }) => {
    await page.goto('/plans');
    await page.getByRole('link', { name: /^View plan\W+\$40 Prepay Endless$/ }).click();
    await expect(page).toHaveURL(/\/plans\/40-prepay-endless$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('$40 Prepay Endless');
    const main = page.getByRole('main');
    await expect(main).toContainText('$40.00');
    await expect(main).toContainText('Speeds capped at 100Mbps down / 20Mbps up');
    await expect(main).toContainText('Additional Endless Data capped at 1.2Mbps');
    await expect(page.getByRole('link', { name: 'Get this plan' })).toHaveAttribute('href', '/sim-purchase/40-prepay-endless');
    await expect(page.getByRole('heading', { level: 2, name: 'Add-ons for this plan' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: '2GB Data Boost' })).toBeVisible();
    // Prepay plans get prepay add-ons only.
    await expect(page.getByRole('heading', { name: '10GB Data Add-on' })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Mobile plans' }).click();
    await expect(page).toHaveURL(/\/plans$/);
  });

  test('a plan no longer sold keeps its page, without a way to buy it', async ({ page }) => {
    await page.goto('/plans/19-combo-classic');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('$19 Combo Classic');
    await expect(page.getByRole('main')).toContainText('No longer on sale');
    await expect(page.getByRole('link', { name: 'Get this plan' })).toHaveCount(0);
    // A plan's page was checked whole above (the discounted plan): here one no longer sold.
    await checkA11yOf(page.getByRole('main'), 'a plan no longer sold');
  });

  test('the desktop carousel shows two plans at a time and pages with Next and Previous', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/plans');
    const prepay = page.getByRole('region', { name: 'Prepay plans' });
    await expect(prepay.getByText('Plans 1–2 of 6')).toBeVisible();
    await expect(plan(page, '$3 Unlimited Day Pass')).toBeInViewport();
    await expect(plan(page, '$20 Prepay Plan')).not.toBeInViewport();
    await prepay.getByRole('button', { name: /Next plans/ }).click();
    await expect(prepay.getByText('Plans 3–4 of 6')).toBeVisible();
    await expect(plan(page, '$20 Prepay Plan')).toBeInViewport();
    await prepay.getByRole('button', { name: /Previous plans/ }).click();
    await expect(prepay.getByText('Plans 1–2 of 6')).toBeVisible();
    await expect(prepay.getByRole('button', { name: /Previous plans/ })).toHaveAttribute('aria-disabled', 'true');
  });

  test('in Māori and by keyboard only (issue 28): from the home page, the language switch, Mahere, a plan and into the cart, each step in view with a focus ring', async ({ page }) => {
    // Where a visitor starts: the home page. From here on only Tab, Enter and Escape.
    await page.goto('/');
    await tabTo(page, page.getByRole('group', { name: 'Language' }).getByRole('link', { name: 'Māori' }));
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi-NZ');
    const plansLink = page.getByRole('banner').getByRole('link', { name: 'Mahere', exact: true });
    await expect(plansLink).toBeInViewport();

    await tabTo(page, plansLink);
    await page.keyboard.press('Enter');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText('Ngā mahere waea pūkoro');
    await expect(h1).toBeInViewport();
    const card = plan(page, '$30 Prepay Value Pack');
    await expect(card).toContainText('Raraunga');
    await expect(card).toContainText('500 meneti');
    await expect(card.getByRole('link', { name: /^Tīkina tēnei mahere/ })).toBeVisible();
    await expect(card).toContainText('$30.00');
    await checkA11y(page, 'the plans in Māori');

    // The first "Get this plan" Tab reaches, whichever plan it is.
    const get = await tabUntil(page, (name) => name.startsWith('Tīkina tēnei mahere'));
    const name = get.replace(/^Tīkina tēnei mahere:\s*/, '');
    expect(name).not.toBe('');
    await page.keyboard.press('Enter');
    await expect(h1).toHaveText(`Tikina a ${name}`);
    await expect(h1).toBeInViewport();

    await tabTo(page, page.getByRole('button', { name: 'Tāpiri ki te kete' }));
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Tō kete' });
    await expect(drawer).toBeInViewport();
    await expect(drawer).toContainText(name);
    await expect(page.getByRole('banner').getByRole('button', { name: /^Kete, 1 tūemi$/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});

test.describe('without JavaScript: what the server sends', () => {
  test('a plan\'s name, price and Product JSON-LD (NZD) are in the HTML', async ({ request }) => {
    const res = await request.get('/plans/20-prepay-plan');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('$20 Prepay Plan');
    expect(html).toContain('$15.00');
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>);
    const product = scripts.find((s) => s['@type'] === 'Product');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: '$20 Prepay Plan',
      offers: { '@type': 'Offer', price: '15.00', priceCurrency: 'NZD', availability: 'https://schema.org/InStock', url: expect.stringMatching(/\/plans\/20-prepay-plan$/) },
    });
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/plans\/20-prepay-plan"/);
    expect(html).toContain('<meta property="og:title" content="$20 Prepay Plan"/>');
  });

  test('the list\'s plans, prices and ItemList JSON-LD are in the HTML', async ({ request }) => {
    const html = await (await request.get('/plans')).text();
    expect(html).toContain('$40 Prepay Endless');
    expect(html).toContain('$40.00');
    const [list] = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1] ?? '{}') as { '@type': string; itemListElement: Array<{ item: { name: string; offers: { priceCurrency: string } } }> });
    expect(list?.['@type']).toBe('ItemList');
    expect(list?.itemListElement).toHaveLength(8);
    expect(list?.itemListElement.every((e) => e.item.offers.priceCurrency === 'NZD')).toBe(true);
  });
});

test.describe('not found', () => {
  for (const path of ['/plans/no-such-plan', '/plans/2gb-data-boost', '/plans/35-postpay-starter', '/plans/40-prepay-endless/extra', '/ufb/anything']) {
    test(`${path} is not found`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
    });
  }
});

test.describe('broadband', () => {
  test('/ufb: the fibre plan type (title, lead, four bullets) and the fibre plans with speeds and prices', async ({ page }) => {
    await page.goto('/ufb');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fibre broadband');
    for (const bullet of ['Great data packages', 'Bring your existing number', 'Loyalty deals', 'Solid network']) {
      await expect(page.getByRole('listitem').filter({ hasText: bullet })).toBeVisible();
    }
    const fibre300 = plan(page, 'Fibre 300');
    await expect(fibre300).toContainText('Up to 300Mbps down / 100Mbps up');
    await expect(fibre300).toContainText('$69.00');
    await expect(fibre300.locator('s')).toHaveText('Was $79.00');
    await expect(plan(page, 'Hyperfibre 2000')).toContainText('Up to 2Gbps down and up');
    await expect(page.getByText('Fibre 100 Classic')).toHaveCount(0);
    // Ordering (the broadband gate) is shut: no "Check your address" into a not-found page.
    await expect(page.getByRole('link', { name: 'Check your address' })).toHaveCount(0);
    await checkA11y(page, 'fibre broadband');
    await page.getByRole('link', { name: 'See packages with a modem' }).click();
    await expect(page).toHaveURL(/\/ufb-package$/);
  });

  test('/ufb-package: each plan with the modem that suits it, and the modems', async ({ page }) => {
    await page.goto('/ufb-package');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fibre packages');
    const max = plan(page, 'Fibre Max + Wi-Fi 6 Modem');
    await expect(max).toContainText('$95.00');
    await expect(max).toContainText('$149.00 one-off for the modem');
    await expect(plan(page, 'Hyperfibre 2000 + Wi-Fi 6E Mesh Modem')).toContainText('$299.00 one-off for the modem');
    const modems = page.getByRole('region', { name: 'Our modems' });
    await expect(modems.getByRole('article')).toHaveCount(2);
    await expect(plan(page, 'Wi-Fi 6 Modem')).toContainText('Up to 1Gbps');
    // "empty-valued attributes are dropped": the Wi-Fi 6 Modem's Colour is empty.
    await expect(plan(page, 'Wi-Fi 6 Modem')).not.toContainText('Colour');
    await expect(plan(page, 'Wi-Fi 6E Mesh Modem')).toContainText('White');
    await checkA11y(page, 'fibre packages');
  });

  test('the header leads to plans and broadband', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Broadband' }).click();
    await expect(page).toHaveURL(/\/ufb$/);
    await page.getByRole('banner').getByRole('link', { name: 'Plans' }).click();
    await expect(page).toHaveURL(/\/plans$/);
  });
});

test.describe('gates in the shipped configuration', () => {
  for (const path of ['/broadband', '/sims-multi-plans', '/sims-multi-plans/40-prepay-endless']) {
    test(`${path} is not found (its flags are off)`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
    });
  }
});
