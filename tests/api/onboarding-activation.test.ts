import { GET as cardsGet } from '@/app/api/customer/payment-methods/route';
import { GET as productsGet } from '@/app/api/customer/products/route';
import { clearCache, resetLimiter } from '@/lib/cache';
import type { CardItem } from '@/lib/billing/types';
import { progress } from '@/lib/onboarding/calls';
import { activationEvents } from '@/lib/onboarding/events';
import type { ActivationProgress } from '@/lib/onboarding/types';
import { sessionCookieName, unsealSession } from '@/lib/session';
import { createContext } from '@/lib/upstream/context';
import { freshCustomer, sandboxPerFile, upstreamRequests, type Who } from '../support/account';
import { control } from '../support/bff';
import { call } from '../support/eshop';
import { FAMILY_FLAGS, families, tokenOf } from '../support/families';
import { confirmSaved, withFlags } from '../support/money';
import { freshSim, moveOn, onboarding, porting, smsCode, type FreshSim } from '../support/onboarding';

/**
 * Plan, payment and activation, and the wait (docs/onboarding-contract.md §3.1; issue 16 items 2
 * and 3) against the in-process sandbox: each kind of activation in the contract's order (plan type,
 * credit check, the porting number, the dry run, the activation), the payment step's clientSecret
 * confirmed at the provider, finalise, the progress and its stream; the named errors.
 */

const sb = sandboxPerFile();
const clearLog = () => control(sb.url, 'DELETE', '/requests');
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const SECRET = /^pi_\w+_secret_\w+$/;

beforeEach(() => {
  clearCache();
  resetLimiter();
});

/** A customer (with the demo cards: Visa 4242 first) and a fresh SIM of the plan type, adopted by SMS. */
async function adopted(opts: Parameters<typeof freshSim>[1] = {}, state = 'prepay'): Promise<{ who: Who; sim: FreshSim; productId: string }> {
  const who = await freshCustomer(sb.url, state);
  const sim = await freshSim(sb.url, opts);
  await onboarding.adopt(who, { by: 'sms', simId: sim.SIMID });
  const r = await onboarding.adopt(who, { by: 'sms', simId: sim.SIMID, code: await smsCode(sb.url, sim.MSISDN) });
  if (r.body.step !== 'adopted') throw new Error(`adoption: ${r.status} ${JSON.stringify(r.body)}`);
  return { who, sim, productId: r.body.adoption.productId };
}

async function visa(who: Who): Promise<string> {
  const { body } = await call<{ cards: CardItem[] }>(cardsGet, 'GET', '/api/customer/payment-methods', { cookie: who.cookie });
  return body.cards.find((c) => c.last4 === '4242')!.id;
}

async function firstPlan(who: Who, productId: string) {
  const setup = await onboarding.setup(who, productId);
  return setup.body.plans[0]!;
}

/** The activation moved on past its add-ons (18 s after the request) and read again. */
async function readyNow(who: Who, productId: string): Promise<ActivationProgress> {
  await moveOn(sb.url, productId, 20_000);
  return (await onboarding.progress(who, productId)).body;
}

describe('prepay with a plan, by card', () => {
  test('the plan\'s intent to confirm; finalise starts the activation; the wait reaches ready and the product has its plan', async () => {
    const { who, productId, sim } = await adopted();
    const plan = await firstPlan(who, productId);
    const card = await visa(who);
    await clearLog();
    const r = await onboarding.activate(who, productId, { plan: { availabilityId: plan.availabilityId, catalogId: plan.catalogId }, payment: { type: 'cards', paymentMethodId: card } });
    expect([r.status, r.body]).toEqual([200, { kind: 'prepay', clientSecret: expect.stringMatching(SECRET) }]);
    // the order of §3.1: the dry run, then the first plan
    const sent = (await upstreamRequests(sb.url, '(activate|prepay_addon_initial|finalise_activation|credit_check|product-type)')).map((x) => `${x.method} ${x.path}`);
    expect(sent).toEqual([`POST /customer/${who.uuid}/service/${productId}/activate/true`, `POST /customer/${who.uuid}/prepay_addon_initial/${productId}/${plan.availabilityId}`]);
    const [dry] = await upstreamRequests(sb.url, '/activate/true$');
    expect(dry?.body).toEqual({ PaymentMethodID: card, PaymentMethodType: 'cards', PaymentMethodGateway: 'stripe', AuthorizeOnly: true });

    // before the payment is confirmed, the activation waits for it
    const early = await onboarding.finalise(who, productId);
    expect([early.status, early.body.error?.code]).toEqual([402, 'payment_pending']);
    expect(await confirmSaved(sb.url, r.body.clientSecret!)).toBe('succeeded');

    const started = await onboarding.finalise(who, productId);
    expect(started.status).toBe(200);
    expect(started.body).toEqual({
      productId, number: expect.stringMatching(/^02\d \d{3} \d{4}$/), planName: plan.name, kind: 'prepay', state: 'requested',
      steps: [{ key: 'payment', state: 'done', at: expect.stringMatching(ISO) }, { key: 'network', state: 'current', at: null }, { key: 'plan', state: 'waiting', at: null }, { key: 'ready', state: 'waiting', at: null }],
      startedAt: expect.stringMatching(ISO), message: null,
    });
    expect(started.body.number.replace(/\D/g, '')).toBe(`0${sim.MSISDN.slice(2)}`);
    // a second finalise asks nothing more: the same progress
    await clearLog();
    expect((await onboarding.finalise(who, productId)).body.state).toBe('requested');
    expect(await upstreamRequests(sb.url, 'finalise_activation')).toEqual([]);
    // listed as activating meanwhile
    expect((await onboarding.sims(who)).body.find((a) => a.productId === productId)?.state).toBe('activating');

    await clearLog();
    const ready = await readyNow(who, productId);
    expect([ready.state, ready.steps.map((s) => s.state)]).toEqual(['ready', ['done', 'done', 'done', 'done']]);
    expect(ready.planName).toBe(plan.name);
    // the wait reads the product where the spec says: "GET v3/{spid}/customer/{id}/mobileprepay/{productId}"
    expect((await upstreamRequests(sb.url, `/${productId}$`)).filter((x) => x.method === 'GET' && !x.path.startsWith('/sim/')).map((x) => x.path))
      .toEqual([`/v3/69/customer/${who.uuid}/mobileprepay/${productId}`]);
    expect(await upstreamRequests(sb.url, '/mobile_products$')).toEqual([]);
    // the dashboard's products show it at once (the cache was forgotten): active, with the plan
    const products = await call<{ products: Array<{ uuid: string; statusLabel: string; addons: Array<{ name: string }> }> }>(productsGet, 'GET', '/api/customer/products', { cookie: who.cookie });
    const product = products.body.products.find((p) => p.uuid === productId);
    expect([product?.statusLabel, product?.addons.map((a) => a.name)]).toEqual(['active', [plan.name]]);
    // no longer awaiting activation; adopting it again is "already active service"
    expect((await onboarding.sims(who)).body.map((a) => a.productId)).not.toContain(productId);
    const again = await onboarding.adopt(who, { by: 'token', token: sim.Token });
    expect([again.status, again.body.error?.code]).toEqual([409, 'service_already_active']);
    const twice = await onboarding.activate(who, productId, { plan: null, payment: null });
    expect([twice.status, twice.body.error?.code]).toEqual([409, 'service_already_active']);
  });

  test('an unknown card: the dry run\'s payment-method error with the server\'s words, nothing bought', async () => {
    const { who, productId } = await adopted();
    const plan = await firstPlan(who, productId);
    await clearLog();
    const r = await onboarding.activate(who, productId, { plan: { availabilityId: plan.availabilityId, catalogId: plan.catalogId }, payment: { type: 'cards', paymentMethodId: 'pm_not_mine' } });
    expect([r.status, r.body.error]).toEqual([402, { code: 'payment_method_error', message: 'Card is not found' }]);
    expect(await upstreamRequests(sb.url, 'prepay_addon_initial')).toEqual([]);
  });

  test('a plan with no way to pay, or none at all → 422 on the field', async () => {
    const { who, productId } = await adopted();
    const plan = await firstPlan(who, productId);
    const noPay = await onboarding.activate(who, productId, { plan: { availabilityId: plan.availabilityId, catalogId: plan.catalogId }, payment: null });
    expect([noPay.status, (noPay.body.error.details as Array<{ path: string }>)[0]?.path]).toEqual([422, 'payment']);
    const bad = await onboarding.activate(who, productId, { plan: 'best', payment: null });
    expect([bad.status, bad.body.error.code]).toEqual([422, 'bad_input']);
  });
});

describe('the other kinds', () => {
  test('prepay with casual rates: no plan, no payment; finalise starts it', async () => {
    const { who, productId } = await adopted();
    const r = await onboarding.activate(who, productId, { plan: null, payment: null });
    expect([r.status, r.body]).toEqual([200, { kind: 'prepay_casual' }]);
    const f = await onboarding.finalise(who, productId);
    expect([f.body.kind, f.body.state]).toEqual(['prepay_casual', 'requested']);
    expect((await readyNow(who, productId)).state).toBe('ready');
  });

  test('postpay: the credit check passes, the card is authorised (its intent to confirm)', async () => {
    const { who, productId } = await adopted({ planType: 'postpay', creditCheck: 'PASS' });
    const plan = await firstPlan(who, productId);
    await clearLog();
    const r = await onboarding.activate(who, productId, { plan: { availabilityId: plan.availabilityId, catalogId: plan.catalogId }, payment: { type: 'cards', paymentMethodId: await visa(who) } });
    expect([r.status, r.body]).toEqual([200, { kind: 'postpay', clientSecret: expect.stringMatching(SECRET) }]);
    const paths = (await upstreamRequests(sb.url, '(credit_check|activate/true|postpay/activation)$')).map((x) => x.path);
    expect(paths).toEqual([`/customer/${who.uuid}/credit_check`, `/customer/${who.uuid}/service/${productId}/activate/true`, '/postpay/activation']);
    const [sent] = await upstreamRequests(sb.url, '^/postpay/activation$');
    expect(sent?.body).toEqual(expect.objectContaining({ CustomerUUID: who.uuid, MobileProductUUID: productId, ProductAvailabilityUUID: plan.availabilityId, ProductCatalogUUID: plan.catalogId, PaymentMethodType: 'cards' }));
    // authorised, not charged: the intent waits for its capture
    expect(await confirmSaved(sb.url, r.body.clientSecret!)).toBe('requires_capture');
    const f = await onboarding.finalise(who, productId);
    expect([f.status, f.body.kind]).toEqual([200, 'postpay']);
    expect(['requested', 'provisioning']).toContain(f.body.state);
    await clearLog();
    expect((await readyNow(who, productId)).state).toBe('ready');
    // "GET v1/{spid}/customer/{id}/postpay_mobile/{productId}", not the list
    expect((await upstreamRequests(sb.url, '(postpay_mobile|mobileprepay)/|/mobile_products$')).map((x) => x.path)).toEqual([`/v1/69/customer/${who.uuid}/postpay_mobile/${productId}`]);
  });

  test('"\'credit check failed\'": 402, nothing authorised', async () => {
    const { who, productId } = await adopted({ planType: 'postpay', creditCheck: 'FAIL' });
    const plan = await firstPlan(who, productId);
    await clearLog();
    const r = await onboarding.activate(who, productId, { plan: { availabilityId: plan.availabilityId, catalogId: plan.catalogId }, payment: { type: 'cards', paymentMethodId: await visa(who) } });
    expect([r.status, r.body.error]).toEqual([402, { code: 'credit_check_failed', message: 'credit check failed' }]);
    expect(await upstreamRequests(sb.url, '(activate/true|postpay/activation)$')).toEqual([]);
  });

  test('PAYG: the card kept for top-ups, nothing to confirm', async () => {
    const { who, productId } = await adopted({ planType: 'payg' });
    const r = await onboarding.activate(who, productId, { plan: null, payment: { type: 'cards', paymentMethodId: await visa(who) } });
    expect([r.status, r.body]).toEqual([200, { kind: 'payg' }]);
    expect((await onboarding.finalise(who, productId)).body.kind).toBe('payg');
    expect((await readyNow(who, productId)).state).toBe('ready');
  });

  test('a voucher: checked, then redeemed, the plan from the credit and the activation asked, nothing to confirm', async () => {
    const { who, productId } = await adopted();
    const plan = await firstPlan(who, productId);
    const { code } = await control<{ code: string }>(sb.url, 'POST', '/vouchers', { creditCents: plan.priceCents + 1000 });
    const check = await onboarding.voucher(who, productId, code);
    expect([check.status, check.body]).toEqual([200, { valid: true, creditCents: plan.priceCents + 1000 }]);
    await clearLog();
    const r = await onboarding.activate(who, productId, { plan: { availabilityId: plan.availabilityId, catalogId: plan.catalogId }, payment: { type: 'voucher', code } });
    expect([r.status, r.body]).toEqual([200, { kind: 'voucher_redeem_activation' }]);
    const paths = (await upstreamRequests(sb.url, '(redeem_voucher|prepay_addon_initial|finalise_activation)')).map((x) => x.path.split('/').slice(0, 4).join('/'));
    expect(paths).toEqual([`/customer/${who.uuid}/redeem_voucher`, `/customer/${who.uuid}/prepay_addon_initial`, '/v3/69/prepay_mobile']);
    const [initial] = await upstreamRequests(sb.url, 'prepay_addon_initial');
    expect(initial?.body).toEqual(expect.objectContaining({ PaymentMethodType: 'credit' }));
    // the voucher is used now
    expect((await onboarding.voucher(who, productId, code)).body).toEqual({ valid: false, creditCents: 0 });
    expect((await onboarding.finalise(who, productId)).body.state).toBe('requested');
    expect((await readyNow(who, productId)).state).toBe('ready');
  });

  test('a voucher for postpay is refused on the field; a code not 13 digits → 422', async () => {
    const { who, productId } = await adopted({ planType: 'postpay' });
    const r = await onboarding.voucher(who, productId, '4100000000001');
    expect([r.status, (r.body.error.details as Array<{ path: string }>)[0]?.path]).toEqual([422, 'code']);
    expect((await onboarding.voucher(who, productId, '123')).status).toBe(422);
  });

  test('"An onboarding purchase that is fully paid skips card confirmation": dry_activation, no payment', async () => {
    const { who, productId } = await adopted({ fullyPaid: true });
    await clearLog();
    const r = await onboarding.activate(who, productId, { plan: null, payment: null });
    expect([r.status, r.body]).toEqual([200, { kind: 'dry_activation' }]);
    const paths = (await upstreamRequests(sb.url, '/activate/(true|false)$')).map((x) => x.path.split('/').at(-1));
    expect(paths).toEqual(['true', 'false']);
    expect((await onboarding.finalise(who, productId)).body.kind).toBe('dry_activation');
  });

  test('a plan type change before activation: product-type dry, then for real', async () => {
    const { who, productId } = await adopted({ planType: 'prepay' });
    await clearLog();
    const r = await onboarding.activate(who, productId, { planType: 'payg', plan: null, payment: { type: 'cards', paymentMethodId: await visa(who) } });
    expect([r.status, r.body.kind]).toEqual([200, 'payg']);
    expect((await upstreamRequests(sb.url, '^/sim/v1/product-type/')).map((x) => [x.path, x.body])).toEqual([
      ['/sim/v1/product-type/true', { CustomerUUID: who.uuid, ProductInstanceUUID: productId, Type: 'payg' }],
      ['/sim/v1/product-type/false', { CustomerUUID: who.uuid, ProductInstanceUUID: productId, Type: 'payg' }],
    ]);
  });
});

describe('bill to account ("bill to account via billToAccount")', () => {
  /** A fresh payer pays for a fresh child up to $50 a month; the child adopts a fresh prepay SIM. */
  async function paidForChild(): Promise<{ child: Who; productId: string }> {
    const payer = await freshCustomer(sb.url, 'prepay');
    const { who: child, productId } = await adopted({}, 'child');
    const offer = await families.request(payer, { type: 'invite', email: child.email, name: 'Phone money', total: 50, cycle: 1 });
    expect(offer.status).toBe(200);
    expect((await families.accept(child, await tokenOf(sb.url, offer.body.uuid), { action: 'approve' })).status).toBe(200);
    clearCache();
    return { child, productId };
  }

  test('the setup offers "Bill to {payer}"; the first plan billed to the route, nothing to confirm', async () => {
    await withFlags(FAMILY_FLAGS, async () => {
      const { child, productId } = await paidForChild();
      const setup = await onboarding.setup(child, productId);
      expect(setup.body.payment.billTo).toEqual({ payer: expect.stringMatching(/\S/), remainingSpend: 5000, spendCycle: 1 });
      const plan = setup.body.plans.find((p) => p.priceCents <= 5000)!;
      await clearLog();
      const r = await onboarding.activate(child, productId, { plan: { availabilityId: plan.availabilityId, catalogId: plan.catalogId }, payment: { type: 'bill_routes' } });
      expect([r.status, r.body]).toEqual([200, { kind: 'prepay' }]);
      const [initial] = await upstreamRequests(sb.url, 'prepay_addon_initial');
      expect(initial?.body).toEqual(expect.objectContaining({ PaymentMethodType: 'bill_routes' }));
      expect((await onboarding.finalise(child, productId)).body.state).toBe('requested');
    });
  });

  test('billing routing off: no "Bill to", and bill_routes refused on the field before the upstream', async () => {
    await withFlags(FAMILY_FLAGS, async () => {
      const { child, productId } = await paidForChild();
      await withFlags({ FLAG_BILLING_ROUTING: 'false' }, async () => {
        const setup = await onboarding.setup(child, productId);
        expect(setup.body.payment.billTo).toBeNull();
        const plan = setup.body.plans[0]!;
        await clearLog();
        const r = await onboarding.activate(child, productId, { plan: { availabilityId: plan.availabilityId, catalogId: plan.catalogId }, payment: { type: 'bill_routes' } });
        expect([r.status, (r.body.error.details as Array<{ path: string }>)[0]?.path]).toEqual([422, 'payment']);
        expect(await upstreamRequests(sb.url, 'prepay_addon_initial')).toEqual([]);
      });
    });
  });
});

describe('bringing a number at activation', () => {
  const PORT = { number: '027 555 0950', carrier: 'Spark', accountNumber: '', priorSimId: '', name: 'Aroha Test' };

  test('the port comes again with finalise: none before the payment, one once the activation is asked, never two', async () => {
    const { who, productId } = await adopted();
    const plan = await firstPlan(who, productId);
    const r = await onboarding.activate(who, productId, { plan: { availabilityId: plan.availabilityId, catalogId: plan.catalogId }, payment: { type: 'cards', paymentMethodId: await visa(who) }, porting: PORT });
    expect(r.status).toBe(200);
    // the number was checked before any payment, and no port was asked yet
    expect((await upstreamRequests(sb.url, 'porting/v1/msisdn')).length).toBe(1);
    await clearLog();
    const early = await onboarding.finalise(who, productId, { porting: PORT });
    expect([early.status, early.body.error?.code]).toEqual([402, 'payment_pending']);
    expect(await upstreamRequests(sb.url, '/mobile_porting$')).toEqual([]);

    expect(await confirmSaved(sb.url, r.body.clientSecret!)).toBe('succeeded');
    const started = await onboarding.finalise(who, productId, { porting: PORT });
    expect([started.status, started.body.state]).toEqual([200, 'requested']);
    const [put] = await upstreamRequests(sb.url, '/mobile_porting$');
    expect(put?.body).toMatchObject({ CustomerUUID: who.uuid, MobileUUID: productId, MSISDN: '64275550950', Carrier: 'Spark', Name: 'Aroha Test' });
    // the wait page's finalise (or a retry) starts no second port
    expect((await onboarding.finalise(who, productId, { porting: PORT })).status).toBe(200);
    expect((await upstreamRequests(sb.url, '/mobile_porting$')).filter((x) => x.method === 'PUT').map((x) => x.status)).toEqual([200, 409]);
    const port = await porting.read(who, productId);
    expect([port.body.porting?.number, port.body.porting?.phase]).toEqual(['027 555 0950', 'awaiting_consent']);
  });

  test('a bad porting field is refused on its field (422), nothing started', async () => {
    const { who, productId } = await adopted();
    const r = await onboarding.finalise(who, productId, { porting: { ...PORT, number: '12' } });
    expect([r.status, r.body.error?.code]).toEqual([422, 'bad_input']);
    expect((await onboarding.progress(who, productId)).body.state).toBe('not_started');
  });
});

describe('progress, failure and the stream', () => {
  test('"SIM activation problems": a failed activation says the upstream\'s words', async () => {
    const { who, productId } = await adopted();
    await onboarding.activate(who, productId, { plan: null, payment: null });
    await onboarding.finalise(who, productId);
    await control(sb.url, 'POST', `/activations/${productId}/fail`, { message: 'The network refused the SIM' });
    const p = await onboarding.progress(who, productId);
    expect([p.body.state, p.body.message, p.body.steps.map((s) => s.state)]).toEqual(['failed', 'The network refused the SIM', ['done', 'waiting', 'waiting', 'waiting']]);
  });

  test('not started: not_started, nothing done', async () => {
    const { who, productId } = await adopted();
    const p = await onboarding.progress(who, productId);
    expect([p.status, p.body.state, p.body.startedAt, p.body.kind]).toEqual([200, 'not_started', null, null]);
  });

  test('the stream: progress at once and on each change, end at ready; another\'s product → 404 JSON', async () => {
    const { who, productId } = await adopted();
    await onboarding.activate(who, productId, { plan: null, payment: null });
    await onboarding.finalise(who, productId);
    const r = await onboarding.events(who, productId);
    expect([r.status, r.res.headers.get('content-type')]).toEqual([200, 'text/event-stream; charset=utf-8']);
    await moveOn(sb.url, productId, 20_000);
    const text = await new Response(r.res.body).text();
    const events = [...text.matchAll(/^event: (\w+)\ndata: (.*)$/gm)].map((m) => [m[1], JSON.parse(m[2]!)] as const);
    expect(text.startsWith('retry: 1000\n\n')).toBe(true);
    expect(events[0]?.[0]).toBe('progress');
    expect((events[0]?.[1] as ActivationProgress).state).toBe('requested');
    expect(events.at(-2)?.[0]).toBe('progress');
    expect((events.at(-2)?.[1] as ActivationProgress).state).toBe('ready');
    expect(events.at(-1)).toEqual(['end', { state: 'ready' }]);

    const other = await freshCustomer(sb.url, 'new');
    const refused = await onboarding.events(other, productId);
    expect([refused.status, refused.body.error.code]).toEqual([404, 'not_found']);
  }, 20_000);

  test('a stream that sees nothing move ends with `timeout` after its limit; a wait past 250 s since the request reads timed_out', async () => {
    const { who, productId } = await adopted();
    const sealed = new Map(who.cookie.split('; ').map((c) => c.split('=', 2) as [string, string])).get(sessionCookieName());
    const rc = createContext(await unsealSession(sealed), 'activation-events-test');
    const text = await new Response(await activationEvents(rc, productId, new AbortController().signal, { pollMs: 20, maxMs: 150 })).text();
    expect(text.match(/event: progress/g)).toHaveLength(1);
    expect(text).toMatch(/event: progress\ndata: \{[^\n]*"state":"not_started"/);
    expect(text).toMatch(/event: timeout\ndata: \{"afterMs":150\}\n\n$/);

    await onboarding.activate(who, productId, { plan: null, payment: null });
    await onboarding.finalise(who, productId);
    const late = await progress(rc, productId, { nowMs: Date.now() + 251_000 });
    expect([late.state, late.steps.map((x) => x.state)]).toEqual(['timed_out', ['done', 'waiting', 'waiting', 'waiting']]);
  });

  test('onboarding off → 404 for every step', async () => {
    const { who, productId } = await adopted();
    await withFlags({ FLAG_MOBILE_ONBOARDING: 'false' }, async () => {
      for (const r of [await onboarding.sims(who), await onboarding.setup(who, productId), await onboarding.progress(who, productId), await onboarding.activate(who, productId, { plan: null, payment: null }), await onboarding.finalise(who, productId)]) {
        expect([r.status, (r.body as { error: { code: string } }).error.code]).toEqual([404, 'not_found']);
      }
    });
  });
});
