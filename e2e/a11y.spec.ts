import { expectNoViolations, VIEWPORTS } from './support/axe';
import { createCustomer, expect, signIn, test, type DemoState } from './support/fixtures';

/* axe-core (WCAG 2.1 A and AA rules) reports no violations, at phone and desktop sizes. */

const signedOutPages = ['/', '/sign-in', '/sign-in?expired=1', '/no/such/page', '/?language=mi-NZ', '/international-plans', '/international-plans?country=zzz'];
const signedInPages: Array<[DemoState, string[]]> = [
  ['prepay', ['/profile', '/profile/personal-data', '/profile/plans', '/profile/my-orders']],
  ['multi', ['/select-account']],
  ['suspended', ['/suspended']],
  ['nocard', ['/no-payment-methods']],
  ['noplan', ['/no-plans-page']],
  ['unverified', ['/email-verify-page']],
];

for (const vp of VIEWPORTS) {
  test.describe(`accessibility at ${vp.name} size`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    for (const path of signedOutPages) {
      test(`signed out: ${path}`, async ({ page }) => {
        await page.goto(path);
        await expectNoViolations(page);
      });
    }

    test('the sign-in error state', async ({ page }) => {
      await signIn(page, 'postpay@example.com', 'Wrong-Password-1');
      await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
      await expectNoViolations(page);
    });

    for (const [state, paths] of signedInPages) {
      test(`signed in (${state}): ${paths.join(', ')}`, async ({ page }) => {
        const c = await createCustomer(state);
        await signIn(page, c.email, c.password);
        await page.waitForURL((url) => url.pathname !== '/sign-in');
        for (const path of paths) {
          await page.goto(path);
          await expectNoViolations(page);
        }
      });
    }
  });
}
