import { DEMO_PASSWORD, firstCustomer, signIn, start, type Running } from './helpers';
import { error } from './money-helpers';
import { simCalls } from './sim-helpers';

/** docs/sim-contract.md §2.5: call security (a sandbox extension): filters, allow and block lists, the report of what was blocked. */
let run: Running;
const s = () => simCalls(run.url);
beforeAll(async () => {
  run = await start();
});
afterAll(() => run.sandbox.close());

const DAY_NANOS = 86_400_000 * 1e6;

describe('filters (§2.5)', () => {
  test('defaults STANDARD, STANDARD, false, false; PUT stores all four and answers them', async () => {
    const t = await s().fresh();
    expect(await s().getSecurity(t)).toMatchObject({ status: 200, body: { CallFilter: 'STANDARD', TextFilter: 'STANDARD', WithheldToVoicemail: false, InternationalToVoicemail: false } });
    const next = { CallFilter: 'STRICT', TextFilter: 'OFF', WithheldToVoicemail: true, InternationalToVoicemail: true };
    expect(await s().putSecurity(t, next)).toMatchObject({ status: 200, body: next });
    expect((await s().getSecurity(t)).body).toEqual(next);
  });

  test('all four required; a level not OFF, STANDARD or STRICT 400', async () => {
    const t = await s().fresh();
    const ok = { CallFilter: 'OFF', TextFilter: 'OFF', WithheldToVoicemail: true, InternationalToVoicemail: true };
    expect(await s().putSecurity(t, { ...ok, CallFilter: 'standard' })).toMatchObject({ status: 400, body: error('CallFilter must be OFF, STANDARD or STRICT') });
    expect(await s().putSecurity(t, { ...ok, TextFilter: undefined })).toMatchObject({ status: 400, body: error('TextFilter must be OFF, STANDARD or STRICT') });
    expect(await s().putSecurity(t, { ...ok, WithheldToVoicemail: undefined })).toMatchObject({ status: 400, body: error('WithheldToVoicemail is required') });
    expect(await s().putSecurity(t, { ...ok, InternationalToVoicemail: 'yes' })).toMatchObject({ status: 400, body: error('InternationalToVoicemail must be true or false') });
    expect((await s().getSecurity(t)).body).toMatchObject({ CallFilter: 'STANDARD' });
  });
});

describe('allow and block lists (§2.5)', () => {
  test('empty at first; add NZ and international numbers, newest first; a number on the other list moves; the same list takes the new label', async () => {
    const t = await s().fresh();
    expect((await s().numbers(t)).body).toEqual({ Numbers: [] });
    expect(await s().addNumber(t, { MSISDN: '64211234567', List: 'BLOCK', Label: 'Scam caller' }))
      .toMatchObject({ status: 200, body: { MSISDN: '64211234567', List: 'BLOCK', Label: 'Scam caller' } });
    await new Promise((r) => setTimeout(r, 5));
    expect((await s().addNumber(t, { MSISDN: '+442071838750', List: 'ALLOW', Label: 'Nana' })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
    expect((await s().addNumber(t, { MSISDN: '6493001234', List: 'ALLOW' })).body).toMatchObject({ Label: '' });
    expect((await s().numbers(t)).body.Numbers.map((n) => [n.MSISDN, n.List, n.Label])).toEqual([
      ['6493001234', 'ALLOW', ''], ['+442071838750', 'ALLOW', 'Nana'], ['64211234567', 'BLOCK', 'Scam caller'],
    ]);
    await new Promise((r) => setTimeout(r, 5));
    expect((await s().addNumber(t, { MSISDN: '64211234567', List: 'ALLOW', Label: 'Not a scam' })).status).toBe(200);
    expect((await s().numbers(t)).body.Numbers[0]).toMatchObject({ MSISDN: '64211234567', List: 'ALLOW', Label: 'Not a scam' });
    expect((await s().addNumber(t, { MSISDN: '+442071838750', List: 'ALLOW', Label: 'Nana (UK)' })).status).toBe(200);
    const numbers = (await s().numbers(t)).body.Numbers;
    expect(numbers).toHaveLength(3);
    expect(numbers.find((n) => n.MSISDN === '+442071838750')?.Label).toBe('Nana (UK)');
  });

  test('remove: 204, then gone; a number not on a list 404', async () => {
    const t = await s().fresh();
    await s().addNumber(t, { MSISDN: '+442071838750', List: 'BLOCK', Label: '' });
    expect((await s().removeNumber(t, '+442071838750')).status).toBe(204);
    expect((await s().numbers(t)).body.Numbers).toEqual([]);
    expect(await s().removeNumber(t, '+442071838750')).toMatchObject({ status: 404, body: error('Number is not on a list', 1404) });
  });

  test('refusals: a number neither NZ nor international, the own number, a list not ALLOW or BLOCK, a label over 40 characters: 400', async () => {
    const t = await s().fresh();
    for (const n of ['021 123 4567', '0211234567', '+4420', 'abc', '']) {
      expect((await s().addNumber(t, { MSISDN: n, List: 'BLOCK', Label: '' })).status).toBe(400);
    }
    expect(await s().addNumber(t, { MSISDN: '0211234567', List: 'BLOCK' })).toMatchObject({ body: error('MSISDN is invalid') });
    expect(await s().addNumber(t, { MSISDN: t.product.MSISDN, List: 'BLOCK' })).toMatchObject({ status: 400, body: error('You cannot list your own number') });
    expect(await s().addNumber(t, { MSISDN: '64211234567', List: 'GREY' })).toMatchObject({ status: 400, body: error('List must be ALLOW or BLOCK') });
    expect(await s().addNumber(t, { MSISDN: '64211234567', List: 'BLOCK', Label: 'x'.repeat(41) })).toMatchObject({ status: 400, body: error('Label must be at most 40 characters') });
    expect((await s().addNumber(t, { MSISDN: '64211234567', List: 'BLOCK', Label: 'x'.repeat(40) })).status).toBe(200);
  });

  test("at most 100 a list: the 101st 409 'List is full'; the other list still takes numbers; moving into a full list 409 too", async () => {
    const t = await s().fresh();
    for (let i = 0; i < 100; i += 1) {
      const res = await s().addNumber(t, { MSISDN: `642100${String(i).padStart(5, '0')}`, List: 'BLOCK', Label: '' });
      expect(res.status).toBe(200);
    }
    expect(await s().addNumber(t, { MSISDN: '64219999999', List: 'BLOCK' })).toMatchObject({ status: 409, body: error('List is full', 1409) });
    // A number already on the full list can be relabelled.
    expect((await s().addNumber(t, { MSISDN: '64210000000', List: 'BLOCK', Label: 'again' })).status).toBe(200);
    expect((await s().addNumber(t, { MSISDN: '64219999999', List: 'ALLOW' })).status).toBe(200);
    expect(await s().addNumber(t, { MSISDN: '64219999999', List: 'BLOCK' })).toMatchObject({ status: 409, body: error('List is full', 1409) });
  });
});

describe('reports (§2.5)', () => {
  test('a fresh prepay or postpay product: 23 items over the last 14 days, newest first, 10 a page (3 pages)', async () => {
    for (const state of ['prepay', 'postpay']) {
      const t = await s().fresh(state);
      const first = await s().reports(t);
      expect(first).toMatchObject({ status: 200, body: { TotalCount: 23 } });
      expect(first.body.Items).toHaveLength(10);
      const second = (await s().reports(t, '&Page=1&Amount=10')).body.Items;
      const third = (await s().reports(t, '&Page=2&Amount=10')).body.Items;
      expect(second).toHaveLength(10);
      expect(third).toHaveLength(3);
      expect((await s().reports(t, '&Page=3&Amount=10')).body).toEqual({ Items: [], TotalCount: 23 });
      const all = [...first.body.Items, ...second, ...third];
      const now = run.sandbox.clock.nowNanos();
      expect(all.map((i) => i.AtNanos)).toEqual([...all.map((i) => i.AtNanos)].sort((a, b) => b - a));
      for (const item of all) {
        expect(item.AtNanos).toBeLessThanOrEqual(now);
        expect(item.AtNanos).toBeGreaterThan(now - 14 * DAY_NANOS);
        expect(['CALL', 'SMS']).toContain(item.Kind);
        expect(item.From).toMatch(/^(64\d{8,11}|\+\d{8,15}|WITHHELD)$/);
        expect(['SPAM', 'BLOCK_LIST', 'WITHHELD', 'INTERNATIONAL']).toContain(item.Reason);
        if (item.From === 'WITHHELD') expect(item.Reason).toBe('WITHHELD');
        if (item.Reason === 'INTERNATIONAL') expect(item.From.startsWith('+')).toBe(true);
      }
    }
  });

  test('the demo accounts: prepay@example.com and postpay@example.com have their 23 too; an inactive SIM none', async () => {
    // prepay@example.com's SIM bought but not activated (64215550199) is the inactive one; postpay has none.
    for (const [login, inactiveNumbers] of [['prepay@example.com', ['64215550199']], ['postpay@example.com', []]] as const) {
      const auth = await signIn(run.url, login, DEMO_PASSWORD);
      const who = { jwt: auth.JWT, customer: firstCustomer(auth) };
      expect((await s().reports({ who, product: await s().active(who) })).body.TotalCount).toBe(23);
      const inactive = run.sandbox.store.customers.mobileProducts(who.customer).filter((p) => p.Status !== 4);
      expect(inactive.map((p) => p.MSISDN)).toEqual(inactiveNumbers);
      for (const product of inactive) expect((await s().reports({ who, product })).body.TotalCount).toBe(0);
    }
  });

  test('Page and Amount: whole numbers, Page 0 or more, Amount 1 to 50, else 400', async () => {
    const t = await s().fresh();
    expect((await s().reports(t, '&Amount=50')).body.Items).toHaveLength(23);
    expect(await s().reports(t, '&Page=-1')).toMatchObject({ status: 400, body: error('Page must be a whole number of 0 or more') });
    expect(await s().reports(t, '&Amount=0')).toMatchObject({ status: 400, body: error('Amount must be 1 to 50') });
    expect(await s().reports(t, '&Amount=51')).toMatchObject({ status: 400, body: error('Amount must be 1 to 50') });
    expect((await s().reports(t, '&Page=x')).status).toBe(400);
  });
});
