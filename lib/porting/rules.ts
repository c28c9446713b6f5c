import { PORTING_CONSENT_WINDOW_MS } from '@/lib/flags/constants';
import type { ConsentState, PortingPhase, PortingStateName, PortingTimelineKey, PortingView } from './types';

/**
 * Number porting's pure rules (docs/onboarding-contract.md §2.3, §3.2; portal-shop-onboarding.md
 * §4 "Number porting", §8 "Other errors"). No I/O.
 */

/**
 * "States by number: 1 requested, 2 validated, 3 approved, 4 intra-carrier wait, 5 network
 * provisioning, 6 (blank), 7 completed, 8 canceled, 9 rejected, 10 (blank), 11 service activation
 * failed."
 */
export const PORTING_STATES: Readonly<Record<number, PortingStateName | null>> = {
  1: 'PORT_REQUESTED',
  2: 'PORT_VALIDATED',
  3: 'PORT_APPROVED',
  4: 'INTRA_CARRIER_WAIT',
  5: 'NETWORK_PROVISIONING',
  6: null,
  7: 'PORT_COMPLETED',
  8: 'PORT_CANCELED',
  9: 'PORT_REJECTED',
  10: null,
  11: 'SERVICE_ACTIVATION_FAILED',
};

export function portingStateName(state: number): PortingStateName | null {
  return PORTING_STATES[state] ?? null;
}

/** The losing carriers a customer picks from (New Zealand's mobile brands). */
export const LOSING_CARRIERS = ['One NZ', 'Spark', '2degrees', 'Skinny', 'Warehouse Mobile', 'Kogan Mobile', 'Other'] as const;

/**
 * The phase a customer sees. A name the upstream sends wins over the number (SERVICE_ACTIVATION_
 * COMPLETED has no number of its own); a requested port is waiting for the customer's YES until
 * it is given.
 */
export function portingPhase(state: number, consent: ConsentState, name: PortingStateName | null = portingStateName(state)): PortingPhase {
  switch (name) {
    case 'PORT_COMPLETED':
    case 'SERVICE_ACTIVATION_COMPLETED': return 'completed';
    case 'PORT_CANCELED': return 'canceled';
    case 'PORT_REJECTED': return 'rejected';
    case 'SERVICE_ACTIVATION_FAILED': return 'failed';
    case 'PORT_REQUESTED': return consent === 'awaiting' ? 'awaiting_consent' : 'in_progress';
    default: return 'in_progress';
  }
}

/**
 * "User actions: start, resend SMS, retry, cancel, set an action." Which a port offers: the text
 * again while the YES is awaited; retry after a rejection, a failure or a cancellation; cancel
 * while the number has not reached the network (states 1-4).
 */
/** A port still under way (waiting for the YES or moving): the customer has one coming, so no 'Bring your old number' (issue 28 item 10). */
export function portRunning(view: Pick<PortingView, 'phase'> | null | undefined): boolean {
  return view?.phase === 'awaiting_consent' || view?.phase === 'in_progress';
}

export function portingActions(phase: PortingPhase, state: number): PortingView['actions'] {
  return {
    resendSms: phase === 'awaiting_consent',
    retry: phase === 'rejected' || phase === 'failed' || phase === 'canceled',
    cancel: (phase === 'awaiting_consent' || phase === 'in_progress') && state >= 1 && state <= 4,
  };
}

/** When the YES must have come: two hours after the losing carrier's text (New Zealand's rule). */
export function consentDeadline(textSentAtMs: number): number {
  return textSentAtMs + PORTING_CONSENT_WINDOW_MS;
}

/**
 * "Number porting: a server code from 400 to 599 except 500 shows the server's message;
 * otherwise 'try again later'." No message from the server: 'try again later' too.
 */
export function portingErrorText(status: number, serverMessage: string | null | undefined): string {
  const words = serverMessage?.trim();
  if (status >= 400 && status <= 599 && status !== 500 && words) return words;
  return 'try again later';
}

const TIMELINE: ReadonlyArray<readonly [PortingTimelineKey, number]> = [
  ['requested', 1],
  ['consent', 1],
  ['validated', 2],
  ['approved', 3],
  ['provisioning', 5],
  ['completed', 7],
];

/**
 * The port as a timeline: requested, the customer's YES, validated, approved, network
 * provisioning, completed. `reached` is the highest state number the port went through (its
 * history); a rejected, cancelled or failed port marks the step it stopped at as failed.
 */
export function portingTimeline(phase: PortingPhase, reached: number, consent: ConsentState, at: Partial<Record<PortingTimelineKey, string>> = {}): PortingView['timeline'] {
  const stopped = phase === 'rejected' || phase === 'canceled' || phase === 'failed';
  let current = true;
  return TIMELINE.map(([key, n]) => {
    const done = phase === 'completed' || (key === 'consent' ? consent === 'given' || consent === 'not_needed' : reached >= n);
    if (done) return { key, state: 'done' as const, at: at[key] ?? null };
    const state = current ? (stopped ? 'failed' as const : 'current' as const) : 'waiting' as const;
    current = false;
    return { key, state, at: null };
  });
}

/**
 * "Number porting: the number, losing carrier, account number, prior SIM ID, name" — the number
 * must be a New Zealand mobile number (docs/onboarding-contract.md §3.2): '027 555 0950', '+64 27
 * 555 0950', '6427…' (any spacing) → its MSISDN '64275550950'; anything else (a landline, too
 * short, another country) → null.
 */
export function portingMsisdn(typed: string): string | null {
  const compact = typed.trim().replace(/[\s\-().]/g, '');
  const m = /^(?:\+64|0064|64|0)(2\d{7,9})$/.exec(compact);
  return m?.[1] ? `64${m[1]}` : null;
}
