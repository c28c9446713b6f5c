import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { bffGet, bffSend } from '@/components/query/bff-query';
import { queryKeys } from '@/components/query/keys';
import type { DisableReason, NumberChanged, NumberPage, SimDetails, SimStatusView, SimSwapped } from '@/lib/sim/types';

/** The BFF's SIM action routes the SIM card actions pages call (docs/sim-contract.md §3). */
export const SIM_ACTION_PATHS = {
  status: '/api/customer/sim/status',
  details: '/api/customer/sim/details',
  disable: '/api/customer/sim/disable',
  enable: '/api/customer/sim/enable',
  swap: '/api/customer/sim/swap',
  numbers: (page: number) => `/api/customer/sim/numbers?page=${page}`,
  number: '/api/customer/sim/number',
} as const;

/** The new numbers, all pages read so far (one infinite query; `queryKeys.sim.numbers(page)` names a single page). */
const NEW_NUMBERS_KEY = [...queryKeys.sim.all, 'numbers'] as const;

/** Whether the SIM works (`initial`: the server's first view). */
export function useSimStatus(initial?: SimStatusView) {
  return useQuery({ queryKey: queryKeys.sim.status, queryFn: () => bffGet<SimStatusView>(SIM_ACTION_PATHS.status), initialData: initial });
}

/** The state a disable or enable answered goes where every reader of the status sees it. */
export function useSetSimStatus(): (status: SimStatusView) => void {
  const client = useQueryClient();
  return (status) => client.setQueryData(queryKeys.sim.status, status);
}

export const readSimDetails = () => bffGet<SimDetails>(SIM_ACTION_PATHS.details);
export const disableSim = (reason: DisableReason) => bffSend<SimStatusView>(SIM_ACTION_PATHS.disable, 'POST', { reason });
export const enableSim = () => bffSend<SimStatusView>(SIM_ACTION_PATHS.enable, 'POST', {});
export const swapSim = (simId: string) => bffSend<SimSwapped>(SIM_ACTION_PATHS.swap, 'POST', { simId });
export const changeNumber = (number: string) => bffSend<NumberChanged>(SIM_ACTION_PATHS.number, 'POST', { number });

/** "15 a page from page 0": the new numbers one may choose, page by page, once `enabled` ('Find numbers'). */
export function useNewNumbers(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: NEW_NUMBERS_KEY,
    queryFn: ({ pageParam }) => bffGet<NumberPage>(SIM_ACTION_PATHS.numbers(pageParam)),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
  });
}

/** After a swap or a number change the SIM and the products are read again (the number and the SIM show everywhere). */
export function useForgetSim(): () => Promise<void> {
  const client = useQueryClient();
  return async () => {
    await Promise.all([queryKeys.sim.all, queryKeys.products.all].map((queryKey) => client.invalidateQueries({ queryKey })));
  };
}
