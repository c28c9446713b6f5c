/**
 * `npm run bench`: figures from one run on this machine (not a pass/fail test).
 * 1. BFF overhead: GET /api/customer through the app (cache off, so every read goes upstream)
 *    versus the same read (GET /v2/69/customer/{uuid}) sent straight to the sandbox, at one
 *    connection (latency: the BFF's own work) and at 50 (throughput).
 * 2. A public page (`/`) versus a static Next.js page built in a temporary folder, 50 connections.
 * autocannon, 10 s each after a 2 s warm-up.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(__dirname, '..');
const APP_PORT = 3200;
const SANDBOX_PORT = 4210;
const STATIC_PORT = 3300;
const CONNECTIONS = 50;
const DURATION_S = 10;
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const children: ChildProcess[] = [];

async function waitFor(url: string, timeoutMs = 240_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

type Figures = { rps: number; p50: number; p99: number; mean: number; non2xx: number };
async function load(url: string, connections: number, headers: Record<string, string>, duration: number): Promise<Figures> {
  const r = await autocannon({ url, connections, duration, headers });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, mean: r.latency.mean, non2xx: r.non2xx };
}

/** Warm-up, then the measured run; prints one line. */
async function measure(label: string, url: string, headers: Record<string, string> = {}, connections = CONNECTIONS): Promise<Figures> {
  await load(url, connections, headers, 2);
  const f = await load(url, connections, headers, DURATION_S);
  const c = `c=${connections}`.padEnd(5);
  console.log(`${label.padEnd(34)} ${c} ${String(f.rps).padStart(6)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   mean ${f.mean.toFixed(2)} ms${f.non2xx ? `   (${f.non2xx} non-2xx!)` : ''}`);
  return f;
}

function startApp(): void {
  const child = spawn(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/start.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(APP_PORT), SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_DB: ':memory:', SANDBOX_TEST_MODE: '1', CACHE_DISABLED: '1', LOG_LEVEL: 'warn' },
  });
  children.push(child);
}

/**
 * A hello-world Next.js app with one static page, in a temporary folder that links our
 * node_modules. Built with webpack: Turbopack refuses a node_modules outside its root.
 */
function startStaticApp(): void {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-next-'));
  mkdirSync(path.join(dir, 'app'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'static-probe', private: true }));
  writeFileSync(path.join(dir, 'app', 'layout.tsx'), 'export default function L({ children }: { children: React.ReactNode }) { return <html lang="en"><body>{children}</body></html>; }\n');
  writeFileSync(path.join(dir, 'app', 'page.tsx'), 'export default function P() { return <main><h1>Static page</h1><p>Hello.</p></main>; }\n');
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  const built = spawnSync(process.execPath, [nextBin, 'build', '--webpack'], { cwd: dir, stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (built.status !== 0) throw new Error('static probe build failed');
  children.push(spawn(process.execPath, [nextBin, 'start', '-p', String(STATIC_PORT)], { cwd: dir, stdio: 'ignore' }));
}

async function main(): Promise<void> {
  const app = `http://127.0.0.1:${APP_PORT}`;
  const sandbox = `http://127.0.0.1:${SANDBOX_PORT}`;
  startApp();
  startStaticApp();
  await waitFor(`${app}/api/health`);
  await waitFor(`http://127.0.0.1:${STATIC_PORT}/`);

  const signIn = await fetch(`${app}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app },
    body: JSON.stringify({ login: 'prepay@example.com', password: 'Demo-Pass-2026' }),
  });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!signIn.ok || !cookie) throw new Error(`sign-in failed: ${signIn.status}`);
  const auth = (await (await fetch(`${sandbox}/v2/69/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ IdentityProvider: 'LOCAL', AuthID: 'prepay@example.com', AuthCode: 'Demo-Pass-2026', IncludeRoles: true }),
  })).json()) as { JWT: string; Roles: { CustomerUUID: string }[] };
  const customerUuid = auth.Roles[0]?.CustomerUUID;

  console.log(`\nbench: ${DURATION_S} s per line after a 2 s warm-up, one 2-core machine (the load generator shares it)\n`);
  const directUrl = `${sandbox}/v2/69/customer/${customerUuid}`;
  const directHeaders = { authorization: `Bearer ${auth.JWT}` };
  // Latency overhead: one connection, so nothing queues and the difference is the BFF's own work.
  const direct1 = await measure('sandbox direct GET customer', directUrl, directHeaders, 1);
  const bff1 = await measure('BFF GET /api/customer (no cache)', `${app}/api/customer`, { cookie }, 1);
  // Throughput: 50 connections.
  const direct = await measure('sandbox direct GET customer', directUrl, directHeaders);
  const bff = await measure('BFF GET /api/customer (no cache)', `${app}/api/customer`, { cookie });
  const staticPage = await measure('static Next.js page', `http://127.0.0.1:${STATIC_PORT}/`);
  const home = await measure('public page /', `${app}/`);
  console.log('');
  console.log(`BFF overhead at c=1: p50 ${bff1.p50 - direct1.p50} ms, mean ${(bff1.mean - direct1.mean).toFixed(2)} ms (goal: p50 < 2 ms)`);
  console.log(`BFF at c=50: ${bff.rps} req/s vs ${direct.rps} req/s direct; p50 ${bff.p50} ms vs ${direct.p50} ms (queueing on 2 cores)`);
  console.log(`public page / static page: ${(home.rps / staticPage.rps).toFixed(2)} of the static page's requests per second`);
}

main()
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const c of children) c.kill('SIGTERM');
  });
