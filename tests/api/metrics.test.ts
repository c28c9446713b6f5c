import { GET as balanceGet } from '@/app/api/customer/balance/route';
import { GET as topUpStatusGet } from '@/app/api/customer/top-up/[intentId]/route';
import { POST as topUpPost } from '@/app/api/customer/top-up/route';
import { GET as metricsGet } from '@/app/api/metrics/route';
import type { PaymentStarted } from '@/lib/billing/money-types';
import { clearCache } from '@/lib/cache';
import { peerHeaderValue, PEER_HEADER } from '@/lib/flags/client-address';
import { freshCustomer, sandboxPerFile } from '../support/account';
import { apiRequest } from '../support/bff';
import { call, type ErrorOut } from '../support/eshop';
import { withFault } from '../support/faults';
import { confirmSaved, withFlags } from '../support/money';

/**
 * GET /api/metrics (issue 31; docs/operations.md): Prometheus's text format for our own scraper
 * only, and the counters moving when requests go through the route wrapper to the sandbox.
 */

const sb = sandboxPerFile();
const TOP_UP_ON = { FLAG_HIDE_PREPAY_TOP_UP: 'false' };

/** A scrape: from `peer` (the socket's address, as the server stamps it), with `headers`. */
async function scrape(opts: { peer?: string; headers?: Record<string, string> } = {}): Promise<{ status: number; type: string | null; text: string }> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.peer) headers[PEER_HEADER] = peerHeaderValue(opts.peer);
  const res = await metricsGet(apiRequest('GET', '/api/metrics', { headers, origin: null }));
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The text format's samples ('name{a="b",c="d"} 3'); comments skipped. */
function samples(text: string): Sample[] {
  const out: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`not the text format: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]!] = l[2]!;
    out.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return out;
}

/** The sum of the samples named `name` whose labels include `labels`. */
function value(all: Sample[], name: string, labels: Record<string, string> = {}): number {
  return all.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((n, s) => n + s.value, 0);
}

async function read(): Promise<Sample[]> {
  const r = await scrape({ peer: '127.0.0.1' });
  expect(r.status).toBe(200);
  return samples(r.text);
}

beforeEach(() => clearCache());
afterEach(() => {
  delete process.env.METRICS_TOKEN;
});

describe('who may scrape', () => {
  test('with METRICS_TOKEN set: 401 without it or with another, 200 with it from any address', async () => {
    process.env.METRICS_TOKEN = 'scrape-secret-31';
    expect((await scrape({ peer: '127.0.0.1' })).status).toBe(401);
    expect((await scrape({ peer: '127.0.0.1', headers: { authorization: 'Bearer not-the-one' } })).status).toBe(401);
    const ok = await scrape({ peer: '203.0.113.9', headers: { authorization: 'Bearer scrape-secret-31' } });
    expect(ok.status).toBe(200);
    expect(ok.type).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  test('without METRICS_TOKEN: loopback peers only; another address or an unstamped request → 401', async () => {
    expect((await scrape({ peer: '203.0.113.9' })).status).toBe(401);
    expect((await scrape()).status).toBe(401);
    // A client's own X-Forwarded-For saying 127.0.0.1 is not believed (TRUSTED_PROXY_HOPS=0).
    expect((await scrape({ peer: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(401);
    // A forged peer header (without this process's key) is no address at all.
    expect((await scrape({ headers: { [PEER_HEADER]: 'x 127.0.0.1' } })).status).toBe(401);
    expect((await scrape({ peer: '127.0.0.1' })).status).toBe(200);
    expect((await scrape({ peer: '::1' })).status).toBe(200);
    expect((await scrape({ peer: '::ffff:127.0.0.1' })).status).toBe(200);
  });
});

describe('the families after requests through the route wrapper', () => {
  test('requests, upstream calls, cache, sign-ins and top-ups (a succeeded one and a failed one) are counted with bounded labels', async () => {
    await withFlags(TOP_UP_ON, async () => {
      const before = await read();
      const who = await freshCustomer(sb.url, 'prepay'); // signs in through POST /api/auth/sign-in
      const balance = () => call(balanceGet, 'GET', '/api/customer/balance', { cookie: who.cookie });
      expect((await balance()).status).toBe(200);
      expect((await balance()).status).toBe(200); // from the cache
      const topUp = () => call<PaymentStarted & ErrorOut>(topUpPost, 'POST', '/api/customer/top-up', { cookie: who.cookie, body: { amountCents: 1000, paymentMethodType: 'cards' } });
      const started = await topUp();
      expect(started.status).toBe(200);
      expect(await confirmSaved(sb.url, started.body.clientSecret!)).toBe('succeeded');
      const status = () => call<{ status: string }>(topUpStatusGet, 'GET', `/api/customer/top-up/${started.body.intentId}`, { cookie: who.cookie, params: { intentId: started.body.intentId } });
      expect((await status()).body.status).toBe('completed');
      expect((await status()).body.status).toBe('completed'); // the page polls: counted once
      const failed = await withFault(sb.url, '5xx', `^/customer/${who.uuid}/topup$`, 'POST', topUp);
      expect(failed.status).toBe(502);

      const r = await scrape({ peer: '127.0.0.1' });
      const after = samples(r.text);
      const moved = (name: string, labels: Record<string, string> = {}) => value(after, name, labels) - value(before, name, labels);

      expect(moved('portal_http_requests_total', { route: '/api/customer/balance', method: 'GET', status: '2xx' })).toBe(2);
      expect(moved('portal_http_requests_total', { route: '/api/customer/top-up/[intentId]', method: 'GET', status: '2xx' })).toBe(2);
      expect(moved('portal_http_requests_total', { route: '/api/customer/top-up', method: 'POST', status: '5xx' })).toBe(1);
      expect(moved('portal_http_errors_total', { route: '/api/customer/top-up', code: 'upstream_error' })).toBe(1);
      expect(moved('portal_http_request_duration_seconds_count', { route: '/api/customer/balance', method: 'GET' })).toBe(2);
      expect(moved('portal_upstream_calls_total', { family: 'accounts', action: 'topUp', outcome: 'ok' })).toBe(1);
      expect(moved('portal_upstream_calls_total', { family: 'accounts', action: 'topUp', outcome: 'http' })).toBe(1);
      expect(moved('portal_upstream_errors_total', { family: 'accounts', action: 'topUp' })).toBe(1);
      expect(moved('portal_upstream_call_duration_seconds_count', { family: 'accounts', action: 'getTopUpStatus' })).toBe(2);
      expect(moved('portal_cache_lookups_total', { cache: 'dataEntities', result: 'hit' })).toBeGreaterThanOrEqual(1);
      expect(moved('portal_cache_lookups_total', { cache: 'dataEntities', result: 'miss' })).toBeGreaterThanOrEqual(1);
      expect(moved('portal_sign_ins_total', { outcome: 'succeeded' })).toBe(1);
      expect(moved('portal_payments_total', { flow: 'top_up', outcome: 'started' })).toBe(2);
      expect(moved('portal_payments_total', { flow: 'top_up', outcome: 'succeeded' })).toBe(1);
      expect(moved('portal_payments_total', { flow: 'top_up', outcome: 'failed' })).toBe(1);
      expect(moved('portal_payments_total', { flow: 'top_up', outcome: 'declined' })).toBe(0);

      // Bounded labels: no customer id, no intent id, no raw path, no address.
      expect(r.text).not.toContain(who.uuid);
      expect(r.text).not.toContain(started.body.intentId);
      expect(r.text).not.toContain(who.email);
      for (const s of after) {
        for (const v of Object.values(s.labels)) {
          expect(v).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/i);
          expect(v).not.toMatch(/^pi_/);
        }
        if (s.labels.route) expect(s.labels.route).toMatch(/^\/api(\/([a-z0-9-]+|\[[A-Za-z.]+\]))+$/);
      }
    });
  });

  test('wrong passwords are sign-in failures until the limit refuses (a rate-limit refusal); a declined top-up (the upstream refusing it) is declined', async () => {
    const before = await read();
    const { POST: signInPost } = await import('@/app/api/auth/sign-in/route');
    const who = await freshCustomer(sb.url, 'prepay');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await call(signInPost, 'POST', '/api/auth/sign-in', { body: { login: who.email, password: 'Not-The-Password-1' } })).status);
    // Ten per login and client address in 15 minutes (SIGN_IN_LIMIT.perLoginAndClient).
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    await withFlags(TOP_UP_ON, async () => {
      const refused = await call<ErrorOut>(topUpPost, 'POST', '/api/customer/top-up', { cookie: who.cookie, body: { amountCents: 1000, paymentMethodType: 'bill_routes' } });
      expect(refused.status).toBe(400);
    });
    const after = await read();
    expect(value(after, 'portal_sign_ins_total', { outcome: 'failed' }) - value(before, 'portal_sign_ins_total', { outcome: 'failed' })).toBe(10);
    expect(value(after, 'portal_rate_limited_total', { route: '/api/auth/sign-in' }) - value(before, 'portal_rate_limited_total', { route: '/api/auth/sign-in' })).toBe(1);
    expect(value(after, 'portal_payments_total', { flow: 'top_up', outcome: 'declined' }) - value(before, 'portal_payments_total', { flow: 'top_up', outcome: 'declined' })).toBe(1);
  });
});
