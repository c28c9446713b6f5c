import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bffGet, bffSend } from '@/components/query/bff-query';
import { queryKeys } from '@/components/query/keys';
import type { BlockedReport, CallSecurity, ListKind, NumberLists } from '@/lib/sim/types';

/** The BFF's call security routes (docs/sim-contract.md §3). */
export const SECURITY_PATHS = {
  security: '/api/customer/sim/security',
  numbers: '/api/customer/sim/security/numbers',
  number: (number: string) => `/api/customer/sim/security/numbers/${encodeURIComponent(number)}`,
  /** The BFF's pages are from 0; the URL's (and this module's) from 1. */
  reports: (page: number) => `/api/customer/sim/security/reports?page=${page - 1}`,
} as const;


export type SecurityInput = Omit<CallSecurity, 'productUuid'>;

/** The filter levels and the voicemail switches (`initial`: the server's first view). */
export function useCallSecurity(initial?: CallSecurity) {
  return useQuery({ queryKey: queryKeys.sim.security.settings, queryFn: () => bffGet<CallSecurity>(SECURITY_PATHS.security), initialData: initial });
}

/** PUT /api/customer/sim/security with all four: the stored ones go into the view. */
export function useSaveSecurity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SecurityInput) => bffSend<CallSecurity>(SECURITY_PATHS.security, 'PUT', input),
    onSuccess: (view) => client.setQueryData(queryKeys.sim.security.settings, view),
  });
}

/** The allowed and blocked numbers (`initial`: the server's first view). */
export function useNumberLists(initial?: NumberLists) {
  return useQuery({ queryKey: queryKeys.sim.security.lists, queryFn: () => bffGet<NumberLists>(SECURITY_PATHS.numbers), initialData: initial });
}

/** POST a number to a list, or DELETE one: both answer the whole lists. */
export function useChangeLists() {
  const client = useQueryClient();
  const done = (lists: NumberLists) => client.setQueryData(queryKeys.sim.security.lists, lists);
  return {
    add: useMutation({
      mutationFn: (input: { number: string; list: ListKind; label: string }) => bffSend<NumberLists>(SECURITY_PATHS.numbers, 'POST', input),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (number: string) => bffSend<NumberLists>(SECURITY_PATHS.number(number), 'DELETE'),
      onSuccess: done,
    }),
  };
}

/** One page of what was blocked (`page` from 1 as in the URL; `initial`: the server's first view). */
export function useBlockedReport(page: number, initial?: BlockedReport) {
  return useQuery({ queryKey: queryKeys.sim.security.reports(page), queryFn: () => bffGet<BlockedReport>(SECURITY_PATHS.reports(page)), initialData: initial, placeholderData: keepPreviousData });
}
