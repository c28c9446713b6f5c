import { z } from 'zod';
import { FORMAT_INVALID } from '@/lib/errors/input';
import { CHARGE_TYPES, daysBetween, isCalendarDay } from './rules';
import type { ChargeType } from './types';

/**
 * The browser's inputs to the usage routes (docs/mobile-contract.md §3): the route handlers parse
 * with these, and the pages' forms may use the same ones. Bad input → 422 with `details`.
 */

/** The longest range of charges one request reads (ours: a year and a day, so "Group by Year" shows a whole year). */
export const CHARGES_MAX_DAYS = 366;

const day = z.string().trim().refine(isCalendarDay, FORMAT_INVALID);

/** A comma list of charge types; empty or absent is all of them ("booleans default true"). */
const chargeTypes = z.string().max(100).optional().transform((s, ctx): ChargeType[] => {
  const parts = (s ?? '').split(',').map((p) => p.trim().toLowerCase()).filter(Boolean);
  if (!parts.length) return [...CHARGE_TYPES];
  if (parts.some((p) => !(CHARGE_TYPES as readonly string[]).includes(p))) {
    ctx.addIssue({ code: 'custom', message: FORMAT_INVALID });
    return z.NEVER;
  }
  return CHARGE_TYPES.filter((t) => parts.includes(t));
});

/** GET /api/customer/usage/charges?from=&to=&types= (days 'YYYY-MM-DD' in New Zealand; default the last 30 days). */
export const ChargesQuery = z.object({ from: day.optional(), to: day.optional(), types: chargeTypes })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    const span = daysBetween(q.from, q.to);
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['from'], message: FORMAT_INVALID });
    else if (span >= CHARGES_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: FORMAT_INVALID });
  });
export type ChargesQuery = z.infer<typeof ChargesQuery>;

/** GET /api/customer/usage/histogram?type=data|voice (data when absent). */
export const HistogramQuery = z.object({ type: z.enum(['data', 'voice']).default('data') });

/** PUT /api/customer/usage-alerts: "usage alerts at 80% and 100% of an allowance". */
export const UsageAlertsInput = z.object({ at80: z.boolean(), at100: z.boolean() });
