import type { SimSettings, SimSettingsView } from '@/lib/sim/types';

/** The SIM settings component tests: the defaults every product starts with (docs/sim-contract.md §2.1). */
export const defaults: SimSettings = {
  forwardUnconditional: false,
  forwardBusy: true,
  forwardNoReply: true,
  forwardNotReachable: true,
  callWaiting: true,
  callHold: true,
  incomingCalls: true,
  outgoingCalls: true,
  forwardTo: null,
};

export const settingsView = (over: Partial<SimSettings> = {}): SimSettingsView => ({
  productUuid: 'p-1',
  settings: { ...defaults, ...over },
  features: ['internationalRoaming', 'voiceSettings', 'callBarring', 'multiParty', 'callWaiting'],
});
