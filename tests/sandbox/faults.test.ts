import { call, control, start, type Running } from './helpers';

let run: Running;
beforeAll(async () => {
  run = await start();
});
afterAll(() => run.sandbox.close());
// This file's sandbox is its own: clearing every fault between its tests touches no one else.
afterEach(async () => {
  await control(run.url, 'DELETE', '/faults');
});

const fault = async (rule: Record<string, unknown>): Promise<string> => {
  const res = await control<{ id: string }>(run.url, 'POST', '/faults', rule);
  expect(res.status).toBe(200);
  return res.body.id;
};

describe('fault injection', () => {
  test('status answers with the contract error body', async () => {
    await fault({ path: '^/health$', kind: 'status', status: 503 });
    const res = await call(run.url, 'GET', '/health');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ err_message: 'injected fault', err_number: 503 });
  });

  test('times counts down, then the rule disappears', async () => {
    await fault({ path: '^/health$', kind: 'status', status: 500, times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await call(run.url, 'GET', '/health')).status);
    expect(statuses).toEqual([500, 500, 200]);
    expect((await control<{ faults: unknown[] }>(run.url, 'GET', '/faults')).body.faults).toEqual([]);
  });

  test('method narrows the match', async () => {
    await fault({ method: 'post', path: '^/v2/69/auth$', kind: 'status', status: 502 });
    expect((await call(run.url, 'GET', '/health')).status).toBe(200);
    expect((await call(run.url, 'POST', '/v2/69/auth', { body: {} })).status).toBe(502);
  });

  test('bodyIncludes narrows the match to one request body (one login), so parallel tests do not collide', async () => {
    await fault({ path: '^/v2/69/auth$', kind: 'status', status: 503, bodyIncludes: 'postpay@example.com' });
    const other = await call(run.url, 'POST', '/v2/69/auth', { body: { IdentityProvider: 'LOCAL', AuthID: 'prepay@example.com', AuthCode: 'x', IncludeRoles: true } });
    expect(other.status).toBe(401);
    const target = await call(run.url, 'POST', '/v2/69/auth', { body: { IdentityProvider: 'LOCAL', AuthID: 'postpay@example.com', AuthCode: 'x', IncludeRoles: true } });
    expect(target.status).toBe(503);
  });

  test('queryIncludes narrows a GET to one decoded query (one search phrase)', async () => {
    await fault({ path: '^/intercom/articles/search$', kind: 'status', status: 503, queryIncludes: 'phrase=zebra crossing' });
    const other = await call(run.url, 'GET', '/intercom/articles/search?phrase=esim&per_page=150');
    expect(other.status).toBe(200);
    const target = await call(run.url, 'GET', '/intercom/articles/search?phrase=zebra+crossing&per_page=150');
    expect(target.status).toBe(503);
  });

  test('latency delays, then the request is served normally', async () => {
    await fault({ path: '^/remote-config$', kind: 'latency', ms: 300 });
    const started = Date.now();
    const res = await call(run.url, 'GET', '/remote-config');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(res.status).toBe(200);
  });

  test('malformed answers 200 with broken JSON', async () => {
    await fault({ path: '^/v2/69/auth$', kind: 'malformed' });
    const res = await fetch(`${run.url}/v2/69/auth`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    await expect(res.json()).rejects.toThrow();
  });

  test('empty answers 200 with no body', async () => {
    await fault({ path: '^/health$', kind: 'empty' });
    const res = await fetch(`${run.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  test('timeout never answers; the client gives up', async () => {
    await fault({ path: '^/health$', kind: 'timeout' });
    await expect(fetch(`${run.url}/health`, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    // The request still reached the upstream, it just got no answer.
    const log = await control<{ requests: { path: string; status?: number }[] }>(run.url, 'GET', '/requests?path=%5E%2Fhealth%24');
    expect(log.body.requests.at(-1)).toEqual(expect.not.objectContaining({ status: expect.anything() }));
  });

  test('control calls are never faulted, so a test can always clean up', async () => {
    await fault({ path: '.*', kind: 'status', status: 500 });
    expect((await control(run.url, 'GET', '/clock')).status).toBe(200);
    expect((await call(run.url, 'GET', '/health')).status).toBe(500);
  });

  // Issue 10 finding 11: "clearFaults() wipes every worker's faults … Faults are removed by id".
  test('DELETE /faults/{id} removes that fault and leaves the others (another test\'s) in place', async () => {
    const mine = await fault({ path: '^/health$', kind: 'status', status: 503 });
    const theirs = await fault({ path: '^/remote-config$', kind: 'status', status: 502 });
    expect(mine).not.toBe(theirs);
    expect((await control(run.url, 'DELETE', `/faults/${mine}`)).status).toBe(200);
    expect((await call(run.url, 'GET', '/health')).status).toBe(200);
    expect((await call(run.url, 'GET', '/remote-config')).status).toBe(502);
    const left = (await control<{ faults: Array<{ id: string }> }>(run.url, 'GET', '/faults')).body.faults;
    expect(left.map((f) => f.id)).toEqual([theirs]);
  });

  test('DELETE /faults/{id} of a fault used up by times, or never given, is 404', async () => {
    const once = await fault({ path: '^/health$', kind: 'status', status: 500, times: 1 });
    expect((await call(run.url, 'GET', '/health')).status).toBe(500);
    expect((await control(run.url, 'DELETE', `/faults/${once}`)).status).toBe(404);
    expect((await control(run.url, 'DELETE', '/faults/fault-999999')).status).toBe(404);
  });

  test('reset clears faults', async () => {
    await fault({ path: '^/health$', kind: 'status', status: 500 });
    await control(run.url, 'POST', '/reset');
    expect((await call(run.url, 'GET', '/health')).status).toBe(200);
  });

  test.each([
    [{ path: '(', kind: 'status' }],
    [{ path: '^/health$', kind: 'explode' }],
    [{ path: '^/health$', kind: 'status', times: 0 }],
  ])('refuses a bad rule %p', async (rule) => {
    const res = await control(run.url, 'POST', '/faults', rule);
    expect(res.status).toBe(400);
  });

  test('close() returns promptly while a timed-out request and a latency are pending', async () => {
    const other = await start();
    await call(other.url, 'POST', '/__control/faults', { body: { path: '^/health$', kind: 'timeout' } });
    await call(other.url, 'POST', '/__control/faults', { body: { path: '^/remote-config$', kind: 'latency', ms: 60_000 } });
    const pending = [fetch(`${other.url}/health`).catch(() => 'gone'), fetch(`${other.url}/remote-config`).catch(() => 'gone')];
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    await other.sandbox.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await Promise.all(pending)).toEqual(['gone', 'gone']);
  });
});

describe('faults on the account routes of issue 11', () => {
  test.each([
    ['GET', '^/customer/[^/]+/setup-payment-method$', '/customer/c1/setup-payment-method'],
    ['DELETE', '^/customer/[^/]+/payment-methods/', '/customer/c1/payment-methods/x'],
    ['PUT', '^/customer/[^/]+/payment-methods/', '/customer/c1/payment-methods/x'],
    ['DELETE', '^/customer/[^/]+/invalid-payment-methods/', '/customer/c1/invalid-payment-methods/x'],
    ['GET', '^/v2/customer/[^/]+/charges$', '/v2/customer/c1/charges'],
    ['PUT', '^/v2/69/customer_address/', '/v2/69/customer_address/a1'],
    ['DELETE', '^/v2/69/customer_address/', '/v2/69/customer_address/a1'],
    ['POST', '^/v1/setup_intents/[^/]+/confirm$', '/v1/setup_intents/seti_x/confirm'],
  ])('%s %s answers the injected status before routing', async (method, path, url) => {
    await fault({ method, path, kind: 'status', status: 503, times: 1 });
    const res = await call(run.url, method, url, { body: method === 'GET' ? undefined : {} });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ err_message: 'injected fault', err_number: 503 });
    // Used up: the route itself answers (no token here).
    expect((await call(run.url, method, url, { body: method === 'GET' ? undefined : {} })).status).not.toBe(503);
  });

  test('a charges page is picked by queryIncludes', async () => {
    await fault({ method: 'GET', path: '^/v2/customer/[^/]+/charges$', queryIncludes: 'PageNumber=2', kind: 'status', status: 502 });
    expect((await call(run.url, 'GET', '/v2/customer/c1/charges?PageNumber=1')).status).toBe(401);
    expect((await call(run.url, 'GET', '/v2/customer/c1/charges?PageNumber=2')).status).toBe(502);
  });
});
