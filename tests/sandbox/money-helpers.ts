import { execFile } from 'node:child_process';
import type { MobileProduct } from '@/sandbox/store/types';
import type { Invoice, Receipt } from '@/sandbox/store/money';
import { confirmSaved, type Who } from './card-helpers';
import { req } from './eshop-helpers';
import { control, start, type Running } from './helpers';

/** Calls of the money routes (docs/money-contract.md §2) for one signed-in customer. */
export const DAY_MS = 86_400_000;
export const error = (message: string, number = 1400) => ({ err_message: message, err_number: number });

export type InvoicePage = {
  Invoices: Invoice[];
  PageInfo: { PageNumber: number; PageItemCount: number; TotalPages: number; TotalItemCount: number; IndexStart: number; PageSize: number };
  Summary: { HasOverdue: boolean; TotalDueCents: number; OpenNumber: string };
};
export type Account = { Balance: number; CurrentBillingCycle: { From: number; Upto: number }; NextBillingCycle: { From: number; Upto: number } };

export function money(url: string) {
  const get = <T = Record<string, unknown>>(who: Who, path: string) => req<T>(url, 'GET', path, { jwt: who.jwt });
  const products = async (who: Who) => (await get<{ MobileProducts: MobileProduct[] }>(who, `/v2/69/customer/${who.customer}/mobile_products`)).body.MobileProducts;
  const productOf = async (who: Who, billing: 'prepay' | 'postpay' | 'payg') => {
    const product = (await products(who)).find((p) => p.BillingReference.startsWith(`${billing}:`));
    if (!product) throw new Error(`no ${billing} product`);
    return product;
  };
  return {
    get,
    products,
    productOf,
    account: (who: Who) => get<Account>(who, `/customer/${who.customer}/account`),
    invoices: (who: Who, query = '') => get<InvoicePage>(who, `/v3/customer/${who.customer}/invoices${query}`),
    invoice: (who: Who, number: string) => get<{ Invoice: Invoice }>(who, `/v3/customer/${who.customer}/invoices/${number}`),
    allInvoices: async (who: Who) => (await get<{ result: Invoice[] }>(who, `/v2/customer/${who.customer}/invoices`)).body.result,
    receipts: async (who: Who) => (await get<{ Receipts: Receipt[] }>(who, `/customer/${who.customer}/receipt`)).body.Receipts,
    /** Pays with the default card and confirms; resolves once the payment succeeded. */
    async payBill(who: Who, cents: number): Promise<void> {
      const product = await productOf(who, 'postpay');
      const res = await req<{ ClientSecret: string; PaymentIntentID: string }>(url, 'POST', `/customer/${who.customer}/payment`, { jwt: who.jwt, body: { AmountCents: cents, ProductInstanceUUID: product.UUID } });
      if (res.status !== 200) throw new Error(`payment answered ${res.status} ${res.text}`);
      const paid = await confirmSaved(url, res.body.PaymentIntentID, res.body.ClientSecret);
      if (paid.body.status !== 'succeeded') throw new Error(`payment ${paid.body.status}`);
    },
  };
}

/**
 * The text of a PDF, read with pdf-parse in a child node process (pdf.js loads its worker with a
 * dynamic import, which Jest's module sandbox refuses).
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const script = `
    const { PDFParse } = require('pdf-parse');
    const chunks = [];
    process.stdin.on('data', (c) => chunks.push(c));
    process.stdin.on('end', async () => {
      const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
      process.stdout.write((await parser.getText()).text);
      await parser.destroy();
    });`;
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['-e', script], { cwd: process.cwd(), maxBuffer: 16 * 1024 * 1024 }, (err, stdout) => (err ? reject(err) : resolve(stdout)));
    child.stdin?.end(Buffer.from(bytes));
  });
}

/** A GET answered as bytes (a PDF). */
export async function fetchBytes(url: string, path: string, jwt?: string): Promise<{ status: number; type: string | null; disposition: string | null; bytes: Uint8Array; text: string }> {
  const res = await fetch(`${url}${path}`, { headers: jwt ? { authorization: `Bearer ${jwt}` } : {} });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes, text: Buffer.from(bytes).toString('utf8') };
}

/**
 * One sandbox for a test file, with the money calls; `longTokens`: JWTs outlive clock jumps of
 * years; `now`: the instant its clock starts at (tests/support/calendar.ts), else CALENDAR_EDGES['mid-month'] (tests/sandbox/helpers.ts `start`).
 */
export function moneySandbox(opts: { longTokens?: boolean; now?: number } = {}): { run: Running; m: ReturnType<typeof money> } {
  const ctx = {} as { run: Running; m: ReturnType<typeof money> };
  beforeAll(async () => {
    ctx.run = await start({ testMode: true, now: opts.now });
    ctx.m = money(ctx.run.url);
    if (opts.longTokens) await control(ctx.run.url, 'POST', '/token-ttl', { seconds: 20 * 365 * 86_400 });
  });
  afterAll(() => ctx.run.sandbox.close());
  return ctx;
}
