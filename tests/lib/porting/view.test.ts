import { toPortingView } from '@/lib/porting/calls';
import type { PortingWire } from '@/lib/porting/wire';

const T0 = 1_790_000_000_000;
const nanos = (ms: number) => ms * 1e6;
const iso = (ms: number) => new Date(ms).toISOString();
const MIN = 60_000;

function wire(over: Partial<PortingWire>): PortingWire {
  return {
    MobileUUID: 'm-1', MSISDN: '64275550950', Carrier: 'Spark', AccountNumber: '', State: 1, StateName: 'PORT_REQUESTED', ConsentState: 'AWAITING',
    ConsentDeadlineNanos: nanos(T0 + 120 * MIN), RequestedAtNanos: nanos(T0), UpdatedAtNanos: nanos(T0), Message: '', History: [{ State: 1, AtNanos: nanos(T0) }], ...over,
  };
}

describe('A port as the customer sees it (docs/onboarding-contract.md §3.2 "PortingView from Porting")', () => {
  it('"states 1-11 and the named states shown as a timeline": awaiting the YES, the deadline two hours on', () => {
    const v = toPortingView(wire({}));
    expect([v.number, v.phase, v.consent, v.actions]).toEqual(['027 555 0950', 'awaiting_consent', { state: 'awaiting', deadline: iso(T0 + 120 * MIN) }, { retry: false, cancel: true, resendSms: true }]);
    expect(v.timeline).toEqual([
      { key: 'requested', state: 'done', at: iso(T0) }, { key: 'consent', state: 'current', at: null }, { key: 'validated', state: 'waiting', at: null },
      { key: 'approved', state: 'waiting', at: null }, { key: 'provisioning', state: 'waiting', at: null }, { key: 'completed', state: 'waiting', at: null },
    ]);
  });

  it('"reached = the highest State in History", of this run: a retry after a rejection starts the timeline again', () => {
    const rejected = toPortingView(wire({
      State: 9, StateName: 'PORT_REJECTED', ConsentState: 'GIVEN', Message: 'One NZ could not match the account details',
      History: [{ State: 1, AtNanos: nanos(T0) }, { State: 9, AtNanos: nanos(T0 + MIN) }],
    }));
    expect([rejected.phase, rejected.message, rejected.timeline.map((s) => s.state)]).toEqual(['rejected', 'One NZ could not match the account details', ['done', 'done', 'failed', 'waiting', 'waiting', 'waiting']]);
    const retried = toPortingView(wire({
      History: [{ State: 1, AtNanos: nanos(T0) }, { State: 2, AtNanos: nanos(T0 + MIN) }, { State: 9, AtNanos: nanos(T0 + 2 * MIN) }, { State: 1, AtNanos: nanos(T0 + 5 * MIN) }],
    }));
    expect(retried.timeline.map((s) => [s.key, s.state, s.at])).toEqual([
      ['requested', 'done', iso(T0 + 5 * MIN)], ['consent', 'current', null], ['validated', 'waiting', null], ['approved', 'waiting', null], ['provisioning', 'waiting', null], ['completed', 'waiting', null],
    ]);
  });

  it('"PORT_COMPLETED": every step done, with its time; no action left', () => {
    const history = [[1, 0], [2, 1], [3, 10], [5, 60], [7, 120]].map(([s, m]) => ({ State: s!, AtNanos: nanos(T0 + m! * MIN) }));
    const v = toPortingView(wire({ State: 7, StateName: 'PORT_COMPLETED', ConsentState: 'GIVEN', History: history }));
    expect(v.timeline.map((s) => [s.key, s.state, s.at])).toEqual([
      ['requested', 'done', iso(T0)], ['consent', 'done', null], ['validated', 'done', iso(T0 + MIN)], ['approved', 'done', iso(T0 + 10 * MIN)],
      ['provisioning', 'done', iso(T0 + 60 * MIN)], ['completed', 'done', iso(T0 + 120 * MIN)],
    ]);
    expect([v.phase, v.actions]).toEqual(['completed', { retry: false, cancel: false, resendSms: false }]);
  });

  it('a name the upstream does not know falls back to the state\'s', () => {
    expect(toPortingView(wire({ State: 3, StateName: 'SOMETHING_NEW', ConsentState: 'GIVEN' })).stateName).toBe('PORT_APPROVED');
  });
});
