/**
 * Onboarding (issue 16, docs/onboarding-contract.md §3): what the BFF answers about a SIM being
 * found, adopted and activated. Times ISO 8601, money in cents, numbers in New Zealand format
 * ('021 555 0901'); a number shown before the SIM is the customer's is masked ('021 *** *901').
 */

/** "The adoption result decides the plan type (postpay; prepay plus add-on; PAYG)". */
export type PlanType = 'postpay' | 'prepay' | 'payg';

/** The upstream's Metadata.PlanType words (§2.1). */
export type UpstreamPlanType = 'POSTPAY' | 'PREPAY_ADDON' | 'PAYG';

/** The adoption result's metadata as the upstream sends it (§2.1), and as rules read it. */
export type AdoptionMetadata = {
  PlanType: UpstreamPlanType | string;
  FullyPaid: boolean;
  /** "whether it is a SIM swap (a replacement-for value is present)": '' when none. */
  ReplacementFor: string;
  ProductAvailabilityUUID?: string;
  ProductCatalogUUID?: string;
};

/** "Types: dry_activation, voucher_redeem_activation, postpay, payg, prepay, and prepay with casual." */
export type ActivationKind = 'dry_activation' | 'voucher_redeem_activation' | 'postpay' | 'payg' | 'prepay' | 'prepay_casual';

/** A SIM found and now the customer's (or the customer's already), not yet active. */
export type Adoption = {
  productId: string;
  /** The SIM's number, New Zealand format (its own, or the temporary one a port will replace). */
  number: string;
  /** The SIM ID, last 4 digits shown: '…9011'. */
  simIdEnd: string;
  planType: PlanType;
  fullyPaid: boolean;
  simSwap: boolean;
  /** The product this SIM replaces (a swap), or null. */
  replacesProductId: string | null;
  /** The plan already paid for (a shop SIM: fully paid), else null. */
  paidPlan: { availabilityId: string; catalogId: string; name: string } | null;
  /** Where the activation is: 'ready' (not started), 'activating' (started, not finished), 'active'. */
  state: 'ready' | 'activating' | 'active';
};

/** The answer of POST /api/onboarding/adopt. */
export type AdoptStep =
  | { step: 'code_sent'; to: string; resendAfterSeconds: number }
  | { step: 'adopted'; adoption: Adoption };

/** An adoption link (/activation/{code}) as it stands. */
export type ActivationLink = {
  code: string;
  state: 'valid' | 'expired' | 'used';
  /** Masked: '021 *** *901'. */
  number: string;
  expiresAt: string;
  /** Set once the link's SIM is the caller's: where the activation goes on. */
  productId: string | null;
};

/** One plan offered at activation (from the catalogue, for the SIM's plan type). */
export type ActivationPlan = {
  availabilityId: string;
  catalogId: string;
  name: string;
  priceCents: number;
  /** '7 days', '30 days', 'a month'; null for casual rates. */
  period: string | null;
  summary: string;
};

/** One way the SIM may be activated: a plan type with its plans and what paying for it asks. */
export type PlanTypeChoice = { planType: PlanType; plans: ActivationPlan[]; casualAllowed: boolean; creditCheck: boolean; voucher: boolean };

/** What the activation page needs: the SIM, the plans for its type, and the ways to pay. */
export type ActivationSetup = {
  adoption: Adoption;
  plans: ActivationPlan[];
  /** Prepay only: the "no plan, casual rates" choice (prepay with casual). */
  casualAllowed: boolean;
  /** Postpay only: a credit check runs before the card is authorised. */
  creditCheck: boolean;
  /** The payment step's options (cards come from /api/customer/payment-methods). */
  payment: { voucher: boolean; billTo: { payer: string; remainingSpend: number; spendCycle?: 0 | 1 | 2 } | null };
  /**
   * The plan types the customer may activate the SIM as (PUT /sim/v1/product-type before the
   * activation), the SIM's own first; only its own when fully paid or a SIM swap.
   */
  planTypes: PlanTypeChoice[];
};

/** The steps the wait shows, in order. */
export type ActivationStepKey = 'payment' | 'network' | 'plan' | 'ready';

export type ActivationProgress = {
  productId: string;
  number: string;
  planName: string | null;
  kind: ActivationKind | null;
  /**
   * not_started: nothing asked yet; requested / provisioning: the network is setting up the SIM;
   * active: the number works, the plan is on its way; ready: "the mobile product, with its
   * addons" is there; failed: the upstream said so; timed_out: 250 s passed without it.
   */
  state: 'not_started' | 'requested' | 'provisioning' | 'active' | 'ready' | 'failed' | 'timed_out';
  steps: Array<{ key: ActivationStepKey; state: 'done' | 'current' | 'waiting'; at: string | null }>;
  startedAt: string | null;
  /** The upstream's words for a failure, else null. */
  message: string | null;
};
