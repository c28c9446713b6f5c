import {
  availabilityPasses, broadbandTimeline, canChangePlan, goLiveDate, nextVisitToBook, orderOutcome, orderType, plansProceed, serviceOrderText,
  sortSubscriptions, startDateBounds, subscriptionRank, subscriptionSecondLabel, subscriptionState, subscriptionStatus, transferComplete, visitsFor,
} from '@/lib/broadband/rules';
import type { AppointmentView, BroadbandOrderFacts } from '@/lib/broadband/types';

describe('orderType — "Order type: TransferPrimary when transfer is required, MultiPrimary when transfer is explicitly not required (a modem line), otherwise ConnectPrimary."', () => {
  it('switching from another provider is TransferPrimary', () => {
    expect(orderType({ kind: 'transfer' })).toBe('TransferPrimary');
  });
  it('another line where the service stays (transfer explicitly not required) is MultiPrimary', () => {
    expect(orderType({ kind: 'additional' })).toBe('MultiPrimary');
  });
  it('a new connection is ConnectPrimary', () => {
    expect(orderType({ kind: 'new' })).toBe('ConnectPrimary');
  });
});

describe('transferComplete — "TransferFrom {Provider, AccountHolderName, AccountNumber, ConnectionID}"', () => {
  const from = { provider: 'Spark', accountHolderName: 'Ana Tui', accountNumber: '123456', connectionId: 'ONT-9' };
  it('needs all four', () => {
    expect(transferComplete(from)).toBe(true);
    expect(transferComplete({ ...from, connectionId: ' ' })).toBe(false);
    expect(transferComplete({ ...from, provider: '' })).toBe(false);
  });
});

describe('availabilityPasses — "The fibre or FWA availability check accepts service_available, service_scope_required, service_installation_required; otherwise fails with \'No Fibre services available\'."', () => {
  it('accepts the three', () => {
    for (const s of ['service_available', 'service_scope_required', 'service_installation_required']) expect(availabilityPasses(s)).toBe(true);
  });
  it('fails anything else', () => {
    for (const s of ['no_service', '', 'Available', 'SERVICE_AVAILABLE']) expect(availabilityPasses(s)).toBe(false);
  });
});

describe('plansProceed — "Service availability: only Available lets plans proceed in the plan search."', () => {
  it('only Available', () => {
    expect(plansProceed('Available')).toBe(true);
    expect(plansProceed('NotAvailable')).toBe(false);
    expect(plansProceed('available')).toBe(false);
    expect(plansProceed(undefined)).toBe(false);
  });
});

describe('orderOutcome — "Order polling every 250 ms: COMPLETED or PROCESSING means success; FAILED is failure with the first order note or \'Order failed\'; otherwise check again."', () => {
  it('COMPLETED and PROCESSING are success', () => {
    expect(orderOutcome({ status: 'COMPLETED', notes: [] })).toEqual({ kind: 'success' });
    expect(orderOutcome({ status: 'PROCESSING', notes: [] })).toEqual({ kind: 'success' });
  });
  it('FAILED: the first order note, else Order failed', () => {
    expect(orderOutcome({ status: 'FAILED', notes: ['Address not serviceable', 'later'] })).toEqual({ kind: 'failed', message: 'Address not serviceable' });
    expect(orderOutcome({ status: 'FAILED', notes: [] })).toEqual({ kind: 'failed', message: 'Order failed' });
  });
  it('anything else: check again', () => {
    for (const status of ['CONFIRMED', 'PAID', 'SHIPPED']) expect(orderOutcome({ status, notes: ['x'] })).toEqual({ kind: 'pending' });
  });
});

describe('visitsFor and nextVisitToBook (ours, docs/broadband-contract.md §2.3)', () => {
  it('a scope visit before the install only where the scope is required', () => {
    expect(visitsFor('service_scope_required')).toEqual(['scope', 'install']);
    expect(visitsFor('service_available')).toEqual(['install']);
    expect(visitsFor('service_installation_required')).toEqual(['install']);
    expect(visitsFor('no_service')).toEqual([]);
  });
  const a = (visit: 'scope' | 'install', status: AppointmentView['status'] = 'booked'): AppointmentView => ({ id: visit, visit, start: '2026-12-01T19:00:00Z', end: '2026-12-01T23:00:00Z', status });
  it('books the scope first, then the install; a missed visit is booked again', () => {
    expect(nextVisitToBook({ visits: ['scope', 'install'], appointments: [] })).toBe('scope');
    expect(nextVisitToBook({ visits: ['scope', 'install'], appointments: [a('scope')] })).toBe('install');
    expect(nextVisitToBook({ visits: ['scope', 'install'], appointments: [a('scope', 'done'), a('install')] })).toBeNull();
    expect(nextVisitToBook({ visits: ['install'], appointments: [a('install', 'missed')] })).toBe('install');
  });
});

describe('startDateBounds (ours): from the earliest date to 90 days on', () => {
  it('across a year end', () => {
    expect(startDateBounds('2026-12-01')).toEqual({ min: '2026-12-01', max: '2027-03-01' });
  });
});

describe('broadbandTimeline and goLiveDate — issue 17 "one timeline per broadband order (ordered, paid, scope visit, install visit, live) with the appointment and a reschedule button"', () => {
  const base: BroadbandOrderFacts = { createdAt: '2026-11-28T01:00:00Z', paidAt: null, visits: ['scope', 'install'], appointments: [], state: 'created', goLiveAt: null };
  const scope: AppointmentView = { id: 's', visit: 'scope', start: '2026-12-02T19:00:00Z', end: '2026-12-02T23:00:00Z', status: 'booked' };
  const install: AppointmentView = { id: 'i', visit: 'install', start: '2026-12-07T23:00:00Z', end: '2026-12-08T04:00:00Z', status: 'booked' };
  it('unpaid: ordered done, paid current, the rest upcoming; no go-live yet', () => {
    const t = broadbandTimeline(base);
    expect(t.map((s) => [s.step, s.state])).toEqual([['ordered', 'done'], ['paid', 'current'], ['scope', 'upcoming'], ['install', 'upcoming'], ['live', 'upcoming']]);
    expect(goLiveDate(base)).toBeNull();
  });
  it('paid and both visits booked: the scope current, each with its appointment and a reschedule button', () => {
    const o = { ...base, paidAt: '2026-11-28T01:01:00Z', state: 'acknowledged', appointments: [scope, install] };
    const t = broadbandTimeline(o);
    expect(t.map((s) => [s.step, s.state, s.at, s.canReschedule])).toEqual([
      ['ordered', 'done', base.createdAt, false], ['paid', 'done', o.paidAt, false], ['scope', 'current', scope.start, true], ['install', 'upcoming', install.start, true], ['live', 'upcoming', null, false],
    ]);
    expect(goLiveDate(o)).toBe(install.end);
  });
  it('an order with no scope visit has no scope step', () => {
    expect(broadbandTimeline({ ...base, visits: ['install'] }).map((s) => s.step)).toEqual(['ordered', 'paid', 'install', 'live']);
  });
  it('completed: every step done, nothing to reschedule, live at the go-live time', () => {
    const o = { ...base, paidAt: '2026-11-28T01:01:00Z', state: 'completed', goLiveAt: '2026-12-08T03:00:00Z', appointments: [{ ...scope, status: 'done' as const }, { ...install, status: 'done' as const }] };
    const t = broadbandTimeline(o);
    expect(t.every((s) => s.state === 'done' && !s.canReschedule)).toBe(true);
    expect(t.at(-1)?.at).toBe('2026-12-08T03:00:00Z');
    expect(goLiveDate(o)).toBe('2026-12-08T03:00:00Z');
  });
});

describe('subscriptionState — "from StateDescription (lowercased) and Substate, ignored if DeletedAtNanos is set. Active = active; suspended = suspended; pending = created or acknowledged; cancelled = cancelled; else unknown."', () => {
  const p = (stateDescription: string, substate = '', deletedAtNanos = 0) => subscriptionState({ stateDescription, substate, deletedAtNanos });
  it('reads the description, lowercased', () => {
    expect(p('Active')).toBe('active');
    expect(p('SUSPENDED')).toBe('suspended');
    expect(p('Created')).toBe('pending');
    expect(p('acknowledged')).toBe('pending');
    expect(p('Cancelled')).toBe('cancelled');
    expect(p('Provisioning')).toBe('unknown');
  });
  it('the substate when the description says nothing known', () => {
    expect(p('', 'suspended')).toBe('suspended');
    expect(p('Active', 'suspended')).toBe('active');
  });
  it('a deleted one is ignored', () => {
    expect(p('Active', '', 1)).toBeNull();
  });
});

describe('subscriptionStatus — "Shown status: active gives \'ufb\' for postpay else \'Not Activated\'; suspended gives \'ufb_suspended\' for postpay else \'Not Activated\'; pending gives \'Not Activated\'; cancelled and unknown give \'Not Active\'."', () => {
  it('postpay', () => {
    expect(['active', 'suspended', 'pending', 'cancelled', 'unknown'].map((s) => subscriptionStatus(s as never, true))).toEqual(['ufb', 'ufb_suspended', 'Not Activated', 'Not Active', 'Not Active']);
  });
  it('not postpay', () => {
    expect(['active', 'suspended', 'pending', 'cancelled', 'unknown'].map((s) => subscriptionStatus(s as never, false))).toEqual(['Not Activated', 'Not Activated', 'Not Activated', 'Not Active', 'Not Active']);
  });
});

describe('subscriptionSecondLabel — "A second label gives \'postpay\' for active or pending postpay, else \'Not Active\' or \'Not Activated\'."', () => {
  it('postpay for active or pending postpay', () => {
    expect(subscriptionSecondLabel('active', true)).toBe('postpay');
    expect(subscriptionSecondLabel('pending', true)).toBe('postpay');
  });
  it('else Not Activated for active or pending, Not Active for the rest', () => {
    expect(subscriptionSecondLabel('active', false)).toBe('Not Activated');
    expect(subscriptionSecondLabel('pending', false)).toBe('Not Activated');
    expect(subscriptionSecondLabel('suspended', true)).toBe('Not Active');
    expect(subscriptionSecondLabel('cancelled', true)).toBe('Not Active');
    expect(subscriptionSecondLabel('unknown', false)).toBe('Not Active');
  });
});

describe('subscriptionRank and sortSubscriptions — "Sort rank: unknown 1, pending 2, suspended 3, active 4, cancelled 5."', () => {
  it('the ranks', () => {
    expect(['unknown', 'pending', 'suspended', 'active', 'cancelled'].map((s) => subscriptionRank(s as never))).toEqual([1, 2, 3, 4, 5]);
  });
  it('sorts by rank, keeping the order of equals', () => {
    const list = [{ id: 'a', state: 'cancelled' as const }, { id: 'b', state: 'active' as const }, { id: 'c', state: 'pending' as const }, { id: 'd', state: 'active' as const }];
    expect(sortSubscriptions(list).map((x) => x.id)).toEqual(['c', 'b', 'd', 'a']);
  });
});

describe('serviceOrderText — "the several \'Requires site visit ... booking\' codes show \'Site visit required\'; RequiresNewRFSTime shows \'RFS time required\'; PendingCancellation shows \'Pending cancellation\'; COMPLETED or state \'active\' shows \'Active\'."', () => {
  it('the site visit booking codes', () => {
    for (const c of ['RequiresSiteVisitBooking', 'RequiresSiteVisitScopeBooking', 'RequiresSiteVisitInstallBooking']) expect(serviceOrderText(c, 'acknowledged')).toBe('Site visit required');
  });
  it('the others', () => {
    expect(serviceOrderText('RequiresNewRFSTime', 'in_progress')).toBe('RFS time required');
    expect(serviceOrderText('PendingCancellation', 'in_progress')).toBe('Pending cancellation');
    expect(serviceOrderText('COMPLETED', 'completed')).toBe('Active');
    expect(serviceOrderText('', 'Active')).toBe('Active');
    expect(serviceOrderText('Booked', 'in_progress')).toBeNull();
  });
});

describe('canChangePlan — "A suspended broadband service cannot switch plans."', () => {
  it('suspended cannot; not live yet cannot (ours); active can', () => {
    expect(canChangePlan('suspended')).toEqual({ ok: false, reason: 'suspended' });
    expect(canChangePlan('pending')).toEqual({ ok: false, reason: 'not_active' });
    expect(canChangePlan('active')).toEqual({ ok: true });
  });
});
