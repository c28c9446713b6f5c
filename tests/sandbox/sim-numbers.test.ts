import { control, start, type Running } from './helpers';
import { error } from './money-helpers';
import { simCalls } from './sim-helpers';

/** docs/sim-contract.md §2.3, §2.4: the number pool, number change and what follows it. This file empties the pool: it has its own sandbox. */
let run: Running;
const s = () => simCalls(run.url);
beforeAll(async () => {
  run = await start();
});
afterAll(() => run.sandbox.close());

const POOL = Array.from({ length: 40 }, (_, i) => `642255507${String(i).padStart(2, '0')}`);

describe('search (§2.3)', () => {
  test('the seeded pool: 40 numbers 64225550700-64225550739, ascending, a page at a time from page 0', async () => {
    const t = await s().fresh();
    expect(await s().search(t, 0, 15)).toMatchObject({ status: 200, body: { MSISDNs: POOL.slice(0, 15), Page: 0, TotalCount: 40 } });
    expect((await s().search(t, 1, 15)).body.MSISDNs).toEqual(POOL.slice(15, 30));
    expect((await s().search(t, 2, 15)).body).toEqual({ MSISDNs: POOL.slice(30), Page: 2, TotalCount: 40 });
    expect((await s().search(t, 3, 15)).body.MSISDNs).toEqual([]);
    expect((await s().search(t, 0, 50)).body.MSISDNs).toEqual(POOL);
  });

  test('Page below 0, Amount outside 1-50 or not whole numbers: 400', async () => {
    const t = await s().fresh();
    expect(await s().search(t, -1, 15)).toMatchObject({ status: 400, body: error('Page must be a whole number of 0 or more') });
    for (const amount of [0, 51, 1.5, '15', undefined]) expect(await s().search(t, 0, amount)).toMatchObject({ status: 400, body: error('Amount must be 1 to 50') });
    expect((await s().search(t, '0', 15)).status).toBe(400);
  });

  test('an empty pool answers no numbers; restored it has the seed back (less those given out)', async () => {
    const t = await s().fresh();
    expect(await control(run.url, 'POST', '/number-pool', { empty: true })).toMatchObject({ status: 200, body: { TotalCount: 0 } });
    expect((await s().search(t, 0, 15)).body).toEqual({ MSISDNs: [], Page: 0, TotalCount: 0 });
    expect(await s().change(t, POOL[0])).toMatchObject({ status: 409, body: error('Phone number is not available', 1409) });
    expect((await control(run.url, 'POST', '/number-pool', { empty: false })).body).toEqual({ TotalCount: 40 });
    expect((await control(run.url, 'POST', '/number-pool', {})).status).toBe(400);
  });
});

describe('number change (§2.3, §2.4)', () => {
  test("the product's number changes; the old one is quarantined for good; email to the holder and an SMS to the old number", async () => {
    const t = await s().fresh();
    const old = t.product.MSISDN;
    const holder = run.sandbox.store.customers.get(t.who.customer)?.Email ?? '';
    const [chosen] = (await s().search(t, 0, 15)).body.MSISDNs;
    if (!chosen) throw new Error('the pool is empty');
    expect(await s().change(t, chosen)).toMatchObject({ status: 200, body: { MSISDN: chosen } });
    expect((await s().active(t.who)).MSISDN).toBe(chosen);
    expect((await s().details(t)).body.MSISDN).toBe(chosen);
    expect(run.sandbox.store.sim.poolState(chosen)).toBe('ASSIGNED');
    expect(run.sandbox.store.sim.poolState(old)).toBe('QUARANTINED');
    // Gone from the search, and nobody (not even the old owner) gets the old number back.
    expect((await s().search(t, 0, 50)).body.MSISDNs).not.toContain(chosen);
    expect(await s().change(t, old)).toMatchObject({ status: 409, body: error('Phone number is not available', 1409) });
    const [mail] = await s().outbox(holder);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your mobile number was changed' });
    const local = (m: string) => `0${m.slice(2, 4)} ${m.slice(4, 7)} ${m.slice(7)}`;
    expect(mail?.body).toContain(`${local(old)} was changed to ${local(chosen)}`);
    expect(mail?.body).toContain('If this was not you, call us on 0800 555 888 straight away.');
    // The SMS goes to the old number, whichever form it is looked up by.
    const texts = await s().outbox(old);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: 'sms', subject: 'Your mobile number was changed' });
    expect(texts[0]?.body).toContain('If this was not you, call us on 0800 555 888 straight away.');
    expect(await s().outbox(local(old))).toHaveLength(1);
    expect(await s().outbox(chosen)).toEqual([]);
  });

  test('what else knew the old number follows: usage, the balance, settings and the contact mobile', async () => {
    const t = await s().fresh();
    // The account's contact mobile is the product's number (as on the demo accounts).
    const oldLocal = `0${t.product.MSISDN.slice(2)}`;
    run.sandbox.store.db.prepare('UPDATE customers SET mobile = ? WHERE uuid = ?').run(oldLocal, t.who.customer);
    run.sandbox.store.db.prepare('UPDATE auth_users SET mobile = ? WHERE uuid IN (SELECT auth_user_uuid FROM auth_roles WHERE customer_uuid = ?)').run(oldLocal, t.who.customer);
    const use = () => control(run.url, 'POST', '/usage', { ProductUUID: t.product.UUID, Type: 'TXTs', Amount: 1 });
    expect((await use()).status).toBe(200);
    await s().postRoaming(t, true);
    const chosen = POOL[39] ?? '';
    expect((await s().change(t, chosen)).status).toBe(200);
    expect((await use()).status).toBe(200);
    expect((await req(t, `/api/customers/v1/${t.who.customer}/usage-balance?MobileUUID=${t.product.UUID}`)).status).toBe(200);
    expect((await s().getRoaming(t)).body.AutoActive).toBe(true);
    expect((await s().reports(t)).body.TotalCount).toBe(23);
    // The contact mobile was the old number: it is the new one now, so a sign-in reminder by text reaches the phone.
    expect(run.sandbox.store.customers.get(t.who.customer)?.MobileNumber).toBe(`0${chosen.slice(2)}`);
    expect(run.sandbox.store.users.byMobile(oldLocal)).toEqual([]);
    expect(run.sandbox.store.users.byMobile(`0${chosen.slice(2)}`)).toHaveLength(1);
  });

  test('a contact mobile that was another number stays as it was', async () => {
    const t = await s().fresh();
    const contact = run.sandbox.store.customers.get(t.who.customer)?.MobileNumber;
    expect(contact).not.toBe(`0${t.product.MSISDN.slice(2)}`);
    expect((await s().change(t, POOL[38])).status).toBe(200);
    expect(run.sandbox.store.customers.get(t.who.customer)?.MobileNumber).toBe(contact);
  });

  test("refusals: no number 400 'No Phone Number'; not in the pool or taken 409; a disabled SIM or an inactive product 409", async () => {
    const t = await s().fresh();
    for (const n of [undefined, '', '  ']) expect(await s().change(t, n)).toMatchObject({ status: 400, body: error('No Phone Number') });
    for (const n of ['64215550101', '64229999999', 'abc']) expect(await s().change(t, n)).toMatchObject({ status: 409, body: error('Phone number is not available', 1409) });
    const other = await s().fresh();
    expect((await s().change(other, POOL[1])).status).toBe(200);
    expect(await s().change(t, POOL[1])).toMatchObject({ status: 409, body: error('Phone number is not available', 1409) });
    await s().disable(t, 'prepay');
    expect(await s().change(t, POOL[2])).toMatchObject({ status: 409, body: error('SIM is disabled', 1409) });
    const inactive = run.sandbox.store.customers.mobileProducts(t.who.customer).find((p) => p.Status !== 4);
    if (!inactive) throw new Error('the prepay demo has an inactive SIM');
    expect(await s().change({ who: t.who, product: inactive }, POOL[2])).toMatchObject({ status: 409, body: error('Product is not active', 1409) });
    expect((await s().active(t.who)).MSISDN).toBe(t.product.MSISDN);
    expect(run.sandbox.store.sim.poolState(POOL[2] ?? '')).toBe('AVAILABLE');
  });
});

const req = (t: { who: { jwt: string } }, path: string) => fetch(`${run.url}${path}`, { headers: { authorization: `Bearer ${t.who.jwt}` } });
