import { firstCustomer, signIn } from './helpers';
import { freshCustomer } from './eshop-helpers';
import { DAY_MS, error, fetchBytes, moneySandbox, pdfText } from './money-helpers';
import { nzDaysOn } from './calendar-helpers';

/**
 * docs/money-contract.md §2.3-§2.5, §2.8: the postpay demo's invoices and receipts, paying a bill
 * (allocated to the oldest invoice owing first, the rest credit) and the PDFs.
 */
const ctx = moneySandbox();

const nowNanos = () => ctx.run.sandbox.clock.now() * 1e6;

describe('the postpay demo (§2.8)', () => {
  test('twelve closed monthly invoices before the OPEN one: ten PAID, one VOID, the latest OVERDUE with $48.20 remaining; Balance 4820', async () => {
    const who = await freshCustomer(ctx.run.url, 'postpay');
    const page = await ctx.m.invoices(who, '?PageSize=100');
    expect(page.status).toBe(200);
    const invoices = page.body.Invoices;
    expect(invoices.map((i) => i.Status)).toEqual(['OPEN', 'OVERDUE', 'PAID', 'PAID', 'PAID', 'PAID', 'PAID', 'VOID', 'PAID', 'PAID', 'PAID', 'PAID', 'PAID']);
    const [open, overdue] = invoices;
    expect(overdue).toMatchObject({ RemainingAmountCents: 4820, GrandTotalCents: 7320, GSTCents: Math.round((7320 * 3) / 23), GSTNumber: '123-456-789', DiscountCents: 0 });
    expect(overdue?.Number).toMatch(/^INV-\d{6}$/);
    expect(overdue?.DueDateNanos).toBeLessThan(nowNanos());
    expect(overdue?.Charges).toEqual([
      { Description: '$55 Postpay Essentials Plan', AmountCents: 5500, DateNanos: overdue?.PeriodFromNanos },
      { Description: 'Usage beyond plan', AmountCents: 1820, DateNanos: expect.any(Number) },
    ]);
    expect(overdue?.Payments).toEqual([{ ReceiptNumber: expect.stringMatching(/^RCT-\d{6}$/), DateNanos: expect.any(Number), AmountCents: 2500, PaymentMethod: 'Visa ending 4242' }]);
    // The plan, and (issue 13) this month's usage beyond it so far.
    const openTotal = (open?.Charges ?? []).reduce((n, c) => n + c.AmountCents, 0);
    expect(open?.Charges[0]).toEqual({ Description: '$55 Postpay Essentials Plan', AmountCents: 5500, DateNanos: open?.PeriodFromNanos });
    expect(open).toMatchObject({ DueDateNanos: 0, GrandTotalCents: openTotal, RemainingAmountCents: openTotal, CreatedAtNanos: open?.PeriodFromNanos });
    expect(open?.PeriodFromNanos).toBeLessThanOrEqual(nowNanos());
    expect(open?.PeriodUptoNanos).toBeGreaterThan(nowNanos());
    // Periods follow one another, newest first; totals vary month to month, an add-on some months.
    invoices.slice(1).forEach((inv, i) => expect(inv.PeriodUptoNanos).toBe(invoices[i]?.PeriodFromNanos));
    expect(new Set(invoices.map((i) => i.GrandTotalCents)).size).toBeGreaterThan(4);
    expect(invoices.filter((i) => i.Purchases.some((p) => p.Description === '100 International Minutes'))).toHaveLength(3);
    for (const paid of invoices.filter((i) => i.Status === 'PAID')) {
      expect(paid.RemainingAmountCents).toBe(0);
      expect(paid.Payments).toHaveLength(1);
      expect(paid.Payments[0]?.AmountCents).toBe(paid.GrandTotalCents);
    }
    expect(invoices.find((i) => i.Status === 'VOID')).toMatchObject({ RemainingAmountCents: 0, Payments: [] });
    expect(page.body.Summary).toEqual({ HasOverdue: true, TotalDueCents: 4820, OpenNumber: open?.Number });
    expect((await ctx.m.account(who)).body.Balance).toBe(4820);
  });

  test('each payment has its receipt and its COMPLETED Bill payment transaction, the same amounts and times', async () => {
    const who = await freshCustomer(ctx.run.url, 'postpay');
    const receipts = await ctx.m.receipts(who);
    expect(receipts).toHaveLength(11);
    const history = (await ctx.m.get<{ Transactions: { CreatedAtNanos: number; AmountCents: number; Description: string; Status: string }[] }>(who, `/v2/customer/${who.customer}/charges?PageSize=100`)).body.Transactions;
    expect(history.map((t) => [t.CreatedAtNanos, t.AmountCents, t.Description, t.Status])).toEqual(receipts.map((r) => [r.CreatedAtNanos, r.AmountCents, 'Bill payment', 'COMPLETED']));
    const [newest] = receipts;
    const invoices = await ctx.m.allInvoices(who);
    expect(newest).toEqual({
      UUID: expect.any(String), Number: expect.stringMatching(/^RCT-\d{6}$/), CreatedAtNanos: expect.any(Number), AmountCents: 2500,
      InvoiceNumber: invoices[1]?.Number, PaymentMethod: 'Visa ending 4242', BankAccountName: 'Tūī Mobile Ltd', BankAccountNumber: '12-3456-7890123-00',
      ReferenceCode: expect.stringMatching(/^5\d+$/), Particulars: 'Bill payment', Reference: invoices[1]?.Number, Code: newest?.Number.slice(4),
    });
    expect(receipts.map((r) => r.CreatedAtNanos)).toEqual([...receipts.map((r) => r.CreatedAtNanos)].sort((a, b) => b - a));
  });

  test('the seeded postpay@example.com has the same story', async () => {
    const auth = await signIn(ctx.run.url, 'postpay@example.com');
    const who = { jwt: auth.JWT, customer: firstCustomer(auth) };
    expect((await ctx.m.account(who)).body.Balance).toBe(4820);
    expect((await ctx.m.invoices(who)).body.PageInfo).toEqual({ PageNumber: 1, PageItemCount: 10, TotalPages: 2, TotalItemCount: 13, IndexStart: 0, PageSize: 10 });
  });
});

describe('GET /v3/customer/{uuid}/invoices', () => {
  test('pages (from 1, size 1-100), the Status filter, and refusals', async () => {
    const who = await freshCustomer(ctx.run.url, 'postpay');
    const second = await ctx.m.invoices(who, '?PageSize=5&PageNumber=3');
    expect(second.body.PageInfo).toEqual({ PageNumber: 3, PageItemCount: 3, TotalPages: 3, TotalItemCount: 13, IndexStart: 10, PageSize: 5 });
    const paid = await ctx.m.invoices(who, '?Status=PAID');
    expect(paid.body.Invoices.every((i) => i.Status === 'PAID')).toBe(true);
    expect(paid.body.PageInfo.TotalItemCount).toBe(10);
    expect((await ctx.m.invoices(who, '?Status=OVERDUE')).body.Invoices).toHaveLength(1);
    // several, comma-separated: the previous ones (all but OPEN)
    const previous = await ctx.m.invoices(who, `?Status=${encodeURIComponent('DUE,OVERDUE,PAID,VOID')}&PageSize=100`);
    expect([previous.body.PageInfo.TotalItemCount, new Set(previous.body.Invoices.map((i) => i.Status))]).toEqual([12, new Set(['OVERDUE', 'PAID', 'VOID'])]);
    expect((await ctx.m.invoices(who, '?PageNumber=9')).body).toMatchObject({ Invoices: [], PageInfo: { TotalItemCount: 13 } });
    for (const bad of ['?PageNumber=0', '?PageSize=101', '?PageSize=0', '?Status=LATE', '?Status=PAID,LATE', '?PageNumber=x']) {
      expect((await ctx.m.invoices(who, bad)).status).toBe(400);
    }
  });

  test('a prepay customer has no invoices', async () => {
    const who = await freshCustomer(ctx.run.url, 'prepay');
    expect((await ctx.m.invoices(who)).body).toMatchObject({ Invoices: [], PageInfo: { TotalItemCount: 0 }, Summary: { HasOverdue: false, TotalDueCents: 0, OpenNumber: '' } });
    expect(await ctx.m.allInvoices(who)).toEqual([]);
    expect(await ctx.m.receipts(who)).toEqual([]);
  });

  test("one invoice; unknown or someone else's is not found; someone else's customer is refused", async () => {
    const who = await freshCustomer(ctx.run.url, 'postpay');
    const other = await freshCustomer(ctx.run.url, 'postpay');
    const [open] = await ctx.m.allInvoices(who);
    const [theirs] = await ctx.m.allInvoices(other);
    expect((await ctx.m.invoice(who, open?.Number ?? '')).body).toEqual({ Invoice: open });
    expect(await ctx.m.invoice(who, theirs?.Number ?? '')).toMatchObject({ status: 404, body: error('Invoice is not found', 1404) });
    expect(await ctx.m.invoice(who, 'INV-999999')).toMatchObject({ status: 404, body: error('Invoice is not found', 1404) });
    for (const path of [`/v3/customer/${other.customer}/invoices`, `/v2/customer/${other.customer}/invoices`, `/customer/${other.customer}/receipt`, `/v3/customer/${other.customer}/invoices/${theirs?.Number}`]) {
      expect((await ctx.m.get({ jwt: who.jwt, customer: other.customer }, path)).status).toBe(401);
    }
    expect((await fetchBytes(ctx.run.url, `/customer/${other.customer}/invoice/${theirs?.Number}/pdf`, who.jwt)).status).toBe(401);
    expect((await fetchBytes(ctx.run.url, `/customer/${who.customer}/invoice/${open?.Number}/pdf`)).status).toBe(401);
  });
});

describe('paying a bill (§2.3)', () => {
  test('a payment pays the oldest invoice owing first; more than is owed becomes credit (Balance below 0) with its receipt', async () => {
    const who = await freshCustomer(ctx.run.url, 'postpay');
    await ctx.m.payBill(who, 1000);
    let [, overdue] = await ctx.m.allInvoices(who);
    expect(overdue).toMatchObject({ Status: 'OVERDUE', RemainingAmountCents: 3820 });
    expect((await ctx.m.account(who)).body.Balance).toBe(3820);

    await ctx.m.payBill(who, 5000);
    [, overdue] = await ctx.m.allInvoices(who);
    expect(overdue).toMatchObject({ Status: 'PAID', RemainingAmountCents: 0 });
    expect(overdue?.Payments.map((p) => p.AmountCents)).toEqual([2500, 1000, 3820]);
    expect((await ctx.m.account(who)).body.Balance).toBe(-1180);
    const [newest, before] = await ctx.m.receipts(who);
    expect(newest).toMatchObject({ AmountCents: 5000, InvoiceNumber: overdue?.Number, PaymentMethod: 'Visa ending 4242' });
    expect(before).toMatchObject({ AmountCents: 1000, InvoiceNumber: overdue?.Number });
    expect((await ctx.m.invoices(who)).body.Summary).toMatchObject({ HasOverdue: false, TotalDueCents: 0 });

    // Nothing owing: all of it is credit, the receipt pays no invoice.
    await ctx.m.payBill(who, 700);
    expect((await ctx.m.receipts(who))[0]).toMatchObject({ AmountCents: 700, InvoiceNumber: '', Reference: 'Credit' });
    expect((await ctx.m.account(who)).body.Balance).toBe(-1880);
  });

  test('two invoices owing: the older is paid first, then the newer', async () => {
    const who = await freshCustomer(ctx.run.url, 'postpay');
    // Make the PAID one before the OVERDUE one owe again by removing its payment.
    const invoices = await ctx.m.allInvoices(who);
    const older = invoices[2];
    ctx.run.sandbox.store.db.prepare('DELETE FROM invoice_allocations WHERE invoice_uuid = (SELECT uuid FROM invoices WHERE number = ?)').run(older?.Number);
    expect((await ctx.m.account(who)).body.Balance).toBe(4820 + (older?.GrandTotalCents ?? 0));
    await ctx.m.payBill(who, (older?.GrandTotalCents ?? 0) + 100);
    const after = await ctx.m.allInvoices(who);
    expect(after[2]).toMatchObject({ Status: 'PAID', RemainingAmountCents: 0 });
    expect(after[1]).toMatchObject({ Status: 'OVERDUE', RemainingAmountCents: 4720 });
    expect((await ctx.m.receipts(who))[0]?.InvoiceNumber).toBe(older?.Number);
  });
});

describe('PDFs', () => {
  test('the invoice PDF: application/pdf whose text has the provider, "Tax invoice", the number, GST number, every line and the totals', async () => {
    const who = await freshCustomer(ctx.run.url, 'postpay');
    const [, overdue] = await ctx.m.allInvoices(who);
    const pdf = await fetchBytes(ctx.run.url, `/customer/${who.customer}/invoice/${overdue?.Number}/pdf`, who.jwt);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.disposition).toBe(`attachment; filename="${overdue?.Number}.pdf"`);
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
    const text = await pdfText(pdf.bytes);
    // Issue 28: "the invoice PDF and bank details say 'Sandbox Mobile Ltd': the demo operator is 'Tūī Mobile'" (WinAnsi drops the macrons).
    expect(text).not.toContain('Sandbox');
    for (const expected of ['Tui Mobile Ltd', 'Tax invoice', overdue?.Number ?? '?', '123-456-789', '$55 Postpay Essentials Plan', '$55.00', 'Usage beyond plan', '$18.20', '$73.20', 'Remaining', '$48.20', 'Visa ending 4242', 'OVERDUE']) {
      expect(text).toContain(expected);
    }
  });

  test('the receipt PDF has the number and every field; unknown → 404', async () => {
    const who = await freshCustomer(ctx.run.url, 'postpay');
    const [receipt] = await ctx.m.receipts(who);
    const pdf = await fetchBytes(ctx.run.url, `/customer/${who.customer}/receipt/${receipt?.UUID}/pdf`, who.jwt);
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf', disposition: `attachment; filename="${receipt?.Number}.pdf"` });
    const text = await pdfText(pdf.bytes);
    for (const expected of [receipt?.Number, '$25.00', receipt?.InvoiceNumber, 'Visa ending 4242', 'Tui Mobile Ltd', '12-3456-7890123-00', receipt?.ReferenceCode, 'Bill payment', receipt?.Code]) {
      expect(text).toContain(expected);
    }
    const other = await freshCustomer(ctx.run.url, 'postpay');
    const [theirs] = await ctx.m.receipts(other);
    const unknown = await fetchBytes(ctx.run.url, `/customer/${who.customer}/receipt/${theirs?.UUID}/pdf`, who.jwt);
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text)).toEqual(error('Receipt is not found', 1404));
    const noInvoice = await fetchBytes(ctx.run.url, `/customer/${who.customer}/invoice/INV-999999/pdf`, who.jwt);
    expect(JSON.parse(noInvoice.text)).toEqual(error('Invoice is not found', 1404));
  });
});

test('the dates of the demo: PAID ones paid ten days after they closed, each due 14 (NZ calendar) days after its close', async () => {
  const who = await freshCustomer(ctx.run.url, 'postpay');
  const paid = (await ctx.m.allInvoices(who)).filter((i) => i.Status === 'PAID');
  for (const inv of paid) {
    expect(inv.DueDateNanos).toBe(nzDaysOn(inv.CreatedAtNanos / 1e6, 14) * 1e6);
    expect(inv.CreatedAtNanos).toBe(inv.PeriodUptoNanos);
    expect((inv.Payments[0]?.DateNanos ?? 0) - inv.CreatedAtNanos).toBe(10 * DAY_MS * 1e6);
  }
});
