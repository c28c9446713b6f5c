import { QueryClientContext, useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { callBff } from '@/components/api/call-bff';
import { bffGet, bffSend } from '@/components/query/bff-query';
import { queryKeys } from '@/components/query/keys';
import type { NumberCheck, PortingInput, PortingView } from '@/lib/porting/types';

/** The BFF's porting routes (docs/onboarding-contract.md §3.2). */
export const PORTING_PATHS = {
  porting: (productId?: string) => (productId ? `/api/customer/porting?productId=${encodeURIComponent(productId)}` : '/api/customer/porting'),
  start: '/api/customer/porting',
  check: (number: string) => `/api/customer/porting/check?number=${encodeURIComponent(number)}`,
  retry: '/api/customer/porting/retry',
  cancel: '/api/customer/porting/cancel',
  action: '/api/customer/porting/action',
} as const;

/** A product's port (queryKeys.porting: a start, retry, cancel or resend sets it; a completed port invalidates the products too). */
export const portingKeys = {
  all: queryKeys.porting.all,
  one: (productId?: string) => queryKeys.porting.one(productId ?? null),
};

/** How often a port that is still moving is read again (the sandbox's clock moves it on within minutes). */
export const PORTING_POLL_MS = 3_000;

export type PortingAnswer = { porting: PortingView | null };

/** Whether a port is still moving on by itself (awaiting the YES or in progress): then it is read again every few seconds. */
export function portingMoving(view: PortingView | null | undefined): boolean {
  return view?.phase === 'awaiting_consent' || view?.phase === 'in_progress';
}

/** The port of `productId` (the current product when left out); none → `{ porting: null }`. */
export function usePorting(productId?: string, initial?: PortingAnswer) {
  return useQuery({
    queryKey: portingKeys.one(productId),
    queryFn: () => bffGet<PortingAnswer>(PORTING_PATHS.porting(productId)),
    initialData: initial,
    refetchInterval: (q) => (portingMoving(q.state.data?.porting) ? PORTING_POLL_MS : false),
  });
}

/**
 * The answer of a start, retry, cancel or resend goes where every reader of the port sees it.
 * Outside react-query (the shop's checkout embeds the form on a public page) there is none to tell.
 */
export function useSetPorting(productId?: string): (view: PortingView) => void {
  const client = useContext(QueryClientContext);
  return (view) => {
    if (!client) return;
    client.setQueryData<PortingAnswer>(portingKeys.one(productId), { porting: view });
    if (view.phase === 'completed') void client.invalidateQueries({ queryKey: queryKeys.products.all });
  };
}

/** "Check": may the number come to us, and from which carrier (never throws: the form shows the refusal). */
export const checkNumber = (number: string) => callBff<NumberCheck>(PORTING_PATHS.check(number), 'GET');
export const startPorting = (input: PortingInput) => callBff<PortingView>(PORTING_PATHS.start, 'PUT', input);
export const retryPorting = (productId?: string) => bffSend<PortingView>(PORTING_PATHS.retry, 'POST', productId ? { productId } : {});
export const cancelPorting = (productId?: string) => bffSend<PortingView>(PORTING_PATHS.cancel, 'POST', productId ? { productId } : {});
export const resendPortingSms = (productId?: string) => bffSend<PortingView>(PORTING_PATHS.action, 'POST', { ...(productId ? { productId } : {}), action: 'resend_sms' });
