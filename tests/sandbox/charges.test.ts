import { TRANSACTION_STATUSES, type PageInfo, type Transaction } from '@/sandbox/store/transactions';
import { uuidFor } from '@/sandbox/store/ids';
import { firstCustomer, signIn, start, type Running } from './helpers';
import { freshCustomer, req } from './eshop-helpers';

/** docs/account-contract.md §2.4 and the demo payment history of §2.6. */
let run: Running;
beforeAll(async () => {
  run = await start();
});
afterAll(() => run.sandbox.close());

type Page = { Transactions: Transaction[]; PageInfo: PageInfo };
const charges = (who: { jwt: string; customer: string }, query = '') =>
  req<Page>(run.url, 'GET', `/v2/customer/${who.customer}/charges${query}`, { jwt: who.jwt });

describe('GET /v2/customer/{uuid}/charges', () => {
  test('prepay: 32 transactions over every status, newest first, 14 a page', async () => {
    const who = await freshCustomer(run.url, 'prepay');
    const first = await charges(who, '?PageNumber=1&PageSize=14&SortBy=CreatedAtNanos&SortDesc=true');
    expect(first.status).toBe(200);
    expect(first.body.PageInfo).toEqual({ PageNumber: 1, PageItemCount: 14, TotalPages: 3, TotalItemCount: 32, IndexStart: 0, PageSize: 14 });
    const times = first.body.Transactions.map((t) => t.CreatedAtNanos);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first.body.Transactions[0]).toMatchObject({ Currency: 'NZD', CardType: 'Visa', CardLast4: '4242', Status: 'COMPLETED' });
    expect(first.body.Transactions[0]?.UUID).toMatch(/^[0-9a-f-]{36}$/);

    const last = await charges(who, '?PageNumber=3&PageSize=14');
    expect(last.body.PageInfo).toMatchObject({ PageNumber: 3, PageItemCount: 4, IndexStart: 28, TotalPages: 3, TotalItemCount: 32 });
    const all = await charges(who, '?PageSize=100');
    expect(all.body.Transactions).toHaveLength(32);
    expect(new Set(all.body.Transactions.map((t) => t.Status))).toEqual(new Set(TRANSACTION_STATUSES));
    expect(all.body.Transactions.some((t) => t.CardType === 'Mastercard' && t.CardLast4 === '4444')).toBe(true);
    const oldest = all.body.Transactions[31]?.CreatedAtNanos ?? 0;
    const now = run.sandbox.clock.now();
    expect(now - oldest / 1e6).toBeGreaterThan(150 * 86_400_000);
    expect(now - oldest / 1e6).toBeLessThan(200 * 86_400_000);
  });

  test('past the last page: no items, the real totals; SortDesc=false oldest first; defaults PageNumber 1, PageSize 14', async () => {
    const who = await freshCustomer(run.url, 'prepay');
    const past = await charges(who, '?PageNumber=9&PageSize=14');
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ Transactions: [], PageInfo: { PageNumber: 9, PageItemCount: 0, TotalPages: 3, TotalItemCount: 32, IndexStart: 112, PageSize: 14 } });
    const asc = await charges(who, '?SortDesc=false&PageSize=100');
    const times = asc.body.Transactions.map((t) => t.CreatedAtNanos);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await charges(who)).body.PageInfo).toMatchObject({ PageNumber: 1, PageSize: 14, PageItemCount: 14 });
  });

  test.each(['?PageSize=0', '?PageSize=101', '?PageSize=abc', '?PageNumber=0', '?PageNumber=1.5', '?SortBy=Amount', '?SortDesc=yes'])('%s → 400', async (query) => {
    const who = await freshCustomer(run.url, 'prepay');
    const res = await charges(who, query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ err_number: 1400 });
  });

  test('postpay: a year of COMPLETED bill payments with the Visa (ten paid invoices, $25.00 of the overdue one: docs/money-contract.md §2.8); nocard: none', async () => {
    const who = await freshCustomer(run.url, 'postpay');
    const res = await charges(who, '?PageSize=100');
    expect(res.body.PageInfo.TotalItemCount).toBe(11);
    expect(res.body.Transactions.every((t) => t.Status === 'COMPLETED' && t.CardLast4 === '4242' && t.Description === 'Bill payment')).toBe(true);
    expect(res.body.Transactions[0]?.AmountCents).toBe(2500);
    const span = (res.body.Transactions[0]?.CreatedAtNanos ?? 0) - (res.body.Transactions[10]?.CreatedAtNanos ?? 0);
    expect(span / 1e6 / 86_400_000).toBeGreaterThan(300);
    const none = await charges(await freshCustomer(run.url, 'nocard'));
    expect(none.body).toEqual({ Transactions: [], PageInfo: { PageNumber: 1, PageItemCount: 0, TotalPages: 0, TotalItemCount: 0, IndexStart: 0, PageSize: 14 } });
  });

  test('the seeded prepay history has stable UUIDs', async () => {
    const auth = await signIn(run.url, 'prepay@example.com');
    const customer = firstCustomer(auth);
    const res = await charges({ jwt: auth.JWT, customer }, '?PageSize=1');
    expect(res.body.Transactions[0]?.UUID).toBe(uuidFor('seed:prepay@example.com:customer:0:transaction:0'));
  });

  test("only the customer's own: 1002 for another, 1001 without a token", async () => {
    const who = await freshCustomer(run.url, 'prepay');
    const other = await freshCustomer(run.url, 'prepay');
    const foreign = await charges({ jwt: who.jwt, customer: other.customer });
    expect(foreign.status).toBe(401);
    expect(foreign.body).toMatchObject({ err_number: 1002 });
    expect((await req(run.url, 'GET', `/v2/customer/${who.customer}/charges`)).status).toBe(401);
  });
});
