import { z } from 'zod';

/**
 * The SIM calls on the wire (docs/sim-contract.md §2; account-management.md §3 "SIM settings",
 * §7 "SIM"): the upstream's shapes in its Pascal case, parsed before anything reads them. The
 * spec's calls keep their shapes; the sandbox's extensions are marked (ext). Errors are the usual
 * `{ err_message, err_number }` (lib/upstream derives the text).
 */

const text = z.string().nullish().transform((s) => s ?? '');

/** "CallForwarding (CFUActive, CFBActive, CFNRYActive, CFNRCActive)" and where forwarded calls go (ext, '' = voicemail). */
export const CallForwardingWire = z.object({
  CFUActive: z.boolean(),
  CFBActive: z.boolean(),
  CFNRYActive: z.boolean(),
  CFNRCActive: z.boolean(),
  ForwardToMSISDN: text,
});

/** "CallRestriction (CallWaitingEnabled, AllowCallHold)" */
export const CallRestrictionWire = z.object({ CallWaitingEnabled: z.boolean(), AllowCallHold: z.boolean() });

/** "Barring (AllowIncomingCalls, AllowOutgoingCalls)" */
export const BarringWire = z.object({ AllowIncomingCalls: z.boolean(), AllowOutgoingCalls: z.boolean() });

export const SettingsBodyWire = z.object({ CallForwarding: CallForwardingWire, CallRestriction: CallRestrictionWire, Barring: BarringWire });
export type SettingsBodyWire = z.infer<typeof SettingsBodyWire>;

/** GET /sim/v1/settings?MobileUUID=&CustomerUUID= and PUT /sim/v1/settings { MobileUUID, CustomerUUID, Settings } → the stored ones. */
export const SettingsWire = z.object({ Settings: SettingsBodyWire });

/** The PUT's request. */
export type SettingsRequest = { MobileUUID: string; CustomerUUID: string; Settings: SettingsBodyWire };

/** GET /sim/daily-roaming/auto-active/{customerUUID}/{mobileUUID} and POST /sim/daily-roaming/auto-active: "Roaming has an AutoActive flag". */
export const AutoActiveWire = z.object({
  AutoActive: z.boolean().nullish().transform((b) => b ?? false),
  /** (ext) What the daily roaming pack costs per day used overseas, in cents; absent when the upstream does not say. */
  DailyChargeCents: z.number().int().nonnegative().nullish().transform((n) => n ?? null),
});

/** GET /sim/v1/details?MobileUUID=&CustomerUUID= (ext). */
export const SimDetailsWire = z.object({ MSISDN: z.string(), SIMID: z.string(), IMSI: text, PUK: text });

/** Why a SIM is disabled (ext); '' when it is not. */
export const DisableReasonWire = z.enum(['LOST', 'STOLEN', 'OTHER', '']);

/** POST /sim/status, /sim/disable, /sim/enable → { Status, Reason (ext) }. */
export const SimStatusWire = z.object({
  Status: z.enum(['ENABLED', 'DISABLED']),
  Reason: DisableReasonWire.nullish().transform((r) => r ?? ''),
});

/** "Type postpay|prepay" (payg is prepay). */
export type SimType = 'prepay' | 'postpay';

/** The request of /sim/status, /sim/disable (with Reason, ext) and /sim/enable. */
export type SimStateRequest = { CustomerUUID: string; ProductInstanceUUID: string; Type: SimType; Reason?: 'LOST' | 'STOLEN' | 'OTHER' };

/** POST /sim/swap { CustomerUUID, ProductInstanceUUID, SIMID } → the product's new SIM. */
export const SwapWire = z.object({ SIMID: z.string(), IMSI: text });

/** POST /sim/v1/msisdn/search { CustomerUUID, MobileUUID, Page, Amount } → AVAILABLE numbers, ascending. */
export const MsisdnSearchWire = z.object({
  MSISDNs: z.array(z.string()).nullish().transform((a) => a ?? []),
  Page: z.number().nullish(),
  TotalCount: z.number().nullish().transform((n) => n ?? 0),
});

/** POST /sim/v1/msisdn { CustomerUUID, MobileUUID, MSISDN } → the product's new number. */
export const MsisdnWire = z.object({ MSISDN: z.string() });

/** Call security (ext): the filter levels. */
export const FilterWire = z.enum(['OFF', 'STANDARD', 'STRICT']);

/** GET/PUT /sim/v1/security (ext). */
export const SecurityWire = z.object({
  CallFilter: FilterWire,
  TextFilter: FilterWire,
  WithheldToVoicemail: z.boolean(),
  InternationalToVoicemail: z.boolean(),
});
export type SecurityWire = z.infer<typeof SecurityWire>;

/** One number on a list (ext). */
export const ListedNumberWire = z.object({ MSISDN: z.string(), List: z.enum(['ALLOW', 'BLOCK']), Label: text, CreatedAtNanos: z.number() });
export type ListedNumberWire = z.infer<typeof ListedNumberWire>;

/** GET /sim/v1/security/numbers (ext), newest first. */
export const NumberListsWire = z.object({ Numbers: z.array(ListedNumberWire).nullish().transform((a) => a ?? []) });

/** DELETE /sim/v1/security/numbers/{msisdn} (ext) → 204, no body (or an empty object). */
export const NoContentWire = z.object({}).loose().nullish();

/** GET /sim/v1/security/reports?…&Page=&Amount= (ext), newest first. */
export const ReportsWire = z.object({
  Items: z.array(z.object({
    AtNanos: z.number(),
    Kind: z.enum(['CALL', 'SMS']),
    From: z.string(),
    Reason: z.enum(['SPAM', 'BLOCK_LIST', 'WITHHELD', 'INTERNATIONAL']),
  })).nullish().transform((a) => a ?? []),
  TotalCount: z.number().nullish().transform((n) => n ?? 0),
});
