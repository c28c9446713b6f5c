import { GET as billingCycleGet, POST as billingCyclePost } from '@/app/api/customer/billing-cycle/route';
import { GET as invoicePdfGet } from '@/app/api/customer/invoices/[number]/pdf/route';
import { GET as invoiceGet } from '@/app/api/customer/invoices/[number]/route';
import { GET as invoicesGet } from '@/app/api/customer/invoices/route';
import { GET as receiptPdfGet } from '@/app/api/customer/receipts/[number]/pdf/route';
import { GET as receiptGet } from '@/app/api/customer/receipts/[number]/route';
import { GET as receiptsGet } from '@/app/api/customer/receipts/route';
import { GET as spendGet } from '@/app/api/customer/spend/route';
import type { BillingCycleView, Invoice, InvoicePage, Receipt, ReceiptPage, SpendHistory } from '@/lib/billing/money-types';
import { clearCache } from '@/lib/cache';
import { freshCustomer, sandboxPerFile, upstreamRequests, type Who } from '../support/account';
import { control } from '../support/bff';
import { call, type ErrorOut } from '../support/eshop';
import { withFault } from '../support/faults';
import { withFlags } from '../support/money';
import { pdfText } from '../sandbox/money-helpers';

/**
 * Invoices, receipts, their PDFs, the billing cycle and spend (docs/money-contract.md §3) against
 * the in-process sandbox: the postpay demo's twelve closed invoices and the OPEN one, the receipts of their payments.
 */

const sb = sandboxPerFile();

type Out<T> = T & ErrorOut;
const fresh = (state: 'prepay' | 'postpay' = 'postpay') => freshCustomer(sb.url, state);

const INVOICES_ON = { FLAG_INVOICES: 'true' };
const invoicesOn = <T>(run: () => Promise<T>) => withFlags(INVOICES_ON, run);

const invoices = (who: Who, query = '') => call<Out<InvoicePage>>(invoicesGet, 'GET', `/api/customer/invoices${query}`, { cookie: who.cookie });
const invoice = (who: Who, number: string) => call<Out<Invoice>>(invoiceGet, 'GET', `/api/customer/invoices/${number}`, { cookie: who.cookie, params: { number } });
const receipts = (who: Who, query = '') => call<Out<ReceiptPage>>(receiptsGet, 'GET', `/api/customer/receipts${query}`, { cookie: who.cookie });
const receipt = (who: Who, number: string) => call<Out<Receipt>>(receiptGet, 'GET', `/api/customer/receipts/${number}`, { cookie: who.cookie, params: { number } });
const cycle = (who: Who) => call<Out<BillingCycleView>>(billingCycleGet, 'GET', '/api/customer/billing-cycle', { cookie: who.cookie });
const setCycle = (who: Who, body: unknown) => call<Out<BillingCycleView>>(billingCyclePost, 'POST', '/api/customer/billing-cycle', { cookie: who.cookie, body });
const spend = (who: Who) => call<Out<SpendHistory>>(spendGet, 'GET', '/api/customer/spend', { cookie: who.cookie });

/** A PDF route's answer: status, headers and the text inside the document. */
async function pdf(handler: typeof invoicePdfGet, who: Who, path: string, number: string): Promise<{ status: number; type: string | null; disposition: string | null; text: string; error?: ErrorOut['error'] }> {
  const r = await call<ErrorOut>(handler, 'GET', path, { cookie: who.cookie, params: { number } });
  const type = r.res.headers.get('content-type');
  if (r.status !== 200) return { status: r.status, type, disposition: null, text: '', error: r.body.error };
  const text = await pdfText(new Uint8Array(await r.res.arrayBuffer()));
  return { status: r.status, type, disposition: r.res.headers.get('content-disposition'), text };
}

beforeEach(() => clearCache());

describe('GET /api/customer/invoices', () => {
  test('postpay: the OPEN one is the current period, the rest previous, newest first, 10 a page; the overdue flag', async () => {
    await invoicesOn(async () => {
      const who = await fresh();
      await control(sb.url, 'DELETE', '/requests');
      const r = await invoices(who);
      expect(r.status).toBe(200);
      expect(r.body.current).toMatchObject({ status: 'OPEN', number: expect.stringMatching(/^INV-\d{6}$/), dueDate: null });
      expect(r.body.hasOverdue).toBe(true);
      expect(r.body.pageInfo).toEqual({ page: 1, pageSize: 10, totalItems: 12, totalPages: 2 });
      expect(r.body.previous).toHaveLength(10);
      expect(r.body.previous[0]).toMatchObject({ status: 'OVERDUE', remainingCents: 4820 });
      const periods = r.body.previous.map((i) => Date.parse(i.periodFrom));
      expect(periods).toEqual([...periods].sort((a, b) => b - a));
      // "GET /v3/customer/:uuid/invoices with Status, PageSize, PageNumber": the OPEN one, and a page of all the others
      expect((await upstreamRequests(sb.url, `^/v3/customer/${who.uuid}/invoices$`)).map((q) => q.query)).toEqual(expect.arrayContaining([
        { Status: 'OPEN', PageSize: '1', PageNumber: '1' },
        { Status: 'DUE,OVERDUE,PAID,VOID', PageSize: '10', PageNumber: '1' },
      ]));
      expect(await upstreamRequests(sb.url, `^/v3/customer/${who.uuid}/invoices$`)).toHaveLength(2);
      const second = await invoices(who, '?page=2');
      expect([second.body.current, second.body.previous.length]).toEqual([null, 2]);
      expect(new Set([...r.body.previous, ...second.body.previous].map((i) => i.status))).toEqual(new Set(['OVERDUE', 'PAID', 'VOID']));
    });
  });

  test('cached 5 minutes per page; a payment forgets it (tested through the cache tag); an outage → 503 "We can\'t get Invoices right now"', async () => {
    await invoicesOn(async () => {
      const who = await fresh();
      await control(sb.url, 'DELETE', '/requests');
      await invoices(who);
      await invoices(who);
      expect(await upstreamRequests(sb.url, `^/v3/customer/${who.uuid}/invoices$`)).toHaveLength(2);
      clearCache();
      const failed = await withFault(sb.url, '5xx', `^/v3/customer/${who.uuid}/invoices$`, 'GET', () => invoices(who));
      expect([failed.status, failed.body.error]).toEqual([503, { code: 'invoices_unavailable', message: "We can't get Invoices right now", reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
      const down = await withFault(sb.url, 'network down', `^/v3/customer/${who.uuid}/invoices$`, 'GET', () => invoices(who));
      expect(down.body.error.code).toBe('invoices_unavailable');
    });
  });

  test('the flag off (as shipped) → 404; bad page → 422', async () => {
    const who = await fresh();
    const off = await invoices(who);
    expect([off.status, off.body.error.code]).toEqual([404, 'not_found']);
    await invoicesOn(async () => {
      for (const q of ['?page=0', '?page=abc', '?page=1.5']) expect((await invoices(who, q)).status).toBe(422);
    });
  });
});

describe('GET /api/customer/invoices/{number} and its PDF', () => {
  test('the OVERDUE invoice: its fields, lines and the explainer against the previous invoice not VOID', async () => {
    await invoicesOn(async () => {
      const who = await fresh();
      const overdue = (await invoices(who)).body.previous[0]!;
      const r = await invoice(who, overdue.number);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ number: overdue.number, status: 'OVERDUE', gstNumber: '123-456-789', remainingCents: 4820 });
      expect(r.body.gstCents).toBe(Math.round((r.body.grandTotalCents * 3) / 23));
      // The seeded OVERDUE bill: the $55.00 plan and $18.20 of usage beyond it.
      expect(r.body.charges.map((c) => [c.description, c.amountCents])).toEqual([['$55 Postpay Essentials Plan', 5500], ['Usage beyond plan', 1820]]);
      expect(r.body.grandTotalCents).toBe([...r.body.charges, ...r.body.purchases].reduce((t, l) => t + l.amountCents, 0) - r.body.discountCents);
      expect(r.body.explainer.previousNumber).toMatch(/^INV-\d{6}$/);
      expect(r.body.explainer.previousNumber).not.toBe(overdue.number);
      const prev = await invoice(who, r.body.explainer.previousNumber!);
      expect(prev.body.status).not.toBe('VOID');
      expect(r.body.explainer.totalChangeCents).toBe(r.body.grandTotalCents - prev.body.grandTotalCents);
      // Against the month before (no usage beyond the plan then): the plan the same, the usage new.
      expect(r.body.explainer.lines).toEqual(expect.arrayContaining([
        { description: '$55 Postpay Essentials Plan', previousCents: 5500, currentCents: 5500, changeCents: 0, change: 'same' },
        { description: 'Usage beyond plan', previousCents: null, currentCents: 1820, changeCents: 1820, change: 'new' },
      ]));
      for (const l of r.body.explainer.lines) expect(l.changeCents).toBe((l.currentCents ?? 0) - (l.previousCents ?? 0));
    });
  });

  test('the PDF: a real PDF with the invoice number in its text, downloaded as {number}.pdf', async () => {
    await invoicesOn(async () => {
      const who = await fresh();
      const number = (await invoices(who)).body.previous[0]!.number;
      const r = await pdf(invoicePdfGet, who, `/api/customer/invoices/${number}/pdf`, number);
      expect([r.status, r.type, r.disposition]).toEqual([200, 'application/pdf', `attachment; filename="${number}.pdf"`]);
      expect(r.text).toContain(number);
      expect(r.text).toContain('Tax invoice');
    });
  });

  test('not theirs or unknown → 404 "The invoice #… Not Found" (one and PDF); a bad number never reaches the upstream', async () => {
    await invoicesOn(async () => {
      const [owner, other] = [await fresh(), await fresh('prepay')];
      const number = (await invoices(owner)).body.previous[0]!.number;
      const r = await invoice(other, number);
      expect([r.status, r.body.error]).toEqual([404, { code: 'invoice_not_found', message: `The invoice #${number} Not Found`, details: { number } }]);
      const p = await pdf(invoicePdfGet, other, `/api/customer/invoices/${number}/pdf`, number);
      expect([p.status, p.error?.code]).toEqual([404, 'invoice_not_found']);
      await control(sb.url, 'DELETE', '/requests');
      const bad = await invoice(owner, 'INV 1/../x');
      expect([bad.status, bad.body.error.code]).toEqual([404, 'invoice_not_found']);
      expect(await upstreamRequests(sb.url, '/invoices/')).toEqual([]);
    });
  });

  test('"Invoice PDF needs an invoice number; receipt PDF needs a receipt UUID": an empty one → 400 No invoice number / No receipt UUID', async () => {
    await invoicesOn(async () => {
      const who = await fresh();
      const inv = await pdf(invoicePdfGet, who, '/api/customer/invoices/%20/pdf', ' ');
      expect([inv.status, inv.error]).toEqual([400, { code: 'no_invoice_number', message: 'No invoice number' }]);
      const rct = await pdf(receiptPdfGet, who, '/api/customer/receipts/%20/pdf', ' ');
      expect([rct.status, rct.error]).toEqual([400, { code: 'no_receipt_uuid', message: 'No receipt UUID' }]);
    });
  });

  test('an outage → 503 "We can\'t get Invoice right now"; flag off → 404', async () => {
    const who = await fresh();
    const off = await invoice(who, 'INV-000001');
    expect([off.status, off.body.error.code]).toEqual([404, 'not_found']);
    await invoicesOn(async () => {
      const r = await withFault(sb.url, '5xx', `^/v3/customer/${who.uuid}/invoices/`, 'GET', () => invoice(who, 'INV-000001'));
      expect([r.status, r.body.error]).toEqual([503, { code: 'invoice_unavailable', message: "We can't get Invoice right now", reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
      const p = await withFault(sb.url, '5xx', `^/customer/${who.uuid}/invoice/`, 'GET', () => pdf(invoicePdfGet, who, '/api/customer/invoices/INV-000001/pdf', 'INV-000001'));
      expect([p.status, p.error?.code]).toEqual([503, 'invoice_unavailable']);
    });
  });
});

describe('receipts', () => {
  test('the postpay demo\'s receipts, newest first, 10 a page; one with its bank details; its PDF', async () => {
    const who = await fresh();
    const r = await receipts(who);
    expect(r.status).toBe(200);
    const total = r.body.pageInfo.totalItems;
    expect(total).toBeGreaterThan(10);
    expect(r.body.pageInfo).toEqual({ page: 1, pageSize: 10, totalItems: total, totalPages: 2 });
    expect(r.body.receipts).toHaveLength(10);
    expect((await receipts(who, '?page=2')).body.receipts).toHaveLength(total - 10);
    const dates = r.body.receipts.map((x) => Date.parse(x.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const first = r.body.receipts[0]!;
    expect(first).toEqual({ number: expect.stringMatching(/^RCT-\d{6}$/), date: expect.any(String), amountCents: expect.any(Number), invoiceNumber: expect.stringMatching(/^INV-/), method: expect.any(String) });
    const one = await receipt(who, first.number);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ number: first.number, bankAccountNumber: '12-3456-7890123-00' });
    const p = await pdf(receiptPdfGet, who, `/api/customer/receipts/${first.number}/pdf`, first.number);
    expect([p.status, p.type, p.disposition]).toEqual([200, 'application/pdf', `attachment; filename="${first.number}.pdf"`]);
    expect(p.text).toContain(first.number);
  });

  test('not theirs → 404 "The receipt #… Not Found"; an outage → 503; the flag off → 404', async () => {
    const [owner, other] = [await fresh(), await fresh('prepay')];
    const number = (await receipts(owner)).body.receipts[0]!.number;
    const r = await receipt(other, number);
    expect([r.status, r.body.error.message]).toEqual([404, `The receipt #${number} Not Found`]);
    const p = await pdf(receiptPdfGet, other, `/api/customer/receipts/${number}/pdf`, number);
    expect([p.status, p.error?.code]).toEqual([404, 'receipt_not_found']);
    clearCache();
    const down = await withFault(sb.url, '5xx', `^/customer/${owner.uuid}/receipt$`, 'GET', () => receipts(owner));
    expect([down.status, down.body.error]).toEqual([503, { code: 'receipts_unavailable', message: "We can't get Receipts right now", reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
    await withFlags({ FLAG_RECEIPTS: 'false' }, async () => {
      const off = await receipts(owner);
      expect([off.status, off.body.error.code]).toEqual([404, 'not_found']);
    });
  });
});

describe('billing cycle', () => {
  test('postpay reads MONTHLY; with the flag on, every 28 days closes the open bill now (due) and starts the new cycle', async () => {
    await withFlags({ FLAG_BILLING_CYCLE: 'true', ...INVOICES_ON }, async () => {
      const who = await fresh();
      const r = await cycle(who);
      expect([r.status, r.body.cycle]).toEqual([200, 'MONTHLY']);
      const openBefore = (await invoices(who)).body.current!.number;
      const changed = await setCycle(who, { cycle: 'TWENTY_EIGHT_DAYS' });
      expect([changed.status, changed.body.cycle]).toEqual([200, 'TWENTY_EIGHT_DAYS']);
      expect(Date.parse(changed.body.currentCycle.upto) - Date.parse(changed.body.currentCycle.from)).toBe(28 * 24 * 3600 * 1000);
      expect((await upstreamRequests(sb.url, `^/customers/${who.uuid}/billing-cycle$`)).filter((q) => q.method === 'POST').map((q) => q.body)).toEqual([{ BillingCycle: { Type: 'days', Value: 28 } }]);
      const closed = await invoice(who, openBefore);
      expect(closed.body.status).toBe('DUE');
      expect((await cycle(who)).body.cycle).toBe('TWENTY_EIGHT_DAYS');
    });
  });

  test('"The cycle can be set only when the feature is enabled (otherwise \'not_allowed\')"; prepay → 403; bad cycle → 422', async () => {
    const who = await fresh();
    const off = await setCycle(who, { cycle: 'SEVEN_DAYS' });
    expect([off.status, off.body.error]).toEqual([403, { code: 'not_allowed', message: 'Not Allowed' }]);
    const prepay = await cycle(await fresh('prepay'));
    expect([prepay.status, prepay.body.error.code]).toEqual([403, 'you_dont_have_postpay_product']);
    await withFlags({ FLAG_BILLING_CYCLE: 'true' }, async () => {
      const bad = await setCycle(who, { cycle: 'FORTNIGHTLY' });
      expect([bad.status, bad.body.error.code]).toEqual([422, 'bad_input']);
    });
  });
});

describe('GET /api/customer/spend', () => {
  test('postpay: twelve months of invoice totals, oldest first, VOID counting nothing', async () => {
    const who = await fresh();
    const r = await spend(who);
    expect(r.status).toBe(200);
    expect(r.body.months).toHaveLength(12);
    // One invoice a month; the one VOID bill (seven months ago) leaves its month at 0, every other month has its total.
    expect(r.body.months.filter((m) => m.cents === 0)).toHaveLength(1);
    expect(r.body.months.filter((m) => m.cents > 0)).toHaveLength(11);
    expect(r.body.totalCents).toBe(r.body.months.reduce((t, m) => t + m.cents, 0));
  });

  test('prepay: COMPLETED payments by their New Zealand month', async () => {
    const r = await spend(await fresh('prepay'));
    expect(r.status).toBe(200);
    expect(r.body.months).toHaveLength(12);
    // The seeded half year of 32 payments: 20 COMPLETED (8 × $30, 8 × $20, 2 × $10, 2 × $15) make $450.00; the other statuses count nothing.
    expect(r.body.totalCents).toBe(45000);
    expect(r.body.totalCents).toBe(r.body.months.reduce((t, m) => t + m.cents, 0));
  });
});
