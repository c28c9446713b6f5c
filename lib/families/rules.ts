/**
 * The rules of families and payers (spec account-management.md §4 "Groups", "Billing route
 * approval", §5), pure and shared by the BFF, the pages and the tests. docs/families-contract.md.
 */
import { INVITE_EXPIRY_MS } from '@/lib/flags/constants';
import type { InviteStatus, SpendCycle } from './types';

/** "The current customer is listed first." The rest keep their order (the leader's place included). */
export function currentFirst<T extends { isMe: boolean }>(members: readonly T[]): T[] {
  return [...members.filter((m) => m.isMe), ...members.filter((m) => !m.isMe)];
}

/** "The leader is the member whose customer (and product) equals the group's." */
export function isLeader(group: { customerUuid: string; productUuid?: string | null }, member: { customerUuid: string; productUuid?: string | null }): boolean {
  if (group.customerUuid !== member.customerUuid) return false;
  return group.productUuid == null || group.productUuid === member.productUuid;
}

/**
 * "Removing a member: if the group has more than 2 members only that member is removed; otherwise
 * the whole group is removed locally." What a removal does to the list the page holds.
 */
export function removalOutcome(memberCount: number): 'member' | 'group' {
  return memberCount > 2 ? 'member' : 'group';
}

/** "Invites expire one hour after creation." ExpiresAtNanos for an invite created at `createdAtMs`. */
export function inviteExpiresAtNanos(createdAtMs: number): bigint {
  return BigInt(createdAtMs + INVITE_EXPIRY_MS) * 1_000_000n;
}

/**
 * "Invite statuses shown: REQUEST as pending, APPROVED as accepted, REJECTED as declined." A
 * pending invite past its expiry is 'expired'; CANCELLED (ours: the sender took it back) 'cancelled'.
 */
export function inviteStatus(action: string, expiresAtMs: number, nowMs: number): InviteStatus {
  switch (action.toUpperCase()) {
    case 'APPROVED': return 'accepted';
    case 'REJECTED': return 'declined';
    case 'CANCELLED': return 'cancelled';
    case 'EXPIRED': return 'expired';
    default: return expiresAtMs <= nowMs ? 'expired' : 'pending';
  }
}

/** "A companion invite, with no resource, is marked 'COMPANION'." */
export function inviteResource(resourceUuid: string | null | undefined, resourceName: string | null | undefined): string {
  if (!resourceUuid && !resourceName) return 'COMPANION';
  return resourceName || resourceUuid || 'COMPANION';
}

/**
 * "Billing route update: total is multiplied by 100 to cents; cycle and total default to 0."
 * `total` in dollars as typed (a number or a numeric string); anything else is 0.
 */
export function routeUpdate(input: { total?: number | string | null; cycle?: number | string | null; cycleCount?: number | string | null }): { SpendLimit: number; SpendCycle: SpendCycle; SpendCycleCount: number } {
  const num = (v: number | string | null | undefined): number => {
    const n = typeof v === 'string' ? Number(v.trim() || 'NaN') : v ?? NaN;
    return Number.isFinite(n) && n > 0 ? n : 0;
  };
  const cycle = num(input.cycle);
  return {
    SpendLimit: Math.round(num(input.total) * 100),
    SpendCycle: (cycle === 1 || cycle === 2 ? cycle : 0) as SpendCycle,
    SpendCycleCount: Math.floor(num(input.cycleCount)),
  };
}

/**
 * "A customer may invite and/or request per the server flags CanInvite and CanRequest; if only
 * invite is allowed, only 'request' type approvals are listed; a radio choice is shown only if
 * both are allowed."
 */
export function routeChoices(canInvite: boolean, canRequest: boolean): { showTypeChoice: boolean; canStart: ('invite' | 'request')[]; listed: ('invite' | 'request')[] } {
  const canStart = [...(canInvite ? ['invite' as const] : []), ...(canRequest ? ['request' as const] : [])];
  const listed: ('invite' | 'request')[] = canInvite && !canRequest ? ['request'] : ['invite', 'request'];
  return { showTypeChoice: canInvite && canRequest, canStart, listed };
}

/**
 * "Billing-route payment options are offered only when billing routing is enabled and the parent
 * route has remaining spend above 0." The parent route that would pay, or null.
 */
export function payingRoute<R extends { routingType: string; remainingSpend: number }>(billingRouting: boolean, routes: readonly R[]): R | null {
  if (!billingRouting) return null;
  return routes.find((r) => r.routingType === 'parent' && r.remainingSpend > 0) ?? null;
}

/** 'Spend limit is over' (spec §8): a charge above what is left of the route this cycle. */
export function overSpendLimit(remainingSpendCents: number, chargeCents: number): boolean {
  return chargeCents > remainingSpendCents;
}
