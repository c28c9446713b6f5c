/** Wire shapes of docs/upstream-contract.md, Pascal case as the upstream sends them. */

export interface Customer {
  UUID: string;
  SPID: number;
  FirstName: string;
  LastName: string;
  Email: string;
  MobileNumber: string;
  ExternalRef5: string;
  EmailVerified: boolean;
  AccountState: 'Active' | 'Suspended';
}

export interface Addon {
  UUID: string;
  Name: string;
  ProductCatalogUUID: string;
  ProductAvailabilityUUID: string;
  IsBasePlan: boolean;
  IsAddon: boolean;
  AllowAutoRenew: boolean;
  AutoRenew: boolean;
  EndAfterCycleCount: number;
  PriceCents: number;
  CreatedAtNanos: number;
  /** An ended add-on stays in the list with this and its ExpiresAtNanos set to when it ended; 0 while not ended. */
  ExpiresAtNanos: number;
  EndedAtNanos: number;
}

export interface MobileProduct {
  UUID: string;
  MSISDN: string;
  IMSI: string;
  SIMID: string;
  Status: number;
  ProductType: string;
  BillingReference: string;
  ServiceType: string;
  PortingState: number;
  CreatedAtNanos: number;
  DataRolloverAllowed: boolean;
  RolloverIneligible: boolean;
  ProductCatalogUUID: string;
  TotalDataMB: number;
  TotalSMS: number;
  TotalMMS: number;
  TotalVoiceMinutes: number;
  /** Prepay credit; only present on products that have a prepay balance. */
  MainBalCreditCents?: number;
  /** When that credit lapses ("Balance expiry one year" after a top-up, voucher or auto top-up); 0 when never set. */
  CurrencyCreditExpiresAtNanos?: number;
  Addons: Addon[];
  /** A plan change made at the old plan's expiry (docs/mobile-contract.md §2.5), or null. */
  PendingPlanChange: { Name: string; AtNanos: number } | null;
  /** The last plan change asked for ("once per month"); 0 when never. */
  LastPlanChangeAtNanos: number;
  /** Fixed wireless (ProductType mobileFWA, issue 17): the service's state text, its order's substate, its address and order. */
  StateDescription?: string;
  Substate?: string;
  ServiceAddress?: unknown;
  OrderUUID?: string;
  PlanName?: string;
}

export interface PaymentMethod {
  UUID: string;
  Rank: number;
  CardType: string;
  CardLast4: string;
  CardExpiryMonth: number;
  CardExpiryYear: number;
  /** The payments provider's payment-method id (`pm_…`). */
  Token: string;
  DeletedAtNanos: number;
}

/** A billing route as GET /customers/{uid}/billing-routes answers it (store/families.ts). */
export type { WireBillingRoute as BillingRoute } from './families';

export interface Role {
  CustomerUUID: string;
  Role: string;
}

/** An auth user as the sandbox keeps it (not a wire shape: it holds the password hash). */
export interface AuthUser {
  uuid: string;
  login: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  mobile: string;
  emailVerified: boolean;
  identityProvider: string;
  notBefore: number;
}

export interface IdentityToken {
  uuid: string;
  tokenHash: string;
  authUserUuid: string;
  extraData1: string;
  createdAt: number;
  expiresAt: number;
  revoked: boolean;
}
