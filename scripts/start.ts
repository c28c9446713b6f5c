/**
 * `npm start` (production) and `npm run dev`: starts the embedded sandbox upstream unless
 * UPSTREAM_ACCOUNTS_URL is set, builds the app when the build is missing or older than the
 * sources, then runs `next start` (or `next dev`) on PORT (default 3000).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '3000';
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const SOURCES = ['app', 'components', 'lib', 'messages', 'public', 'proxy.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json'];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

function buildIsStale(): boolean {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}

/** Outside a configured deployment the session secret is generated once into .data/. */
function localSecret(): string {
  const file = path.join(root, '.data', 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

async function main(): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: port };
  let stopSandbox: (() => Promise<void>) | undefined;

  if (!process.env.UPSTREAM_ACCOUNTS_URL) {
    process.env.SANDBOX_ALLOW_PRODUCTION = '1';
    // The links the sandbox sends (the seeded invite, activation links) point at this app.
    process.env.SANDBOX_APP_ORIGIN ||= process.env.APP_ORIGIN?.trim() || `http://localhost:${port}`;
    const { createSandbox, portingScaleOf } = await import('../sandbox/server');
    const db = process.env.SANDBOX_DB ?? path.join(root, '.data', 'sandbox.db');
    if (db !== ':memory:') mkdirSync(path.dirname(db), { recursive: true });
    const sandbox = createSandbox({ db, testMode: process.env.SANDBOX_TEST_MODE === '1', devPages: dev || process.env.SANDBOX_DEV_PAGES === '1', portingScale: portingScaleOf(process.env.SANDBOX_PORTING_SCALE) });
    const { url } = await sandbox.listen(Number(process.env.SANDBOX_PORT ?? 4010), '127.0.0.1');
    console.log(`sandbox upstream on ${url}${process.env.SANDBOX_TEST_MODE === '1' ? ' (test mode)' : ''}`);
    env.SANDBOX_URL = url;
    env.SESSION_SECRET ??= localSecret();
    stopSandbox = () => sandbox.close();
  }

  if (!dev && buildIsStale()) {
    console.log('building the app (next build)…');
    // Not spawnSync: the sandbox answers from this process, and a blocked event loop left the
    // build's upstream reads (plans, help, remote config) to time out one by one.
    const built = spawn(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } });
    const status = await new Promise<number | null>((resolve) => built.on('exit', resolve));
    if (status !== 0) {
      await stopSandbox?.();
      process.exit(status ?? 1);
    }
  }

  const child = spawn(process.execPath, [nextBin, dev ? 'dev' : 'start', '-p', port], { cwd: root, stdio: 'inherit', env });
  const stop = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', async (code) => {
    await stopSandbox?.();
    process.exit(code ?? 0);
  });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
