import { GET as payments } from '@/app/api/customer/payments/route';
import type { PaymentHistory, ShownPaymentStatus } from '@/lib/billing/types';
import { clearCache } from '@/lib/cache';
import { PAYMENT_HISTORY_PAGE_SIZE } from '@/lib/flags/constants';
import { freshCustomer, sandboxPerFile, upstreamRequests, type Who } from '../support/account';
import { control } from '../support/bff';
import { call, type ErrorOut } from '../support/eshop';
import { UPSTREAM_FAULTS, withFault } from '../support/faults';

/**
 * GET /api/customer/payments?page=N (docs/account-contract.md §3; account-management.md §4
 * "Payment history status shown to the user", §9 "payment history 14", "payment history 5 min").
 */

const sb = sandboxPerFile();

type Out = PaymentHistory & ErrorOut;

const fresh = (state: 'prepay' | 'postpay' = 'prepay') => freshCustomer(sb.url, state);

const page = (who: Who, query = '') => call<Out>(payments, 'GET', `/api/customer/payments${query}`, { cookie: who.cookie });

const chargeReads = (who: Who) => upstreamRequests(sb.url, `^/v2/customer/${who.uuid}/charges$`);

const SHOWN: ShownPaymentStatus[] = ['REFUNDED', 'COMPLETED', 'OTHERS', 'FAILED', 'DECLINED', 'ACTION REQ', 'PENDING', 'UNKNOWN'];

describe('GET /api/customer/payments — 14 a page, newest first', () => {
  test('the first page: 14 payments with the shown status, the NZ date and the card; what the upstream was asked', async () => {
    const who = await fresh();
    await control(sb.url, 'DELETE', '/requests');
    const r = await page(who);
    expect(r.status).toBe(200);
    expect(r.body.payments).toHaveLength(PAYMENT_HISTORY_PAGE_SIZE);
    const { totalItems } = r.body.pageInfo;
    // The prepay demo's 32 seeded payments over the last half year.
    expect(totalItems).toBe(32);
    expect(r.body.pageInfo).toEqual({ page: 1, pageSize: 14, totalItems, totalPages: Math.ceil(totalItems / 14) });
    const reads = await chargeReads(who);
    expect(reads.map((q) => q.query)).toEqual([{ PageNumber: '1', PageSize: '14', SortBy: 'CreatedAtNanos', SortDesc: 'true' }]);
    for (const p of r.body.payments) {
      expect(p).toEqual({
        id: expect.any(String), createdAt: expect.any(String), shownDate: expect.stringMatching(/^\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} @ \d{2}:\d{2}$/),
        amountCents: expect.any(Number), status: expect.any(String), upstreamStatus: expect.any(String), description: expect.any(String), method: expect.any(String),
      });
      expect(SHOWN).toContain(p.status);
      expect(Number.isInteger(p.amountCents)).toBe(true);
    }
    const times = r.body.payments.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test('every status of the demo data is shown as the spec maps it', async () => {
    const who = await fresh();
    const first = await page(who);
    const all = [...first.body.payments];
    for (let n = 2; n <= first.body.pageInfo.totalPages; n += 1) all.push(...(await page(who, `?page=${n}`)).body.payments);
    expect(all).toHaveLength(first.body.pageInfo.totalItems);
    const mapping = Object.fromEntries(all.map((p) => [p.upstreamStatus, p.status]));
    expect(mapping).toMatchObject({
      REFUNDED: 'REFUNDED', 'PARTIALLY REFUNDED': 'REFUNDED', COMPLETED: 'COMPLETED', 'NEEDS AUTHORIZATION': 'OTHERS', FAILED: 'FAILED',
      DECLINED: 'DECLINED', CANCELLED: 'DECLINED', 'PAYMENT METHOD REQUIRED': 'ACTION REQ', 'PAYMENT METHOD INVALID': 'ACTION REQ',
      'PAYMENT METHOD EXPIRED': 'ACTION REQ', 'NO FUNDS': 'ACTION REQ', PENDING: 'PENDING',
    });
    expect(new Set(all.map((p) => p.status))).toEqual(new Set(SHOWN));
    expect(all.some((p) => /^(Visa|Mastercard) •••• \d{4}$/.test(p.method))).toBe(true);
  });

  test('the third page, and past the last page: no payments with the real totals', async () => {
    const who = await fresh();
    const third = await page(who, '?page=3');
    expect(third.status).toBe(200);
    expect(third.body.pageInfo.page).toBe(3);
    const total = third.body.pageInfo.totalItems;
    expect(third.body.payments).toHaveLength(Math.min(14, total - 28));
    const firstIds = new Set((await page(who, '?page=1')).body.payments.map((p) => p.id));
    expect(third.body.payments.filter((p) => firstIds.has(p.id))).toEqual([]);
    const past = await page(who, '?page=99');
    expect([past.status, past.body.payments, past.body.pageInfo]).toEqual([200, [], { page: 99, pageSize: 14, totalItems: total, totalPages: Math.ceil(total / 14) }]);
  });

  test('each customer sees their own: postpay has a year of bill payments (11: docs/money-contract.md §2.8)', async () => {
    const [prepay, postpay] = [await fresh(), await fresh('postpay')];
    const r = await page(postpay);
    expect(r.body.pageInfo.totalItems).toBe(11);
    expect(r.body.payments.every((p) => p.status === 'COMPLETED')).toBe(true);
    const theirs = new Set((await page(prepay)).body.payments.map((p) => p.id));
    expect(r.body.payments.some((p) => theirs.has(p.id))).toBe(false);
  });

  test('cached 5 minutes per customer and page; a failure is not cached', async () => {
    const who = await fresh();
    await control(sb.url, 'DELETE', '/requests');
    const once = await page(who);
    expect((await page(who)).body).toEqual(once.body);
    expect(await chargeReads(who)).toHaveLength(1);
    await page(who, '?page=2');
    expect(await chargeReads(who)).toHaveLength(2);
    clearCache();
    const failed = await withFault(sb.url, '5xx', `^/v2/customer/${who.uuid}/charges$`, 'GET', () => page(who));
    expect(failed.status).toBe(502);
    expect((await page(who)).status).toBe(200);
    expect(await chargeReads(who)).toHaveLength(4);
  });

  test.each([['?page=0'], ['?page=-1'], ['?page=1.5'], ['?page=abc'], ['?page='], ['?page=99999999999999999999']])('%s → 422, the upstream not asked', async (query) => {
    const who = await fresh();
    await control(sb.url, 'DELETE', '/requests');
    const r = await page(who, query);
    expect([r.status, r.body.error.code]).toEqual([422, 'bad_input']);
    expect(await chargeReads(who)).toHaveLength(0);
  });

  test('signed out → 401 unauthorised', async () => {
    const r = await call<ErrorOut>(payments, 'GET', '/api/customer/payments');
    expect([r.status, r.body.error.code]).toEqual([401, 'unauthorised']);
  });

  test.each(UPSTREAM_FAULTS)('upstream %s → %i %s', async (fault, status, code, message) => {
    const who = await fresh();
    const r = await withFault(sb.url, fault, `^/v2/customer/${who.uuid}/charges$`, 'GET', () => page(who));
    expect([r.status, r.body.error]).toEqual([status, { code, message, reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
  });
});
