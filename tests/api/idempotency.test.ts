import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Challenge } from 'altcha-lib';
import { GET as challengeGet } from '@/app/api/captcha/challenge/route';
import { GET as cardsGet } from '@/app/api/customer/payment-methods/route';
import { GET as listBonuses } from '@/app/api/bonuses/route';
import { POST as lookupPost } from '@/app/api/guest/lookup/route';
import { POST as addItem } from '@/app/api/eshop/cart/items/route';
import { isIdempotentHandler } from '@/app/api/_lib/idempotent';
import { isMoneyRequest, MONEY_ROUTES as BROWSER_MONEY_ROUTES } from '@/components/api/money-attempt';
import type { CardItem } from '@/lib/billing/types';
import { clearCache, resetLimiter } from '@/lib/cache';
import { clearIdempotency } from '@/lib/cache/idempotency';
import type { CartView } from '@/lib/eshop/types';
import type { GuestLookup } from '@/lib/guest/calls';
import type { BonusList } from '@/lib/rewards/types';
import { freshCustomer, sandboxPerFile, upstreamRequests, type Who } from '../support/account';
import { BOTH_MODULES, broadband } from '../support/broadband';
import { control } from '../support/bff';
import { call, type ErrorOut } from '../support/eshop';
import { freshGuestTarget, solved } from '../support/guest';
import { availabilityOf } from '../support/mobile';
import { withFlags } from '../support/money';
import { freshSim, onboarding, smsCode } from '../support/onboarding';
import { apiRoutes, type RouteModule } from '../support/routes';
import { sim, spareSim, withSecondFactor } from '../support/sim';

/**
 * One charge per intent (issue 29): every app/api route that moves money or redeems value, found
 * by a scan of app/api (a new mutating route fails here until it is either a money route with a
 * scenario below or named as not one), against the in-process sandbox. Ten copies of one request
 * under one Idempotency-Key fired at once → the sandbox's money ledger (GET /__control/money-ledger)
 * shows each upstream money call once, all under that key, and the ten answers are equal; the same
 * key with another request → 409 and nothing charged; a new key → a second charge.
 */

const sb = sandboxPerFile();
beforeEach(() => {
  clearCache();
  resetLimiter();
  clearIdempotency();
});

type Out = Record<string, unknown> & Partial<ErrorOut>;
type Answer = { status: number; body: Out };
type Ledger = Array<{ route: string; path: string; key: string | null; customer: string | null; who: string }>;
const ledger = async (): Promise<Ledger> => (await control<{ entries: Ledger }>(sb.url, 'GET', '/money-ledger')).entries;

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

/** One request to a money route: whose (a session's cookie; none for a guest), the route's values, the body. */
type Req = { who?: { cookie?: string }; params?: Record<string, string>; body: unknown };

/** One money route's requests: the first (sent ten times under one key), another (the same key → 409), one that charges again under a new key. */
type Case = {
  first: Req;
  other: Req;
  /** A request that charges again under a new key (default: `other`); may set up what it needs. */
  again?: () => Promise<Req>;
  /** The conflict's code (checkout keeps its own). */
  conflict?: string;
};

const modules = new Map<string, Promise<RouteModule>>();
function moduleOf(pattern: string): Promise<RouteModule> {
  const r = apiRoutes().find((x) => x.pattern === pattern);
  if (!r) throw new Error(`no route ${pattern}`);
  if (!modules.has(pattern)) modules.set(pattern, r.load());
  return modules.get(pattern)!;
}

async function send(method: string, route: string, req: Req, key: string): Promise<Answer> {
  const handler = (await moduleOf(route))[method as 'POST'];
  if (!handler) throw new Error(`${method} ${route}: no handler`);
  const params = req.params ?? {};
  const path = route.replace(/\[(\w+)\]/g, (_, n: string) => params[n] ?? '');
  return call<Out>(handler as never, method, path, { cookie: req.who?.cookie, params, body: req.body, headers: { 'idempotency-key': key } });
}

async function visa(who: Who): Promise<string> {
  const { body } = await call<{ cards: CardItem[] }>(cardsGet, 'GET', '/api/customer/payment-methods', { cookie: who.cookie });
  return body.cards.find((c) => c.last4 === '4242')!.id;
}

const captcha = async (): Promise<string> => solved((await call<Challenge>(challengeGet, 'GET', '/api/captcha/challenge')).body);
async function guestLookup(purpose: 'recharge' | 'pay-bill', value: string): Promise<GuestLookup> {
  const r = await call<GuestLookup>(lookupPost, 'POST', '/api/guest/lookup', { body: { purpose, lookup: value, captcha: await captcha() } });
  if (r.status !== 200) throw new Error(`guest lookup: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}
const prepayNumber = async () => {
  const target = await freshGuestTarget(sb.url, 'prepay');
  return (await target.products()).find((p) => p.Status === 4 && p.BillingReference.startsWith('prepay'))!.MSISDN;
};
const voucher = async () => (await control<{ code: string }>(sb.url, 'POST', '/vouchers', { creditCents: 1000 })).code;

async function adoptedSim(who: Who): Promise<string> {
  const s = await freshSim(sb.url, {});
  await onboarding.adopt(who, { by: 'sms', simId: s.SIMID });
  const r = await onboarding.adopt(who, { by: 'sms', simId: s.SIMID, code: await smsCode(sb.url, s.MSISDN) });
  if (r.body.step !== 'adopted') throw new Error(`adoption: ${r.status}`);
  return r.body.adoption.productId;
}

const GUEST_FLAGS = { FLAG_ANONYMOUS_RECHARGE: 'true', FLAG_ANONYMOUS_PAY_BILL: 'true', FLAG_CAPTCHA_KEY: 'jest-captcha-key-0123456789abcdef' };

/** Each money route (`METHOD /api/pattern`), its flags and its requests. */
const SCENARIOS: Record<string, { flags?: Record<string, string>; make: () => Promise<Case> }> = {
  'POST /api/customer/top-up': {
    flags: { FLAG_HIDE_PREPAY_TOP_UP: 'false' },
    make: async () => {
      const who = await freshCustomer(sb.url);
      return { first: { who, body: { amountCents: 1000, paymentMethodType: 'cards' } }, other: { who, body: { amountCents: 2000, paymentMethodType: 'cards' } } };
    },
  },
  'PUT /api/customer/auto-top-up': {
    flags: { FLAG_HIDE_PREPAY_TOP_UP: 'false' },
    make: async () => {
      const who = await freshCustomer(sb.url);
      return { first: { who, body: { enabled: true, amountDollars: 20, days: 30 } }, other: { who, body: { enabled: true, amountDollars: 25, days: 30 } } };
    },
  },
  'POST /api/customer/pay-bill': {
    make: async () => {
      const who = await freshCustomer(sb.url, 'postpay');
      return { first: { who, body: { amountCents: 1000, paymentMethodType: 'cards' } }, other: { who, body: { amountCents: 1500, paymentMethodType: 'cards' } } };
    },
  },
  'POST /api/customer/addons/buy': {
    make: async () => {
      const who = await freshCustomer(sb.url);
      const buy = async (name: string): Promise<Req> => ({ who, body: { availabilityUuid: await availabilityOf(who, name), paymentMethodType: 'cards', subscribe: false } });
      return { first: await buy('2GB Data Boost'), other: await buy('500MB Data Pack') };
    },
  },
  'POST /api/customer/plans/change': {
    make: async () => {
      // One change a month: the second charge is another customer's.
      const change = async (who: Who, name: string, when = 'now'): Promise<Req> => ({ who, body: { availabilityUuid: await availabilityOf(who, name), when, autoRenew: false } });
      const who = await freshCustomer(sb.url);
      return { first: await change(who, '$3 Unlimited Day Pass'), other: await change(who, '$3 Unlimited Day Pass', 'later'), again: async () => change(await freshCustomer(sb.url), '$3 Unlimited Day Pass') };
    },
  },
  'POST /api/broadband/services/[serviceId]/change-plan': {
    flags: BOTH_MODULES,
    make: async () => {
      const who = await freshCustomer(sb.url, 'fibre');
      const [service] = (await broadband.services({ cookie: who.cookie })).body.services;
      const plans = (await broadband.servicePlans({ cookie: who.cookie }, service!.id)).body.plans.filter((p) => !p.current);
      const change = (i: number): Req => ({ who, params: { serviceId: service!.id }, body: { availabilityUuid: plans[i]!.availabilityUuid } });
      return { first: change(0), other: change(1) };
    },
  },
  'POST /api/onboarding/sims/[productId]/activate': {
    make: async () => {
      const who = await freshCustomer(sb.url);
      const card = await visa(who);
      const adopted = async () => {
        const productId = await adoptedSim(who);
        return { productId, plans: (await onboarding.setup(who, productId)).body.plans };
      };
      const activation = (sim: Awaited<ReturnType<typeof adopted>>, i: number): Req => ({
        who, params: { productId: sim.productId }, body: { plan: { availabilityId: sim.plans[i]!.availabilityId, catalogId: sim.plans[i]!.catalogId }, payment: { type: 'cards', paymentMethodId: card } },
      });
      const sim = await adopted();
      // A second charge is another SIM's activation.
      return { first: activation(sim, 0), other: activation(sim, 1), again: async () => activation(await adopted(), 0) };
    },
  },
  'POST /api/customer/vouchers/redeem': {
    make: async () => {
      const who = await freshCustomer(sb.url);
      return { first: { who, body: { code: await voucher() } }, other: { who, body: { code: await voucher() } } };
    },
  },
  'POST /api/customer/promo-code': {
    flags: { FLAG_PROMO_CODE: 'true' },
    make: async () => {
      // One promo code a customer: the second charge is another customer's.
      const who = await freshCustomer(sb.url);
      return { first: { who, body: { code: 'WELCOME10' } }, other: { who, body: { code: 'WELCOME11' } }, again: async () => ({ who: await freshCustomer(sb.url), body: { code: 'WELCOME10' } }) };
    },
  },
  'POST /api/bonuses/[uuid]/redeem': {
    make: async () => {
      const who = await freshCustomer(sb.url);
      const list = (await call<BonusList>(listBonuses, 'GET', '/api/bonuses', { cookie: who.cookie })).body;
      const [a, b] = list.sections.flatMap((s) => s.groups.flatMap((g) => g.bonuses)).sort((x, y) => x.costPoints - y.costPoints);
      // The route's value is part of the request: the same key on another bonus's route is 409 too.
      return { first: { who, params: { uuid: a!.uuid }, body: {} }, other: { who, params: { uuid: b!.uuid }, body: {} } };
    },
  },
  'POST /api/customer/sim/swap': {
    make: async () => {
      const who = await withSecondFactor(await freshCustomer(sb.url));
      return {
        first: { who, body: { simId: await spareSim(sb.url) } },
        other: { who, body: { simId: await spareSim(sb.url) } },
        // The second factor is spent by a swap: the next swap proves it again.
        again: async () => ({ who: await withSecondFactor(who), body: { simId: await spareSim(sb.url) } }),
      };
    },
  },
  'POST /api/customer/sim/number': {
    flags: { FLAG_PHONE_NUMBER_CHANGE: 'true' },
    make: async () => {
      const who = await withSecondFactor(await freshCustomer(sb.url));
      const numbers = (await sim.numbers(who)).body.numbers;
      return { first: { who, body: { number: numbers[0] } }, other: { who, body: { number: numbers[1] } }, again: async () => ({ who: await withSecondFactor(who), body: { number: numbers[1] } }) };
    },
  },
  'POST /api/guest/top-up': {
    flags: GUEST_FLAGS,
    make: async () => {
      const found = await guestLookup('recharge', await prepayNumber());
      const req = (amountCents: number): Req => ({ body: { token: found.token, lookup: found.lookup, amountCents, email: 'guest@example.net' } });
      return { first: req(2000), other: req(3000) };
    },
  },
  'POST /api/guest/pay-bill': {
    flags: GUEST_FLAGS,
    make: async () => {
      const found = await guestLookup('pay-bill', (await freshGuestTarget(sb.url, 'postpay')).accountNo);
      const req = (amountCents: number): Req => ({ body: { token: found.token, lookup: found.lookup, amountCents, email: 'guest@example.net' } });
      return { first: req(1000), other: req(1500) };
    },
  },
  'POST /api/guest/redeem': {
    flags: GUEST_FLAGS,
    make: async () => {
      const found = await guestLookup('recharge', await prepayNumber());
      const req = async (): Promise<Req> => ({ body: { token: found.token, lookup: found.lookup, code: await voucher() } });
      return { first: await req(), other: await req() };
    },
  },
  'POST /api/eshop/checkout': {
    make: async () => {
      const who = await freshCustomer(sb.url);
      const contact = { email: who.email, name: 'Aroha Ngata', phone: '0215550101' };
      const checkout = async (): Promise<Req> => {
        const r = await call<{ cart: CartView }>(addItem, 'POST', '/api/eshop/cart/items', { cookie: who.cookie, body: { simType: 'esim', plan: '30-prepay-value-pack' } });
        return { who, body: { uuid: r.body.cart.uuid, contact, paymentMethodType: 'cards' } };
      };
      const first = await checkout();
      return { first, other: { who, body: { ...(first.body as object), contact: { ...contact, name: 'Aroha N' } } }, again: checkout, conflict: 'idempotency_key_reused' };
    },
  },
};

describe('the money routes, from the file system', () => {
  test('every mutating route of app/api is either a money route (wrapped idempotent, with a scenario here, and known to the browser) or named as not one', () => {
    const all = mutatingRoutes();
    const money = all.filter((r) => r.idempotent).map((r) => r.id).sort();
    expect(money).toEqual(Object.keys(SCENARIOS).sort());
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

describe.each(Object.keys(SCENARIOS))('%s', (id) => {
  const [method, route] = id.split(' ') as [string, string];
  const scenario = SCENARIOS[id]!;

  test('10 copies at once under one key: one charge upstream, ten equal answers; that key with another request → 409, nothing charged; a new key → a second charge', async () => {
    await withFlags(scenario.flags ?? {}, async () => {
      const c = await scenario.make();
      const before = (await ledger()).length;
      await control(sb.url, 'DELETE', '/requests');
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 10 }, () => send(method, route, c.first, key)));
      expect([answers[0]!.status, answers[0]!.body.error]).toEqual([200, undefined]);
      for (const a of answers) expect([a.status, a.body]).toEqual([answers[0]!.status, answers[0]!.body]);
      const runs = (await ledger()).slice(before);
      expect(runs.length).toBeGreaterThan(0);
      expect(runs.filter((r) => r.key !== key)).toEqual([]);
      // Each upstream money call of this request once (an activation by voucher makes two: the voucher and the plan).
      expect(new Set(runs.map((r) => r.route)).size).toBe(runs.length);
      // The BFF itself sent each once: the nine copies were answered from its store, not by the upstream's replay.
      for (const run of runs) {
        const sent = (await upstreamRequests(sb.url, `^${run.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)).filter((r) => r.method !== 'GET');
        expect([run.path, sent.length]).toEqual([run.path, 1]);
      }

      const reused = await send(method, route, c.other, key);
      expect([reused.status, reused.body.error?.code]).toEqual([409, c.conflict ?? 'idempotency_key_conflict']);
      expect((await ledger()).length).toBe(before + runs.length);

      // The BFF forgot its keys (an instance that crashed, no Redis): the same request again reaches the upstream with
      // the same key, and the upstream answers the first charge instead of making a second.
      clearIdempotency();
      const retried = await send(method, route, c.first, key);
      expect((await ledger()).length).toBe(before + runs.length);
      // (a check of the BFF's own may refuse it first: the second factor was spent, the SIM is activating)
      if (retried.status === 200) expect(retried.body).toEqual(answers[0]!.body);

      const next = randomUUID();
      const again = await send(method, route, c.again ? await c.again() : c.other, next);
      expect([again.status, again.body.error]).toEqual([200, undefined]);
      const more = (await ledger()).slice(before + runs.length);
      expect(more.length).toBeGreaterThan(0);
      expect(more.filter((r) => r.key !== next)).toEqual([]);
    });
  }, 30_000);
});
