'use client';

import { useQuery } from '@tanstack/react-query';
import { bffGet } from '@/components/query/bff-query';
import { queryKeys } from '@/components/query/keys';
import type { PaymentHistory } from '@/lib/billing/types';

/** The address of one page of the payment history in the BFF (14 a page, pages from 1). */
export function paymentsPath(page: number): string {
  return `/api/customer/payments?page=${page}`;
}

/**
 * One page of the payment history (GET /api/customer/payments?page=N). `initialData` is the page
 * the server rendered, so the first view needs no request from the browser.
 */
export function usePayments(page: number, initialData?: PaymentHistory) {
  return useQuery({ queryKey: queryKeys.payments.page(page), queryFn: () => bffGet<PaymentHistory>(paymentsPath(page)), initialData });
}
