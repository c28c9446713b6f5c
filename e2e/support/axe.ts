import { createRequire } from 'node:module';
import type { Frame, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The two sizes every page a user sees is checked at: a phone and a desktop. */
export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
export type Size = { width: number; height: number };

/** Below this width the current size counts as a phone, and the other size is the desktop. */
const PHONE_BELOW = 768;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The attribute that names the region an analysis is narrowed to (set just before, removed after). */
const SCOPE = 'data-e2e-axe-scope';

/**
 * Each analysis is noted on the test (annotation type 'axe': scope, width, address, label and how
 * long it took) so that .data/test-results/playwright.json says what axe looked at, where and how
 * often: the list that keeps one analysis per distinct screen state (the same address in the
 * same state is not checked twice across the suite).
 */
function note(page: Page, scope: 'page' | 'region', label: string, ms: number): void {
  const url = new URL(page.url());
  const width = page.viewportSize()?.width ?? 0;
  test.info().annotations.push({ type: 'axe', description: `${scope} ${width}px ${url.host}${url.pathname}${url.search} · ${label} · ${ms} ms` });
}

/**
 * axe-core as @axe-core/playwright brings it (the same version and rules). Run here the way
 * AxeBuilder runs it (axe.runPartial in the page and in each of its frames, axe.finishRun over
 * them all), but in the page itself: AxeBuilder injects axe-core's 600 kB into the page on every
 * analysis and finishes each one in a new blank page, 1-3 s an analysis on two busy cores, where
 * this takes 0.1-0.5 s. axe-core is injected once per document.
 */
const AXE_SOURCE = (createRequire(require.resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;
const OPTIONS = { runOnly: { type: 'tag', values: TAGS } };
type AxeContext = Document | { include: string[][]; exclude: string[][] } | Record<string, unknown>;
type Violation = { id: string; impact?: string | null; nodes: Array<{ target: unknown[] }> };
type AxeWindow = {
  axe?: {
    runPartial(context: unknown, options: unknown): Promise<unknown>;
    finishRun(partials: unknown[], options: unknown): Promise<{ violations: Violation[] }>;
    configure(spec: unknown): void;
    utils: { getFrameContexts(context: unknown): Array<{ frameSelector: unknown; frameContext: unknown }>; shadowSelect(selector: unknown): Element | null };
  };
};

/** axe-core in the frame's document (injected when the document has none yet). A frame that cannot take it in a second counts as failed. */
async function ensureAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => typeof (window as unknown as AxeWindow).axe?.runPartial === 'function')) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('axe-core took over 10 s to load')), 10_000)));
  try {
    await Promise.race([frame.evaluate(AXE_SOURCE), late]);
  } finally {
    clearTimeout(timer);
  }
  await frame.evaluate(() => (window as unknown as AxeWindow).axe!.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } }));
}

/** The partial results of the frames inside `frame` (not its own), depth first, null for a frame that could not be analysed (as AxeBuilder does). */
async function childPartials(frame: Frame, context: unknown): Promise<unknown[]> {
  const frames = await frame.evaluate((ctx) => (window as unknown as AxeWindow).axe!.utils.getFrameContexts(ctx), context);
  const out: unknown[] = [];
  for (const { frameSelector, frameContext } of frames) {
    try {
      const handle = await frame.evaluateHandle((sel) => (window as unknown as AxeWindow).axe!.utils.shadowSelect(sel), frameSelector);
      const child = await handle.asElement()?.contentFrame();
      if (!child) throw new Error('no frame');
      await ensureAxe(child);
      const grandchildren = await childPartials(child, frameContext);
      const own = await child.evaluate(({ ctx, options }) => (window as unknown as AxeWindow).axe!.runPartial(ctx, options), { ctx: frameContext, options: OPTIONS });
      out.push(own, ...grandchildren);
    } catch {
      out.push(null);
    }
  }
  return out;
}

/** axe-core (WCAG 2.1 A and AA rules) reports no violations on the page as it is now (or in the region `include` selects). */
export async function expectNoViolations(page: Page, label = 'the page', include?: string): Promise<void> {
  const started = Date.now();
  const main = page.mainFrame();
  const context: AxeContext = include ? { include: [[include]], exclude: [] } : { exclude: [] };
  // What a person sees: the page after its transitions (a button's 120 ms colour change), not
  // halfway through one. Endless animations (a spinner) are not waited for.
  await main.evaluate(async () => {
    const ending = document.getAnimations().filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.race([Promise.all(ending.map((a) => a.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
  // After a client-side navigation Next.js streams the new page's <title> after its content: a
  // person looks at the page once it has come in whole. A page that never gets one still fails.
  if (!include) await expect.poll(() => main.evaluate(() => document.title), { message: `${label}: the page has its title` }).not.toBe('');
  await ensureAxe(main);
  const children = await childPartials(main, context);
  const violations = await main.evaluate(
    async ({ ctx, options, children }) => {
      const axe = (window as unknown as AxeWindow).axe!;
      const own = await axe.runPartial(ctx, options);
      return (await axe.finishRun([own, ...children], options)).violations;
    },
    { ctx: context, options: OPTIONS, children },
  );
  note(page, include ? 'region' : 'page', label, Date.now() - started);
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(summary, `axe on ${label}`).toEqual([]);
}

/** Two animation frames: what the resize changed (media queries, resize observers) has rendered. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** At the current size, then resized to the other one (phone ↔ desktop), then the size put back so the journey carries on as it was. */
async function atBothSizes(page: Page, check: (size: Size) => Promise<void>): Promise<void> {
  const start: Size = page.viewportSize() ?? DESKTOP;
  const other: Size = start.width < PHONE_BELOW ? DESKTOP : PHONE;
  await check(start);
  await page.setViewportSize(other);
  try {
    await settle(page);
    await check(other);
  } finally {
    await page.setViewportSize(start);
  }
  await settle(page);
}

/**
 * axe on the whole page at both sizes: for a screen (an address, or a state of it that redraws
 * most of the page) the first time the suite shows it. `atEachSize` adds what else must hold at
 * each size (a drawer's box, say).
 */
export async function checkA11y(page: Page, label: string, atEachSize?: (size: Size) => Promise<void>): Promise<void> {
  await atBothSizes(page, async (size) => {
    await expectNoViolations(page, `${label} at ${size.width}px`);
    await atEachSize?.(size);
  });
}

let scopes = 0;

/**
 * axe on one region, once, at the size the journey is at: for a later step of a screen already
 * checked whole at both sizes, only what that step changed (the dialog that opened, the form with
 * its alert, the list that grew); the rest of the page is as it was when it was checked.
 * `atEachSize` still runs at both sizes (a drawer's box, say).
 */
export async function checkA11yOf(region: Locator, label: string, atEachSize?: (size: Size) => Promise<void>): Promise<void> {
  const page = region.page();
  const id = String((scopes += 1));
  await expect(region, `the region of ${label}`).toBeVisible();
  // A live region (a port's progress, a payment's status) may be drawn anew between marking it and
  // axe's run, losing the mark ("No elements found for include"): marked again and checked again.
  for (let attempt = 1; ; attempt += 1) {
    await region.evaluate((el, [name, value]) => el.setAttribute(name!, value!), [SCOPE, id]);
    try {
      await expectNoViolations(page, `${label} at ${page.viewportSize()?.width ?? 0}px`, `[${SCOPE}="${id}"]`);
      break;
    } catch (err) {
      if (attempt >= 3 || !String((err as Error).message).includes('No elements found for include')) throw err;
    } finally {
      await region.evaluate((el, name) => el.removeAttribute(name), SCOPE).catch(() => undefined);
    }
  }
  if (atEachSize) await atBothSizes(page, atEachSize);
}
