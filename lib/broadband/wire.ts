import { z } from 'zod';

/**
 * Fibre plans and modems on the wire (docs/upstream-contract.md "Broadband"), in the upstream's
 * Pascal case: "POST UFB_plan (response UFBPlans)" and "POST eshop/eshop_item_advanced_search
 * (page 1, size 10, sort Name descending, NetworkType UFB filter) returns ItemVariants".
 */

/** Attribute values are strings; a number is read as its text. */
const Attributes = z
  .array(z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).nullish() }))
  .nullish()
  .transform((list) => (list ?? []).map((a) => ({ name: a.Name, value: a.Value === null || a.Value === undefined ? '' : String(a.Value) })));
export type WireAttributes = z.infer<typeof Attributes>;

export const UfbPlan = z.object({
  UUID: z.string(),
  Name: z.string(),
  Description: z.string().default(''),
  BroadbandProductType: z.string().default('UFB'),
  ProductCatalogUUID: z.string().default(''),
  ProductAvailabilityUUID: z.string().default(''),
  Available: z.boolean().default(true),
  Priority: z.number().int().default(0),
  PriceCents: z.number().int(),
  OriginalPriceCents: z.number().int().optional(),
  DiscountCents: z.number().int().default(0),
  Attributes,
});
export type UfbPlan = z.infer<typeof UfbPlan>;

/** POST /v3/{spid}/UFB_plan */
export const UfbPlans = z.object({ UFBPlans: z.array(UfbPlan).nullish().transform((a) => a ?? []) });

/** "Modem variants: UUID, ItemUUID, Name, Price, Description, attributes". */
export const ItemVariant = z.object({
  UUID: z.string(),
  ItemUUID: z.string().default(''),
  Name: z.string(),
  Description: z.string().default(''),
  NetworkType: z.string().default(''),
  Attributes,
});
export type ItemVariant = z.infer<typeof ItemVariant>;

/** POST /eshop/eshop_item_advanced_search */
export const ItemSearch = z.object({
  ItemVariants: z.array(ItemVariant).nullish().transform((a) => a ?? []),
  Total: z.number().int().optional(),
});

export const ItemSearchRequest = z.object({
  Page: z.number().int().positive(),
  PageSize: z.number().int().positive(),
  SortBy: z.literal('Name'),
  SortOrder: z.enum(['ASC', 'DESC']),
  Filters: z.object({ NetworkType: z.enum(['UFB', 'FWA']) }),
});
export type ItemSearchRequest = z.infer<typeof ItemSearchRequest>;
