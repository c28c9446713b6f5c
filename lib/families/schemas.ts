import { z } from 'zod';
import { cleanText, FORMAT_INVALID } from '@/lib/errors/input';
import { msisdnOf } from '@/lib/sim/rules';

/**
 * The browser's inputs to the families and payers routes (docs/families-contract.md §3): the
 * route handlers parse with these, and the pages' forms may use the same ones. Bad input → 422
 * with `details` (our own camel-case paths). Nothing here names the caller: the customer and
 * product are the session's; a member's id is checked against the group as read.
 */

const EMAIL_MAX = 254;
const NAME_MAX = 100;
const DESCRIPTION_MAX = 200;
/** The largest limit a person may type, in dollars (ours: far above any family's month). */
export const ROUTE_TOTAL_MAX = 100_000;
const CYCLE_COUNT_MAX = 1000;

/** An upstream id in a path or body (UUIDs, approval codes and tokens). */
export const ID_PATTERN = /^[\w-]{1,200}$/;
const id = z.string().trim().min(1, { abort: true }).max(200, { abort: true }).regex(ID_PATTERN, FORMAT_INVALID);

export const GroupKindInput = z.enum(['customer', 'mobile']);

/** GET /api/customer/groups?kind= and GET /api/customer/invites?kind= (customer when absent). */
export const KindQuery = z.object({ kind: GroupKindInput.default('customer') });
export type KindQuery = z.infer<typeof KindQuery>;

/** POST /api/customer/groups/{uuid}/leave */
export const LeaveInput = z.object({ kind: GroupKindInput });
export type LeaveInput = z.infer<typeof LeaveInput>;

/** POST /api/customer/groups/{uuid}/remove: a member of that group (its product too, in a mobile group). */
export const RemoveInput = z.object({ kind: GroupKindInput, customerUuid: id, productUuid: id.optional() });
export type RemoveInput = z.infer<typeof RemoveInput>;

/** An email address or a New Zealand mobile number; blank is the call's no_requested_to. */
export function isInviteAddress(value: string): boolean {
  const v = value.trim();
  return z.email().safeParse(v).success || msisdnOf(v) !== null;
}

/** POST /api/customer/invites: to an email or NZ number; `billing` (mobile) offers to pay for the member's phone. */
export const InviteInput = z.object({
  kind: GroupKindInput,
  requestedTo: z.string().max(EMAIL_MAX).refine((v) => !v.trim() || isInviteAddress(v), { error: FORMAT_INVALID }).optional(),
  description: cleanText(DESCRIPTION_MAX).optional(),
  billing: z.boolean().default(false),
});
export type InviteInput = z.infer<typeof InviteInput>;

export const INVITE_ACTIONS = ['cancel', 'decline', 'accept'] as const;
export type InviteAction = (typeof INVITE_ACTIONS)[number];

/** POST /api/customer/invites/token/{token} */
export const TokenActionInput = z.object({ action: z.enum(['accept', 'decline']) });
export type TokenActionInput = z.infer<typeof TokenActionInput>;

/** Dollars as typed (a number, or a numeric string; blank is 0 by routeUpdate). */
const total = z.union([
  z.number().min(0).max(ROUTE_TOTAL_MAX),
  z.string().max(20).regex(/^\s*(\d{1,6}(\.\d{0,2})?)?\s*$/, FORMAT_INVALID).refine((v) => !v.trim() || Number(v) <= ROUTE_TOTAL_MAX, { error: FORMAT_INVALID }),
]);
/** SpendCycle: 0 never renews, 1 monthly, 2 weekly. */
const cycle = z.union([z.literal(0), z.literal(1), z.literal(2), z.enum(['0', '1', '2'])]);
const cycleCount = z.union([z.number().int().min(0).max(CYCLE_COUNT_MAX), z.string().regex(/^\s*\d{0,4}\s*$/, FORMAT_INVALID)]);
const limits = { total: total.optional(), cycle: cycle.optional(), cycleCount: cycleCount.optional() };

/** POST /api/customer/billing-routes/requests: ask to be paid for (request) or offer to pay (invite, with the limit). */
export const BillingRequestInput = z.object({
  type: z.enum(['invite', 'request']),
  email: z.email().max(EMAIL_MAX),
  name: cleanText(NAME_MAX).optional(),
  description: cleanText(DESCRIPTION_MAX).optional(),
  ...limits,
});
export type BillingRequestInput = z.infer<typeof BillingRequestInput>;

/** POST /api/customer/billing-routes/requests/{uuid}: approving a request sets the limit (routeUpdate). */
export const RequestActionInput = z.object({ action: z.enum(['approve', 'reject', 'cancel']), name: cleanText(NAME_MAX).optional(), ...limits });
export type RequestActionInput = z.infer<typeof RequestActionInput>;

/** POST /api/customer/billing-routes/accept/{code} */
export const AcceptInput = z.object({ action: z.enum(['approve', 'reject']) });
export type AcceptInput = z.infer<typeof AcceptInput>;

/** PUT /api/customer/billing-routes/{uuid} ("total is multiplied by 100 to cents; cycle and total default to 0"). */
export const RouteUpdateInput = z.object({ name: cleanText(NAME_MAX, { required: true }), ...limits });
export type RouteUpdateInput = z.infer<typeof RouteUpdateInput>;

/** GET /api/customer/billing-routes/requests?code= */
export const RequestsQuery = z.object({ code: id.optional() });
export type RequestsQuery = z.infer<typeof RequestsQuery>;
