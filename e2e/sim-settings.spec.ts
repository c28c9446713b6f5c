import type { Page } from '@playwright/test';
import { checkA11y, checkA11yOf, DESKTOP } from './support/axe';
import { apiSignIn, createCustomer, expect, injectFault, test, type Customer } from './support/fixtures';

/**
 * SIM settings and call security (issue 14 items 1, 2 and 4; docs/sim-contract.md §4): a fresh
 * prepay customer turns incoming calls off, is asked to confirm that forwarding, waiting and hold
 * go off, cancels (nothing changes), confirms, reloads and sees it kept; toggles the daily roaming
 * charge five times quickly and the last state wins; a failing upstream says 'error occurred. try
 * again later' and the switch goes back; call security: the spam filter level, a number blocked
 * and removed, the report of what was blocked with its pager. axe on a page whole at both sizes when
 * it first shows, then once on the part a step changed.
 */

async function signedIn(page: Page): Promise<Customer> {
  const c = await createCustomer('prepay');
  expect(await apiSignIn(page, c.email, c.password)).toBe('/profile');
  return c;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const sw = (page: Page, name: string) => page.getByRole('switch', { name, exact: true });

test('prepay turns incoming calls off: asked to confirm forwarding, waiting and hold go off; Cancel changes nothing; Confirm is kept', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signedIn(page);

  await page.goto('/link/sim-settings');
  await expect(page).toHaveURL(/\/profile\/supp-features$/);
  await expect(h1(page)).toHaveText('SIM settings');
  for (const name of ['Call forwarding', 'During a call', 'Call barring', 'Roaming', 'Supported call features']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  const features = page.getByRole('region', { name: 'Supported call features' }).getByRole('listitem');
  await expect(features).toHaveText(['International roaming', 'Voice settings', 'Call barring', 'Multi-party calls', 'Call waiting']);
  await expect(sw(page, 'Forward all calls')).not.toBeChecked();
  for (const name of ['Forward when busy', "Forward when you don't answer", "Forward when you can't be reached", 'Call waiting', 'Call hold', 'Allow incoming calls', 'Allow outgoing calls']) {
    await expect(sw(page, name)).toBeChecked();
  }
  await expect(page.getByText('Forwarded calls go to: Voicemail')).toBeVisible();
  await checkA11y(page, 'SIM settings');

  const incoming = sw(page, 'Allow incoming calls');
  await incoming.click();
  const dialog = page.getByRole('dialog', { name: 'Change other settings too?' });
  await expect(dialog.getByRole('listitem')).toHaveText([
    'Forward when busy will be turned off',
    "Forward when you don't answer will be turned off",
    "Forward when you can't be reached will be turned off",
    'Call waiting will be turned off',
    'Call hold will be turned off',
  ]);
  await checkA11yOf(dialog, 'the knock-on confirmation');

  // Cancel sends nothing: the switch goes back, and a reload shows everything as it was.
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/api/customer/sim/settings')) puts.push(r.postData() ?? '');
  });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(incoming).toBeChecked();
  expect(puts).toEqual([]);
  await page.reload();
  await expect(incoming).toBeChecked();
  await expect(sw(page, 'Call waiting')).toBeChecked();

  await incoming.click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await expect(incoming).not.toBeChecked();
  await checkA11yOf(page.getByRole('main'), 'incoming calls off, saved');
  expect(puts).toHaveLength(1);

  await page.reload();
  await expect(h1(page)).toHaveText('SIM settings');
  await expect(incoming).not.toBeChecked();
  for (const name of ['Forward when busy', "Forward when you don't answer", "Forward when you can't be reached", 'Call waiting', 'Call hold']) {
    await expect(sw(page, name)).not.toBeChecked();
  }
  await expect(sw(page, 'Allow outgoing calls')).toBeChecked();
  await checkA11yOf(page.getByRole('main'), 'SIM settings after the reload');
});

test('the daily roaming charge toggled five times quickly: the last state wins, with at most three requests', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signedIn(page);
  await page.goto('/profile/supp-features');
  const roaming = page.getByRole('region', { name: 'Roaming' });
  const toggle = roaming.getByRole('switch', { name: 'Daily roaming charge' });
  await expect(toggle).not.toBeChecked();
  // What a day overseas costs is said by the switch (issue 28 item 9).
  await expect(roaming.getByText("When you use your phone overseas, a daily roaming pack turns on by itself: $6.00 for each day you use it there. Days you don't use it cost nothing.")).toBeVisible();

  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/api/customer/sim/roaming')) sent.push(r.postData() ?? '');
  });
  // on, off, on, off, on: five clicks 40 ms apart, as quick as a person taps (the mouse's own
  // round trips from the test take longer than that on a busy machine), so they land while the
  // first request (150-300 ms upstream) is out.
  await expect(toggle).toBeEnabled();
  await toggle.evaluate(async (el) => {
    for (let i = 0; i < 5; i += 1) {
      (el as HTMLInputElement).click();
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  });
  await expect(toggle).toBeChecked();
  await expect(roaming.getByRole('status')).toHaveText('Saved', { timeout: 15_000 });
  expect(sent.length).toBeLessThanOrEqual(3);
  expect(JSON.parse(sent.at(-1) ?? '{}')).toEqual({ autoActive: true });
  await checkA11yOf(roaming, 'roaming saved');

  await page.reload();
  await expect(page.getByRole('region', { name: 'Roaming' }).getByRole('switch', { name: 'Daily roaming charge' })).toBeChecked();
});

test('a failing upstream: "error occurred. try again later" in an alert, and the switch back as it was', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const c = await signedIn(page);
  await page.goto('/profile/supp-features');
  const hold = sw(page, 'Call hold');
  await expect(hold).toBeChecked();
  await injectFault({ method: 'PUT', path: '^/sim/v1/settings$', kind: 'status', status: 500, bodyIncludes: c.customerUuids[0]! });
  await hold.click();
  await expect(page.getByRole('alert').filter({ hasText: 'error occurred. try again later' })).toBeVisible();
  await expect(hold).toBeChecked();
  await checkA11yOf(page.getByRole('main'), 'the settings failure');
  await page.reload();
  await expect(hold).toBeChecked();
});

test('call security: the spam filter level, a number blocked and removed, the blocked report with its pager', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await signedIn(page);

  await page.goto('/profile/mobile/security');
  await expect(h1(page)).toHaveText('Call security');
  const pages = page.getByRole('navigation', { name: 'Call security pages' });
  for (const name of ['Spam filtering', 'Advanced settings', 'Blocked calls and texts', 'Allowed and blocked numbers']) {
    await expect(pages.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await checkA11y(page, 'call security');

  // Basic: the spam calls level from Standard to Strict, kept after a reload.
  await pages.getByRole('link', { name: /^Spam filtering/ }).click();
  await expect(h1(page)).toHaveText('Spam filtering');
  const calls = page.getByRole('group', { name: 'Spam calls' });
  await expect(calls.getByRole('radio', { name: 'Standard: block likely spam' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Spam texts' }).getByRole('radio', { name: 'Standard: block likely spam' })).toBeChecked();
  await checkA11y(page, 'spam filtering');
  await calls.getByRole('radio', { name: 'Strict: block suspected spam too' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: 'Spam calls' }).getByRole('radio', { name: 'Strict: block suspected spam too' })).toBeChecked();

  // Advanced: withheld numbers to voicemail, kept.
  await page.goto('/profile/mobile/security/advanced');
  await expect(h1(page)).toHaveText('Advanced settings');
  const withheld = sw(page, 'Send withheld numbers to voicemail');
  await expect(withheld).not.toBeChecked();
  await withheld.click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await checkA11y(page, 'advanced settings');
  await page.reload();
  await expect(sw(page, 'Send withheld numbers to voicemail')).toBeChecked();
  await expect(sw(page, 'Send overseas numbers to voicemail')).not.toBeChecked();

  // Lists: a number blocked, then removed.
  await page.goto('/profile/mobile/security/white-blacklist');
  await expect(h1(page)).toHaveText('Allowed and blocked numbers');
  const blocked = page.getByRole('region', { name: 'Blocked numbers' });
  await expect(blocked.getByText('No numbers yet')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Allowed numbers' }).getByText('No numbers yet')).toBeVisible();
  await checkA11y(page, 'the number lists');
  await blocked.getByLabel('Number', { exact: true }).fill('021 555 0199');
  await blocked.getByLabel('Name (optional)').fill('Pushy sales');
  await blocked.getByRole('button', { name: 'Add to blocked' }).click();
  const entry = blocked.getByRole('listitem').filter({ hasText: '021 555 0199' });
  await expect(entry).toContainText('Pushy sales');
  await expect(blocked.getByLabel('Number', { exact: true })).toHaveValue('');
  await checkA11yOf(page.getByRole('main'), 'a number blocked');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Blocked numbers' }).getByRole('listitem').filter({ hasText: '021 555 0199' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove 021 555 0199' }).click();
  await expect(page.getByRole('region', { name: 'Blocked numbers' }).getByText('No numbers yet')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Blocked numbers' }).getByText('No numbers yet')).toBeVisible();

  // Reports: 23 items, 10 a page, newest first; page 3 has the last 3.
  await page.goto('/profile/mobile/security/reports');
  await expect(h1(page)).toHaveText('Blocked calls and texts');
  const table = page.getByRole('table', { name: 'Blocked calls and texts' });
  await expect(table.getByRole('columnheader')).toHaveText(['When', 'Type', 'From', 'Why']);
  await expect(table.getByRole('row')).toHaveCount(11);
  await checkA11y(page, 'the blocked report');
  const pager = page.getByRole('navigation', { name: 'Report pages' });
  await pager.getByRole('link', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/\/profile\/mobile\/security\/reports\?page=3$/);
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(pager.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  await checkA11yOf(page.getByRole('main'), 'the blocked report, page 3');
});
