import type { KnockOn, SettingChange, SettingName, SimSettings } from './types';

/** The four call-forwarding settings. */
export const FORWARDING: readonly SettingName[] = ['forwardUnconditional', 'forwardBusy', 'forwardNoReply', 'forwardNotReachable'];

/**
 * What each setting needs switched on to work, from the spec's dependencies: "disabling incoming
 * calls turns off forwarding, call waiting and hold; disabling outgoing calls turns off
 * forwarding". Forwarding needs both; waiting and hold need incoming calls.
 */
export const NEEDS: Readonly<Record<SettingName, readonly SettingName[]>> = {
  forwardUnconditional: ['incomingCalls', 'outgoingCalls'],
  forwardBusy: ['incomingCalls', 'outgoingCalls'],
  forwardNoReply: ['incomingCalls', 'outgoingCalls'],
  forwardNotReachable: ['incomingCalls', 'outgoingCalls'],
  callWaiting: ['incomingCalls'],
  callHold: ['incomingCalls'],
  incomingCalls: [],
  outgoingCalls: [],
};

const ORDER: readonly SettingName[] = [...FORWARDING, 'callWaiting', 'callHold', 'incomingCalls', 'outgoingCalls'];

/**
 * "Settings dependencies: enabling a setting that needs incoming/outgoing calls forces barring
 * settings back on; disabling incoming calls turns off forwarding, call waiting and hold;
 * disabling outgoing calls turns off forwarding. The user must confirm such dependency changes
 * before the update is sent." Turning `setting` to `to` gives the settings to send and the
 * knock-on changes to confirm (empty: nothing to confirm), in the settings' display order.
 */
export function applySettingChange(current: SimSettings, setting: SettingName, to: boolean): SettingChange {
  const next: SimSettings = { ...current, [setting]: to };
  const knockOns: KnockOn[] = [];
  if (to) {
    for (const needed of NEEDS[setting]) {
      if (!next[needed]) {
        next[needed] = true;
        knockOns.push({ setting: needed, to: true, because: setting });
      }
    }
  } else {
    for (const other of ORDER) {
      if (other !== setting && next[other] && NEEDS[other].includes(setting)) {
        next[other] = false;
        knockOns.push({ setting: other, to: false, because: setting });
      }
    }
  }
  return { next, knockOns };
}

/** The settings that break a dependency (a setting on while something it needs is off); empty when consistent. */
export function inconsistentSettings(s: SimSettings): SettingName[] {
  return ORDER.filter((name) => s[name] && NEEDS[name].some((needed) => !s[needed]));
}
