import type { Clock } from '../clock';
import { HttpError, badRequest } from '../errors';
import { isExpired } from './cards';
import type { CardStore } from './cards';
import type { Db } from './db';
import { randomToken, randomUUID } from './ids';
import type { TransactionStore } from './transactions';

/**
 * Families and payers (issue 15, docs/families-contract.md §2): customer and mobile groups, the
 * invites and approvals that join them (the billing ones too), and two-sided billing routes whose
 * spend per cycle is counted from what each route paid. Everything dated reads the sandbox clock.
 */

export type GroupKind = 'customer' | 'mobile';
export const GROUP_APPROVAL_TYPES = ['GROUP_INVITE', 'MOBILEGROUP_INVITE', 'MOBILEGROUP_BILLING_INVITE'] as const;
export const BILLING_APPROVAL_TYPES = ['BILLING_INVITE', 'BILLING_REQUEST'] as const;
export type ApprovalType = (typeof GROUP_APPROVAL_TYPES)[number] | (typeof BILLING_APPROVAL_TYPES)[number];
export const APPROVAL_TYPES: readonly ApprovalType[] = [...GROUP_APPROVAL_TYPES, ...BILLING_APPROVAL_TYPES];
export type ApprovalAction = 'APPROVE' | 'REJECT' | 'CANCEL';

/** Spec: "Invites expire one hour after creation." */
export const INVITE_TTL_MS = 3_600_000;
const MS_NANOS = 1_000_000;
const WEEK_MS = 7 * 86_400_000;

export const spendLimitOver = (): HttpError => new HttpError(402, 1402, 'Spend limit is over');
export const noInvite = (): HttpError => new HttpError(404, 1404, 'no_invite');
export const inviteExpired = (): HttpError => new HttpError(410, 1410, 'Invite expired');
export const inviteAnswered = (): HttpError => new HttpError(409, 1409, 'Invite already answered');
export const notAllowed = (message = 'Not permitted'): HttpError => new HttpError(403, 1002, message);
export const routeLastMethod = (): HttpError => new HttpError(409, 1409, 'A route cannot be removed without another valid payment method');
const groupNotFound = (): HttpError => new HttpError(404, 1404, 'Object not found');
const routeNotFound = (): HttpError => new HttpError(404, 1404, 'Billing route is not found');

interface GroupRow {
  uuid: string;
  kind: GroupKind;
  customer_uuid: string;
  product_uuid: string | null;
  name: string;
  created_at_nanos: number;
}

interface MemberRow {
  uuid: string;
  group_uuid: string;
  customer_uuid: string;
  product_uuid: string | null;
  created_at_nanos: number;
}

export interface ApprovalRow {
  uuid: string;
  approval_type: ApprovalType;
  customer_uuid: string;
  requested_by_product_uuid: string;
  requested_to: string;
  resource_uuid: string;
  resource_details: string;
  description: string;
  name: string;
  token: string;
  created_at_nanos: number;
  expires_at_nanos: number;
  action: 'REQUEST' | 'APPROVED' | 'REJECTED' | 'CANCELLED';
  acted_at_nanos: number;
  spend_limit: number;
  spend_cycle: number;
  spend_cycle_count: number;
}

interface PaidRouteRow {
  uuid: string;
  debit_customer_uuid: string;
  credit_customer_uuid: string;
  name: string;
  description: string;
  spend_limit: number;
  spend_cycle: number;
  spend_cycle_count: number;
  created_at_nanos: number;
}

interface LegacyRouteRow {
  uuid: string;
  customer_uuid: string;
  routing_type: 'parent' | 'child';
  name: string;
  description: string;
  spend_limit: number;
  spend_cycle: number;
  spend_cycle_count: number;
  remaining_spend_limit: number;
  other_name: string;
}

export interface Person {
  uuid: string;
  name: string;
  email: string;
  /** The first active mobile product's number ('64…'), '' when none. */
  msisdn: string;
}

export interface RouteAccount {
  UUID: string;
  Email: { email: string };
  Name: { name: string };
}

export interface WireBillingRoute {
  UUID: string;
  RoutingType: 'parent' | 'child';
  Name: string;
  Description: string;
  SpendLimit: number;
  SpendCycle: number;
  SpendCycleCount: number;
  RemainingSpendLimit: number;
  DebitAccount: RouteAccount;
  CreditAccount: RouteAccount;
  CreditAccountMSISDN: string;
}

export interface SpendLimits {
  SpendLimit: number;
  SpendCycle: number;
  SpendCycleCount: number;
}

/** A message for the invitee (the server sends it through the outbox). */
export type Notify = (message: { channel: 'sms' | 'email'; to: string; subject: string; body: string; link: string; code: string }) => void;

/** '021 555 1111', '+64 21 555 1111' and '64215551111' are one number: '64215551111'. Anything else: null. */
export function nzMobile(value: string): string | null {
  const digits = value.replace(/[\s()-]/g, '');
  const m = /^(?:\+?64|0)(2\d{7,9})$/.exec(digits);
  return m ? `64${m[1]}` : null;
}

/** An email (lower case) or a NZ mobile number ('64…'); null when it is neither. */
export function recipientKey(value: string): { key: string; channel: 'email' | 'sms' } | null {
  const trimmed = value.trim();
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) return { key: trimmed.toLowerCase(), channel: 'email' };
  const number = nzMobile(trimmed);
  return number ? { key: number, channel: 'sms' } : null;
}

/** When the route's current cycle began: monthly from its creation day, weekly, or never renewing. */
export function cycleStartMs(createdMs: number, cycle: number, nowMs: number): number {
  if (cycle === 2) return createdMs + Math.max(0, Math.floor((nowMs - createdMs) / WEEK_MS)) * WEEK_MS;
  if (cycle !== 1) return createdMs;
  let months = 0;
  while (addMonths(createdMs, months + 1) <= nowMs) months += 1;
  return addMonths(createdMs, months);
}

/** The same day `n` months on (the month's last day when it has fewer days), same time of day. */
function addMonths(ms: number, n: number): number {
  const d = new Date(ms);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + n;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Date.UTC(y, m, Math.min(d.getUTCDate(), last), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
}

export class FamilyStore {
  /** Set by the server: invite messages go through its outbox. */
  notify: Notify = () => undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly transactions: TransactionStore,
    private readonly cards: CardStore,
  ) {}

  private now(): number {
    return this.clock.nowNanos();
  }

  person(customerUuid: string): Person {
    const row = this.db.prepare('SELECT uuid, first_name, last_name, email FROM customers WHERE uuid = ?').get(customerUuid) as
      { uuid: string; first_name: string; last_name: string; email: string } | undefined;
    const number = this.db.prepare(
      "SELECT msisdn FROM mobile_products WHERE customer_uuid = ? AND status = 4 AND billing_reference <> '' ORDER BY created_at_nanos LIMIT 1",
    ).get(customerUuid) as { msisdn: string } | undefined;
    return {
      uuid: customerUuid,
      name: row ? `${row.first_name} ${row.last_name}`.trim() : '',
      email: row?.email ?? '',
      msisdn: number?.msisdn ?? '',
    };
  }

  private productNumber(productUuid: string | null): string {
    if (!productUuid) return '';
    return (this.db.prepare('SELECT msisdn FROM mobile_products WHERE uuid = ?').get(productUuid) as { msisdn: string } | undefined)?.msisdn ?? '';
  }

  /** The customer's email and numbers: what an invite's RequestedTo may name. */
  private recipientKeys(customerUuid: string): string[] {
    const email = (this.db.prepare('SELECT email FROM customers WHERE uuid = ?').get(customerUuid) as { email: string } | undefined)?.email ?? '';
    const numbers = (this.db.prepare('SELECT msisdn FROM mobile_products WHERE customer_uuid = ?').all(customerUuid) as { msisdn: string }[]).map((r) => r.msisdn);
    return [email.toLowerCase(), ...numbers].filter(Boolean);
  }

  isRecipient(approval: ApprovalRow, customerUuid: string): boolean {
    return this.recipientKeys(customerUuid).includes(approval.requested_to);
  }

  // ---- Groups ----

  group(uuid: string, kind?: GroupKind): GroupRow | undefined {
    const row = this.db.prepare('SELECT * FROM family_groups WHERE uuid = ?').get(uuid) as GroupRow | undefined;
    return row && (!kind || row.kind === kind) ? row : undefined;
  }

  members(groupUuid: string): MemberRow[] {
    return this.db.prepare('SELECT * FROM family_group_members WHERE group_uuid = ? ORDER BY created_at_nanos, uuid').all(groupUuid) as MemberRow[];
  }

  member(uuid: string, kind: GroupKind): MemberRow | undefined {
    const row = this.db.prepare('SELECT m.* FROM family_group_members m JOIN family_groups g ON g.uuid = m.group_uuid WHERE m.uuid = ? AND g.kind = ?').get(uuid, kind) as MemberRow | undefined;
    return row;
  }

  /** Groups of that kind the customer (and, for mobile, the product) leads or belongs to, oldest first. */
  groupsOf(kind: GroupKind, customerUuid: string, productUuid?: string): GroupRow[] {
    const rows = this.db.prepare(
      `SELECT DISTINCT g.* FROM family_groups g JOIN family_group_members m ON m.group_uuid = g.uuid
       WHERE g.kind = ? AND m.customer_uuid = ? ${kind === 'mobile' && productUuid ? 'AND m.product_uuid = ?' : ''}
       ORDER BY g.created_at_nanos, g.uuid`,
    ).all(...(kind === 'mobile' && productUuid ? [kind, customerUuid, productUuid] : [kind, customerUuid])) as GroupRow[];
    return rows;
  }

  isMember(groupUuid: string, customerUuid: string, productUuid: string | null): boolean {
    return this.members(groupUuid).some((m) => m.customer_uuid === customerUuid && (productUuid === null || m.product_uuid === productUuid));
  }

  isLeader(group: GroupRow, customerUuid: string, productUuid: string | null): boolean {
    return group.customer_uuid === customerUuid && (group.kind === 'customer' || group.product_uuid === productUuid);
  }

  groupWire(g: GroupRow): Record<string, unknown> {
    return g.kind === 'customer'
      ? { UUID: g.uuid, CustomerUUID: g.customer_uuid, Name: g.name, CreatedAtNanos: g.created_at_nanos }
      : { UUID: g.uuid, CustomerUUID: g.customer_uuid, MobileProductUUID: g.product_uuid ?? '', Name: g.name, CreatedAtNanos: g.created_at_nanos };
  }

  memberWire(kind: GroupKind, m: MemberRow): Record<string, unknown> {
    const who = this.person(m.customer_uuid);
    return kind === 'customer'
      ? { UUID: m.uuid, GroupUUID: m.group_uuid, CustomerUUID: m.customer_uuid, Name: who.name, MSISDN: who.msisdn, CreatedAtNanos: m.created_at_nanos }
      : { UUID: m.uuid, GroupUUID: m.group_uuid, CustomerUUID: m.customer_uuid, MobileProductUUID: m.product_uuid ?? '', Name: who.name, MSISDN: this.productNumber(m.product_uuid), CreatedAtNanos: m.created_at_nanos };
  }

  /** customer_group_info / mobile_group_info: each group with its members (the leader among them). */
  info(kind: GroupKind, customerUuid: string, productUuid?: string): Record<string, unknown>[] {
    return this.groupsOf(kind, customerUuid, productUuid).map((g) => kind === 'customer'
      ? { CustomerGroup: this.groupWire(g), CustomerGroupMembers: this.members(g.uuid).map((m) => this.memberWire(kind, m)) }
      : { MobileGroup: this.groupWire(g), MobileGroupMembers: this.members(g.uuid).map((m) => this.memberWire(kind, m)) });
  }

  /** A new group, its creator the leader and first member. */
  createGroup(kind: GroupKind, customerUuid: string, productUuid: string | null, name: string, at = this.now(), ids?: { group: string; member: string }): GroupRow {
    const uuid = ids?.group ?? randomUUID();
    this.db.transaction(() => {
      this.db.prepare('INSERT INTO family_groups (uuid, kind, customer_uuid, product_uuid, name, created_at_nanos) VALUES (?, ?, ?, ?, ?, ?)')
        .run(uuid, kind, customerUuid, kind === 'mobile' ? productUuid : null, name, at);
      this.addMember(uuid, customerUuid, kind === 'mobile' ? productUuid : null, at, ids?.member);
    })();
    return this.group(uuid) as GroupRow;
  }

  addMember(groupUuid: string, customerUuid: string, productUuid: string | null, at = this.now(), uuid: string = randomUUID()): void {
    if (this.isMember(groupUuid, customerUuid, productUuid)) return;
    this.db.prepare('INSERT INTO family_group_members (uuid, group_uuid, customer_uuid, product_uuid, created_at_nanos) VALUES (?, ?, ?, ?, ?)')
      .run(uuid, groupUuid, customerUuid, productUuid, at);
  }

  renameGroup(uuid: string, name: string): void {
    this.db.prepare('UPDATE family_groups SET name = ? WHERE uuid = ?').run(name, uuid);
  }

  /** The group goes, and its pending invites are cancelled. */
  deleteGroup(uuid: string): void {
    this.db.transaction(() => {
      this.db.prepare("UPDATE approvals SET action = 'CANCELLED', acted_at_nanos = ? WHERE resource_uuid = ? AND action = 'REQUEST'").run(this.now(), uuid);
      this.db.prepare('DELETE FROM family_groups WHERE uuid = ?').run(uuid);
    })();
  }

  /**
   * One member out: the leader leaving, or fewer than 2 members left, ends the group.
   * Answers what went: 'member' or 'group'.
   */
  removeMember(group: GroupRow, customerUuid: string, productUuid: string | null): 'member' | 'group' {
    const member = this.members(group.uuid).find((m) => m.customer_uuid === customerUuid && (group.kind === 'customer' || m.product_uuid === productUuid));
    if (!member) throw groupNotFound();
    if (this.isLeader(group, customerUuid, productUuid) || this.members(group.uuid).length <= 2) {
      this.deleteGroup(group.uuid);
      return 'group';
    }
    this.db.prepare('DELETE FROM family_group_members WHERE uuid = ?').run(member.uuid);
    return 'member';
  }

  // ---- Approvals ----

  approval(uuid: string): ApprovalRow | undefined {
    return this.db.prepare('SELECT * FROM approvals WHERE uuid = ?').get(uuid) as ApprovalRow | undefined;
  }

  approvalByToken(token: string): ApprovalRow | undefined {
    if (!token) return undefined;
    return this.db.prepare('SELECT * FROM approvals WHERE token = ?').get(token) as ApprovalRow | undefined;
  }

  /** The wire Approval; never its token. */
  approvalWire(a: ApprovalRow): Record<string, unknown> {
    const group = a.resource_uuid ? this.group(a.resource_uuid) : undefined;
    return {
      UUID: a.uuid,
      ApprovalType: a.approval_type,
      CustomerUUID: a.customer_uuid,
      RequestedByName: this.person(a.customer_uuid).name,
      RequestedByProductUUID: a.requested_by_product_uuid,
      RequestedTo: a.requested_to,
      ResourceUUID: a.resource_uuid,
      ResourceDetails: a.resource_details,
      ResourceName: group?.name ?? a.name,
      Description: a.description,
      ...this.approvalState(a),
    };
  }

  /** What both wire shapes of an approval end with: its times, its action and the limits offered. */
  private approvalState(a: ApprovalRow) {
    return {
      CreatedAtNanos: a.created_at_nanos, ExpiresAtNanos: a.expires_at_nanos, Action: a.action,
      SpendLimit: a.spend_limit, SpendCycle: a.spend_cycle, SpendCycleCount: a.spend_cycle_count,
    };
  }

  /** The billing-routes requests list's shape of an approval; ApprovalCode only for its recipient. */
  billingApprovalWire(a: ApprovalRow, withCode: boolean): Record<string, unknown> {
    return {
      UUID: a.uuid,
      Type: a.approval_type === 'BILLING_INVITE' ? 'invite' : 'request',
      RequestedTo: a.requested_to,
      RequestedByCustomerName: this.person(a.customer_uuid).name,
      Description: a.description,
      ...(withCode ? { ApprovalCode: a.token } : {}),
      ...this.approvalState(a),
      Name: a.name,
    };
  }

  /** Sent by the customer and addressed to them, of the given types, newest first. */
  approvalsOf(customerUuid: string, types: readonly string[]): { sent: ApprovalRow[]; incoming: ApprovalRow[] } {
    const marks = types.map(() => '?').join(', ');
    const sent = this.db.prepare(`SELECT * FROM approvals WHERE customer_uuid = ? AND approval_type IN (${marks}) ORDER BY created_at_nanos DESC, uuid`)
      .all(customerUuid, ...types) as ApprovalRow[];
    const keys = this.recipientKeys(customerUuid);
    const incoming = keys.length === 0 ? [] : this.db.prepare(
      `SELECT * FROM approvals WHERE requested_to IN (${keys.map(() => '?').join(', ')}) AND approval_type IN (${marks}) ORDER BY created_at_nanos DESC, uuid`,
    ).all(...keys, ...types) as ApprovalRow[];
    return { sent, incoming };
  }

  /** A new invite or request, its message sent to RequestedTo with `linkBase/{token}`. */
  createApproval(input: {
    type: ApprovalType; sender: string; senderProduct: string; to: string; resourceUuid: string; resourceDetails: string;
    description: string; name: string; limits: SpendLimits; linkBase: string; uuid?: string; createdAtNanos?: number;
  }): ApprovalRow {
    const recipient = recipientKey(input.to);
    if (!recipient) throw badRequest('RequestedTo must be an email address or a NZ mobile number');
    const uuid = input.uuid ?? randomUUID();
    const token = randomToken(18);
    const created = input.createdAtNanos ?? this.now();
    this.db.prepare(
      `INSERT INTO approvals (uuid, approval_type, customer_uuid, requested_by_product_uuid, requested_to, resource_uuid, resource_details,
         description, name, token, created_at_nanos, expires_at_nanos, spend_limit, spend_cycle, spend_cycle_count)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(uuid, input.type, input.sender, input.senderProduct, recipient.key, input.resourceUuid, input.resourceDetails, input.description,
      input.name, token, created, created + INVITE_TTL_MS * MS_NANOS, input.limits.SpendLimit, input.limits.SpendCycle, input.limits.SpendCycleCount);
    const row = this.approval(uuid) as ApprovalRow;
    this.send(row, input.linkBase);
    return row;
  }

  /** The invitee's message: an email, or an SMS to a number. */
  send(a: ApprovalRow, linkBase: string): void {
    const from = this.person(a.customer_uuid).name || 'Someone';
    const link = `${linkBase.replace(/\/+$/, '')}/${encodeURIComponent(a.token)}`;
    const what = a.approval_type === 'BILLING_INVITE' ? `${from} offered to pay for your phone`
      : a.approval_type === 'BILLING_REQUEST' ? `${from} asked you to pay for their phone`
        : `${from} invited you to join ${this.approvalWire(a).ResourceName || 'them as a companion'}`;
    const channel = a.requested_to.includes('@') ? 'email' : 'sms';
    const note = a.description ? `\n\n"${a.description}"` : '';
    this.notify({
      channel, to: a.requested_to, subject: what, link, code: a.token,
      body: `${what}.${note}\n\nOpen ${link} to answer. It expires in one hour.`,
    });
  }

  /** Past its expiry, still pending. */
  expired(a: ApprovalRow): boolean {
    return a.action === 'REQUEST' && a.expires_at_nanos <= this.now();
  }

  /** Test housekeeping: the approval expires now. */
  expire(uuid: string): ApprovalRow | undefined {
    this.db.prepare('UPDATE approvals SET expires_at_nanos = ? WHERE uuid = ?').run(this.now(), uuid);
    return this.approval(uuid);
  }

  /** Expired and answered approvals older than a day go; answers how many. */
  purge(): number {
    const dayAgo = this.now() - 86_400_000 * MS_NANOS;
    return this.db.prepare(
      "DELETE FROM approvals WHERE (action = 'REQUEST' AND expires_at_nanos <= ?) OR (action <> 'REQUEST' AND acted_at_nanos <= ?)",
    ).run(dayAgo, dayAgo).changes;
  }

  /**
   * Acts on an approval: the checks in order (answered 409, who may act 403, expired 410), then
   * what the action does. APPROVE of a group invite adds the caller (and product) as a member; of a
   * billing one makes the route (the payer's limits from `limits` for a request).
   */
  act(a: ApprovalRow, caller: string, action: ApprovalAction, opts: { byToken: boolean; productUuid?: string; limits?: SpendLimits; name?: string }): { approval: ApprovalRow; route?: PaidRouteRow } {
    if (a.action !== 'REQUEST') throw inviteAnswered();
    if (action === 'CANCEL') {
      if (a.customer_uuid !== caller) throw notAllowed('Only the sender can cancel an invite');
    } else {
      if (a.customer_uuid === caller) throw notAllowed('The sender cannot answer their own invite');
      if (!opts.byToken && !this.isRecipient(a, caller)) throw notAllowed('This invite is for someone else');
      if (this.expired(a)) throw inviteExpired();
    }
    let route: PaidRouteRow | undefined;
    this.db.transaction(() => {
      if (action === 'APPROVE') route = this.approve(a, caller, opts);
      const next = action === 'APPROVE' ? 'APPROVED' : action === 'REJECT' ? 'REJECTED' : 'CANCELLED';
      this.db.prepare('UPDATE approvals SET action = ?, acted_at_nanos = ? WHERE uuid = ?').run(next, this.now(), a.uuid);
    })();
    return { approval: this.approval(a.uuid) as ApprovalRow, route };
  }

  private approve(a: ApprovalRow, caller: string, opts: { productUuid?: string; limits?: SpendLimits; name?: string }): PaidRouteRow | undefined {
    const offered = { SpendLimit: a.spend_limit, SpendCycle: a.spend_cycle, SpendCycleCount: a.spend_cycle_count };
    if (a.approval_type === 'BILLING_INVITE') return this.makeRoute(a.customer_uuid, caller, opts.name || a.name, a.description, offered);
    if (a.approval_type === 'BILLING_REQUEST') {
      return this.makeRoute(caller, a.customer_uuid, opts.name || a.name, a.description, opts.limits ?? { SpendLimit: 0, SpendCycle: 0, SpendCycleCount: 0 });
    }
    if (!a.resource_uuid) return undefined;
    const group = this.group(a.resource_uuid);
    if (!group) throw inviteAnswered();
    if (group.kind === 'customer') {
      this.addMember(group.uuid, caller, null);
      return undefined;
    }
    if (!opts.productUuid) throw badRequest('No UUID');
    this.addMember(group.uuid, caller, opts.productUuid);
    if (a.approval_type === 'MOBILEGROUP_BILLING_INVITE') return this.makeRoute(a.customer_uuid, caller, opts.name || a.name || group.name, a.description, offered);
    return undefined;
  }

  // ---- Billing routes ----

  paidRoute(uuid: string): PaidRouteRow | undefined {
    return this.db.prepare('SELECT * FROM paid_routes WHERE uuid = ?').get(uuid) as PaidRouteRow | undefined;
  }

  /** One route per pair: a new agreement between the same two replaces the old one (its spend from 0). */
  makeRoute(debit: string, credit: string, name: string, description: string, limits: SpendLimits, at = this.now(), uuid: string = randomUUID()): PaidRouteRow {
    const paidFor = this.person(credit);
    this.db.prepare('DELETE FROM paid_routes WHERE (debit_customer_uuid = ? AND credit_customer_uuid = ?) OR (debit_customer_uuid = ? AND credit_customer_uuid = ?)')
      .run(debit, credit, credit, debit);
    this.db.prepare(
      `INSERT INTO paid_routes (uuid, debit_customer_uuid, credit_customer_uuid, name, description, spend_limit, spend_cycle, spend_cycle_count, created_at_nanos)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(uuid, debit, credit, name.trim() || `${paidFor.name.split(' ')[0] || 'Their'}'s phone`, description, limits.SpendLimit, limits.SpendCycle, limits.SpendCycleCount, at);
    return this.paidRoute(uuid) as PaidRouteRow;
  }

  /** What is left of the route this cycle (cents, never below 0). */
  remaining(r: PaidRouteRow): number {
    const nowMs = this.clock.now();
    const start = cycleStartMs(r.created_at_nanos / MS_NANOS, r.spend_cycle, nowMs) * MS_NANOS;
    const spent = (this.db.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS n FROM route_payments WHERE route_uuid = ? AND at_nanos >= ?').get(r.uuid, start) as { n: number }).n;
    return Math.max(0, r.spend_limit - spent);
  }

  private account(p: Person): RouteAccount {
    return { UUID: p.uuid, Email: { email: p.email }, Name: { name: p.name } };
  }

  routeWire(r: PaidRouteRow, customerUuid: string): WireBillingRoute {
    const debit = this.person(r.debit_customer_uuid);
    const credit = this.person(r.credit_customer_uuid);
    return {
      UUID: r.uuid, RoutingType: r.debit_customer_uuid === customerUuid ? 'child' : 'parent', Name: r.name, Description: r.description,
      SpendLimit: r.spend_limit, SpendCycle: r.spend_cycle, SpendCycleCount: r.spend_cycle_count, RemainingSpendLimit: this.remaining(r),
      DebitAccount: this.account(debit), CreditAccount: this.account(credit), CreditAccountMSISDN: credit.msisdn,
    };
  }

  private legacyWire(r: LegacyRouteRow): WireBillingRoute {
    const me = this.person(r.customer_uuid);
    const other: RouteAccount = { UUID: '', Email: { email: '' }, Name: { name: r.other_name || r.name } };
    return {
      UUID: r.uuid, RoutingType: r.routing_type, Name: r.name, Description: r.description, SpendLimit: r.spend_limit,
      SpendCycle: r.spend_cycle, SpendCycleCount: r.spend_cycle_count, RemainingSpendLimit: Math.max(0, r.remaining_spend_limit),
      DebitAccount: r.routing_type === 'parent' ? other : this.account(me),
      CreditAccount: r.routing_type === 'parent' ? this.account(me) : other,
      CreditAccountMSISDN: r.routing_type === 'parent' ? me.msisdn : '',
    };
  }

  /** GET /customers/{uid}/billing-routes: both kinds, parent routes first, then by name. */
  billingRoutes(customerUuid: string): { CanInvite: boolean; CanRequest: boolean; BillingRoutes: WireBillingRoute[] } {
    const flags = this.db.prepare('SELECT can_invite, can_request FROM customers WHERE uuid = ?').get(customerUuid) as { can_invite: number; can_request: number } | undefined;
    const legacy = (this.db.prepare('SELECT * FROM billing_routes WHERE customer_uuid = ?').all(customerUuid) as LegacyRouteRow[]).map((r) => this.legacyWire(r));
    const paid = (this.db.prepare('SELECT * FROM paid_routes WHERE debit_customer_uuid = ? OR credit_customer_uuid = ?').all(customerUuid, customerUuid) as PaidRouteRow[])
      .map((r) => this.routeWire(r, customerUuid));
    const routes = [...legacy, ...paid].sort((x, y) => (x.RoutingType === y.RoutingType ? x.Name.localeCompare(y.Name) : x.RoutingType === 'parent' ? -1 : 1));
    return { CanInvite: flags?.can_invite === 1, CanRequest: flags?.can_request === 1, BillingRoutes: routes };
  }

  /** The route (either kind) as the customer sees it, or 404. */
  routeOf(customerUuid: string, routeUuid: string): WireBillingRoute {
    const route = this.billingRoutes(customerUuid).BillingRoutes.find((r) => r.UUID === routeUuid);
    if (!route) throw routeNotFound();
    return route;
  }

  /** PUT: the payer sets the name and limits; the paid-for the name only (403 when they try more). */
  updateRoute(customerUuid: string, routeUuid: string, input: { Name?: string } & Partial<SpendLimits>): WireBillingRoute {
    const route = this.routeOf(customerUuid, routeUuid);
    const payer = route.RoutingType === 'child';
    const limitsChanged = (['SpendLimit', 'SpendCycle', 'SpendCycleCount'] as const).some((k) => input[k] !== undefined && input[k] !== route[k]);
    if (!payer && limitsChanged) throw notAllowed('Only the payer can change the limit');
    const next = {
      name: input.Name?.trim() || route.Name,
      limit: payer ? input.SpendLimit ?? route.SpendLimit : route.SpendLimit,
      cycle: payer ? input.SpendCycle ?? route.SpendCycle : route.SpendCycle,
      count: payer ? input.SpendCycleCount ?? route.SpendCycleCount : route.SpendCycleCount,
    };
    if (this.paidRoute(routeUuid)) {
      this.db.prepare('UPDATE paid_routes SET name = ?, spend_limit = ?, spend_cycle = ?, spend_cycle_count = ? WHERE uuid = ?').run(next.name, next.limit, next.cycle, next.count, routeUuid);
    } else {
      // A one-sided route: a raised limit raises what is left by as much.
      this.db.prepare('UPDATE billing_routes SET name = ?, spend_limit = ?, spend_cycle = ?, spend_cycle_count = ?, remaining_spend_limit = MAX(0, remaining_spend_limit + ? - spend_limit) WHERE uuid = ?')
        .run(next.name, next.limit, next.cycle, next.count, next.limit, routeUuid);
    }
    return this.routeOf(customerUuid, routeUuid);
  }

  /**
   * Either side ends a route; DebitAccount and CreditAccount must name its two sides (400). The
   * paid-for side keeps one way to pay: a usable card or another parent route (else 409).
   */
  removeRoute(customerUuid: string, routeUuid: string, debit: string, credit: string): void {
    const route = this.routeOf(customerUuid, routeUuid);
    if (route.DebitAccount.UUID !== debit || route.CreditAccount.UUID !== credit) throw badRequest('DebitAccount and CreditAccount must match the route');
    if (route.RoutingType === 'parent') {
      const nowMs = this.clock.now();
      const card = this.cards.list(customerUuid).some((c) => !isExpired(c, nowMs));
      const other = this.billingRoutes(customerUuid).BillingRoutes.some((r) => r.RoutingType === 'parent' && r.UUID !== routeUuid);
      if (!card && !other) throw routeLastMethod();
    }
    this.db.prepare('DELETE FROM paid_routes WHERE uuid = ?').run(routeUuid);
    this.db.prepare('DELETE FROM billing_routes WHERE uuid = ?').run(routeUuid);
  }

  /**
   * A charge paid by the caller's parent route (PaymentMethodID, else the first with spend left),
   * in the caller's transaction: 402 'Spend limit is over' above what is left. Recorded on the
   * route and in both sides' payment history. Null when the customer has no parent route.
   */
  spend(customerUuid: string, cents: number, what: string, routeUuid?: string, history = true): WireBillingRoute | null {
    const parents = this.billingRoutes(customerUuid).BillingRoutes.filter((r) => r.RoutingType === 'parent');
    if (parents.length === 0) return null;
    const route = routeUuid ? parents.find((r) => r.UUID === routeUuid) : parents.find((r) => r.RemainingSpendLimit > 0) ?? parents[0];
    if (!route) throw routeNotFound();
    if (route.RemainingSpendLimit < cents) throw spendLimitOver();
    if (cents <= 0) return route;
    const at = this.now();
    if (this.paidRoute(route.UUID)) {
      this.db.prepare('INSERT INTO route_payments (uuid, route_uuid, at_nanos, amount_cents, description) VALUES (?, ?, ?, ?, ?)').run(randomUUID(), route.UUID, at, cents, what);
    } else {
      this.db.prepare('UPDATE billing_routes SET remaining_spend_limit = remaining_spend_limit - ? WHERE uuid = ?').run(cents, route.UUID);
    }
    if (history) {
      this.transactions.add(customerUuid, { createdAtNanos: at, status: 'COMPLETED', amountCents: cents, description: `Paid by ${route.DebitAccount.Name.name}: ${what}` });
      if (route.DebitAccount.UUID) {
        this.transactions.add(route.DebitAccount.UUID, { createdAtNanos: at, status: 'COMPLETED', amountCents: cents, description: `Paid for ${route.CreditAccount.Name.name}: ${what}` });
        this.tellPayer(route.DebitAccount.UUID, route.CreditAccount.Name.name, cents, what);
      }
    }
    return route;
  }

  /** The payer hears of a charge they paid for someone else (issue 28): who, what, how much, and where to change it. */
  private tellPayer(payerUuid: string, forName: string, cents: number, what: string): void {
    const payer = this.person(payerUuid);
    if (!payer.email) return;
    const who = forName || 'someone you pay for';
    this.notify({
      channel: 'email', to: payer.email, subject: `You paid for ${who}`, link: '', code: '',
      body: `You paid $${(cents / 100).toFixed(2)} for ${who}: ${what}.\n\nIt is charged through the billing route you set up for them. To change or stop what you pay for, open Billing routes in My account.`,
    });
  }

  /** A route payment written as it happened (the demo data's history). */
  recordPayment(routeUuid: string, cents: number, what: string, atNanos: number, uuid: string): void {
    this.db.prepare('INSERT OR IGNORE INTO route_payments (uuid, route_uuid, at_nanos, amount_cents, description) VALUES (?, ?, ?, ?, ?)').run(uuid, routeUuid, atNanos, cents, what);
  }
}
