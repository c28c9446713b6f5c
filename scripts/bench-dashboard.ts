/**
 * The bench's dashboard figure (issue 13: "The bench prints the dashboard's server render time
 * (p50, p99) with warm caches"): prepay@example.com signed in through the app, then the HTML of
 * GET /profile (the home page: balance, usage widgets, forecast) at one connection, so each
 * figure is one server render, not a queue. The caches are warmed first (usage 1 h, current plan
 * 10 min, products 3 min), as a customer coming back to the page finds them.
 *
 * Also runs alone against a running build: `BENCH_APP=http://127.0.0.1:3000 npx tsx scripts/bench-dashboard.ts`.
 */
import autocannon from 'autocannon';

const DEMO = { login: 'prepay@example.com', password: 'Demo-Pass-2026' };
const WARM_VIEWS = 5;

export type Render = { p50: number; p99: number; mean: number; requests: number; non2xx: number; bytes: number };

async function signIn(app: string): Promise<string> {
  const res = await fetch(`${app}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json', origin: app }, body: JSON.stringify(DEMO) });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!res.ok || !cookie) throw new Error(`prepay sign-in failed: ${res.status}`);
  return cookie;
}

/** Measures and prints the figure. */
export async function benchDashboard(app: string, durationS: number): Promise<Render> {
  const cookie = await signIn(app);
  const headers = { cookie, accept: 'text/html' };
  let bytes = 0;
  for (let i = 0; i < WARM_VIEWS; i++) {
    const res = await fetch(`${app}/profile`, { headers, redirect: 'manual' });
    const html = await res.text();
    if (res.status !== 200) throw new Error(`GET /profile answered ${res.status} (${res.headers.get('location') ?? 'no redirect'})`);
    bytes = Buffer.byteLength(html);
  }
  await autocannon({ url: `${app}/profile`, connections: 1, duration: 2, headers });
  const r = await autocannon({ url: `${app}/profile`, connections: 1, duration: durationS, headers });
  const out: Render = { p50: r.latency.p50, p99: r.latency.p99, mean: r.latency.mean, requests: r.requests.total, non2xx: r.non2xx, bytes };
  const bad = out.non2xx ? `   (${out.non2xx} non-2xx!)` : '';
  console.log(`dashboard /profile server render, warm caches (prepay demo, c=1): p50 ${out.p50} ms, p99 ${out.p99} ms, mean ${out.mean.toFixed(2)} ms over ${out.requests} renders, ${Math.round(bytes / 1024)} KB of HTML${bad}`);
  return out;
}

if (require.main === module) {
  benchDashboard(process.env.BENCH_APP ?? 'http://127.0.0.1:3000', Number(process.env.BENCH_DURATION_S ?? 10)).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
