import { LIST_PAGE_SIZE } from '@/lib/flags/constants';
import { FORMAT_INVALID } from '@/lib/errors/input';
import type { KnockOn, SettingChange, SettingName, SimSettings } from './types';
import type { SettingsBodyWire } from './wire';

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

// ——— Numbers, SIM IDs and the second factor (docs/sim-contract.md §2, §3) ———

/**
 * A New Zealand number as the upstream speaks it, from however a person typed it: '021 555 0101',
 * '021-555-0101', '(021) 5550101', '+64 21 555 0101', '0064215550101' or the MSISDN '64215550101'
 * all give '64215550101'. "Numbers: the upstream speaks MSISDNs; the BFF answers and accepts New
 * Zealand format (any spacing in)" (docs/sim-contract.md). Ours: the national significant number
 * (after the 0) is 8 to 10 digits and does not start with 0; anything else is null.
 */
export function msisdnOf(typed: string): string | null {
  const compact = typed.trim().replace(/[\s\-().]/g, '');
  const m = /^(?:\+64|0064|64|0)(\d+)$/.exec(compact);
  if (!m?.[1] || m[1].startsWith('0') || m[1].length < 8 || m[1].length > 10) return null;
  return `64${m[1]}`;
}

/**
 * An MSISDN as people in New Zealand write it: 64215550101 → '021 555 0101', 642712345678 →
 * '027 1234 5678', 6493001234 → '09 300 1234' (the same grouping as the pages'
 * components/format/format-msisdn.ts). Anything not starting with 64 is returned as it came.
 */
export function nzNumber(msisdn: string): string {
  if (!/^64\d{8,10}$/.test(msisdn)) return msisdn;
  const national = `0${msisdn.slice(2)}`;
  const prefix = national.slice(0, national.startsWith('02') ? 3 : 2);
  const rest = national.slice(prefix.length);
  const split = rest.length <= 7 ? 3 : 4;
  return `${prefix} ${rest.slice(0, split)} ${rest.slice(split)}`;
}

/**
 * A number for the allow and block lists: a New Zealand number (as msisdnOf) or an international
 * one, '+' and 8-15 digits ("MSISDN a NZ MSISDN or an international one '+' and 8-15 digits",
 * docs/sim-contract.md §2.5), spacing allowed; null for anything else.
 */
export function listNumberOf(typed: string): string | null {
  const nz = msisdnOf(typed);
  if (nz) return nz;
  const compact = typed.trim().replace(/[\s\-().]/g, '');
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}

/** A listed or reported number as shown: a New Zealand one in national format, an international one as '+CC…'. */
export function shownNumber(wire: string): string {
  return /^64\d{8,10}$/.test(wire) ? nzNumber(wire) : wire;
}

/**
 * The new SIM's ID as typed ("spaces allowed, 19-20 digits", docs/sim-contract.md §3): the
 * digits printed on the card, with spaces or dashes between groups; null when it is not 19 or
 * 20 digits.
 */
export function simIdOf(typed: string): string | null {
  const digits = typed.trim().replace(/[\s-]/g, '');
  return /^\d{19,20}$/.test(digits) ? digits : null;
}

/**
 * "Sensitive SIM actions need a password or an emailed authentication code." (§6) Every SIM action
 * does, except disabling a lost or stolen phone's SIM: "a lost-or-stolen path that disables the
 * SIM in one confirmed step" (issue 14), because the thief may hold the phone the code goes to
 * and the owner must be able to stop it at once; unblocking again needs the second factor.
 */
export function disableNeedsSecondFactor(reason: 'lost' | 'stolen' | 'other'): boolean {
  return reason === 'other';
}

/** Whether a page of `pageSize` from page `page` (from 0) leaves more of `total` ("15 a page from page 0"). */
export function hasMorePages(page: number, pageSize: number, total: number): boolean {
  return (page + 1) * pageSize < total;
}

// ——— The upstream's settings names and refusals ———

/** Each setting's field on the wire ("CallForwarding (CFUActive, …), CallRestriction (…), Barring (…)"). */
export const WIRE_SETTING: Readonly<Record<string, SettingName>> = {
  CFUActive: 'forwardUnconditional',
  CFBActive: 'forwardBusy',
  CFNRYActive: 'forwardNoReply',
  CFNRCActive: 'forwardNotReachable',
  CallWaitingEnabled: 'callWaiting',
  AllowCallHold: 'callHold',
  AllowIncomingCalls: 'incomingCalls',
  AllowOutgoingCalls: 'outgoingCalls',
};

/** Which call a refusal came from: a swap refuses with its own text, the lists with theirs. */
export type SimCall = 'settings' | 'roaming' | 'details' | 'state' | 'swap' | 'search' | 'number' | 'security' | 'lists' | 'reports';

/** The BFF's answer to an upstream failure of a SIM call; 'usual' leaves it to the usual mapping (session, not found, rate limit). */
export type SimRefusal =
  | { code: 'sim_error' | 'sim_swap_error' | 'no_phone_number' | 'number_taken' | 'sim_product_inactive' | 'sim_blocked' | 'list_full' | 'own_number'; details?: unknown }
  | { code: 'sim_already'; details: { state: 'enabled' | 'disabled' } }
  | { code: 'settings_inconsistent'; details: { settings: SettingName[] } }
  | { code: 'bad_input'; details: Array<{ path: string; message: string }> }
  | 'usual';

/** Why a swap was refused, for the page (the text is always the sim_swap_error one). */
const SWAP_WHY: ReadonlyArray<[RegExp, string]> = [
  [/^SIMID is invalid$/i, 'invalid'],
  [/^SIM is not found$/i, 'unknown'],
  [/^SIM is not pre-activated$/i, 'notPreActivated'],
  [/^SIM is already in use$/i, 'inUse'],
  [/^This SIM is already yours$/i, 'yours'],
];

/**
 * An upstream failure of a SIM call as the BFF answers it. "Generic SIM error: 'error occurred.
 * try again later'; swap failure: the sim_swap_error text." (§8): an unreachable, slow, broken or
 * garbled upstream, and any refusal without a text of its own, is sim_error; every swap refusal is
 * sim_swap_error; "Change number requires a phone number ('No Phone Number')" (§6); the sandbox's
 * refusals of docs/sim-contract.md §2 map to their codes. A session the upstream ended, a product
 * not the customer's (404 'Product is not found') and a rate limit keep the usual mapping.
 */
export function simRefusal(call: SimCall, e: { kind: string; status?: number; message: string }): SimRefusal {
  if (e.kind === 'auth') return 'usual';
  if (e.kind !== 'http') return { code: 'sim_error' };
  const status = e.status ?? 0;
  const text = e.message.trim();
  if (status === 401 || status === 403 || status === 429 || /^Product is not found$/i.test(text)) return 'usual';
  if (status >= 500 || status < 400) return { code: 'sim_error' };
  if (call === 'swap') {
    const why = SWAP_WHY.find(([re]) => re.test(text))?.[1];
    if (why) return { code: 'sim_swap_error', details: { why } };
    if (status === 404) return 'usual';
    return { code: 'sim_swap_error' };
  }
  if (status === 404) return 'usual';
  const already = /^SIM is already (disabled|enabled)$/i.exec(text);
  if (already) return { code: 'sim_already', details: { state: already[1]!.toLowerCase() as 'enabled' | 'disabled' } };
  if (/^Product is not active$/i.test(text)) return { code: 'sim_product_inactive' };
  if (/^SIM is disabled$/i.test(text)) return { code: 'sim_blocked' };
  if (/^No Phone Number$/i.test(text)) return { code: 'no_phone_number' };
  if (/^Phone number is not available$/i.test(text)) return { code: 'number_taken' };
  if (/^List is full$/i.test(text)) return { code: 'list_full' };
  if (call === 'lists' && /own number/i.test(text)) return { code: 'own_number' };
  const inconsistent = /^Settings are inconsistent:?(.*)$/i.exec(text);
  if (inconsistent) {
    const names = (inconsistent[1] ?? '').split(/[,\s]+/).map((n) => WIRE_SETTING[n]).filter((n): n is SettingName => !!n);
    return { code: 'settings_inconsistent', details: { settings: names } };
  }
  if (/^ForwardToMSISDN is invalid$/i.test(text)) return { code: 'bad_input', details: [{ path: 'settings.forwardTo', message: FORMAT_INVALID }] };
  return { code: 'sim_error' };
}

/** "10 a page" of the blocked calls and texts report (ours: docs/sim-contract.md §3). */
export const BLOCKED_REPORT_PAGE_SIZE = LIST_PAGE_SIZE;

/** The upstream's settings (§3 "SIM settings") as ours; where forwarded calls go: '' (voicemail) is null, a number in New Zealand format. */
export function settingsFromWire(w: SettingsBodyWire): SimSettings {
  return {
    forwardUnconditional: w.CallForwarding.CFUActive,
    forwardBusy: w.CallForwarding.CFBActive,
    forwardNoReply: w.CallForwarding.CFNRYActive,
    forwardNotReachable: w.CallForwarding.CFNRCActive,
    callWaiting: w.CallRestriction.CallWaitingEnabled,
    callHold: w.CallRestriction.AllowCallHold,
    incomingCalls: w.Barring.AllowIncomingCalls,
    outgoingCalls: w.Barring.AllowOutgoingCalls,
    forwardTo: w.CallForwarding.ForwardToMSISDN ? nzNumber(w.CallForwarding.ForwardToMSISDN) : null,
  };
}

/** Ours as the upstream's, every field set; `forwardTo` an MSISDN already (msisdnOf) or null for voicemail (''). */
export function settingsToWire(s: SimSettings): SettingsBodyWire {
  return {
    CallForwarding: { CFUActive: s.forwardUnconditional, CFBActive: s.forwardBusy, CFNRYActive: s.forwardNoReply, CFNRCActive: s.forwardNotReachable, ForwardToMSISDN: s.forwardTo ?? '' },
    CallRestriction: { CallWaitingEnabled: s.callWaiting, AllowCallHold: s.callHold },
    Barring: { AllowIncomingCalls: s.incomingCalls, AllowOutgoingCalls: s.outgoingCalls },
  };
}
