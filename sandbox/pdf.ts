import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { PROVIDER_NAME, type Invoice, type Receipt } from './store/money';

/**
 * Invoice and receipt PDFs (docs/money-contract.md §2.4, §2.5): A4, the standard Helvetica fonts
 * so the text is extractable. Standard fonts speak WinAnsi only, so other letters lose their
 * marks ('Whānau' → 'Whanau').
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const LINE = 16;

export const dollars = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-NZ')}.${String(abs % 100).padStart(2, '0')}`;
};

const NZ_DATE = new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', day: 'numeric', month: 'short', year: 'numeric' });
export const nzDate = (nanos: number): string => (nanos > 0 ? NZ_DATE.format(new Date(nanos / 1e6)) : '-');

const winAnsi = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '?');

/** Writes lines top to bottom, starting a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private room(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  text(value: string, opts: { size?: number; bold?: boolean; right?: string } = {}): void {
    const size = opts.size ?? 10;
    this.room(size + 6);
    const font = opts.bold ? this.bold : this.regular;
    this.page.drawText(winAnsi(value), { x: MARGIN, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
    if (opts.right !== undefined) {
      const right = winAnsi(opts.right);
      this.page.drawText(right, { x: A4[0] - MARGIN - font.widthOfTextAtSize(right, size), y: this.y, size, font });
    }
    this.y -= Math.max(LINE, size + 6);
  }

  gap(): void {
    this.y -= LINE / 2;
  }
}

async function document(title: string): Promise<{ doc: PDFDocument; w: Writer }> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(PROVIDER_NAME);
  doc.setCreator('sandbox');
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  return { doc, w };
}

export async function invoicePdf(invoice: Invoice, customer: { name: string; accountNo: string }): Promise<Uint8Array> {
  const { doc, w } = await document(`Tax invoice ${invoice.Number}`);
  w.text(PROVIDER_NAME, { size: 18, bold: true });
  w.text('Tax invoice', { size: 14, bold: true, right: invoice.Number });
  w.gap();
  w.text('Invoice number', { right: invoice.Number });
  w.text('Status', { right: invoice.Status });
  w.text('Customer', { right: customer.name });
  w.text('Account number', { right: customer.accountNo });
  w.text('Date', { right: nzDate(invoice.CreatedAtNanos) });
  w.text('Due date', { right: nzDate(invoice.DueDateNanos) });
  // Upto is the next period's start: the last day shown is the one before it.
  w.text('Period', { right: `${nzDate(invoice.PeriodFromNanos)} - ${nzDate(invoice.PeriodUptoNanos - 1e6)}` });
  w.text('GST number', { right: invoice.GSTNumber });
  const section = (title: string, rows: { label: string; date: number; cents: number }[]) => {
    w.gap();
    w.text(title, { bold: true, size: 12 });
    if (rows.length === 0) w.text('None');
    for (const r of rows) w.text(`${nzDate(r.date)}  ${r.label}`, { right: dollars(r.cents) });
  };
  section('Purchases', invoice.Purchases.map((l) => ({ label: l.Description, date: l.DateNanos, cents: l.AmountCents })));
  section('Charges', invoice.Charges.map((l) => ({ label: l.Description, date: l.DateNanos, cents: l.AmountCents })));
  section('Payments', invoice.Payments.map((p) => ({ label: `${p.ReceiptNumber || 'Credit'} ${p.PaymentMethod}`, date: p.DateNanos, cents: p.AmountCents })));
  w.gap();
  w.text('Discount', { right: dollars(invoice.DiscountCents) });
  w.text('Total (GST inclusive)', { bold: true, right: dollars(invoice.GrandTotalCents) });
  w.text('GST included', { right: dollars(invoice.GSTCents) });
  w.text('Remaining', { bold: true, right: dollars(invoice.RemainingAmountCents) });
  return doc.save();
}

export async function receiptPdf(receipt: Receipt, customer: { name: string; accountNo: string }): Promise<Uint8Array> {
  const { doc, w } = await document(`Receipt ${receipt.Number}`);
  w.text(PROVIDER_NAME, { size: 18, bold: true });
  w.text('Receipt', { size: 14, bold: true, right: receipt.Number });
  w.gap();
  const fields: [string, string][] = [
    ['Receipt number', receipt.Number],
    ['Customer', customer.name],
    ['Account number', customer.accountNo],
    ['Date', nzDate(receipt.CreatedAtNanos)],
    ['Amount', dollars(receipt.AmountCents)],
    ['Invoice', receipt.InvoiceNumber || '-'],
    ['Payment method', receipt.PaymentMethod],
    ['Bank account name', receipt.BankAccountName],
    ['Bank account number', receipt.BankAccountNumber],
    ['Reference code', receipt.ReferenceCode],
    ['Particulars', receipt.Particulars],
    ['Reference', receipt.Reference],
    ['Code', receipt.Code],
  ];
  for (const [label, value] of fields) w.text(label, { right: value });
  return doc.save();
}
