/**
 * `npm run bench:cluster` (docs/scaling.md §5): the cluster with 1, then 2 instances behind
 * HAProxy, sharing Redis, on 127.0.0.1 only. For each: a public page (/plans) and a
 * signed-in read (GET /api/customer, the BFF cache in Redis) through the balancer, autocannon,
 * 50 connections, 8 s after a 2 s warm-up; and the Redis side: commands per signed-in request
 * (INFO commandstats) and one command's round trip (p50, p99) while the load runs.
 * First the baseline: 1 instance without Redis (each keeps its own state). Bounded: about
 * 3 minutes plus three cluster starts. Ports: BENCH_CLUSTER_PORT (3650: instances
 * on the next ones), BENCH_SANDBOX_PORT (4650), BENCH_REDIS_PORT (6390).
 */
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { createClient } from 'redis';
import { ensureBuild, ensureTools, startCluster, type Cluster } from './cluster';

const PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 3650);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4650);
const REDIS_PORT = Number(process.env.BENCH_REDIS_PORT ?? 6390);
const CONNECTIONS = 50;
const DURATION_S = 8;

const makeClient = (url: string) => createClient({ url });
type Redis = ReturnType<typeof makeClient>;

type Figures = { rps: number; p50: number; p99: number; non2xx: number; requests: number; codes: string };

async function load(url: string, headers: Record<string, string>, duration: number): Promise<Figures> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  const codes = Object.entries(r.statusCodeStats ?? {}).filter(([c]) => !c.startsWith('2')).map(([c, v]) => `${v.count}×${c}`).join(', ');
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, requests: r.requests.total, codes };
}

function line(label: string, f: Figures): string {
  return `${label.padEnd(44)} ${String(f.rps).padStart(6)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms${f.non2xx ? `   (non-2xx: ${f.codes || f.non2xx})` : ''}`;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function totalCalls(r: Redis): Promise<number> {
  const info = await r.info('commandstats');
  let n = 0;
  for (const m of info.matchAll(/^cmdstat_(\w+):calls=(\d+)/gm)) if (m[1] !== 'info' && m[1] !== 'ping') n += Number(m[2]);
  return n;
}

/** One GET's round trip, sequentially, while `during` runs. */
async function roundTrips(r: Redis, key: string, during: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  void during.finally(() => {
    done = true;
  });
  while (!done) {
    const t = performance.now();
    await r.get(key);
    times.push(performance.now() - t);
    await new Promise((res) => setTimeout(res, 2));
  }
  return times.sort((a, b) => a - b);
}

async function signedInCookie(cluster: Cluster): Promise<string> {
  const made = await fetch(`${cluster.sandboxUrl}/__control/customers`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ state: 'postpay' }) });
  const { email, password } = (await made.json()) as { email: string; password: string };
  const res = await fetch(`${cluster.url}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json', origin: cluster.url }, body: JSON.stringify({ login: email, password }) });
  if (!res.ok) throw new Error(`bench sign-in: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function run(instances: number, noRedis = false): Promise<{ page: Figures; read: Figures; perRequest: number; rtt: number[] }> {
  const cluster = await startCluster({ port: PORT, instances, sandboxPort: SANDBOX_PORT, redisPort: REDIS_PORT, sandboxTestMode: true, noRedis });
  const name = `${instances} instance${instances > 1 ? 's' : ''}${noRedis ? ', no Redis' : ''}`;
  if (noRedis) {
    try {
      const cookie = await signedInCookie(cluster);
      await load(`${cluster.url}/plans`, {}, 2);
      const page = await load(`${cluster.url}/plans`, {}, DURATION_S);
      console.log(line(`${name}: public page /plans`, page));
      await load(`${cluster.url}/api/customer`, { cookie }, 2);
      const read = await load(`${cluster.url}/api/customer`, { cookie }, DURATION_S);
      console.log(line(`${name}: signed-in read GET /api/customer`, read));
      return { page, read, perRequest: 0, rtt: [] };
    } finally {
      await cluster.stop();
    }
  }
  const r = makeClient(cluster.redisUrl);
  r.on('error', () => undefined);
  try {
    await r.connect();
    const cookie = await signedInCookie(cluster);
    const page = `${cluster.url}/plans`;
    const read = `${cluster.url}/api/customer`;
    await load(page, {}, 2);
    const pageF = await load(page, {}, DURATION_S);
    console.log(line(`${name}: public page /plans`, pageF));
    await load(read, { cookie }, 2);
    const before = await totalCalls(r);
    const readRun = load(read, { cookie }, DURATION_S);
    const keys = await r.keys('portal:c:*');
    const rtt = await roundTrips(r, keys[0] ?? 'portal:none', readRun);
    const readF = await readRun;
    const perRequest = ((await totalCalls(r)) - before - rtt.length) / Math.max(1, readF.requests);
    console.log(line(`${name}: signed-in read GET /api/customer`, readF));
    console.log(`${''.padEnd(44)} redis: ${perRequest.toFixed(2)} commands per signed-in read; one GET p50 ${percentile(rtt, 50).toFixed(2)} ms, p99 ${percentile(rtt, 99).toFixed(2)} ms (${rtt.length} samples under load)`);
    return { page: pageF, read: readF, perRequest, rtt };
  } finally {
    await r.close().catch(() => r.destroy());
    await cluster.stop();
  }
}

async function main(): Promise<void> {
  ensureTools();
  ensureBuild();
  console.log(`cluster bench: HAProxy round-robin, Redis shared, ${CONNECTIONS} connections, ${DURATION_S} s per figure (127.0.0.1 only)`);
  const alone = await run(1, true);
  const one = await run(1);
  const two = await run(2);
  const x = (a: number, b: number) => (a ? (b / a).toFixed(2) : '–');
  console.log(`\n2 versus 1 instance: public page ×${x(one.page.rps, two.page.rps)}, signed-in read ×${x(one.read.rps, two.read.rps)}; Redis versus none (1 instance): ×${x(alone.page.rps, one.page.rps)}, ×${x(alone.read.rps, one.read.rps)} (on ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)})`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
