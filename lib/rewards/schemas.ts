import { z } from 'zod';
import { cleanText } from '@/lib/errors/input';
import { ICP_PATTERN } from './rules';

/** POST /api/bonuses/[uuid]/redeem: nothing but the path's bonus. */
export const RedeemInput = z.object({});

/** POST /api/power/registration: a plan of a region, the address, an optional ICP, moving in or switching. */
export const PowerRegistrationInput = z.object({
  region: z.string().trim().min(1).max(40),
  plan: z.string().trim().min(1).max(60),
  address: cleanText(200, { required: true }), // control, bidi and invisible characters stripped (issue 29)
  icp: z.string().trim().toUpperCase().regex(ICP_PATTERN).or(z.literal('')).optional(),
  movingIn: z.boolean().default(false),
});
export type PowerRegistrationInput = z.infer<typeof PowerRegistrationInput>;
