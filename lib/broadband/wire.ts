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

// ---- Ordering and the account side (issue 17, docs/broadband-contract.md §2) ----

const str = z.union([z.string(), z.number()]).nullish().transform((s) => (s === null || s === undefined ? '' : String(s)));
const nanos = z.number().nullish().transform((n) => n ?? 0);
const list = <T extends z.ZodType>(item: T) => z.array(item).nullish().transform((a) => a ?? []);

/** The location service's Address (docs/eshop-contract.md), as far as broadband reads it. */
export const BroadbandAddress = z.object({
  LocationProvider: str,
  LocationProviderIDX: str,
  Formatted: str,
  Lines: z.array(z.string()).nullish().transform((a) => a ?? []),
  Suburb: str,
  City: str,
  PostCode: str,
});
export type BroadbandAddress = z.infer<typeof BroadbandAddress>;

/** GET /ufb/searchAddress?q=, GET /fwa/searchAddress?q= (the sandbox also answers the spec's /broadband/v1/search_address) */
export const AddressResults = z.object({ Results: list(BroadbandAddress) });

/** GET /ufb/service_availability, GET /fwa/service_availability */
export const ServiceAvailability = z.object({
  ServiceAvailability: z.object({
    Status: z.string(),
    PrequalUUID: str,
    Technology: z.enum(['UFB', 'FWA']).optional(),
    EarliestRFSDateNanos: nanos,
  }),
});
export type ServiceAvailability = z.infer<typeof ServiceAvailability>;

/** `BroadbandPlan`: the UFB_plan fields, `ID` (= ProductAvailabilityUUID) and, for a service's plans, `Current`. */
export const BroadbandPlan = UfbPlan.extend({
  ID: str,
  Current: z.boolean().nullish().transform((b) => b === true),
});
export type BroadbandPlan = z.infer<typeof BroadbandPlan>;

/** GET /broadband/v1/plans?LocationProvider=&LocationProviderIDX=&ProductType= */
export const AddressPlans = z.object({
  ServiceAvailability: z.object({ Status: str, PrequalUUID: str }).nullish(),
  BroadbandPlans: z.object({ Plans: list(BroadbandPlan) }).nullish().transform((b) => b ?? { Plans: [] }),
});
export type AddressPlans = z.infer<typeof AddressPlans>;

/** GET /ufb/v1/customer/{c}/service/{s}/plans, GET /fwa/v1/customer/{c}/mobile/{p}/plans */
export const ServicePlans = z.object({ BroadbandPlans: z.object({ Plans: list(BroadbandPlan) }).nullish().transform((b) => b ?? { Plans: [] }) });

/** POST /ufb/cart: one item of the cart (contract §2.2 `BroadbandCartItemIn`). */
export type BroadbandCartItemIn =
  | {
    Kind: 'plan';
    ProductAvailabilityUUID: string;
    Attributes: {
      PrequalUUID: string;
      ServiceType: 'Managed';
      OrderType: 'ConnectPrimary' | 'TransferPrimary' | 'MultiPrimary';
      /** seconds */
      RSFDate: number;
      ServiceAddress: { LocationProvider: string; LocationProviderIDX: string };
      TransferFrom?: { Provider: string; AccountHolderName: string; AccountNumber: string; ConnectionID: string };
      CustomerCreation: 'ReuseTheCustomer';
      ContactPhone: string;
    };
  }
  | { Kind: 'modem'; ItemVariantUUID: string };

export type BroadbandCartRequest = {
  SPID: number;
  CustomerUUID: string;
  UUID?: string;
  ExternalReference: string;
  Address: { LocationProvider: string; LocationProviderIDX: string; Email?: string; Name?: string; Phone?: string; Notes?: string };
  Items: BroadbandCartItemIn[];
};

export const Appointment = z.object({
  UUID: str,
  VisitType: z.enum(['scope', 'install']),
  StartNanos: z.number(),
  EndNanos: z.number(),
  Status: z.enum(['booked', 'done', 'missed']).catch('booked'),
});
export type Appointment = z.infer<typeof Appointment>;

/** A UFB_order, or an FWA order (the same shape, contract §2.3). */
export const BroadbandOrder = z.object({
  UUID: z.string().min(1),
  CustomerUUID: str,
  ProductUUID: str,
  EshopOrderNumber: str,
  OrderType: str,
  State: str,
  Substate: str,
  Visits: list(z.enum(['scope', 'install'])),
  Appointments: list(Appointment),
  RSFDateNanos: nanos,
  GoLiveAtNanos: nanos,
  CreatedAtNanos: nanos,
  PaidAtNanos: nanos,
  UpdatedAtNanos: nanos,
});
export type BroadbandOrder = z.infer<typeof BroadbandOrder>;

/** GET /v3/{spid}/UFB_order?CustomerUUID= */
export const UfbOrders = z.object({ UFBOrders: list(BroadbandOrder) });
/** GET /fwa/v1/customer/{c}/orders (ext) */
export const FwaOrders = z.object({ FWAOrders: list(BroadbandOrder) });

/** A UFB product (`UFB`), with the sandbox's extensions (contract §2.3). */
export const UfbProduct = z.object({
  UUID: z.string().min(1),
  CustomerUUID: str,
  State: str,
  Substate: str,
  StateDescription: str,
  ProductOrderSubstate: str,
  Status: z.number().int().nullish().transform((n) => n ?? 0),
  Address: BroadbandAddress.nullish().transform((a) => a ?? null),
  PrequalUUID: str,
  PlanName: str,
  ProductAvailabilityUUID: str,
  PriceCents: z.number().int().nullish().transform((n) => n ?? 0),
  BillingReference: str,
  OrderUUID: str,
  EshopOrderNumber: str,
  GoLiveAtNanos: nanos,
  CreatedAtNanos: nanos,
  DeletedAtNanos: nanos,
});
export type UfbProduct = z.infer<typeof UfbProduct>;

/** GET /v3/{spid}/UFB?CustomerUUID=&Page=&PageSize= */
export const UfbProducts = z.object({ UFB: list(UfbProduct), Total: z.number().int().nullish() });

/** A mobile product as fixed wireless reads it (`ProductType: "mobileFWA"`, plus the contract's StateDescription, Substate, ServiceAddress). */
export const FwaProduct = z.object({
  UUID: z.string().min(1),
  ProductType: str,
  Status: z.number().int().nullish().transform((n) => n ?? 0),
  BillingReference: str,
  StateDescription: str,
  Substate: str,
  ServiceAddress: z.union([BroadbandAddress, z.string()]).nullish().transform((a) => a ?? null),
  PlanName: str,
  CreatedAtNanos: nanos,
  DeletedAtNanos: nanos,
  Addons: list(z.object({
    Name: str,
    IsBasePlan: z.boolean().nullish().transform((b) => b === true),
    PriceCents: z.number().int().nullish().transform((n) => n ?? 0),
    ProductAvailabilityUUID: str,
  })),
});
export type FwaProduct = z.infer<typeof FwaProduct>;
/** GET /v2/{spid}/customer/{uuid}/mobile_products */
export const FwaProducts = z.object({ MobileProducts: list(FwaProduct) });

/** …/time_slots */
export const TimeSlots = z.object({ AvailableTimeSlots: list(z.object({ SlotID: z.string(), StartNanos: z.number(), EndNanos: z.number() })) });
