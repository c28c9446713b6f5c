/**
 * Families and payers as the BFF answers them (docs/families-contract.md §3, issue 15): customer
 * groups, mobile groups, their invites, and billing routes (who pays for whom, within what
 * limit). Our camel-case only; instants ISO 8601; money in cents (integers) unless named.
 */

/** One member of a group, the current customer first (spec §3 "The current customer is listed first"). */
export type GroupMember = {
  customerUuid: string;
  /** Mobile groups: the member's product; customer groups: null. */
  productUuid: string | null;
  /** A person's name as the upstream knows it ('' when unknown: shown as the number or 'Member'). */
  name: string;
  /** NZ format ('021 555 0101') when the member has a mobile product, else null. */
  number: string | null;
  isLeader: boolean;
  /** The signed-in customer. */
  isMe: boolean;
};

export type GroupKind = 'customer' | 'mobile';

export type GroupView = {
  kind: GroupKind;
  uuid: string;
  /** The group's name (ext: the sandbox's Name). */
  name: string;
  createdAt: string;
  /** Whether the signed-in customer (and, for a mobile group, the current product) leads it. */
  isGroupOwner: boolean;
  members: GroupMember[];
  /** members_total_items_count */
  memberCount: number;
};

/** Spec §3 "Invite or approval" ApprovalType, plus the two billing ones (§3 "Billing route"). */
export type ApprovalType =
  | 'GROUP_INVITE'
  | 'MOBILEGROUP_INVITE'
  | 'MOBILEGROUP_BILLING_INVITE'
  | 'BILLING_INVITE'
  | 'BILLING_REQUEST';

/** Spec §4 "Invite statuses shown": REQUEST pending, APPROVED accepted, REJECTED declined; plus ours. */
export type InviteStatus = 'pending' | 'accepted' | 'declined' | 'cancelled' | 'expired';

export type InviteView = {
  uuid: string;
  type: ApprovalType;
  direction: 'sent' | 'incoming';
  /** Email or NZ number the invite was sent to. */
  requestedTo: string;
  /** Who sent it (name, else email). */
  requestedBy: string;
  description: string;
  /** What it is for: the group's name or 'COMPANION' for an invite without a resource (spec §4 "Groups"). */
  resource: string;
  status: InviteStatus;
  expiresAt: string;
  /** Billing invites: the limit offered (cents per cycle); else null. */
  spendLimit: number | null;
};

export type InvitesView = { sent: InviteView[]; incoming: InviteView[] };

/** SpendCycle: how the limit renews. 0 none (one total), 1 monthly, 2 weekly (the sandbox's clock). */
export type SpendCycle = 0 | 1 | 2;

/**
 * A billing route from the signed-in customer's side. 'parent': someone pays for me (the route's
 * DebitAccount is theirs); 'child': I pay for someone (the CreditAccount is theirs).
 */
export type BillingRouteView = {
  uuid: string;
  routingType: 'parent' | 'child';
  name: string;
  description: string;
  /** Cents per cycle; 0 means no limit set. */
  spendLimit: number;
  spendCycle: SpendCycle;
  spendCycleCount: number;
  /** Cents left this cycle. */
  remainingSpend: number;
  /** The other side: who pays (parent) or who is paid for (child). */
  other: { name: string; email: string; number: string | null };
  debitAccount: string;
  creditAccount: string;
};

/** GET /api/customer/billing-routes */
export type BillingRoutesView = {
  canInvite: boolean;
  canRequest: boolean;
  /** The radio choice invite/request is shown only when both are allowed (spec §4). */
  showTypeChoice: boolean;
  routes: BillingRouteView[];
};

/** One invite or request of the billing-routes requests list. */
export type BillingApprovalView = {
  uuid: string;
  type: 'invite' | 'request';
  direction: 'sent' | 'incoming';
  requestedTo: string;
  requestedBy: string;
  description: string;
  status: InviteStatus;
  expiresAt: string;
  spendLimit: number | null;
  spendCycle: SpendCycle | null;
  spendCycleCount: number | null;
  /** The arrangement's name ('Tama's phone'). */
  name: string;
};

export type BillingRequestsView = { sent: BillingApprovalView[]; incoming: BillingApprovalView[] };
