import { NextResponse } from 'next/server';
import { flagsWatch } from '@/lib/config/flags-watch';
import { redisHealth } from '@/lib/redis/client';
import { upstreamBase, type UpstreamFamily } from '@/lib/upstream';

export const dynamic = 'force-dynamic';
const FAMILIES: UpstreamFamily[] = ['accounts', 'identity', 'support'];
const PROBE_TIMEOUT_MS = 2000;
/** How long a health check waits for the flags watch's first round (docs/adr/012). */
const FLAGS_WAIT_MS = 5000;
const started = Date.now();

async function probe(family: UpstreamFamily): Promise<{ ok: boolean; ms: number; status?: number }> {
  const t = performance.now();
  try {
    const res = await fetch(`${upstreamBase(family)}/health`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS), cache: 'no-store' });
    return { ok: res.ok, status: res.status, ms: Math.round(performance.now() - t) };
  } catch {
    return { ok: false, ms: Math.round(performance.now() - t) };
  }
}

// GET /api/health – the app and each upstream it needs (200 when all answer, else 503), and the
// shared store (docs/scaling.md §2): 'off' (in-process), 'up', or 'down'/'connecting' while this
// instance falls back to its own; never a 503 by itself (the instance still serves).
//
// flags: 'in force' once the pages follow this process's flags (the watch's first round: the
// build's and an earlier run's pages expired), 'pending' before (503: not ready for visitors;
// the check waits up to 5 s for it), 'off' where no watch runs (docs/adr/012).
export async function GET(): Promise<NextResponse> {
  const watch = flagsWatch();
  const [results, redis, flagsReady] = await Promise.all([
    Promise.all(FAMILIES.map(async (f) => [f, await probe(f)] as const)),
    redisHealth(),
    watch ? watch.ready(FLAGS_WAIT_MS) : Promise.resolve(true),
  ]);
  const upstreams = Object.fromEntries(results);
  const ok = results.every(([, r]) => r.ok) && flagsReady;
  const flags = !watch ? 'off' : flagsReady ? 'in force' : 'pending';
  return NextResponse.json(
    { status: ok ? 'ok' : 'degraded', app: { uptimeS: Math.round((Date.now() - started) / 1000), sandbox: !process.env.UPSTREAM_ACCOUNTS_URL, instance: process.env.INSTANCE_NAME ?? null, flags }, upstreams, redis },
    { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
