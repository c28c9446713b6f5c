import type { Challenge } from 'altcha-lib';
import type { CardItem } from '@/lib/billing/types';
import type { BroadbandPlanView, SubscriptionView } from '@/lib/broadband/types';
import type { CartView } from '@/lib/eshop/types';
import type { GuestLookup } from '@/lib/guest/calls';
import type { ActivationSetup, AdoptStep } from '@/lib/onboarding/types';
import type { BonusList } from '@/lib/rewards/types';
import type { NumberPage } from '@/lib/sim/types';
import type { AddonsView, PlansView } from '@/lib/usage/types';
import { control, PASSWORD } from './bff';
import { BOTH_MODULES } from './broadband';
import { freshGuestTarget, solved } from './guest';

/**
 * One charge per intent (issue 29): each money route of app/api and how to make a request to it,
 * shared by the jest stage (tests/api/idempotency.test.ts, route handlers in process) and the
 * cluster stage (tests/cluster/cluster.run.ts, two `next start` instances over HTTP). A scenario
 * reaches the BFF only through `Bff` and the sandbox only through its control API, so the same
 * list runs in both; the jest stage checks the list against the file system.
 */

export type Out = Record<string, unknown> & { error?: { code: string; message: string; details?: unknown } };
/** An answer of the BFF: status, parsed JSON body, and the cookie header a browser would send next. */
export type Answer<T = Out> = { status: number; body: T; cookie: string };
export type BffRequest = { cookie?: string; params?: Record<string, string>; body?: unknown; headers?: Record<string, string> };
/** How a scenario calls the BFF: `route` is the pattern (`/api/bonuses/[uuid]/redeem`, a query allowed), `params` its values. */
export type Bff = <T = Out>(method: string, route: string, req?: BffRequest) => Promise<Answer<T>>;
export type ScenarioEnv = { sandboxUrl: string; bff: Bff };

export type Who = { cookie: string; uuid: string; email: string };
/** One request to a money route: whose (a session's cookie; none for a guest), the route's values, the body. */
export type Req = { who?: { cookie?: string }; params?: Record<string, string>; body: unknown };

/** One money route's requests: the first (sent ten times under one key), another (the same key → 409), one that charges again under a new key. */
export type Case = {
  first: Req;
  other: Req;
  /** A request that charges again under a new key (default: `other`); may set up what it needs. */
  again?: () => Promise<Req>;
  /** The conflict's code (checkout keeps its own). */
  conflict?: string;
};

export type Scenario = { flags?: Record<string, string>; make: (env: ScenarioEnv) => Promise<Case> };

/** A route's path with its values (`[name]` → value). */
export function pathOf(route: string, params: Record<string, string> = {}): string {
  return route.replace(/\[(\w+)\]/g, (_, n: string) => encodeURIComponent(params[n] ?? ''));
}

/** A money request as the browser's payment step sends it: the request's cookie, values and body, under `key`. */
export function sendMoney(bff: Bff, method: string, route: string, req: Req, key: string): Promise<Answer> {
  return bff(method, route, { cookie: req.who?.cookie, params: req.params, body: req.body, headers: { 'idempotency-key': key } });
}

// ---- what the scenarios set up, through the BFF and the sandbox's control API ----

async function signIn(env: ScenarioEnv, email: string): Promise<string> {
  const r = await env.bff('POST', '/api/auth/sign-in', { body: { login: email, password: PASSWORD } });
  if (r.status !== 200) throw new Error(`sign-in of ${email}: ${r.status}`);
  return r.cookie;
}

/** A customer of the scenario's own, copied from a demo state, signed in. */
async function freshCustomer(env: ScenarioEnv, state = 'prepay'): Promise<Who> {
  const { email, customerUuids } = await control<{ email: string; customerUuids: string[] }>(env.sandboxUrl, 'POST', '/customers', { state });
  return { cookie: await signIn(env, email), uuid: customerUuids[0]!, email };
}

/** The availability UUID of a catalogue entry by its name, as the add-ons and plans lists give it. */
async function availabilityOf(env: ScenarioEnv, who: Who, name: string): Promise<string> {
  const [addons, plans] = await Promise.all([
    env.bff<AddonsView>('GET', '/api/customer/addons', { cookie: who.cookie }),
    env.bff<PlansView>('GET', '/api/customer/plans', { cookie: who.cookie }),
  ]);
  const all = [...(addons.body.addons ?? []), ...(plans.body.plans ?? [])];
  const found = all.find((p) => p.name === name);
  if (!found) throw new Error(`no ${name} among ${all.map((p) => p.name).join(', ')}`);
  return found.availabilityUuid;
}

/** The second factor passed with the demo password: the customer with the proof in the session. */
async function withSecondFactor(env: ScenarioEnv, who: Who): Promise<Who> {
  const r = await env.bff('PUT', '/api/account/second-factor', { cookie: who.cookie, body: { method: 'password', password: PASSWORD } });
  if (r.status !== 200) throw new Error(`second factor: ${r.status}`);
  return { ...who, cookie: r.cookie };
}

const spareSim = async (env: ScenarioEnv) => (await control<{ SIMID: string }>(env.sandboxUrl, 'POST', '/spare-sims', {})).SIMID;
const voucher = async (env: ScenarioEnv, creditCents = 1000) => (await control<{ code: string }>(env.sandboxUrl, 'POST', '/vouchers', { creditCents })).code;

async function visa(env: ScenarioEnv, who: Who): Promise<string> {
  const { body } = await env.bff<{ cards: CardItem[] }>('GET', '/api/customer/payment-methods', { cookie: who.cookie });
  return body.cards.find((c) => c.last4 === '4242')!.id;
}

async function guestLookup(env: ScenarioEnv, purpose: 'recharge' | 'pay-bill', value: string): Promise<GuestLookup> {
  const captcha = await solved((await env.bff<Challenge>('GET', '/api/captcha/challenge')).body);
  const r = await env.bff<GuestLookup>('POST', '/api/guest/lookup', { body: { purpose, lookup: value, captcha } });
  if (r.status !== 200) throw new Error(`guest lookup: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

async function prepayNumber(env: ScenarioEnv): Promise<string> {
  const target = await freshGuestTarget(env.sandboxUrl, 'prepay');
  return (await target.products()).find((p) => p.Status === 4 && p.BillingReference.startsWith('prepay'))!.MSISDN;
}

type SimKind = { planType?: 'prepay' | 'postpay'; creditCheck?: 'PASS' };

/** A fresh SIM adopted by the customer with the SMS code (the onboarding's first step): its product id. */
async function adoptedSim(env: ScenarioEnv, who: Who, sim: SimKind): Promise<string> {
  const s = await control<{ SIMID: string; MSISDN: string }>(env.sandboxUrl, 'POST', '/onboarding-sims', sim);
  const adopt = (body: unknown) => env.bff<AdoptStep>('POST', '/api/onboarding/adopt', { cookie: who.cookie, body });
  await adopt({ by: 'sms', simId: s.SIMID });
  const { messages } = await control<{ messages: Array<{ channel: string; code?: string; body: string }> }>(env.sandboxUrl, 'GET', `/outbox?to=${encodeURIComponent(s.MSISDN)}`);
  const text = messages.filter((m) => m.channel !== 'email').at(-1);
  const code = text?.code ?? /\b(\d{6})\b/.exec(text?.body ?? '')?.[1];
  const r = await adopt({ by: 'sms', simId: s.SIMID, code });
  if (r.body.step !== 'adopted') throw new Error(`adoption: ${r.status}`);
  return r.body.adoption.productId;
}

/**
 * An activation's requests: a SIM of `sim`'s kind adopted by a fresh customer, its first plan paid
 * by `pay` (the saved Visa, or a voucher worth the plan and $10 more); the second plan under the
 * same key is the conflict; a second charge is another SIM's activation.
 */
async function activationCase(env: ScenarioEnv, sim: SimKind, pay: 'card' | 'voucher'): Promise<Case> {
  const who = await freshCustomer(env);
  const card = pay === 'card' ? await visa(env, who) : '';
  const adopted = async () => {
    const productId = await adoptedSim(env, who, sim);
    return { productId, plans: (await env.bff<ActivationSetup>('GET', '/api/onboarding/sims/[productId]', { cookie: who.cookie, params: { productId } })).body.plans };
  };
  const activation = async (s: Awaited<ReturnType<typeof adopted>>, i: number): Promise<Req> => {
    const plan = s.plans[i]!;
    const payment = pay === 'card' ? { type: 'cards', paymentMethodId: card } : { type: 'voucher', code: await voucher(env, plan.priceCents + 1000) };
    return { who, params: { productId: s.productId }, body: { plan: { availabilityId: plan.availabilityId, catalogId: plan.catalogId }, payment } };
  };
  const first = await adopted();
  return { first: await activation(first, 0), other: await activation(first, 1), again: async () => activation(await adopted(), 0) };
}

const GUEST_FLAGS = { FLAG_ANONYMOUS_RECHARGE: 'true', FLAG_ANONYMOUS_PAY_BILL: 'true', FLAG_CAPTCHA_KEY: 'jest-captcha-key-0123456789abcdef' };

/** Each money route (`METHOD /api/pattern`), the flags it needs and its requests. */
export const MONEY_SCENARIOS: Record<string, Scenario> = {
  'POST /api/customer/top-up': {
    flags: { FLAG_HIDE_PREPAY_TOP_UP: 'false' },
    make: async (env) => {
      const who = await freshCustomer(env);
      return { first: { who, body: { amountCents: 1000, paymentMethodType: 'cards' } }, other: { who, body: { amountCents: 2000, paymentMethodType: 'cards' } } };
    },
  },
  'PUT /api/customer/auto-top-up': {
    flags: { FLAG_HIDE_PREPAY_TOP_UP: 'false' },
    make: async (env) => {
      const who = await freshCustomer(env);
      return { first: { who, body: { enabled: true, amountDollars: 20, days: 30 } }, other: { who, body: { enabled: true, amountDollars: 25, days: 30 } } };
    },
  },
  'POST /api/customer/pay-bill': {
    make: async (env) => {
      const who = await freshCustomer(env, 'postpay');
      return { first: { who, body: { amountCents: 1000, paymentMethodType: 'cards' } }, other: { who, body: { amountCents: 1500, paymentMethodType: 'cards' } } };
    },
  },
  'POST /api/customer/addons/buy': {
    make: async (env) => {
      const who = await freshCustomer(env);
      const buy = async (name: string): Promise<Req> => ({ who, body: { availabilityUuid: await availabilityOf(env, who, name), paymentMethodType: 'cards', subscribe: false } });
      return { first: await buy('2GB Data Boost'), other: await buy('500MB Data Pack') };
    },
  },
  'POST /api/customer/plans/change': {
    make: async (env) => {
      // One change a month: the second charge is another customer's.
      const change = async (who: Who, name: string, when = 'now'): Promise<Req> => ({ who, body: { availabilityUuid: await availabilityOf(env, who, name), when, autoRenew: false } });
      const who = await freshCustomer(env);
      return {
        first: await change(who, '$3 Unlimited Day Pass'),
        other: await change(who, '$3 Unlimited Day Pass', 'later'),
        again: async () => change(await freshCustomer(env), '$3 Unlimited Day Pass'),
      };
    },
  },
  'POST /api/broadband/services/[serviceId]/change-plan': {
    flags: BOTH_MODULES,
    make: async (env) => {
      const who = await freshCustomer(env, 'fibre');
      const [service] = (await env.bff<{ services: SubscriptionView[] }>('GET', '/api/broadband/services', { cookie: who.cookie })).body.services;
      const params = { serviceId: service!.id };
      const plans = (await env.bff<{ plans: BroadbandPlanView[] }>('GET', '/api/broadband/services/[serviceId]/plans', { cookie: who.cookie, params })).body.plans.filter((p) => !p.current);
      const change = (i: number): Req => ({ who, params, body: { availabilityUuid: plans[i]!.availabilityUuid } });
      return { first: change(0), other: change(1) };
    },
  },
  'POST /api/onboarding/sims/[productId]/activate': {
    make: (env) => activationCase(env, {}, 'card'),
  },
  'POST /api/customer/vouchers/redeem': {
    make: async (env) => {
      const who = await freshCustomer(env);
      return { first: { who, body: { code: await voucher(env) } }, other: { who, body: { code: await voucher(env) } } };
    },
  },
  'POST /api/customer/promo-code': {
    flags: { FLAG_PROMO_CODE: 'true' },
    make: async (env) => {
      // One promo code a customer: the second charge is another customer's.
      const who = await freshCustomer(env);
      return { first: { who, body: { code: 'WELCOME10' } }, other: { who, body: { code: 'WELCOME11' } }, again: async () => ({ who: await freshCustomer(env), body: { code: 'WELCOME10' } }) };
    },
  },
  'POST /api/bonuses/[uuid]/redeem': {
    make: async (env) => {
      const who = await freshCustomer(env);
      const list = (await env.bff<BonusList>('GET', '/api/bonuses', { cookie: who.cookie })).body;
      const [a, b] = list.sections.flatMap((s) => s.groups.flatMap((g) => g.bonuses)).sort((x, y) => x.costPoints - y.costPoints);
      // The route's value is part of the request: the same key on another bonus's route is 409 too.
      return { first: { who, params: { uuid: a!.uuid }, body: {} }, other: { who, params: { uuid: b!.uuid }, body: {} } };
    },
  },
  'POST /api/customer/sim/swap': {
    make: async (env) => {
      const who = await withSecondFactor(env, await freshCustomer(env));
      return {
        first: { who, body: { simId: await spareSim(env) } },
        other: { who, body: { simId: await spareSim(env) } },
        // The second factor is spent by a swap: the next swap proves it again.
        again: async () => ({ who: await withSecondFactor(env, who), body: { simId: await spareSim(env) } }),
      };
    },
  },
  'POST /api/customer/sim/number': {
    flags: { FLAG_PHONE_NUMBER_CHANGE: 'true' },
    make: async (env) => {
      const who = await withSecondFactor(env, await freshCustomer(env));
      const { numbers } = (await env.bff<NumberPage>('GET', '/api/customer/sim/numbers', { cookie: who.cookie })).body;
      return { first: { who, body: { number: numbers[0] } }, other: { who, body: { number: numbers[1] } }, again: async () => ({ who: await withSecondFactor(env, who), body: { number: numbers[1] } }) };
    },
  },
  'POST /api/guest/top-up': {
    flags: GUEST_FLAGS,
    make: async (env) => {
      const found = await guestLookup(env, 'recharge', await prepayNumber(env));
      const req = (amountCents: number): Req => ({ body: { token: found.token, lookup: found.lookup, amountCents, email: 'guest@example.net' } });
      return { first: req(2000), other: req(3000) };
    },
  },
  'POST /api/guest/pay-bill': {
    flags: GUEST_FLAGS,
    make: async (env) => {
      const found = await guestLookup(env, 'pay-bill', (await freshGuestTarget(env.sandboxUrl, 'postpay')).accountNo);
      const req = (amountCents: number): Req => ({ body: { token: found.token, lookup: found.lookup, amountCents, email: 'guest@example.net' } });
      return { first: req(1000), other: req(1500) };
    },
  },
  'POST /api/guest/redeem': {
    flags: GUEST_FLAGS,
    make: async (env) => {
      const found = await guestLookup(env, 'recharge', await prepayNumber(env));
      const req = async (): Promise<Req> => ({ body: { token: found.token, lookup: found.lookup, code: await voucher(env) } });
      return { first: await req(), other: await req() };
    },
  },
  'POST /api/eshop/checkout': {
    make: async (env) => {
      const who = await freshCustomer(env);
      const contact = { email: who.email, name: 'Aroha Ngata', phone: '0215550101' };
      const checkout = async (): Promise<Req> => {
        const r = await env.bff<{ cart: CartView }>('POST', '/api/eshop/cart/items', { cookie: who.cookie, body: { simType: 'esim', plan: '30-prepay-value-pack' } });
        return { who, body: { uuid: r.body.cart.uuid, contact, paymentMethodType: 'cards' } };
      };
      const first = await checkout();
      return { first, other: { who, body: { ...(first.body as object), contact: { ...contact, name: 'Aroha N' } } }, again: checkout, conflict: 'idempotency_key_reused' };
    },
  },
};

/** A child customer whose payer (another fresh customer) pays through a billing route of `dollars` a month. */
async function paidFor(env: ScenarioEnv, dollars: number): Promise<Who> {
  const [payer, child] = [await freshCustomer(env), await freshCustomer(env, 'child')];
  const offer = await env.bff<{ uuid: string }>('POST', '/api/customer/billing-routes/requests', { cookie: payer.cookie, body: { type: 'invite', email: child.email, name: 'Phone money', total: dollars, cycle: 1 } });
  const { Token } = await control<{ Token: string }>(env.sandboxUrl, 'GET', `/approvals/${offer.body.uuid}`);
  const accepted = await env.bff('POST', '/api/customer/billing-routes/accept/[code]', { cookie: child.cookie, params: { code: Token }, body: { action: 'approve' } });
  if (accepted.status !== 200) throw new Error(`billing route: ${offer.status}, ${accepted.status}`);
  return child;
}

const BILLED_TO_A_PAYER = { FLAG_BILLING_ROUTING: 'true' };

/**
 * The same routes paid another way, with the same checks (issue 29's findings: "five identical
 * POST /api/customer/addons/buy sent at once (credit or billed to a payer) charged five times;
 * five POST /api/customer/top-up billed to a payer credited five times"; the activation's other
 * payments): `route` is the money route.
 */
export const MONEY_VARIANTS: Record<string, Scenario & { route: string }> = {
  'POST /api/customer/top-up, billed to a payer': {
    route: 'POST /api/customer/top-up',
    flags: { ...BILLED_TO_A_PAYER, FLAG_HIDE_PREPAY_TOP_UP: 'false' },
    make: async (env) => {
      const child = await paidFor(env, 50);
      return { first: { who: child, body: { amountCents: 1000, paymentMethodType: 'bill_routes' } }, other: { who: child, body: { amountCents: 1500, paymentMethodType: 'bill_routes' } } };
    },
  },
  'POST /api/customer/addons/buy, billed to a payer': {
    route: 'POST /api/customer/addons/buy',
    flags: BILLED_TO_A_PAYER,
    make: async (env) => {
      const child = await paidFor(env, 50);
      const buy = async (name: string): Promise<Req> => ({ who: child, body: { availabilityUuid: await availabilityOf(env, child, name), paymentMethodType: 'bill_routes', subscribe: false } });
      return { first: await buy('500MB Data Pack'), other: await buy('2GB Data Boost') };
    },
  },
  'POST /api/customer/addons/buy, from the credit': {
    route: 'POST /api/customer/addons/buy',
    make: async (env) => {
      const who = await freshCustomer(env);
      const buy = async (name: string): Promise<Req> => ({ who, body: { availabilityUuid: await availabilityOf(env, who, name), paymentMethodType: 'balance', subscribe: false } });
      // $12.50 of credit: the pack ($5) twice, not the pack and the boost ($10).
      const pack = await buy('500MB Data Pack');
      return { first: pack, other: await buy('2GB Data Boost'), again: async () => pack };
    },
  },
  // Activation payments (issue 29 item 1) other than the prepay card: a voucher (redeemed, then the plan from the credit), postpay (the card authorised).
  'POST /api/onboarding/sims/[productId]/activate, by voucher': {
    route: 'POST /api/onboarding/sims/[productId]/activate',
    make: (env) => activationCase(env, {}, 'voucher'),
  },
  'POST /api/onboarding/sims/[productId]/activate, postpay': {
    route: 'POST /api/onboarding/sims/[productId]/activate',
    make: (env) => activationCase(env, { planType: 'postpay', creditCheck: 'PASS' }, 'card'),
  },
};

/** Every scenario's flags at once (a deployment that runs them all, as the cluster does); a flag two scenarios set differently is an error. */
export function allMoneyFlags(): Record<string, string> {
  const all: Record<string, string> = {};
  for (const [id, s] of Object.entries(MONEY_SCENARIOS)) {
    for (const [k, v] of Object.entries(s.flags ?? {})) {
      if (k in all && all[k] !== v) throw new Error(`${id}: ${k}=${v}, another scenario sets ${all[k]}`);
      all[k] = v;
    }
  }
  return all;
}

// ---- what the upstream says happened ----

export type LedgerEntry = { route: string; path: string; key: string | null; customer: string | null; who: string };
export const moneyLedger = async (sandboxUrl: string): Promise<LedgerEntry[]> => (await control<{ entries: LedgerEntry[] }>(sandboxUrl, 'GET', '/money-ledger')).entries;

/**
 * Fires the copies at once (each a request under `key`) and checks what one charge per intent
 * means: every answer is the first's, a 200; the sandbox's ledger shows each upstream money call
 * of the request once, under that key; and the BFF itself sent each once (the upstream's log holds
 * one request with the key per call: the copies were answered from the BFF's store, not by the
 * upstream's replay). Answers the first answer, the ledger's length before, and the runs.
 */
export async function expectOneCharge(sandboxUrl: string, key: string, copies: Array<() => Promise<Answer>>): Promise<{ first: Answer; before: number; runs: LedgerEntry[] }> {
  const before = (await moneyLedger(sandboxUrl)).length;
  const answers = await Promise.all(copies.map((send) => send()));
  const first = answers[0]!;
  expect([first.status, first.body.error]).toEqual([200, undefined]);
  for (const a of answers) expect([a.status, a.body]).toEqual([first.status, first.body]);
  const runs = (await moneyLedger(sandboxUrl)).slice(before);
  expect(runs.length).toBeGreaterThan(0);
  expect(runs.filter((r) => r.key !== key)).toEqual([]);
  // Each upstream money call of this request once (an activation by voucher makes two: the voucher and the plan).
  expect(new Set(runs.map((r) => r.route)).size).toBe(runs.length);
  const { requests } = await control<{ requests: Array<{ method: string; path: string; headers: Record<string, string> }> }>(sandboxUrl, 'GET', '/requests');
  const sent = requests.filter((r) => r.method !== 'GET' && r.headers['idempotency-key'] === key);
  for (const run of runs) expect([run.path, sent.filter((r) => r.path === run.path).length]).toEqual([run.path, 1]);
  return { first, before, runs };
}

/** The key again with another request of the case: 409 (checkout's own code for it) and the ledger still `length` long. */
export async function expectConflict(sandboxUrl: string, c: Case, reused: Answer, length: number): Promise<void> {
  expect([reused.status, reused.body.error?.code]).toEqual([409, c.conflict ?? 'idempotency_key_conflict']);
  expect((await moneyLedger(sandboxUrl)).length).toBe(length);
}
