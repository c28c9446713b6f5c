import { QueryClientContext, useMutation, useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { bffGet, bffSend } from '@/components/query/bff-query';
import { queryKeys } from '@/components/query/keys';
import type { BroadbandOrderView, BroadbandPlanView, SlotView, SubscriptionView, Visit } from '@/lib/broadband/types';

/** The BFF's account-side broadband routes (docs/broadband-contract.md §3.1, §3.2). */
export const BROADBAND_ACCOUNT_PATHS = {
  services: '/api/broadband/services',
  orders: '/api/broadband/orders',
  plans: (serviceId: string) => `/api/broadband/services/${encodeURIComponent(serviceId)}/plans`,
  changePlan: (serviceId: string) => `/api/broadband/services/${encodeURIComponent(serviceId)}/change-plan`,
  current: '/api/broadband/services/current',
  slots: (orderId: string, visit: Visit) => `/api/broadband/orders/${encodeURIComponent(orderId)}/slots?visit=${visit}`,
  book: (orderId: string) => `/api/broadband/orders/${encodeURIComponent(orderId)}/book`,
} as const;

/** The BFF's broadband keys (components/query/keys.ts), under the account's: a product switch reads these again too. */
export const broadbandAccountKeys = {
  services: queryKeys.broadband.services,
  orders: queryKeys.broadband.orders,
  plans: queryKeys.broadband.servicePlans,
  slots: queryKeys.broadband.slots,
};

export type ServicesAnswer = { services: SubscriptionView[] };
export type OrdersAnswer = { orders: BroadbandOrderView[] };

/** The customer's broadband services, sorted by the BFF (`sortSubscriptions`); the server's first view when given. */
export function useBroadbandServices(initial?: ServicesAnswer) {
  return useQuery({ queryKey: broadbandAccountKeys.services, queryFn: () => bffGet<ServicesAnswer>(BROADBAND_ACCOUNT_PATHS.services), initialData: initial });
}

/** The customer's broadband orders, newest first, each with its timeline. */
export function useBroadbandOrders(initial?: OrdersAnswer) {
  return useQuery({ queryKey: broadbandAccountKeys.orders, queryFn: () => bffGet<OrdersAnswer>(BROADBAND_ACCOUNT_PATHS.orders), initialData: initial });
}

/** The plans on sale at a service's address, the current one marked (read when the dialog opens). */
export function useServicePlans(serviceId: string) {
  return useQuery({ queryKey: broadbandAccountKeys.plans(serviceId), queryFn: () => bffGet<{ plans: BroadbandPlanView[] }>(BROADBAND_ACCOUNT_PATHS.plans(serviceId)) });
}

/** The free times of one visit of an order, read when the picker opens (a booking frees and takes slots: never kept long). */
export function useSlots(orderId: string, visit: Visit) {
  return useQuery({
    queryKey: broadbandAccountKeys.slots(orderId, visit),
    queryFn: () => bffGet<{ slots: SlotView[] }>(BROADBAND_ACCOUNT_PATHS.slots(orderId, visit)),
    staleTime: 0,
  });
}

/** Change plan: the service as it is now goes into the list at once; its plans are read afresh next time. */
export function useChangePlan(serviceId: string) {
  const client = useContext(QueryClientContext);
  return useMutation({
    mutationFn: (availabilityUuid: string) => bffSend<SubscriptionView>(BROADBAND_ACCOUNT_PATHS.changePlan(serviceId), 'POST', { availabilityUuid }),
    onSuccess: (service) => {
      if (!client) return;
      client.setQueryData<ServicesAnswer>(broadbandAccountKeys.services, (old) => (old ? { services: old.services.map((s) => (s.id === service.id ? service : s)) } : old));
      void client.invalidateQueries({ queryKey: broadbandAccountKeys.plans(serviceId) });
      // The change is charged now: a postpay bill has a new line.
      void client.invalidateQueries({ queryKey: queryKeys.money.all });
    },
  });
}

/** Book (or move) a visit: the order as it is now goes into the list; the services read again (the go-live date moves). */
export function useBookVisit(orderId: string) {
  const client = useContext(QueryClientContext);
  return useMutation({
    mutationFn: (input: { visit: Visit; slotId: string }) => bffSend<BroadbandOrderView>(BROADBAND_ACCOUNT_PATHS.book(orderId), 'POST', input),
    onSuccess: (order) => {
      if (!client) return;
      client.setQueryData<OrdersAnswer>(broadbandAccountKeys.orders, (old) => (old ? { orders: old.orders.map((o) => (o.id === order.id ? order : o)) } : old));
      void client.invalidateQueries({ queryKey: queryKeys.broadband.order(orderId) });
      void client.invalidateQueries({ queryKey: broadbandAccountKeys.services });
    },
  });
}

/** select-ufb-product: the fibre service the broadband tab shows. */
export const chooseCurrentService = (serviceId: string) => bffSend<{ ok: true }>(BROADBAND_ACCOUNT_PATHS.current, 'PUT', { serviceId });
