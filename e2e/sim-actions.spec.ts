import type { Page } from '@playwright/test';
import { checkA11y, checkA11yOf, DESKTOP, PHONE } from './support/axe';
import { FLAGGED, flaggedURL } from './support/eshop';
import { APP, apiSignIn, arrivedAt, createCustomer, expect, follow, SANDBOX, startAtAccount, test, type Customer } from './support/fixtures';

/**
 * SIM card actions (issue 14 item 3 and 5; docs/sim-contract.md §4): a prepay customer sees the
 * PUK only after the second factor; swaps to a spare pre-activated SIM and is refused one that is
 * not pre-activated (the SIM ID kept); on the flagged instance (disable/enable and number change
 * on) changes number by picking from the search, disables then enables the SIM, and blocks a lost
 * phone's SIM in one confirmed step. Fresh demo customers, fresh spare SIMs; axe on a
 * page whole at both sizes when it first shows, then once on the part a step changed (the dialog, the main part).
 */

const SWAP_REFUSED = "We couldn't move your number to that SIM. Check the SIM ID and that the new SIM is pre-activated, then try again.";
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const main = (page: Page) => page.getByRole('main');

/** A fresh spare SIM of the sandbox's inventory (docs/sim-contract.md §2.2), pre-activated unless told. */
async function spareSim(state?: 'PRE_ACTIVATED' | 'NOT_ACTIVATED'): Promise<string> {
  const res = await fetch(`${SANDBOX}/__control/spare-sims`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(state ? { state } : {}),
  });
  if (!res.ok) throw new Error(`spare-sims: ${res.status}`);
  return ((await res.json()) as { SIMID: string }).SIMID;
}

/** A fresh prepay customer signed in through the BFF (on the instance at `origin`). */
async function signedIn(page: Page, origin = APP): Promise<Customer> {
  const c = await createCustomer('prepay');
  expect(await apiSignIn(page, c.email, c.password, origin)).toBe('/profile');
  return c;
}

/** The step of ADR 006 ('Confirm it's you'), passed with the password. */
async function confirmItsMe(page: Page, c: Customer, label: string): Promise<void> {
  const step = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(step).toBeVisible();
  await checkA11yOf(step, label);
  await step.getByLabel('Your password').fill(c.password);
  await step.getByRole('button', { name: 'Confirm' }).click();
  await expect(step).toBeHidden();
}

/** The number the account area shows as current ('Current number' in the navigation). */
const currentNumber = (page: Page) => page.getByLabel('Current number').locator('option:checked');

test('prepay sees the PUK only after the second factor; the actions behind flags that ship off are not there', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  const c = await signedIn(page);

  await page.goto('/link/mobile-features');
  await expect(page).toHaveURL(/\/profile\/sim-card-actions$/);
  await expect(h1(page)).toHaveText('SIM card actions');
  await expect(main(page).getByText('Your SIM is working')).toBeVisible();
  const links = main(page).getByRole('region', { name: 'What you can do' }).getByRole('link');
  await expect(links).toHaveText(['SIM details', 'SIM swap', 'Bring your number to us']);
  await expect(main(page).getByRole('button', { name: 'Block my SIM now' })).toHaveCount(0);
  await checkA11y(page, 'SIM card actions');

  expect((await page.goto('/profile/sim-card-actions/disable-sim'))?.status()).toBe(404);
  expect((await page.goto('/profile/sim-card-actions/phone-number-change'))?.status()).toBe(404);
  // number-porting ships on (issue 16): built, behind simActions + simNumberPorting.
  expect((await page.goto('/profile/sim-card-actions/number-porting'))?.status()).toBe(200);

  await page.goto('/profile/sim-card-actions');
  await main(page).getByRole('link', { name: 'SIM details' }).click();
  await expect(h1(page)).toHaveText('SIM details');
  await expect(main(page).getByText('PUK')).toHaveCount(0);
  await checkA11y(page, 'SIM details, hidden');

  await main(page).getByRole('button', { name: 'Show SIM details' }).click();
  await confirmItsMe(page, c, 'the second factor for SIM details');
  const details = main(page).getByRole('definition');
  await expect(main(page).getByRole('term')).toHaveText(['Phone number', 'SIM ID', 'IMSI', 'PUK']);
  await expect(details.nth(1)).toHaveText(/^\d{19,20}$/);
  await expect(details.nth(3)).toHaveText(/^\d{8}$/);
  await checkA11yOf(main(page), 'SIM details shown');
});

test('swaps to a spare pre-activated SIM, after being refused one that is not pre-activated (the SIM ID kept)', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  const c = await signedIn(page);
  const [spare, notActivated] = await Promise.all([spareSim(), spareSim('NOT_ACTIVATED')]);

  // Where a customer starts (issue 28): the home page, My account, the account menu's SIM card actions.
  await startAtAccount(page);
  await follow(page, 'SIM card actions');
  await arrivedAt(page, 'SIM card actions');
  await follow(page, 'SIM swap', main(page));
  await arrivedAt(page, 'SIM swap');
  await checkA11y(page, 'SIM swap');

  const field = main(page).getByLabel('New SIM ID');
  await field.fill(notActivated);
  await main(page).getByRole('button', { name: 'Swap SIM' }).click();
  let confirm = page.getByRole('dialog', { name: /^Move 0\d[\d ]+ to the new SIM\?$/ });
  await expect(confirm.getByText('Your current SIM stops working straight away.')).toBeVisible();
  await checkA11yOf(confirm, 'the swap confirmation');
  await confirm.getByRole('button', { name: 'Swap SIM' }).click();
  await confirmItsMe(page, c, 'the second factor for the swap');
  await expect(main(page).getByRole('alert')).toHaveText(SWAP_REFUSED);
  await expect(main(page).getByRole('alert')).toBeInViewport();
  await expect(field).toHaveValue(notActivated);
  await checkA11yOf(main(page), 'the swap refused');

  // Each swap asks afresh who it is (issue 28): the proof was spent by the first attempt.
  await field.fill(spare);
  await main(page).getByRole('button', { name: 'Swap SIM' }).click();
  confirm = page.getByRole('dialog', { name: /^Move 0\d[\d ]+ to the new SIM\?$/ });
  await confirm.getByRole('button', { name: 'Swap SIM' }).click();
  await confirmItsMe(page, c, 'the second factor for the second swap');
  await expect(main(page).getByText(`Your number now works on the SIM ending ${spare.slice(-4)}`)).toBeInViewport({ timeout: 15_000 });
  await checkA11yOf(main(page), 'the SIM swapped');

  // The new SIM's details: back through the account menu.
  await follow(page, 'SIM card actions');
  await arrivedAt(page, 'SIM card actions');
  await follow(page, 'SIM details', main(page));
  await arrivedAt(page, 'SIM details');
  await main(page).getByRole('button', { name: 'Show SIM details' }).click();
  // The swap spent the proof of identity, so the SIM details ask again.
  await confirmItsMe(page, c, 'the second factor for the SIM details after the swap');
  await expect(main(page).getByRole('definition').nth(1)).toHaveText(spare);
  await expect(main(page).getByRole('definition').nth(1)).toBeInViewport();
});

test('flagged: changes number by picking from the search, then disables and enables the SIM', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  const c = await signedIn(page, FLAGGED);

  await page.goto(flaggedURL('/link/mobile-features'));
  await expect(h1(page)).toHaveText('SIM card actions');
  const links = main(page).getByRole('region', { name: 'What you can do' }).getByRole('link');
  await expect(links).toHaveText(['SIM details', 'SIM swap', 'Disable SIM', 'Change number', 'Bring your number to us']);
  await expect(main(page).getByRole('region', { name: 'Lost or stolen phone?' })).toBeVisible();
  await checkA11y(page, 'SIM card actions, flags on');
  const old = (await currentNumber(page).textContent())!.trim();

  await links.getByText('Change number').click();
  await expect(h1(page)).toHaveText('Change number');
  await main(page).getByRole('button', { name: 'Find numbers' }).click();
  const group = main(page).getByRole('group', { name: 'Choose your new number' });
  await expect(group.getByRole('radio')).toHaveCount(15);
  await checkA11y(page, 'the new numbers');
  await main(page).getByRole('button', { name: 'Show more numbers' }).click();
  await expect(group.getByRole('radio')).not.toHaveCount(15);
  const pick = group.getByRole('radio').nth(2);
  const chosen = (await pick.locator('xpath=..').textContent())!.trim();
  await pick.check();
  await main(page).getByRole('button', { name: 'Change number' }).click();
  const confirm = page.getByRole('dialog', { name: `Change your number to ${chosen}?` });
  await expect(confirm.getByText(`Your old number ${old} stops working straight away, and you can't get it back.`)).toBeVisible();
  await checkA11yOf(confirm, 'the number change confirmation');
  await confirm.getByRole('button', { name: 'Change number' }).click();
  await confirmItsMe(page, c, 'the second factor for the number change');
  await expect(main(page).getByText(`Your number is now ${chosen}`)).toBeVisible({ timeout: 15_000 });
  await checkA11yOf(main(page), 'the number changed');

  // The number shown elsewhere: the account area's current number, on another page.
  await page.goto(flaggedURL('/profile/usage'));
  await expect(currentNumber(page)).toHaveText(chosen);

  await page.goto(flaggedURL('/profile/sim-card-actions/disable-sim'));
  await expect(h1(page)).toHaveText('Disable SIM');
  await checkA11y(page, 'Disable SIM');
  await main(page).getByRole('button', { name: 'Disable SIM' }).click();
  await page.getByRole('dialog', { name: 'Disable your SIM?' }).getByRole('button', { name: 'Disable SIM' }).click();
  await expect(main(page).getByText('Your SIM is disabled. Calls, texts and data stop until you enable it again.')).toBeVisible({ timeout: 15_000 });
  await expect(main(page).getByText('Your SIM is blocked', { exact: true })).toBeVisible();
  await checkA11yOf(main(page), 'the SIM disabled');

  await page.goto(flaggedURL('/profile/sim-card-actions'));
  await expect(main(page).getByText('Your SIM is blocked', { exact: true })).toBeVisible();
  await expect(links).toHaveText(['SIM details', 'SIM swap', 'Enable SIM', 'Change number', 'Bring your number to us']);
  await expect(main(page).getByRole('region', { name: 'Lost or stolen phone?' })).toHaveCount(0);
  await links.getByText('Enable SIM').click();
  await expect(h1(page)).toHaveText('Enable SIM');
  await main(page).getByRole('button', { name: 'Enable SIM' }).click();
  await page.getByRole('dialog', { name: 'Enable your SIM?' }).getByRole('button', { name: 'Enable SIM' }).click();
  await expect(main(page).getByText('Your SIM is enabled. Calls, texts and data work again.')).toBeVisible({ timeout: 15_000 });
  await expect(main(page).getByText('Your SIM is working')).toBeVisible();
  // The Enable SIM page is the Disable SIM page's other state: its main part.
  await checkA11yOf(main(page), 'the SIM enabled');
});

test('flagged: a lost phone\'s SIM is blocked in one confirmed step, with no second factor', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  await signedIn(page, FLAGGED);

  await page.goto(flaggedURL('/profile/sim-card-actions'));
  const section = main(page).getByRole('region', { name: 'Lost or stolen phone?' });
  await section.getByRole('button', { name: 'Block my SIM now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block your SIM?' });
  await expect(dialog.getByRole('radio', { name: 'Lost' })).toBeChecked();
  await checkA11yOf(dialog, 'the block dialog');
  await dialog.getByRole('radio', { name: 'Stolen' }).check();
  await dialog.getByRole('button', { name: 'Block SIM' }).click();
  await expect(section.getByText('Your SIM is blocked. Calls, texts and data stop until you unblock it.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog', { name: "Confirm it's you" })).toHaveCount(0);
  await expect(main(page).getByText('Your SIM is blocked', { exact: true })).toBeVisible();
  await checkA11yOf(main(page), 'the SIM blocked');

  await page.reload();
  await expect(main(page).getByText('Your SIM is blocked', { exact: true })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Enable SIM' })).toBeVisible();
});
