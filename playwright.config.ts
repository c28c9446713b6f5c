import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4110);
export const E2E = { baseURL: `http://127.0.0.1:${PORT}`, sandboxURL: `http://127.0.0.1:${SANDBOX_PORT}` };

/**
 * e2e in Debian's Chromium against the production build (`npm start`) and the sandbox in test
 * mode (control API on, in-memory database). Playwright never downloads a browser here.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.data/test-results/playwright.json' }]],
  outputDir: '.data/test-results/playwright',
  use: {
    baseURL: E2E.baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: 'npm start',
    url: `${E2E.baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      SANDBOX_TEST_MODE: '1',
      SANDBOX_DB: ':memory:',
      LOG_LEVEL: 'warn',
    },
  },
});
