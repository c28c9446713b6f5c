import { POST as topUpPost } from '@/app/api/customer/top-up/route';
import { GET as balanceGet } from '@/app/api/customer/balance/route';
import { callBff } from '@/components/api/call-bff';
import { ATTEMPT_RETRY_MS, attemptKey, isMoneyRequest } from '@/components/api/money-attempt';
import { clearCache } from '@/lib/cache';
import { clearIdempotency } from '@/lib/cache/idempotency';
import { freshCustomer, sandboxPerFile, upstreamRequests, type Who } from '../support/account';
import { apiRequest, control } from '../support/bff';
import { withFlags } from '../support/money';

/**
 * The browser's half of one charge per intent (issue 29): `callBff` sends one Idempotency-Key per
 * attempt to every money route: a retry of a request that got no answer (network failure, 5xx)
 * reuses it, so the BFF answers the first charge; an answered request's next send is a new
 * attempt with a new key. Here `fetch` goes to the route handler in-process, against the sandbox.
 */

const sb = sandboxPerFile();
const TOP_UP_ON = { FLAG_HIDE_PREPAY_TOP_UP: 'false' };
type Sent = { path: string; method: string; key: string | null };

let sent: Sent[] = [];
/** What the network does with the next request: deliver it and lose the answer, answer 503 before the BFF, or deliver it. */
let next: Array<'lose-answer' | '503' | 'deliver'> = [];
let who: Who;

const realFetch = global.fetch;
beforeEach(() => {
  clearCache();
  clearIdempotency();
  sent = [];
  next = [];
  global.fetch = (async (input: string, init: RequestInit) => {
    // The test's own calls to the sandbox go out; the browser's to /api come here.
    if (!input.startsWith('/api/')) return realFetch(input, init);
    const headers = new Headers(init.headers);
    sent.push({ path: input, method: init.method ?? 'GET', key: headers.get('idempotency-key') });
    const fate = next.shift() ?? 'deliver';
    if (fate === '503') return new Response(JSON.stringify({ error: { code: 'upstream_unavailable' } }), { status: 503, headers: { 'content-type': 'application/json' } });
    const h: Record<string, string> = {};
    headers.forEach((v, k) => (h[k] = v));
    const req = apiRequest(init.method ?? 'GET', input, { cookie: who.cookie, headers: h, raw: typeof init.body === 'string' ? init.body : undefined });
    const handler = input === '/api/customer/top-up' ? topUpPost : balanceGet;
    const res = await handler(req, { params: Promise.resolve({}) });
    if (fate === 'lose-answer') throw new TypeError('network error');
    return res;
  }) as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
});

const charges = async () => (await upstreamRequests(sb.url, `^/customer/${who.uuid}/topup$`)).filter((r) => r.method === 'POST').length;

test('a top-up whose answer was lost, sent again: the same key, one charge, the first answer; the next top-up is a new attempt with a new key', async () => {
  await withFlags(TOP_UP_ON, async () => {
    who = await freshCustomer(sb.url);
    await control(sb.url, 'DELETE', '/requests');
    const body = { amountCents: 1000, paymentMethodType: 'cards' };
    next = ['lose-answer', '503'];
    expect(await callBff('/api/customer/top-up', 'POST', body)).toEqual({ ok: false, status: 0, code: 'upstream_unavailable' });
    expect((await callBff('/api/customer/top-up', 'POST', body)).ok).toBe(false);
    const third = await callBff<{ intentId: string }>('/api/customer/top-up', 'POST', body);
    expect(third.ok).toBe(true);
    expect(sent.map((s) => s.key)).toEqual([sent[0]!.key, sent[0]!.key, sent[0]!.key]);
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await charges()).toBe(1);

    // Answered: the same amount again is a second top-up, under a new key.
    const fourth = await callBff<{ intentId: string }>('/api/customer/top-up', 'POST', body);
    expect(fourth.ok && third.ok && fourth.data.intentId !== third.data.intentId).toBe(true);
    expect(sent[3]!.key).not.toBe(sent[0]!.key);
    expect(await charges()).toBe(2);
  });
});

test('a double submit (both at once) shares one key and one charge; another amount is another attempt; a read carries no key', async () => {
  await withFlags(TOP_UP_ON, async () => {
    who = await freshCustomer(sb.url);
    await control(sb.url, 'DELETE', '/requests');
    const [a, b] = await Promise.all([
      callBff<{ intentId: string }>('/api/customer/top-up', 'POST', { amountCents: 1500, paymentMethodType: 'cards' }),
      callBff<{ intentId: string }>('/api/customer/top-up', 'POST', { amountCents: 1500, paymentMethodType: 'cards' }),
    ]);
    expect(a.ok && b.ok && a.data.intentId === b.data.intentId).toBe(true);
    await callBff('/api/customer/top-up', 'POST', { amountCents: 2500, paymentMethodType: 'cards' });
    await callBff('/api/customer/balance', 'GET');
    expect(sent[0]!.key).toBe(sent[1]!.key);
    expect(sent[2]!.key).not.toBe(sent[0]!.key);
    expect(sent[3]!.key).toBeNull();
    expect(await charges()).toBe(2);
  });
});

test('the money routes as the browser calls them (with their values), and nothing else; a retry long after is a new attempt', () => {
  expect(isMoneyRequest('POST', '/api/bonuses/7b0c1d2e-0000-4000-8000-000000000001/redeem')).toBe(true);
  expect(isMoneyRequest('POST', '/api/onboarding/sims/abc/activate')).toBe(true);
  expect(isMoneyRequest('PUT', '/api/customer/auto-top-up')).toBe(true);
  expect(isMoneyRequest('GET', '/api/customer/auto-top-up')).toBe(false);
  expect(isMoneyRequest('POST', '/api/customer/vouchers/check')).toBe(false);
  expect(isMoneyRequest('POST', '/api/onboarding/sims/abc/activate/extra')).toBe(false);
  const key = attemptKey('POST /api/customer/top-up {"amountCents":100}', 0);
  expect(attemptKey('POST /api/customer/top-up {"amountCents":100}', ATTEMPT_RETRY_MS - 1)).toBe(key);
  expect(attemptKey('POST /api/customer/top-up {"amountCents":100}', ATTEMPT_RETRY_MS + 1)).not.toBe(key);
});
