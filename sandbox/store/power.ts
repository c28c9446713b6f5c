import type { Clock } from '../clock';
import type { Db } from './db';
import { randomUUID } from './ids';

/**
 * The provider's electricity offer for its broadband customers (docs/front-door-contract.md §3.1):
 * plans by network region with a daily charge and per-kWh rates (GST inclusive; rates in tenths of
 * a cent), a bundle discount on the broadband bill, and sign-ups (an ICP or an address).
 */
export interface PowerPlan {
  Code: string;
  Name: string;
  Kind: 'anytime' | 'day-night';
  DailyChargeCents: number;
  UnitRateTenthCents: number;
  NightRateTenthCents?: number;
}

export interface PowerRegion {
  Code: string;
  Name: string;
  Network: string;
  Plans: PowerPlan[];
}

export interface PowerRegistration {
  UUID: string;
  ICP: string;
  Address: string;
  RegionCode: string;
  PlanCode: string;
  MovingIn: boolean;
  State: 'received';
  CreatedAtNanos: number;
}

/** "$10 off your broadband every month" while both are with us. */
export const BUNDLE_DISCOUNT_CENTS = 1000;

/** An ICP (installation control point) number: 10 digits, the network's 2 letters, a 3-character checksum. */
export const ICP_PATTERN = /^\d{10}[A-Z]{2}[0-9A-Z]{3}$/;

const region = (Code: string, Name: string, Network: string, daily: number, anytime: number, day: number, night: number): PowerRegion => ({
  Code, Name, Network,
  Plans: [
    { Code: `${Code}-everyday`, Name: 'Everyday', Kind: 'anytime', DailyChargeCents: daily, UnitRateTenthCents: anytime },
    { Code: `${Code}-night-saver`, Name: 'Night Saver', Kind: 'day-night', DailyChargeCents: daily + 10, UnitRateTenthCents: day, NightRateTenthCents: night },
  ],
});

export const POWER_REGIONS: readonly PowerRegion[] = [
  region('auckland', 'Auckland', 'Vector', 229, 318, 341, 189),
  region('waikato', 'Hamilton and Waikato', 'WEL Networks', 241, 329, 352, 198),
  region('bay-of-plenty', 'Tauranga and Bay of Plenty', 'Powerco', 248, 335, 359, 201),
  region('wellington', 'Wellington', 'Wellington Electricity', 236, 324, 347, 192),
  region('christchurch', 'Christchurch', 'Orion', 219, 296, 318, 174),
  region('dunedin', 'Dunedin', 'Aurora Energy', 252, 309, 333, 185),
];

type Row = { uuid: string; customer_uuid: string; icp: string; address: string; region_code: string; plan_code: string; moving_in: number; created_at_nanos: number };

const view = (r: Row): PowerRegistration => ({
  UUID: r.uuid, ICP: r.icp, Address: r.address, RegionCode: r.region_code, PlanCode: r.plan_code, MovingIn: r.moving_in === 1, State: 'received', CreatedAtNanos: r.created_at_nanos,
});

export class PowerStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    db.exec(`CREATE TABLE IF NOT EXISTS power_registrations (
      uuid TEXT PRIMARY KEY,
      customer_uuid TEXT NOT NULL UNIQUE REFERENCES customers(uuid) ON DELETE CASCADE,
      icp TEXT NOT NULL,
      address TEXT NOT NULL,
      region_code TEXT NOT NULL,
      plan_code TEXT NOT NULL,
      moving_in INTEGER NOT NULL,
      created_at_nanos INTEGER NOT NULL
    )`);
  }

  registration(customerUuid: string): PowerRegistration | null {
    const r = this.db.prepare('SELECT * FROM power_registrations WHERE customer_uuid = ?').get(customerUuid) as Row | undefined;
    return r ? view(r) : null;
  }

  register(customerUuid: string, input: { icp: string; address: string; regionCode: string; planCode: string; movingIn: boolean }): PowerRegistration {
    const row: Row = {
      uuid: randomUUID(), customer_uuid: customerUuid, icp: input.icp, address: input.address, region_code: input.regionCode,
      plan_code: input.planCode, moving_in: input.movingIn ? 1 : 0, created_at_nanos: this.clock.nowNanos(),
    };
    this.db.prepare(`INSERT INTO power_registrations (uuid, customer_uuid, icp, address, region_code, plan_code, moving_in, created_at_nanos)
      VALUES (@uuid, @customer_uuid, @icp, @address, @region_code, @plan_code, @moving_in, @created_at_nanos)`).run(row);
    return view(row);
  }
}
