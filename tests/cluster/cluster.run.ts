/**
 * @jest-environment node
 *
 * The cluster (docs/scaling.md §4): HAProxy in front of two `next start` instances of the one
 * build, sharing Redis, with one sandbox. Run by `npm test`'s "cluster" stage after the build
 * (`npx jest --testMatch` with this folder's `.run.ts` files); the name keeps it out of the
 * ordinary jest stage, which runs before there is a build.
 */
import { randomUUID } from 'node:crypto';
import { startCluster, type Cluster } from '../../scripts/cluster';
import { allMoneyFlags, expectConflict, expectOneCharge, MONEY_SCENARIOS, pathOf, sendMoney, type Bff } from '../support/money-routes';

const PORT = Number(process.env.CLUSTER_TEST_PORT ?? 3650);
const SANDBOX_PORT = Number(process.env.CLUSTER_TEST_SANDBOX_PORT ?? 4650);
const REDIS_PORT = Number(process.env.CLUSTER_TEST_REDIS_PORT ?? 6390);
const PROMETHEUS_PORT = Number(process.env.CLUSTER_TEST_PROMETHEUS_PORT ?? 9650);
const PASSWORD = 'Demo-Pass-2026';

let cluster: Cluster;

/** Cookies as a browser keeps them (name → value), from each answer's Set-Cookie. */
class Jar {
  readonly cookies = new Map<string, string>();
  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const gone = value === '' || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now()));
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  /** A jar holding the cookies of a Cookie header. */
  static of(header: string): Jar {
    const j = new Jar();
    for (const pair of header.split('; ').filter(Boolean)) {
      const i = pair.indexOf('=');
      j.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return j;
  }
  copy(): Jar {
    const j = new Jar();
    for (const [k, v] of this.cookies) j.cookies.set(k, v);
    return j;
  }
}

type Answer = { status: number; body: Record<string, unknown>; instance: string | null; location: string | null; ms: number };

/** One API call as the portal's pages make it (same-origin: Origin is the balancer's). */
async function call(base: string, method: string, path: string, jar: Jar, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const t = performance.now();
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { origin: cluster.url, cookie: jar.header(), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  jar.take(res);
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = { html: text };
  }
  return { status: res.status, body: parsed, instance: res.headers.get('x-instance'), location: res.headers.get('location'), ms: performance.now() - t };
}

/** The BFF over HTTP at `base` (an instance, or the balancer), for the money routes' scenarios. */
function overHttp(base: string): Bff {
  return async (method, route, req = {}) => {
    const jar = Jar.of(req.cookie ?? '');
    const [pattern = route, query] = route.split('?');
    const a = await call(base, method, `${pathOf(pattern, req.params)}${query === undefined ? '' : `?${query}`}`, jar, req.body, req.headers);
    return { status: a.status, body: a.body as never, cookie: jar.header() };
  };
}

/** A page as a browser opens it: redirects followed (with the cookies), the final answer. */
async function page(base: string, path: string, jar: Jar): Promise<Answer & { path: string }> {
  let at = path;
  for (let hop = 0; hop < 5; hop++) {
    const res = await call(base, 'GET', at, jar);
    if (res.status < 300 || res.status >= 400 || !res.location) return { ...res, path: at };
    const next = new URL(res.location, base);
    at = next.pathname + next.search;
  }
  throw new Error(`${path}: too many redirects`);
}

async function newCustomer(state: string): Promise<{ email: string; password: string }> {
  const res = await fetch(`${cluster.sandboxUrl}/__control/customers`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ state }) });
  if (!res.ok) throw new Error(`sandbox control: ${res.status}`);
  return (await res.json()) as { email: string; password: string };
}

async function signIn(base: string, email: string, jar = new Jar(), password = PASSWORD): Promise<Jar> {
  const res = await call(base, 'POST', '/api/auth/sign-in', jar, { login: email, password });
  expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { redirectTo: expect.stringMatching(/^\//) } });
  return jar;
}

const customerOf = (a: Answer) => a.body.customer as { email: string; emailVerified: boolean } | undefined;

async function health(base: string): Promise<{ redis: { status: string } }> {
  const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
  return (await res.json()) as { redis: { status: string } };
}

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

beforeAll(async () => {
  // Every money route's flags on (top-up, promo codes, number change, broadband, guests): the scenarios below run them all.
  cluster = await startCluster({ port: PORT, instances: 2, sandboxPort: SANDBOX_PORT, redisPort: REDIS_PORT, sandboxTestMode: true, prometheusPort: PROMETHEUS_PORT, scrapeInterval: '1s', env: { ...process.env, ...allMoneyFlags() } });
}, 300_000);

afterAll(async () => {
  await cluster?.stop();
}, 60_000);

const [A, B] = [0, 1];

describe('two instances behind HAProxy, sharing Redis', () => {
  it('round-robin: consecutive requests through the balancer land on different instances', async () => {
    const jar = new Jar();
    // HAProxy sends to an instance once its own health check has seen it up (at start, one may
    // still be pending): wait until both have answered through it, at most 10 s.
    for (const until = Date.now() + 10_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
      const seen = new Set<unknown>();
      for (let i = 0; i < 4; i++) seen.add((await call(cluster.url, 'GET', '/api/health', jar)).instance);
      if (seen.size === 2) break;
    }
    const names = [];
    for (let i = 0; i < 4; i++) names.push((await call(cluster.url, 'GET', '/api/health', jar)).instance);
    expect(new Set(names)).toEqual(new Set(['app1', 'app2']));
    expect(names[0]).not.toBe(names[1]);
  }, 30_000);

  it('Prometheus scrapes both instances with the alert rules loaded, and its query API sums the request counter over both', async () => {
    const prom = async <T>(path: string): Promise<T> => {
      const res = await fetch(`${cluster.prometheusUrl}${path}`, { signal: AbortSignal.timeout(5000) });
      const body = (await res.json()) as { status: string; data: T };
      expect(body.status).toBe('success');
      return body.data;
    };
    type Vector = { resultType: string; result: { metric: Record<string, string>; value: [number, string] }[] };
    // Requests through the route wrapper on each instance (a signed-out customer read: 401, counted).
    for (const base of cluster.instanceUrls) for (let i = 0; i < 3; i++) expect((await call(base, 'GET', '/api/customer', new Jar())).status).toBe(401);
    // What each instance counts itself (the scrape from here is loopback, as Prometheus's is), for
    // the route driven here only: health checks and scrapes keep counting other routes meanwhile.
    const own = async (base: string) => {
      const text = await (await fetch(`${base}/api/metrics`)).text();
      return text.split('\n').filter((l) => l.startsWith('portal_http_requests_total{') && l.includes('route="/api/customer"')).reduce((n, l) => n + Number(l.split(' ').pop()), 0);
    };
    const counts = await Promise.all(cluster.instanceUrls.map(own));
    expect(counts.every((c) => c >= 3)).toBe(true);
    await waitUntil('both instances scraped up', async () => {
      const up = await prom<Vector>(`/api/v1/query?query=${encodeURIComponent('up{job="portal"}')}`);
      return up.result.length === 2 && up.result.every((r) => r.value[1] === '1');
    }, 30_000);
    let summed = NaN;
    await waitUntil('the summed counter reaches what the instances count', async () => {
      const v = await prom<Vector>(`/api/v1/query?query=${encodeURIComponent('sum(portal_http_requests_total{job="portal",route="/api/customer"})')}`);
      summed = Number(v.result[0]?.value[1]);
      return summed === counts[0]! + counts[1]!;
    }, 30_000).catch((err: Error) => {
      throw new Error(`${err.message}: Prometheus says ${summed}, the instances ${counts.join(' + ')}`);
    });
    const byInstance = await prom<Vector>(`/api/v1/query?query=${encodeURIComponent('sum by (app) (portal_http_requests_total{job="portal",route="/api/customer"})')}`);
    expect(Object.fromEntries(byInstance.result.map((r) => [r.metric.app, Number(r.value[1])]))).toEqual({ app1: counts[0], app2: counts[1] });
    // The alert rules are loaded and evaluate (none firing on a healthy cluster's quiet minute).
    const rules = await prom<{ groups: { name: string; rules: { name: string; health: string; state: string }[] }[] }>('/api/v1/rules');
    const all = rules.groups.flatMap((g) => g.rules);
    expect(all.map((r) => r.name)).toEqual(expect.arrayContaining(['PaymentFailureRatioHigh', 'UpstreamLatencyP99High', 'ActivationsStalled']));
    await waitUntil('the rules evaluated', async () => {
      const again = await prom<typeof rules>('/api/v1/rules');
      return again.groups.flatMap((g) => g.rules).every((r) => r.health === 'ok');
    }, 15_000);
  }, 90_000);

  it('sign in through one instance and carry on through the other (and through the balancer)', async () => {
    const { email } = await newCustomer('postpay');
    const jar = await signIn(cluster.instanceUrls[A]!, email);
    const other = await call(cluster.instanceUrls[B]!, 'GET', '/api/customer', jar);
    expect(other.status).toBe(200);
    expect(customerOf(other)?.email).toBe(email);
    const through = [await call(cluster.url, 'GET', '/api/customer', jar), await call(cluster.url, 'GET', '/api/customer', jar)];
    expect(through.map((r) => r.status)).toEqual([200, 200]);
    expect(new Set(through.map((r) => r.instance)).size).toBe(2);
  }, 60_000);

  it('a rate limit is counted across both: 10 wrong passwords alternating instances, the 11th attempt is refused on either', async () => {
    const { email } = await newCustomer('postpay');
    const jar = new Jar();
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await call(cluster.instanceUrls[i % 2]!, 'POST', '/api/auth/sign-in', jar, { login: email, password: 'Wrong-Pass-1' })).status);
    expect(statuses).toEqual(Array(10).fill(401));
    // per login and client address: 10 in 15 minutes (SIGN_IN_LIMIT.perLoginAndClient), whichever instance counted them
    const eleventh = await call(cluster.instanceUrls[A]!, 'POST', '/api/auth/sign-in', jar, { login: email, password: PASSWORD });
    expect(eleventh.status).toBe(429);
    expect((eleventh.body.error as { code: string }).code).toBe('rate_limited');
    expect((await call(cluster.instanceUrls[B]!, 'POST', '/api/auth/sign-in', jar, { login: email, password: PASSWORD })).status).toBe(429);
  }, 60_000);

  it('an email verification on one instance is visible on the other at once', async () => {
    const { email } = await newCustomer('unverified');
    const jar = await signIn(cluster.instanceUrls[A]!, email);
    const before = await call(cluster.instanceUrls[B]!, 'GET', '/api/customer', jar); // cached now
    expect(customerOf(before)?.emailVerified).toBe(false);
    expect((await call(cluster.instanceUrls[A]!, 'POST', '/api/account/email-verification', jar, {})).status).toBe(200);
    const outbox = (await (await fetch(`${cluster.sandboxUrl}/__control/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { code?: string }[] };
    const code = outbox.messages.at(-1)?.code;
    expect(code).toMatch(/^\d{6}$/);
    // A new cookie for the verified session is left out on purpose: B must learn it from the
    // shared cache's invalidation, not from the session.
    const stale = jar.copy();
    expect((await call(cluster.instanceUrls[A]!, 'PUT', '/api/account/email-verification', jar, { code })).status).toBe(200);
    const after = await call(cluster.instanceUrls[B]!, 'GET', '/api/customer', stale);
    expect(customerOf(after)?.emailVerified).toBe(true);
  }, 60_000);

  it('a sign-out on one instance is refused on the other', async () => {
    const { email } = await newCustomer('postpay');
    const jar = await signIn(cluster.instanceUrls[A]!, email);
    expect((await call(cluster.instanceUrls[B]!, 'GET', '/api/customer', jar)).status).toBe(200);
    const replay = jar.copy(); // the cookie a thief kept
    expect((await call(cluster.instanceUrls[A]!, 'POST', '/api/auth/sign-out', jar, {})).status).toBe(200);
    const refused = await call(cluster.instanceUrls[B]!, 'GET', '/api/customer', replay);
    expect(refused.status).toBe(401);
  }, 60_000);

  // Every money route of app/api (the list tests/api/idempotency.test.ts checks against the file system).
  describe.each(Object.keys(MONEY_SCENARIOS))('one charge per Idempotency-Key across both (issue 29): %s', (id) => {
    it('10 copies at once under one key, 5 on each instance → one charge upstream (the instances shared the key through Redis), ten equal answers; another request under the key → 409', async () => {
      const [method, route] = id.split(' ') as [string, string];
      const c = await MONEY_SCENARIOS[id]!.make({ sandboxUrl: cluster.sandboxUrl, bff: overHttp(cluster.url) });
      const key = randomUUID();
      const copies = Array.from({ length: 10 }, (_, i) => () => sendMoney(overHttp(cluster.instanceUrls[i % 2]!), method, route, c.first, key));
      const { before, runs } = await expectOneCharge(cluster.sandboxUrl, key, copies);
      await expectConflict(cluster.sandboxUrl, c, await sendMoney(overHttp(cluster.instanceUrls[B]!), method, route, c.other, key), before + runs.length);
    }, 60_000);
  });

  it('Redis stopped mid-run: pages and sign-in keep working, health says so, and it reconnects by itself', async () => {
    const { email } = await newCustomer('postpay');
    const before = await signIn(cluster.url, email);
    await cluster.stopRedis();
    try {
      await waitUntil('both instances notice', async () => (await Promise.all(cluster.instanceUrls.map(health))).every((h) => h.redis.status !== 'up'), 15_000);
      const jar = new Jar();
      const pages = [await page(cluster.url, '/plans', jar), await page(cluster.url, '/plans', jar)];
      expect(pages.map((p) => p.status)).toEqual([200, 200]);
      expect(String(pages[0]!.body.html)).toContain('<html');
      const { email: second } = await newCustomer('postpay');
      const fresh = await signIn(cluster.url, second);
      const reads = [await call(cluster.url, 'GET', '/api/customer', fresh), await call(cluster.url, 'GET', '/api/customer', before)];
      expect(reads.map((r) => [r.status, customerOf(r)?.email])).toEqual([[200, second], [200, email]]);
      // never stalled by the dead store: each answer well under the upstream's own timeouts
      for (const r of [...pages, ...reads]) expect(r.ms).toBeLessThan(10_000);
    } finally {
      await cluster.startRedis();
    }
    await waitUntil('both instances reconnect', async () => (await Promise.all(cluster.instanceUrls.map(health))).every((h) => h.redis.status === 'up'), 20_000);
    expect((await call(cluster.url, 'GET', '/api/customer', before)).status).toBe(200);
  }, 120_000);

  it('an instance stopped: the balancer routes around it and a signed-in customer does not notice', async () => {
    const { email } = await newCustomer('postpay');
    const jar = await signIn(cluster.url, email);
    const stopping = cluster.stopInstance(A);
    const during = [];
    for (let i = 0; i < 6; i++) during.push(await call(cluster.url, 'GET', '/api/customer', jar));
    await stopping;
    const after = [];
    for (let i = 0; i < 4; i++) after.push(await call(cluster.url, 'GET', '/api/customer', jar));
    expect([...during, ...after].map((r) => [r.status, customerOf(r)?.email])).toEqual(Array(10).fill([200, email]));
    expect(after.map((r) => r.instance)).toEqual(Array(4).fill('app2'));
    // pages too: a public one, and the customer's own, rendered by the instance left
    expect((await page(cluster.url, '/plans', new Jar())).status).toBe(200);
    const profile = await page(cluster.url, '/profile', jar);
    expect([profile.status, profile.path]).toEqual([200, expect.stringMatching(/^\/profile/)]);
    expect(String(profile.body.html)).toContain('<html');
  }, 120_000);
});
