import { checkA11y, checkA11yOf } from './support/axe';
import { mapsLoaded } from './support/maps';
import { expect, injectFault, test } from './support/fixtures';

/**
 * A *.cold.spec.ts runs in the 'cold' project (playwright.config.ts), from the start, beside the
 * other tests but before any test that reads the maps. The app caches the maps listing for five
 * minutes ("map data 5 min") and never caches a failure, so an upstream fault on the listing only
 * shows while nothing has read it yet; and the listing request carries nothing (no body, no query,
 * no customer) a fault could be narrowed to, so no other test may read it meanwhile: the only page
 * that reads it is /network-maps, and the only file that opens it (info-pages.spec.ts, project
 * 'maps') runs after this one.
 */

test('network maps: a listing failure shows "error while loading maps"; Try again recovers, and a failed layer shows the ArcGIS text', async ({ page }) => {
  // The first pages of servers just started, and axe: the maps' tests wait for this one (and do not
  // run if it fails), so it gets the time a busy machine needs.
  test.setTimeout(120_000);
  await injectFault({ method: 'GET', path: '^/maps/v1/services$', kind: 'status', status: 503, times: 1 });
  await injectFault({ method: 'GET', path: '^/maps/v1/layers/outages', kind: 'status', status: 500, times: 1 });
  await page.goto('/network-maps');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText('error while loading maps');
  await expect(main.getByRole('img')).toHaveCount(0);
  await checkA11y(page, 'the maps failing to load');

  await main.getByRole('button', { name: 'Try again' }).click();
  // The listing loads; the outage layer answers an error: "Response error accessing ArcGIS services." plus message and code.
  const layerError = main.getByRole('alert').filter({ hasText: 'Current outages' });
  await expect(layerError).toContainText('Response error accessing ArcGIS services.');
  await expect(layerError).toContainText('injected fault (code 500)');
  await expect(page.getByRole('region', { name: 'Legend' }).getByText('4G coverage')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current outages' })).toContainText('could not be loaded');
  await checkA11yOf(main, 'a map layer failing to load');

  await layerError.getByRole('button', { name: 'Try again' }).click();
  await mapsLoaded(page);
  await expect(main.getByRole('alert')).toHaveCount(0);
});
