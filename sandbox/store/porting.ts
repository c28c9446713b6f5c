import type { Clock } from '../clock';
import { HttpError, badRequest, conflict } from '../errors';
import type { OutboxMessage } from '../outbox';
import type { Db } from './db';
import { BRAND, localNumber } from './onboarding';

/**
 * Number porting (issue 16, docs/onboarding-contract.md §2.3): a number at another carrier comes
 * in. New Zealand's rule: the losing carrier texts the number and the port goes ahead only after
 * a YES within two hours; then the port moves on the sandbox clock to PORT_COMPLETED.
 */

export type ConsentState = 'AWAITING' | 'GIVEN' | 'EXPIRED' | 'NOT_NEEDED';

export interface Porting {
  MobileUUID: string;
  MSISDN: string;
  Carrier: string;
  AccountNumber: string;
  State: number;
  StateName: string;
  ConsentState: ConsentState;
  ConsentDeadlineNanos: number;
  RequestedAtNanos: number;
  UpdatedAtNanos: number;
  Message: string;
  History: { State: number; AtNanos: number }[];
}

interface PortingRow {
  mobile_uuid: string; customer_uuid: string; msisdn: string; carrier: string; account_number: string; prior_sim_id: string; name: string; state: number;
  consent_state: ConsentState; consent_deadline_nanos: number; consent_at_nanos: number; requested_at_nanos: number; updated_at_nanos: number;
  message: string; history_json: string;
}

export const STATE_NAMES: Record<number, string> = {
  1: 'PORT_REQUESTED', 2: 'PORT_VALIDATED', 3: 'PORT_APPROVED', 4: 'INTRA_CARRIER_WAIT', 5: 'NETWORK_PROVISIONING',
  7: 'PORT_COMPLETED', 8: 'PORT_CANCELED', 9: 'PORT_REJECTED', 11: 'SERVICE_ACTIVATION_FAILED',
};
/** "Reply YES within 2 hours". */
export const CONSENT_WINDOW_MS = 2 * 3_600_000;
/** After the YES: +1 min validated (or rejected), +10 min approved, +60 min provisioning, +120 min completed. */
export const PORT_STEPS: readonly [number, number][] = [[1 * 60_000, 2], [10 * 60_000, 3], [60 * 60_000, 5], [120 * 60_000, 7]];
const FINISHED = [7, 8, 9, 11];
const RETRYABLE = [8, 9, 11];
const CANCELLABLE = [1, 2, 3, 4];
const MS = 1e6;

/** A New Zealand mobile number as an MSISDN ('027 555 0950', '+64275550950', '64275550950' → '64275550950'), or null. */
export function mobileMsisdn(input: string): string | null {
  const digits = input.replace(/[\s\-()]/g, '').replace(/^\+/, '');
  const msisdn = digits.startsWith('0') ? `64${digits.slice(1)}` : digits;
  return /^642\d{7,9}$/.test(msisdn) ? msisdn : null;
}

/** The carrier a number's prefix belongs to. */
export function carrierByPrefix(msisdn: string): string {
  const prefix = msisdn.slice(2, 4);
  return prefix === '21' || prefix === '29' ? 'One NZ' : prefix === '22' ? '2degrees' : prefix === '27' ? 'Spark' : 'Other';
}

export const portNotFound = (): HttpError => new HttpError(404, 1404, 'No port for this product');

export class PortingStore {
  notify: (m: Omit<OutboxMessage, 'id' | 'at'>) => void = () => undefined;
  /**
   * How many times faster than real the steps after the YES run (SANDBOX_PORTING_SCALE): 60 turns
   * "up to 3 hours" into 2 minutes, to watch a port in a demo. The two hours for the YES stay real:
   * they are a deadline the customer reads.
   */
  stepScale = 1;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private now(): number {
    return this.clock.nowNanos();
  }

  // ---- the number check ----

  private ours(msisdn: string): boolean {
    return Boolean(
      this.db.prepare('SELECT 1 FROM mobile_products WHERE msisdn = ?').get(msisdn)
      ?? this.db.prepare("SELECT 1 FROM sim_inventory WHERE msisdn = ? AND msisdn <> ''").get(msisdn)
      ?? this.db.prepare('SELECT 1 FROM number_pool WHERE msisdn = ?').get(msisdn),
    );
  }

  private registry(msisdn: string): { carrier: string; rejects: number } | undefined {
    return this.db.prepare('SELECT carrier, rejects FROM porting_registry WHERE msisdn = ?').get(msisdn) as { carrier: string; rejects: number } | undefined;
  }

  check(input: string): { MSISDN: string; Portable: boolean; Carrier: string; Reason: string } {
    const msisdn = mobileMsisdn(input);
    if (!msisdn) throw badRequest('Number is invalid');
    if (this.ours(msisdn)) return { MSISDN: msisdn, Portable: false, Carrier: BRAND, Reason: 'This number is already with us' };
    return { MSISDN: msisdn, Portable: true, Carrier: this.registry(msisdn)?.carrier ?? carrierByPrefix(msisdn), Reason: '' };
  }

  // ---- ports ----

  private row(mobileUuid: string): PortingRow | undefined {
    return this.db.prepare('SELECT * FROM portings WHERE mobile_uuid = ?').get(mobileUuid) as PortingRow | undefined;
  }

  private view(r: PortingRow): Porting {
    return {
      MobileUUID: r.mobile_uuid, MSISDN: r.msisdn, Carrier: r.carrier, AccountNumber: r.account_number, State: r.state, StateName: STATE_NAMES[r.state] ?? '',
      ConsentState: r.consent_state, ConsentDeadlineNanos: r.consent_deadline_nanos, RequestedAtNanos: r.requested_at_nanos, UpdatedAtNanos: r.updated_at_nanos,
      Message: r.message, History: JSON.parse(r.history_json) as Porting['History'],
    };
  }

  /** The product's port, moved on the clock first. */
  get(mobileUuid: string): Porting | undefined {
    const r = this.row(mobileUuid);
    if (!r) return undefined;
    this.advance(r);
    const fresh = this.row(mobileUuid);
    return fresh ? this.view(fresh) : undefined;
  }

  /** The losing carrier's text to the number coming in. */
  private consentText(r: { msisdn: string; carrier: string }): void {
    const carrier = this.registry(r.msisdn)?.carrier ?? r.carrier;
    this.notify({
      channel: 'sms', to: r.msisdn, subject: `${carrier}: number transfer request`,
      body: `${carrier}: a request has been made to move ${localNumber(r.msisdn)} to ${BRAND}. Reply YES within 2 hours to agree. If you did not ask for this, ignore this text.`,
    });
  }

  start(customerUuid: string, mobileUuid: string, input: { msisdn: string; carrier: string; accountNumber: string; priorSimId: string; name: string }): Porting {
    const existing = this.get(mobileUuid);
    if (existing && !FINISHED.includes(existing.State)) throw conflict('A port is already in progress');
    if (!input.name.trim()) throw badRequest('Name is required');
    const check = this.check(input.msisdn);
    if (!check.Portable) throw badRequest(check.Reason);
    const open = this.db.prepare('SELECT 1 FROM portings WHERE msisdn = ? AND state NOT IN (7, 8, 9, 11) AND mobile_uuid <> ?').get(check.MSISDN, mobileUuid);
    if (open) throw conflict('A port is already in progress');
    const now = this.now();
    const row = {
      mobile_uuid: mobileUuid, customer_uuid: customerUuid, msisdn: check.MSISDN, carrier: input.carrier.trim() || check.Carrier,
      account_number: input.accountNumber.trim(), prior_sim_id: input.priorSimId.trim(), name: input.name.trim(),
    };
    this.db.transaction(() => {
      this.db.prepare(
        `INSERT OR REPLACE INTO portings (mobile_uuid, customer_uuid, msisdn, carrier, account_number, prior_sim_id, name, state, consent_state, consent_deadline_nanos,
           consent_at_nanos, requested_at_nanos, updated_at_nanos, message, history_json) VALUES (?, ?, ?, ?, ?, ?, ?, 1, 'AWAITING', ?, 0, ?, ?, '', ?)`,
      ).run(row.mobile_uuid, row.customer_uuid, row.msisdn, row.carrier, row.account_number, row.prior_sim_id, row.name, now + CONSENT_WINDOW_MS * MS, now, now,
        JSON.stringify([{ State: 1, AtNanos: now }]));
      this.db.prepare('UPDATE mobile_products SET porting_state = 1 WHERE uuid = ?').run(mobileUuid);
    })();
    this.consentText(row);
    return this.get(mobileUuid) as Porting;
  }

  private need(mobileUuid: string): Porting {
    const p = this.get(mobileUuid);
    if (!p) throw portNotFound();
    return p;
  }

  retry(mobileUuid: string): Porting {
    const p = this.need(mobileUuid);
    if (!RETRYABLE.includes(p.State)) throw conflict('Only a rejected, cancelled or failed port can be tried again');
    const r = this.row(mobileUuid) as PortingRow;
    const now = this.now();
    this.db.prepare(
      `UPDATE portings SET state = 1, consent_state = 'AWAITING', consent_deadline_nanos = ?, consent_at_nanos = 0, updated_at_nanos = ?, message = '', history_json = ? WHERE mobile_uuid = ?`,
    ).run(now + CONSENT_WINDOW_MS * MS, now, JSON.stringify([...p.History, { State: 1, AtNanos: now }]), mobileUuid);
    this.db.prepare('UPDATE mobile_products SET porting_state = 1 WHERE uuid = ?').run(mobileUuid);
    this.consentText(r);
    return this.get(mobileUuid) as Porting;
  }

  cancel(mobileUuid: string): Porting {
    const p = this.need(mobileUuid);
    if (!CANCELLABLE.includes(p.State)) throw conflict('The port can no longer be cancelled');
    this.move(this.row(mobileUuid) as PortingRow, 8, this.now(), 'You cancelled this port');
    return this.get(mobileUuid) as Porting;
  }

  action(mobileUuid: string, action: string): Porting {
    if (action !== 'RESEND_SMS') throw badRequest('Unknown action');
    const p = this.need(mobileUuid);
    if (p.State !== 1 || p.ConsentState !== 'AWAITING') throw conflict('There is no text waiting for a reply');
    const now = this.now();
    this.db.prepare('UPDATE portings SET consent_deadline_nanos = ?, updated_at_nanos = ? WHERE mobile_uuid = ?').run(now + CONSENT_WINDOW_MS * MS, now, mobileUuid);
    this.consentText(this.row(mobileUuid) as PortingRow);
    return this.get(mobileUuid) as Porting;
  }

  /** A text from a number: 'YES' (any case, trimmed) agrees to that number's port awaiting it; anything else is ignored. */
  reply(from: string, text: string): Porting | undefined {
    const msisdn = mobileMsisdn(from);
    if (!msisdn) return undefined;
    const r = this.db.prepare("SELECT * FROM portings WHERE msisdn = ? AND state = 1 AND consent_state = 'AWAITING' ORDER BY requested_at_nanos DESC LIMIT 1").get(msisdn) as PortingRow | undefined;
    if (!r) return undefined;
    this.advance(r);
    const fresh = this.row(r.mobile_uuid) as PortingRow;
    if (fresh.consent_state !== 'AWAITING' || text.trim().toUpperCase() !== 'YES') return this.view(fresh);
    const now = this.now();
    this.db.prepare("UPDATE portings SET consent_state = 'GIVEN', consent_at_nanos = ?, updated_at_nanos = ? WHERE mobile_uuid = ?").run(now, now, r.mobile_uuid);
    return this.get(r.mobile_uuid);
  }

  /** Test control: the port as if every step happened `ms` earlier. */
  moveOn(mobileUuid: string, ms: number): Porting | undefined {
    const r = this.row(mobileUuid);
    if (!r) return undefined;
    const by = Math.round(ms * MS);
    const history = (JSON.parse(r.history_json) as Porting['History']).map((h) => ({ ...h, AtNanos: h.AtNanos - by }));
    this.db.prepare(
      `UPDATE portings SET requested_at_nanos = requested_at_nanos - ?, updated_at_nanos = updated_at_nanos - ?, consent_deadline_nanos = consent_deadline_nanos - ?,
         consent_at_nanos = CASE WHEN consent_at_nanos > 0 THEN consent_at_nanos - ? ELSE 0 END, history_json = ? WHERE mobile_uuid = ?`,
    ).run(by, by, by, by, JSON.stringify(history), mobileUuid);
    return this.get(mobileUuid);
  }

  tickAll(): void {
    const rows = this.db.prepare('SELECT * FROM portings WHERE state NOT IN (7, 8, 9, 11)').all() as PortingRow[];
    for (const r of rows) this.advance(r);
  }

  private move(r: PortingRow, state: number, at: number, message = r.message): void {
    const history = [...(JSON.parse(r.history_json) as Porting['History']), { State: state, AtNanos: at }];
    this.db.prepare('UPDATE portings SET state = ?, updated_at_nanos = ?, message = ?, history_json = ? WHERE mobile_uuid = ? AND state = ?')
      .run(state, at, message, JSON.stringify(history), r.mobile_uuid, r.state);
    this.db.prepare('UPDATE mobile_products SET porting_state = ? WHERE uuid = ?').run(state, r.mobile_uuid);
    r.state = state;
    r.history_json = JSON.stringify(history);
    r.message = message;
  }

  /** Decides the state from the sandbox clock: the two hours for the YES, then the steps after it. */
  private advance(row: PortingRow): void {
    if (FINISHED.includes(row.state)) return;
    const now = this.now();
    this.db.transaction(() => {
      const r = this.row(row.mobile_uuid);
      if (!r || FINISHED.includes(r.state)) return;
      if (r.consent_state === 'AWAITING') {
        if (now < r.consent_deadline_nanos) return;
        this.db.prepare("UPDATE portings SET consent_state = 'EXPIRED' WHERE mobile_uuid = ?").run(r.mobile_uuid);
        this.move(r, 8, r.consent_deadline_nanos, `No reply to the text from ${r.carrier} within 2 hours`);
        return;
      }
      if (r.consent_state !== 'GIVEN') return;
      for (const [afterMs, state] of PORT_STEPS) {
        const at = r.consent_at_nanos + Math.round((afterMs / this.stepScale) * MS);
        if (now < at || r.state >= state) continue;
        if (state === 2 && this.registry(r.msisdn)?.rejects) {
          this.move(r, 9, at, `${r.carrier} could not match the account details`);
          return;
        }
        this.move(r, state, at);
        if (state === 7) this.complete(r);
      }
    })();
  }

  /** PORT_COMPLETED: the product's number becomes the ported one; its temporary one goes back to the pool. */
  private complete(r: PortingRow): void {
    const p = this.db.prepare('SELECT msisdn, sim_id FROM mobile_products WHERE uuid = ?').get(r.mobile_uuid) as { msisdn: string; sim_id: string } | undefined;
    if (!p) return;
    const at = this.now();
    this.db.prepare('UPDATE mobile_products SET msisdn = ? WHERE uuid = ?').run(r.msisdn, r.mobile_uuid);
    this.db.prepare('UPDATE sim_inventory SET msisdn = ? WHERE sim_id = ?').run(r.msisdn, p.sim_id);
    if (p.msisdn) {
      this.db.prepare(
        `INSERT INTO number_pool (msisdn, state, product_uuid, changed_at_nanos) VALUES (?, 'AVAILABLE', NULL, ?)
         ON CONFLICT (msisdn) DO UPDATE SET state = 'AVAILABLE', product_uuid = NULL, changed_at_nanos = excluded.changed_at_nanos`,
      ).run(p.msisdn, at);
    }
    this.notify({ channel: 'sms', to: r.msisdn, subject: 'Your number has moved', body: `Your number is now with ${BRAND}.` });
  }
}
