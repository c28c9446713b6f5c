import { confirmSaved, historyOf } from './card-helpers';
import { line, ESIM, PLAN_30, card, confirm, orderToPay, req } from './eshop-helpers';
import { control, start, type Running } from './helpers';
import { NANOS, onboardingCalls } from './onboarding-helpers';
import { availability } from './usage-helpers';

/** Activation (docs/onboarding-contract.md §2.2): the calls by plan type and the state machine on the sandbox clock. */

let run: Running;
let o: ReturnType<typeof onboardingCalls>;
beforeAll(async () => {
  run = await start();
  o = onboardingCalls(run.url);
});
afterAll(() => run.sandbox.close());

const live = (p: { Addons: Array<{ Name: string; EndedAtNanos: number; IsBasePlan: boolean }> } | undefined) => p?.Addons.filter((a) => a.EndedAtNanos === 0).map((a) => a.Name);

describe('prepay by card', () => {
  test('dry run 412, the first plan held behind its PaymentIntent, finalise waits for payment, then REQUESTED → PROVISIONING → ACTIVE → the plan', async () => {
    const who = await o.fresh('prepay');
    const adopted = await o.adopt(who, await o.sim());
    const product = adopted.MobileProductUUID;
    const payment = await o.cardOf(who);
    const dry = await o.activate(who, product, 'true', { PaymentMethodID: payment.UUID, PaymentMethodType: 'cards', PaymentMethodGateway: 'stripe', AuthorizeOnly: true });
    expect(dry.status).toBe(412);
    expect(dry.body).toEqual({ err_message: 'No payment error', err_number: 1412 });
    const bought = await o.initial(who, product, '$30 Prepay Value Pack', { PaymentMethodType: 'cards', PaymentMethodID: payment.UUID });
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({ Status: 'pending_payment', ClientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/), PaymentIntent: expect.stringMatching(/^pi_\w+$/), ProductInstanceUUID: product });
    const pending = await o.finalise(who, product);
    expect(pending.status).toBe(402);
    expect(pending.body).toMatchObject({ err_message: 'Payment is pending' });
    expect((await confirmSaved(run.url, bought.body.PaymentIntent, bought.body.ClientSecret)).body.status).toBe('succeeded');
    // Paid, but held: no add-on before the activation
    expect(live(await o.product(who, product))).toEqual([]);
    const started = await o.finalise(who, product);
    expect(started.body).toEqual({ State: 'REQUESTED' });
    const meta = (await o.metadata(who, product)).body;
    expect(meta.Activation).toMatchObject({ State: 'REQUESTED', Kind: 'prepay', NetworkReadyAtNanos: 0, AddonsReadyAtNanos: 0, Message: '' });
    // The plan held names the wait before it is on the product
    expect(meta.PlanName).toBe('$30 Prepay Value Pack');
    expect(String(meta.Activation.RequestedAtNanos)).toMatch(NANOS);
    expect((await o.moveOn(product, 2_000)).body.Activation.State).toBe('PROVISIONING');
    const active = (await o.moveOn(product, 10_000)).body.Activation;
    expect(active).toMatchObject({ State: 'ACTIVE', AddonsReadyAtNanos: 0 });
    expect(active.NetworkReadyAtNanos).toBe(active.RequestedAtNanos + 12_000 * 1e6);
    const p = await o.product(who, product);
    expect(p).toMatchObject({ Status: 4, BillingReference: expect.stringMatching(/^prepay:5\d+$/) });
    expect(live(p)).toEqual([]);
    const ready = (await o.moveOn(product, 6_000)).body.Activation;
    expect(ready.AddonsReadyAtNanos).toBe(ready.RequestedAtNanos + 18_000 * 1e6);
    expect(live(await o.product(who, product))).toEqual(['$30 Prepay Value Pack']);
    expect((await historyOf(run.url, who))[0]).toMatchObject({ Description: '$30 Prepay Value Pack', Status: 'COMPLETED', AmountCents: 3000 });
    // Finalise again answers the state; a second adoption is 'already active service'
    expect((await o.finalise(who, product)).body).toEqual({ State: 'ACTIVE' });
    expect((await o.activate(who, product, 'true', { PaymentMethodType: 'none' })).body).toMatchObject({ err_message: 'already active service' });
  });

  test('the state machine runs on the sandbox clock by itself (the tick), and a failure keeps its message', async () => {
    const who = await o.fresh('prepay');
    const product = (await o.adopt(who, await o.sim())).MobileProductUUID;
    expect((await o.finalise(who, product)).body).toEqual({ State: 'REQUESTED' });
    await control(run.url, 'POST', '/clock', { advanceMs: 20_000 });
    await new Promise((r) => setTimeout(r, 1_200));
    const p = await o.product(who, product);
    expect(p?.Status).toBe(4);
    // No plan: prepay with casual rates
    expect(live(p)).toEqual(['Pay As You Go Casual Rates']);
    expect((await o.metadata(who, product)).body.Activation).toMatchObject({ State: 'ACTIVE', Kind: 'prepay_casual' });
    await control(run.url, 'POST', '/clock', { advanceMs: -20_000 });

    const other = (await o.adopt(who, await o.sim())).MobileProductUUID;
    await o.finalise(who, other);
    const failed = await o.fail(other, 'The network refused the SIM');
    expect(failed.body.Activation).toMatchObject({ State: 'FAILED', Message: 'The network refused the SIM' });
    expect((await o.moveOn(other, 30_000)).body.Activation.State).toBe('FAILED');
    expect((await o.product(who, other))?.Status).toBe(2);
  });

  test('errors of the dry run: no card, a card about to expire, bill_routes without a route; someone else\'s product', async () => {
    const who = await o.fresh('prepay');
    const product = (await o.adopt(who, await o.sim())).MobileProductUUID;
    const none = await o.activate(who, product, 'true', { PaymentMethodType: 'cards', PaymentMethodID: '00000000-0000-4000-8000-000000000000' });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ err_message: 'Card is not found' });
    const cards = await (await import('./card-helpers')).cardsOf(run.url, who);
    const expiring = cards.find((c) => c.Rank === 2);
    const soon = await o.activate(who, product, 'true', { PaymentMethodType: 'cards', PaymentMethodID: expiring?.UUID });
    expect(soon.status).toBe(402);
    expect(soon.body).toMatchObject({ err_message: 'A card about to expire cannot be authorized' });
    const routes = await o.activate(who, product, 'true', { PaymentMethodType: 'bill_routes' });
    expect(routes.status).toBe(400);
    expect(routes.body).toMatchObject({ err_message: 'Please add a payment card to continue' });
    expect((await o.activate(who, product, 'true', { PaymentMethodType: 'none' })).status).toBe(412);
    const notPaid = await o.activate(who, product, 'false', { PaymentMethodType: 'none' });
    expect(notPaid.status).toBe(402);
    const stranger = await o.fresh('prepay');
    const theirs = await req(run.url, 'POST', `/customer/${stranger.customer}/service/${product}/activate/true`, { jwt: stranger.jwt, body: { PaymentMethodType: 'none' } });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ err_message: 'Product is not found' });
    expect((await o.metadata(stranger, product)).status).toBe(404);
    // An active product of its own (no onboarding): its plan type from its billing reference, no activation
    const postpay = await o.fresh('postpay');
    const active = (await o.products(postpay)).find((p) => p.Status === 4);
    expect((await o.metadata(postpay, active?.UUID ?? '')).body).toMatchObject({ PlanType: 'POSTPAY', FullyPaid: false, Activation: { State: 'NONE', Kind: '' } });
    const asOther = await req(run.url, 'POST', `/customer/${who.customer}/service/${product}/activate/true`, { jwt: stranger.jwt, body: { PaymentMethodType: 'none' } });
    expect(asOther.status).toBe(401);
  });
});

describe('voucher, postpay, PAYG, plan type, fully paid', () => {
  test('the voucher activation: check, redeem on the not-activated product, the plan from the credit, finalise', async () => {
    const who = await o.fresh('prepay');
    const product = (await o.adopt(who, await o.sim())).MobileProductUUID;
    const code = await o.voucher(2000);
    expect((await o.checkVoucher(who, product, code)).body).toEqual({ Valid: true, CreditCents: 2000 });
    expect((await o.checkVoucher(who, product, '0000000000000')).body).toEqual({ Valid: false, CreditCents: 0 });
    expect((await o.checkVoucher(who, product, '12')).status).toBe(400);
    const short = await o.initial(who, product, '$30 Prepay Value Pack', { PaymentMethodType: 'credit' });
    expect(short.status).toBe(402);
    expect(short.body).toMatchObject({ err_message: 'Not enough balance', MissingCents: 3000 });
    expect((await o.redeem(who, product, code)).body).toMatchObject({ Attributes: { CreditCents: 2000 }, MainBalCreditCents: 2000 });
    expect((await o.checkVoucher(who, product, code)).body).toEqual({ Valid: false, CreditCents: 0 });
    const bought = await o.initial(who, product, '$20 Prepay Plan', { PaymentMethodType: 'credit' });
    expect(bought.body).toMatchObject({ Status: 'succeeded', ClientSecret: '' });
    expect((await o.finalise(who, product)).body).toEqual({ State: 'REQUESTED' });
    const meta = (await o.moveOn(product, 18_000)).body;
    expect(meta.Activation).toMatchObject({ State: 'ACTIVE', Kind: 'voucher_redeem_activation' });
    const p = await o.product(who, product);
    expect(live(p)).toEqual(['$20 Prepay Plan']);
    expect(p?.MainBalCreditCents).toBe(500);
  });

  test('postpay: credit check needed, PASS, the card authorised by a manual-capture intent, the activation once it succeeds', async () => {
    const who = await o.fresh('prepay');
    const product = (await o.adopt(who, await o.sim({ planType: 'postpay' }))).MobileProductUUID;
    const payment = await o.cardOf(who);
    const before = await o.postpay(who, product, '$55 Postpay Essentials Plan', { PaymentMethodID: payment.UUID });
    expect(before.status).toBe(409);
    expect(before.body).toMatchObject({ err_message: 'Credit check needed' });
    const check = await o.creditCheck(who, product);
    expect(check.body).toEqual({ Result: 'PASS', Reference: expect.stringMatching(/^CC-\d{8}$/) });
    const res = await o.postpay(who, product, '$55 Postpay Essentials Plan', { PaymentMethodID: payment.UUID });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ClientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/), PaymentIntent: expect.stringMatching(/^pi_\w+$/), ProductInstanceUUID: product, BillingReference: expect.stringMatching(/^postpay:5\d+$/) });
    expect((await o.metadata(who, product)).body.Activation.State).toBe('NONE');
    const history = (await historyOf(run.url, who)).length;
    const confirmed = await confirmSaved(run.url, res.body.PaymentIntent, res.body.ClientSecret);
    expect(confirmed.body.status).toBe('requires_capture');
    // Authorised, not charged: no payment in the history
    expect((await historyOf(run.url, who)).length).toBe(history);
    expect((await o.metadata(who, product)).body.Activation).toMatchObject({ State: 'REQUESTED', Kind: 'postpay' });
    await o.moveOn(product, 18_000);
    const p = await o.product(who, product);
    expect(p).toMatchObject({ Status: 4, BillingReference: expect.stringMatching(/^postpay:/) });
    expect(live(p)).toEqual(['$55 Postpay Essentials Plan']);
  });

  test('postpay: the failing credit check; a declining card; no credit check for other plan types', async () => {
    const who = await o.fresh('prepay');
    const product = (await o.adopt(who, await o.sim({ planType: 'postpay', creditCheck: 'FAIL' }))).MobileProductUUID;
    expect((await o.creditCheck(who, product)).body).toMatchObject({ Result: 'FAIL' });
    const payment = await o.cardOf(who);
    const failed = await o.postpay(who, product, '$55 Postpay Essentials Plan', { PaymentMethodID: payment.UUID });
    expect(failed.status).toBe(402);
    expect(failed.body).toMatchObject({ err_message: 'credit check failed' });
    const prepay = (await o.adopt(who, await o.sim())).MobileProductUUID;
    const noCheck = await o.creditCheck(who, prepay);
    expect(noCheck.status).toBe(409);
    expect(noCheck.body).toMatchObject({ err_message: 'No credit check for this plan type' });
    // A declining card saved (through the e-shop's checkout, as a buyer's card is)
    const buyer = await orderToPay(run.url, [line(ESIM, PLAN_30)], 'new');
    // …kept for next time: the buyer ticked "Save this card for next time" (setup_future_usage).
    expect((await confirm(run.url, buyer.id, buyer.secret, card('4242424242424242'), undefined, undefined, { setup_future_usage: 'off_session' }).then((r) => r.body.status))).toBe('succeeded');
    const declining = (await o.adopt(buyer, await o.sim({ planType: 'postpay' }))).MobileProductUUID;
    await o.creditCheck(buyer, declining);
    run.sandbox.store.db.prepare("UPDATE payment_methods SET card_last4 = '0002' WHERE customer_uuid = ?").run(buyer.customer);
    const buyerCard = await o.cardOf(buyer);
    const declined = await o.postpay(buyer, declining, '$55 Postpay Essentials Plan', { PaymentMethodID: buyerCard.UUID });
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ err_message: 'card authorization error' });
  });

  test('PAYG: nothing charged, casual rates; the plan type changes before activation (dry only checks), not after', async () => {
    const who = await o.fresh('prepay');
    const product = (await o.adopt(who, await o.sim())).MobileProductUUID;
    expect((await o.productType(who, product, 'payg', 'true')).body).toEqual({ Type: 'payg' });
    expect((await o.metadata(who, product)).body.PlanType).toBe('PREPAY_ADDON');
    expect((await o.productType(who, product, 'payg', 'false')).body).toEqual({ Type: 'payg' });
    expect((await o.metadata(who, product)).body.PlanType).toBe('PAYG');
    expect((await o.productType(who, product, 'weekly', 'false')).status).toBe(400);
    const payment = await o.cardOf(who);
    const res = await o.payg(who, product, { PaymentMethodID: payment.UUID });
    expect(res.body).toEqual({ ClientSecret: '', PaymentIntent: '', ProductInstanceUUID: product, BillingReference: expect.stringMatching(/^payg:5\d+$/) });
    await o.moveOn(product, 18_000);
    const p = await o.product(who, product);
    expect(p).toMatchObject({ Status: 4, BillingReference: expect.stringMatching(/^payg:/) });
    expect(live(p)).toEqual(['Pay As You Go Casual Rates']);
    const after = await o.productType(who, product, 'prepay', 'false');
    expect(after.status).toBe(409);
  });

  test('a shop eSIM: fully paid, pre-activated after COMPLETED; its buyer adopts it and activate/false starts a dry_activation', async () => {
    const buyer = await orderToPay(run.url, [line(ESIM, PLAN_30)], 'new');
    expect((await confirm(run.url, buyer.id, buyer.secret, card('4242424242424242'))).body.status).toBe('succeeded');
    await control(run.url, 'POST', `/orders/${buyer.answer.OrderID}/move-on`, { ms: 31_000 });
    const [product] = await o.products(buyer);
    expect(product?.Status).toBe(2);
    const meta = (await o.metadata(buyer, product?.UUID ?? '')).body;
    expect(meta).toMatchObject({ PlanType: 'PREPAY_ADDON', FullyPaid: true, ProductAvailabilityUUID: availability('$30 Prepay Value Pack'), PlanName: '$30 Prepay Value Pack', Activation: { State: 'NONE' } });
    // The buyer's SIM by its number: resumed at once (it is theirs already)
    const resumed = await o.bySms(buyer, product?.MSISDN ?? '');
    expect(resumed.body.MobileProductUUID).toBe(product?.UUID);
    expect((await o.activate(buyer, product?.UUID ?? '', 'true', { PaymentMethodType: 'none' })).status).toBe(412);
    const started = await o.activate(buyer, product?.UUID ?? '', 'false', { PaymentMethodType: 'none' });
    expect(started.body).toMatchObject({ ClientSecret: '', PaymentIntent: '', ProductInstanceUUID: product?.UUID });
    const done = (await o.moveOn(product?.UUID ?? '', 18_000)).body;
    expect(done.Activation).toMatchObject({ State: 'ACTIVE', Kind: 'dry_activation' });
    const p = await o.product(buyer, product?.UUID ?? '');
    expect(p?.Status).toBe(4);
    expect(live(p)).toEqual(['$30 Prepay Value Pack']);
  });

  test('a product no adoption made (the demo\'s second SIM, not yet activated) activates as prepay with casual rates', async () => {
    const who = await o.fresh('prepay');
    const waiting = (await o.products(who)).find((p) => p.Status < 4);
    expect(waiting).toBeDefined();
    expect((await o.metadata(who, waiting?.UUID ?? '')).body).toMatchObject({ PlanType: 'PREPAY_ADDON', FullyPaid: false, Activation: { State: 'NONE' } });
    expect((await o.bySim(who, waiting?.SIMID ?? '')).body.MobileProductUUID).toBe(waiting?.UUID);
    expect((await o.finalise(who, waiting?.UUID ?? '')).body).toEqual({ State: 'REQUESTED' });
    await o.moveOn(waiting?.UUID ?? '', 18_000);
    const p = await o.product(who, waiting?.UUID ?? '');
    expect(p).toMatchObject({ Status: 4, BillingReference: expect.stringMatching(/^prepay:/) });
    expect(live(p)).toEqual(['Pay As You Go Casual Rates']);
  });

  test('a SIM swap adoption ends with the replaced product taking the SIM', async () => {
    const who = await o.fresh('prepay');
    const current = (await o.products(who)).find((p) => p.Status === 4);
    const simId = '89640500000000016094';
    run.sandbox.store.onboarding.insertSim({ simId, imsi: '530050000016094', puk: '12345678', msisdn: '', planType: 'prepay', owner: who.customer, replaces: current?.UUID ?? '' });
    // The code goes to the number the SIM will carry
    expect((await o.bySim(who, simId)).body).toMatchObject({ SMSSent: true });
    const code = (await o.outbox(current?.MSISDN ?? '')).at(-1)?.code ?? '';
    const adopted = await o.bySim(who, simId, code);
    expect(adopted.status).toBe(200);
    expect(adopted.body).toMatchObject({ MSISDN: current?.MSISDN, Metadata: { ReplacementFor: current?.UUID } });
    await o.finalise(who, adopted.body.MobileProductUUID);
    await o.moveOn(adopted.body.MobileProductUUID, 18_000);
    const after = (await o.products(who)).find((p) => p.UUID === current?.UUID);
    expect(after).toMatchObject({ SIMID: simId, MSISDN: current?.MSISDN, Status: 4 });
    // The adoption's metadata still says what it replaced once the SIM has moved (the BFF's wait follows that product)
    expect((await o.metadata(who, adopted.body.MobileProductUUID)).body).toMatchObject({ ReplacementFor: current?.UUID, Activation: { State: 'ACTIVE' } });
  });
});
