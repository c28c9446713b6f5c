import { z } from 'zod';
import { cleanText, FORMAT_INVALID } from '@/lib/errors/input';
import { listNumberOf, msisdnOf, simIdOf } from './rules';

/**
 * The browser's inputs to the SIM routes (docs/sim-contract.md §3): the route handlers parse with
 * these, and the pages' forms may use the same ones. Bad input → 422 with `details` (our own
 * camel-case paths). Nothing here names a customer or a product: the product is always the
 * session's current one, so a `productUuid` (or anything else) a body adds is dropped unread.
 */

/** Longest number text a field takes (spaces and a '+' included). */
const NUMBER_MAX = 30;
/** Longest SIM ID text (20 digits with spaces between groups). */
const SIM_ID_MAX = 40;
/** "Label ≤ 40 chars" (docs/sim-contract.md §2.5). */
export const LIST_LABEL_MAX = 40;
/** The highest page a paged SIM read takes (ours: far past any pool or report, and safe for the upstream's Page × Amount). */
export const SIM_PAGE_MAX = 10_000;

/** '021 555 0101' (any spacing) or an MSISDN; the field's 422 otherwise. */
const nzNumberText = z.string().max(NUMBER_MAX).refine((v) => msisdnOf(v) !== null, { error: FORMAT_INVALID });

/** Every setting of spec §3 "SIM settings", all nine fields (a missing one is 'please enter'). */
export const SimSettingsInput = z.object({
  forwardUnconditional: z.boolean(),
  forwardBusy: z.boolean(),
  forwardNoReply: z.boolean(),
  forwardNotReachable: z.boolean(),
  callWaiting: z.boolean(),
  callHold: z.boolean(),
  incomingCalls: z.boolean(),
  outgoingCalls: z.boolean(),
  /** A New Zealand number, or null for voicemail ('' is voicemail too: a cleared field). */
  forwardTo: z.union([z.literal('').transform(() => null), nzNumberText, z.null()]),
});

/** PUT /api/customer/sim/settings */
export const SettingsInput = z.object({ settings: SimSettingsInput });
export type SettingsInput = z.infer<typeof SettingsInput>;

/** POST /api/customer/sim/disable: why ('lost' and 'stolen' are the lost-or-stolen path). */
export const DisableInput = z.object({ reason: z.enum(['lost', 'stolen', 'other']) });

/** POST /api/customer/sim/enable: nothing to say. */
export const EnableInput = z.object({});

/** POST /api/customer/sim/swap: the new SIM's ID, "spaces allowed, 19-20 digits". */
export const SwapInput = z.object({
  simId: z.string().max(SIM_ID_MAX).refine((v) => simIdOf(v) !== null, { error: FORMAT_INVALID }).transform((v) => simIdOf(v) as string),
});

/** ?page= of a paged read: from 0 (absent: 0). */
export const PageQuery = z.object({
  page: z.string().max(6).regex(/^\d+$/, { error: FORMAT_INVALID }).transform(Number).pipe(z.number().int().min(0).max(SIM_PAGE_MAX)).optional().transform((p) => p ?? 0),
});

/**
 * POST /api/customer/sim/number: '022 555 0712' or the MSISDN. Missing or empty is not the
 * field's 422 but "Change number requires a phone number ('No Phone Number')": the handler
 * answers no_phone_number; a number that is not one is the field's 'format is invalid'.
 */
export const NumberInput = z.object({
  number: z.string().max(NUMBER_MAX).nullish().refine((v) => !v?.trim() || msisdnOf(v) !== null, { error: FORMAT_INVALID }),
});

const level = z.enum(['off', 'standard', 'strict']);

/** PUT /api/customer/sim/security: the basic and advanced screens' four choices, all required. */
export const SecurityInput = z.object({
  callFilter: level,
  textFilter: level,
  withheldToVoicemail: z.boolean(),
  internationalToVoicemail: z.boolean(),
});
export type SecurityInput = z.infer<typeof SecurityInput>;

/** POST /api/customer/sim/security/numbers: a New Zealand or international ('+' and 8-15 digits) number, its list, an optional name. */
export const ListInput = z.object({
  number: z.string().max(NUMBER_MAX).refine((v) => listNumberOf(v) !== null, { error: FORMAT_INVALID }).transform((v) => listNumberOf(v) as string),
  list: z.enum(['allow', 'block']),
  label: cleanText(LIST_LABEL_MAX).optional().transform((l) => l ?? ''),
});
export type ListInput = z.infer<typeof ListInput>;
