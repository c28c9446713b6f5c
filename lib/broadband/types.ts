import type { CatalogError, OfferView, Phrase, PlanTheme } from '@/lib/catalog/types';
import type { CartLine } from '@/lib/eshop/types';

/** Our camel-case fibre shapes; pages never see the upstream's field names. */

export type FibrePlanView = {
  uuid: string;
  catalogUuid: string;
  availabilityUuid: string;
  name: string;
  description: string;
  available: boolean;
  priority: number;
  /** A month's price now: the offer price while an offer runs. */
  priceCents: number;
  /** Present only when a discount applies. */
  originalPriceCents?: number;
  offer: OfferView | null;
  downBps?: number;
  upBps?: number;
  /** 'Up to 300Mbps down / 100Mbps up'; null when the plan names no speed. */
  speed: Phrase | null;
  data: Phrase;
  term: Phrase;
  theme: PlanTheme;
};

export type ModemView = {
  uuid: string;
  itemUuid: string;
  name: string;
  description: string;
  /** "the Price attribute becomes the price" (cents; 0 when it has none). */
  priceCents: number;
  maxSpeedBps?: number;
  /** The other attributes with a value, by name ("empty-valued attributes are dropped"). */
  attributes: Readonly<Record<string, string>>;
};

/** A fibre plan with the modem that suits it (none when the e-shop has no modem). */
export type FibrePackage = { plan: FibrePlanView; modem: ModemView | null };

export type FibrePlansResult = { ok: true; plans: FibrePlanView[] } | { ok: false; error: CatalogError };
export type ModemsResult = { ok: true; modems: ModemView[] } | { ok: false; error: CatalogError };

// ---- Ordering and the account side (issue 17, docs/broadband-contract.md §3) ----

/** The two broadband technologies: fibre (UFB) and fixed wireless (FWA). */
export type Technology = 'UFB' | 'FWA';
export const TECHNOLOGIES: readonly Technology[] = ['UFB', 'FWA'];

/** The availability check's answers (`…/service_availability`, ServiceAvailability.Status). */
export type AvailabilityStatus = 'service_available' | 'service_scope_required' | 'service_installation_required' | 'no_service';

export type AddressView = { provider: string; idx: string; formatted: string; lines: string[] };

export type TechnologyAvailability = {
  technology: Technology;
  status: AvailabilityStatus;
  /** `availabilityPasses(status)`. */
  passes: boolean;
  prequalUuid: string;
  /** The first start (RSF) date that may be asked, YYYY-MM-DD in New Zealand. */
  earliestStart: string;
};

/** GET /api/broadband/availability: the technologies whose module is on, UFB first. */
export type AvailabilityView = { address: AddressView; technologies: TechnologyAvailability[] };

/** A plan for an address (fibre or fixed wireless), in the fibre plan's shape. */
export type BroadbandPlanView = FibrePlanView & { technology: Technology; current?: boolean };

export type OrderType = 'ConnectPrimary' | 'TransferPrimary' | 'MultiPrimary';

/** POS §3 "TransferFrom {Provider, AccountHolderName, AccountNumber, ConnectionID}". */
export type TransferFrom = { provider: string; accountHolderName: string; accountNumber: string; connectionId: string };

/**
 * The switching step's answer: switching from another provider (transfer required), a new
 * connection, or another line at an address that keeps its service (transfer explicitly not required).
 */
export type Switching = { kind: 'transfer'; from: TransferFrom } | { kind: 'new' } | { kind: 'additional' };

/** POST /api/broadband/cart: the flow's choices (the customer comes from the session). */
export type BroadbandOrderInput = {
  flowId: string;
  technology: Technology;
  address: { provider: string; idx: string };
  prequalUuid: string;
  planAvailabilityUuid: string;
  /** null: "I'll use my own modem". */
  modemVariantUuid: string | null;
  switching: Switching;
  /** YYYY-MM-DD (New Zealand). */
  startDate: string;
  contactPhone: string;
  delivery: { provider: string; idx: string; instructions: string };
};

/** POS §3 "Broadband flow (saved locally)", in our names; what `/broadband` keeps in localStorage. */
export type BroadbandFlow = {
  id: string;
  step: BroadbandStep;
  address: AddressView | null;
  availability: AvailabilityView | null;
  technology: Technology | null;
  plan: BroadbandPlanView | null;
  /** with_wifi_router: false when the customer uses their own modem. */
  withModem: boolean | null;
  modem: { uuid: string; name: string; priceCents: number } | null;
  switching: Switching | null;
  startDate: string | null;
  contactPhone: string;
  delivery: { address: AddressView | null; instructions: string };
};

export type BroadbandStep = 'address' | 'plan' | 'modem' | 'switching' | 'start' | 'contact' | 'review';
export const BROADBAND_STEPS: readonly BroadbandStep[] = ['address', 'plan', 'modem', 'switching', 'start', 'contact', 'review'];

export type Visit = 'scope' | 'install';
export type SlotView = { id: string; start: string; end: string };
export type AppointmentView = { id: string; visit: Visit; start: string; end: string; status: 'booked' | 'done' | 'missed' };

/** What the timeline and the go-live date are computed from (times ISO 8601). */
export type BroadbandOrderFacts = {
  createdAt: string;
  paidAt: string | null;
  visits: readonly Visit[];
  appointments: readonly AppointmentView[];
  /** The UFB_order's State: created, acknowledged, in_progress, completed, cancelled. */
  state: string;
  goLiveAt: string | null;
};

export type TimelineStepName = 'ordered' | 'paid' | 'scope' | 'install' | 'live';
export type TimelineStep = {
  step: TimelineStepName;
  state: 'done' | 'current' | 'upcoming';
  /** When it happened, or the appointment's start for a visit. */
  at: string | null;
  appointment: AppointmentView | null;
  /** A visit booked and not done yet can be moved. */
  canReschedule: boolean;
};

export type ServiceOrderText = 'Site visit required' | 'RFS time required' | 'Pending cancellation' | 'Active';

export type BroadbandOrderView = {
  /** The UFB_order / FWA order UUID. */
  id: string;
  technology: Technology;
  eshopOrderNumber: string;
  serviceId: string;
  planName: string;
  address: string;
  state: string;
  substate: string;
  orderText: ServiceOrderText | null;
  visits: Visit[];
  /** The next visit to book (scope before install), null when all are booked or done. */
  toBook: Visit | null;
  appointments: AppointmentView[];
  /** `goLiveDate`: ISO, null until an install is booked. */
  goLive: string | null;
  timeline: TimelineStep[];
};

export type SubscriptionState = 'active' | 'suspended' | 'pending' | 'cancelled' | 'unknown';
/** "Shown status": message keys of broadband.account.status. */
export type SubscriptionStatus = 'ufb' | 'ufb_suspended' | 'Not Activated' | 'Not Active';
export type SubscriptionSecondLabel = 'postpay' | 'Not Active' | 'Not Activated';

export type SubscriptionView = {
  id: string;
  technology: Technology;
  address: string;
  planName: string;
  priceCents: number;
  state: SubscriptionState;
  status: SubscriptionStatus;
  secondLabel: SubscriptionSecondLabel;
  orderText: ServiceOrderText | null;
  canChangePlan: boolean;
  goLive: string | null;
  /** The order still in progress for it, if any. */
  orderId: string | null;
  /** The fibre service chosen on select-ufb-product (or the only one). */
  current: boolean;
};

/** POST /api/broadband/cart and GET /api/broadband/cart: the broadband cart as the checkout shows it. */
export type BroadbandCartView = {
  cartUuid: string;
  lines: CartLine[];
  amountCents: number;
  /** Which checkout pays it: /eshop/checkout-ufb or /eshop/checkout-fwa. */
  kind: 'ufb' | 'fwa';
  /**
   * The modem's delivery address the cart holds, in the e-shop checkout's `address` input shape
   * (POST /api/eshop/checkout needs one for a cart with a modem or the FWA SIM); null when it has none.
   */
  delivery: { lines: string[]; city: string; postcode: string; locationProvider: string; locationProviderIdx: string } | null;
  /** The delivery instructions given in the flow (the checkout's `notes`). */
  notes: string;
};

/** The SSE of GET /api/broadband/orders/{orderNumber}/events, `event: order`. */
export type BroadbandOrderProgress = { status: string; outcome: 'success' | 'failed' | 'pending'; message?: string };

/** localStorage keys of the broadband flow (contract §4 `broadband.flow`) and of its cart's UUID (as the shop keeps `eshop.cart`). */
export const BROADBAND_STORAGE_KEYS = { flow: 'broadband.flow', cart: 'broadband.cart' } as const;
