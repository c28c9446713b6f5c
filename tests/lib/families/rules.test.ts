import { currentFirst, inviteExpiresAtNanos, inviteResource, inviteStatus, isLeader, overSpendLimit, payingRoute, removalOutcome, routeChoices, routeUpdate } from '@/lib/families/rules';

describe('Groups (spec account-management.md §3, §4 "Groups")', () => {
  it('"The current customer is listed first." (the others keep their order)', () => {
    const list = [{ id: 'a', isMe: false }, { id: 'b', isMe: false }, { id: 'me', isMe: true }];
    expect(currentFirst(list).map((m) => m.id)).toEqual(['me', 'a', 'b']);
  });

  it('"The leader is the member whose customer (and product) equals the group\'s."', () => {
    expect(isLeader({ customerUuid: 'c1' }, { customerUuid: 'c1' })).toBe(true);
    expect(isLeader({ customerUuid: 'c1' }, { customerUuid: 'c2' })).toBe(false);
    expect(isLeader({ customerUuid: 'c1', productUuid: 'p1' }, { customerUuid: 'c1', productUuid: 'p1' })).toBe(true);
    expect(isLeader({ customerUuid: 'c1', productUuid: 'p1' }, { customerUuid: 'c1', productUuid: 'p2' })).toBe(false);
  });

  it('"if the group has more than 2 members only that member is removed; otherwise the whole group is removed locally"', () => {
    expect(removalOutcome(3)).toBe('member');
    expect(removalOutcome(2)).toBe('group');
    expect(removalOutcome(1)).toBe('group');
  });

  it('"Invites expire one hour after creation." (ExpiresAtNanos)', () => {
    expect(inviteExpiresAtNanos(1_000)).toBe(BigInt(1_000 + 3_600_000) * 1_000_000n);
  });

  it('"Invite statuses shown: REQUEST as pending, APPROVED as accepted, REJECTED as declined."', () => {
    expect(inviteStatus('REQUEST', 2_000, 1_000)).toBe('pending');
    expect(inviteStatus('APPROVED', 0, 1_000)).toBe('accepted');
    expect(inviteStatus('REJECTED', 0, 1_000)).toBe('declined');
    expect(inviteStatus('CANCELLED', 2_000, 1_000)).toBe('cancelled');
    // A pending invite past its hour is expired, not pending.
    expect(inviteStatus('REQUEST', 1_000, 1_000)).toBe('expired');
  });

  it('"A companion invite, with no resource, is marked \'COMPANION\'."', () => {
    expect(inviteResource(null, null)).toBe('COMPANION');
    expect(inviteResource('', '')).toBe('COMPANION');
    expect(inviteResource('g1', 'The Ngata whānau')).toBe('The Ngata whānau');
    expect(inviteResource('g1', null)).toBe('g1');
  });
});

describe('Billing routes (spec §4 "Billing route approval", §5)', () => {
  it('"Billing route update: total is multiplied by 100 to cents; cycle and total default to 0."', () => {
    expect(routeUpdate({ total: 30, cycle: 1, cycleCount: 1 })).toEqual({ SpendLimit: 3000, SpendCycle: 1, SpendCycleCount: 1 });
    expect(routeUpdate({ total: '12.34' })).toEqual({ SpendLimit: 1234, SpendCycle: 0, SpendCycleCount: 0 });
    expect(routeUpdate({})).toEqual({ SpendLimit: 0, SpendCycle: 0, SpendCycleCount: 0 });
    expect(routeUpdate({ total: 'abc', cycle: 'x' })).toEqual({ SpendLimit: 0, SpendCycle: 0, SpendCycleCount: 0 });
    expect(routeUpdate({ total: 0.1 + 0.2 }).SpendLimit).toBe(30);
  });

  it('"if only invite is allowed, only \'request\' type approvals are listed; a radio choice is shown only if both are allowed"', () => {
    expect(routeChoices(true, true)).toEqual({ showTypeChoice: true, canStart: ['invite', 'request'], listed: ['invite', 'request'] });
    expect(routeChoices(true, false)).toEqual({ showTypeChoice: false, canStart: ['invite'], listed: ['request'] });
    expect(routeChoices(false, true)).toEqual({ showTypeChoice: false, canStart: ['request'], listed: ['invite', 'request'] });
    expect(routeChoices(false, false).canStart).toEqual([]);
  });

  it('"Billing-route payment options are offered only when billing routing is enabled and the parent route has remaining spend above 0."', () => {
    const parent = { routingType: 'parent', remainingSpend: 3000 };
    expect(payingRoute(true, [parent])).toBe(parent);
    expect(payingRoute(false, [parent])).toBeNull();
    expect(payingRoute(true, [{ routingType: 'parent', remainingSpend: 0 }])).toBeNull();
    expect(payingRoute(true, [{ routingType: 'child', remainingSpend: 5000 }])).toBeNull();
  });

  it('"Spend limit is over": a charge above what is left this cycle', () => {
    expect(overSpendLimit(3000, 3001)).toBe(true);
    expect(overSpendLimit(3000, 3000)).toBe(false);
  });
});
