/**
 * The SIM as the BFF answers it (docs/sim-contract.md §3, issue 14): call settings and their
 * dependencies, the roaming charge toggle, SIM details, swap, disable and enable, number change
 * and call security. Our camel-case only; instants ISO 8601 strings; numbers shown to people in
 * New Zealand format ('021 555 0101'), sent to the upstream as MSISDNs ('64215550101').
 */
import type { SUPPORTED_CALL_FEATURES } from '@/lib/flags/constants';

/** One on/off setting of spec §3 "SIM settings", named by its role rather than its wire field. */
export type SettingName =
  | 'forwardUnconditional' // CallForwarding.CFUActive
  | 'forwardBusy' // CallForwarding.CFBActive
  | 'forwardNoReply' // CallForwarding.CFNRYActive
  | 'forwardNotReachable' // CallForwarding.CFNRCActive
  | 'callWaiting' // CallRestriction.CallWaitingEnabled
  | 'callHold' // CallRestriction.AllowCallHold
  | 'incomingCalls' // Barring.AllowIncomingCalls
  | 'outgoingCalls'; // Barring.AllowOutgoingCalls

export const SETTING_NAMES: readonly SettingName[] = [
  'forwardUnconditional', 'forwardBusy', 'forwardNoReply', 'forwardNotReachable',
  'callWaiting', 'callHold', 'incomingCalls', 'outgoingCalls',
];

/** Every setting's state, plus where forwarded calls go (sandbox extension: null = voicemail). */
export type SimSettings = Record<SettingName, boolean> & {
  /** The number calls are forwarded to ('021 555 0199'), or null for voicemail. */
  forwardTo: string | null;
};

/** "Supported call features: international roaming, voice settings, call barring, multi-party services, call waiting." */
export type CallFeature = (typeof SUPPORTED_CALL_FEATURES)[number];

/** GET /api/customer/sim/settings. */
export type SimSettingsView = {
  productUuid: string;
  settings: SimSettings;
  /** The supported call features, in the spec's order. */
  features: CallFeature[];
};

/** A knock-on change a dependency rule makes: `setting` goes to `to` because `because` changed. */
export type KnockOn = { setting: SettingName; to: boolean; because: SettingName };

/** What a change of one setting leads to (lib/sim/rules.ts `applySettingChange`). */
export type SettingChange = { next: SimSettings; knockOns: KnockOn[] };

/** GET/PUT /api/customer/sim/roaming: "Roaming has an AutoActive flag". */
export type RoamingView = {
  productUuid: string;
  autoActive: boolean;
  /** The daily roaming pack's price per day used overseas, in cents (null: the upstream does not say). */
  dailyChargeCents?: number | null;
};

/** GET /api/customer/sim/details (after the second factor). */
export type SimDetails = {
  productUuid: string;
  /** The number, '021 555 0101'. */
  number: string;
  simId: string;
  imsi: string;
  /** Only where `pukOnSimDetails` is on, else null. */
  puk: string | null;
};

/** Enabled or disabled "through separate calls" (POST /sim/status). */
export type SimState = 'enabled' | 'disabled';

/** GET /api/customer/sim/status, and the answer to enable / disable. */
export type SimStatusView = { productUuid: string; state: SimState; reason: DisableReason | null };

/** Why a SIM was disabled (sandbox extension; 'lost' and 'stolen' from the lost-or-stolen path). */
export type DisableReason = 'lost' | 'stolen' | 'other';

/** POST /api/customer/sim/swap's answer. */
export type SimSwapped = { productUuid: string; simId: string };

/** GET /api/customer/sim/numbers?page=: "15 a page from page 0". */
export type NumberPage = {
  page: number;
  /** Shown as '021 555 0101'. Empty: 'No new phone numbers'. */
  numbers: string[];
  hasMore: boolean;
};

/** POST /api/customer/sim/number's answer. */
export type NumberChanged = { productUuid: string; number: string };

/** Spam filtering levels (call security, sandbox extension). */
export type FilterLevel = 'off' | 'standard' | 'strict';

/** GET/PUT /api/customer/sim/security: the basic and advanced screens. */
export type CallSecurity = {
  productUuid: string;
  /** Basic: likely spam calls. */
  callFilter: FilterLevel;
  /** Basic: likely spam texts. */
  textFilter: FilterLevel;
  /** Advanced: calls from withheld numbers go to voicemail. */
  withheldToVoicemail: boolean;
  /** Advanced: calls from overseas numbers not in the allow list go to voicemail. */
  internationalToVoicemail: boolean;
};

export type ListKind = 'allow' | 'block';

/** One number on the allow or block list. */
export type ListedNumber = { number: string; list: ListKind; label: string; addedAt: string };

/** GET /api/customer/sim/security/numbers. */
export type NumberLists = { productUuid: string; allow: ListedNumber[]; block: ListedNumber[] };

/** One blocked or filtered call or text (reports). */
export type BlockedItem = {
  at: string;
  kind: 'call' | 'text';
  /** '021 555 0199', 'Withheld' for a withheld caller, or the international number as +CC… */
  from: string;
  reason: 'spam' | 'blockList' | 'withheld' | 'international';
};

/** GET /api/customer/sim/security/reports?page=. */
export type BlockedReport = { page: number; items: BlockedItem[]; totalCount: number };
