import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NextRequest } from 'next/server';
import { resetLimiter } from '@/lib/cache';
import type { Sandbox } from '@/sandbox/server';
import { APP, control, resetAll, startSandbox } from './bff';
import { sessionOf } from './eshop';
import { apiRoutes, methodsOf, MUTATING_METHODS, routePath, type ApiRoute, type HttpMethod, type RouteParams } from './routes';

/**
 * Issue 10 finding 6: "Bad input gives 500 or 502 ... a fuzz of every route handler (a jest
 * test that enumerates the routes and sends malformed JSON, wrong types, 1 MB strings, lone
 * surrogates and `%FF` segments) gets no 5xx". Every route and method, signed out and signed
 * in, gets each case below; the offenders (any 5xx) are listed by route, method and case.
 *
 * One shard of the routes per test file (tests/api/route-fuzz-N.test.ts call `fuzzRoutes(N, SHARDS)`),
 * dealt round-robin, so jest's two workers share the ~37,000 handler calls.
 */
export const SHARDS = 4;

export function fuzzRoutes(shard: number, shards: number = SHARDS): void {

  let sandbox: Sandbox;
  let url: string;
  /** The money, mobile home and SIM routes' flags on (as the flagged instance), so their input reaches the handler and the upstream rather than the gate. */
  const MONEY_FLAGS = {
    FLAG_INVOICES: 'true', FLAG_BILLING_CYCLE: 'true', FLAG_PROMO_CODE: 'true', FLAG_HIDE_PREPAY_TOP_UP: 'false', FLAG_PRODUCT_TYPE_TRANSFER: 'true', FLAG_PLAN_CHANGE_MODE_PREPAY: 'BOTH', FLAG_SIM_DISABLE_ENABLE: 'true', FLAG_PHONE_NUMBER_CHANGE: 'true',
    // Families and payers (issue 15)
    FLAG_CUSTOMER_GROUPS: 'true', FLAG_MOBILE_GROUPS: 'true', FLAG_BILLING_ROUTING: 'true',
    // Onboarding and porting (issue 16): the checkout's number fields
    FLAG_PORTING: 'true', FLAG_NUMBER_PRESELECTION: 'true',
    // Broadband (issue 17): both modules, as the flagged instance
    FLAG_UFB_MODULE: 'true', FLAG_FWA_MODULE: 'true',
  };
  const savedFlags = Object.fromEntries(Object.keys(MONEY_FLAGS).map((k) => [k, process.env[k]]));
  beforeAll(() => Object.assign(process.env, MONEY_FLAGS));
  afterAll(() => {
    for (const [k, v] of Object.entries(savedFlags)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });
  beforeAll(async () => {
    ({ sandbox, url } = await startSandbox());
    await resetAll(url);
  });
  afterAll(() => sandbox.close());

  const ROOT = join(__dirname, '..', '..');
  const MB = 1024 * 1024;
  const ONE_MB = 'x'.repeat(MB);

  /**
   * A body every route accepts as well-formed (zod drops the keys a route does not read): each
   * case breaks one field and keeps the others plausible, so the broken one is what reaches the
   * handler and, unless refused first, the upstream.
   */
  const BASE: Record<string, unknown> = {
    login: 'prepay@example.com',
    password: 'Demo-Pass-2026',
    confirm: 'Demo-Pass-2026',
    firstName: 'Ana',
    lastName: 'Smith',
    mobile: '021 555 0100',
    code: '123456',
    email: 'fuzz@example.com',
    confirmEmail: 'fuzz@example.com',
    oldPassword: 'Demo-Pass-2026',
    newPassword: 'Fuzz-Pass-2026',
    confirmPassword: 'Fuzz-Pass-2026',
    billing: { email: true, sms: false },
    usage: { email: true, sms: true },
    offers: { email: false, sms: false },
    method: 'password',
    customerUuid: '00000000-0000-4000-8000-000000000001',
    productUuid: '00000000-0000-4000-8000-000000000002',
    uuid: '00000000-0000-4000-8000-000000000003',
    simType: 'esim',
    plan: '30-prepay-value-pack',
    quantity: 1,
    planPassword: 'STAFF2026',
    type: 'solo',
    sims: [{ simType: 'esim', plan: '30-prepay-value-pack', name: 'Ana' }],
    contact: { email: 'fuzz@example.com', name: 'Ana Smith', phone: '021 555 0100' },
    address: { lines: ['1 Queen Street'], suburb: 'Auckland Central', city: 'Auckland', postcode: '1010' },
    notes: 'Leave at the door',
    paymentMethodType: 'bill_routes',
    locationProvider: 'sandbox',
    locationProviderIdx: '1',
    makeDefault: false,
    identityToken: 'fuzz-token',
    redirect: '/profile',
    resend: false,
    q: 'Queen Street',
    // Money (issue 12)
    amountCents: 1000,
    paymentMethodId: 'pm_fuzz',
    enabled: true,
    amountDollars: 20,
    days: 30,
    cycle: 'MONTHLY',
    // Mobile home (issue 13)
    availabilityUuid: '00000000-0000-4000-8000-000000000004',
    addonUuid: '00000000-0000-4000-8000-000000000005',
    when: 'later',
    autoRenew: true,
    subscribe: false,
    at80: true,
    at100: false,
    to: 'postpay',
    dryRun: true,
    from: '2026-11-01',
    types: 'data,mins',
    // SIM (issue 14)
    settings: {
      forwardUnconditional: false, forwardBusy: true, forwardNoReply: true, forwardNotReachable: true,
      callWaiting: true, callHold: true, incomingCalls: true, outgoingCalls: true, forwardTo: '021 555 0199',
    },
    autoActive: true,
    reason: 'lost',
    simId: '8964 0500 0000 0000 9011',
    number: '022 555 0700',
    page: '0',
    callFilter: 'strict',
    textFilter: 'standard',
    withheldToVoicemail: true,
    internationalToVoicemail: false,
    list: 'block',
    label: 'Spam caller',
    // Families and payers (issue 15)
    kind: 'customer',
    requestedTo: 'fuzz-invitee@example.com',
    description: 'Join us',
    action: 'cancel',
    total: '10.50',
    cycleCount: 0,
    // Onboarding and porting (issue 16)
    by: 'sms',
    token: '8f1d6c3e-5b7a-4e2f-9c41-0a6b2d9e1601',
    productId: '00000000-0000-4000-8000-000000000006',
    planType: 'prepay',
    payment: { type: 'cards', paymentMethodId: 'pm_fuzz' },
    porting: { number: '027 555 0950', carrier: 'Spark', accountNumber: '12345', priorSimId: '', name: 'Ana Smith', type: 'prepay' },
    carrier: 'Spark',
    accountNumber: '12345',
    priorSimId: '8964 0500 0000 0001 6011',
    name: 'Ana Smith',
    preselectedNumber: '021 555 0960',
    // Broadband (issue 17)
    provider: 'sandbox',
    idx: '1',
    flowId: 'fuzz-flow-1',
    technology: 'UFB',
    prequalUuid: '00000000-0000-4000-8000-000000000007',
    planAvailabilityUuid: '00000000-0000-4000-8000-000000000008',
    modemVariantUuid: '00000000-0000-4000-8000-000000000009',
    switching: { kind: 'transfer', from: { provider: 'Spark', accountHolderName: 'Ana Smith', accountNumber: '12345', connectionId: 'ONT-1' } },
    startDate: '2026-12-10',
    contactPhone: '021 555 0100',
    delivery: { provider: 'sandbox', idx: '1', instructions: 'Leave at the door' },
    cartUuid: '00000000-0000-4000-8000-00000000000a',
    visit: 'install',
    slotId: 'fuzz-slot-1',
    serviceId: '00000000-0000-4000-8000-00000000000b',
  };

  /** The wrong values every field gets: other types, blanks, a lone surrogate, control and bidi characters (1 MB: see RAW_BODIES and casesFor). */
  const BAD_VALUES: Array<[string, unknown]> = [
    ['number', 12],
    ['array', ['a']],
    ['object', { a: 'b' }],
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
    ['lone surrogate', '\ud800'],
    ['controls', 'a\u0000b\u001f\u202ec\u2066'],
  ];

  /** Raw bodies that are not the JSON object a route expects. */
  const RAW_BODIES: Array<[string, string]> = [
    ['malformed JSON', '{"login":'],
    ['JSON array', '[]'],
    ['JSON null', 'null'],
    ['JSON number', '12'],
    ['JSON string', '"x"'],
    ['lone surrogate escape', '{"uuid":"\\ud800","login":"\\udfff@example.com"}'],
    ['1 MB body', JSON.stringify({ ...BASE, notes: ONE_MB })],
  ];

  const BAD_SEGMENTS = ['%FF', '%', '%E0%A4%A', '\ud800'];

  type Leaf = { path: Array<string | number>; value: unknown };

  /** The string and number leaves of BASE with their paths (`address.lines.0`). */
  function leaves(value: unknown, path: Array<string | number> = []): Leaf[] {
    if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]));
    if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
    return [{ path, value }];
  }

  function withValue(base: unknown, path: Array<string | number>, value: unknown): unknown {
    if (path.length === 0) return value;
    const [head, ...rest] = path;
    if (Array.isArray(base)) return base.map((v, i) => (i === head ? withValue(v, rest, value) : v));
    const copy: Record<string, unknown> = { ...(base as Record<string, unknown>) };
    copy[String(head)] = withValue(copy[String(head)], rest, value);
    return copy;
  }

  /** The top-level fields a route may read: those named in its source or in the `@/lib/.../schemas` it imports. */
  function fieldsOf(route: ApiRoute): string[] {
    const source = readFileSync(join(ROOT, route.file), 'utf8');
    const schemas = [...source.matchAll(/from '@\/(lib\/[\w/-]+\/[\w-]*schemas)'/g)].map((m) => readFileSync(join(ROOT, `${m[1]}.ts`), 'utf8'));
    const text = [source, ...schemas].join('\n');
    return Object.keys(BASE).filter((k) => new RegExp(`\\b${k}\\b`).test(text));
  }

  type Case = { name: string; body?: string | ReadableStream<Uint8Array>; query?: string; values?: RouteParams };

  function casesFor(route: ApiRoute, method: HttpMethod): Case[] {
    const fields = fieldsOf(route);
    const base = Object.fromEntries(fields.map((f) => [f, BASE[f]]));
    const cases: Case[] = [];
    const mutating = MUTATING_METHODS.includes(method);
    if (mutating) {
      cases.push({ name: 'plausible body', body: JSON.stringify(base) });
      for (const [name, raw] of RAW_BODIES) cases.push({ name, body: raw });
      cases.push({ name: '2 MB body without Content-Length', body: streamOf(JSON.stringify({ notes: ONE_MB + ONE_MB })) });
      const all = leaves(base);
      for (const leaf of all) {
        for (const [label, bad] of BAD_VALUES) {
          cases.push({ name: `${leaf.path.join('.')} = ${label}`, body: JSON.stringify(withValue(base, leaf.path, bad)) });
        }
      }
      // A 1 MB string in a field the route reads (one per route: each costs a megabyte to build and refuse).
      const first = all.find((l) => typeof l.value === 'string');
      if (first) cases.push({ name: `${first.path.join('.')} = 1 MB`, body: JSON.stringify(withValue(base, first.path, ONE_MB)) });
    } else {
      const strings = leaves(base).filter((l) => l.path.length === 1 && typeof l.value === 'string');
      const query = (over: Record<string, string>) => new URLSearchParams({ ...Object.fromEntries(strings.map((l) => [l.path[0], String(l.value)])), ...over }).toString();
      cases.push({ name: 'plausible query', query: query({}) });
      for (const leaf of strings) {
        const key = String(leaf.path[0]);
        for (const [label, bad] of [['empty', ''], ['blank', '   '], ['long', 'x'.repeat(64 * 1024)], ['controls', 'a\u0000b\u202ec']] as const) {
          cases.push({ name: `?${key} = ${label}`, query: query({ [key]: bad }) });
        }
        cases.push({ name: `?${key} = %FF`, query: `${query({})}&${key}=%FF` });
      }
    }
    for (const s of route.segments) {
      for (const bad of BAD_SEGMENTS) {
        const value = s.catchAll ? [bad] : bad;
        cases.push({ name: `[${s.name}] = ${JSON.stringify(bad)}`, values: { [s.name]: value }, body: mutating ? JSON.stringify(base) : undefined });
      }
      if (s.catchAll) {
        // the action and provider of /api/social/[...nextauth]: each position broken in turn
        cases.push({ name: `[${s.name}] = ["start", "%FF"]`, values: { [s.name]: ['start', '%FF'] } });
        cases.push({ name: `[${s.name}] = ["callback", "\\ud800"]`, values: { [s.name]: ['callback', '\ud800'] } });
      }
    }
    return cases;
  }

  function streamOf(text: string): ReadableStream<Uint8Array> {
    const bytes = new TextEncoder().encode(text);
    const chunk = 64 * 1024;
    let at = 0;
    return new ReadableStream({
      pull(controller) {
        if (at >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(at, at + chunk));
        at += chunk;
      },
    });
  }

  async function send(route: ApiRoute, method: HttpMethod, c: Case, cookie: string): Promise<number> {
    const mod = await route.load();
    const handler = mod[method]!;
    const { path, params } = routePath(route, c.values);
    const headers = new Headers({ host: 'localhost:3000', origin: APP, 'idempotency-key': `fuzz-${Math.random()}` });
    if (cookie) headers.set('cookie', cookie);
    let body: BodyInit | undefined;
    if (c.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = c.body;
    }
    // A malformed percent-escape cannot go through WHATWG URL parsing unescaped: it goes as typed.
    const target = `${APP}${path.replace(/\ud800/g, '%ED%A0%80')}${c.query ? `?${c.query}` : ''}`;
    const init: ConstructorParameters<typeof NextRequest>[1] & { duplex?: 'half' } = { method, headers, body };
    if (body instanceof ReadableStream) init.duplex = 'half';
    const res = await handler(new NextRequest(target, init), { params: Promise.resolve(params) });
    await res.body?.cancel().catch(() => undefined);
    return res.status;
  }

  const every = apiRoutes();
  const routes = every.filter((_, i) => i % shards === shard - 1);
  const SESSIONS = ['signed out', 'signed in'] as const;
  let total = 0;
  const everyOffender: string[] = [];
  const timings: string[] = [];

  afterAll(() => {
    // How many requests the fuzz made, and every offender in one list (the per-route failures say the same).
    process.stdout.write(`route fuzz shard ${shard}/${shards}: ${total} requests over ${routes.length} routes, ${everyOffender.length} answers 5xx\n${everyOffender.join('\n')}\n${timings.join('\n')}\n`);
  });

  describe(`no route answers 5xx to malformed input (issue 10, finding 6), shard ${shard} of ${shards}`, () => {
    test('the enumeration finds the route handlers, and this shard its share', () => {
      expect(every.length).toBeGreaterThanOrEqual(76);
      expect(routes.length).toBe(Math.floor(every.length / shards) + (shard <= every.length % shards ? 1 : 0));
      expect(every.map((r) => r.pattern)).toEqual(expect.arrayContaining(['/api/eshop/cart/items/[line]', '/api/social/[...nextauth]', '/api/account/name', '/api/customer/invoices/[number]/pdf', '/api/customer/top-up/[intentId]', '/api/customer/pay-bill/[intentId]',
        '/api/customer/usage', '/api/customer/usage/charges', '/api/customer/usage/histogram', '/api/customer/plans', '/api/customer/plans/change', '/api/customer/auto-renew',
        '/api/customer/addons', '/api/customer/addons/buy', '/api/customer/addons/buy/[intentId]', '/api/customer/usage-alerts', '/api/customer/product-type',
        '/api/customer/sim/settings', '/api/customer/sim/roaming', '/api/customer/sim/status', '/api/customer/sim/details', '/api/customer/sim/disable', '/api/customer/sim/enable',
        '/api/customer/sim/swap', '/api/customer/sim/numbers', '/api/customer/sim/number', '/api/customer/sim/security', '/api/customer/sim/security/numbers',
        '/api/customer/sim/security/numbers/[number]', '/api/customer/sim/security/reports',
        '/api/customer/groups', '/api/customer/groups/[uuid]/leave', '/api/customer/groups/[uuid]/remove', '/api/customer/invites', '/api/customer/invites/[uuid]/[action]',
        '/api/customer/invites/token/[token]', '/api/customer/billing-routes', '/api/customer/billing-routes/[uuid]', '/api/customer/billing-routes/requests',
        '/api/customer/billing-routes/requests/[uuid]', '/api/customer/billing-routes/accept/[code]',
        '/api/onboarding/adopt', '/api/onboarding/links/[code]', '/api/onboarding/links/[code]/renew', '/api/onboarding/sims', '/api/onboarding/sims/[productId]',
        '/api/onboarding/sims/[productId]/voucher', '/api/onboarding/sims/[productId]/activate', '/api/onboarding/sims/[productId]/finalise',
        '/api/onboarding/sims/[productId]/progress', '/api/onboarding/sims/[productId]/events', '/api/customer/porting', '/api/customer/porting/check',
        '/api/customer/porting/retry', '/api/customer/porting/cancel', '/api/customer/porting/action', '/api/eshop/numbers',
        '/api/broadband/addresses', '/api/broadband/availability', '/api/broadband/plans', '/api/broadband/modems', '/api/broadband/cart', '/api/broadband/orders',
        '/api/broadband/orders/[orderId]', '/api/broadband/orders/[orderId]/events', '/api/broadband/orders/[orderId]/slots', '/api/broadband/orders/[orderId]/book',
        '/api/broadband/services', '/api/broadband/services/current', '/api/broadband/services/[serviceId]/plans', '/api/broadband/services/[serviceId]/change-plan']));
    });

    test.each(routes.map((r) => [r.pattern, r] as const))('%s', async (_pattern, route) => {
      const mod = await route.load();
      const offenders: string[] = [];
      const started = Date.now();
      // A customer of its own per route (a copy of the prepay demo): a route's cases may change its
      // password, its email or end its sessions. Cheaper than resetting the sandbox each time.
      const { email } = await control<{ email: string }>(url, 'POST', '/customers', { state: 'prepay' });
      const signedIn = await sessionOf(email);
      for (const method of methodsOf(mod)) {
        for (const who of SESSIONS) {
          const cookie = who === 'signed in' ? signedIn : '';
          const cases = casesFor(route, method);
          // A few at a time: the sandbox is one process, the cases are independent.
          for (let i = 0; i < cases.length; i += 8) {
            await Promise.all(
              cases.slice(i, i + 8).map(async (c) => {
                resetLimiter();
                total += 1;
                const status = await send(route, method, c, cookie).catch((err: unknown) => {
                  offenders.push(`${method} ${route.pattern} [${who}] ${c.name}: threw ${(err as Error)?.message}`);
                  return 0;
                });
                if (status >= 500) offenders.push(`${method} ${route.pattern} [${who}] ${c.name}: ${status}`);
              }),
            );
          }
        }
      }
      everyOffender.push(...offenders);
      timings.push(`${route.pattern}: ${Date.now() - started} ms`);
      expect(offenders).toEqual([]);
    }, 120_000);
  });
}
