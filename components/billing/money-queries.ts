import { useQuery } from '@tanstack/react-query';
import { bffGet } from '@/components/query/bff-query';
import { queryKeys } from '@/components/query/keys';
import type { AutoTopUp, Balances } from '@/lib/billing/money-types';

/** The BFF's money routes the pay pages read (docs/money-contract.md §3). */
export const MONEY_PATHS = {
  balance: '/api/customer/balance',
  topUp: '/api/customer/top-up',
  topUpStatus: (intentId: string) => `/api/customer/top-up/${encodeURIComponent(intentId)}`,
  autoTopUp: '/api/customer/auto-top-up',
  payBill: '/api/customer/pay-bill',
  payBillStatus: (intentId: string) => `/api/customer/pay-bill/${encodeURIComponent(intentId)}`,
  voucherCheck: '/api/customer/vouchers/check',
  voucherRedeem: '/api/customer/vouchers/redeem',
  promoCode: '/api/customer/promo-code',
} as const;


/**
 * The money routes' `?service=` (issue 30): a broadband service's money in the broadband balance
 * area; '' for the current mobile product's.
 */
export function onService(service?: string): string {
  return service ? `?service=${encodeURIComponent(service)}` : '';
}

/**
 * The current product's money (prepay credit and expiry, or the postpay account); `service`: a
 * broadband service's instead. `initial` is the server's first view (initialData); without it the
 * browser reads it.
 */
export function useBalance(initial?: Balances, service?: string) {
  return useQuery({
    queryKey: service ? [...queryKeys.balance.all, service] : queryKeys.balance.all,
    queryFn: () => bffGet<Balances>(`${MONEY_PATHS.balance}${onService(service)}`),
    initialData: initial,
  });
}

/** The customer's auto top-up preference, with the suggested days (`initial`: the server's first view). */
export function useAutoTopUp(initial?: AutoTopUp) {
  return useQuery({ queryKey: queryKeys.autoTopUp.all, queryFn: () => bffGet<AutoTopUp>(MONEY_PATHS.autoTopUp), initialData: initial });
}

