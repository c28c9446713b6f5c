/** Our camel-case shapes; pages and components never see upstream field names. */
export type ProductStatusLabel = 'notActivated' | 'preActivated' | 'active' | 'notActive';
export type PaymentKind = 'prepay' | 'postpay' | 'unknown';

export type AddonView = {
  uuid: string;
  name: string;
  isBasePlan: boolean;
  isAddon: boolean;
  autoRenew: boolean;
  priceCents?: number;
  expiresAt?: number;
};

export type MobileProductView = {
  uuid: string;
  msisdn: string;
  simId: string;
  status?: number;
  productType: string;
  billingReference: string;
  statusLabel: ProductStatusLabel;
  paymentKind: PaymentKind;
  isPayg: boolean;
  creditCents?: number;
  createdAt: number;
  addons: AddonView[];
};

/**
 * A broadband service the customer holds (fibre or fixed wireless; not deleted or cancelled), as the
 * profile guard and the broadband balance area see it: the account's money for it is read and paid
 * with `uuid` as the product, like a mobile product's. `current`: the service the broadband tab
 * shows (the chosen fibre service, else the first fibre one, else the first).
 */
export type BroadbandHolding = {
  uuid: string;
  technology: 'UFB' | 'FWA';
  billingReference: string;
  statusLabel: ProductStatusLabel;
  paymentKind: PaymentKind;
  isPayg: boolean;
  current: boolean;
};

export type CustomerView = {
  uuid: string;
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  accountNumber: string;
  emailVerified: boolean;
  suspended: boolean;
};

export type CardView = { uuid: string; isDefault: boolean; brand: string; last4: string; expiryMonth: number; expiryYear: number };
/**
 * A billing route as the payment steps see it: 'parent' someone pays for this customer. `payer`
 * the paying side's name ('Bill to {payer}'); money in cents; `remainingSpend` what is left this
 * cycle ('{left} left this month'; `spendCycle` 1 monthly, 2 weekly, 0 in total).
 */
export type BillingRouteView = { uuid: string; routingType: string; name: string; spendLimit: number; remainingSpend: number; spendCycle: 0 | 1 | 2; payer: string };

/** Where the profile guard chain sends a user. */
export type GuardRedirect = '/sign-in' | '/email-verify-page' | 'not-found' | '/no-payment-methods' | '/no-plans-page';
