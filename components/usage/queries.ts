import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bffGet, bffSend } from '@/components/query/bff-query';
import { queryKeys } from '@/components/query/keys';
import type { ChargeList, ChargeType, UsageAlerts, UsageSummary } from '@/lib/usage/types';

/** What the charges page asks for: NZ days 'YYYY-MM-DD' and the types shown. */
export type ChargeFilter = { from: string; to: string; types: readonly ChargeType[] };

/** The BFF's usage routes (docs/mobile-contract.md §3). */
export const USAGE_PATHS = {
  usage: '/api/customer/usage',
  charges: (f: ChargeFilter) => `/api/customer/usage/charges?${new URLSearchParams({ from: f.from, to: f.to, types: f.types.join(',') })}`,
  usageAlerts: '/api/customer/usage-alerts',
} as const;

/**
 * What is left of the current product's allowances this period, the forecast and the widgets.
 * Every widget of the dashboard reads it (one request; each shows its own loading and failure).
 * `initial` is the server's first view (initialData); without it the browser reads it.
 */
export function useUsage(initial?: UsageSummary) {
  return useQuery({ queryKey: queryKeys.usage.summary, queryFn: () => bffGet<UsageSummary>(USAGE_PATHS.usage), initialData: initial });
}

/** The charges of a range and types (`initial`: the server's first view of the default filter). */
export function useCharges(filter: ChargeFilter, initial?: ChargeList) {
  return useQuery({
    queryKey: queryKeys.usage.charges(filter),
    queryFn: () => bffGet<ChargeList>(USAGE_PATHS.charges(filter)),
    initialData: initial,
  });
}

/** "usage alerts at 80% and 100% of an allowance, chosen under notifications". */
export function useUsageAlerts() {
  return useQuery({ queryKey: queryKeys.usageAlerts.all, queryFn: () => bffGet<UsageAlerts>(USAGE_PATHS.usageAlerts) });
}

export function useSaveUsageAlerts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (alerts: UsageAlerts) => bffSend<UsageAlerts>(USAGE_PATHS.usageAlerts, 'PUT', alerts),
    onSuccess: (saved) => client.setQueryData(queryKeys.usageAlerts.all, saved),
  });
}
