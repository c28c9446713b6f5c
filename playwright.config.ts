import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4110);
const FLAGGED_PORT = Number(process.env.E2E_FLAGGED_PORT ?? 3102);
export const E2E = {
  baseURL: `http://127.0.0.1:${PORT}`,
  sandboxURL: `http://127.0.0.1:${SANDBOX_PORT}`,
  /** The second instance: the same build and sandbox, with the flags FLAGGED_ENV turns on. */
  flaggedURL: `http://127.0.0.1:${FLAGGED_PORT}`,
};

/**
 * What the flagged instance turns on (lib/flags/resolve.ts: an explicit FLAG_* wins). Journeys
 * behind a flag that ships off (bundle builder, buy-now-pay-later) open their pages there
 * (e2e/support/eshop.ts `flaggedURL`); the first instance keeps the shipped defaults.
 */
export const FLAGGED_ENV = {
  FLAG_MULTI_PLAN_SIMS: 'true',
  FLAG_BUY_NOW_PAY_LATER: 'true',
  FLAG_AFTERPAY_MODULE: 'true',
  FLAG_KLARNA_MODULE: 'true',
  FLAG_ORDER_PLACEMENT: 'true',
  // Money (issue 12, docs/money-contract.md): shipped off or hidden, on here.
  FLAG_INVOICES: 'true',
  FLAG_BILLING_CYCLE: 'true',
  FLAG_PROMO_CODE: 'true',
  FLAG_PAY_BILL_ON_HOME: 'true',
  FLAG_HIDE_PREPAY_TOP_UP: 'false',
  // Mobile home (issue 13, docs/mobile-contract.md): shipped off, on here.
  FLAG_PRODUCT_TYPE_TRANSFER: 'true',
  FLAG_CARRYOVER: 'true',
  FLAG_HOTSPOT: 'true',
  FLAG_PLAN_CHANGE_MODE_POSTPAY: 'BOTH',
  // SIM (issue 14, docs/sim-contract.md): shipped off, on here.
  FLAG_SIM_DISABLE_ENABLE: 'true',
  FLAG_PHONE_NUMBER_CHANGE: 'true',
  // Families and payers (issue 15, docs/families-contract.md): shipped off, on here.
  FLAG_CUSTOMER_GROUPS: 'true',
  FLAG_MOBILE_GROUPS: 'true',
  FLAG_BILLING_ROUTING: 'true',
  // Onboarding and porting (issue 16, docs/onboarding-contract.md): the checkout's porting and number choice ship off, on here.
  FLAG_PORTING: 'true',
  FLAG_NUMBER_PRESELECTION: 'true',
  // Broadband (issue 17, docs/broadband-contract.md): the fibre and fixed wireless modules ship off, on here.
  FLAG_UFB_MODULE: 'true',
  FLAG_FWA_MODULE: 'true',
  // Guests (issue 18 part A, docs/front-door-contract.md §2.4): /recharge and /pay-bill need their flag and a captcha key.
  FLAG_ANONYMOUS_RECHARGE: 'true',
  FLAG_ANONYMOUS_PAY_BILL: 'true',
  FLAG_CAPTCHA_KEY: 'e2e-captcha-hmac-key-not-a-real-secret',
} as const;

/**
 * Both instances serve one .next: pages rendered at run time (ISR) would be written to
 * .next/server and served by the other instance too, whatever its flags (a 404 of a gated page
 * from the first, a flagged page from the second). next.config.ts keeps them in each process's
 * memory when ISR_FLUSH_TO_DISK is 'false'; pages prerendered by the build are read by both.
 */
const SEPARATE_ISR = { ISR_FLUSH_TO_DISK: 'false' } as const;

/**
 * e2e in Debian's Chromium against the production build (`npm start`) and the sandbox in test
 * mode (control API on, in-memory database). Playwright never downloads a browser here.
 *
 * Two servers, started in this order: Playwright sets its webServer entries up one after the
 * other, each awaited until its url answers (runner's TaskRunner: one "plugin setup" task per
 * entry, run in sequence). So the first `npm start` has built the app if it had to (and started
 * the embedded sandbox) before the second `npm start` looks at .next/BUILD_ID, which is then
 * fresh: the second never builds, it only runs `next start` on the same build.
 */
export default defineConfig({
  testDir: './e2e',
  // Every test stands alone (its own fresh customer, faults narrowed to what it owns), so tests
  // of one file spread over both workers; a file whose tests share something says so itself
  // (test.describe.configure({ mode: 'default' }): in order, in one worker).
  fullyParallel: true,
  workers: 2,
  // A retry is only there to record what failed (the trace below): a test that passed on its
  // retry still fails the run (failOnFlakyTests).
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  // 10 s: a step's outcome on two cores shared with other work (a cart line answered in 7-9 s was seen).
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.data/test-results/playwright.json' }]],
  outputDir: '.data/test-results/playwright',
  use: {
    baseURL: E2E.baseURL,
    // Recording a trace costs every test its screenshots and snapshots: only the retry of a failed test records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium as the old headless shell (scripts/setup-chromium.sh): the browser
      // Playwright's own headless runs use; the full browser in new headless mode cost the suite
      // more CPU than the app under test on these two cores.
      executablePath: '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
    },
  },
  projects: [
    // A *.cold.spec.ts needs data nothing has read yet: the maps listing, which the app caches
    // once read and whose upstream request carries nothing a fault could be narrowed to
    // (e2e/network-maps.cold.spec.ts). Only /network-maps reads it, and only info-pages.spec.ts
    // and the crawl (crawl.spec.ts, every public page) open that page: those files wait for the
    // cold test (the 'maps' project, a later phase); every other test runs beside it from the start.
    { name: 'cold', testMatch: /\.cold\.spec\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'desktop', testIgnore: [/\.cold\.spec\.ts$/, /info-pages\.spec\.ts$/, /crawl\.spec\.ts$/], use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'maps', testMatch: [/info-pages\.spec\.ts$/, /crawl\.spec\.ts$/], dependencies: ['cold'], use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: [
    {
      command: 'npm start',
      url: `${E2E.baseURL}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        // Our origin is configuration (lib/flags/origin): the address the tests open.
        APP_ORIGIN: E2E.baseURL,
        SANDBOX_PORT: String(SANDBOX_PORT),
        SANDBOX_TEST_MODE: '1',
        SANDBOX_DB: ':memory:',
        LOG_LEVEL: 'warn',
        ...SEPARATE_ISR,
      },
    },
    {
      // The first instance's sandbox as every upstream (so `npm start` starts no sandbox of its
      // own) and SANDBOX_URL too (the sandbox payment provider, the sandbox social sign-in, and
      // appStage 'development'). The session secret comes from where the first instance's came
      // from: SESSION_SECRET when the caller set one, else the .data/session-secret that
      // scripts/start.ts generated; read when this command runs, i.e. after the first is up.
      // One secret means one session cookie (cookies do not tell ports apart) works on both.
      command: 'SESSION_SECRET="${SESSION_SECRET:-$(cat .data/session-secret)}" npm start',
      url: `${E2E.flaggedURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(FLAGGED_PORT),
        APP_ORIGIN: E2E.flaggedURL,
        UPSTREAM_ACCOUNTS_URL: E2E.sandboxURL,
        UPSTREAM_IDENTITY_URL: E2E.sandboxURL,
        UPSTREAM_SUPPORT_URL: E2E.sandboxURL,
        SANDBOX_URL: E2E.sandboxURL,
        LOG_LEVEL: 'warn',
        ...SEPARATE_ISR,
        ...FLAGGED_ENV,
      },
    },
  ],
});
