import { nzClock } from '@/lib/billing/rules';
import { speedBps, speedLabel } from '@/lib/catalog/values';
import type { CharacteristicValue } from '@/lib/catalog/wire';
import { BYTES_GB, DATA_DECIMALS, DAY_MS, HISTOGRAM_DAYS, MINUTE_MS, THROTTLE_DEFAULT_BPS } from '@/lib/flags/constants';
import type {
  ChargeGroup, ChargeRecord, ChargeType, Forecast, HistogramType, UsageEntry, UsageRuleKind, UsageType, WidgetName,
} from './types';

/**
 * Pure rules of the mobile home's usage (docs/mobile-contract.md §3; account-management.md §3
 * "Usage entries", "Cellular usage charge record", "Daily usage histogram", §7 the charges and
 * histogram calls, §9 "Histogram: 30 days, 1 day interval", the plan display rules). No I/O;
 * each quotes the spec line it implements and has a unit test that does too. Importable by
 * client components (no server-only).
 */

export { HISTOGRAM_DAYS };
export const HISTOGRAM_INTERVAL_MS = DAY_MS;
/** The first day of the Unix epoch: "From defaults to the product's CreatedAtNanos or 0". */
const EPOCH_DAY = '1970-01-01';
/** "usage alerts at 80% and 100% of an allowance". */
export const USAGE_ALERT_THRESHOLDS = [80, 100] as const;
export type UsageAlertThreshold = (typeof USAGE_ALERT_THRESHOLDS)[number];

/* ---------- New Zealand calendar days ('YYYY-MM-DD') ---------- */

const two = (n: number) => String(n).padStart(2, '0');
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The New Zealand calendar day of an instant, 'YYYY-MM-DD'. */
export function nzDay(at: Date): string {
  const { year, month, day } = nzClock(at);
  return `${year}-${two(month)}-${two(day)}`;
}

/** Whether a string is a real calendar day 'YYYY-MM-DD' (no 31 Feb). */
export function isCalendarDay(day: string): boolean {
  const m = DAY_RE.exec(day);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

function dayNumber(day: string): number {
  const m = DAY_RE.exec(day);
  if (!m) throw new RangeError(`not a calendar day: ${day}`);
  return Math.round(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS);
}

function dayOfNumber(n: number): string {
  const d = new Date(n * DAY_MS);
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}`;
}

/** A calendar day moved by whole days. */
export function addDays(day: string, days: number): string {
  return dayOfNumber(dayNumber(day) + days);
}

/** Whole calendar days from `a` to `b` (b − a). */
export function daysBetween(a: string, b: string): number {
  return dayNumber(b) - dayNumber(a);
}

/** New Zealand's offset from UTC at an instant, in ms (+13 h in summer, +12 h in winter). */
function nzOffsetMs(t: number): number {
  const c = nzClock(new Date(t));
  const wall = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute);
  return wall - Math.floor(t / MINUTE_MS) * MINUTE_MS;
}

/** The instant a New Zealand calendar day starts (midnight there; daylight saving never moves midnight). */
export function nzDayStart(day: string): Date {
  const wall = dayNumber(day) * DAY_MS;
  const first = wall - nzOffsetMs(wall);
  return new Date(wall - nzOffsetMs(first));
}

/* ---------- Usage entries ---------- */

/** "Types: Data, Mins (voice), IDDMins, TXTs (SMS), IDDTXTs, PXTs (MMS), TetheringData; also sms, mms, voice, data, idd_sms, idd_voice, tetheringData as usage type names." */
const TYPE_NAMES: Readonly<Record<string, UsageType>> = {
  data: 'Data', mins: 'Mins', iddmins: 'IDDMins', txts: 'TXTs', iddtxts: 'IDDTXTs', pxts: 'PXTs', tetheringdata: 'TetheringData',
  sms: 'TXTs', mms: 'PXTs', voice: 'Mins', idd_sms: 'IDDTXTs', idd_voice: 'IDDMins',
};

/** A usage type as the upstream names it, in either spelling; null for one we do not know. */
export function usageTypeOf(name: string): UsageType | null {
  return TYPE_NAMES[name.trim().toLowerCase()] ?? null;
}

/** The display order of the entries (the spec's list). */
export const USAGE_TYPE_ORDER: readonly UsageType[] = ['Data', 'Mins', 'IDDMins', 'TXTs', 'IDDTXTs', 'PXTs', 'TetheringData'];

const DATA_TYPES = new Set<UsageType>(['Data', 'TetheringData']);

/** One usage entry as the upstream sends it ("CarryOverAmount, RemainingAmount (also AmountRemaining), Total, UsageRule"). */
export type RawUsageEntry = { type: string; total: number; remaining: number; carryOver: number; usageRule: string };

const finite = (n: number) => (Number.isFinite(n) ? n : 0);

/**
 * "Usage rules: Unlimited shows unlimited; CasualRate with allowance below 1 or absent shows
 * casual rate; a positive allowance shows number with unit (minutes for voice, counts for
 * messages). Data can also be Throttled." — with "Throttled with its speed" (issue 13): the
 * plan's Throttle characteristic ('1.2M', '2M'), else the standard 1.2Mbps. An entry with no
 * rule and nothing included is charged at casual rates (as the upstream does). null: a type we
 * do not know.
 */
export function toUsageEntry(raw: RawUsageEntry, throttle?: CharacteristicValue): UsageEntry | null {
  const type = usageTypeOf(raw.type);
  if (!type) return null;
  const rule = raw.usageRule.trim().toLowerCase();
  const total = Math.max(0, finite(raw.total));
  const remaining = Math.max(0, finite(raw.remaining));
  const carryOver = Math.max(0, finite(raw.carryOver));
  const entry = (kind: UsageRuleKind, amounts: boolean): UsageEntry => ({
    type, rule: kind, total: amounts ? total : 0, remaining: amounts ? remaining : 0, carryOver: amounts ? carryOver : 0,
    throttleSpeed: kind === 'throttled' ? speedLabel(speedBps(throttle ?? null) ?? THROTTLE_DEFAULT_BPS) : null,
  });
  if (rule === 'unlimited') return entry('unlimited', false);
  if (rule === 'throttled' && DATA_TYPES.has(type)) return entry('throttled', true);
  if (total >= 1) return entry('allowance', true);
  return entry('casualRate', false);
}

/** The entries in the spec's order, one per type (the first wins). */
export function orderEntries(entries: readonly UsageEntry[]): UsageEntry[] {
  const seen = new Set<UsageType>();
  return USAGE_TYPE_ORDER.flatMap((t) => {
    const e = entries.find((x) => x.type === t);
    if (!e || seen.has(t)) return [];
    seen.add(t);
    return [e];
  });
}

/** The entry each dashboard widget shows. */
export const WIDGET_TYPES: Readonly<Record<WidgetName, UsageType>> = { Data: 'Data', Voice: 'Mins', SMS: 'TXTs', MMS: 'PXTs', Hotspot: 'TetheringData' };

/**
 * Whether the hotspot entry is the data allowance itself, not an allowance of its own: the same
 * rule and the same total as Data (the upstream sends tethering as a copy of the data entry when
 * "Hotspot (tethering) … uses your plan data"). Then its figures only repeat Data's (issue 28 item 8).
 */
export function hotspotSharesData(entries: readonly DashboardEntry[]): boolean {
  const data = entries.find((e) => e.type === 'Data');
  const hotspot = entries.find((e) => e.type === 'TetheringData');
  return Boolean(data && hotspot && data.rule === hotspot.rule && data.total === hotspot.total);
}

/** An entry as the widget rule reads it: its type, and its rule and total once the usage is read. */
export type DashboardEntry = Pick<UsageEntry, 'type'> & Partial<Pick<UsageEntry, 'rule' | 'total'>>;

/**
 * "Defaults: … dashboard widgets Hotspot, MMS, Data, Voice, SMS, hotspot false": the widgets of
 * the setting (a comma list, any case, unknown names and repeats dropped) in its order, each only
 * when the product has its entry; Hotspot only with tethering (a TetheringData entry) and the
 * hotspot setting on. A hotspot that uses the data allowance (hotspotSharesData) is no widget of
 * its own when Data is shown: the Data widget says "Hotspot: uses your data" (`hotspotInData`),
 * so no figure is shown twice (issue 28 item 8). The order is the setting's; the one we ship is
 * in lib/flags/shipped.ts (Data first).
 */
export function dashboardLayout(setting: string, entries: readonly DashboardEntry[], hotspotSetting: boolean): { widgets: WidgetName[]; hotspotInData: boolean } {
  const names = Object.keys(WIDGET_TYPES) as WidgetName[];
  const has = new Set(entries.map((e) => e.type));
  const out: WidgetName[] = [];
  for (const part of setting.split(',')) {
    const name = names.find((n) => n.toLowerCase() === part.trim().toLowerCase());
    if (!name || out.includes(name) || !has.has(WIDGET_TYPES[name])) continue;
    if (name === 'Hotspot' && !hotspotSetting) continue;
    out.push(name);
  }
  const hotspotInData = out.includes('Hotspot') && out.includes('Data') && hotspotSharesData(entries);
  return { widgets: hotspotInData ? out.filter((n) => n !== 'Hotspot') : out, hotspotInData };
}

/** The widgets of dashboardLayout, in the setting's order. */
export function dashboardWidgets(setting: string, entries: readonly DashboardEntry[], hotspotSetting: boolean): WidgetName[] {
  return dashboardLayout(setting, entries, hotspotSetting).widgets;
}

/**
 * "12 days left": the New Zealand calendar days from today to the day of an instant (a renewal,
 * a period's end), as a customer counts them beside "Renews 27 Nov" (on the 15th: 12). The day
 * itself and after: 0; null without an instant. (The forecast's budget counts differently: the
 * days the data still has to last, today and the renewal day included.)
 */
export function daysLeft(upto: string | null, now: Date): number | null {
  if (!upto) return null;
  const end = new Date(upto);
  if (Number.isNaN(end.getTime())) return null;
  return Math.max(0, daysBetween(nzDay(now), nzDay(end)));
}

/** What was used this period: the total (which holds what was carried in) less what is left. */
export function usedAmount(entry: Pick<UsageEntry, 'total' | 'remaining'>): number {
  return Math.max(0, entry.total - entry.remaining);
}

/**
 * "a forecast on the data widget (daily budget = remaining ÷ days left; 'at this rate it lasts
 * until …')". Days are New Zealand calendar days. Days left count today and the renewal day
 * (usage is recorded per ended day, so what is left still has today to last). The rate is
 * what was used over the days of the period that have ended (at least one). `runsOutOn` is the
 * last day the data lasts at that rate, null when it lasts to the renewal (or nothing is used).
 * null: not a Data entry with an allowance, or no period.
 */
export function dataForecast(entry: UsageEntry, period: { from: string; upto: string } | null, now: Date): Forecast | null {
  if (entry.type !== 'Data' || (entry.rule !== 'allowance' && entry.rule !== 'throttled') || entry.total <= 0 || !period) return null;
  const from = new Date(period.from);
  const upto = new Date(period.upto);
  if (Number.isNaN(from.getTime()) || Number.isNaN(upto.getTime())) return null;
  const today = nzDay(now);
  const ended = now.getTime() >= upto.getTime();
  const left = ended ? 0 : daysBetween(today, nzDay(new Date(upto.getTime() - 1))) + 1;
  const daysUsed = Math.max(1, daysBetween(nzDay(from), today));
  const dailyRateMb = Math.round(usedAmount(entry) / daysUsed);
  const dailyBudgetMb = left > 0 && entry.remaining > 0 ? Math.round(entry.remaining / left) : null;
  let runsOutOn: string | null = null;
  if (entry.remaining <= 0) runsOutOn = ended ? null : today;
  else if (dailyRateMb > 0 && left > 0) {
    const lasts = Math.ceil(entry.remaining / (usedAmount(entry) / daysUsed));
    runsOutOn = lasts < left ? addDays(today, lasts - 1) : null;
  }
  return { dailyBudgetMb, dailyRateMb, runsOutOn };
}

/**
 * "usage alerts at 80% and 100% of an allowance": the highest threshold a used share (0…1, of
 * an allowance) has reached, or null below 80 %.
 */
export function usageAlertCrossed(usedShare: number): UsageAlertThreshold | null {
  if (!Number.isFinite(usedShare)) return null;
  const percent = usedShare * 100;
  return [...USAGE_ALERT_THRESHOLDS].reverse().find((t) => percent >= t) ?? null;
}

/* ---------- Charges ---------- */

export const CHARGE_TYPES: readonly ChargeType[] = ['data', 'mins', 'txts', 'pxts'];

/** "unit (MB, minutes, SMS, MMS)" of a charge type. */
export function chargeUnit(type: ChargeType): ChargeRecord['unit'] {
  return ({ data: 'MB', mins: 'minutes', txts: 'SMS', pxts: 'MMS' } as const)[type];
}

/** A charge record as the upstream sends it ("DateAndTime, AmountCents, ChargedData (MB), ChargedMins, ChargedTXTs, ChargedPXTs"). */
export type RawCharge = { dateAndTime: string; amountCents: number; chargedData: number; chargedMins: number; chargedTxts: number; chargedPxts: number };

/**
 * "Cellular usage charge record: DateAndTime, AmountCents, ChargedData (MB), ChargedMins,
 * ChargedTXTs, ChargedPXTs": one event is one type, the first with a quantity in that order
 * (data when none has one); null when its time is not a time.
 */
export function toChargeRecord(raw: RawCharge): ChargeRecord | null {
  const at = new Date(raw.dateAndTime);
  if (Number.isNaN(at.getTime())) return null;
  const quantities: Record<ChargeType, number> = { data: raw.chargedData, mins: raw.chargedMins, txts: raw.chargedTxts, pxts: raw.chargedPxts };
  const type = CHARGE_TYPES.find((t) => finite(quantities[t]) > 0) ?? 'data';
  return { at: at.toISOString(), amountCents: Math.round(finite(raw.amountCents)), type, quantity: Math.max(0, finite(quantities[type])), unit: chargeUnit(type) };
}

export type ChargeGrouping = 'day' | 'month' | 'year';

/** The group key of an instant: 'YYYY-MM-DD', 'YYYY-MM' or 'YYYY' in New Zealand. */
export function chargeGroupKey(at: Date, by: ChargeGrouping): string {
  const day = nzDay(at);
  return by === 'day' ? day : by === 'month' ? day.slice(0, 7) : day.slice(0, 4);
}

/**
 * "Aggregates: TotalAmountCents, TotalChargedUsage, year, month, day, title, unit (MB, minutes,
 * SMS, MMS)"; "Usage groupings: daily, monthly, yearly": the records grouped by their New
 * Zealand day, month or year, newest group first and newest record first within, each with its
 * total and its quantity per unit (rounded to two decimals).
 */
export function groupCharges(records: readonly ChargeRecord[], by: ChargeGrouping): ChargeGroup[] {
  const groups = new Map<string, ChargeGroup>();
  const sorted = [...records].sort((a, b) => b.at.localeCompare(a.at));
  for (const r of sorted) {
    const key = chargeGroupKey(new Date(r.at), by);
    const g = groups.get(key) ?? { key, totalCents: 0, totals: {}, records: [] };
    g.totalCents += r.amountCents;
    g.totals[r.unit] = Math.round(((g.totals[r.unit] ?? 0) + r.quantity) * 100) / 100;
    g.records.push(r);
    groups.set(key, g);
  }
  return [...groups.values()].sort((a, b) => b.key.localeCompare(a.key));
}

/**
 * The charges' range: the given days, else "From defaults to the product's CreatedAtNanos or 0;
 * Upto to now" (account-management.md §7, cellular charges): from the day the product was
 * created (New Zealand), or the epoch when its creation is unknown, to today. A start after the
 * end is the end's day.
 */
export function chargeRange(from: string | undefined, to: string | undefined, now: Date, productCreatedAtMs?: number): { from: string; to: string } {
  const end = to ?? nzDay(now);
  if (from) return { from, to: end };
  const start = productCreatedAtMs && productCreatedAtMs > 0 ? nzDay(new Date(productCreatedAtMs)) : EPOCH_DAY;
  return { from: start < end ? start : end, to: end };
}

/**
 * The upstream's bounds of a day range: From the first day's midnight, Upto the last millisecond
 * of the last day (nanoseconds as JSON numbers keep about a quarter of a microsecond, so not
 * the last nanosecond).
 */
export function dayRangeNanos(from: string, to: string): { fromNanos: number; uptoNanos: number } {
  return { fromNanos: nzDayStart(from).getTime() * 1e6, uptoNanos: (nzDayStart(addDays(to, 1)).getTime() - 1) * 1e6 };
}

/** "data, mins, txts, pxts (booleans default true)": the upstream's filters for the types asked for. */
export function chargeFilters(types: readonly ChargeType[]): Record<ChargeType, 'true' | 'false'> {
  return Object.fromEntries(CHARGE_TYPES.map((t) => [t, types.includes(t) ? 'true' : 'false'])) as Record<ChargeType, 'true' | 'false'>;
}

/* ---------- The 30-day histogram ---------- */

/**
 * "Data buckets converted to GB with two decimals and reversed; voice divided by 60; 30
 * buckets; failure gives zeros." Buckets arrive newest first (data in bytes, voice in
 * seconds); the answer is oldest first, 30 values. Bucket i counts from the range's start, so
 * the oldest 30 are kept (a 25-hour day leaves a last bucket of an hour, which belongs to
 * today's); fewer than 30 are the newest, the older days 0. Voice minutes keep two decimals too.
 * null (a failure) → 30 zeros.
 */
export function histogramValues(buckets: readonly number[] | null, type: HistogramType): number[] {
  const oldestFirst = [...(buckets ?? [])].reverse().map(finite);
  const extra = oldestFirst.slice(HISTOGRAM_DAYS).reduce((t, v) => t + v, 0);
  const days = oldestFirst.length >= HISTOGRAM_DAYS
    ? oldestFirst.slice(0, HISTOGRAM_DAYS).map((v, i) => (i === HISTOGRAM_DAYS - 1 ? v + extra : v))
    : [...Array<number>(HISTOGRAM_DAYS - oldestFirst.length).fill(0), ...oldestFirst];
  const scale = type === 'data' ? BYTES_GB : 60;
  const round = 10 ** DATA_DECIMALS;
  return days.map((v) => Math.round((Math.max(0, v) / scale) * round) / round);
}

/** The histogram's 30 New Zealand days, oldest first, ending today. */
export function histogramDays(now: Date): string[] {
  const today = nzDay(now);
  return Array.from({ length: HISTOGRAM_DAYS }, (_, i) => addDays(today, i - (HISTOGRAM_DAYS - 1)));
}

/** "Range (FirstNanos, FinalNanos), IntervalNanos (one day)": from the first day's midnight to the end of today. */
export function histogramRange(now: Date): { firstNanos: number; finalNanos: number; intervalNanos: number } {
  const days = histogramDays(now);
  const { fromNanos, uptoNanos } = dayRangeNanos(days[0] as string, days[days.length - 1] as string);
  return { firstNanos: fromNanos, finalNanos: uptoNanos, intervalNanos: HISTOGRAM_INTERVAL_MS * 1e6 };
}
