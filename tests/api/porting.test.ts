import { GET as productsGet } from '@/app/api/customer/products/route';
import { POST as itemsPost } from '@/app/api/eshop/cart/items/route';
import { clearCache, resetLimiter } from '@/lib/cache';
import type { PortingView } from '@/lib/porting/types';
import { freshCustomer, sandboxPerFile, upstreamRequests, type Who } from '../support/account';
import { control } from '../support/bff';
import { call, type ErrorOut } from '../support/eshop';
import { withFlags } from '../support/money';
import { freshSim, movePortOn, onboarding, porting, replySms, smsCode, smsTo } from '../support/onboarding';

/**
 * Number porting (docs/onboarding-contract.md §3.2; issue 16 item 4) against the in-process
 * sandbox: the number checked, a port started (the losing carrier's text, the YES within two
 * hours), its timeline to PORT_COMPLETED, a rejection retried and then cancelled, the text sent
 * again; the port asked at activation; the checkout's number fields behind their flags and the
 * pool of numbers. What the customer sees and what the upstream received.
 */

const sb = sandboxPerFile();
const clearLog = () => control(sb.url, 'DELETE', '/requests');
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const MINUTE = 60_000;
let serial = 0;
/** A Spark number of the test's own (each number may have one open port). */
const sparkNumber = () => {
  serial += 1;
  const n = String(1000 + ((process.pid * 7 + serial * 13) % 9000)).padStart(4, '0');
  return { nz: `027 556 ${n}`, msisdn: `6427556${n}` };
};

beforeEach(() => {
  clearCache();
  resetLimiter();
});

type Product = { uuid: string; msisdn: string };
async function currentProduct(who: Who): Promise<Product> {
  const { body } = await call<{ products: Product[]; currentUuid: string }>(productsGet, 'GET', '/api/customer/products', { cookie: who.cookie });
  return body.products.find((p) => p.uuid === body.currentUuid)!;
}

const startBody = (number: string, extra: Record<string, unknown> = {}) => ({ number, carrier: 'Spark', accountNumber: '', priorSimId: '', name: 'Aroha Ngata', ...extra });

describe('GET /api/customer/porting/check', () => {
  test('a number at another carrier ports (its carrier); one of ours does not (the reason); not a mobile → 422', async () => {
    const who = await freshCustomer(sb.url, 'prepay');
    await clearLog();
    const spark = await porting.check(who, '027 555 0950');
    expect([spark.status, spark.body]).toEqual([200, { number: '027 555 0950', portable: true, carrier: 'Spark', reason: null, own: false }]);
    const [sent] = await upstreamRequests(sb.url, '^/porting/v1/msisdn/');
    expect([sent?.path, sent?.query]).toEqual(['/porting/v1/msisdn/64275550950', { CustomerUUID: who.uuid }]);
    const ours = await porting.check(who, (await currentProduct(who)).msisdn);
    expect([ours.body.portable, ours.body.reason]).toEqual([false, 'This number is already with us']);
    const landline = await porting.check(who, '09 555 0950');
    expect([landline.status, landline.body.error.code]).toEqual([422, 'bad_input']);
  });
});

describe('a port from SIM card actions', () => {
  test('"waits for YES, gets it, and reaches PORT_COMPLETED": the timeline all along; the product takes the number', async () => {
    const who = await freshCustomer(sb.url, 'prepay');
    const product = await currentProduct(who);
    const { nz, msisdn } = sparkNumber();
    expect((await porting.read(who)).body).toEqual({ porting: null });
    await clearLog();
    const r = await porting.start(who, startBody(nz, { accountNumber: 'SP-12345' }));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      productId: product.uuid, number: nz, carrier: 'Spark', state: 1, stateName: 'PORT_REQUESTED', phase: 'awaiting_consent',
      consent: { state: 'awaiting', deadline: expect.stringMatching(ISO) },
      timeline: [
        { key: 'requested', state: 'done', at: expect.stringMatching(ISO) }, { key: 'consent', state: 'current', at: null }, { key: 'validated', state: 'waiting', at: null },
        { key: 'approved', state: 'waiting', at: null }, { key: 'provisioning', state: 'waiting', at: null }, { key: 'completed', state: 'waiting', at: null },
      ],
      message: null, actions: { retry: false, cancel: true, resendSms: true }, requestedAt: expect.stringMatching(ISO), updatedAt: expect.stringMatching(ISO),
    });
    expect(Date.parse(r.body.consent.deadline!) - Date.parse(r.body.requestedAt)).toBe(120 * MINUTE);
    const [sent] = await upstreamRequests(sb.url, '^/mobile_porting$');
    expect(sent?.body).toEqual({ CustomerUUID: who.uuid, MobileUUID: product.uuid, MSISDN: msisdn, Carrier: 'Spark', AccountNumber: 'SP-12345', PriorSIMID: '', Name: 'Aroha Ngata', SPID: 69 });
    // the losing carrier's text to the number coming in
    expect((await smsTo(sb.url, msisdn)).at(-1)?.body).toMatch(/^Spark: a request has been made to move 027 556 \d{4} to .+\. Reply YES within 2 hours to agree\./);

    // one port at a time
    const twice = await porting.start(who, startBody(sparkNumber().nz));
    expect([twice.status, twice.body.error]).toEqual([409, { code: 'porting_error', message: 'A port is already in progress' }]);

    // the text again: the two hours start again
    const resent = await porting.action(who, { action: 'resend_sms' });
    expect([resent.status, resent.body.phase]).toEqual([200, 'awaiting_consent']);
    expect(Date.parse(resent.body.consent.deadline!)).toBeGreaterThanOrEqual(Date.parse(r.body.consent.deadline!));

    await replySms(sb.url, msisdn, ' yes ');
    const given = (await porting.read(who)).body.porting!;
    expect([given.consent.state, given.phase, given.actions]).toEqual(['given', 'in_progress', { retry: false, cancel: true, resendSms: false }]);
    // the text cannot be asked for again once the YES came
    const late = await porting.action(who, { action: 'resend_sms' });
    expect([late.status, late.body.error.code]).toEqual([409, 'porting_error']);

    await movePortOn(sb.url, product.uuid, 11 * MINUTE);
    const approved = (await porting.read(who)).body.porting!;
    expect([approved.stateName, approved.timeline.map((s) => s.state)]).toEqual(['PORT_APPROVED', ['done', 'done', 'done', 'done', 'current', 'waiting']]);
    await movePortOn(sb.url, product.uuid, 120 * MINUTE);
    const done = (await porting.read(who, product.uuid)).body.porting!;
    expect([done.state, done.stateName, done.phase, done.actions]).toEqual([7, 'PORT_COMPLETED', 'completed', { retry: false, cancel: false, resendSms: false }]);
    expect(done.timeline.every((s) => s.state === 'done')).toBe(true);
    clearCache();
    expect((await currentProduct(who)).msisdn).toBe(msisdn);
  });

  test('"a rejected port is retried and then cancelled": the rejecting number 021 555 0951', async () => {
    const who = await freshCustomer(sb.url, 'postpay');
    const product = await currentProduct(who);
    const r = await porting.start(who, startBody('021 555 0951', { carrier: 'One NZ', accountNumber: 'ONZ-1' }));
    expect([r.status, r.body.carrier]).toEqual([200, 'One NZ']);
    await replySms(sb.url, '64215550951', 'YES');
    await movePortOn(sb.url, product.uuid, 2 * MINUTE);
    const rejected = (await porting.read(who)).body.porting!;
    expect([rejected.state, rejected.phase, rejected.message, rejected.actions]).toEqual([9, 'rejected', 'One NZ could not match the account details', { retry: true, cancel: false, resendSms: false }]);
    expect(rejected.timeline.map((s) => s.state)).toEqual(['done', 'done', 'failed', 'waiting', 'waiting', 'waiting']);
    // cancel is refused once rejected (states 1-4 only), in the server's words
    const notNow = await porting.cancel(who);
    expect([notNow.status, notNow.body.error]).toEqual([409, { code: 'porting_error', message: 'The port can no longer be cancelled' }]);

    const retried = await porting.retry(who, { productId: product.uuid });
    expect([retried.status, retried.body.state, retried.body.phase, retried.body.message]).toEqual([200, 1, 'awaiting_consent', null]);
    // this run's timeline only: requested again, waiting for the YES
    expect(retried.body.timeline.map((s) => s.state)).toEqual(['done', 'current', 'waiting', 'waiting', 'waiting', 'waiting']);
    const cancelled = await porting.cancel(who, {});
    expect([cancelled.status, cancelled.body.state, cancelled.body.phase, cancelled.body.actions.retry]).toEqual([200, 8, 'canceled', true]);
  });

  test('"no YES in two hours → state 8 PORT_CANCELED"', async () => {
    const who = await freshCustomer(sb.url, 'prepay');
    const product = await currentProduct(who);
    await porting.start(who, startBody(sparkNumber().nz));
    await movePortOn(sb.url, product.uuid, 121 * MINUTE);
    const p = (await porting.read(who)).body.porting!;
    expect([p.stateName, p.consent.state, p.message]).toEqual(['PORT_CANCELED', 'expired', 'No reply to the text from Spark within 2 hours']);
  });

  test('bad input → 422 on each field; not portable → the check\'s reason (400); a retry with nothing to retry → the server\'s words', async () => {
    const who = await freshCustomer(sb.url, 'prepay');
    await clearLog();
    const bad = await porting.start(who, { number: '09 555 0950', carrier: '', accountNumber: 'x'.repeat(31), priorSimId: '12', name: '' });
    expect(bad.status).toBe(422);
    expect((bad.body.error.details as Array<{ path: string }>).map((d) => d.path).sort()).toEqual(['accountNumber', 'carrier', 'name', 'number', 'priorSimId']);
    expect((await porting.action(who, { action: 'explode' })).status).toBe(422);
    expect(await upstreamRequests(sb.url, 'porting')).toEqual([]);
    const ours = await porting.start(who, startBody((await currentProduct(who)).msisdn));
    expect([ours.status, ours.body.error]).toEqual([400, { code: 'porting_error', message: 'This number is already with us' }]);
    const nothing = await porting.retry(who);
    expect([nothing.status, nothing.body.error.code]).toEqual([404, 'porting_error']);
  });

  test('someone else\'s product → 404, nothing sent; the screen\'s flag off → 404', async () => {
    const who = await freshCustomer(sb.url, 'prepay');
    const other = await freshCustomer(sb.url, 'prepay');
    const theirs = await currentProduct(other);
    await clearLog();
    for (const r of [await porting.read(who, theirs.uuid), await porting.start(who, startBody(sparkNumber().nz, { productId: theirs.uuid })), await porting.retry(who, { productId: theirs.uuid }), await porting.cancel(who, { productId: theirs.uuid })]) {
      expect([r.status, (r.body as ErrorOut).error.code]).toEqual([404, 'not_found']);
    }
    expect(await upstreamRequests(sb.url, 'porting')).toEqual([]);
    const off = await withFlags({ FLAG_SIM_NUMBER_PORTING: 'false' }, () => porting.read(who));
    expect([off.status, off.body.error.code]).toEqual([404, 'not_found']);
  });
});

describe('a port asked at activation', () => {
  test('the number checked before any payment; the port sent by finalise once the activation is asked', async () => {
    const who = await freshCustomer(sb.url, 'new');
    const sim = await freshSim(sb.url);
    await onboarding.adopt(who, { by: 'sms', simId: sim.SIMID });
    const adopted = await onboarding.adopt(who, { by: 'sms', simId: sim.SIMID, code: await smsCode(sb.url, sim.MSISDN) });
    const productId = adopted.body.step === 'adopted' ? adopted.body.adoption.productId : '';
    await clearLog();
    // a number of ours stops it before the dry run
    const refused = await onboarding.activate(who, productId, { plan: null, payment: null, porting: startBody(sim.MSISDN) });
    expect([refused.status, refused.body.error]).toEqual([400, { code: 'porting_error', message: 'This number is already with us' }]);
    expect(await upstreamRequests(sb.url, '/activate/')).toEqual([]);

    const { nz, msisdn } = sparkNumber();
    const r = await onboarding.activate(who, productId, { plan: null, payment: null, porting: startBody(nz) });
    expect([r.status, r.body.kind]).toEqual([200, 'prepay_casual']);
    expect(await upstreamRequests(sb.url, '^/mobile_porting$')).toEqual([]);
    // the page sends the port again with finalise: nothing is kept on the server in between
    await onboarding.finalise(who, productId, { porting: startBody(nz) });
    const [sent] = await upstreamRequests(sb.url, '^/mobile_porting$');
    expect(sent?.body).toEqual(expect.objectContaining({ MobileUUID: productId, MSISDN: msisdn, Carrier: 'Spark' }));
    const view: PortingView | null = (await porting.read(who, productId)).body.porting;
    expect([view?.number, view?.phase]).toEqual([nz, 'awaiting_consent']);
    // finalise again (the wait page, a retry) starts no second port: the upstream's 'A port is already in progress' is taken as done
    expect((await onboarding.finalise(who, productId, { porting: startBody(nz) })).status).toBe(200);
    expect((await upstreamRequests(sb.url, '^/mobile_porting$')).filter((x) => x.method === 'PUT').map((x) => x.status)).toEqual([200, 409]);
  });
});

describe('at checkout: the number fields behind their flags, and the pool', () => {
  const simLine = { simType: 'esim', plan: '30-prepay-value-pack' };

  test('flags off as shipped: a port or a chosen number is refused on its field, never dropped; the pool is not found', async () => {
    await withFlags({ FLAG_PORTING: 'false', FLAG_NUMBER_PRESELECTION: 'false' }, async () => {
      const port = await call<ErrorOut>(itemsPost, 'POST', '/api/eshop/cart/items', { body: { ...simLine, porting: { ...startBody('027 555 0950'), type: 'prepay' } } });
      expect([port.status, port.body.error.code, port.body.error.details]).toEqual([422, 'bad_input', [{ path: 'porting', message: 'format is invalid' }]]);
      const chosen = await call<ErrorOut>(itemsPost, 'POST', '/api/eshop/cart/items', { body: { ...simLine, preselectedNumber: '021 555 0960' } });
      expect([chosen.status, chosen.body.error.details]).toEqual([422, [{ path: 'preselectedNumber', message: 'format is invalid' }]]);
      const pool = await porting.numbers(1);
      expect([pool.status, pool.body.error.code]).toEqual([404, 'not_found']);
    });
  });

  test('flags on: the pool 15 a page; a chosen number and a port become the line\'s attributes', async () => {
    await withFlags({ FLAG_PORTING: 'true', FLAG_NUMBER_PRESELECTION: 'true' }, async () => {
      const pool = await porting.numbers(1);
      expect(pool.status).toBe(200);
      expect(pool.body.numbers).toHaveLength(15);
      expect(pool.body.numbers.every((n) => /^02\d \d{3} \d{3,4}$/.test(n))).toBe(true);
      expect([pool.body.page, pool.body.total > 15]).toEqual([1, true]);
      expect((await porting.numbers(0)).status).toBe(422);
      await clearLog();
      const chosen = await call<{ cart: { uuid: string } }>(itemsPost, 'POST', '/api/eshop/cart/items', { body: { ...simLine, preselectedNumber: pool.body.numbers[0] } });
      expect(chosen.status).toBe(200);
      const port = await call<{ cart: { uuid: string } }>(itemsPost, 'POST', '/api/eshop/cart/items', {
        body: { uuid: chosen.body.cart.uuid, ...simLine, porting: { ...startBody('027 555 0950', { accountNumber: 'SP-1' }), type: 'postpay' } },
      });
      expect(port.status).toBe(200);
      const writes = await upstreamRequests(sb.url, '^/eshop/v3/cart');
      const items = (writes.at(-1)?.body as { Items: Array<{ Quantity: number; Attributes: Record<string, unknown> }> }).Items;
      expect(items).toHaveLength(2);
      expect(items[0]?.Attributes.PreSelectedMSISDN).toBe(`64${pool.body.numbers[0]!.replace(/\D/g, '').slice(1)}`);
      expect(items[1]?.Attributes).toEqual(expect.objectContaining({
        PortingOverMSISDN: '64275550950', PortingCarrierLSP: 'Spark', PortingAccountLSP: 'SP-1', PortingNametagLSP: 'Aroha Ngata', PortingPriorSIMID: '', PortingOverMSISDNType: 'postpay',
      }));
      // a port belongs to one SIM
      const many = await call<ErrorOut>(itemsPost, 'POST', '/api/eshop/cart/items', { body: { ...simLine, quantity: 2, preselectedNumber: pool.body.numbers[1] } });
      expect([many.status, many.body.error.details]).toEqual([422, [{ path: 'quantity', message: 'format is invalid' }]]);
    });
  });
});
