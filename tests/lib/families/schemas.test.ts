import { BillingRequestInput, InviteInput, isInviteAddress, RouteUpdateInput } from '@/lib/families/schemas';

/** The families routes' inputs (docs/families-contract.md §3): what the browser may send before any upstream call. */

describe('invite addresses — §3 "requestedTo (email or NZ number)"', () => {
  test.each(['kiri@example.com', ' Kiri@Example.com ', '021 555 1114', '+64 21 555 1114', '0215551114'])('%s is one', (v) => {
    expect(isInviteAddress(v)).toBe(true);
  });
  test.each(['kiri', 'kiri@', '12345', '+1 415 555 0100'])('%s is not', (v) => {
    expect(isInviteAddress(v)).toBe(false);
  });
  test('blank parses (the call answers no_requested_to on the field); a malformed one is the field\'s 422', () => {
    expect(InviteInput.safeParse({ kind: 'customer', requestedTo: '  ' }).success).toBe(true);
    expect(InviteInput.safeParse({ kind: 'customer', requestedTo: 'kiri' }).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['requestedTo', 'format is invalid']]);
  });
});

describe('billing-route limits — "total is multiplied by 100 to cents; cycle and total default to 0"', () => {
  test('dollars as typed (a number or a string of at most two decimals), cycles 0, 1 or 2', () => {
    for (const total of [10, '10', '25.50', '', ' 7.5 ']) expect(BillingRequestInput.safeParse({ type: 'invite', email: 'a@example.com', total }).success).toBe(true);
    for (const total of ['ten', '1.234', -1, '1e3', 100_001]) expect(BillingRequestInput.safeParse({ type: 'invite', email: 'a@example.com', total }).success).toBe(false);
    for (const cycle of [0, 1, 2, '2']) expect(RouteUpdateInput.safeParse({ name: 'x', cycle }).success).toBe(true);
    for (const cycle of [3, '3', 'MONTHLY', -1]) expect(RouteUpdateInput.safeParse({ name: 'x', cycle }).success).toBe(false);
  });
  test('an arrangement needs a name when edited', () => {
    expect(RouteUpdateInput.safeParse({ name: '  ' }).error?.issues.map((i) => i.message)).toEqual(['please enter']);
  });
});
