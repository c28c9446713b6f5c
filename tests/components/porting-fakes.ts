import { portingActions, portingTimeline } from '@/lib/porting/rules';
import type { ConsentState, PortingPhase, PortingView } from '@/lib/porting/types';

/** A port as the BFF answers it in component tests: 027 555 0950 coming from Spark to the product 'prod-1'. */
export function portingView(phase: PortingPhase, over: Partial<PortingView> = {}): PortingView {
  const state = { awaiting_consent: 1, in_progress: 3, completed: 7, rejected: 9, canceled: 8, failed: 11 }[phase];
  const consent: ConsentState = phase === 'awaiting_consent' ? 'awaiting' : 'given';
  const reached = phase === 'rejected' ? 1 : state;
  return {
    productId: 'prod-1',
    number: '027 555 0950',
    carrier: 'Spark',
    state,
    stateName: null,
    phase,
    consent: { state: consent, deadline: phase === 'awaiting_consent' ? '2026-11-27T12:31:00.000Z' : null },
    timeline: portingTimeline(phase, reached, consent, { requested: '2026-11-27T10:31:00.000Z' }),
    message: phase === 'rejected' ? 'Spark could not match the account details' : null,
    actions: portingActions(phase, state),
    requestedAt: '2026-11-27T10:31:00.000Z',
    updatedAt: '2026-11-27T10:31:00.000Z',
    ...over,
  };
}

export const bffError = (status: number, code: string, message: string, details?: unknown) => ({ status, body: { error: { code, message, ...(details ? { details } : {}) } } });
