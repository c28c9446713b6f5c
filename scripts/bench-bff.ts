/**
 * The bench's BFF figure (issue 32, item 1): GET /api/customer through the app, cache off so every
 * read goes upstream, against two baselines measured in the same run:
 * - the same read (GET /v2/69/customer/{uuid} with the customer's JWT) sent straight to the sandbox;
 * - a bare Next.js route handler (a temporary app, `next start`) making that same undici request to
 *   the sandbox: no session, no checks, no parsing. What the BFF costs beyond it is ours.
 * At one connection (each request timed here, to the hundredth of a millisecond: the latency the
 * BFF adds) and at 50 (autocannon: the throughput a provider's instance count follows from).
 */
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { startStaticProbe } from './bench-pages';

export type Timing = { p50: number; p99: number; mean: number; n: number };

/** Resolves once `url` answers below 500 (a server starting, a build first); throws after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs = 300_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

/** One request, timed here (ms); a non-2xx answer is an error. */
async function timeOnce(url: string, headers: Record<string, string>): Promise<number> {
  const t = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - t;
}

function summarise(ms: number[]): Timing {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), mean: sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length), n: sorted.length };
}

/** `n` requests one after another (after 200 to warm up), each timed here: sub-millisecond figures. */
export async function sequential(url: string, headers: Record<string, string>, n: number): Promise<Timing> {
  for (let i = 0; i < 200; i++) await timeOnce(url, headers);
  const ms: number[] = [];
  for (let i = 0; i < n; i++) ms.push(await timeOnce(url, headers));
  return summarise(ms);
}

/**
 * The bare route handler: what any Next.js BFF pays at the least for this read (the framework's
 * routing and response, one undici request through a keep-alive pool). The JWT comes in the
 * request's own authorization header.
 */
function bareRoute(sandbox: string): string {
  return `import { Agent, request } from 'undici';

const agent = new Agent({ keepAliveTimeout: 30_000, connections: 128 });
export const dynamic = 'force-dynamic';

export async function GET(req: Request, { params }: { params: Promise<{ uuid: string }> }) {
  const { uuid } = await params;
  const res = await request(${JSON.stringify(sandbox)} + '/v2/69/customer/' + encodeURIComponent(uuid), {
    headers: { accept: 'application/json', authorization: req.headers.get('authorization') ?? '' },
    dispatcher: agent,
  });
  return Response.json(await res.body.json(), { status: res.statusCode });
}
`;
}

/** Builds and starts the bare app on `port` (GET /bare/{uuid}); blocks for the build (about 30 s). */
export function startBareHandler(port: number, sandbox: string): ChildProcess {
  return startStaticProbe(port, { 'app/bare/[uuid]/route.ts': bareRoute(sandbox) });
}

type Load = { rps: number; p50: number; p99: number; mean: number; non2xx: number; errors: number };

async function cannon(url: string, headers: Record<string, string>, connections: number, durationS: number): Promise<Load> {
  await autocannon({ url, connections, duration: 2, headers });
  const r = await autocannon({ url, connections, duration: durationS, headers });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, mean: r.latency.mean, non2xx: r.non2xx, errors: r.errors };
}

export type BffTargets = {
  app: string;
  sandbox: string;
  /** The bare app's origin (startBareHandler). */
  bare: string;
  /** The prepay demo's session cookie (signed in through the app) and the same customer's JWT and uuid. */
  cookie: string;
  jwt: string;
  customerUuid: string;
};

export type BffFigures = { c1: Record<'direct' | 'bare' | 'bff', Timing>; c50: Record<'direct' | 'bare' | 'bff', Load> };

/**
 * Measures and prints the three at c=1 and c=50, then the ratios. At c=1 the three take turns in
 * rounds (`requests` each in all), so a drift of the shared machine touches all of them alike.
 */
export async function benchBff(t: BffTargets, opts: { requests: number; connections: number; durationS: number }): Promise<BffFigures> {
  const auth = { authorization: `Bearer ${t.jwt}` };
  const targets = {
    direct: { label: 'sandbox direct GET customer', url: `${t.sandbox}/v2/69/customer/${t.customerUuid}`, headers: auth },
    bare: { label: 'bare Next.js route handler', url: `${t.bare}/bare/${t.customerUuid}`, headers: auth },
    bff: { label: 'BFF GET /api/customer (no cache)', url: `${t.app}/api/customer`, headers: { cookie: t.cookie } },
  } as const;
  const names = ['direct', 'bare', 'bff'] as const;
  const ROUNDS = 5;
  const samples: Record<(typeof names)[number], number[]> = { direct: [], bare: [], bff: [] };
  for (const n of names) for (let i = 0; i < 200; i++) await timeOnce(targets[n].url, targets[n].headers);
  for (let round = 0; round < ROUNDS; round++) {
    for (const n of names) {
      for (let i = 0; i < Math.ceil(opts.requests / ROUNDS); i++) samples[n].push(await timeOnce(targets[n].url, targets[n].headers));
    }
  }
  const c1 = { direct: summarise(samples.direct), bare: summarise(samples.bare), bff: summarise(samples.bff) };
  for (const n of names) {
    const f = c1[n];
    console.log(`${targets[n].label.padEnd(34)} c=1   p50 ${f.p50.toFixed(2)} ms   p99 ${f.p99.toFixed(2)} ms   mean ${f.mean.toFixed(2)} ms   (${f.n} requests, timed here)`);
  }
  const c50 = {} as BffFigures['c50'];
  for (const n of names) {
    const f = (c50[n] = await cannon(targets[n].url, targets[n].headers, opts.connections, opts.durationS));
    const bad = f.non2xx + f.errors;
    console.log(`${targets[n].label.padEnd(34)} c=${opts.connections}  ${String(f.rps).padStart(6)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   mean ${f.mean.toFixed(2)} ms${bad ? `   (${bad} non-2xx or errors!)` : ''}`);
  }
  return { c1, c50 };
}

/** The summary lines: overhead over each baseline at c=1, throughput ratios at c=50, with the goals. */
export function printBffRatios({ c1, c50 }: BffFigures): void {
  const ms = (x: number) => x.toFixed(2);
  console.log(`BFF overhead at c=1: p50 ${ms(c1.bff.p50 - c1.direct.p50)} ms over the sandbox direct (goal: under 1.5 ms), ${ms(c1.bff.p50 - c1.bare.p50)} ms over the bare route handler; mean ${ms(c1.bff.mean - c1.direct.mean)} ms and ${ms(c1.bff.mean - c1.bare.mean)} ms`);
  console.log(`bare route handler's own overhead at c=1 (Next.js and one undici call): p50 ${ms(c1.bare.p50 - c1.direct.p50)} ms over the sandbox direct`);
  console.log(`BFF at c=50: ${c50.bff.rps} req/s = ${(c50.bff.rps / Math.max(1, c50.bare.rps)).toFixed(2)} of the bare route handler's ${c50.bare.rps} (goal: at least 0.7), ${(c50.bff.rps / Math.max(1, c50.direct.rps)).toFixed(2)} of the sandbox direct's ${c50.direct.rps}`);
}
