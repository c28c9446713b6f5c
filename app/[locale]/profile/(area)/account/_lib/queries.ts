'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bffGet, bffSend } from '@/components/query/bff-query';
import { queryKeys } from '@/components/query/keys';
import type { BillingCycleType, BillingCycleView, Invoice, InvoicePage, Receipt, ReceiptPage, SpendHistory } from '@/lib/billing/money-types';

/**
 * The documents UI's reads of the BFF (docs/money-contract.md §3): invoices and receipts (10 a
 * page, pages from 1), one invoice or receipt, their PDFs, the balance, the spend and the
 * billing cycle. Keys from queryKeys (components/query/keys.ts): a product switch or a payment refreshes them.
 */
const seg = encodeURIComponent;
export const moneyPaths = {
  invoices: (page: number) => `/api/customer/invoices?page=${page}`,
  invoice: (number: string) => `/api/customer/invoices/${seg(number)}`,
  invoicePdf: (number: string) => `/api/customer/invoices/${seg(number)}/pdf`,
  receipts: (page: number) => `/api/customer/receipts?page=${page}`,
  receipt: (number: string) => `/api/customer/receipts/${seg(number)}`,
  receiptPdf: (number: string) => `/api/customer/receipts/${seg(number)}/pdf`,
  spend: '/api/customer/spend',
  billingCycle: '/api/customer/billing-cycle',
} as const;


/* `initial` is the server's first view of the same read (react-query's initialData): none when the server could not read it. */
export const useInvoicePage = (page: number, initial?: InvoicePage) =>
  useQuery({ queryKey: queryKeys.invoices.page(page), queryFn: () => bffGet<InvoicePage>(moneyPaths.invoices(page)), initialData: initial });
export const useInvoice = (number: string, initial?: Invoice) =>
  useQuery({ queryKey: queryKeys.invoices.one(number), queryFn: () => bffGet<Invoice>(moneyPaths.invoice(number)), initialData: initial });
export const useReceiptPage = (page: number, initial?: ReceiptPage) =>
  useQuery({ queryKey: queryKeys.receipts.page(page), queryFn: () => bffGet<ReceiptPage>(moneyPaths.receipts(page)), initialData: initial });
export const useReceipt = (number: string, initial?: Receipt) =>
  useQuery({ queryKey: queryKeys.receipts.one(number), queryFn: () => bffGet<Receipt>(moneyPaths.receipt(number)), initialData: initial });
export const useSpend = (initial?: SpendHistory) => useQuery({ queryKey: queryKeys.spend.all, queryFn: () => bffGet<SpendHistory>(moneyPaths.spend), initialData: initial });
export const useBillingCycle = (initial?: BillingCycleView) =>
  useQuery({ queryKey: queryKeys.billingCycle.all, queryFn: () => bffGet<BillingCycleView>(moneyPaths.billingCycle), initialData: initial });

/**
 * "Changing the cycle closes outstanding bills and marks them due": after a change the cycle is
 * shown as answered and every money read of the account is read again.
 */
export function useChangeBillingCycle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cycle: BillingCycleType) => bffSend<BillingCycleView>(moneyPaths.billingCycle, 'POST', { cycle }),
    onSuccess: (view) => {
      client.setQueryData(queryKeys.billingCycle.all, view);
      for (const key of [queryKeys.balance.all, queryKeys.invoices.all, queryKeys.spend.all, queryKeys.receipts.all]) void client.invalidateQueries({ queryKey: key });
    },
  });
}
