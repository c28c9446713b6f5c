import { z } from 'zod';

/** The upstream's rewards (docs/front-door-contract.md §3.1); bonuses keep the spec's own field names (§3). */
const Category = z.enum(['your-rewards', 'other-gifts']);
const Group = z.enum(['internet', 'mobile-services', 'entertainment', 'shopping', 'gifts']);

export const BonusWire = z.object({
  uuid: z.string(),
  category: Category,
  group: Group,
  title: z.string(),
  description: z.string(),
  cost: z.number().int().nonnegative(),
  value: z.string(),
  validity: z.string(),
  full_description: z.string(),
});
export type BonusWire = z.infer<typeof BonusWire>;

export const RedemptionWire = z.object({
  UUID: z.string(),
  BonusUUID: z.string(),
  Title: z.string(),
  Group: Group,
  Cost: z.number().int(),
  Value: z.string(),
  Code: z.string(),
  OnAccount: z.boolean().default(false),
  RedeemedAtNanos: z.number(),
  ExpiresAtNanos: z.number(),
});
export type RedemptionWire = z.infer<typeof RedemptionWire>;

export const BonusesWire = z.object({ Total: z.number().int(), Bonuses: z.array(BonusWire), Redeemed: z.array(RedemptionWire).default([]) });
export const OneBonusWire = z.object({ Total: z.number().int(), Bonus: BonusWire, Redeemed: RedemptionWire.nullable().default(null) });
export const RedeemWire = z.object({ Total: z.number().int(), Redemption: RedemptionWire });

export const OfferWire = z.object({
  UUID: z.string(),
  Title: z.string(),
  Description: z.string(),
  Benefit: z.string(),
  Audience: z.enum(['everyone', 'prepay', 'postpay', 'broadband', 'no-broadband', 'no-power']),
  Link: z.string(),
  EndsAtNanos: z.number(),
});
export const OffersWire = z.object({
  Holdings: z.object({ Prepay: z.boolean(), Postpay: z.boolean(), Broadband: z.boolean(), Power: z.boolean() }),
  Offers: z.array(OfferWire),
});

const PlanWire = z.object({
  Code: z.string(),
  Name: z.string(),
  Kind: z.enum(['anytime', 'day-night']),
  DailyChargeCents: z.number().int(),
  UnitRateTenthCents: z.number().int(),
  NightRateTenthCents: z.number().int().optional(),
});
export const RegistrationWire = z.object({
  UUID: z.string(),
  ICP: z.string(),
  Address: z.string(),
  RegionCode: z.string(),
  PlanCode: z.string(),
  MovingIn: z.boolean(),
  State: z.literal('received'),
  CreatedAtNanos: z.number(),
});
export type RegistrationWire = z.infer<typeof RegistrationWire>;
export const PowerWire = z.object({
  BroadbandServices: z.array(z.object({ UUID: z.string(), Address: z.string(), State: z.string() })),
  BundleDiscountCents: z.number().int(),
  Regions: z.array(z.object({ Code: z.string(), Name: z.string(), Network: z.string(), Plans: z.array(PlanWire) })),
  Registration: RegistrationWire.nullable(),
});
