/**
 * `npm run bench:soak` (issue 32, item 6): one instance as in production (caches on, its embedded
 * sandbox), 20 connections of mixed traffic for 5 minutes (`BENCH_SOAK_SECONDS` to shorten):
 * - 8 connections of anonymous visitors: /, /plans, a plan, a help article;
 * - 12 of signed-in customers (several demo customers' sessions, each connection one of them):
 *   their reads (/api/customer, products, balance, payment methods, usage…), a public page between;
 * - beside them, a prepay top-up every second (the prepay demo's card, a fresh Idempotency-Key each).
 * Prints the errors (non-2xx and connection errors: must be 0), p99 per minute, and the app
 * process's RSS after the warm-up (the first minute) and at the end, with their ratio (goal: the
 * end within 10 % of the warm-up's). Ports: BENCH_APP_PORT (3200), BENCH_SANDBOX_PORT (4210).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon, { type Client, type Request } from 'autocannon';
import { waitFor } from './bench-bff';

const root = path.resolve(__dirname, '..');
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3200);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4210);
const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const WARM_UP_S = Math.min(60, Math.floor(SECONDS / 5));
const CONNECTIONS = 20;
const ANONYMOUS = 8;
const PASSWORD = 'Demo-Pass-2026';
/** Demo customers (README) whose reads all answer 200; a read that does not is left out and named. */
const CUSTOMERS = ['prepay@example.com', 'postpay@example.com', 'payg@example.com', 'noplan@example.com', 'family@example.com', 'payer@example.com'];
const READS = ['/api/customer', '/api/customer/products', '/api/customer/balance', '/api/customer/payment-methods', '/api/customer/usage', '/api/customer/plans', '/api/customer/payments'];

/** The resident memory (KB) of the Next.js server under `pid` (`next start` and any process of its own; not the sandbox). */
function appRssKb(pid: number): number {
  const ps = spawnSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' }).stdout;
  const children = new Map<number, number[]>();
  for (const line of ps.trim().split('\n')) {
    const [p, pp] = line.trim().split(/\s+/).map(Number) as [number, number];
    children.set(pp, [...(children.get(pp) ?? []), p]);
  }
  const read = (p: string) => {
    try {
      return readFileSync(p, 'utf8');
    } catch {
      return ''; // gone
    }
  };
  const rss = (p: number) => Number(/VmRSS:\s+(\d+)/.exec(read(`/proc/${p}/status`))?.[1] ?? 0);
  const below = (p: number): number[] => (children.get(p) ?? []).flatMap((c) => [c, ...below(c)]);
  // `next start` renames itself 'next-server (v…)' once up.
  const next = below(pid).find((p) => /next\/dist\/bin\/next|next-server/.test(read(`/proc/${p}/cmdline`)));
  return next ? [next, ...below(next)].reduce((kb, p) => kb + rss(p), 0) : 0;
}

async function signIn(app: string, login: string): Promise<string> {
  const res = await fetch(`${app}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json', origin: app }, body: JSON.stringify({ login, password: PASSWORD }) });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!res.ok || !cookie) throw new Error(`${login}: sign-in answered ${res.status}`);
  return cookie;
}

async function pathFromSitemap(app: string, pattern: RegExp): Promise<string> {
  const xml = await (await fetch(`${app}/sitemap.xml`)).text();
  const found = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname).find((p) => pattern.test(p));
  if (!found) throw new Error(`no ${pattern} in the sitemap`);
  return found;
}

function p99(ms: number[]): number {
  const s = [...ms].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(0.99 * s.length))] ?? 0;
}

async function main(): Promise<void> {
  const app = `http://127.0.0.1:${APP_PORT}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(APP_PORT), SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_DB: ':memory:', SANDBOX_TEST_MODE: '1', LOG_LEVEL: 'info', FLAG_HIDE_PREPAY_TOP_UP: 'false' };
  delete env.CACHE_DISABLED;
  const child = spawn(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/start.ts'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env });
  const stopApp = () => child.exitCode === null && child.kill('SIGTERM');
  process.on('exit', stopApp);
  try {
    await waitFor(`${app}/api/health`);
    const pages = ['/', '/plans', await pathFromSitemap(app, /^\/plans\/[^/]+$/), await pathFromSitemap(app, /^\/help\/category\/[^/]+\/[^/]+\/[^/]+$/)];
    const sessions: Array<{ login: string; cookie: string; reads: string[] }> = [];
    const left: string[] = [];
    for (const login of CUSTOMERS) {
      const cookie = await signIn(app, login);
      const reads: string[] = [];
      for (const r of READS) {
        const res = await fetch(`${app}${r}`, { headers: { cookie } });
        await res.arrayBuffer();
        if (res.ok) reads.push(r);
        else left.push(`${login} ${r} (${res.status})`);
      }
      sessions.push({ login, cookie, reads });
    }
    const prepay = sessions[0]!;
    const cards = (await (await fetch(`${app}/api/customer/payment-methods`, { headers: { cookie: prepay.cookie } })).json()) as { cards?: Array<{ id: string; isDefault?: boolean }> };
    const card = cards.cards?.find((c) => c.isDefault) ?? cards.cards?.[0];
    if (!card) throw new Error('the prepay demo has no card');
    for (const p of pages) await (await fetch(`${app}${p}`)).arrayBuffer();

    console.log(`\nsoak: ${SECONDS} s, ${CONNECTIONS} connections (${ANONYMOUS} anonymous on ${pages.join(', ')}; ${CONNECTIONS - ANONYMOUS} signed in as ${sessions.map((s) => s.login.split('@')[0]).join(', ')}), a top-up every second; one instance, caches on`);
    if (left.length) console.log(`reads left out (not 2xx for that customer before the soak): ${left.join(', ')}`);

    // Per minute: every response's latency; errors by kind.
    const minutes: number[][] = [];
    const statuses = new Map<number, number>();
    let errors = 0;
    const started = Date.now();
    // The last few seconds (the run's end, answers still coming) count in the last whole minute.
    const lastMinute = Math.max(0, Math.ceil(SECONDS / 60) - 1);
    const minute = () => Math.min(lastMinute, Math.floor((Date.now() - started) / 60_000));
    let clients = 0;
    const setupClient = (client: Client) => {
      const i = clients++;
      const headers = (cookie?: string) => (cookie ? { cookie } : {});
      let requests: Request[];
      if (i < ANONYMOUS) requests = pages.map((p) => ({ method: 'GET', path: p }));
      else {
        const s = sessions[(i - ANONYMOUS) % sessions.length]!;
        requests = [...s.reads.map((r) => ({ method: 'GET' as const, path: r, headers: headers(s.cookie) })), { method: 'GET', path: pages[(i % pages.length)]!, headers: headers(s.cookie) }];
      }
      client.setRequests(requests);
    };
    let instance: autocannon.Instance | undefined;
    const finished = new Promise<autocannon.Result>((resolve, reject) => {
      instance = autocannon({ url: app, connections: CONNECTIONS, duration: SECONDS, setupClient }, (err, result) => (err ? reject(err) : resolve(result)));
    });
    if (!instance) throw new Error('autocannon did not start');
    instance.on('response', (_client: Client, status: number, _bytes: number, ms: number) => {
      (minutes[minute()] ??= []).push(ms);
      if (status < 200 || status >= 300) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
    instance.on('reqError', () => (errors += 1));

    // The top-ups, one a second; their own failures are counted apart.
    let topUps = 0;
    const topUpFailures: string[] = [];
    const topUpMs: number[] = [];
    const timer = setInterval(() => {
      const t = performance.now();
      void fetch(`${app}/api/customer/top-up`, {
        method: 'POST',
        headers: { cookie: prepay.cookie, origin: app, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ amountCents: 1000, paymentMethodType: 'cards', paymentMethodId: card.id }),
      }).then(async (res) => {
        await res.arrayBuffer();
        topUps += 1;
        topUpMs.push(performance.now() - t);
        if (!res.ok) topUpFailures.push(String(res.status));
      }, (err: unknown) => topUpFailures.push(err instanceof Error ? err.message : String(err)));
    }, 1000);

    let warmRss = 0;
    const rssAt = setTimeout(() => (warmRss = appRssKb(child.pid ?? 0)), WARM_UP_S * 1000);
    const result = await finished;
    clearInterval(timer);
    clearTimeout(rssAt);
    const endRss = appRssKb(child.pid ?? 0);
    await new Promise((r) => setTimeout(r, 2000)); // the last top-ups answer

    const non2xx = [...statuses].map(([s, n]) => `${n}× ${s}`).join(', ');
    console.log(`requests: ${result.requests.total} (${Math.round(result.requests.average)} req/s), errors: ${result.non2xx} non-2xx${non2xx ? ` (${non2xx})` : ''}, ${errors + result.timeouts} connection errors or time-outs (goal: 0)`);
    console.log(`top-ups: ${topUps} answered, ${topUpFailures.length} failed${topUpFailures.length ? ` (${topUpFailures.slice(0, 5).join(', ')})` : ''} (goal: 0), p99 ${p99(topUpMs).toFixed(0)} ms`);
    console.log(`p99 per minute (ms): ${minutes.map((m, i) => `${i + 1}: ${p99(m).toFixed(0)} (${m.length} req)`).join(', ')}`);
    console.log(`overall: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
    console.log(`app RSS after the ${WARM_UP_S} s warm-up ${(warmRss / 1024).toFixed(0)} MB, at the end ${(endRss / 1024).toFixed(0)} MB: ratio ${(endRss / Math.max(1, warmRss)).toFixed(2)} (goal: at most 1.10)`);
  } finally {
    stopApp();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
