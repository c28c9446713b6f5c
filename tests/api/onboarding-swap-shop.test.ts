import { GET as cardsGet } from '@/app/api/customer/payment-methods/route';
import { GET as productsGet } from '@/app/api/customer/products/route';
import { clearCache, resetLimiter } from '@/lib/cache';
import type { CardItem } from '@/lib/billing/types';
import type { Sandbox } from '@/sandbox/server';
import { freshCustomer, upstreamRequests, type Who } from '../support/account';
import { control, resetAll, startSandbox } from '../support/bff';
import { call, sessionOf } from '../support/eshop';
import { card, confirm, ESIM, line, orderToPay, PLAN_30 } from '../sandbox/eshop-helpers';
import { freshSim, moveOn, onboarding, smsCode } from '../support/onboarding';

/**
 * The SIM swap adoption, the declined card authorisation and the shop's SIMs
 * (docs/onboarding-contract.md §2.5 as built, §3.1; issue 16 item 5): a SIM that replaces a product
 * ends with that product carrying it, and the wait follows the replaced product; a postpay card the
 * bank declines is 'card authorization error'; an eSIM bought in the shop waits for its buyer.
 */

let sandbox: Sandbox;
let url = '';
beforeAll(async () => {
  ({ sandbox, url } = await startSandbox());
  await resetAll(url);
});
afterAll(() => sandbox.close());
beforeEach(() => {
  clearCache();
  resetLimiter();
});

type Product = { uuid: string; msisdn: string; simId: string; statusLabel: string };
async function products(who: Who): Promise<{ products: Product[]; currentUuid: string }> {
  return (await call<{ products: Product[]; currentUuid: string }>(productsGet, 'GET', '/api/customer/products', { cookie: who.cookie })).body;
}

test('"whether it is a SIM swap": the adoption says so; the wait ends ready on the replaced product, which now carries the SIM', async () => {
  const who = await freshCustomer(url, 'prepay');
  const list = await products(who);
  const current = list.products.find((p) => p.uuid === list.currentUuid)!;
  const simId = '89640500000000016094';
  sandbox.store.onboarding.insertSim({ simId, imsi: '530050000016094', puk: '12345678', msisdn: '', planType: 'prepay', owner: who.uuid, replaces: current.uuid });
  await onboarding.adopt(who, { by: 'sms', simId });
  const adopted = await onboarding.adopt(who, { by: 'sms', simId, code: await smsCode(url, current.msisdn) });
  expect(adopted.status).toBe(200);
  const adoption = adopted.body.step === 'adopted' ? adopted.body.adoption : null;
  expect([adoption?.simSwap, adoption?.replacesProductId, adoption?.number.replace(/\D/g, '')]).toEqual([true, current.uuid, `0${current.msisdn.slice(2)}`]);
  const productId = adoption!.productId;
  expect((await onboarding.activate(who, productId, { plan: null, payment: null })).body).toEqual({ kind: 'prepay_casual' });
  await onboarding.finalise(who, productId);
  await moveOn(url, productId, 20_000);
  const p = await onboarding.progress(who, productId);
  expect([p.status, p.body.state, p.body.number]).toEqual([200, 'ready', adoption!.number]);
  clearCache();
  const after = (await products(who)).products.find((x) => x.uuid === current.uuid);
  expect([after?.simId, after?.statusLabel]).toEqual([simId, 'active']);
});

test('postpay with a card the bank declines: "card authorization error", no activation', async () => {
  const who = await freshCustomer(url, 'new');
  // a saved card ending 9995 (the declining test card: the provider refuses to save it through a SetupIntent, so it is put in the store as a card saved before it began to decline)
  sandbox.store.cards.save(who.uuid, { brand: 'Visa', last4: '9995', expMonth: 12, expYear: new Date().getFullYear() + 3 }, Date.now());
  clearCache();
  const cards = (await call<{ cards: CardItem[] }>(cardsGet, 'GET', '/api/customer/payment-methods', { cookie: who.cookie })).body.cards;
  const declining = cards.find((c) => c.last4 === '9995');
  expect(declining).toBeDefined();

  const sim = await freshSim(url, { planType: 'postpay', creditCheck: 'PASS' });
  await onboarding.adopt(who, { by: 'sms', simId: sim.SIMID });
  const adopted = await onboarding.adopt(who, { by: 'sms', simId: sim.SIMID, code: await smsCode(url, sim.MSISDN) });
  const productId = adopted.body.step === 'adopted' ? adopted.body.adoption.productId : '';
  const plan = (await onboarding.setup(who, productId)).body.plans[0]!;
  await control(url, 'DELETE', '/requests');
  const r = await onboarding.activate(who, productId, { plan: { availabilityId: plan.availabilityId, catalogId: plan.catalogId }, payment: { type: 'cards', paymentMethodId: declining!.id } });
  expect([r.status, r.body.error]).toEqual([402, { code: 'card_authorization_error', message: 'card authorization error' }]);
  expect((await upstreamRequests(url, '^/postpay/activation$')).map((x) => (x as { status?: number }).status)).toEqual([402]);
  expect((await onboarding.progress(who, productId)).body.state).toBe('not_started');
});

test('"a SIM or eSIM bought in our shop is ready to activate": listed, fully paid with its plan, activated without payment (dry_activation), ready with that plan', async () => {
  const order = await orderToPay(url, [line(ESIM, PLAN_30)], 'new');
  expect((await confirm(url, order.id, order.secret, card('4242424242424242'))).body.status).toBe('succeeded');
  await control(url, 'POST', `/orders/${order.answer.OrderID}/move-on`, { ms: 31_000 });
  const who: Who = { cookie: await sessionOf(order.email), uuid: order.customer, email: order.email };
  const sims = await onboarding.sims(who);
  expect(sims.status).toBe(200);
  expect(sims.body).toHaveLength(1);
  const sim = sims.body[0]!;
  expect([sim.planType, sim.fullyPaid, sim.paidPlan?.name, sim.state]).toEqual(['prepay', true, '$30 Prepay Value Pack', 'ready']);
  const setup = await onboarding.setup(who, sim.productId);
  expect([setup.body.plans, setup.body.payment.billTo, setup.body.payment.voucher]).toEqual([[], null, false]);
  // the plan paid for keeps its plan type
  const other = await onboarding.activate(who, sim.productId, { planType: 'postpay', plan: null, payment: null });
  expect([other.status, (other.body.error?.details as Array<{ path: string }> | undefined)?.[0]?.path]).toEqual([422, 'planType']);
  const r = await onboarding.activate(who, sim.productId, { plan: null, payment: null });
  expect([r.status, r.body]).toEqual([200, { kind: 'dry_activation' }]);
  expect((await onboarding.finalise(who, sim.productId)).body.state).toBe('requested');
  await moveOn(url, sim.productId, 20_000);
  const p = await onboarding.progress(who, sim.productId);
  expect([p.body.state, p.body.planName]).toEqual(['ready', '$30 Prepay Value Pack']);
  expect((await onboarding.sims(who)).body).toEqual([]);
});
