import { z } from 'zod';
import { cleanText, FORMAT_INVALID } from '@/lib/errors/input';
import { isCalendarDay } from '@/lib/usage/rules';
import { nzContactPhone } from './rules';

/**
 * The browser's inputs to the broadband BFF (docs/broadband-contract.md §3). Bad input → 422 with
 * the field's path. The customer is always the session's: nothing here names one.
 */

const id = z.string().trim().min(1).max(100);
const technology = z.enum(['UFB', 'FWA']);
const place = { provider: id, idx: id };

export const AddressQuery = z.object({ q: z.string().trim().min(3).max(100) });
export const PlaceQuery = z.object(place);
export const PlansQuery = z.object({ ...place, type: technology });
export const ModemsQuery = z.object({ type: technology });
export const CartLookup = z.object({ uuid: id.optional() });

const phone = z.string().max(30).transform((v, ctx) => {
  const national = nzContactPhone(v);
  if (!national) {
    ctx.addIssue({ code: 'custom', message: FORMAT_INVALID });
    return z.NEVER;
  }
  return national;
});

const day = z.string().max(10).refine(isCalendarDay, FORMAT_INVALID);

/** POST /api/broadband/cart: `BroadbandOrderInput` (+ `cartUuid`, an earlier broadband cart of this flow to replace). */
export const OrderInput = z.object({
  flowId: id,
  technology,
  address: z.object(place),
  prequalUuid: id,
  planAvailabilityUuid: id,
  modemVariantUuid: id.nullable(),
  switching: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('transfer'),
      from: z.object({
        provider: cleanText(100, { required: true }),
        accountHolderName: cleanText(100, { required: true }),
        accountNumber: cleanText(50, { required: true }),
        connectionId: cleanText(50, { required: true }),
      }),
    }),
    z.object({ kind: z.literal('new') }),
    z.object({ kind: z.literal('additional') }),
  ]),
  startDate: day,
  contactPhone: phone,
  delivery: z.object({ ...place, instructions: cleanText(500) }),
  cartUuid: id.optional(),
});

export const VisitQuery = z.object({ visit: z.enum(['scope', 'install']) });
export const Book = z.object({ visit: z.enum(['scope', 'install']), slotId: id });
export const ChangePlan = z.object({ availabilityUuid: id });
export const ChooseService = z.object({ serviceId: id });
