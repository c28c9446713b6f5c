import 'server-only';
import type { z } from 'zod';
import { moneyGate } from '@/lib/billing/money-rules';
import { moneyScope, type MoneyScope } from '@/lib/billing/money-scope';
import { forgetCustomer, getCustomer } from '@/lib/customer/calls';
import { BillingRoute } from '@/lib/customer/wire';
import { ApiError, type ErrorCode } from '@/lib/errors';
import { FORMAT_INVALID, mentionsUpstreamField } from '@/lib/errors/input';
import { SPID } from '@/lib/flags/constants';
import { appOrigin } from '@/lib/flags/origin';
import { screenById } from '@/lib/profile/rules';
import { msisdnOf, shownNumber } from '@/lib/sim/rules';
import { customerCall, type RequestContext } from '@/lib/upstream/context';
import { toApiError } from '@/lib/upstream/errors';
import type { CallOptions, UpstreamError, UpstreamResult } from '@/lib/upstream/types';
import { currentFirst, inviteExpiresAtNanos, inviteResource, inviteStatus, isLeader, removalOutcome, routeChoices, routeUpdate } from './rules';
import { ID_PATTERN, type AcceptInput, type BillingRequestInput, type InviteAction, type InviteInput, type RemoveInput, type RequestActionInput, type RouteUpdateInput } from './schemas';
import type {
  ApprovalType, BillingApprovalView, BillingRequestsView, BillingRouteView, BillingRoutesView, GroupKind, GroupMember, GroupView, InvitesView, InviteView, SpendCycle,
} from './types';
import {
  AnyWire, ApprovalWire, BillingRequestsWire, BillingRoutesWire, CustomerGroupInfosWire, GroupWire, InvitesApprovalsWire, MobileGroupInfosWire, RouteActionWire,
  type ApprovalActionRequest, type BillingApprovalWire, type GroupInfo, type InviteRequest,
} from './wire';

/**
 * Families and payers (docs/families-contract.md §3), one function per BFF route: customer and
 * mobile groups, their invites, and billing routes with their requests. The upstream calls of §2,
 * parsed with wire.ts, reshaped into types.ts by rules.ts. The customer and product are always
 * the session's; a group, invite or route id is looked up among the customer's own as the
 * upstream lists them before anything is written (someone else's: 404 not_found). Gates: the
 * rows customer-groups and mobile-groups of lib/profile/screens.ts; billing routes the flag
 * billingRouting. Links in messages: APP_ORIGIN + path, never the request's.
 */

/** The invite email's link base ('/invite/{token}') and the billing invite's ('…/accept/{code}'). */
export const INVITE_PATH = '/invite';
export const ROUTE_ACCEPT_PATH = '/profile/balance/billing-methods/accept';

const SCREEN: Record<GroupKind, string> = { customer: 'customer-groups', mobile: 'mobile-groups' };
const ROUTES_GATE = { flags: ['billingRouting' as const] };

const nowMs = (rc: RequestContext) => rc.now?.() ?? Date.now();
const msOf = (nanos: number) => Math.floor(nanos / 1e6);
const isoOf = (nanos: number) => new Date(msOf(nanos)).toISOString();

type Me = { uuid: string; productUuid: string | null; kind: GroupKind };

/** The scope of a group kind: its row's gate (404 when off; a mobile group needs the current product activated). */
function gateOf(scope: MoneyScope, kind: GroupKind): Me {
  const refusal = moneyGate(screenById(SCREEN[kind])?.gate ?? { flags: [] }, { flags: scope.flags, product: scope.product });
  if (refusal) throw new ApiError('not_found');
  if (kind === 'mobile' && !scope.product) throw new ApiError('not_found');
  return { uuid: scope.uuid, productUuid: kind === 'mobile' ? scope.product!.uuid : null, kind };
}

async function groupScope(rc: RequestContext, kind: GroupKind): Promise<Me> {
  return gateOf(await moneyScope(rc), kind);
}

/** Either group flag on, else 404 (before the upstream hears of a token or an invite). */
async function anyGroupScope(rc: RequestContext): Promise<MoneyScope> {
  const scope = await moneyScope(rc);
  if (!scope.flags.customerGroups && !scope.flags.mobileGroups) throw new ApiError('not_found');
  return scope;
}

async function routeScope(rc: RequestContext): Promise<MoneyScope> {
  return moneyScope(rc, undefined, ROUTES_GATE);
}

/** An id from the path, or 404 (`code`) before the upstream is asked. */
export function pathId(raw: string | undefined, code: ErrorCode = 'not_found'): string {
  if (!raw || !ID_PATTERN.test(raw)) throw new ApiError(code);
  return raw;
}

// ——— Refusals ———

const TEXTS: ReadonlyArray<[RegExp, ErrorCode]> = [
  [/^No params$/i, 'no_params'],
  [/^No UUID$/i, 'no_uuid'],
  [/^No CustomerUUID$/i, 'no_customer_uuid'],
  [/^No RequestedTo$/i, 'no_requested_to'],
  [/^no_invite$/i, 'no_invite'],
  [/^Invite expired$/i, 'invite_expired'],
  [/^Invite already answered$/i, 'invite_answered'],
  [/^A route cannot be removed without another valid payment method$/i, 'route_last_method'],
  [/^Spend limit is over$/i, 'spend_limit_over'],
];

/**
 * An upstream refusal of a families call as our code (the contract's catalogue): its text first,
 * then 410 expired, 409 answered, 402 spend limit, 403 not allowed; any other 4xx is the input's
 * (422, the upstream's words unless they name its fields). Failures (network, 5xx) are `failure`
 * when given, else the usual mapping.
 */
function familyError(e: UpstreamError, failure?: ErrorCode): ApiError {
  if (e.kind === 'http' && e.status !== undefined && e.status < 500 && e.status !== 401 && e.status !== 429) {
    const code = TEXTS.find(([re]) => re.test(e.message.trim()))?.[1];
    if (code === 'no_requested_to') return new ApiError(code, undefined, [{ path: 'requestedTo', message: 'Enter the email address or mobile number to invite' }]);
    if (code) return new ApiError(code);
    if (e.status === 410) return new ApiError('invite_expired');
    if (e.status === 409) return new ApiError('invite_answered');
    if (e.status === 402) return new ApiError('spend_limit_over');
    if (e.status === 403) return new ApiError('not_allowed');
    if (e.status === 404) return new ApiError(failure === 'accept_route_error' ? 'no_invite' : 'not_found');
    return new ApiError('bad_input', mentionsUpstreamField(e.message) ? FORMAT_INVALID : e.message);
  }
  if (failure && e.kind !== 'auth' && e.status !== 401) return new ApiError(failure);
  return toApiError(e);
}

async function call<S extends z.ZodType>(rc: RequestContext, opts: CallOptions<S>, failure?: ErrorCode): Promise<z.infer<S>> {
  const res = await customerCall(rc, 'accounts', opts);
  if (res.ok) return res.data;
  throw familyError(res.error, failure);
}

/** A list read: "404 'Object not found' upstream → []"; a load failure 502 groups_error ("data reset, empty list"). */
function listOrEmpty<T>(res: UpstreamResult<T>, empty: T): T {
  if (res.ok) return res.data;
  if (res.error.status === 404) return empty;
  if (res.error.kind === 'auth' || res.error.status === 401 || res.error.status === 429) throw toApiError(res.error);
  throw new ApiError('groups_error');
}

// ——— Groups ———

function toMember(kind: GroupKind, group: { customerUuid: string; productUuid: string | null }, me: Me, m: GroupInfo['members'][number]): GroupMember {
  const who = { customerUuid: m.CustomerUUID, productUuid: kind === 'mobile' ? m.MobileProductUUID || null : null };
  return {
    ...who,
    name: m.Name,
    number: m.MSISDN ? shownNumber(m.MSISDN) : null,
    isLeader: isLeader(group, who),
    isMe: m.CustomerUUID === me.uuid && (kind === 'customer' || who.productUuid === me.productUuid),
  };
}

export function toGroupView(kind: GroupKind, info: GroupInfo, me: Me): GroupView {
  const g = info.group;
  const leader = { customerUuid: g.CustomerUUID, productUuid: kind === 'mobile' ? g.MobileProductUUID || null : null };
  const members = currentFirst(info.members.map((m) => toMember(kind, leader, me, m)));
  return {
    kind,
    uuid: g.UUID,
    name: g.Name,
    createdAt: isoOf(g.CreatedAtNanos),
    isGroupOwner: isLeader(leader, { customerUuid: me.uuid, productUuid: me.productUuid }),
    members,
    memberCount: members.length,
  };
}

/** Every group of the kind the customer (the current product, for mobile) leads or belongs to, as the upstream has them now. */
async function groupInfos(rc: RequestContext, me: Me): Promise<GroupInfo[]> {
  if (me.kind === 'customer') {
    const res = await customerCall(rc, 'accounts', { path: '/v2/{spid}/customer_group_info/{uuid}', params: { uuid: me.uuid }, schema: CustomerGroupInfosWire, action: 'getCustomerGroupInfo' });
    return listOrEmpty(res, { CustomerGroupInfos: [] }).CustomerGroupInfos.map((i) => ({ group: i.CustomerGroup, members: i.CustomerGroupMembers }));
  }
  const res = await customerCall(rc, 'accounts', {
    path: '/v2/{spid}/mobile_group_info', query: { CustomerUUID: me.uuid, MobileProductUUID: me.productUuid ?? '' }, schema: MobileGroupInfosWire, action: 'getMobileGroupInfo',
  });
  return listOrEmpty(res, { MobileGroupInfos: [] }).MobileGroupInfos.map((i) => ({ group: i.MobileGroup, members: i.MobileGroupMembers }));
}

async function groupViews(rc: RequestContext, me: Me): Promise<GroupView[]> {
  return (await groupInfos(rc, me)).map((i) => toGroupView(me.kind, i, me));
}

/** GET /api/customer/groups?kind= */
export async function groups(rc: RequestContext, kind: GroupKind): Promise<GroupView[]> {
  return groupViews(rc, await groupScope(rc, kind));
}

function ownGroup(list: readonly GroupView[], uuid: string): GroupView {
  const group = list.find((g) => g.uuid === uuid);
  if (!group) throw new ApiError('not_found');
  return group;
}

const GROUP_PATH: Record<GroupKind, string> = { customer: '/v2/{spid}/customer_group', mobile: '/v2/{spid}/mobile_group' };

/** POST /api/customer/groups/{uuid}/leave: one of the customer's groups; the list after it. */
export async function leaveGroup(rc: RequestContext, kind: GroupKind, uuid: string): Promise<GroupView[]> {
  const me = await groupScope(rc, kind);
  ownGroup(await groupViews(rc, me), uuid);
  const body = kind === 'customer' ? { CustomerUUID: me.uuid, UUID: uuid } : { CustomerUUID: me.uuid, MobileProductUUID: me.productUuid, UUID: uuid };
  await call(rc, { method: 'POST', path: `${GROUP_PATH[kind]}/leave`, body, schema: AnyWire, action: 'leaveGroup' });
  return groupViews(rc, me);
}

/**
 * POST /api/customer/groups/{uuid}/remove: the leader removes another member of that group (as
 * read; anyone else's id 404, a member who is not the leader 403). "If the group has more than 2
 * members only that member is removed; otherwise the whole group is removed locally."
 */
export async function removeMember(rc: RequestContext, uuid: string, input: RemoveInput): Promise<GroupView[]> {
  const me = await groupScope(rc, input.kind);
  const list = await groupViews(rc, me);
  const group = ownGroup(list, uuid);
  const member = group.members.find((m) => !m.isMe && m.customerUuid === input.customerUuid && (input.kind === 'customer' || m.productUuid === (input.productUuid ?? null)));
  if (!member) throw new ApiError('not_found');
  if (!group.isGroupOwner) throw new ApiError('not_allowed');
  const body = input.kind === 'customer'
    ? { CustomerUUID: me.uuid, UUID: uuid, OtherCustomerUUID: member.customerUuid }
    : { CustomerUUID: me.uuid, MobileProductUUID: me.productUuid, UUID: uuid, OtherCustomerUUID: member.customerUuid, OtherMobileProductUUID: member.productUuid };
  await call(rc, { method: 'POST', path: `${GROUP_PATH[input.kind]}/remove_other`, body, schema: AnyWire, action: 'removeGroupMember' });
  if (removalOutcome(group.memberCount) === 'group') return list.filter((g) => g.uuid !== uuid);
  return list.map((g) => (g.uuid === uuid ? { ...g, members: g.members.filter((m) => m !== member), memberCount: g.memberCount - 1 } : g));
}

// ——— Invites ———

const GROUP_TYPES: Record<GroupKind, readonly ApprovalType[]> = { customer: ['GROUP_INVITE'], mobile: ['MOBILEGROUP_INVITE', 'MOBILEGROUP_BILLING_INVITE'] };

/** The group kind of an approval type; null for a billing one (those are the billing routes'). */
export function kindOfType(type: string): GroupKind | null {
  if (GROUP_TYPES.customer.includes(type as ApprovalType)) return 'customer';
  if (GROUP_TYPES.mobile.includes(type as ApprovalType)) return 'mobile';
  return null;
}

export function toInviteView(a: ApprovalWire, direction: InviteView['direction'], now: number): InviteView {
  const billing = a.ApprovalType === 'MOBILEGROUP_BILLING_INVITE' || a.ApprovalType.startsWith('BILLING');
  return {
    uuid: a.UUID,
    type: a.ApprovalType as ApprovalType,
    direction,
    requestedTo: /^64\d{8,10}$/.test(a.RequestedTo) ? shownNumber(a.RequestedTo) : a.RequestedTo,
    requestedBy: a.RequestedByName,
    description: a.Description,
    resource: inviteResource(a.ResourceUUID, a.ResourceName),
    status: inviteStatus(a.Action, msOf(a.ExpiresAtNanos), now),
    expiresAt: isoOf(a.ExpiresAtNanos),
    spendLimit: billing ? (a.SpendLimit ?? null) : null,
  };
}

async function invitesApprovals(rc: RequestContext, uuid: string, productUuid: string | null) {
  const res = await customerCall(rc, 'accounts', {
    path: '/v3/{spid}/customer/approval/invites_approvals', query: { CustomerUUID: uuid, ...(productUuid ? { ProductUUID: productUuid } : {}) }, schema: InvitesApprovalsWire, action: 'getInvitesApprovals',
  });
  return listOrEmpty(res, { Invites: [], Approvals: [] });
}

function invitesOf(rc: RequestContext, kind: GroupKind, wire: { Invites: ApprovalWire[]; Approvals: ApprovalWire[] }): InvitesView {
  const now = nowMs(rc);
  const mine = (a: ApprovalWire) => kindOfType(a.ApprovalType) === kind;
  return { sent: wire.Invites.filter(mine).map((a) => toInviteView(a, 'sent', now)), incoming: wire.Approvals.filter(mine).map((a) => toInviteView(a, 'incoming', now)) };
}

/** GET /api/customer/invites?kind=: the group invites sent and received, newest first (the upstream's order). */
export async function invites(rc: RequestContext, kind: GroupKind): Promise<InvitesView> {
  const me = await groupScope(rc, kind);
  return invitesOf(rc, kind, await invitesApprovals(rc, me.uuid, me.productUuid));
}

/** The name of a group the BFF makes for a customer who invites while leading none. */
async function newGroupName(rc: RequestContext, me: Me): Promise<string> {
  const c = await getCustomer(rc, me.uuid);
  const first = c.ok ? c.data.firstName.trim() : '';
  if (me.kind === 'mobile') return first ? `${first}'s mobile group` : 'Mobile group';
  const last = c.ok ? c.data.lastName.trim() : '';
  return last ? `${last} family` : first ? `${first}'s family` : 'Family group';
}

/** The group the customer leads, made first when they are in none of the kind; a member who does not lead cannot invite (403). */
async function groupToInviteTo(rc: RequestContext, me: Me): Promise<string> {
  const list = await groupViews(rc, me);
  const led = list.find((g) => g.isGroupOwner);
  if (led) return led.uuid;
  if (list.length > 0) throw new ApiError('not_allowed');
  const body = me.kind === 'customer' ? { CustomerUUID: me.uuid, Name: await newGroupName(rc, me) } : { CustomerUUID: me.uuid, MobileProductUUID: me.productUuid, Name: await newGroupName(rc, me) };
  const made = await call(rc, { method: 'POST', path: GROUP_PATH[me.kind], body, schema: GroupWire, action: 'createGroup' });
  return made.UUID;
}

/** An email as given (lower case), or a NZ number as its MSISDN. */
function addressOf(typed: string): string {
  const v = typed.trim();
  return msisdnOf(v) ?? v.toLowerCase();
}

/**
 * POST /api/customer/invites: "Invites expire one hour after creation"; to an email or NZ number
 * (blank: 422 no_requested_to on the field). The customer's group is made first when they lead
 * none; the message links to APP_ORIGIN/invite/{token}.
 */
export async function sendInvite(rc: RequestContext, input: InviteInput): Promise<InviteView> {
  const me = await groupScope(rc, input.kind);
  if (!input.requestedTo?.trim()) throw new ApiError('no_requested_to', undefined, [{ path: 'requestedTo', message: 'Enter the email address or mobile number to invite' }]);
  const group = await groupToInviteTo(rc, me);
  const type: ApprovalType = input.kind === 'customer' ? 'GROUP_INVITE' : input.billing ? 'MOBILEGROUP_BILLING_INVITE' : 'MOBILEGROUP_INVITE';
  const body: InviteRequest = {
    SPID,
    CustomerUUID: me.uuid,
    RequestedTo: addressOf(input.requestedTo),
    Description: input.description ?? '',
    RequestedByProductUUID: me.productUuid ?? '',
    ExpiresAtNanos: Number(inviteExpiresAtNanos(nowMs(rc))),
    ApprovalType: type,
    ResourceUUID: group,
    LinkBase: `${appOrigin()}${INVITE_PATH}`,
  };
  const sent = await call(rc, { method: 'POST', path: '/v3/{spid}/customer/approval/invite', body, schema: ApprovalWire, action: 'sendInvite' });
  return toInviteView(sent, 'sent', nowMs(rc));
}

const INVITE_ACTION: Record<InviteAction, ApprovalActionRequest['Action']> = { cancel: 'CANCEL', decline: 'REJECT', accept: 'APPROVE' };

/**
 * POST /api/customer/invites/{uuid}/{action}: cancel one the customer sent, accept or decline one
 * sent to them (as listed; anyone else's 404). The invites of its kind after it.
 */
export async function actOnInvite(rc: RequestContext, uuid: string, action: InviteAction): Promise<InvitesView> {
  const scope = await anyGroupScope(rc);
  const wire = await invitesApprovals(rc, scope.uuid, scope.product?.uuid ?? null);
  const pool = action === 'cancel' ? wire.Invites : wire.Approvals;
  const invite = pool.find((a) => a.UUID === uuid);
  const kind = invite ? kindOfType(invite.ApprovalType) : null;
  if (!invite || !kind) throw new ApiError('not_found');
  const me = gateOf(scope, kind);
  const body: ApprovalActionRequest = { SPID, CustomerUUID: me.uuid, ProductUUID: me.productUuid ?? '', UUID: uuid, Action: INVITE_ACTION[action] };
  await call(rc, { method: 'POST', path: '/v3/{spid}/customer/approval/action', body, schema: AnyWire, action: 'approvalAction' });
  return invitesOf(rc, kind, await invitesApprovals(rc, me.uuid, me.productUuid));
}

/** The group invite a token names, and its kind's scope (a billing one, or none: 404 no_invite). */
async function inviteOfToken(rc: RequestContext, rawToken: string): Promise<{ invite: ApprovalWire; me: Me }> {
  const token = pathId(rawToken, 'no_invite');
  const scope = await anyGroupScope(rc);
  const res = await customerCall(rc, 'accounts', { path: '/v3/{spid}/customer/approval/by_token/{token}', params: { token }, schema: ApprovalWire, action: 'getApprovalByToken' });
  if (!res.ok) throw res.error.status === 404 ? new ApiError('no_invite') : familyError(res.error, 'groups_error');
  const invite = res.data;
  const kind = kindOfType(invite.ApprovalType);
  if (!kind) throw new ApiError('no_invite');
  return { invite, me: gateOf(scope, kind) };
}

/** GET /api/customer/invites/token/{token}: the invite the email's link names (for the accept screen), or 404 no_invite. */
export async function inviteByToken(rc: RequestContext, token: string): Promise<InviteView> {
  const { invite, me } = await inviteOfToken(rc, token);
  return toInviteView(invite, invite.CustomerUUID === me.uuid ? 'sent' : 'incoming', nowMs(rc));
}

/** POST /api/customer/invites/token/{token}: join (or decline) with the link's token; the groups of its kind after it. */
export async function answerInviteByToken(rc: RequestContext, token: string, action: 'accept' | 'decline'): Promise<{ kind: GroupKind; groups: GroupView[] }> {
  const { me } = await inviteOfToken(rc, token);
  const body: ApprovalActionRequest = { SPID, CustomerUUID: me.uuid, ProductUUID: me.productUuid ?? '', Token: token, Action: INVITE_ACTION[action] };
  await call(rc, { method: 'POST', path: '/v3/{spid}/customer/approval/action', body, schema: AnyWire, action: 'approvalAction' });
  return { kind: me.kind, groups: await groupViews(rc, me) };
}

// ——— Billing routes ———

const cycleOf = (n: number | null | undefined): SpendCycle => (n === 1 || n === 2 ? n : 0);

export function toBillingRoute(r: BillingRoute): BillingRouteView {
  const routingType = r.RoutingType === 'child' ? 'child' : 'parent';
  const other = routingType === 'parent' ? r.DebitAccount : r.CreditAccount;
  return {
    uuid: r.UUID,
    routingType,
    name: r.Name,
    description: r.Description,
    spendLimit: r.SpendLimit,
    spendCycle: cycleOf(r.SpendCycle),
    spendCycleCount: r.SpendCycleCount,
    remainingSpend: r.RemainingSpendLimit,
    other: { name: other?.Name || r.Name, email: other?.Email ?? '', number: routingType === 'child' && r.CreditAccountMSISDN ? shownNumber(r.CreditAccountMSISDN) : null },
    debitAccount: r.DebitAccount?.UUID ?? '',
    creditAccount: r.CreditAccount?.UUID ?? '',
  };
}

async function routesWire(rc: RequestContext, uuid: string) {
  const res = await customerCall(rc, 'accounts', { path: '/customers/{uuid}/billing-routes', params: { uuid }, schema: BillingRoutesWire, action: 'getBillingRoutes' });
  if (!res.ok) throw toApiError(res.error);
  return res.data;
}

async function routesView(rc: RequestContext, uuid: string): Promise<BillingRoutesView> {
  const w = await routesWire(rc, uuid);
  return { canInvite: w.CanInvite, canRequest: w.CanRequest, showTypeChoice: routeChoices(w.CanInvite, w.CanRequest).showTypeChoice, routes: w.BillingRoutes.map(toBillingRoute) };
}

/** After a route changes: both sides' cached reads (the payment steps' routes) go. */
function forgetRoute(uuid: string, route?: { debitAccount: string; creditAccount: string } | null): void {
  forgetCustomer(uuid);
  for (const side of [route?.debitAccount, route?.creditAccount]) if (side && side !== uuid) forgetCustomer(side);
}

/** GET /api/customer/billing-routes: read fresh (what is left of a limit moves with every payment). */
export async function billingRoutes(rc: RequestContext): Promise<BillingRoutesView> {
  const scope = await routeScope(rc);
  return routesView(rc, scope.uuid);
}

function ownRoute(view: BillingRoutesView, uuid: string): BillingRouteView {
  const route = view.routes.find((r) => r.uuid === uuid);
  if (!route) throw new ApiError('not_found');
  return route;
}

const typeOf = (t: string): 'invite' | 'request' => (/request/i.test(t) ? 'request' : 'invite');

export function toBillingApproval(a: BillingApprovalWire, direction: BillingApprovalView['direction'], now: number): BillingApprovalView {
  return {
    uuid: a.UUID,
    type: typeOf(a.Type),
    direction,
    requestedTo: a.RequestedTo,
    requestedBy: a.RequestedByCustomerName,
    description: a.Description,
    status: inviteStatus(a.Action, msOf(a.ExpiresAtNanos), now),
    expiresAt: isoOf(a.ExpiresAtNanos),
    spendLimit: a.SpendLimit ?? null,
    spendCycle: a.SpendCycle == null ? null : cycleOf(a.SpendCycle),
    spendCycleCount: a.SpendCycleCount ?? null,
    name: a.Name,
  };
}

async function requestsWire(rc: RequestContext, uuid: string, code?: string) {
  return call(rc, {
    path: '/customers/{uuid}/billing-routes/requests', params: { uuid }, query: code ? { ApprovalCode: code } : {}, schema: BillingRequestsWire, action: 'getBillingRouteRequests',
  });
}

/**
 * GET /api/customer/billing-routes/requests?code=: the billing invites and requests, sent and
 * incoming; "if only invite is allowed, only 'request' type approvals are listed". With a code
 * (the accept screen): only the approval with that code, as offered.
 */
export async function billingRequests(rc: RequestContext, code?: string): Promise<BillingRequestsView> {
  const scope = await routeScope(rc);
  const now = nowMs(rc);
  if (code) {
    const w = await requestsWire(rc, scope.uuid, code);
    return { sent: [], incoming: w.Approvals.map((a) => toBillingApproval(a, 'incoming', now)) };
  }
  const [w, routes] = await Promise.all([requestsWire(rc, scope.uuid), routesWire(rc, scope.uuid)]);
  const { listed } = routeChoices(routes.CanInvite, routes.CanRequest);
  const shown = (a: BillingApprovalView) => listed.includes(a.type);
  return { sent: w.Invites.map((a) => toBillingApproval(a, 'sent', now)).filter(shown), incoming: w.Approvals.map((a) => toBillingApproval(a, 'incoming', now)).filter(shown) };
}

/**
 * POST /api/customer/billing-routes/requests: ask someone to pay (request) or offer to pay
 * (invite, with the limit: routeUpdate) as CanInvite / CanRequest allow (else 403 not_allowed).
 * Expires in an hour; the message links to APP_ORIGIN/profile/balance/billing-methods/accept/{code}.
 */
export async function sendBillingRequest(rc: RequestContext, input: BillingRequestInput): Promise<BillingApprovalView> {
  const scope = await routeScope(rc);
  const routes = await routesWire(rc, scope.uuid);
  if (!routeChoices(routes.CanInvite, routes.CanRequest).canStart.includes(input.type)) throw new ApiError('not_allowed');
  const body: InviteRequest = {
    SPID,
    CustomerUUID: scope.uuid,
    RequestedTo: input.email.trim().toLowerCase(),
    Description: input.description ?? '',
    RequestedByProductUUID: scope.product?.uuid ?? '',
    ExpiresAtNanos: Number(inviteExpiresAtNanos(nowMs(rc))),
    ApprovalType: input.type === 'invite' ? 'BILLING_INVITE' : 'BILLING_REQUEST',
    LinkBase: `${appOrigin()}${ROUTE_ACCEPT_PATH}`,
    Name: input.name ?? '',
    ...(input.type === 'invite' ? routeUpdate(input) : {}),
  };
  const a = await call(rc, { method: 'POST', path: '/v3/{spid}/customer/approval/invite', body, schema: ApprovalWire, action: 'sendBillingInvite' });
  const listed: BillingApprovalWire = { ...a, Type: input.type, RequestedByCustomerName: a.RequestedByName, ApprovalCode: '', Name: input.name ?? '' };
  return toBillingApproval(listed, 'sent', nowMs(rc));
}

const ROUTE_ACTION = { approve: 'APPROVE', reject: 'REJECT', cancel: 'CANCEL' } as const;

async function routeAction(rc: RequestContext, uuid: string, body: Record<string, unknown>, failure?: ErrorCode): Promise<void> {
  const res = await call(rc, { method: 'POST', path: '/customers/{uuid}/billing-routes/approval/action', params: { uuid }, body, schema: RouteActionWire, action: 'billingRouteAction' }, failure);
  forgetRoute(uuid, res.BillingRoute ? toBillingRoute(res.BillingRoute) : null);
}

/**
 * POST /api/customer/billing-routes/requests/{uuid}: cancel one the customer sent; approve or
 * reject one sent to them (as listed; anyone else's 404). Approving a request sets the limit
 * (routeUpdate); approving an invite takes the limit offered. The routes after it.
 */
export async function actOnBillingRequest(rc: RequestContext, uuid: string, input: RequestActionInput): Promise<BillingRoutesView> {
  const scope = await routeScope(rc);
  const w = await requestsWire(rc, scope.uuid);
  const found = (input.action === 'cancel' ? w.Invites : w.Approvals).find((a) => a.UUID === uuid);
  if (!found) throw new ApiError('not_found');
  const type = typeOf(found.Type);
  const limits = input.action === 'approve' && type === 'request' ? routeUpdate(input) : {};
  await routeAction(rc, scope.uuid, { Action: ROUTE_ACTION[input.action], ApprovalUUID: uuid, Type: type, Name: input.name ?? found.Name, ...limits });
  return routesView(rc, scope.uuid);
}

/**
 * POST /api/customer/billing-routes/accept/{code}: the email link's code, approved or rejected by
 * whoever holds it (never its sender: 403). None with that code: 404 no_invite; a failure:
 * 502 accept_route_error ('acceptRouteByToken Error'). The routes after it.
 */
export async function acceptBillingRoute(rc: RequestContext, rawCode: string, input: AcceptInput): Promise<BillingRoutesView> {
  const code = pathId(rawCode, 'no_invite');
  const scope = await routeScope(rc);
  const [found] = (await requestsWire(rc, scope.uuid, code)).Approvals;
  if (!found) throw new ApiError('no_invite');
  await routeAction(rc, scope.uuid, { Action: ROUTE_ACTION[input.action], ApprovalCode: code, Type: typeOf(found.Type), Name: found.Name }, 'accept_route_error');
  return routesView(rc, scope.uuid);
}

/**
 * PUT /api/customer/billing-routes/{uuid}: "total is multiplied by 100 to cents; cycle and total
 * default to 0". The payer sets the limit; the paid-for side may change the name only (the limit
 * goes back as it is).
 */
export async function updateBillingRoute(rc: RequestContext, uuid: string, input: RouteUpdateInput): Promise<BillingRouteView> {
  const scope = await routeScope(rc);
  const route = ownRoute(await routesView(rc, scope.uuid), uuid);
  const limits = route.routingType === 'child' ? routeUpdate(input) : { SpendLimit: route.spendLimit, SpendCycle: route.spendCycle, SpendCycleCount: route.spendCycleCount };
  const saved = await call(rc, { method: 'PUT', path: '/customers/{uuid}/billing-routes/{route}', params: { uuid: scope.uuid, route: uuid }, body: { Name: input.name, ...limits }, schema: BillingRoute, action: 'updateBillingRoute' });
  const view = toBillingRoute(saved);
  forgetRoute(scope.uuid, view);
  return view;
}

/** DELETE /api/customer/billing-routes/{uuid}: either side ends it; the paid-for side's last way to pay: 409 route_last_method. */
export async function removeBillingRoute(rc: RequestContext, uuid: string): Promise<BillingRoutesView> {
  const scope = await routeScope(rc);
  const route = ownRoute(await routesView(rc, scope.uuid), uuid);
  await call(rc, {
    method: 'DELETE', path: '/customers/{uuid}/billing-routes/{route}', params: { uuid: scope.uuid, route: uuid },
    query: { DebitAccount: route.debitAccount, CreditAccount: route.creditAccount }, schema: AnyWire, action: 'removeBillingRoute',
  });
  forgetRoute(scope.uuid, route);
  return routesView(rc, scope.uuid);
}
