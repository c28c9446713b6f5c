import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bffGet, bffSend } from '@/components/query/bff-query';
import { queryKeys } from '@/components/query/keys';
import type { BillingApprovalView, BillingRequestsView, BillingRouteView, BillingRoutesView } from '@/lib/families/types';

/** The BFF's billing-route routes (docs/families-contract.md §3). */
export const ROUTES_PATH = '/api/customer/billing-routes';
export const REQUESTS_PATH = `${ROUTES_PATH}/requests`;
const enc = encodeURIComponent;

/** The keys of who pays (components/query/keys.ts `families.routes`). */
export const routeKeys = {
  all: queryKeys.families.routes.all,
  routes: queryKeys.families.routes.list,
  requests: queryKeys.families.routes.requests,
  byCode: queryKeys.families.routes.request,
};

/** Who pays for whom, from this customer's side. `initialData` is the server's first view. */
export function useBillingRoutes(initialData?: BillingRoutesView) {
  return useQuery({ queryKey: routeKeys.routes, queryFn: () => bffGet<BillingRoutesView>(ROUTES_PATH), initialData });
}

/** The invites and requests, sent and incoming. */
export function useBillingRequests(initialData?: BillingRequestsView) {
  return useQuery({ queryKey: routeKeys.requests, queryFn: () => bffGet<BillingRequestsView>(REQUESTS_PATH), initialData });
}

/** The one approval an emailed code names (the accept screen): its list holds it, or is empty. */
export function useRequestByCode(code: string, initialData?: BillingRequestsView) {
  return useQuery({ queryKey: routeKeys.byCode(code), queryFn: () => bffGet<BillingRequestsView>(`${REQUESTS_PATH}?code=${enc(code)}`), initialData });
}

/** What the limit fields send: dollars as typed, the cycle as a number (the BFF's `routeUpdate` makes cents). */
export type LimitInput = { total?: string; cycle?: number; cycleCount?: number };

/**
 * Every change answers the routes as they now are (or the route changed): shown at once, then
 * all of who pays read again (the requests list changes with an answer; the payment step's
 * remaining spend with any route).
 */
function useRoutesMutation<V, R>(send: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (data) => {
      if (data && typeof data === 'object' && 'routes' in data) client.setQueryData(routeKeys.routes, data);
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.all }),
  });
}

/** Approve (with the limit the payer sets), reject or cancel one invite or request. */
export function useAnswerRequest() {
  return useRoutesMutation(({ uuid, action, ...limit }: { uuid: string; action: 'approve' | 'reject' | 'cancel'; name?: string } & LimitInput) =>
    bffSend<BillingRoutesView>(`${REQUESTS_PATH}/${enc(uuid)}`, 'POST', { action, ...limit }));
}

/** Accept or decline by the emailed code. */
export function useAnswerByCode() {
  return useRoutesMutation(({ code, action }: { code: string; action: 'approve' | 'reject' }) =>
    bffSend<BillingRoutesView>(`${ROUTES_PATH}/accept/${enc(code)}`, 'POST', { action }));
}

/** 'Stop paying' / 'Stop this': either side ends the route. */
export function useRemoveRoute() {
  return useRoutesMutation((uuid: string) => bffSend<BillingRoutesView>(`${ROUTES_PATH}/${enc(uuid)}`, 'DELETE'));
}

export type { BillingApprovalView, BillingRouteView };
