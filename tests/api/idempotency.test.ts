import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isIdempotentHandler } from '@/app/api/_lib/idempotent';
import { isMoneyRequest, MONEY_ROUTES as BROWSER_MONEY_ROUTES } from '@/components/api/money-attempt';
import { clearCache, resetLimiter } from '@/lib/cache';
import { clearIdempotency } from '@/lib/cache/idempotency';
import { sandboxPerFile } from '../support/account';
import { cookieFrom } from '../support/bff';
import { call } from '../support/eshop';
import { withFlags } from '../support/money';
import {
  expectConflict, expectOneCharge, moneyLedger, MONEY_SCENARIOS, MONEY_VARIANTS, pathOf, sendMoney, type Answer, type Bff, type BffRequest, type Out, type Req, type ScenarioEnv,
} from '../support/money-routes';
import { apiRoutes, type RouteModule } from '../support/routes';

/**
 * One charge per intent (issue 29): every app/api route that moves money or redeems value, found
 * by a scan of app/api (a new mutating route fails here until it is either a money route with a
 * scenario in tests/support/money-routes.ts, which the cluster stage runs too, or named as not
 * one), against the in-process sandbox. Ten copies of one request under one Idempotency-Key
 * fired at once → the sandbox's money ledger (GET /__control/money-ledger) shows each upstream
 * money call once, all under that key, and the ten answers are equal; the same key with another
 * request → 409 and nothing charged; a new key → a second charge.
 */

const sb = sandboxPerFile();
beforeEach(() => {
  clearCache();
  resetLimiter();
  clearIdempotency();
});

const ledger = () => moneyLedger(sb.url);

/** Every mutating handler of app/api, read from the files: `METHOD /api/pattern` and whether it takes the `idempotent` option. */
function mutatingRoutes(): Array<{ id: string; idempotent: boolean; load: () => Promise<RouteModule>; method: string }> {
  return apiRoutes().flatMap((r) => {
    const text = readFileSync(r.file, 'utf8');
    const exports = [...text.matchAll(/^export (?:const|async function) (POST|PUT|PATCH|DELETE)\b/gm)];
    return exports.map((m, i) => {
      const chunk = text.slice(m.index, exports[i + 1]?.index ?? text.length);
      return { id: `${m[1]} ${r.pattern}`, idempotent: /\bidempotent:/.test(chunk), load: r.load, method: m[1]! };
    });
  });
}

/** The mutating routes that move no money and redeem nothing (a new one must be added here or get a scenario). */
const NOT_MONEY = new Set([
  // account, sign-in, recovery: no money
  'POST /api/account/email-verification', 'PUT /api/account/email-verification', 'PUT /api/account/email', 'POST /api/account/invitation',
  'PUT /api/account/name', 'PUT /api/account/notifications', 'PUT /api/account/password', 'POST /api/account/rewards-card',
  'POST /api/account/second-factor', 'PUT /api/account/second-factor', 'POST /api/account/select', 'POST /api/account/sign-out-everywhere',
  'POST /api/auth/forgot-email', 'POST /api/auth/forgot-pass', 'POST /api/auth/reset-password', 'POST /api/auth/session-ended',
  'POST /api/auth/sign-in', 'POST /api/auth/sign-out', 'POST /api/auth/sign-up', 'POST /api/auth/verify-code',
  'POST /api/social/[...nextauth]', 'POST /api/support/chat-login', 'POST /api/flags/follow',
  // a browser's error report (issue 31): no money
  'POST /api/client-errors',
  // broadband ordering goes through the shop's checkout; a booked visit and the current service move nothing
  'POST /api/broadband/cart', 'POST /api/broadband/orders/[orderId]/book', 'PUT /api/broadband/services/current',
  // settings of the account and the SIM (the SIM swap and the number change are money routes)
  'POST /api/customer/auto-renew', 'POST /api/customer/billing-cycle', 'PUT /api/customer/products/current', 'PUT /api/customer/usage-alerts',
  'POST /api/customer/sim/disable', 'POST /api/customer/sim/enable', 'PUT /api/customer/sim/roaming', 'DELETE /api/customer/sim/security/numbers/[number]',
  'POST /api/customer/sim/security/numbers', 'PUT /api/customer/sim/security', 'PUT /api/customer/sim/settings',
  // who pays for whom: the routes themselves (their charges are the top-up, add-on and bill payments billed to them)
  'PUT /api/customer/billing-routes/[uuid]', 'DELETE /api/customer/billing-routes/[uuid]', 'POST /api/customer/billing-routes/accept/[code]',
  'POST /api/customer/billing-routes/requests/[uuid]', 'POST /api/customer/billing-routes/requests',
  'POST /api/customer/groups/[uuid]/leave', 'POST /api/customer/groups/[uuid]/remove', 'POST /api/customer/invites/[uuid]/[action]',
  'POST /api/customer/invites', 'POST /api/customer/invites/token/[token]',
  // cards saved or removed (a SetupIntent charges nothing), the product type (a refusal while a debt is unpaid, no payment)
  'PUT /api/customer/payment-methods/[id]/default', 'DELETE /api/customer/payment-methods/[id]', 'POST /api/customer/payment-methods/setup',
  'POST /api/customer/product-type',
  // porting, checks and look-ups
  'POST /api/customer/porting/action', 'POST /api/customer/porting/cancel', 'POST /api/customer/porting/retry', 'PUT /api/customer/porting',
  'POST /api/customer/vouchers/check', 'POST /api/onboarding/sims/[productId]/voucher', 'POST /api/guest/lookup', 'POST /api/guest/status',
  // the shop's cart and addresses (the checkout is a money route)
  'PUT /api/eshop/addresses/[uuid]/default', 'DELETE /api/eshop/addresses/[uuid]', 'POST /api/eshop/addresses', 'POST /api/eshop/cart/bundle',
  'POST /api/eshop/cart/claim', 'PATCH /api/eshop/cart/items/[line]', 'DELETE /api/eshop/cart/items/[line]', 'POST /api/eshop/cart/items',
  'POST /api/eshop/plans/unlock',
  // onboarding: adoption, a renewed link, and finalise (it starts what activate paid for, once: idempotent by the activation's state)
  'POST /api/onboarding/adopt', 'POST /api/onboarding/links/[code]/renew', 'POST /api/onboarding/sims/[productId]/finalise',
  'POST /api/power/registration',
]);

const modules = new Map<string, Promise<RouteModule>>();
function moduleOf(pattern: string): Promise<RouteModule> {
  const r = apiRoutes().find((x) => x.pattern === pattern);
  if (!r) throw new Error(`no route ${pattern}`);
  if (!modules.has(pattern)) modules.set(pattern, r.load());
  return modules.get(pattern)!;
}

/** The BFF in process: the route's handler called as the browser would. */
const inProcess: Bff = async <T = Out>(method: string, route: string, req: BffRequest = {}): Promise<Answer<T>> => {
  const [pattern = route, query] = route.split('?');
  const handler = (await moduleOf(pattern))[method as 'POST'];
  if (!handler) throw new Error(`${method} ${pattern}: no handler`);
  const path = `${pathOf(pattern, req.params)}${query === undefined ? '' : `?${query}`}`;
  const r = await call<T>(handler as never, method, path, { cookie: req.cookie, params: req.params, body: req.body, headers: req.headers });
  return { status: r.status, body: r.body, cookie: cookieFrom(r.res, req.cookie ?? '') };
};
const env = (): ScenarioEnv => ({ sandboxUrl: sb.url, bff: inProcess });
const send = (method: string, route: string, req: Req, key: string) => sendMoney(inProcess, method, route, req, key);

describe('the money routes, from the file system', () => {
  test('every mutating route of app/api is either a money route (wrapped idempotent, with a scenario in the shared list, and known to the browser) or named as not one', () => {
    const all = mutatingRoutes();
    const money = all.filter((r) => r.idempotent).map((r) => r.id).sort();
    expect(money).toEqual(Object.keys(MONEY_SCENARIOS).sort());
    expect(all.filter((r) => !r.idempotent && !NOT_MONEY.has(r.id)).map((r) => r.id)).toEqual([]);
    expect(BROWSER_MONEY_ROUTES.map(([m, p]) => `${m} ${p}`).sort()).toEqual(money);
  });

  test('the wrapper marks each of them, and the browser sends its key to each (and to no other route)', async () => {
    for (const r of mutatingRoutes()) {
      const mod = await r.load();
      expect([r.id, isIdempotentHandler(mod[r.method as 'POST'])]).toEqual([r.id, r.idempotent]);
      const [method, pattern] = r.id.split(' ') as [string, string];
      expect([r.id, isMoneyRequest(method, pattern.replace(/\[[^\]]+\]/g, 'x1'))]).toEqual([r.id, r.idempotent]);
    }
  }, 60_000);
});

// Each money route, and some of them paid another way (a top-up and an add-on billed to a payer, an add-on from the credit).
const RUNS: Array<[string, string]> = [...Object.keys(MONEY_SCENARIOS).map((id) => [id, id] as [string, string]), ...Object.entries(MONEY_VARIANTS).map(([name, v]) => [name, v.route] as [string, string])];

describe.each(RUNS)('%s', (name, id) => {
  const [method, route] = id.split(' ') as [string, string];
  const scenario = MONEY_SCENARIOS[name] ?? MONEY_VARIANTS[name]!;

  test('10 copies at once under one key: one charge upstream, ten equal answers; that key with another request → 409, nothing charged; a new key → a second charge', async () => {
    await withFlags(scenario.flags ?? {}, async () => {
      const c = await scenario.make(env());
      const key = randomUUID();
      const { first, before, runs } = await expectOneCharge(sb.url, key, Array.from({ length: 10 }, () => () => send(method, route, c.first, key)));

      await expectConflict(sb.url, c, await send(method, route, c.other, key), before + runs.length);

      // The BFF forgot its keys (an instance that crashed, no Redis): the same request again reaches the upstream with
      // the same key, and the upstream answers the first charge instead of making a second.
      clearIdempotency();
      const retried = await send(method, route, c.first, key);
      expect((await ledger()).length).toBe(before + runs.length);
      // (a check of the BFF's own may refuse it first: the second factor was spent, the SIM is activating)
      if (retried.status === 200) expect(retried.body).toEqual(first.body);

      const next = randomUUID();
      const again = await send(method, route, c.again ? await c.again() : c.other, next);
      expect([again.status, again.body.error]).toEqual([200, undefined]);
      const more = (await ledger()).slice(before + runs.length);
      expect(more.length).toBeGreaterThan(0);
      expect(more.filter((r) => r.key !== next)).toEqual([]);
    });
  }, 30_000);
});
