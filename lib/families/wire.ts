import { z } from 'zod';
import { BillingRoute } from '@/lib/customer/wire';

/**
 * The upstream's families and payers shapes (docs/families-contract.md §2): groups, invites and
 * approvals, billing routes and their requests. Only the calls of lib/families/calls.ts parse
 * with these; pages and components see lib/families/types.ts. Times in nanoseconds.
 */

const nanos = z.number().nullish().transform((n) => n ?? 0);
const text = z.string().nullish().transform((s) => s ?? '');
const list = <T extends z.ZodType>(item: T) => z.array(item).nullish().transform((a) => a ?? []);
/** What a billing invite offers (cents; SpendCycle 0, 1 or 2); absent on group invites. */
const limits = { SpendLimit: z.number().int().nullish(), SpendCycle: z.number().int().nullish(), SpendCycleCount: z.number().int().nullish() };

/** Customer group (spec §3; Name ext). */
export const GroupWire = z.object({ UUID: z.string(), CustomerUUID: text, MobileProductUUID: text, Name: text, CreatedAtNanos: nanos });
export type GroupWire = z.infer<typeof GroupWire>;

/** A group's member (Name, MSISDN ext; MobileProductUUID for a mobile group). */
export const MemberWire = z.object({ UUID: text, CustomerUUID: text, MobileProductUUID: text, Name: text, MSISDN: text, CreatedAtNanos: nanos });
export type MemberWire = z.infer<typeof MemberWire>;

/** GET /v2/{spid}/customer_group_info/{customerUUID} */
export const CustomerGroupInfosWire = z.object({ CustomerGroupInfos: list(z.object({ CustomerGroup: GroupWire, CustomerGroupMembers: list(MemberWire) })) });

/** GET /v2/{spid}/mobile_group_info?CustomerUUID=&MobileProductUUID= */
export const MobileGroupInfosWire = z.object({ MobileGroupInfos: list(z.object({ MobileGroup: GroupWire, MobileGroupMembers: list(MemberWire) })) });

/** One group with its members, whichever kind. */
export type GroupInfo = { group: GroupWire; members: MemberWire[] };

/** "Invite or approval" (spec §3; RequestedByName, ResourceName, SpendCycleCount ext). */
export const ApprovalWire = z.object({
  UUID: z.string(),
  ApprovalType: text,
  CustomerUUID: text,
  RequestedByName: text,
  RequestedByProductUUID: text,
  RequestedTo: text,
  ResourceUUID: text,
  ResourceDetails: text,
  ResourceName: text,
  Description: text,
  CreatedAtNanos: nanos,
  ExpiresAtNanos: nanos,
  Action: text,
  ...limits,
});
export type ApprovalWire = z.infer<typeof ApprovalWire>;

/** GET /v3/{spid}/customer/approval/invites_approvals: sent by the customer, and to them. */
export const InvitesApprovalsWire = z.object({ Invites: list(ApprovalWire), Approvals: list(ApprovalWire) });

/** POST /v3/{spid}/customer/approval/invite */
export type InviteRequest = {
  SPID: number;
  CustomerUUID: string;
  RequestedTo: string;
  Description: string;
  RequestedByProductUUID: string;
  ExpiresAtNanos: number;
  ApprovalType: string;
  ResourceUUID?: string;
  LinkBase: string;
  Name?: string;
  SpendLimit?: number;
  SpendCycle?: number;
  SpendCycleCount?: number;
};

/** POST /v3/{spid}/customer/approval/action */
export type ApprovalActionRequest = { SPID: number; CustomerUUID: string; ProductUUID: string; UUID?: string; Token?: string; Action: 'APPROVE' | 'REJECT' | 'CANCEL' };

/** GET /customers/{uid}/billing-routes */
export const BillingRoutesWire = z.object({
  CanInvite: z.boolean().nullish().transform((b) => b ?? false),
  CanRequest: z.boolean().nullish().transform((b) => b ?? false),
  BillingRoutes: list(BillingRoute),
});

/** One billing invite or request (GET /customers/{uid}/billing-routes/requests). */
export const BillingApprovalWire = z.object({
  UUID: z.string(),
  Type: text,
  RequestedTo: text,
  RequestedByCustomerName: text,
  Description: text,
  ApprovalCode: text,
  CreatedAtNanos: nanos,
  ExpiresAtNanos: nanos,
  Action: text,
  ...limits,
  Name: text,
});
export type BillingApprovalWire = z.infer<typeof BillingApprovalWire>;

export const BillingRequestsWire = z.object({ Invites: list(BillingApprovalWire), Approvals: list(BillingApprovalWire) });

/** POST /customers/{uid}/billing-routes/approval/action: the route on APPROVE, `{}` otherwise. */
export const RouteActionWire = z.object({ BillingRoute: BillingRoute.nullish() }).loose();

/** The limit fields of a route write (routeUpdate's). */
export type RouteLimits = { SpendLimit: number; SpendCycle: number; SpendCycleCount: number };

/** Any answer whose body the BFF does not read (leave, remove_other, DELETE). */
export const AnyWire = z.unknown();
