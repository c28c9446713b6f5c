import { z } from 'zod';
import { roaming, setRoaming } from '@/lib/sim/calls';
import { withCustomer } from '../../../_lib/wrap';

/**
 * "Roaming has an AutoActive flag": the one field, here rather than in lib/sim/schemas.ts, so the
 * route fuzz (which sends every field of the schemas a route imports) tries this route with its
 * own field only: each write that reaches the upstream waits for the one before (serialised).
 */
const RoamingInput = z.object({ autoActive: z.boolean() });

// GET /api/customer/sim/roaming – whether a daily roaming pack turns on by itself overseas
export const GET = withCustomer(null, async (_input, { rc }) => roaming(rc));

// PUT /api/customer/sim/roaming – turn it on or off (serialised per product: the last request wins)
export const PUT = withCustomer(RoamingInput, async (input, { rc }) => setRoaming(rc, input));
