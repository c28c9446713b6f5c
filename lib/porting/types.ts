/**
 * Number porting (issue 16, docs/onboarding-contract.md §2.3, §3.2): bringing a number from another
 * New Zealand carrier. Times ISO 8601; numbers in New Zealand format ('027 555 0950').
 */

/** "Named states: PORT_REQUESTED, …, SERVICE_ACTIVATION_FAILED." */
export type PortingStateName =
  | 'PORT_REQUESTED' | 'PORT_VALIDATED' | 'PORT_APPROVED' | 'INTRA_CARRIER_WAIT' | 'NETWORK_PROVISIONING'
  | 'PORT_COMPLETED' | 'PORT_CANCELED' | 'PORT_REJECTED' | 'SERVICE_ACTIVATION_COMPLETED' | 'SERVICE_ACTIVATION_FAILED';

/** The losing carrier's text: waiting for the customer's YES, given, not given in time, or not needed (no text is sent). */
export type ConsentState = 'awaiting' | 'given' | 'expired' | 'not_needed';

/** What a customer sees a port as. */
export type PortingPhase = 'awaiting_consent' | 'in_progress' | 'completed' | 'rejected' | 'canceled' | 'failed';

export type PortingTimelineKey = 'requested' | 'consent' | 'validated' | 'approved' | 'provisioning' | 'completed';

export type PortingView = {
  productId: string;
  /** The number being brought in. */
  number: string;
  /** The losing carrier. */
  carrier: string;
  /** The upstream's state number 1-11. */
  state: number;
  stateName: PortingStateName | null;
  phase: PortingPhase;
  consent: { state: ConsentState; deadline: string | null };
  timeline: Array<{ key: PortingTimelineKey; state: 'done' | 'current' | 'waiting' | 'failed'; at: string | null }>;
  /** The upstream's words on a rejection, failure or cancellation, else null. */
  message: string | null;
  actions: { retry: boolean; cancel: boolean; resendSms: boolean };
  requestedAt: string;
  updatedAt: string;
};

/** What the customer types to start a port (PUT mobile_porting). */
export type PortingInput = {
  /** One of the customer's products; the current product when left out. */
  productId?: string;
  number: string;
  carrier: string;
  /** The account number at the losing carrier (postpay there); '' for prepay. */
  accountNumber: string;
  /** The SIM ID of the SIM the number is on now (prepay there); '' when not known. */
  priorSimId: string;
  /** The account holder's name at the losing carrier. */
  name: string;
};

/**
 * GET /porting/v1/msisdn/{number}: may this number come to us, and from whom. `own`: the number is
 * already one of the customer's own (not portable: nothing to bring).
 */
export type NumberCheck = { number: string; portable: boolean; carrier: string | null; reason: string | null; own: boolean };
