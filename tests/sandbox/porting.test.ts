import type { Who } from './card-helpers';
import { ADDRESS, ESIM, PLAN_30, card, confirm, freshCustomer, line, makeCart, checkout, req } from './eshop-helpers';
import { control, start, type Running } from './helpers';
import { onboardingCalls } from './onboarding-helpers';
import { portingScaleOf } from '@/sandbox/server';

/** Number porting (docs/onboarding-contract.md §2.3): the check, the port, the YES, the clock, retry, cancel, action; checkout. */

let run: Running;
let o: ReturnType<typeof onboardingCalls>;
beforeAll(async () => {
  run = await start();
  o = onboardingCalls(run.url);
});
afterAll(() => run.sandbox.close());

type Porting = {
  MobileUUID: string; MSISDN: string; Carrier: string; AccountNumber: string; State: number; StateName: string; ConsentState: string;
  ConsentDeadlineNanos: number; RequestedAtNanos: number; UpdatedAtNanos: number; Message: string; History: Array<{ State: number; AtNanos: number }>;
};
const MIN = 60_000;

function calls(who: Who, mobile: string) {
  return {
    check: (number: string, customer = who.customer) => req<{ MSISDN: string; Portable: boolean; Carrier: string; Reason: string }>(run.url, 'GET', `/porting/v1/msisdn/${encodeURIComponent(number)}?CustomerUUID=${customer}`, { jwt: who.jwt }),
    start: (body: Record<string, unknown>) => req<Porting>(run.url, 'PUT', '/mobile_porting', {
      jwt: who.jwt, body: { CustomerUUID: who.customer, MobileUUID: mobile, Carrier: '', AccountNumber: '', PriorSIMID: '', Name: 'Aroha Ngata', SPID: 69, ...body },
    }),
    get: () => req<Porting>(run.url, 'GET', `/mobile_porting?CustomerUUID=${who.customer}&MobileUUID=${mobile}`, { jwt: who.jwt }),
    retry: () => req<Porting>(run.url, 'PUT', '/mobile_porting_retry', { jwt: who.jwt, body: { CustomerUUID: who.customer, MobileUUID: mobile } }),
    cancel: () => req<Porting>(run.url, 'PUT', `/customer/${who.customer}/cancel_mobile_porting`, { jwt: who.jwt, body: { MobileUUID: mobile, SPID: 69 } }),
    action: (action: string) => req<Porting>(run.url, 'PUT', `/customer/${who.customer}/mobile_porting/action`, { jwt: who.jwt, body: { MobileUUID: mobile, SPID: 69, action } }),
    reply: (from: string, text: string) => control<{ Porting: Porting | null }>(run.url, 'POST', '/sms/reply', { from, text }),
    moveOn: (ms: number) => control<Porting>(run.url, 'POST', `/porting/${mobile}/move-on`, { ms }),
  };
}

async function customerWithProduct() {
  const who = await freshCustomer(run.url, 'prepay');
  const product = (await o.products(who)).find((p) => p.Status === 4);
  if (!product) throw new Error('no product');
  return { who, product, p: calls(who, product.UUID) };
}

describe('the number check', () => {
  test('portable with its carrier (registry, else prefix); ours; not a mobile number', async () => {
    await control(run.url, 'POST', '/reset');
    const { p, product } = await customerWithProduct();
    expect((await p.check('027 555 0950')).body).toEqual({ MSISDN: '64275550950', Portable: true, Carrier: 'Spark', Reason: '' });
    expect((await p.check('+64225550999')).body).toMatchObject({ Portable: true, Carrier: '2degrees' });
    expect((await p.check('0295550999')).body).toMatchObject({ Portable: true, Carrier: 'One NZ' });
    expect((await p.check(product.MSISDN)).body).toMatchObject({ Portable: false, Reason: 'This number is already with us' });
    const bad = await p.check('09 555 0100');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ err_message: 'Number is invalid' });
    const stranger = await freshCustomer(run.url, 'new');
    expect((await p.check('0275550950', stranger.customer)).status).toBe(401);
  });
});

describe('a port', () => {
  test('the Spark number: the losing carrier\'s text, the YES, then the clock to PORT_COMPLETED: the product takes the number', async () => {
    await control(run.url, 'POST', '/reset');
    const { who, product, p } = await customerWithProduct();
    const started = await p.start({ MSISDN: '027 555 0950', Carrier: 'Spark', AccountNumber: '' });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ MobileUUID: product.UUID, MSISDN: '64275550950', Carrier: 'Spark', State: 1, StateName: 'PORT_REQUESTED', ConsentState: 'AWAITING', Message: '' });
    expect(started.body.ConsentDeadlineNanos).toBe(started.body.RequestedAtNanos + 2 * 60 * MIN * 1e6);
    expect(started.body.History).toEqual([{ State: 1, AtNanos: started.body.RequestedAtNanos }]);
    const [text] = await o.outbox('027 555 0950');
    expect(text?.body).toBe('Spark: a request has been made to move 027 555 0950 to Tūī Mobile. Reply YES within 2 hours to agree. If you did not ask for this, ignore this text.');
    expect((await o.product(who, product.UUID))?.PortingState).toBe(1);
    // One open port per product
    const twice = await p.start({ MSISDN: '027 555 0950' });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ err_message: 'A port is already in progress' });
    // Anything but YES is ignored
    expect((await p.reply('64275550950', 'no thanks')).body.Porting).toMatchObject({ ConsentState: 'AWAITING' });
    expect((await p.reply('027 555 0950', '  yes ')).body.Porting).toMatchObject({ ConsentState: 'GIVEN', State: 1 });
    expect((await p.moveOn(MIN)).body).toMatchObject({ State: 2, StateName: 'PORT_VALIDATED' });
    expect((await p.moveOn(9 * MIN)).body).toMatchObject({ State: 3, StateName: 'PORT_APPROVED' });
    expect((await p.moveOn(50 * MIN)).body).toMatchObject({ State: 5, StateName: 'NETWORK_PROVISIONING' });
    const done = (await p.moveOn(60 * MIN)).body;
    expect(done).toMatchObject({ State: 7, StateName: 'PORT_COMPLETED' });
    expect(done.History.map((h) => h.State)).toEqual([1, 2, 3, 5, 7]);
    const after = await o.product(who, product.UUID);
    expect(after).toMatchObject({ MSISDN: '64275550950', PortingState: 7 });
    expect((await o.outbox('64275550950')).at(-1)?.body).toBe('Your number is now with Tūī Mobile.');
    // The temporary number goes back to the pool
    expect(run.sandbox.store.sim.poolState(product.MSISDN)).toBe('AVAILABLE');
    // Cancelling a completed port
    const late = await p.cancel();
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ err_message: 'The port can no longer be cancelled' });
  });

  test('SANDBOX_PORTING_SCALE: at 60 the steps after the YES take 2 minutes in all, the two hours for the YES stay', async () => {
    expect([portingScaleOf(undefined), portingScaleOf('60')]).toEqual([1, 60]);
    for (const bad of ['0', '1.5', 'fast', '3601']) expect(() => portingScaleOf(bad)).toThrow(/SANDBOX_PORTING_SCALE/);
    await control(run.url, 'POST', '/reset');
    run.sandbox.store.porting.stepScale = 60;
    try {
      const { p } = await customerWithProduct();
      const started = (await p.start({ MSISDN: '027 555 0950', Carrier: 'Spark' })).body;
      expect(started.ConsentDeadlineNanos).toBe(started.RequestedAtNanos + 2 * 60 * MIN * 1e6);
      await p.reply('64275550950', 'YES');
      // +1 s validated, +10 s approved, +60 s provisioning, +120 s completed
      expect((await p.moveOn(30_000)).body).toMatchObject({ State: 3, StateName: 'PORT_APPROVED' });
      expect((await p.moveOn(MIN)).body).toMatchObject({ State: 5, StateName: 'NETWORK_PROVISIONING' });
      expect((await p.moveOn(30_000)).body).toMatchObject({ State: 7, StateName: 'PORT_COMPLETED' });
    } finally {
      run.sandbox.store.porting.stepScale = 1;
    }
  });

  test('the rejected number: REJECTED with the carrier\'s words, retried with a new text, then cancelled', async () => {
    await control(run.url, 'POST', '/reset');
    const { p } = await customerWithProduct();
    await p.start({ MSISDN: '0215550951', Carrier: 'One NZ', AccountNumber: '12345' });
    await p.reply('0215550951', 'YES');
    const rejected = (await p.moveOn(2 * MIN)).body;
    expect(rejected).toMatchObject({ State: 9, StateName: 'PORT_REJECTED', Message: 'One NZ could not match the account details' });
    const retried = await p.retry();
    expect(retried.body).toMatchObject({ State: 1, ConsentState: 'AWAITING', Message: '' });
    expect((await o.outbox('64215550951')).length).toBe(2);
    const cancelled = await p.cancel();
    expect(cancelled.body).toMatchObject({ State: 8, StateName: 'PORT_CANCELED' });
    expect((await p.get()).body.State).toBe(8);
    const retryAgain = await p.retry();
    expect(retryAgain.body.State).toBe(1);
    const notRetryable = await p.retry();
    expect(notRetryable.status).toBe(409);
  });

  test('no YES in two hours: PORT_CANCELED with the reason; RESEND_SMS restarts the two hours; unknown action; no port; errors of the start', async () => {
    const { p, who } = await customerWithProduct();
    expect((await p.get()).status).toBe(404);
    expect((await p.get()).body).toMatchObject({ err_message: 'No port for this product' });
    const noName = await p.start({ MSISDN: '0225550111', Name: '' });
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({ err_message: 'Name is required' });
    const ours = await p.start({ MSISDN: '0225550700' });
    expect(ours.status).toBe(400);
    expect(ours.body).toMatchObject({ err_message: 'This number is already with us' });
    const started = (await p.start({ MSISDN: '0225550111' })).body;
    await p.moveOn(90 * MIN);
    const resent = (await p.action('RESEND_SMS')).body;
    expect(resent.ConsentDeadlineNanos).toBeGreaterThan(started.ConsentDeadlineNanos);
    expect((await o.outbox('0225550111')).length).toBe(2);
    expect((await p.action('SHOUT')).status).toBe(400);
    expect((await p.action('SHOUT')).body).toMatchObject({ err_message: 'Unknown action' });
    const expired = (await p.moveOn(2 * 60 * MIN)).body;
    expect(expired).toMatchObject({ State: 8, ConsentState: 'EXPIRED', Message: 'No reply to the text from 2degrees within 2 hours' });
    expect((await p.action('RESEND_SMS')).status).toBe(409);
    // A YES too late changes nothing
    expect((await p.reply('0225550111', 'YES')).body.Porting).toBeNull();
    // Someone else's product
    const stranger = await freshCustomer(run.url, 'prepay');
    const theirs = await req(run.url, 'GET', `/mobile_porting?CustomerUUID=${stranger.customer}&MobileUUID=${started.MobileUUID}`, { jwt: stranger.jwt });
    expect(theirs.status).toBe(404);
    const asThem = await req(run.url, 'PUT', `/customer/${who.customer}/cancel_mobile_porting`, { jwt: stranger.jwt, body: { MobileUUID: started.MobileUUID } });
    expect(asThem.status).toBe(401);
  });

  test('the dev outbox page offers "Reply YES" beside the losing carrier\'s text, and the form gives the consent', async () => {
    const { p } = await customerWithProduct();
    await p.start({ MSISDN: '0275550333' });
    const page = await fetch(`${run.url}/__dev/outbox?to=0275550333`).then((r) => r.text());
    expect(page).toContain('<button>Reply YES from 64275550333</button>');
    const res = await fetch(`${run.url}/__dev/outbox/reply`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'from=64275550333&text=YES', redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect((await p.get()).body.ConsentState).toBe('GIVEN');
  });
});

describe('the shop', () => {
  test('GET /eshop/v3/numbers lists the pool without sign-in; a checkout with PreSelectedMSISDN and porting attributes', async () => {
    await control(run.url, 'POST', '/reset');
    const numbers = await req<{ MSISDNs: string[]; Page: number; TotalCount: number }>(run.url, 'GET', '/eshop/v3/numbers?Page=0&Amount=15');
    expect(numbers.body).toMatchObject({ Page: 0, TotalCount: 40 });
    expect(numbers.body.MSISDNs).toHaveLength(15);
    expect(numbers.body.MSISDNs[0]).toBe('64225550700');
    expect((await req(run.url, 'GET', '/eshop/v3/numbers?Amount=0')).status).toBe(400);

    const who = await freshCustomer(run.url, 'new');
    const taken = await makeCart(run.url, [line(ESIM, PLAN_30, { Attributes: { MobileProductAvailabilityUUID: PLAN_30, PreSelectedMSISDN: '64215550101' } })], { jwt: who.jwt, customer: who.customer });
    const refused = await checkout(run.url, who.jwt, who.customer, taken.UUID);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ err_message: 'Phone number is not available' });

    const cart = await makeCart(run.url, [
      line(ESIM, PLAN_30, { Attributes: { MobileProductAvailabilityUUID: PLAN_30, PreSelectedMSISDN: '64225550705' } }),
      line(ESIM, PLAN_30, { Attributes: {
        MobileProductAvailabilityUUID: PLAN_30, PortingOverMSISDN: '64275550950', PortingCarrierLSP: 'Spark', PortingAccountLSP: '', PortingNametagLSP: 'Rawiri Henare',
        PortingPriorSIMID: '', PortingOverMSISDNType: 'prepay',
      } }),
    ], { jwt: who.jwt, customer: who.customer, address: ADDRESS });
    const paid = await checkout(run.url, who.jwt, who.customer, cart.UUID);
    expect(paid.status).toBe(200);
    expect((await confirm(run.url, paid.body.PaymentIntentID ?? '', paid.body.ClientSecret, card('4242424242424242'))).body.status).toBe('succeeded');
    const products = await o.products(who);
    expect(products.map((x) => x.MSISDN)).toContain('64225550705');
    expect(run.sandbox.store.sim.poolState('64225550705')).toBe('ASSIGNED');
    const ported = products.find((x) => x.PortingState === 1);
    expect(ported).toBeDefined();
    const port = await req<Porting>(run.url, 'GET', `/mobile_porting?CustomerUUID=${who.customer}&MobileUUID=${ported?.UUID}`, { jwt: who.jwt });
    expect(port.body).toMatchObject({ MSISDN: '64275550950', Carrier: 'Spark', State: 1, ConsentState: 'AWAITING' });
  });
});
