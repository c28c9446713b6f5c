import { consentDeadline, LOSING_CARRIERS, portingActions, portingErrorText, portingPhase, portingStateName, portingTimeline, PORTING_STATES } from '@/lib/porting/rules';

describe('Number porting (portal-shop-onboarding.md §4 "Number porting", §8 "Other errors")', () => {
  it('"States by number: 1 requested, 2 validated, 3 approved, 4 intra-carrier wait, 5 network provisioning, 6 (blank), 7 completed, 8 canceled, 9 rejected, 10 (blank), 11 service activation failed."', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(portingStateName)).toEqual([
      'PORT_REQUESTED', 'PORT_VALIDATED', 'PORT_APPROVED', 'INTRA_CARRIER_WAIT', 'NETWORK_PROVISIONING', null,
      'PORT_COMPLETED', 'PORT_CANCELED', 'PORT_REJECTED', null, 'SERVICE_ACTIVATION_FAILED',
    ]);
    expect(portingStateName(0)).toBeNull();
    expect(portingStateName(12)).toBeNull();
    expect(Object.keys(PORTING_STATES)).toHaveLength(11);
  });

  it('"Named states: … PORT_COMPLETED, PORT_CANCELED, PORT_REJECTED, SERVICE_ACTIVATION_COMPLETED, SERVICE_ACTIVATION_FAILED" as phases', () => {
    expect(portingPhase(1, 'awaiting')).toBe('awaiting_consent');
    expect(portingPhase(1, 'given')).toBe('in_progress');
    expect(portingPhase(3, 'given')).toBe('in_progress');
    expect(portingPhase(7, 'given')).toBe('completed');
    expect(portingPhase(7, 'given', 'SERVICE_ACTIVATION_COMPLETED')).toBe('completed');
    expect(portingPhase(8, 'expired')).toBe('canceled');
    expect(portingPhase(9, 'given')).toBe('rejected');
    expect(portingPhase(11, 'given')).toBe('failed');
  });

  it('"User actions: start, resend SMS, retry, cancel": each offered where it can work', () => {
    expect(portingActions('awaiting_consent', 1)).toEqual({ resendSms: true, retry: false, cancel: true });
    expect(portingActions('in_progress', 3)).toEqual({ resendSms: false, retry: false, cancel: true });
    expect(portingActions('in_progress', 5)).toEqual({ resendSms: false, retry: false, cancel: false });
    expect(portingActions('rejected', 9)).toEqual({ resendSms: false, retry: true, cancel: false });
    expect(portingActions('canceled', 8)).toEqual({ resendSms: false, retry: true, cancel: false });
    expect(portingActions('failed', 11)).toEqual({ resendSms: false, retry: true, cancel: false });
    expect(portingActions('completed', 7)).toEqual({ resendSms: false, retry: false, cancel: false });
  });

  it('New Zealand\'s rule: the YES to the losing carrier\'s text must come within two hours', () => {
    expect(consentDeadline(1_000)).toBe(1_000 + 2 * 60 * 60 * 1000);
  });

  it('"a server code from 400 to 599 except 500 shows the server\'s message; otherwise \'try again later\'"', () => {
    expect(portingErrorText(400, 'Number is already with us')).toBe('Number is already with us');
    expect(portingErrorText(409, 'A port is already in progress')).toBe('A port is already in progress');
    expect(portingErrorText(599, 'Busy')).toBe('Busy');
    expect(portingErrorText(503, 'Service unavailable')).toBe('Service unavailable');
    expect(portingErrorText(500, 'Internal error')).toBe('try again later');
    expect(portingErrorText(399, 'Redirect')).toBe('try again later');
    expect(portingErrorText(600, 'Odd')).toBe('try again later');
    expect(portingErrorText(0, 'network')).toBe('try again later');
    expect(portingErrorText(409, '')).toBe('try again later');
  });

  it('the timeline: requested, YES, validated, approved, provisioning, completed', () => {
    const states = (phase: Parameters<typeof portingTimeline>[0], reached: number, consent: Parameters<typeof portingTimeline>[2]) =>
      portingTimeline(phase, reached, consent).map((s) => `${s.key}:${s.state}`);
    expect(states('awaiting_consent', 1, 'awaiting')).toEqual(['requested:done', 'consent:current', 'validated:waiting', 'approved:waiting', 'provisioning:waiting', 'completed:waiting']);
    expect(states('in_progress', 3, 'given')).toEqual(['requested:done', 'consent:done', 'validated:done', 'approved:done', 'provisioning:current', 'completed:waiting']);
    expect(states('in_progress', 4, 'given')).toEqual(['requested:done', 'consent:done', 'validated:done', 'approved:done', 'provisioning:current', 'completed:waiting']);
    expect(states('rejected', 1, 'given')).toEqual(['requested:done', 'consent:done', 'validated:failed', 'approved:waiting', 'provisioning:waiting', 'completed:waiting']);
    expect(states('canceled', 1, 'expired')).toEqual(['requested:done', 'consent:failed', 'validated:waiting', 'approved:waiting', 'provisioning:waiting', 'completed:waiting']);
    expect(states('completed', 7, 'given').every((s) => s.endsWith(':done'))).toBe(true);
    expect(portingTimeline('in_progress', 2, 'given', { validated: '2026-11-25T01:00:00.000Z' })[2]).toEqual({ key: 'validated', state: 'done', at: '2026-11-25T01:00:00.000Z' });
  });

  it('the losing carriers offered are New Zealand\'s mobile brands, and Other', () => {
    expect(LOSING_CARRIERS).toContain('One NZ');
    expect(LOSING_CARRIERS).toContain('Spark');
    expect(LOSING_CARRIERS).toContain('2degrees');
    expect(LOSING_CARRIERS.at(-1)).toBe('Other');
  });
});
