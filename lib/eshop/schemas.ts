import { z } from 'zod';
import { cleanText, FORMAT_INVALID } from '@/lib/errors/input';
import { CART_LINE_MAX_QUANTITY } from '@/lib/flags/constants';
import { PortingInputSchema } from '@/lib/porting/schemas';
import { msisdnOf } from '@/lib/sim/rules';

/** The browser's inputs to the e-shop BFF (docs/eshop-contract.md §3). Bad input → 422. */

const uuid = z.string().trim().min(1).max(100);
/** A SIM type as typed by the browser; the rules say 'Unknown SIM type' for the unknown ones. */
const simType = z.string().trim().max(40).optional();
/** Slug or availability UUID; empty is the rules' 'Plan not specified'. */
const plan = z.string().trim().max(200).optional();

export const CartQuery = z.object({ uuid });
export const CartLookup = z.object({ uuid: uuid.optional() });
export const NewAddress = z.object({ locationProvider: z.string().max(100).optional(), locationProviderIdx: z.string().max(100).optional(), makeDefault: z.boolean().optional() });
export const AddItem = z.object({
  uuid: uuid.optional(),
  simType,
  plan,
  quantity: z.number().int().min(1).max(CART_LINE_MAX_QUANTITY).optional(),
  planPassword: z.string().max(200).optional(),
  /** Bring my number (flag `porting`): the port starts when the order is paid. */
  porting: PortingInputSchema.omit({ productId: true }).extend({ type: z.enum(['prepay', 'postpay']) }).optional(),
  /** Choose a number (flag `numberPreselection`): one of GET /api/eshop/numbers, as an MSISDN after parsing. */
  preselectedNumber: z.string().max(30).transform((v, ctx) => {
    const msisdn = msisdnOf(v);
    if (!msisdn) {
      ctx.addIssue({ code: 'custom', message: FORMAT_INVALID });
      return z.NEVER;
    }
    return msisdn;
  }).optional(),
});
export const SetQuantity = z.object({ uuid, quantity: z.number().int().min(0).max(CART_LINE_MAX_QUANTITY) });
export const Bundle = z.object({
  uuid: uuid.optional(),
  type: z.enum(['family', 'solo', 'companion', 'simple']),
  // The rules count (min per type, max 5): the schema only stops absurd lists.
  sims: z.array(z.object({ simType, plan, name: cleanText(100).optional() })).max(20),
});
export const Claim = z.object({ uuid });

/** Names, address parts and notes: control and bidi-override characters stripped (issue 10, lib/errors/input). */
const addressIn = z.object({
  lines: z.array(cleanText(200)).max(5),
  suburb: cleanText(100).optional(),
  city: cleanText(100).default(''),
  postcode: cleanText(20).default(''),
  locationProvider: z.string().max(100).optional(),
  locationProviderIdx: z.string().max(100).optional(),
});
export const Checkout = z.object({
  uuid,
  contact: z.object({ email: z.string().trim().max(200).default(''), name: cleanText(200).default(''), phone: z.string().trim().max(40).default('') }),
  address: z.union([z.object({ addressUuid: uuid }), addressIn]).optional(),
  notes: cleanText(1000).optional(),
  paymentMethodType: z.enum(['cards', 'bill_routes', 'afterpay', 'klarna']),
  /** A saved card's id: only with paymentMethodType 'cards'. */
  paymentMethodId: uuid.optional(),
}).refine((v) => v.paymentMethodId === undefined || v.paymentMethodType === 'cards', { path: ['paymentMethodId'], message: FORMAT_INVALID });
export const Unlock = z.object({ password: z.string().max(200) });
export const Search = z.object({ q: z.string().max(200).default('') });
/** GET /api/eshop/numbers?page= (1-based). */
export const NumbersPage = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
