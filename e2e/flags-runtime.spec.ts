import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/*
 * Flags that take effect at run time (issue 28 item 2, docs/adr/012-flags-at-run-time.md).
 *
 * This file starts its own sandbox and its own `next start` of the build the webServer made:
 * switching the remote config of the shared sandbox would switch it for every other test too,
 * and "a freshly started server" is a server this test starts, with a remote config that differs
 * from the one the build read (the webServer's sandbox: the demo's, `ufb_module: false`). Its
 * remote-config interval is lowered to INTERVAL_MS (REMOTE_CONFIG_INTERVAL_MS; 60 s in production).
 */

const ROOT = path.resolve(__dirname, '..');
const INTERVAL_MS = 2000;
/** What a change may take beyond the interval on a busy machine: the page's own render. */
const RENDER_SLACK_MS = 4000;

test.describe.configure({ mode: 'default' });

let sandbox: ChildProcess | undefined;
let app: ChildProcess | undefined;
let sandboxURL = '';
let appURL = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** PUT /__control/remote-config: the sandbox's remote-config service answers this from now on. */
async function setRemoteConfig(Parameters: Record<string, string | null>): Promise<void> {
  const res = await fetch(`${sandboxURL}/__control/remote-config`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Parameters }) });
  expect(res.status).toBe(200);
}

/** Reloads `url` until `check` passes; answers how long after `since` it first did. */
async function followedWithin(page: Page, url: string, since: number, check: () => Promise<void>): Promise<number> {
  await expect(async () => {
    await page.goto(url);
    await check();
  }).toPass({ timeout: INTERVAL_MS + RENDER_SLACK_MS, intervals: [250] });
  return Date.now() - since;
}

const closedNote = (page: Page) => page.getByText("Online ordering for broadband isn't open yet");

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const [sandboxPort, appPort] = await Promise.all([freePort(), freePort()]);
  sandboxURL = `http://127.0.0.1:${sandboxPort}`;
  appURL = `http://127.0.0.1:${appPort}`;
  sandbox = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'sandbox/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, SANDBOX_PORT: String(sandboxPort), SANDBOX_DB: ':memory:', SANDBOX_TEST_MODE: '1', SANDBOX_JWT_SECRET: randomBytes(32).toString('base64url') },
    stdio: 'ignore',
  });
  await waitFor(`${sandboxURL}/health`, 60_000);
  // Not what the build read: a server that served the build's pages would show broadband closed.
  await setRemoteConfig({ ufb_module: 'true' });
  app = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(appPort)], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(appPort),
      APP_ORIGIN: appURL,
      UPSTREAM_ACCOUNTS_URL: sandboxURL,
      UPSTREAM_IDENTITY_URL: sandboxURL,
      UPSTREAM_SUPPORT_URL: sandboxURL,
      SANDBOX_URL: sandboxURL,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      REMOTE_CONFIG_INTERVAL_MS: String(INTERVAL_MS),
      // Its renders stay in its memory: the webServer's instances never serve them (playwright.config.ts SEPARATE_ISR).
      ISR_FLUSH_TO_DISK: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  // /api/health answers 200 once the pages follow this server's flags (its first remote-config read).
  await waitFor(`${appURL}/api/health`, 90_000);
});

test.afterAll(async () => {
  for (const child of [app, sandbox]) {
    if (child && child.exitCode === null) {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([gone, new Promise((r) => setTimeout(r, 5000))]);
    }
  }
});

test("a freshly started server serves the remote config's flags, not the build's", async ({ page }) => {
  // The home page was prerendered by the build (broadband ordering closed then: "See broadband plans").
  await page.goto(`${appURL}/`);
  const home = page.getByRole('main');
  await expect(home.getByRole('link', { name: 'Check your address' })).toBeVisible();
  await expect(home.getByRole('link', { name: 'See broadband plans' })).toHaveCount(0);
  // The header's Broadband page, as a customer reaches it: ordering open, no closed note.
  await page.getByRole('banner').getByRole('link', { name: 'Broadband' }).click();
  await expect(page).toHaveURL(`${appURL}/ufb`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Check your address' }).first()).toBeVisible();
  await expect(closedNote(page)).toHaveCount(0);
  const res = await page.goto(`${appURL}/broadband`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Broadband');
});

test('a flag switched off and on in the remote config: the pages follow within the interval', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Cached first, so the change has something to replace.
  await page.goto(`${appURL}/ufb`);
  await expect(closedNote(page)).toHaveCount(0);
  await page.goto(`${appURL}/plans`);
  await expect(page.getByText('Data rollover included')).toHaveCount(0);

  let since = Date.now();
  await setRemoteConfig({ ufb_module: 'false', carryover: 'true' });
  const ufbOff = await followedWithin(page, `${appURL}/ufb`, since, () => expect(closedNote(page)).toBeVisible({ timeout: 1000 }));
  await page.screenshot({ path: test.info().outputPath('ufb-closed-390.png'), fullPage: true });
  const plansOn = await followedWithin(page, `${appURL}/plans`, since, () => expect(page.getByText('Data rollover included').first()).toBeVisible({ timeout: 1000 }));
  await page.screenshot({ path: test.info().outputPath('plans-rollover-390.png'), fullPage: true });
  const gone = await page.goto(`${appURL}/broadband`);
  expect(gone?.status()).toBe(404);
  await page.goto(`${appURL}/`);
  await expect(page.getByRole('main').getByRole('link', { name: 'See broadband plans' })).toBeVisible();

  since = Date.now();
  await setRemoteConfig({ ufb_module: 'true', carryover: 'false' });
  const ufbOn = await followedWithin(page, `${appURL}/broadband`, since, async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Broadband', { timeout: 1000 });
  });
  await page.screenshot({ path: test.info().outputPath('broadband-open-390.png'), fullPage: true });
  await page.goto(`${appURL}/ufb`);
  await expect(closedNote(page)).toHaveCount(0);
  await page.goto(`${appURL}/plans`);
  await expect(page.getByText('Data rollover included')).toHaveCount(0);
  test.info().annotations.push({ type: 'followed after (ms)', description: `ufb off ${ufbOff}, plans ${plansOn}, broadband on ${ufbOn}; interval ${INTERVAL_MS}` });
});
