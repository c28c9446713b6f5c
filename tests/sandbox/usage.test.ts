import { freshCustomer, req } from './eshop-helpers';
import { control } from './helpers';
import { DAY_MS, error, moneySandbox } from './money-helpers';
import { DAY_NANOS, mobile } from './usage-helpers';

/**
 * docs/mobile-contract.md §2.1–§2.3, §2.6, §2.8: usage balances from the engine, the demo's usage,
 * charges, the histogram, the control API's usage and the usage alerts by email.
 */
const ctx = moneySandbox();
const m = () => mobile(ctx.run.url);
const nowNanos = () => Math.floor(ctx.run.sandbox.clock.now()) * 1e6;

describe('usage balance (§2.1, §2.8)', () => {
  test('prepay: the $12 Weekly Plan, 819 MB of 2 GB used in a period that started 4 days ago; credit $12.50', async () => {
    const { who, product } = await m().fresh('prepay');
    expect(product.Addons.map((a) => [a.Name, a.IsBasePlan, a.AutoRenew])).toEqual([['$12 Weekly Plan', true, true]]);
    const res = await m().balance(who, product.UUID);
    expect(res.status).toBe(200);
    const [data, mins, txts, pxts, hotspot] = res.body.UsageBalance;
    expect(data).toMatchObject({ Type: 'Data', Total: 2048, RemainingAmount: 1229, UsedAmount: 819, CarryOverAmount: 0, UsageRule: '', Unit: 'MB' });
    expect(data?.PeriodUptoNanos).toBe((data?.PeriodFromNanos ?? 0) + 7 * DAY_NANOS);
    expect(Math.abs((data?.PeriodFromNanos ?? 0) - (nowNanos() - 4 * DAY_NANOS))).toBeLessThan(120e9);
    expect(mins).toMatchObject({ Type: 'Mins', Total: 100, UsageRule: '', Unit: 'minutes' });
    expect((mins?.RemainingAmount ?? 0) + (mins?.UsedAmount ?? 0)).toBe(100);
    expect(txts).toMatchObject({ Type: 'TXTs', Total: 0, RemainingAmount: 0, UsageRule: 'Unlimited', Unit: 'SMS' });
    expect(pxts).toMatchObject({ Type: 'PXTs', UsageRule: 'CasualRate', Unit: 'MMS' });
    // Tethering on the plan: a hotspot entry sharing the data allowance.
    expect(hotspot).toMatchObject({ Type: 'TetheringData', Total: 2048, UsageRule: '', Unit: 'MB' });
    expect(hotspot?.RemainingAmount).toBeLessThanOrEqual(1229);
    expect(await m().credit(who, product.UUID)).toBe(1250);
  });

  test('payg: no plan (the casual-rates add-on ended, still listed), every type at casual rates, $7.40 credit', async () => {
    const { who, product } = await m().fresh('payg');
    expect(product.Addons).toHaveLength(1);
    expect(product.Addons[0]).toMatchObject({ Name: 'Pay As You Go Casual Rates', IsBasePlan: true });
    expect(product.Addons[0]?.EndedAtNanos).toBeGreaterThan(0);
    expect(product.Addons[0]?.ExpiresAtNanos).toBeLessThan(nowNanos());
    const res = await m().balance(who, product.UUID);
    expect(res.body.UsageBalance.map((u) => [u.Type, u.UsageRule, u.Total])).toEqual([
      ['Data', 'CasualRate', 0], ['Mins', 'CasualRate', 0], ['TXTs', 'CasualRate', 0], ['PXTs', 'CasualRate', 0],
    ]);
    const charges = (await m().charges(who, product.UUID)).body;
    expect(charges.length).toBeGreaterThan(10);
    expect(charges.every((c) => c.AmountCents > 0)).toBe(true);
    expect(await m().credit(who, product.UUID)).toBe(740);
  });

  test('postpay: the Essentials plan with international minutes; IDD calls beyond them are charged', async () => {
    const { who, product } = await m().fresh('postpay');
    const res = await m().balance(who, product.UUID);
    expect(res.body.UsageBalance.map((u) => u.Type)).toEqual(['Data', 'Mins', 'TXTs', 'PXTs', 'IDDMins', 'TetheringData']);
    expect(res.body.UsageBalance.find((u) => u.Type === 'IDDMins')).toMatchObject({ Total: 100, UsageRule: '' });
    const charges = (await m().charges(who, product.UUID)).body;
    expect(charges.length).toBeGreaterThan(100);
    expect(new Date(charges[charges.length - 1]?.DateAndTime ?? '').getTime()).toBeLessThan(ctx.run.sandbox.clock.now() - 30 * DAY_MS);
  });

  test("refusals: MobileUUID missing (400), someone else's product (404), someone else's customer (401)", async () => {
    const { who } = await m().fresh('prepay');
    const other = await m().fresh('prepay');
    expect((await req(ctx.run.url, 'GET', `/api/customers/v1/${who.customer}/usage-balance`, { jwt: who.jwt })).body).toEqual(error('MobileUUID is required'));
    expect(await m().balance(who, other.product.UUID)).toMatchObject({ status: 404, body: error('Product is not found', 1404) });
    expect((await req(ctx.run.url, 'GET', `/api/customers/v1/${other.who.customer}/usage-balance?MobileUUID=${other.product.UUID}`, { jwt: who.jwt })).status).toBe(401);
  });
});

describe('usage recorded now (control) and charges beyond the allowance (§2.1)', () => {
  test('within the allowance costs nothing; beyond it data is 10 c/MB from the credit; no credit left: 402', async () => {
    const { who, product } = await m().fresh('prepay');
    const after = await m().use(product.UUID, 'Data', 229);
    expect(after.status).toBe(200);
    expect(after.body.UsageBalance[0]).toMatchObject({ RemainingAmount: 1000, UsedAmount: 1048 });
    expect(await m().credit(who, product.UUID)).toBe(1250);
    await m().use(product.UUID, 'Data', 1100);
    expect(await m().credit(who, product.UUID)).toBe(250);
    const [newest] = (await m().charges(who, product.UUID)).body;
    expect(newest).toMatchObject({ AmountCents: 1000, ChargedData: 1100, ChargedMins: 0 });
    expect(await m().use(product.UUID, 'Data', 100)).toMatchObject({ status: 402, body: error('Not enough balance', 1402) });
    expect(await m().credit(who, product.UUID)).toBe(250);
  });

  test('minutes by the started minute at 49 c beyond the plan; postpay usage lands on the OPEN bill', async () => {
    const { who, product } = await m().fresh('postpay');
    const mins = await m().entry(who, product.UUID, 'Mins');
    const before = (await ctx.m.invoices(who, '?Status=OPEN')).body.Invoices[0]?.GrandTotalCents ?? 0;
    await m().use(product.UUID, 'Mins', mins.RemainingAmount + 3);
    const [newest] = (await m().charges(who, product.UUID)).body;
    expect(newest).toMatchObject({ AmountCents: 3 * 49, ChargedMins: mins.RemainingAmount + 3 });
    const open = (await ctx.m.invoices(who, '?Status=OPEN')).body.Invoices[0];
    expect(open?.GrandTotalCents).toBe(before + 147);
    expect(open?.Charges.at(-1)).toMatchObject({ Description: 'Calls beyond plan', AmountCents: 147 });
  });

  test('control refusals: bad type, bad amount, unknown product', async () => {
    const { product } = await m().fresh('prepay');
    expect((await m().use(product.UUID, 'PXTs', 1)).status).toBe(400);
    expect((await m().use(product.UUID, 'Data', 0)).status).toBe(400);
    expect((await m().use(product.UUID, 'Data', 1.5)).status).toBe(400);
    expect((await m().use('nope', 'Data', 1)).status).toBe(404);
  });
});

describe('charges (§2.2)', () => {
  test('newest first over the product life by default; From/Upto and the type flags narrow it', async () => {
    const { who, product } = await m().fresh('postpay');
    const all = (await m().charges(who, product.UUID)).body;
    const times = all.map((c) => Date.parse(c.DateAndTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const kinds = (c: (typeof all)[number]) => [c.ChargedData > 0, c.ChargedMins > 0, c.ChargedTXTs > 0, c.ChargedPXTs > 0].filter(Boolean).length;
    expect(all.every((c) => kinds(c) === 1)).toBe(true);
    const from = nowNanos() - 10 * DAY_NANOS;
    const upto = nowNanos() - 3 * DAY_NANOS;
    const some = (await m().charges(who, product.UUID, `?From=${from}&Upto=${upto}&data=false&txts=false`)).body;
    expect(some.length).toBeGreaterThan(0);
    expect(some.every((c) => c.ChargedData === 0 && c.ChargedTXTs === 0)).toBe(true);
    expect(some.every((c) => Date.parse(c.DateAndTime) >= from / 1e6 && Date.parse(c.DateAndTime) <= upto / 1e6)).toBe(true);
    expect(some).toEqual(all.filter((c) => Date.parse(c.DateAndTime) >= from / 1e6 && Date.parse(c.DateAndTime) <= upto / 1e6 && (c.ChargedMins > 0 || c.ChargedPXTs > 0)));
    expect((await m().charges(who, product.UUID, `?From=${nowNanos() + DAY_NANOS}&Upto=${nowNanos() + 2 * DAY_NANOS}`)).body).toEqual([]);
  });

  test("refusals: bad numbers and flags (400), From after Upto (400), someone else's product (404) or customer (401)", async () => {
    const { who, product } = await m().fresh('prepay');
    const other = await m().fresh('prepay');
    expect((await m().charges(who, product.UUID, '?From=yesterday')).status).toBe(400);
    expect((await m().charges(who, product.UUID, '?data=no')).status).toBe(400);
    expect((await m().charges(who, product.UUID, '?From=20&Upto=10')).body).toEqual(error('From must not be after Upto'));
    expect((await m().charges(who, other.product.UUID)).status).toBe(404);
    expect((await req(ctx.run.url, 'GET', `/api/frontend/v1/customer/${other.who.customer}/cellular/charges/${other.product.UUID}`, { jwt: who.jwt })).status).toBe(401);
  });
});

describe('the histogram (§2.3)', () => {
  test('30 one-day buckets newest first: data in bytes, voice in seconds, matching the charges', async () => {
    const { who, product } = await m().fresh('prepay');
    const final = nowNanos();
    const first = final - 30 * DAY_NANOS;
    const data = await m().histogram(who, { ProductInstanceUUID: product.UUID, ProductType: 'data', Range: { FirstNanos: first, FinalNanos: final }, IntervalNanos: DAY_NANOS });
    expect(data.status).toBe(200);
    expect(data.body.result.Buckets).toHaveLength(30);
    const charges = (await m().charges(who, product.UUID, `?From=${first}&Upto=${final - 1}`)).body;
    const mb = charges.reduce((n, c) => n + c.ChargedData, 0);
    expect(data.body.result.Buckets.reduce((n, b) => n + b, 0)).toBe(mb * 1_048_576);
    // Newest first: the last day's sessions are in bucket 0.
    const lastDay = charges.filter((c) => Date.parse(c.DateAndTime) * 1e6 >= final - DAY_NANOS).reduce((n, c) => n + c.ChargedData, 0);
    expect(data.body.result.Buckets[0]).toBe(lastDay * 1_048_576);
    const voice = await m().histogram(who, { ProductInstanceUUID: product.UUID, ProductType: 'voice', Range: { FirstNanos: first, FinalNanos: final }, IntervalNanos: DAY_NANOS });
    expect(voice.body.result.Buckets).toHaveLength(30);
    expect(voice.body.result.Buckets.some((b) => b > 0)).toBe(true);
  });

  test("refusals: interval under an hour or over 400 buckets, bad type or range (400), someone else's product (404) or customer (401)", async () => {
    const { who, product } = await m().fresh('prepay');
    const other = await m().fresh('prepay');
    const range = { FirstNanos: nowNanos() - DAY_NANOS, FinalNanos: nowNanos() };
    const ask = (body: Record<string, unknown>) => m().histogram(who, { ProductInstanceUUID: product.UUID, ProductType: 'data', Range: range, IntervalNanos: 3_600_000 * 1e6, ...body });
    expect((await ask({})).body.result.Buckets).toHaveLength(24);
    expect((await ask({ IntervalNanos: 60e9 })).body).toEqual(error('IntervalNanos must be at least an hour'));
    expect((await ask({ Range: { FirstNanos: nowNanos() - 20 * DAY_NANOS, FinalNanos: nowNanos() } })).body).toEqual(error('At most 400 buckets'));
    expect((await ask({ ProductType: 'sms' })).status).toBe(400);
    expect((await ask({ Range: { FirstNanos: 10, FinalNanos: 5 } })).status).toBe(400);
    expect((await ask({ ProductInstanceUUID: other.product.UUID })).status).toBe(404);
    expect((await ask({ CustomerUUID: other.who.customer })).status).toBe(401);
  });
});

describe('usage alerts (§2.6)', () => {
  test('off by default; at 80 % and at 100 % of the data one email each, once per period', async () => {
    const { who, product } = await m().fresh('prepay');
    const pref = (body?: unknown) => req<{ Preference: { At80: boolean; At100: boolean } }>(ctx.run.url, body ? 'PUT' : 'GET', `/customers/${who.customer}/preferences/usage-alerts`, { jwt: who.jwt, body });
    expect((await pref()).body).toEqual({ Preference: { At80: false, At100: false } });
    expect((await pref({ At80: true, At100: true })).body).toEqual({ Preference: { At80: true, At100: true } });
    // The data alerts (the generated minutes of a random product may cross 80 % too).
    const inbox = async () => (await control<{ messages: { subject: string; channel: string }[] }>(ctx.run.url, 'GET', `/outbox?to=${encodeURIComponent(who.email)}`)).body.messages
      .map((x) => x.subject).filter((x) => x.endsWith('data'));
    await m().use(product.UUID, 'Data', 500);
    expect(await inbox()).toEqual([]);
    await m().use(product.UUID, 'Data', 400);
    expect(await inbox()).toEqual(["You've used 80% of your data"]);
    await m().use(product.UUID, 'Data', 10);
    await m().use(product.UUID, 'Data', 400);
    expect(await inbox()).toEqual(["You've used 80% of your data", "You've used all of your data"]);
    await m().use(product.UUID, 'Data', 1);
    expect(await inbox()).toHaveLength(2);
  });

  test('an alert turned off sends nothing; bad input 400; someone else 401', async () => {
    const { who, product } = await m().fresh('prepay');
    const other = await freshCustomer(ctx.run.url, 'prepay');
    const put = (body: unknown, customer = who.customer) => req(ctx.run.url, 'PUT', `/customers/${customer}/preferences/usage-alerts`, { jwt: who.jwt, body });
    expect((await put({ At80: false, At100: true })).status).toBe(200);
    await m().use(product.UUID, 'Data', 1300);
    const sent = (await control<{ messages: { subject: string }[] }>(ctx.run.url, 'GET', `/outbox?to=${encodeURIComponent(who.email)}`)).body.messages.map((x) => x.subject);
    expect(sent).toContain("You've used all of your data");
    expect(sent).not.toContain("You've used 80% of your data");
    expect((await put({ At80: 'yes', At100: true })).body).toEqual(error('At80 must be true or false'));
    expect((await put({ At80: true })).body).toEqual(error('At100 is required'));
    expect((await put({ At80: true, At100: true }, other.customer)).status).toBe(401);
  });
});
