import { applySettingChange, inconsistentSettings } from '@/lib/sim/rules';
import type { SimSettings } from '@/lib/sim/types';

const defaults: SimSettings = {
  forwardUnconditional: false, forwardBusy: true, forwardNoReply: true, forwardNotReachable: true,
  callWaiting: true, callHold: true, incomingCalls: true, outgoingCalls: true, forwardTo: null,
};

describe('SIM settings dependencies (spec §4 SIM)', () => {
  it('"disabling incoming calls turns off forwarding, call waiting and hold"', () => {
    const { next, knockOns } = applySettingChange(defaults, 'incomingCalls', false);
    expect(knockOns.map((k) => k.setting)).toEqual(['forwardBusy', 'forwardNoReply', 'forwardNotReachable', 'callWaiting', 'callHold']);
    expect(knockOns.every((k) => k.to === false && k.because === 'incomingCalls')).toBe(true);
    expect(next).toEqual({ ...defaults, incomingCalls: false, forwardBusy: false, forwardNoReply: false, forwardNotReachable: false, callWaiting: false, callHold: false });
  });

  it('"disabling outgoing calls turns off forwarding" (and only forwarding)', () => {
    const { next, knockOns } = applySettingChange({ ...defaults, forwardUnconditional: true }, 'outgoingCalls', false);
    expect(knockOns.map((k) => k.setting)).toEqual(['forwardUnconditional', 'forwardBusy', 'forwardNoReply', 'forwardNotReachable']);
    expect(next.callWaiting).toBe(true);
    expect(next.callHold).toBe(true);
  });

  it('"enabling a setting that needs incoming/outgoing calls forces barring settings back on"', () => {
    const barred: SimSettings = { ...defaults, forwardBusy: false, forwardNoReply: false, forwardNotReachable: false, callWaiting: false, callHold: false, incomingCalls: false, outgoingCalls: false };
    const forward = applySettingChange(barred, 'forwardBusy', true);
    expect(forward.knockOns).toEqual([
      { setting: 'incomingCalls', to: true, because: 'forwardBusy' },
      { setting: 'outgoingCalls', to: true, because: 'forwardBusy' },
    ]);
    const waiting = applySettingChange(barred, 'callWaiting', true);
    expect(waiting.knockOns).toEqual([{ setting: 'incomingCalls', to: true, because: 'callWaiting' }]);
    expect(waiting.next.outgoingCalls).toBe(false);
  });

  it('"The user must confirm such dependency changes": a change with no knock-on has nothing to confirm', () => {
    expect(applySettingChange(defaults, 'callWaiting', false).knockOns).toEqual([]);
    expect(applySettingChange(defaults, 'incomingCalls', true).knockOns).toEqual([]);
  });

  it('names the settings that break a dependency', () => {
    expect(inconsistentSettings(defaults)).toEqual([]);
    expect(inconsistentSettings({ ...defaults, outgoingCalls: false })).toEqual(['forwardBusy', 'forwardNoReply', 'forwardNotReachable']);
    expect(inconsistentSettings(applySettingChange(defaults, 'incomingCalls', false).next)).toEqual([]);
  });
});
