import { z } from 'zod';

const nanos = z.number().default(0);

/** GET/PUT /v2/{spid}/customer/{uuid} — "Customer account" (§3). */
export const Customer = z.object({
  UUID: z.string(),
  SPID: z.number().optional(),
  FirstName: z.string().default(''),
  LastName: z.string().default(''),
  Email: z.string().default(''),
  MobileNumber: z.string().default(''),
  ExternalRef5: z.string().default(''),
  EmailVerified: z.boolean().default(false),
  AccountState: z.string().default('Active'),
});
export type Customer = z.infer<typeof Customer>;

export const CustomerUpdate = z.object({ SPID: z.number(), FirstName: z.string(), LastName: z.string(), Email: z.string() });

export const Addon = z.object({
  UUID: z.string(),
  Name: z.string().default(''),
  ProductCatalogUUID: z.string().optional(),
  ProductAvailabilityUUID: z.string().optional(),
  IsBasePlan: z.boolean().default(false),
  IsAddon: z.boolean().default(false),
  AllowAutoRenew: z.boolean().default(false),
  AutoRenew: z.boolean().optional(),
  EndAfterCycleCount: z.number().optional(),
  PriceCents: z.number().int().optional(),
  CreatedAtNanos: nanos,
  ExpiresAtNanos: z.number().optional(),
});

/** "Customer mobile product" (§3). */
export const MobileProduct = z.object({
  UUID: z.string(),
  MSISDN: z.string().default(''),
  IMSI: z.string().optional(),
  SIMID: z.string().default(''),
  Status: z.number().int().optional(),
  ProductType: z.string().default(''),
  BillingReference: z.string().default(''),
  ServiceType: z.string().optional(),
  PortingState: z.number().int().optional(),
  CreatedAtNanos: nanos,
  DataRolloverAllowed: z.boolean().optional(),
  RolloverIneligible: z.boolean().optional(),
  ProductCatalogUUID: z.string().optional(),
  MainBalCreditCents: z.number().int().optional(),
  Addons: z.array(Addon).nullish().transform((a) => a ?? []),
});
export type MobileProduct = z.infer<typeof MobileProduct>;
export const MobileProducts = z.object({ MobileProducts: z.array(MobileProduct).nullish().transform((a) => a ?? []) });

/** "Payment method (card)" (account-management.md §3). */
export const PaymentMethod = z.object({
  UUID: z.string(),
  Rank: z.number().int().default(0),
  CardType: z.string().default(''),
  CardLast4: z.string().default(''),
  CardExpiryMonth: z.number().int(),
  CardExpiryYear: z.number().int(),
  DeletedAtNanos: nanos,
});
export const PaymentMethods = z.object({ PaymentMethods: z.array(PaymentMethod).nullish().transform((a) => a ?? []) });

/** One side of a billing route: the payer (DebitAccount) or the paid-for (CreditAccount); a one-sided demo route's other side is a name only. */
const RouteAccount = z.object({
  UUID: z.string().default(''),
  Email: z.object({ email: z.string().default('') }).nullish().transform((e) => e?.email ?? ''),
  Name: z.object({ name: z.string().default('') }).nullish().transform((n) => n?.name ?? ''),
});

/** "Billing route" (spec §3; docs/families-contract.md §2.3): both sides, the limit and what is left of it this cycle (cents). */
export const BillingRoute = z.object({
  UUID: z.string(),
  RoutingType: z.string(),
  Name: z.string().default(''),
  Description: z.string().nullish().transform((d) => d ?? ''),
  SpendLimit: z.number().int().nullish().transform((n) => n ?? 0),
  SpendCycle: z.number().int().nullish().transform((n) => n ?? 0),
  SpendCycleCount: z.number().int().nullish().transform((n) => n ?? 0),
  RemainingSpendLimit: z.number().int().nullish().transform((n) => Math.max(0, n ?? 0)),
  DebitAccount: RouteAccount.nullish(),
  CreditAccount: RouteAccount.nullish(),
  CreditAccountMSISDN: z.string().nullish().transform((m) => m ?? ''),
});
export type BillingRoute = z.infer<typeof BillingRoute>;
export const BillingRoutes = z.object({
  CanInvite: z.boolean().default(false),
  CanRequest: z.boolean().default(false),
  BillingRoutes: z.array(BillingRoute).nullish().transform((a) => a ?? []),
});

/** Account self-service (docs/upstream-contract.md "Account self-service"). */
export const Sent = z.object({ Sent: z.boolean().optional() }).loose();
export const Verified = z.object({ Verified: z.boolean().optional() }).loose();
export const Invitation = z.object({ CustomerUUID: z.string().nullish() }).loose();
export const RewardsClaim = z.object({ UUID: z.string().nullish() }).loose();
export const RewardsCard = z.object({ UUID: z.string().nullish(), RewardsEmail: z.string().optional() }).loose();
const Channels = z.object({ Email: z.boolean(), SMS: z.boolean() });
export const NotificationPreferences = z.object({ Billing: Channels, Usage: Channels, Offers: Channels });
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;
export const NotificationsResponse = z.object({ Notifications: NotificationPreferences });
export const Empty = z.object({}).loose();
