/** The e-shop's own (camel-case) shapes: what pages and the BFF hand to the browser. docs/eshop-contract.md §3. */

export type SimType = 'esim' | 'real_sim' | 'fwa_sim';
export const SIM_TYPES: readonly SimType[] = ['esim', 'real_sim', 'fwa_sim'];
export type BundleType = 'family' | 'solo' | 'companion' | 'simple';
export type CartLineType = 'sim' | 'esim' | 'plan' | 'ufb-plan' | 'modem' | 'ufb-modem';
export type PaymentMethodType = 'cards' | 'bill_routes' | 'afterpay' | 'klarna';

export const ORDER_STATUSES = ['CONFIRMED', 'PAID', 'PROCESSING', 'COMPLETED', 'PARTIALLY_SHIPPED', 'SHIPPED', 'FAILED', 'CANCELED', 'UNKNOWN', 'CART'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** "the order list also shows delivered" */
export type ShownOrderStatus = OrderStatus | 'DELIVERED';

export type SimItemView = {
  uuid: string;
  simType: SimType;
  name: string;
  description: string;
  priceCents: number;
  originalPriceCents: number | null;
  imageUrl: string | null;
  serviceType: 'MOBILE' | 'FWA';
  physical: boolean;
};

/** Spec §3 "Cart line as displayed". */
export type CartLine = {
  id: string;
  uuid: string;
  name: string;
  /** dollars */
  price: number;
  /** dollars, or null when there is no higher original price */
  originalPrice: number | null;
  priceCents: number;
  specifications: string[];
  type: CartLineType;
  item: { itemUuid: string; simType?: SimType; planSlug?: string; imageUrl?: string | null };
  quantity: number;
  removable: boolean;
  quantifiable: boolean;
  /** line uuid of the SIM a plan line belongs to */
  parent?: string;
};

export type CartView = {
  uuid: string;
  number: string;
  lines: CartLine[];
  totalCents: number;
  originalTotalCents: number;
  taxCents: number;
  customerBound: boolean;
  hasPhysical: boolean;
  hasEsim: boolean;
};

export type AddressView = {
  addressUuid?: string;
  locationProvider: string;
  locationProviderIdx: string;
  formatted: string;
  lines: string[];
  suburb: string;
  city: string;
  postcode: string;
  country: string;
  isDefault: boolean;
  /** The saved address's Rank (1 = default); absent on search results. */
  rank?: number;
};

export type EsimActivationView = { lineUuid: string; status: 'PENDING' | 'READY'; activationCode: string; lpaUrl: string };

export type OrderView = {
  orderId: string;
  status: OrderStatus;
  shownStatus: ShownOrderStatus;
  createdAt: string;
  totalCents: number;
  lines: CartLine[];
  address: { lines: string[]; city: string; postcode: string } | null;
  contact: { email: string; name: string; phone: string };
  notes: string;
  paymentMethodType: PaymentMethodType;
  failureNote?: string;
  esims: EsimActivationView[];
  /** How many of its SIMs the buyer manages in self-service (rules.ts selfManagedSims). */
  selfManagedSims: number;
};

/** Spec §3 "Purchased summary (kept locally)" — localStorage `eshop.purchase`. */
export type PurchasedSummary = {
  e_sim: boolean;
  number: string;
  address: string;
  is_only_sim: boolean;
  ufb_modem: boolean;
  is_only_modem: boolean;
  delivery_address: string;
  orderId: string;
};

export type CheckoutResult = { orderId: string; clientSecret: string; paymentIntentId?: string; amountCents: number; purchase: PurchasedSummary };

/** localStorage keys (the spec: "Local storage keys exist for … cart UUID, purchased summary, checkout flows"). */
export const STORAGE_KEYS = { cart: 'eshop.cart', purchase: 'eshop.purchase', checkout: 'eshop.checkout' } as const;
