import { isInstallerWorkingDay } from '../holidays';
import { nzDay, nzOffsetMs } from './account-payments';
import type { BroadbandTechnology } from './broadband';
import type { Db } from './db';
import { LOCATION_PROVIDER, findAddress, type Address } from './location';
import { randomUUID } from './ids';

/**
 * Broadband availability per address and technology (issue 17, docs/broadband-contract.md §2.1)
 * and the checks the sandbox issued (PrequalUUID). Status values are the availability call's.
 */
export type AvailabilityStatus = 'service_available' | 'service_scope_required' | 'service_installation_required' | 'no_service';

export interface AvailabilityRow {
  /** The location service's IDX (provider nzpost). */
  idx: string;
  UFB: AvailabilityStatus;
  FWA: AvailabilityStatus;
  /** Working days from today to the earliest start (RSF) date, per technology. */
  leadDays: Record<BroadbandTechnology, number>;
  /** Ext `Hyperfibre: 1`: the Hyperfibre plans are sold here. */
  hyperfibre: boolean;
}

/** The first install visit is offered from the second working day on; the earliest start date follows it. */
export const FIRST_SLOT_WORKING_DAYS = 2;
const DEFAULT_LEAD: Record<BroadbandTechnology, number> = { UFB: FIRST_SLOT_WORKING_DAYS, FWA: FIRST_SLOT_WORKING_DAYS };

/** The seeded table `broadband_availability` (§2.6); an address not in it has both technologies. */
export const BROADBAND_AVAILABILITY: readonly AvailabilityRow[] = [
  // 125 Queen Street, Auckland Central: fibre ready (an install visit only), Hyperfibre too.
  { idx: '3000001', UFB: 'service_available', FWA: 'service_available', leadDays: DEFAULT_LEAD, hyperfibre: true },
  // 17 Ponsonby Road: fibre needs a scope visit first, then the install.
  { idx: '3000002', UFB: 'service_scope_required', FWA: 'service_available', leadDays: { UFB: 5, FWA: FIRST_SLOT_WORKING_DAYS }, hyperfibre: false },
  // 48 Karangahape Road: a new build, the fibre needs an installation.
  { idx: '3000003', UFB: 'service_installation_required', FWA: 'service_available', leadDays: { UFB: 10, FWA: FIRST_SLOT_WORKING_DAYS }, hyperfibre: false },
  // 88 Hakarimata Road, Ngāruawāhia: fixed wireless only.
  { idx: '3000027', UFB: 'no_service', FWA: 'service_available', leadDays: DEFAULT_LEAD, hyperfibre: false },
  // 5 Jackson Bay Road, Haast: nothing.
  { idx: '3000028', UFB: 'no_service', FWA: 'no_service', leadDays: DEFAULT_LEAD, hyperfibre: false },
];

/** The address's row (the default one when it is not seeded); undefined: no such address. */
export function availabilityAt(provider: string, idx: string): { address: Address; row: AvailabilityRow } | undefined {
  const address = findAddress(provider, idx);
  if (!address) return undefined;
  const seeded = provider === LOCATION_PROVIDER ? BROADBAND_AVAILABILITY.find((r) => r.idx === idx) : undefined;
  return { address, row: seeded ?? { idx, UFB: 'service_available', FWA: 'service_available', leadDays: DEFAULT_LEAD, hyperfibre: false } };
}

const DAY_MS = 86_400_000;

/** The New Zealand day `count` working days (weekdays that are not public holidays) after the day `nowMs` falls in (0: today). */
export function workingDaysAfter(nowMs: number, count: number): { date: string; fromMs: number; uptoMs: number } {
  let day = nzDay(nowMs);
  let left = count;
  while (left > 0) {
    day = nzDay(day.uptoMs);
    if (isInstallerWorkingDay(day.date)) left -= 1;
  }
  return day;
}

/** That New Zealand day's wall-clock hour as an instant (ms): '2026-12-01', 8 → 08:00 NZ. */
export function nzWallTime(date: string, hour: number): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + hour * 3_600_000;
  return wall - nzOffsetMs(wall - nzOffsetMs(wall));
}

/** The earliest start (RSF) date of a technology at that row: midnight (NZ) of its first day. 0: no service. */
export function earliestRfsNanos(row: AvailabilityRow, technology: BroadbandTechnology, nowMs: number): number {
  if (row[technology] === 'no_service') return 0;
  return workingDaysAfter(nowMs, row.leadDays[technology]).fromMs * 1e6;
}

export const dayAfter = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

export interface Prequal {
  uuid: string;
  location_provider: string;
  location_provider_idx: string;
  technology: BroadbandTechnology;
  status: AvailabilityStatus;
  created_at_nanos: number;
}

/** The availability checks issued: an order must name one for its address and technology. */
export class PrequalStore {
  constructor(private readonly db: Db) {}

  issue(provider: string, idx: string, technology: BroadbandTechnology, status: AvailabilityStatus, nowNanos: number): string {
    const uuid = randomUUID();
    this.db
      .prepare('INSERT INTO broadband_prequals (uuid, location_provider, location_provider_idx, technology, status, created_at_nanos) VALUES (?, ?, ?, ?, ?, ?)')
      .run(uuid, provider, idx, technology, status, nowNanos);
    return uuid;
  }

  get(uuid: string): Prequal | undefined {
    return this.db.prepare('SELECT * FROM broadband_prequals WHERE uuid = ?').get(uuid) as Prequal | undefined;
  }
}
