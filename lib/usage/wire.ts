import { z } from 'zod';
import { CharacteristicValue } from '@/lib/catalog/wire';

/**
 * Usage on the wire (docs/mobile-contract.md §2.1-2.3, §2.6; account-management.md §3 "Usage
 * entries", "Cellular usage charge record", §7 the usage-balance, charges and histogram calls):
 * the upstream's shapes in its Pascal case, parsed before anything reads them. Absent numbers are
 * 0 and absent lists empty, as the upstream leaves them out; the reshape is in calls.ts.
 */

const num = z.number().nullish().transform((n) => n ?? 0);
const text = z.string().nullish().transform((s) => s ?? '');
const list = <T extends z.ZodType>(item: T) => z.array(item).nullish().transform((a) => a ?? []);

/** One entry: "CarryOverAmount, RemainingAmount (also AmountRemaining), Total, UsageRule", and beside them (docs/mobile-contract.md §2.1) the period, the used amount and a throttled entry's speed; Total includes what was carried over. */
export const UsageBalanceEntryWire = z.object({
  Type: z.string(),
  Total: num,
  RemainingAmount: z.number().nullish(),
  AmountRemaining: z.number().nullish(),
  CarryOverAmount: num,
  UsageRule: text,
  Unit: text,
  PeriodFromNanos: num,
  PeriodUptoNanos: num,
  UsedAmount: z.number().nullish(),
  /** A throttled Data entry's speed after the allowance ('1.2M'), as the plan's Throttle characteristic. */
  Throttle: CharacteristicValue.optional(),
}).transform(({ RemainingAmount, AmountRemaining, ...e }) => ({ ...e, RemainingAmount: RemainingAmount ?? AmountRemaining ?? 0 }));
export type UsageBalanceEntryWire = z.infer<typeof UsageBalanceEntryWire>;

/** GET /api/customers/v1/{uuid}/usage-balance?MobileUUID= */
export const UsageBalanceWire = z.object({ UsageBalance: list(UsageBalanceEntryWire) });

/** One record of GET /api/frontend/v1/customer/{accountId}/cellular/charges/{mobileProductId}. */
export const ChargeWire = z.object({
  DateAndTime: z.string(),
  AmountCents: num,
  ChargedData: num,
  ChargedMins: num,
  ChargedTXTs: num,
  ChargedPXTs: num,
});

/** "returns an array of charge records sorted newest first … Empty gives an empty list". */
export const ChargesWire = z.array(ChargeWire).nullish().transform((a) => a ?? []);

/** POST {v2}/{spid}/usage/data/histogram → "response result.Buckets (daily numbers)", newest first. */
export const HistogramWire = z.object({ result: z.object({ Buckets: list(z.number()) }) });

/** The request of the histogram call. */
export type HistogramRequest = {
  CustomerUUID: string;
  ProductInstanceUUID: string;
  ProductType: 'data' | 'voice';
  Range: { FirstNanos: number; FinalNanos: number };
  IntervalNanos: number;
};

/** GET/PUT /customers/{uuid}/preferences/usage-alerts (none stored: both false). */
export const UsageAlertsWire = z.object({
  Preference: z.object({ At80: z.boolean().nullish(), At100: z.boolean().nullish() }).nullish()
    .transform((p) => ({ At80: p?.At80 ?? false, At100: p?.At100 ?? false })),
});
