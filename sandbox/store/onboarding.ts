import { appOrigin } from '../app-origin';
import { OPERATOR_NAME } from '../operator';
import type { Clock } from '../clock';
import { DetailedError, HttpError, badRequest, conflict } from '../errors';
import type { OutboxMessage } from '../outbox';
import type { Db } from './db';
import { randomDigits, randomUUID, uuidFor } from './ids';
import type { MoneyStore } from './money';
import type { TransactionStore } from './transactions';
import type { UsageEngine } from './usage';

/**
 * Onboarding (issue 16, docs/onboarding-contract.md §2.1, §2.2): a SIM in the customer's hand
 * becomes theirs (adoption by SMS code, link token or data-session address) and then a working
 * service (the activation record and its state machine on the sandbox clock).
 */

export type PlanType = 'prepay' | 'postpay' | 'payg';
export type ActivationState = 'NONE' | 'REQUESTED' | 'PROVISIONING' | 'ACTIVE' | 'FAILED';
export type UpstreamPlanType = 'POSTPAY' | 'PREPAY_ADDON' | 'PAYG';

export const BRAND = OPERATOR_NAME;
/** "a 6-digit code", asked again no sooner than 30 s, good for 10 minutes and 5 wrong tries. */
export const CODE_RESEND_S = 30;
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_TRIES = 5;
/** Adoption links live 7 days (ext). */
export const TOKEN_TTL_MS = 7 * 86_400_000;
/** The state machine (§2.2): PROVISIONING 2 s after the request, ACTIVE at 12 s, the add-ons at 18 s. */
export const PROVISIONING_AFTER_MS = 2_000;
export const ACTIVE_AFTER_MS = 12_000;
export const ADDONS_AFTER_MS = 18_000;
export const CASUAL_RATES = 'Pay As You Go Casual Rates';

const UPSTREAM_PLAN: Record<PlanType, UpstreamPlanType> = { postpay: 'POSTPAY', prepay: 'PREPAY_ADDON', payg: 'PAYG' };

export interface InventorySim {
  sim_id: string;
  iccid: string;
  imsi: string;
  puk: string;
  state: 'PRE_ACTIVATED' | 'NOT_ACTIVATED' | 'IN_USE' | 'RETIRED';
  msisdn: string;
  plan_type: PlanType;
  owner_customer_uuid: string | null;
  product_uuid: string | null;
  credit_check: 'PASS' | 'FAIL';
  fully_paid: number;
  replaces_product_uuid: string;
  mobile_ip: string;
  plan_availability_uuid: string;
  plan_catalog_uuid: string;
  plan_name: string;
}

export interface ActivationRow {
  product_uuid: string;
  customer_uuid: string;
  sim_id: string;
  state: ActivationState;
  kind: string;
  requested_at_nanos: number;
  network_ready_at_nanos: number;
  addons_ready_at_nanos: number;
  message: string;
  credit_check: string;
  credit_reference: string;
  held_availability_uuid: string;
  held_subscribe: number;
  intent_id: string;
  paid: number;
  start_when_paid: number;
}

export interface AdoptionResult {
  CustomerUUID: string;
  MobileProductUUID: string;
  MSISDN: string;
  SIMID: string;
  ProductStatus: number;
  Metadata: {
    PlanType: UpstreamPlanType;
    FullyPaid: boolean;
    ReplacementFor: string;
    ProductAvailabilityUUID: string;
    ProductCatalogUUID: string;
    PlanName: string;
  };
}

export interface SimMetadata {
  MobileProductUUID: string;
  PlanType: UpstreamPlanType;
  FullyPaid: boolean;
  ReplacementFor: string;
  ProductAvailabilityUUID: string;
  ProductCatalogUUID: string;
  PlanName: string;
  Activation: { State: ActivationState; Kind: string; RequestedAtNanos: number; NetworkReadyAtNanos: number; AddonsReadyAtNanos: number; Message: string };
}

export interface TokenView {
  Token: string;
  State: 'VALID' | 'EXPIRED' | 'USED';
  MSISDN: string;
  ExpiresAtNanos: number;
  MobileProductUUID: string;
}

const MS = 1e6;

/** '64215550901' → '6421****901': the first four and last three digits of an MSISDN. */
export const maskMsisdn = (msisdn: string): string =>
  msisdn.length > 7 ? `${msisdn.slice(0, 4)}${'*'.repeat(msisdn.length - 7)}${msisdn.slice(-3)}` : msisdn;

/** '64215550901' → '021 555 0901'. */
export function localNumber(msisdn: string): string {
  if (!/^64\d+$/.test(msisdn)) return msisdn;
  const l = `0${msisdn.slice(2)}`;
  if (l.length === 10) return `${l.slice(0, 3)} ${l.slice(3, 6)} ${l.slice(6)}`;
  if (l.length === 11) return `${l.slice(0, 3)} ${l.slice(3, 7)} ${l.slice(7)}`;
  return l;
}


// ---- the errors the contract names ----
export const simNotFound = (): HttpError => new HttpError(404, 1404, 'phone number or SIM ID not found');
export const simAssociated = (): HttpError => new HttpError(409, 4091, 'This SIM is already associated with another account');
export const alreadyActive = (): HttpError => new HttpError(409, 4092, 'already active service');
export const noService = (): HttpError => new HttpError(409, 4093, 'NO_SERVICE');
export const tokenError = (status = 400): HttpError => new HttpError(status, status === 404 ? 1404 : 1400, 'TOKEN_ERROR');
export const linkExpired = (): HttpError => new HttpError(410, 1410, 'your activation link expired');
export const cantAdoptByIp = (): HttpError => new HttpError(404, 1404, 'CANT_ADOPT_BY_IP');
export const paymentPending = (): HttpError => new HttpError(402, 1402, 'Payment is pending');

/** `adoption_tokens.used_by` of a link that was renewed: no customer UUID looks like it. */
const RENEWED = 'RENEWED';

export class OnboardingStore {
  /** SMS to a number (the outbox); set by the server. */
  notify: (m: Omit<OutboxMessage, 'id' | 'at'>) => void = () => undefined;
  /** A SIM swap adoption's end: the replaced product takes the SIM (set by the store: SimStore's swap rules). */
  swapInto: (replacedProductUuid: string, simId: string) => void = () => undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly usage: UsageEngine,
    private readonly money: MoneyStore,
    private readonly transactions: TransactionStore,
  ) {}

  private now(): number {
    return this.clock.nowNanos();
  }

  private sms(to: string, subject: string, body: string, extra: { code?: string; link?: string } = {}): void {
    this.notify({ channel: 'sms', to, subject, body, ...extra });
  }

  // ---- the inventory ----

  sim(simId: string): InventorySim | undefined {
    return this.db.prepare('SELECT * FROM sim_inventory WHERE sim_id = ?').get(simId) as InventorySim | undefined;
  }

  /** The SIM with that number: the inventory's, else the SIM of the product that has the number (products made before issue 16 or by the demo). */
  simByMsisdn(msisdn: string): InventorySim | undefined {
    const own = this.db.prepare("SELECT * FROM sim_inventory WHERE msisdn = ? AND msisdn <> '' ORDER BY state = 'RETIRED', rowid DESC LIMIT 1").get(msisdn) as InventorySim | undefined;
    if (own) return own;
    const product = this.db.prepare("SELECT sim_id FROM mobile_products WHERE msisdn = ? AND sim_id <> '' ORDER BY status = 4 DESC LIMIT 1").get(msisdn) as { sim_id: string } | undefined;
    return product ? this.sim(product.sim_id) : undefined;
  }

  simByIp(ip: string): InventorySim | undefined {
    return this.db.prepare("SELECT * FROM sim_inventory WHERE mobile_ip = ? AND mobile_ip <> '' LIMIT 1").get(ip) as InventorySim | undefined;
  }

  simOfProduct(productUuid: string): InventorySim | undefined {
    const linked = this.db.prepare('SELECT * FROM sim_inventory WHERE product_uuid = ? LIMIT 1').get(productUuid) as InventorySim | undefined;
    return linked ?? this.link(productUuid);
  }

  /**
   * A product not yet active that no adoption made (the demo's "second SIM not yet activated", an
   * order paid before issue 16): its SIM joins the inventory as its customer's, pre-activated, its
   * plan type from its billing reference (else prepay), fully paid when it holds a base plan.
   */
  private link(productUuid: string): InventorySim | undefined {
    const p = this.db.prepare('SELECT uuid, customer_uuid, msisdn, sim_id, status, billing_reference FROM mobile_products WHERE uuid = ?').get(productUuid) as
      { uuid: string; customer_uuid: string; msisdn: string; sim_id: string; status: number; billing_reference: string } | undefined;
    if (!p || p.status >= 4 || !p.sim_id || !this.sim(p.sim_id)) return undefined;
    const billing = p.billing_reference.split(':')[0];
    const planType: PlanType = billing === 'postpay' || billing === 'payg' ? billing : 'prepay';
    const base = this.db.prepare('SELECT name, product_catalog_uuid, product_availability_uuid FROM addons WHERE product_uuid = ? AND is_base_plan = 1 AND ended_at_nanos = 0 LIMIT 1').get(productUuid) as
      { name: string; product_catalog_uuid: string; product_availability_uuid: string } | undefined;
    this.db.transaction(() => {
      this.db.prepare(
        `UPDATE sim_inventory SET iccid = sim_id, state = 'PRE_ACTIVATED', msisdn = ?, plan_type = ?, owner_customer_uuid = ?, product_uuid = ?, fully_paid = ?,
           plan_availability_uuid = ?, plan_catalog_uuid = ?, plan_name = ? WHERE sim_id = ?`,
      ).run(p.msisdn, planType, p.customer_uuid, p.uuid, base ? 1 : 0, base?.product_availability_uuid ?? '', base?.product_catalog_uuid ?? '', base?.name ?? '', p.sim_id);
      this.db.prepare('INSERT OR IGNORE INTO activations (product_uuid, customer_uuid, sim_id, paid) VALUES (?, ?, ?, ?)').run(p.uuid, p.customer_uuid, p.sim_id, base ? 1 : 0);
    })();
    return this.db.prepare('SELECT * FROM sim_inventory WHERE product_uuid = ? LIMIT 1').get(productUuid) as InventorySim | undefined;
  }

  /** A SIM's owner: the adopting customer, or the customer of the product that has it (every product's SIM is its customer's). */
  private ownerOf(sim: InventorySim): { customer: string; product: string | null; status: number } | undefined {
    if (sim.product_uuid) {
      const p = this.db.prepare('SELECT customer_uuid, status FROM mobile_products WHERE uuid = ?').get(sim.product_uuid) as { customer_uuid: string; status: number } | undefined;
      if (p) return { customer: p.customer_uuid, product: sim.product_uuid, status: p.status };
    }
    if (sim.owner_customer_uuid) return { customer: sim.owner_customer_uuid, product: null, status: 0 };
    const p = this.db.prepare('SELECT uuid, customer_uuid, status FROM mobile_products WHERE sim_id = ? LIMIT 1').get(sim.sim_id) as { uuid: string; customer_uuid: string; status: number } | undefined;
    return p ? { customer: p.customer_uuid, product: p.uuid, status: p.status } : undefined;
  }

  /** The plan type of a product not yet active (its SIM's), or undefined when the product is no onboarding one. */
  planTypeOf(productUuid: string): PlanType | undefined {
    return this.simOfProduct(productUuid)?.plan_type;
  }

  /** A SIM of a test's own (POST /__control/onboarding-sims), with a link token (expired when asked). */
  addSim(input: { planType?: PlanType; creditCheck?: 'PASS' | 'FAIL'; fullyPaid?: boolean; mobileIp?: string; expiredToken?: boolean; msisdn?: string }): { SIMID: string; MSISDN: string; Token: string } {
    for (;;) {
      const simId = `8964051${randomDigits(13)}`;
      const msisdn = input.msisdn ?? `64215${randomDigits(6)}`;
      if (this.sim(simId) || this.simByMsisdn(msisdn) || this.db.prepare('SELECT 1 FROM mobile_products WHERE msisdn = ?').get(msisdn)) continue;
      const plan = input.fullyPaid ? this.defaultPlan(input.planType ?? 'prepay') : undefined;
      this.insertSim({
        simId, imsi: `53005${randomDigits(10)}`, puk: randomDigits(8), msisdn, planType: input.planType ?? 'prepay', creditCheck: input.creditCheck ?? 'PASS',
        fullyPaid: input.fullyPaid === true, mobileIp: input.mobileIp ?? '', plan,
      });
      const token = this.addToken(simId, input.expiredToken ? this.now() - MS : this.now() + TOKEN_TTL_MS * MS);
      return { SIMID: simId, MSISDN: msisdn, Token: token };
    }
  }

  insertSim(s: {
    simId: string; imsi: string; puk: string; msisdn: string; planType: PlanType; creditCheck?: 'PASS' | 'FAIL'; fullyPaid?: boolean; mobileIp?: string;
    owner?: string | null; replaces?: string; plan?: { availability: string; catalog: string; name: string };
  }): void {
    this.db.prepare(
      `INSERT OR IGNORE INTO sim_inventory (sim_id, iccid, imsi, puk, state, changed_at_nanos, msisdn, plan_type, owner_customer_uuid, credit_check, fully_paid,
         replaces_product_uuid, mobile_ip, plan_availability_uuid, plan_catalog_uuid, plan_name)
       VALUES (?, ?, ?, ?, 'PRE_ACTIVATED', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(s.simId, s.simId, s.imsi, s.puk, this.now(), s.msisdn, s.planType, s.owner ?? null, s.creditCheck ?? 'PASS', s.fullyPaid ? 1 : 0,
      s.replaces ?? '', s.mobileIp ?? '', s.plan?.availability ?? '', s.plan?.catalog ?? '', s.plan?.name ?? '');
  }

  /** The first base plan of a plan type's catalogue (a test's fully paid SIM). */
  private defaultPlan(planType: PlanType): { availability: string; catalog: string; name: string } | undefined {
    const type = planType === 'postpay' ? 'postpaymobile' : 'prepaymobileAddon';
    const row = this.db.prepare(
      `SELECT a.uuid AS availability, e.uuid AS catalog, a.retail_name AS name FROM catalog_availabilities a JOIN catalog_entries e ON e.uuid = a.entry_uuid
       WHERE e.product_type = ? AND e.is_payg = ? AND a.available = 1 AND e.uuid NOT IN (SELECT entry_uuid FROM catalog_gated) ORDER BY e.position, a.priority LIMIT 1`,
    ).get(type, planType === 'payg' ? 1 : 0) as { availability: string; catalog: string; name: string } | undefined;
    return row;
  }

  /**
   * A shop order's product (docs/eshop-contract.md "On PAID…"): its SIM in the inventory owned by
   * the buyer, with the product, fully paid and the plan bought; pre-activated until activated.
   */
  recordShopSim(productUuid: string, customerUuid: string, plan: { availability: string; catalog: string; name: string; billing: string } | undefined): void {
    const p = this.db.prepare('SELECT sim_id, msisdn FROM mobile_products WHERE uuid = ?').get(productUuid) as { sim_id: string; msisdn: string } | undefined;
    if (!p) return;
    const planType: PlanType = plan?.billing === 'postpay' ? 'postpay' : plan?.billing === 'payg' ? 'payg' : 'prepay';
    this.db.prepare(
      `UPDATE sim_inventory SET iccid = sim_id, state = 'PRE_ACTIVATED', msisdn = ?, plan_type = ?, owner_customer_uuid = ?, product_uuid = ?, fully_paid = 1,
         plan_availability_uuid = ?, plan_catalog_uuid = ?, plan_name = ?, changed_at_nanos = ? WHERE sim_id = ?`,
    ).run(p.msisdn, planType, customerUuid, productUuid, plan?.availability ?? '', plan?.catalog ?? '', plan?.name ?? '', this.now(), p.sim_id);
    this.db.prepare('INSERT OR IGNORE INTO activations (product_uuid, customer_uuid, sim_id, paid) VALUES (?, ?, ?, 1)').run(productUuid, customerUuid, p.sim_id);
  }

  // ---- adoption ----

  /** The checks every adoption makes, in the contract's order; answers the SIM and, when the caller already adopted it, its product. */
  private checkAdoptable(sim: InventorySim | undefined, customerUuid: string): { sim: InventorySim; resume: string | null } {
    if (!sim) throw simNotFound();
    const owner = this.ownerOf(sim);
    if (owner && owner.customer !== customerUuid) throw simAssociated();
    if (owner?.product && owner.status === 4) throw alreadyActive();
    if (owner?.product) return { sim, resume: owner.product };
    if (sim.state === 'NOT_ACTIVATED' || sim.state === 'RETIRED' || (sim.msisdn === '' && sim.replaces_product_uuid === '')) throw noService();
    return { sim, resume: null };
  }

  private accountNo(customerUuid: string): string {
    return (this.db.prepare('SELECT external_ref5 FROM customers WHERE uuid = ?').get(customerUuid) as { external_ref5: string } | undefined)?.external_ref5 ?? '';
  }

  private numberOf(productUuid: string): string {
    if (!productUuid) return '';
    return (this.db.prepare('SELECT msisdn FROM mobile_products WHERE uuid = ?').get(productUuid) as { msisdn: string } | undefined)?.msisdn ?? '';
  }

  /** Makes the SIM the customer's: a pre-activated product (no billing reference, no add-ons) with the SIM's number. */
  private adopt(sim: InventorySim, customerUuid: string): string {
    const product = randomUUID();
    const msisdn = sim.msisdn || this.numberOf(sim.replaces_product_uuid);
    this.db.transaction(() => {
      this.db.prepare(
        `INSERT INTO mobile_products (uuid, customer_uuid, msisdn, imsi, sim_id, status, billing_reference, service_type, created_at_nanos, product_catalog_uuid, main_bal_credit_cents, puk)
         VALUES (?, ?, ?, ?, ?, 2, '', 'MOBILE', ?, ?, ?, ?)`,
      ).run(product, customerUuid, msisdn, sim.imsi, sim.sim_id, this.now(), uuidFor(`catalog:mobile:${sim.plan_type}`), sim.plan_type === 'postpay' ? null : 0, sim.puk);
      this.db.prepare('UPDATE sim_inventory SET owner_customer_uuid = ?, product_uuid = ?, changed_at_nanos = ? WHERE sim_id = ?').run(customerUuid, product, this.now(), sim.sim_id);
      this.db.prepare('INSERT OR REPLACE INTO activations (product_uuid, customer_uuid, sim_id, paid) VALUES (?, ?, ?, ?)').run(product, customerUuid, sim.sim_id, sim.fully_paid);
    })();
    return product;
  }

  result(productUuid: string): AdoptionResult {
    const p = this.db.prepare('SELECT uuid, customer_uuid, msisdn, sim_id, status FROM mobile_products WHERE uuid = ?').get(productUuid) as { uuid: string; customer_uuid: string; msisdn: string; sim_id: string; status: number };
    const meta = this.metadata(productUuid);
    return {
      CustomerUUID: p.customer_uuid, MobileProductUUID: p.uuid, MSISDN: p.msisdn, SIMID: p.sim_id, ProductStatus: p.status,
      Metadata: {
        PlanType: meta.PlanType, FullyPaid: meta.FullyPaid, ReplacementFor: meta.ReplacementFor, ProductAvailabilityUUID: meta.ProductAvailabilityUUID,
        ProductCatalogUUID: meta.ProductCatalogUUID, PlanName: meta.PlanName,
      },
    };
  }

  private adoptOrResume(sim: InventorySim | undefined, customerUuid: string): AdoptionResult {
    const checked = this.checkAdoptable(sim, customerUuid);
    return this.result(checked.resume ?? this.adopt(checked.sim, customerUuid));
  }

  /** adopt_by_sms / adopt_by_sim_sms: without a code, one by SMS; with the code, the adoption. */
  adoptBySms(customerUuid: string, sim: InventorySim | undefined, code: string | undefined): AdoptionResult | { SMSSent: true; MSISDN: string; ResendAfterSeconds: number } {
    const checked = this.checkAdoptable(sim, customerUuid);
    if (checked.resume) return this.result(checked.resume);
    const s = checked.sim;
    const now = this.now();
    const row = this.db.prepare('SELECT * FROM adoption_codes WHERE customer_uuid = ? AND sim_id = ?').get(customerUuid, s.sim_id) as
      { code: string; sent_at_nanos: number; wrong_tries: number } | undefined;
    if (code === undefined) {
      if (row && now - row.sent_at_nanos < CODE_RESEND_S * 1000 * MS) throw new HttpError(429, 1429, 'Please wait before asking for another code');
      const fresh = randomDigits(6);
      this.db.prepare('INSERT OR REPLACE INTO adoption_codes (customer_uuid, sim_id, code, sent_at_nanos, wrong_tries) VALUES (?, ?, ?, ?, 0)').run(customerUuid, s.sim_id, fresh, now);
      // A swap SIM has no number of its own: the code goes to the number it will carry.
      const to = s.msisdn || this.numberOf(s.replaces_product_uuid);
      this.sms(to, 'Your code', `Your ${BRAND} code is ${fresh}. It expires in 10 minutes.`, { code: fresh });
      return { SMSSent: true, MSISDN: maskMsisdn(to), ResendAfterSeconds: CODE_RESEND_S };
    }
    if (!row || row.wrong_tries >= CODE_MAX_TRIES || now - row.sent_at_nanos > CODE_TTL_MS * MS) throw badRequest('Ask for a new code');
    if (code.trim() !== row.code) {
      this.db.prepare('UPDATE adoption_codes SET wrong_tries = wrong_tries + 1 WHERE customer_uuid = ? AND sim_id = ?').run(customerUuid, s.sim_id);
      throw badRequest('the verification code is incorrect');
    }
    this.db.prepare('DELETE FROM adoption_codes WHERE customer_uuid = ? AND sim_id = ?').run(customerUuid, s.sim_id);
    return this.adoptOrResume(s, customerUuid);
  }

  adoptByIp(customerUuid: string, ip: string): AdoptionResult {
    const sim = this.simByIp(ip);
    if (!sim) throw cantAdoptByIp();
    return this.adoptOrResume(sim, customerUuid);
  }

  // ---- link tokens ----

  addToken(simId: string, expiresAtNanos: number, uuid: string = randomUUID()): string {
    this.db.prepare('INSERT OR IGNORE INTO adoption_tokens (uuid, sim_id, created_at_nanos, expires_at_nanos) VALUES (?, ?, ?, ?)').run(uuid, simId, this.now(), expiresAtNanos);
    return uuid;
  }

  private tokenRow(uuid: string): { uuid: string; sim_id: string; expires_at_nanos: number; used_by: string | null; product_uuid: string | null } | undefined {
    return this.db.prepare('SELECT * FROM adoption_tokens WHERE uuid = ?').get(uuid) as never;
  }

  tokenView(uuid: string, customerUuid: string): TokenView {
    const t = this.tokenRow(uuid);
    if (!t) throw tokenError(404);
    // A renewed link stays EXPIRED (what it was when the new one was asked for; it can neither
    // adopt nor be renewed again), and is nobody's product.
    const sim = this.sim(t.sim_id);
    const state = t.used_by === RENEWED || (!t.used_by && t.expires_at_nanos <= this.now()) ? 'EXPIRED' : t.used_by ? 'USED' : 'VALID';
    return {
      Token: t.uuid, State: state, MSISDN: maskMsisdn(sim?.msisdn ?? ''), ExpiresAtNanos: t.expires_at_nanos,
      MobileProductUUID: t.used_by === customerUuid ? (t.product_uuid ?? '') : '',
    };
  }

  adoptByToken(customerUuid: string, uuid: string): AdoptionResult {
    const t = this.tokenRow(uuid);
    if (!t || t.used_by === RENEWED) throw tokenError();
    if (t.used_by === customerUuid && t.product_uuid) return this.adoptOrResume(this.sim(t.sim_id), customerUuid);
    if (!t.used_by && t.expires_at_nanos <= this.now()) throw linkExpired();
    const result = this.adoptOrResume(this.sim(t.sim_id), customerUuid);
    this.db.prepare('UPDATE adoption_tokens SET used_by = ?, product_uuid = ? WHERE uuid = ? AND used_by IS NULL').run(customerUuid, result.MobileProductUUID, uuid);
    return result;
  }

  /**
   * An expired link: a new one for the same SIM, sent by SMS to its number. The old one ends
   * (issue 29: "the expired code still works after a renewal"): it is marked used by the renewal,
   * so it can neither be renewed again (TOKEN_ERROR) nor adopt.
   */
  renewToken(uuid: string): { SMSSent: true; MSISDN: string } {
    const t = this.tokenRow(uuid);
    if (!t) throw tokenError(404);
    if (t.used_by === RENEWED) throw tokenError();
    if (t.used_by || t.expires_at_nanos > this.now()) throw conflict('This link has not expired');
    const sim = this.sim(t.sim_id);
    if (!sim?.msisdn) throw noService();
    const ended = this.db.prepare('UPDATE adoption_tokens SET used_by = ? WHERE uuid = ? AND used_by IS NULL').run(RENEWED, uuid);
    if (ended.changes !== 1) throw tokenError(); // a renewal at the same moment got there first
    const fresh = this.addToken(sim.sim_id, this.now() + TOKEN_TTL_MS * MS);
    const link = `${appOrigin()}/activation/${fresh}`;
    this.sms(sim.msisdn, 'Your new activation link', `${BRAND}: your activation link expired, so here is a new one: ${link}`, { link });
    return { SMSSent: true, MSISDN: maskMsisdn(sim.msisdn) };
  }

  // ---- the activation record ----

  activation(productUuid: string): ActivationRow | undefined {
    return this.db.prepare('SELECT * FROM activations WHERE product_uuid = ?').get(productUuid) as ActivationRow | undefined;
  }

  /** The product's activation record, moved on the clock first. */
  current(productUuid: string): ActivationRow | undefined {
    const row = this.activation(productUuid);
    if (row && (row.state === 'REQUESTED' || row.state === 'PROVISIONING' || row.state === 'ACTIVE')) this.advance(row);
    return this.activation(productUuid);
  }

  metadata(productUuid: string): SimMetadata {
    const a = this.current(productUuid);
    // A swap's SIM moves to the product it replaces at ACTIVE: the activation's own record still names it.
    const sim = this.simOfProduct(productUuid) ?? (a ? this.sim(a.sim_id) : undefined);
    const paid = sim?.fully_paid === 1;
    // The plan chosen and held before activation names the wait until the add-ons arrive.
    const held = a?.held_availability_uuid ? this.usage.entryOfAvailability(a.held_availability_uuid) : undefined;
    return {
      MobileProductUUID: productUuid,
      PlanType: UPSTREAM_PLAN[sim?.plan_type ?? this.billingType(productUuid)],
      FullyPaid: paid,
      ReplacementFor: sim?.replaces_product_uuid ?? '',
      ProductAvailabilityUUID: paid ? (sim?.plan_availability_uuid ?? '') : '',
      ProductCatalogUUID: paid ? (sim?.plan_catalog_uuid ?? '') : '',
      PlanName: sim?.plan_name || held?.name || '',
      Activation: {
        State: a?.state ?? 'NONE', Kind: a?.kind ?? '', RequestedAtNanos: a?.requested_at_nanos ?? 0, NetworkReadyAtNanos: a?.network_ready_at_nanos ?? 0,
        AddonsReadyAtNanos: a?.addons_ready_at_nanos ?? 0, Message: a?.message ?? '',
      },
    };
  }

  /** An active product's plan type from its billing reference (prepay when it has none). */
  private billingType(productUuid: string): PlanType {
    const ref = (this.db.prepare('SELECT billing_reference FROM mobile_products WHERE uuid = ?').get(productUuid) as { billing_reference: string } | undefined)?.billing_reference ?? '';
    const kind = ref.split(':')[0];
    return kind === 'postpay' || kind === 'payg' ? kind : 'prepay';
  }

  /** Not active and not activating: the plan type, payment and plan may still change. */
  isOpen(productUuid: string): boolean {
    const a = this.current(productUuid);
    return !a || a.state === 'NONE' || a.state === 'FAILED';
  }

  setPlanType(productUuid: string, type: PlanType): void {
    this.db.transaction(() => {
      this.db.prepare('UPDATE sim_inventory SET plan_type = ? WHERE product_uuid = ?').run(type, productUuid);
      this.db.prepare('UPDATE mobile_products SET main_bal_credit_cents = ?, product_catalog_uuid = ? WHERE uuid = ?')
        .run(type === 'postpay' ? null : 0, uuidFor(`catalog:mobile:${type}`), productUuid);
      this.db.prepare("UPDATE activations SET credit_check = '', credit_reference = '', held_availability_uuid = '', intent_id = '', paid = (SELECT fully_paid FROM sim_inventory WHERE product_uuid = ?) WHERE product_uuid = ?")
        .run(productUuid, productUuid);
    })();
  }

  creditCheck(productUuid: string): { Result: 'PASS' | 'FAIL'; Reference: string } {
    const sim = this.simOfProduct(productUuid);
    const result = sim?.credit_check ?? 'PASS';
    const reference = `CC-${randomDigits(8)}`;
    this.db.prepare('UPDATE activations SET credit_check = ?, credit_reference = ? WHERE product_uuid = ?').run(result, reference, productUuid);
    return { Result: result, Reference: reference };
  }

  /** The plan bought before activation (held until the activation adds it) and how it is paid. */
  hold(productUuid: string, input: { availability: string; subscribe: boolean; intentId: string; paid: boolean; startWhenPaid: boolean }): void {
    this.db.prepare('UPDATE activations SET held_availability_uuid = ?, held_subscribe = ?, intent_id = ?, paid = ?, start_when_paid = ?, state = CASE WHEN state = \'FAILED\' THEN \'NONE\' ELSE state END WHERE product_uuid = ?')
      .run(input.availability, input.subscribe ? 1 : 0, input.intentId, input.paid ? 1 : 0, input.startWhenPaid ? 1 : 0, productUuid);
  }

  /**
   * A PaymentIntent settled. Answers what the payment history calls it ('' writes no history: an
   * authorisation is no payment), or undefined when it pays for no activation.
   */
  intentSettled(intentId: string, paid: boolean): string | undefined {
    const a = this.db.prepare('SELECT * FROM activations WHERE intent_id = ? AND intent_id <> \'\'').get(intentId) as ActivationRow | undefined;
    if (!a) return undefined;
    const name = this.usage.entryOfAvailability(a.held_availability_uuid)?.name ?? 'Activation';
    if (!paid) return a.start_when_paid ? '' : name;
    this.db.prepare('UPDATE activations SET paid = 1 WHERE product_uuid = ?').run(a.product_uuid);
    if (a.start_when_paid) {
      // A manual-capture intent: the card is authorised, not charged (Stripe's requires_capture).
      this.db.prepare("UPDATE payment_intents SET status = 'requires_capture' WHERE id = ?").run(intentId);
      this.request(a.product_uuid, a.kind || 'postpay');
      return '';
    }
    return name;
  }

  setKind(productUuid: string, kind: string): void {
    this.db.prepare('UPDATE activations SET kind = ? WHERE product_uuid = ?').run(kind, productUuid);
  }

  /** Asks for the activation (once): REQUESTED now. */
  request(productUuid: string, kind: string): ActivationRow {
    const now = this.now();
    this.db.prepare(
      `UPDATE activations SET state = 'REQUESTED', kind = ?, requested_at_nanos = ?, network_ready_at_nanos = 0, addons_ready_at_nanos = 0, message = ''
       WHERE product_uuid = ? AND state IN ('NONE', 'FAILED')`,
    ).run(kind, now, productUuid);
    return this.current(productUuid) as ActivationRow;
  }

  fail(productUuid: string, message: string): ActivationRow | undefined {
    this.db.prepare("UPDATE activations SET state = 'FAILED', message = ? WHERE product_uuid = ?").run(message, productUuid);
    return this.activation(productUuid);
  }

  /** Test control: this activation as if asked `ms` earlier. */
  moveOn(productUuid: string, ms: number): ActivationRow | undefined {
    const by = Math.round(ms * MS);
    this.db.prepare(
      `UPDATE activations SET requested_at_nanos = requested_at_nanos - ?,
         network_ready_at_nanos = CASE WHEN network_ready_at_nanos > 0 THEN network_ready_at_nanos - ? ELSE 0 END,
         addons_ready_at_nanos = CASE WHEN addons_ready_at_nanos > 0 THEN addons_ready_at_nanos - ? ELSE 0 END
       WHERE product_uuid = ? AND requested_at_nanos > 0`,
    ).run(by, by, by, productUuid);
    return this.current(productUuid);
  }

  /** The 1 s tick: every activation on its way. */
  tickAll(): void {
    const rows = this.db.prepare("SELECT * FROM activations WHERE state IN ('REQUESTED', 'PROVISIONING', 'ACTIVE') AND addons_ready_at_nanos = 0").all() as ActivationRow[];
    for (const r of rows) this.advance(r);
  }

  /** Decides the state from the time since the request; each step's side effects happen once. */
  private advance(a: ActivationRow): void {
    if (a.addons_ready_at_nanos > 0) return;
    const elapsedMs = (this.now() - a.requested_at_nanos) / MS;
    this.db.transaction(() => {
      const fresh = this.activation(a.product_uuid);
      if (!fresh || fresh.state === 'FAILED' || fresh.state === 'NONE' || fresh.addons_ready_at_nanos > 0) return;
      if (fresh.state === 'REQUESTED' && elapsedMs >= PROVISIONING_AFTER_MS) {
        this.db.prepare("UPDATE activations SET state = 'PROVISIONING' WHERE product_uuid = ?").run(a.product_uuid);
        fresh.state = 'PROVISIONING';
      }
      if (fresh.state === 'PROVISIONING' && elapsedMs >= ACTIVE_AFTER_MS) {
        const at = fresh.requested_at_nanos + ACTIVE_AFTER_MS * MS;
        this.goLive(fresh, at);
        this.db.prepare("UPDATE activations SET state = 'ACTIVE', network_ready_at_nanos = ? WHERE product_uuid = ?").run(at, a.product_uuid);
        fresh.state = 'ACTIVE';
      }
      if (fresh.state === 'ACTIVE' && elapsedMs >= ADDONS_AFTER_MS) {
        const at = fresh.requested_at_nanos + ADDONS_AFTER_MS * MS;
        this.addPlan(fresh, at);
        this.db.prepare('UPDATE activations SET addons_ready_at_nanos = ? WHERE product_uuid = ?').run(at, a.product_uuid);
      }
    })();
  }

  /** ACTIVE: the product works (status 4, its billing reference), its SIM is IN_USE; a swap moves the SIM to the replaced product. */
  private goLive(a: ActivationRow, at: number): void {
    const sim = this.simOfProduct(a.product_uuid);
    if (!sim) return;
    if (sim.replaces_product_uuid) {
      this.swapInto(sim.replaces_product_uuid, sim.sim_id);
      this.db.prepare("UPDATE sim_inventory SET state = 'IN_USE', product_uuid = ?, changed_at_nanos = ? WHERE sim_id = ?").run(sim.replaces_product_uuid, at, sim.sim_id);
      // The adoption's own product was only the way in: it ends with the swap.
      this.db.prepare("UPDATE mobile_products SET status = 6, sim_id = '', msisdn = '' WHERE uuid = ?").run(a.product_uuid);
      return;
    }
    this.db.prepare('UPDATE mobile_products SET status = 4, billing_reference = ? WHERE uuid = ?').run(`${sim.plan_type}:${this.accountNo(a.customer_uuid)}`, a.product_uuid);
    this.db.prepare("UPDATE sim_inventory SET state = 'IN_USE', changed_at_nanos = ? WHERE sim_id = ?").run(at, sim.sim_id);
  }

  /** The add-ons: the plan held (or already on the product), else casual rates. */
  private addPlan(a: ActivationRow, at: number): void {
    const sim = this.simOfProduct(a.product_uuid);
    if (sim?.replaces_product_uuid) return;
    const hasBase = this.db.prepare('SELECT 1 FROM addons WHERE product_uuid = ? AND is_base_plan = 1 AND ended_at_nanos = 0').get(a.product_uuid);
    const held = a.held_availability_uuid ? this.usage.entryOfAvailability(a.held_availability_uuid) : undefined;
    if (held) {
      this.usage.addAddon(a.product_uuid, held, a.held_subscribe === 1, at);
      return;
    }
    if (hasBase) return;
    const casual = this.db.prepare('SELECT uuid FROM catalog_availabilities WHERE retail_name = ?').get(CASUAL_RATES) as { uuid: string } | undefined;
    const entry = casual ? this.usage.entryOfAvailability(casual.uuid) : undefined;
    if (entry) this.usage.addAddon(a.product_uuid, { ...entry, isBasePlan: true }, false, at);
  }

  /** Takes a prepay product's credit for its first plan (a voucher activation); 402 'Not enough balance' when short. */
  payFromCredit(customerUuid: string, productUuid: string, cents: number, name: string): void {
    const credit = this.money.prepayBalance(productUuid).MainBalCreditCents;
    if (credit < cents) throw new DetailedError(402, 1402, 'Not enough balance', { MissingCents: cents - credit });
    if (cents === 0) return;
    this.db.prepare('UPDATE mobile_products SET main_bal_credit_cents = main_bal_credit_cents - ? WHERE uuid = ?').run(cents, productUuid);
    this.transactions.add(customerUuid, { createdAtNanos: this.now(), status: 'COMPLETED', amountCents: cents, description: name });
  }
}
