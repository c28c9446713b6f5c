import { createHash } from 'node:crypto';
import type { Clock } from '../clock';
import { HttpError, badRequest, conflict } from '../errors';
import type { Db } from './db';
import { randomDigits } from './ids';

/**
 * The SIM (issue 14, docs/sim-contract.md §2): call settings with their dependency rules, the
 * roaming flag, SIM state and details, the SIM inventory and swap, the number pool and number
 * change, call security. Settings live per product (sim_settings), so they stay with the product
 * through a swap or a number change.
 */

export interface WireSettings {
  CallForwarding: { CFUActive: boolean; CFBActive: boolean; CFNRYActive: boolean; CFNRCActive: boolean; ForwardToMSISDN: string };
  CallRestriction: { CallWaitingEnabled: boolean; AllowCallHold: boolean };
  Barring: { AllowIncomingCalls: boolean; AllowOutgoingCalls: boolean };
}

export const DEFAULT_SETTINGS: WireSettings = {
  CallForwarding: { CFUActive: false, CFBActive: true, CFNRYActive: true, CFNRCActive: true, ForwardToMSISDN: '' },
  CallRestriction: { CallWaitingEnabled: true, AllowCallHold: true },
  Barring: { AllowIncomingCalls: true, AllowOutgoingCalls: true },
};

/** The boolean fields of each group, in the contract's order. */
export const SETTING_FIELDS = {
  CallForwarding: ['CFUActive', 'CFBActive', 'CFNRYActive', 'CFNRCActive'],
  CallRestriction: ['CallWaitingEnabled', 'AllowCallHold'],
  Barring: ['AllowIncomingCalls', 'AllowOutgoingCalls'],
} as const;

/**
 * "forwarding needs incoming and outgoing calls, waiting and hold need incoming calls": the
 * settings that are on while something they need is off (empty: consistent), by wire name.
 */
export function inconsistentSettings(s: WireSettings): string[] {
  const { AllowIncomingCalls: incoming, AllowOutgoingCalls: outgoing } = s.Barring;
  const out: string[] = [];
  for (const f of SETTING_FIELDS.CallForwarding) if (s.CallForwarding[f] && !(incoming && outgoing)) out.push(f);
  for (const f of SETTING_FIELDS.CallRestriction) if (s.CallRestriction[f] && !incoming) out.push(f);
  return out;
}

/** A New Zealand number as an MSISDN (64 and 8 to 11 digits: landlines, 0800 and mobiles). */
export const NZ_MSISDN = /^64\d{8,11}$/;
/** An international number: '+' and 8 to 15 digits. */
export const INTERNATIONAL = /^\+\d{8,15}$/;

export type SimState = 'PRE_ACTIVATED' | 'NOT_ACTIVATED' | 'IN_USE' | 'RETIRED';
export type DisableReason = 'LOST' | 'STOLEN' | 'OTHER';
export const DISABLE_REASONS: readonly DisableReason[] = ['LOST', 'STOLEN', 'OTHER'];

export interface SimStatus {
  Status: 'ENABLED' | 'DISABLED';
  Reason: DisableReason | '';
}

export interface SimDetails {
  MSISDN: string;
  SIMID: string;
  IMSI: string;
  PUK: string;
}

/** The seeded spares of the README: two pre-activated, one not. */
export const SPARE_SIMS: readonly { simId: string; imsi: string; state: SimState }[] = [
  { simId: '89640500000000009011', imsi: '530050000009011', state: 'PRE_ACTIVATED' },
  { simId: '89640500000000009029', imsi: '530050000009029', state: 'PRE_ACTIVATED' },
  { simId: '89640500000000009037', imsi: '530050000009037', state: 'NOT_ACTIVATED' },
];

/** The number pool's seed: 64225550700 to 64225550739. */
export const POOL_NUMBERS: readonly string[] = Array.from({ length: 40 }, (_, i) => `642255507${String(i).padStart(2, '0')}`);

/** A fixed PUK for a seeded SIM (prepay@example.com's is given in seed.ts). */
export function pukFor(simId: string): string {
  const n = parseInt(createHash('sha256').update(`puk:${simId}`).digest('hex').slice(0, 12), 16) % 100_000_000;
  return String(n).padStart(8, '0');
}

export type FilterLevel = 'OFF' | 'STANDARD' | 'STRICT';
export const FILTER_LEVELS: readonly FilterLevel[] = ['OFF', 'STANDARD', 'STRICT'];

export interface CallSecurity {
  CallFilter: FilterLevel;
  TextFilter: FilterLevel;
  WithheldToVoicemail: boolean;
  InternationalToVoicemail: boolean;
}

export const DEFAULT_SECURITY: CallSecurity = { CallFilter: 'STANDARD', TextFilter: 'STANDARD', WithheldToVoicemail: false, InternationalToVoicemail: false };

export type ListKind = 'ALLOW' | 'BLOCK';
export interface ListedNumber { MSISDN: string; List: ListKind; Label: string; CreatedAtNanos: number }
export interface ReportItem { AtNanos: number; Kind: 'CALL' | 'SMS'; From: string; Reason: 'SPAM' | 'BLOCK_LIST' | 'WITHHELD' | 'INTERNATIONAL' }

export const LIST_LIMIT = 100;
export const REPORT_ITEMS = 23;
const REPORT_DAYS = 14;
const DAY_NANOS = 86_400_000 * 1e6;

interface ProductSimRow {
  uuid: string;
  msisdn: string;
  sim_id: string;
  imsi: string;
  puk: string;
  status: number;
  sim_disabled: number;
  sim_disable_reason: string;
}

interface InventoryRow { sim_id: string; imsi: string; puk: string; state: SimState }

export const simNotFound = (): HttpError => new HttpError(404, 1404, 'SIM is not found');
export const productNotActive = (): HttpError => conflict('Product is not active');

export class SimStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private row(productUuid: string): ProductSimRow {
    const row = this.db.prepare('SELECT uuid, msisdn, sim_id, imsi, puk, status, sim_disabled, sim_disable_reason FROM mobile_products WHERE uuid = ?').get(productUuid) as ProductSimRow | undefined;
    if (!row) throw new Error(`no product ${productUuid}`);
    return row;
  }

  private settingsRow(productUuid: string): { settings_json: string | null; auto_active: number; security_json: string | null } {
    this.db.prepare('INSERT OR IGNORE INTO sim_settings (product_uuid) VALUES (?)').run(productUuid);
    return this.db.prepare('SELECT settings_json, auto_active, security_json FROM sim_settings WHERE product_uuid = ?').get(productUuid) as {
      settings_json: string | null; auto_active: number; security_json: string | null;
    };
  }

  // ---- settings and roaming ----

  settings(productUuid: string): WireSettings {
    const json = this.settingsRow(productUuid).settings_json;
    return json ? (JSON.parse(json) as WireSettings) : structuredClone(DEFAULT_SETTINGS);
  }

  setSettings(productUuid: string, settings: WireSettings): WireSettings {
    this.settingsRow(productUuid);
    this.db.prepare('UPDATE sim_settings SET settings_json = ? WHERE product_uuid = ?').run(JSON.stringify(settings), productUuid);
    return this.settings(productUuid);
  }

  autoActive(productUuid: string): boolean {
    return this.settingsRow(productUuid).auto_active === 1;
  }

  setAutoActive(productUuid: string, on: boolean): boolean {
    this.settingsRow(productUuid);
    this.db.prepare('UPDATE sim_settings SET auto_active = ? WHERE product_uuid = ?').run(on ? 1 : 0, productUuid);
    return this.autoActive(productUuid);
  }

  // ---- details and state ----

  details(productUuid: string): SimDetails {
    const r = this.row(productUuid);
    return { MSISDN: r.msisdn, SIMID: r.sim_id, IMSI: r.imsi, PUK: r.puk };
  }

  status(productUuid: string): SimStatus {
    const r = this.row(productUuid);
    return r.sim_disabled === 1 ? { Status: 'DISABLED', Reason: (r.sim_disable_reason || 'OTHER') as DisableReason } : { Status: 'ENABLED', Reason: '' };
  }

  isDisabled(productUuid: string): boolean {
    return this.row(productUuid).sim_disabled === 1;
  }

  /** Disables (with a reason) or enables; 409 when it is so already or the product is not active. */
  setDisabled(productUuid: string, disabled: boolean, reason: DisableReason = 'OTHER'): SimStatus {
    const r = this.row(productUuid);
    if (r.status !== 4) throw productNotActive();
    if ((r.sim_disabled === 1) === disabled) throw conflict(`SIM is already ${disabled ? 'disabled' : 'enabled'}`);
    this.db.prepare('UPDATE mobile_products SET sim_disabled = ?, sim_disable_reason = ? WHERE uuid = ?').run(disabled ? 1 : 0, disabled ? reason : '', productUuid);
    return this.status(productUuid);
  }

  // ---- the inventory and swap ----

  inventory(simId: string): InventoryRow | undefined {
    return this.db.prepare('SELECT sim_id, imsi, puk, state FROM sim_inventory WHERE sim_id = ?').get(simId) as InventoryRow | undefined;
  }

  /** A new spare SIM (a test's own). */
  addSpare(state: 'PRE_ACTIVATED' | 'NOT_ACTIVATED'): string {
    for (;;) {
      const simId = `8964059${randomDigits(13)}`;
      if (this.inventory(simId)) continue;
      this.db.prepare('INSERT INTO sim_inventory (sim_id, imsi, puk, state, changed_at_nanos) VALUES (?, ?, ?, ?, ?)')
        .run(simId, `53005${randomDigits(10)}`, randomDigits(8), state, this.clock.nowNanos());
      return simId;
    }
  }

  /**
   * Moves the product to a pre-activated spare: it takes the spare's SIM ID, IMSI and PUK, the
   * old SIM is retired, a disabled SIM is enabled again. Refusals as the contract lists them.
   */
  swap(productUuid: string, simId: string): { SIMID: string; IMSI: string; OldSIMID: string } {
    if (!/^\d{19,20}$/.test(simId)) throw badRequest('SIMID is invalid');
    const r = this.row(productUuid);
    if (r.status !== 4) throw productNotActive();
    if (simId === r.sim_id) throw conflict('This SIM is already yours');
    const sim = this.inventory(simId);
    if (!sim) throw simNotFound();
    if (sim.state === 'IN_USE') throw conflict('SIM is already in use');
    if (sim.state !== 'PRE_ACTIVATED') throw conflict('SIM is not pre-activated');
    const at = this.clock.nowNanos();
    this.db.transaction(() => {
      this.db.prepare("UPDATE sim_inventory SET state = 'RETIRED', changed_at_nanos = ? WHERE sim_id = ?").run(at, r.sim_id);
      this.db.prepare("UPDATE sim_inventory SET state = 'IN_USE', changed_at_nanos = ? WHERE sim_id = ?").run(at, simId);
      this.db.prepare("UPDATE mobile_products SET sim_id = ?, imsi = ?, puk = ?, sim_disabled = 0, sim_disable_reason = '' WHERE uuid = ?")
        .run(sim.sim_id, sim.imsi, sim.puk, productUuid);
    })();
    return { SIMID: sim.sim_id, IMSI: sim.imsi, OldSIMID: r.sim_id };
  }

  // ---- the number pool ----

  /** AVAILABLE numbers no product holds, ascending: one page and the count of all. */
  searchNumbers(page: number, amount: number): { MSISDNs: string[]; TotalCount: number } {
    const where = "state = 'AVAILABLE' AND msisdn NOT IN (SELECT msisdn FROM mobile_products)";
    const rows = this.db.prepare(`SELECT msisdn FROM number_pool WHERE ${where} ORDER BY msisdn LIMIT ? OFFSET ?`).all(amount, page * amount) as { msisdn: string }[];
    const total = (this.db.prepare(`SELECT COUNT(*) AS n FROM number_pool WHERE ${where}`).get() as { n: number }).n;
    return { MSISDNs: rows.map((x) => x.msisdn), TotalCount: total };
  }

  /**
   * The product's number becomes `msisdn` (ASSIGNED); the old one leaves it for good
   * (QUARANTINED). Where the account's contact mobile was the old number, it follows.
   */
  changeNumber(productUuid: string, customerUuid: string, msisdn: string): { old: string } {
    const r = this.row(productUuid);
    if (r.status !== 4) throw productNotActive();
    if (r.sim_disabled === 1) throw conflict('SIM is disabled');
    const free = this.db.prepare("SELECT 1 FROM number_pool WHERE msisdn = ? AND state = 'AVAILABLE' AND msisdn NOT IN (SELECT msisdn FROM mobile_products)").get(msisdn);
    if (!free) throw conflict('Phone number is not available');
    const at = this.clock.nowNanos();
    const local = (m: string) => `0${m.slice(2)}`;
    this.db.transaction(() => {
      this.db.prepare("UPDATE number_pool SET state = 'ASSIGNED', product_uuid = ?, changed_at_nanos = ? WHERE msisdn = ?").run(productUuid, at, msisdn);
      this.db.prepare(
        `INSERT INTO number_pool (msisdn, state, product_uuid, changed_at_nanos) VALUES (?, 'QUARANTINED', NULL, ?)
         ON CONFLICT (msisdn) DO UPDATE SET state = 'QUARANTINED', product_uuid = NULL, changed_at_nanos = excluded.changed_at_nanos`,
      ).run(r.msisdn, at);
      this.db.prepare('UPDATE mobile_products SET msisdn = ? WHERE uuid = ?').run(msisdn, productUuid);
      this.db.prepare('UPDATE customers SET mobile = ? WHERE uuid = ? AND mobile = ?').run(local(msisdn), customerUuid, local(r.msisdn));
      this.db.prepare(
        `UPDATE auth_users SET mobile = ? WHERE mobile = ? AND uuid IN (SELECT auth_user_uuid FROM auth_roles WHERE customer_uuid = ?)`,
      ).run(local(msisdn), local(r.msisdn), customerUuid);
    })();
    return { old: r.msisdn };
  }

  poolState(msisdn: string): string | undefined {
    return (this.db.prepare('SELECT state FROM number_pool WHERE msisdn = ?').get(msisdn) as { state: string } | undefined)?.state;
  }

  /** Control: `empty` takes every AVAILABLE number out of the pool; not empty puts the seed's back (those not given out). */
  setPoolEmpty(empty: boolean): void {
    if (empty) this.db.prepare("DELETE FROM number_pool WHERE state = 'AVAILABLE'").run();
    else seedNumberPool(this.db);
  }

  // ---- call security ----

  security(productUuid: string): CallSecurity {
    const json = this.settingsRow(productUuid).security_json;
    return json ? (JSON.parse(json) as CallSecurity) : { ...DEFAULT_SECURITY };
  }

  setSecurity(productUuid: string, security: CallSecurity): CallSecurity {
    this.settingsRow(productUuid);
    this.db.prepare('UPDATE sim_settings SET security_json = ? WHERE product_uuid = ?').run(JSON.stringify(security), productUuid);
    return this.security(productUuid);
  }

  numbers(productUuid: string): ListedNumber[] {
    const rows = this.db.prepare('SELECT msisdn, list, label, created_at_nanos FROM call_security_numbers WHERE product_uuid = ? ORDER BY created_at_nanos DESC, rowid DESC')
      .all(productUuid) as { msisdn: string; list: ListKind; label: string; created_at_nanos: number }[];
    return rows.map((x) => ({ MSISDN: x.msisdn, List: x.list, Label: x.label, CreatedAtNanos: x.created_at_nanos }));
  }

  /** Adds a number to a list (a number on the other list moves; one on the same list takes the new label). */
  addNumber(productUuid: string, msisdn: string, list: ListKind, label: string): ListedNumber {
    const current = this.numbers(productUuid);
    const existing = current.find((n) => n.MSISDN === msisdn);
    if (existing?.List !== list && current.filter((n) => n.List === list).length >= LIST_LIMIT) throw conflict('List is full');
    const at = existing?.List === list ? existing.CreatedAtNanos : this.clock.nowNanos();
    this.db.prepare(
      `INSERT INTO call_security_numbers (product_uuid, msisdn, list, label, created_at_nanos) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (product_uuid, msisdn) DO UPDATE SET list = excluded.list, label = excluded.label, created_at_nanos = excluded.created_at_nanos`,
    ).run(productUuid, msisdn, list, label, at);
    return { MSISDN: msisdn, List: list, Label: label, CreatedAtNanos: at };
  }

  removeNumber(productUuid: string, msisdn: string): boolean {
    return this.db.prepare('DELETE FROM call_security_numbers WHERE product_uuid = ? AND msisdn = ?').run(productUuid, msisdn).changes > 0;
  }

  reports(productUuid: string, page: number, amount: number): { Items: ReportItem[]; TotalCount: number } {
    const rows = this.db.prepare('SELECT at_nanos, kind, from_number, reason FROM call_security_reports WHERE product_uuid = ? ORDER BY at_nanos DESC, id DESC LIMIT ? OFFSET ?')
      .all(productUuid, amount, page * amount) as { at_nanos: number; kind: ReportItem['Kind']; from_number: string; reason: ReportItem['Reason'] }[];
    const total = (this.db.prepare('SELECT COUNT(*) AS n FROM call_security_reports WHERE product_uuid = ?').get(productUuid) as { n: number }).n;
    return { Items: rows.map((x) => ({ AtNanos: x.at_nanos, Kind: x.kind, From: x.from_number, Reason: x.reason })), TotalCount: total };
  }
}

// ---- seeding ----

export function seedNumberPool(db: Db): void {
  const put = db.prepare("INSERT OR IGNORE INTO number_pool (msisdn, state) VALUES (?, 'AVAILABLE')");
  for (const n of POOL_NUMBERS) put.run(n);
}

/** The spares and the number pool; OR IGNORE, so a kept database keeps what tests did to them. */
export function seedSim(db: Db): void {
  const put = db.prepare('INSERT OR IGNORE INTO sim_inventory (sim_id, imsi, puk, state) VALUES (?, ?, ?, ?)');
  for (const s of SPARE_SIMS) put.run(s.simId, s.imsi, pukFor(s.simId), s.state);
  seedNumberPool(db);
}

/** A seeded product's fixed PUK (a kept database from before issue 14 got random ones); only while it still has its seeded SIM. */
export function setDemoPuk(db: Db, simId: string, puk: string): void {
  db.prepare('UPDATE mobile_products SET puk = ? WHERE sim_id = ? AND puk <> ?').run(puk, simId, puk);
  db.prepare("UPDATE sim_inventory SET puk = ? WHERE sim_id = ? AND state = 'IN_USE'").run(puk, simId);
}

/** A small deterministic generator, so a product's seeded report is the same on every seeding. */
function prng(seed: string): () => number {
  let h = parseInt(createHash('sha256').update(seed).digest('hex').slice(0, 8), 16) || 1;
  return () => {
    h ^= h << 13;
    h ^= h >>> 17;
    h ^= h << 5;
    return (h >>> 0) / 4_294_967_296;
  };
}

const INTERNATIONAL_FROM = ['+442071838750', '+61291234567', '+8613812345678', '+12025550143', '+919812345678'];

/**
 * The 23 blocked calls and texts over the last 14 days of an active product with a plan kind
 * (docs/sim-contract.md §2.5); none when it has some already.
 */
export function insertSimReports(db: Db, productUuid: string, nowMs: number): void {
  const p = db.prepare('SELECT status, billing_reference FROM mobile_products WHERE uuid = ?').get(productUuid) as { status: number; billing_reference: string } | undefined;
  if (!p || p.status !== 4 || p.billing_reference === '') return;
  if (db.prepare('SELECT 1 FROM call_security_reports WHERE product_uuid = ?').get(productUuid)) return;
  const rand = prng(`reports:${productUuid}`);
  const now = Math.floor(nowMs) * 1e6;
  const span = REPORT_DAYS * DAY_NANOS;
  const put = db.prepare('INSERT INTO call_security_reports (product_uuid, at_nanos, kind, from_number, reason) VALUES (?, ?, ?, ?, ?)');
  for (let i = 0; i < REPORT_ITEMS; i += 1) {
    const at = now - Math.floor(((i + 0.2 + rand() * 0.6) / REPORT_ITEMS) * span);
    const kind = rand() < 0.6 ? 'CALL' : 'SMS';
    const pick = rand();
    const [from, reason] = kind === 'CALL' && pick < 0.2
      ? ['WITHHELD', 'WITHHELD']
      : pick < 0.4
        ? [INTERNATIONAL_FROM[Math.floor(rand() * INTERNATIONAL_FROM.length)] ?? '+442071838750', kind === 'CALL' && pick < 0.3 ? 'INTERNATIONAL' : 'SPAM']
        : [`6421${randomish(rand)}`, pick < 0.55 ? 'BLOCK_LIST' : 'SPAM'];
    put.run(productUuid, at, kind, from, reason);
  }
}

const randomish = (rand: () => number): string => String(Math.floor(rand() * 10_000_000)).padStart(7, '0');
