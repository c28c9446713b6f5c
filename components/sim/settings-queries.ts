import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bffGet, bffSend } from '@/components/query/bff-query';
import type { RoamingView, SimSettings, SimSettingsView } from '@/lib/sim/types';

/** The BFF's SIM settings and roaming routes (docs/sim-contract.md §3). */
export const SETTINGS_PATHS = {
  settings: '/api/customer/sim/settings',
  roaming: '/api/customer/sim/roaming',
} as const;

export const SIM_SETTINGS_KEY = ['account', 'sim', 'settings'] as const;
export const ROAMING_KEY = ['account', 'sim', 'roaming'] as const;

/** The call settings and the supported call features (`initial`: the server's first view). */
export function useSimSettings(initial?: SimSettingsView) {
  return useQuery({ queryKey: SIM_SETTINGS_KEY, queryFn: () => bffGet<SimSettingsView>(SETTINGS_PATHS.settings), initialData: initial });
}

/** PUT /api/customer/sim/settings with all nine fields: the stored settings go into the view. */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: SimSettings) => bffSend<SimSettingsView>(SETTINGS_PATHS.settings, 'PUT', { settings }),
    onSuccess: (view) => client.setQueryData(SIM_SETTINGS_KEY, view),
  });
}

/** The daily roaming charge toggle (`initial`: the server's first view). */
export function useRoaming(initial?: RoamingView) {
  return useQuery({ queryKey: ROAMING_KEY, queryFn: () => bffGet<RoamingView>(SETTINGS_PATHS.roaming), initialData: initial });
}

/** PUT /api/customer/sim/roaming. */
export function sendRoaming(autoActive: boolean): Promise<RoamingView> {
  return bffSend<RoamingView>(SETTINGS_PATHS.roaming, 'PUT', { autoActive });
}
