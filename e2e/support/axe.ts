import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The two sizes every page a user sees is checked at: a phone and a desktop. */
export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
export type Size = { width: number; height: number };

/** Below this width the current size counts as a phone, and the other size is the desktop. */
const PHONE_BELOW = 768;

/** axe-core (WCAG 2.1 A and AA rules) reports no violations on the page as it is now. */
export async function expectNoViolations(page: Page, label = 'the page'): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(summary, `axe on ${label}`).toEqual([]);
}

/** Two animation frames: what the resize changed (media queries, resize observers) has rendered. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * axe at the step of a journey a user sees, at both sizes: at the current size, then resized to
 * the other one (phone ↔ desktop), then the size is put back so the journey carries on as it
 * was. `atEachSize` adds what else must hold at each size (a drawer's box, say).
 */
export async function checkA11y(page: Page, label: string, atEachSize?: (size: Size) => Promise<void>): Promise<void> {
  const start: Size = page.viewportSize() ?? DESKTOP;
  const other: Size = start.width < PHONE_BELOW ? DESKTOP : PHONE;
  await expectNoViolations(page, `${label} at ${start.width}px`);
  await atEachSize?.(start);
  await page.setViewportSize(other);
  try {
    await settle(page);
    await expectNoViolations(page, `${label} at ${other.width}px`);
    await atEachSize?.(other);
  } finally {
    await page.setViewportSize(start);
  }
  await settle(page);
}
