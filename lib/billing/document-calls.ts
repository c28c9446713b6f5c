import 'server-only';
import { NextResponse } from 'next/server';
import { cached, cacheKey } from '@/lib/cache';
import { ApiError, type ErrorCode } from '@/lib/errors';
import { LIST_PAGE_SIZE } from '@/lib/flags/constants';
import { shouldLogOut } from '@/lib/session/rules';
import { timeoutOf, upstreamBase } from '@/lib/upstream/client';
import { customerCall, endSession, ensureToken, type RequestContext } from '@/lib/upstream/context';
import { toApiError } from '@/lib/upstream/errors';
import { buildPath } from '@/lib/upstream/path';
import { httpError, readRotatedToken } from '@/lib/upstream/rules';
import type { UpstreamError, UpstreamResult } from '@/lib/upstream/types';
import { CURRENT_INVOICE_STATUS, explainInvoice, hasOverdue, isCurrentInvoice, isoFromNanos, PREVIOUS_INVOICE_STATUSES, shownInvoiceStatus } from './money-rules';
import { moneyScope, moneyScopeKey, moneyTag } from './money-scope';
import type { Invoice, InvoiceLine, InvoicePage, InvoiceSummary, Receipt, ReceiptPage, ReceiptSummary } from './money-types';
import { AllInvoicesWire, InvoicePageWire, OneInvoiceWire, ReceiptsWire, type InvoiceWire, type ReceiptWire } from './money-wire';
import { pageInfo } from './rules';

/**
 * Invoices and receipts (docs/money-contract.md §3; account-management.md §7 "Invoices, receipts,
 * charges, cycle"): lists, one document, and its PDF streamed from the upstream. Reads are
 * cached 5 minutes ("invoices 5 min") per user, customer and page, with the customer's money
 * tag, so a payment forgets them. An upstream failure of a read is the spec's "We can't get …".
 */

const nowOf = (rc: RequestContext) => new Date(rc.now?.() ?? Date.now());

/** A read that failed: the spec's "We can't get … right now" for an outage; a refusal as usual. */
function unavailable(e: UpstreamError, code: Extract<ErrorCode, 'invoices_unavailable' | 'invoice_unavailable' | 'receipts_unavailable'>): ApiError {
  const mapped = toApiError(e);
  return mapped.status >= 500 ? new ApiError(code) : mapped;
}

/** An invoice number or receipt number as the upstream writes them ('INV-000123', 'RCT-000045'); anything else is not found. */
const DOCUMENT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;

/** 'The invoice #{number} Not Found' with the number the customer asked for (also in `details`, for the page's own text). */
const notFound = (code: 'invoice_not_found' | 'receipt_not_found', number: string) =>
  new ApiError(code, new ApiError(code).message.replace('{number}', number), { number });

function checkedNumber(number: string, code: 'invoice_not_found' | 'receipt_not_found'): string {
  if (number.trim() === '') throw new ApiError(code === 'invoice_not_found' ? 'no_invoice_number' : 'no_receipt_uuid');
  if (!DOCUMENT_NUMBER.test(number)) throw notFound(code, number);
  return number;
}

export function toInvoiceSummary(i: InvoiceWire, now: Date): InvoiceSummary {
  const due = isoFromNanos(i.DueDateNanos);
  return {
    number: i.Number,
    status: shownInvoiceStatus(i.Status, due ? new Date(due) : null, i.RemainingAmountCents, now),
    date: isoFromNanos(i.CreatedAtNanos) ?? isoFromNanos(i.PeriodFromNanos) ?? '',
    dueDate: due,
    periodFrom: isoFromNanos(i.PeriodFromNanos) ?? '',
    periodUpto: isoFromNanos(i.PeriodUptoNanos) ?? '',
    grandTotalCents: i.GrandTotalCents,
    remainingCents: i.RemainingAmountCents,
  };
}

const toLine = (l: InvoiceWire['Charges'][number]): InvoiceLine => ({ description: l.Description, amountCents: l.AmountCents, date: isoFromNanos(l.DateNanos) });

function toInvoice(i: InvoiceWire, previous: InvoiceWire | null, now: Date): Invoice {
  const lines = (x: InvoiceWire) => ({ purchases: x.Purchases.map(toLine), charges: x.Charges.map(toLine), grandTotalCents: x.GrandTotalCents });
  const own = lines(i);
  return {
    ...toInvoiceSummary(i, now),
    gstNumber: i.GSTNumber,
    gstCents: i.GSTCents,
    discountCents: i.DiscountCents,
    ...own,
    payments: i.Payments.map((p) => ({ receiptNumber: p.ReceiptNumber || null, date: isoFromNanos(p.DateNanos) ?? '', amountCents: p.AmountCents, method: p.PaymentMethod })),
    explainer: explainInvoice(own, previous ? { ...lines(previous), number: previous.Number } : null),
  };
}

/** GET /v2/customer/{uuid}/invoices: every invoice (the spend chart, the explainer, the balance's due invoice), cached 5 minutes. */
export function allInvoices(rc: RequestContext, uuid: string): Promise<UpstreamResult<InvoiceWire[]>> {
  return cached('invoices', cacheKey('invoices', moneyScopeKey(rc, uuid), 'all'), async () => {
    const res = await customerCall(rc, 'accounts', { path: '/v2/customer/{uuid}/invoices', params: { uuid }, schema: AllInvoicesWire, action: 'getAllInvoices' });
    return res.ok ? { ...res, data: res.data.result } : res;
  }, { tags: [moneyTag(uuid)], keep: (r) => r.ok });
}

/** GET /v3/customer/{uuid}/invoices?Status=&PageSize=&PageNumber=, cached 5 minutes per status and page. */
function invoiceList(rc: RequestContext, uuid: string, status: string, size: number, page: number) {
  return cached('invoices', cacheKey('invoices', moneyScopeKey(rc, uuid), 'page', status, String(size), String(page)), () =>
    customerCall(rc, 'accounts', { path: '/v3/customer/{uuid}/invoices', params: { uuid }, query: { Status: status, PageSize: size, PageNumber: page }, schema: InvoicePageWire, action: 'getInvoices' }),
  { tags: [moneyTag(uuid)], keep: (r) => r.ok });
}

/**
 * GET /api/customer/invoices?page=N: "invoice pages start at 1", 10 a page; "OPEN is the current
 * period; all others count as previous": the list asked by `Status` twice, the OPEN one (first page
 * only) and a page of the others, so every page holds ten previous invoices.
 */
export async function invoicePage(rc: RequestContext, page: number): Promise<InvoicePage> {
  const { uuid } = await moneyScope(rc, 'invoices');
  const [open, res] = await Promise.all([
    page === 1 ? invoiceList(rc, uuid, CURRENT_INVOICE_STATUS, 1, 1) : null,
    invoiceList(rc, uuid, PREVIOUS_INVOICE_STATUSES, LIST_PAGE_SIZE, page),
  ]);
  if (!res.ok) throw unavailable(res.error, 'invoices_unavailable');
  if (open && !open.ok) throw unavailable(open.error, 'invoices_unavailable');
  const now = nowOf(rc);
  const items = res.data.Invoices.map((i) => toInvoiceSummary(i, now));
  const current = open?.data.Invoices.map((i) => toInvoiceSummary(i, now)).find((i) => isCurrentInvoice(i.status)) ?? null;
  const info = res.data.PageInfo;
  return {
    current,
    previous: items.filter((i) => !isCurrentInvoice(i.status)),
    hasOverdue: Boolean(res.data.Summary?.HasOverdue) || hasOverdue(items),
    pageInfo: pageInfo(page, LIST_PAGE_SIZE, info.TotalItemCount, info.TotalPages),
  };
}

/** GET /api/customer/invoices/{number}: one of the customer's invoices with the explainer against the previous one not VOID. */
export async function invoice(rc: RequestContext, number: string): Promise<Invoice> {
  const { uuid } = await moneyScope(rc, 'invoice');
  checkedNumber(number, 'invoice_not_found');
  const res = await cached('invoices', cacheKey('invoices', moneyScopeKey(rc, uuid), 'one', number), () =>
    customerCall(rc, 'accounts', { path: '/v3/customer/{uuid}/invoices/{number}', params: { uuid, number }, schema: OneInvoiceWire, action: 'getInvoice' }),
  { tags: [moneyTag(uuid)], keep: (r) => r.ok });
  if (!res.ok) throw res.error.status === 404 ? notFound('invoice_not_found', number) : unavailable(res.error, 'invoice_unavailable');
  const current = res.data.Invoice;
  const all = await allInvoices(rc, uuid);
  const from = current.PeriodFromNanos || current.CreatedAtNanos;
  const previous = all.ok
    ? all.data.filter((i) => i.Number !== current.Number && i.Status.toUpperCase() !== 'VOID' && (i.PeriodFromNanos || i.CreatedAtNanos) < from)
      .sort((a, b) => (b.PeriodFromNanos || b.CreatedAtNanos) - (a.PeriodFromNanos || a.CreatedAtNanos))[0] ?? null
    : null;
  return toInvoice(current, previous, nowOf(rc));
}

function toReceiptSummary(r: ReceiptWire): ReceiptSummary {
  return { number: r.Number, date: isoFromNanos(r.CreatedAtNanos) ?? '', amountCents: r.AmountCents, invoiceNumber: r.InvoiceNumber || null, method: r.PaymentMethod };
}

async function allReceipts(rc: RequestContext, uuid: string): Promise<ReceiptWire[]> {
  const res = await cached('receipts', cacheKey('receipts', moneyScopeKey(rc, uuid), 'all'), () =>
    customerCall(rc, 'accounts', { path: '/customer/{uuid}/receipt', params: { uuid }, schema: ReceiptsWire, action: 'getReceipts' }),
  { tags: [moneyTag(uuid)], keep: (r) => r.ok });
  if (!res.ok) throw unavailable(res.error, 'receipts_unavailable');
  return [...res.data.Receipts].sort((a, b) => b.CreatedAtNanos - a.CreatedAtNanos);
}

/** GET /api/customer/receipts?page=N: newest first, 10 a page (the upstream sends them all). */
export async function receiptPage(rc: RequestContext, page: number): Promise<ReceiptPage> {
  const { uuid } = await moneyScope(rc, 'receipts');
  const all = await allReceipts(rc, uuid);
  return { receipts: all.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE).map(toReceiptSummary), pageInfo: pageInfo(page, LIST_PAGE_SIZE, all.length) };
}

async function findReceipt(rc: RequestContext, number: string): Promise<{ uuid: string; receipt: ReceiptWire }> {
  const { uuid } = await moneyScope(rc, 'receipt');
  checkedNumber(number, 'receipt_not_found');
  const receipt = (await allReceipts(rc, uuid)).find((r) => r.Number === number);
  if (!receipt) throw notFound('receipt_not_found', number);
  return { uuid, receipt };
}

/** GET /api/customer/receipts/{number}: one of the customer's receipts, by its number. */
export async function receipt(rc: RequestContext, number: string): Promise<Receipt> {
  const { receipt: r } = await findReceipt(rc, number);
  return {
    ...toReceiptSummary(r),
    bankAccountName: r.BankAccountName,
    bankAccountNumber: r.BankAccountNumber,
    referenceCode: r.ReferenceCode,
    particulars: r.Particulars,
    reference: r.Reference,
    code: r.Code,
  };
}

/**
 * The upstream's PDF, streamed through as it comes (as dub's invoice route: the session's
 * customer, ownership by the upstream's 404, `Content-Disposition` with the file name). A token
 * the upstream rotates is kept, a 401 ends the session as for any call.
 */
async function streamPdf(rc: RequestContext, call: { method: 'GET'; path: string; params: Record<string, string> }, fileName: string, onError: (e: UpstreamError) => ApiError): Promise<NextResponse> {
  const jwt = await ensureToken(rc);
  if (!jwt) throw rc.refreshFailure && !rc.ended ? toApiError(rc.refreshFailure) : new ApiError('no_auth_token');
  let res: Response;
  try {
    res = await fetch(`${upstreamBase('accounts')}${buildPath(call.path, call.params)}`, {
      headers: { authorization: `Bearer ${jwt}`, accept: 'application/pdf', 'x-request-id': rc.requestId },
      signal: AbortSignal.timeout(timeoutOf('accounts')),
      redirect: 'error',
    });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw onError({ kind: timedOut ? 'timeout' : 'network', message: 'network error', retryable: true });
  }
  const rotated = readRotatedToken(Object.fromEntries(res.headers));
  if (rotated && !rc.ended) {
    rc.session.jwt = rotated.jwt;
    rc.session.jwtExpiry = rotated.expiry;
    rc.dirty = true;
  }
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => undefined);
    const error = httpError(res.status, body, 'downloadPdf');
    if (shouldLogOut(res.status, error.errNumber)) await endSession(rc).revoking;
    throw onError(error);
  }
  if (!(res.headers.get('content-type') ?? '').toLowerCase().startsWith('application/pdf') || !res.body) {
    await res.body?.cancel().catch(() => undefined);
    throw onError({ kind: 'validation', status: res.status, message: 'unknown error in downloadPdf', retryable: false });
  }
  const headers = new Headers({ 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${fileName}.pdf"` });
  const length = res.headers.get('content-length');
  if (length && /^\d+$/.test(length)) headers.set('content-length', length);
  return new NextResponse(res.body, { status: 200, headers });
}

/** GET /api/customer/invoices/{number}/pdf: "GET /customer/{uuid}/invoice/{number}/pdf (blob, saved as number.pdf)". */
export async function invoicePdf(rc: RequestContext, number: string): Promise<NextResponse> {
  const { uuid } = await moneyScope(rc, 'invoice');
  checkedNumber(number, 'invoice_not_found');
  return streamPdf(rc, { method: 'GET', path: '/customer/{uuid}/invoice/{number}/pdf', params: { uuid, number } }, number, (e) =>
    (e.status === 404 ? notFound('invoice_not_found', number) : unavailable(e, 'invoice_unavailable')));
}

/** GET /api/customer/receipts/{number}/pdf: "receipt PDF needs a receipt UUID": the number's receipt, then its PDF. */
export async function receiptPdf(rc: RequestContext, number: string): Promise<NextResponse> {
  const { uuid, receipt: r } = await findReceipt(rc, number);
  return streamPdf(rc, { method: 'GET', path: '/customer/{uuid}/receipt/{id}/pdf', params: { uuid, id: r.UUID } }, r.Number, (e) =>
    (e.status === 404 ? notFound('receipt_not_found', number) : unavailable(e, 'receipts_unavailable')));
}
