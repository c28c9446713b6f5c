import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const LEGEND = ['4G coverage', '5G coverage', 'Current outages'];

/** /network-maps has drawn every map: each legend entry, and the three seeded outages listed as text. */
export async function mapsLoaded(page: Page): Promise<void> {
  const legend = page.getByRole('region', { name: 'Legend' });
  for (const name of LEGEND) await expect(legend.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current outages' }).getByRole('listitem')).toHaveCount(3);
}
