import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bffGet, bffSend } from '@/components/query/bff-query';
import { queryKeys } from '@/components/query/keys';
import type { RoamingView, SimSettings, SimSettingsView } from '@/lib/sim/types';

/** The BFF's SIM settings and roaming routes (docs/sim-contract.md §3). */
export const SETTINGS_PATHS = {
  settings: '/api/customer/sim/settings',
  roaming: '/api/customer/sim/roaming',
} as const;

/** The call settings and the supported call features (`initial`: the server's first view). */
export function useSimSettings(initial?: SimSettingsView) {
  return useQuery({ queryKey: queryKeys.sim.settings, queryFn: () => bffGet<SimSettingsView>(SETTINGS_PATHS.settings), initialData: initial });
}

/** PUT /api/customer/sim/settings with all nine fields: the stored settings go into the view. */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: SimSettings) => bffSend<SimSettingsView>(SETTINGS_PATHS.settings, 'PUT', { settings }),
    onSuccess: (view) => client.setQueryData(queryKeys.sim.settings, view),
  });
}

/** The daily roaming charge toggle (`initial`: the server's first view). */
export function useRoaming(initial?: RoamingView) {
  return useQuery({ queryKey: queryKeys.sim.roaming, queryFn: () => bffGet<RoamingView>(SETTINGS_PATHS.roaming), initialData: initial });
}

/** PUT /api/customer/sim/roaming. */
export function sendRoaming(autoActive: boolean): Promise<RoamingView> {
  return bffSend<RoamingView>(SETTINGS_PATHS.roaming, 'PUT', { autoActive });
}
