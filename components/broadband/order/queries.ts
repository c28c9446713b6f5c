/** The ordering flow's react-query keys (public reads: the plans and modems of an address). */
export const broadbandOrderKeys = {
  all: ['broadband', 'order'] as const,
  plans: (provider: string, idx: string, type: string) => ['broadband', 'order', 'plans', provider, idx, type] as const,
  modems: (type: string) => ['broadband', 'order', 'modems', type] as const,
};
