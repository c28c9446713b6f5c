import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { PEER_HEADER, readPeerHeader } from '@/lib/flags/client-address';
import { exposition } from '@/lib/observability/metrics';
import { redisStatusNow } from '@/lib/redis/client';
import { clientIp } from '../_lib/limits';

export const dynamic = 'force-dynamic';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/i;

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Who may read the metrics (docs/operations.md §1): with METRICS_TOKEN set, a request bearing
 * it (compared in constant time), from anywhere; without it, a request from this machine only:
 * the socket's own address is loopback and, behind trusted proxies (TRUSTED_PROXY_HOPS), so is
 * the client address they report (a visitor through a local HAProxy is not this machine).
 */
function metricsAllowed(req: Pick<NextRequest, 'headers'>): boolean {
  const token = process.env.METRICS_TOKEN?.trim();
  if (token) {
    const given = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]?.trim() ?? '';
    return given.length > 0 && timingSafeEqual(digest(given), digest(token));
  }
  const socket = readPeerHeader(req.headers.get(PEER_HEADER));
  return !!socket && LOOPBACK.test(socket) && LOOPBACK.test(clientIp(req.headers));
}

// GET /api/metrics – Prometheus's text format, for our own scraper (issue 31).
export async function GET(req: NextRequest): Promise<Response> {
  if (!metricsAllowed(req)) {
    return new Response('not authorised\n', { status: 401, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'www-authenticate': 'Bearer realm="metrics"' } });
  }
  const { text, contentType } = await exposition(redisStatusNow());
  return new Response(text, { status: 200, headers: { 'content-type': contentType, 'cache-control': 'no-store' } });
}
