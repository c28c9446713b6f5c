import { z } from 'zod';
import { CatalogEntry } from '@/lib/catalog/wire';

/**
 * The e-shop v3 upstream on the wire (docs/eshop-contract.md §1, §5), in the upstream's Pascal
 * case. Lenient on what we only display (defaults), strict on what we act on (UUIDs, cents).
 */

const str = z.string().nullish().transform((s) => s ?? '');
const cents = z.number().int();
const bool = z.boolean().nullish().transform((b) => b ?? false);

export const SimTypeWire = z.enum(['esim', 'real_sim', 'fwa_sim']);

export const ItemImage = z.object({
  UUID: str,
  Name: str,
  Orig: str,
  XS: str,
  S: str,
  M: str,
  L: str,
  XL: str,
});
export type ItemImage = z.infer<typeof ItemImage>;
const Images = z.array(ItemImage).nullish().transform((a) => a ?? []);

export const EshopItem = z.object({
  SPID: z.number().int(),
  UUID: z.string().min(1),
  CategoryUUID: str,
  Name: z.string(),
  Brand: str,
  Description: str,
  ItemAttributeSetUUID: str,
  ItemImages: Images,
  Type: z.string(),
  VirtualType: str,
  SelfManaged: bool,
  PriceCents: cents,
  PriceCatalogCents: cents.nullish().transform((c) => c ?? 0),
  ServiceType: str,
  PhysicalType: str,
  Attributes: z.object({ SimType: SimTypeWire }).passthrough(),
});
export type EshopItem = z.infer<typeof EshopItem>;

/** GET /eshop/v3/{spid}/items */
export const EshopItems = z.object({ Items: z.array(EshopItem).nullish().transform((a) => a ?? []) });

export const BillingReferenceWire = z.enum(['payg', 'prepay', 'postpay']);
export const CustomerCreationWire = z.enum(['ReuseTheCustomer', 'BrandNewCustomer', 'AddChildCustomer']);

/** Spec §3 "Cart item attributes", all optional on the wire; plus ours (BundleType, BundleID, PlanPassword). */
export const CartItemAttributes = z
  .object({
    BillingReference: BillingReferenceWire.optional(),
    MobileProductAvailabilityUUID: z.string().optional(),
    MobileProductCatalogUUID: z.string().optional(),
    AutoRenew: z.boolean().optional(),
    DiscountUUID: z.string().optional(),
    CustomerCreation: CustomerCreationWire.optional(),
    SetupMobileGroup: z.boolean().optional(),
    RequestedForName: z.string().optional(),
    MobileGroupOwnerMobileUUID: z.string().optional(),
    SetupBillRouting: z.boolean().optional(),
    BecomeGroupOwner: z.boolean().optional(),
    ReplacesMobileUUID: z.string().optional(),
    Contact: z.object({ PhoneNumber: z.string(), Name: z.string() }).partial().optional(),
    ESIMInfo: z.object({ ID: z.string(), Data: z.string(), ConfirmationCode: z.string() }).partial().optional(),
    PreSelectedMSISDN: z.string().optional(),
    PortingAccountLSP: z.string().optional(),
    PortingCarrierLSP: z.string().optional(),
    PortingNametagLSP: z.string().optional(),
    PortingPriorSIMID: z.string().optional(),
    PortingOverMSISDN: z.string().optional(),
    PortingOverMSISDNType: z.string().optional(),
    BundleType: z.enum(['family', 'solo', 'companion', 'simple']).optional(),
    BundleID: z.string().optional(),
    PlanPassword: z.string().optional(),
  })
  .passthrough();
export type CartItemAttributes = z.infer<typeof CartItemAttributes>;

/** `UUID` names a line already in the cart to keep it (its id stays the same across writes). */
export type CartItemIn = { UUID?: string; ItemUUID: string; ItemVariantUUID?: string; Quantity: number; Attributes: CartItemAttributes };

export const CartProduct = z.object({
  UUID: str,
  Name: str,
  VirtualType: str,
  ProductCatalogUUID: str,
  ProductAvailabilityUUID: str,
  BillingReference: str,
  PriceCents: cents.nullish().transform((c) => c ?? 0),
  PriceCatalogCents: cents.nullish().transform((c) => c ?? 0),
});
export type CartProduct = z.infer<typeof CartProduct>;

export const CartItem = z.object({
  UUID: z.string().min(1),
  ItemUUID: z.string(),
  ItemVariantUUID: str,
  Name: str,
  Description: str,
  Type: str,
  VirtualType: str,
  PhysicalType: str,
  ServiceType: str,
  SelfManaged: bool,
  Quantity: z.number().int(),
  PriceCents: cents,
  PriceCatalogCents: cents.nullish().transform((c) => c ?? 0),
  AmountCents: cents,
  AmountTaxCents: cents.nullish().transform((c) => c ?? 0),
  Status: str,
  Attributes: CartItemAttributes.nullish().transform((a) => a ?? {}),
  ItemImages: Images,
  Products: z.array(CartProduct).nullish().transform((a) => a ?? []),
});
export type CartItem = z.infer<typeof CartItem>;

export const CartAddress = z.object({
  City: str,
  Country: str,
  Postcode: str,
  Lines: z.array(z.string()).nullish().transform((a) => a ?? []),
  LocationProvider: str,
  LocationProviderIDX: str,
  Email: str,
  Name: str,
  Notes: str,
  Phone: str,
});
export type CartAddress = z.infer<typeof CartAddress>;

export const Cart = z.object({
  SPID: z.number().int(),
  UUID: z.string().min(1),
  Number: str,
  CustomerUUID: z.string().nullish().transform((s) => s ?? null),
  Status: str,
  Items: z.array(CartItem).nullish().transform((a) => a ?? []),
  AmountCents: cents,
  AmountTaxCents: cents.nullish().transform((c) => c ?? 0),
  Address: CartAddress.nullish().transform((a) => a ?? null),
});
export type Cart = z.infer<typeof Cart>;

export type CartRequest = {
  SPID: number;
  UUID?: string;
  Number?: string;
  CustomerUUID?: string;
  Address?: Partial<CartAddress> | null;
  Items: CartItemIn[];
};

export type CheckoutRequest = {
  SPID: number;
  UUID: string;
  CustomerUUID: string;
  Address: Partial<CartAddress> | null;
  Email: string;
  Name: string;
  Phone: string;
  Notes: string;
  PaymentOptions: { PaymentMethodType: string; PaymentMethodID?: string };
};

/** POST /eshop/v3/checkout */
export const CheckoutResponse = z.object({
  ClientSecret: str,
  OrderID: z.string().min(1),
  PaymentIntentID: z.string().nullish().transform((s) => s ?? undefined),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

export const OrderItem = CartItem.extend({
  Shipped: bool,
  Delivered: bool,
  ESIMInfo: z.object({ ID: str, Data: str, ConfirmationCode: str }).nullish().transform((e) => e ?? undefined),
  MobileProductUUID: z.string().nullish().transform((s) => s ?? undefined),
});
export type OrderItem = z.infer<typeof OrderItem>;

export const Order = z.object({
  SPID: z.number().int(),
  UUID: str,
  OrderNumber: z.string().min(1),
  CustomerUUID: str,
  Status: z.string(),
  CreatedAtNanos: z.number().nullish().transform((n) => n ?? 0),
  UpdatedAtNanos: z.number().nullish().transform((n) => n ?? 0),
  PaidAtNanos: z.number().nullish().transform((n) => n ?? 0),
  Items: z.array(OrderItem).nullish().transform((a) => a ?? []),
  AmountCents: cents,
  AmountTaxCents: cents.nullish().transform((c) => c ?? 0),
  Address: CartAddress.nullish().transform((a) => a ?? null),
  Email: str,
  Name: str,
  Phone: str,
  Notes: str,
  PaymentMethodType: str,
  OrderNotes: z.array(z.object({ Note: str, CreatedAtNanos: z.number().nullish() })).nullish().transform((a) => a ?? []),
});
export type Order = z.infer<typeof Order>;

export const Orders = z.object({ Orders: z.array(Order).nullish().transform((a) => a ?? []) });

export const EsimStatus = z.object({
  ItemUUID: z.string(),
  Status: z.enum(['PENDING', 'READY']).catch('PENDING'),
  ActivationCode: str,
  SMDPAddress: str,
  MatchingID: str,
  ConfirmationCode: str,
});
export type EsimStatus = z.infer<typeof EsimStatus>;
/** GET /eshop/orders-esim-status/{uuid}/order/{orderNumber} */
export const EsimStatuses = z.object({ ESIMs: z.array(EsimStatus).nullish().transform((a) => a ?? []) });

/** POST /eshop/v3/{spid}/unlock_plans { Password } → { Entries } (contract §5). */
export const UnlockPlans = z.object({ Entries: z.array(CatalogEntry).nullish().transform((a) => a ?? []) });

/** GET /eshop/v3/numbers?Page=&Amount= (ext, no auth): the AVAILABLE pool numbers (docs/onboarding-contract.md §2.3). */
export const PoolNumbers = z.object({
  MSISDNs: z.array(z.string()).nullish().transform((a) => a ?? []),
  Page: z.number().int().nullish(),
  TotalCount: z.number().int().nullish().transform((n) => n ?? 0),
});
