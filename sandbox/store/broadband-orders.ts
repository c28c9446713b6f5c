import type { Clock } from '../clock';
import { DetailedError, HttpError, badRequest, conflict } from '../errors';
import {
  PrequalStore, availabilityAt, dayAfter, earliestRfsNanos, nzWallTime, workingDaysAfter, FIRST_SLOT_WORKING_DAYS,
  type AvailabilityStatus,
} from './broadband-addresses';
import { BroadbandStore, type BroadbandPlan, type BroadbandTechnology } from './broadband';
import { HYPERFIBRE_PLANS } from './broadband-seed';
import { isInstallerWorkingDay } from '../holidays';
import { nzDay } from './account-payments';
import type { Db } from './db';
import type { Attributes, BroadbandPaid, Cart, CartAddress, EshopStore, NewLine } from './eshop';
import { ESHOP_ITEMS, broadbandPlanItemUuid, itemByUuid, modemItemUuid } from './eshop-items';
import { randomImsi, randomMobile, randomSimId, randomUUID } from './ids';
import { findAddress, type Address } from './location';
import type { MoneyStore } from './money';

/**
 * Broadband orders (issue 17, docs/broadband-contract.md §2.2–§2.5): the broadband cart's lines,
 * what happens at PAID (a fibre product and its UFB_order, or the fixed wireless SIM's mobileFWA
 * product and its FWA order), the visits booked on the sandbox clock, and the services after
 * install (plans, change plan). Like the e-shop's orders and the ports, an order's progress is
 * decided from the clock on every read and by the 1 s tick.
 */

export type Visit = 'scope' | 'install';
export type OrderState = 'created' | 'acknowledged' | 'in_progress' | 'completed' | 'cancelled';
export type Substate =
  | 'RequiresSiteVisitScopeBooking' | 'RequiresSiteVisitInstallBooking' | 'Booked' | 'RequiresNewRFSTime' | 'PendingCancellation' | 'COMPLETED' | 'Cancelled' | 'Created';

export interface Appointment {
  UUID: string;
  VisitType: Visit;
  SlotID: string;
  StartNanos: number;
  EndNanos: number;
  Status: 'booked' | 'done' | 'missed';
}

export interface Note {
  Note: string;
  CreatedAtNanos: number;
}

export interface BroadbandOrder {
  SPID: number;
  UUID: string;
  CustomerUUID: string;
  ProductUUID: string;
  Technology: BroadbandTechnology;
  EshopOrderNumber: string;
  OrderType: string;
  State: OrderState;
  Substate: Substate;
  Visits: Visit[];
  Appointments: Appointment[];
  RSFDateNanos: number;
  GoLiveAtNanos: number;
  CreatedAtNanos: number;
  PaidAtNanos: number;
  UpdatedAtNanos: number;
  /** Ext: the order's notes, newest last (also GET …/ufb_order/{UUID}/note). */
  Notes: Note[];
}

export interface UfbProduct {
  SPID: number;
  UUID: string;
  CustomerUUID: string;
  State: string;
  Substate: string;
  StateDescription: string;
  ProductOrderSubstate: string;
  Status: number;
  Address: Address;
  PrequalUUID: string;
  PlanName: string;
  ProductAvailabilityUUID: string;
  ProductCatalogUUID: string;
  PriceCents: number;
  BillingReference: string;
  OrderUUID: string;
  EshopOrderNumber: string;
  RSFDateNanos: number;
  GoLiveAtNanos: number;
  CreatedAtNanos: number;
  DeletedAtNanos: number;
}

export interface Slot {
  SlotID: string;
  StartNanos: number;
  EndNanos: number;
}

/** What the plan line asked for, kept on the order until its product is made. */
interface LineFacts {
  technology: BroadbandTechnology;
  availabilityUuid: string;
  catalogUuid: string;
  planName: string;
  priceCents: number;
  address: Address;
  prequalUuid: string;
  billingReference: string;
  eshopOrderNumber: string;
  attributes: Attributes;
}

interface OrderRow {
  uuid: string; customer_uuid: string; technology: BroadbandTechnology; product_uuid: string; eshop_order_uuid: string; eshop_order_number: string;
  order_type: string; state: OrderState; cancel_requested: number; visits_json: string; appointments_json: string; notes_json: string; line_json: string;
  rsf_nanos: number; go_live_at_nanos: number; created_at_nanos: number; paid_at_nanos: number; updated_at_nanos: number;
}

interface UfbRow {
  uuid: string; customer_uuid: string; order_uuid: string; state: string; status: number; address_json: string; prequal_uuid: string; plan_name: string;
  product_availability_uuid: string; product_catalog_uuid: string; price_cents: number; billing_reference: string; eshop_order_number: string;
  rsf_nanos: number; go_live_at_nanos: number; created_at_nanos: number; deleted_at_nanos: number;
}

/** "The product appears BROADBAND_PRODUCT_DELAY 3 s after PAID" (the client waits up to 180 s). */
export const BROADBAND_PRODUCT_DELAY_MS = 3_000;
/** Time slots are offered for this many days (BROADBAND_SLOT_DAYS). */
export const BROADBAND_SLOT_DAYS = 14;
/** The start (RSF) date may be at most this many days after the earliest one (BROADBAND_RSF_MAX_DAYS). */
export const BROADBAND_RSF_MAX_DAYS = 90;
/** Two windows a working day, New Zealand time. */
export const SLOT_WINDOWS: readonly { id: 'AM' | 'PM'; from: number; to: number }[] = [{ id: 'AM', from: 8, to: 12 }, { id: 'PM', from: 12, to: 17 }];

const MS = 1e6;
const DAY_MS = 86_400_000;
const ORDER_TYPES = ['ConnectPrimary', 'TransferPrimary', 'MultiPrimary'] as const;
const TRANSFER_FIELDS = ['Provider', 'AccountHolderName', 'AccountNumber', 'ConnectionID'] as const;
const FWA_SIM = ESHOP_ITEMS.find((i) => i.Attributes.SimType === 'fwa_sim');
const MOVING: readonly OrderState[] = ['created', 'acknowledged', 'in_progress'];

export const CART_FAILED = 'Failed to create UFB cart item';
export const orderNotFound = (): HttpError => new HttpError(404, 1404, 'Order is not found');
export const productNotFound = (): HttpError => new HttpError(404, 1404, 'Product is not found');
const slotTaken = (): HttpError => conflict('Time slot is not available');
/** 400 'Failed to create UFB cart item' (1400); `details` says which check failed, for logs. */
const cartFailed = (why: string): HttpError => new DetailedError(400, 1400, CART_FAILED, { details: why });

const json = <T>(text: string | null | undefined, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);
const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const str = (o: Record<string, unknown>, field: string): string => (typeof o[field] === 'string' ? (o[field] as string).trim() : '');

const NZ_DAY_LABEL = new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', weekday: 'short', day: 'numeric', month: 'short' });
const hourLabel = (h: number): string => (h === 12 ? '12pm' : h > 12 ? `${h - 12}pm` : `${h}am`);
/** 'Wed, 2 Dec, 8am–12pm' for a note. */
export function slotLabel(slotId: string, startNanos: number): string {
  const window = SLOT_WINDOWS.find((w) => slotId.endsWith(`-${w.id}`));
  const day = NZ_DAY_LABEL.format(new Date(startNanos / MS));
  return window ? `${day}, ${hourLabel(window.from)}–${hourLabel(window.to)}` : day;
}

/** The visits an availability asks for (`visitsFor`, lib/broadband/rules.ts): a scope visit first when scope is required. */
export const visitsFor = (technology: BroadbandTechnology, status: AvailabilityStatus): Visit[] =>
  technology === 'UFB' && status === 'service_scope_required' ? ['scope', 'install'] : ['install'];

/** A slot's window from its id ('2026-12-02-AM'); undefined: not a slot id. */
export function parseSlot(slotId: string): Slot | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})-(AM|PM)$/.exec(slotId);
  if (!m || Number.isNaN(Date.parse(`${m[1]}T00:00:00Z`))) return undefined;
  const window = SLOT_WINDOWS.find((w) => w.id === m[2]);
  const date = m[1] ?? '';
  if (!window) return undefined;
  return { SlotID: slotId, StartNanos: nzWallTime(date, window.from) * MS, EndNanos: nzWallTime(date, window.to) * MS };
}

export interface CartRequest {
  customerUuid: string;
  cartUuid?: string;
  externalReference: string;
  address: Record<string, unknown> | undefined;
  items: unknown;
}

export class BroadbandOrderStore {
  readonly prequals: PrequalStore;
  private readonly plans: BroadbandStore;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly eshop: EshopStore,
    private readonly money: MoneyStore,
  ) {
    this.prequals = new PrequalStore(db);
    this.plans = new BroadbandStore(db);
  }

  private now(): number {
    return this.clock.nowNanos();
  }

  // ---- plans at an address ----

  /** The plans on sale at that address for that technology (Hyperfibre only where its row says so); [] where there is no service. */
  plansAt(provider: string, idx: string, technology: BroadbandTechnology): BroadbandPlan[] {
    const at = availabilityAt(provider, idx);
    if (!at || at.row[technology] === 'no_service') return [];
    return this.plans.broadbandPlans(technology).filter((p) => p.Available && (at.row.hyperfibre || !HYPERFIBRE_PLANS.includes(p.Name)));
  }

  // ---- the cart (§2.2) ----

  /** The broadband cart's lines, checked; then the e-shop's cart is written with them. */
  writeCart(req: CartRequest): Cart {
    const items = req.items;
    if (!Array.isArray(items) || items.length === 0) throw badRequest('No Order Items');
    if (!items.every(isObject)) throw cartFailed('Items must be objects');
    const planItems = items.filter((i) => i.Kind === 'plan');
    if (planItems.length === 0) throw badRequest('No Order Item');
    if (planItems.length > 1) throw cartFailed('one plan per cart');
    const unknownKind = items.find((i) => i.Kind !== 'plan' && i.Kind !== 'modem');
    if (unknownKind) throw cartFailed('Kind must be plan or modem');
    const planIn = planItems[0] as Record<string, unknown>;

    const plan = this.plans.planByAvailability(str(planIn, 'ProductAvailabilityUUID'));
    if (!plan || !plan.Available) throw cartFailed('unknown or unavailable plan');
    const technology = plan.BroadbandProductType;
    const attrs = planIn.Attributes;
    if (!isObject(attrs)) throw cartFailed('Attributes are required');
    const service = isObject(attrs.ServiceAddress) ? attrs.ServiceAddress : {};
    const provider = str(service, 'LocationProvider');
    const idx = str(service, 'LocationProviderIDX');
    const at = availabilityAt(provider, idx);
    if (!at) throw cartFailed('unknown service address');
    const status = at.row[technology];
    if (status === 'no_service') throw cartFailed(`no ${technology} service at the address`);
    if (!this.plansAt(provider, idx, technology).some((p) => p.ID === plan.ID)) throw cartFailed('plan not sold at the address');
    const prequal = this.prequals.get(str(attrs, 'PrequalUUID'));
    if (!prequal || prequal.location_provider !== provider || prequal.location_provider_idx !== idx || prequal.technology !== technology) {
      throw cartFailed('PrequalUUID was not issued for this address and technology');
    }
    const serviceType = attrs.ServiceType === undefined ? 'Managed' : str(attrs, 'ServiceType');
    if (serviceType !== 'Managed') throw cartFailed('ServiceType must be Managed');
    const orderType = str(attrs, 'OrderType');
    if (!(ORDER_TYPES as readonly string[]).includes(orderType)) throw cartFailed(`OrderType must be one of ${ORDER_TYPES.join(', ')}`);
    const transferIn = isObject(attrs.TransferFrom) ? attrs.TransferFrom : undefined;
    if (orderType === 'TransferPrimary' && (!transferIn || TRANSFER_FIELDS.some((f) => !str(transferIn, f)))) {
      throw cartFailed('TransferPrimary needs Provider, AccountHolderName, AccountNumber and ConnectionID');
    }
    const rsfSeconds = attrs.RSFDate;
    if (typeof rsfSeconds !== 'number' || !Number.isFinite(rsfSeconds)) throw cartFailed('RSFDate (seconds) is required');
    const rsfDay = nzDay(rsfSeconds * 1000);
    const earliest = earliestRfsNanos(at.row, technology, this.clock.now()) / MS;
    if (rsfDay.fromMs < earliest) throw cartFailed('RSFDate is before the earliest date');
    if (rsfDay.fromMs > earliest + BROADBAND_RSF_MAX_DAYS * DAY_MS + 2 * 3_600_000) throw cartFailed(`RSFDate is more than ${BROADBAND_RSF_MAX_DAYS} days on`);
    const contactPhone = str(attrs, 'ContactPhone');
    if (!/^\+?[\d\s()-]{7,20}$/.test(contactPhone)) throw cartFailed('ContactPhone is required');

    const modemIns = items.filter((i) => i.Kind === 'modem');
    if (modemIns.length > 1) throw cartFailed('one modem per cart');
    const modemIn = modemIns[0];
    const variant = modemIn ? this.plans.itemVariants(technology).find((v) => v.UUID === str(modemIn, 'ItemVariantUUID')) : undefined;
    if (modemIn && !variant) throw cartFailed('unknown modem');

    const planAttributes: Attributes = {
      PrequalUUID: prequal.uuid, ServiceType: 'Managed', OrderType: orderType, RSFDate: Math.floor(rsfSeconds),
      ServiceAddress: { LocationProvider: provider, LocationProviderIDX: idx },
      ...(transferIn ? { TransferFrom: Object.fromEntries(TRANSFER_FIELDS.map((f) => [f, str(transferIn, f)])) } : {}),
      CustomerCreation: 'ReuseTheCustomer', ContactPhone: contactPhone,
      ProductAvailabilityUUID: plan.ProductAvailabilityUUID, ProductCatalogUUID: plan.ProductCatalogUUID,
      ...(req.externalReference ? { ExternalReference: req.externalReference } : {}),
    };
    const lines: NewLine[] = [
      { uuid: randomUUID(), itemUuid: broadbandPlanItemUuid(technology, plan.Name), variantUuid: plan.UUID, quantity: 1, attributes: planAttributes, products: [] },
    ];
    if (variant) {
      lines.push({
        uuid: randomUUID(), itemUuid: modemItemUuid(variant.Name), variantUuid: variant.UUID, quantity: 1, products: [],
        attributes: { CustomerCreation: 'AddChildCustomer', SetupBillRouting: false, SetupMobileGroup: false },
      });
    }
    if (technology === 'FWA' && FWA_SIM) {
      lines.push({ uuid: randomUUID(), itemUuid: FWA_SIM.UUID, variantUuid: '', quantity: 1, products: [], attributes: { ServiceAddress: { LocationProvider: provider, LocationProviderIDX: idx } } });
    }
    return this.eshop.writeCart({ uuid: req.cartUuid, customerUuid: req.customerUuid, address: cartAddress(req.address, at.address), lines });
  }

  // ---- PAID (§2.3) ----

  /** The e-shop's hook: per plan line an order (state created); its product appears BROADBAND_PRODUCT_DELAY_MS later. */
  paid(p: BroadbandPaid): void {
    for (const line of p.lines) {
      const item = itemByUuid(line.itemUuid);
      if (!item || item.VirtualType !== 'VT_PLAN' || item.ServiceType === 'MOBILE') continue;
      const technology: BroadbandTechnology = item.ServiceType;
      const a = line.attributes;
      const plan = this.plans.planByAvailability(typeof a.ProductAvailabilityUUID === 'string' ? a.ProductAvailabilityUUID : '');
      const service = isObject(a.ServiceAddress) ? a.ServiceAddress : {};
      const address = findAddress(str(service, 'LocationProvider'), str(service, 'LocationProviderIDX'));
      const prequal = this.prequals.get(typeof a.PrequalUUID === 'string' ? a.PrequalUUID : '');
      if (!plan || !address) continue;
      const facts: LineFacts = {
        technology, availabilityUuid: plan.ProductAvailabilityUUID, catalogUuid: plan.ProductCatalogUUID, planName: plan.Name, priceCents: plan.PriceCents,
        address, prequalUuid: prequal?.uuid ?? '', billingReference: `postpay:${p.accountNo}`, eshopOrderNumber: p.orderNumber, attributes: a,
      };
      const visits = visitsFor(technology, prequal?.status ?? 'service_available');
      const rsf = typeof a.RSFDate === 'number' ? nzDay(a.RSFDate * 1000).fromMs * MS : 0;
      this.db
        .prepare(
          `INSERT INTO broadband_orders (uuid, customer_uuid, technology, product_uuid, eshop_order_uuid, eshop_order_number, order_type, state, visits_json,
             notes_json, line_json, rsf_nanos, created_at_nanos, paid_at_nanos, updated_at_nanos) VALUES (?, ?, ?, ?, ?, ?, ?, 'created', ?, '[]', ?, ?, ?, ?, ?)`,
        )
        .run(randomUUID(), p.customerUuid, technology, randomUUID(), p.orderUuid, p.orderNumber, typeof a.OrderType === 'string' ? a.OrderType : 'ConnectPrimary',
          JSON.stringify(visits), JSON.stringify(facts), rsf, p.paidAtNanos, p.paidAtNanos, p.paidAtNanos);
    }
  }

  // ---- reading ----

  private row(uuid: string): OrderRow | undefined {
    return this.db.prepare('SELECT * FROM broadband_orders WHERE uuid = ?').get(uuid) as OrderRow | undefined;
  }

  /** The order (moved on the clock first) when it is that customer's and has appeared; else undefined. */
  order(uuid: string, customerUuids?: readonly string[]): BroadbandOrder | undefined {
    const r = this.row(uuid);
    if (!r || (customerUuids && !customerUuids.includes(r.customer_uuid))) return undefined;
    this.advance(r);
    const fresh = this.row(uuid);
    return fresh && fresh.state !== 'created' ? this.view(fresh) : undefined;
  }

  /** The customer's orders of a technology (or both), newest first, each moved on the clock. */
  orders(customerUuid: string, technology?: BroadbandTechnology): BroadbandOrder[] {
    const rows = this.db.prepare('SELECT * FROM broadband_orders WHERE customer_uuid = ? ORDER BY created_at_nanos DESC, rowid DESC').all(customerUuid) as OrderRow[];
    for (const r of rows) this.advance(r);
    return rows
      .map((r) => this.row(r.uuid))
      .filter((r): r is OrderRow => Boolean(r) && r?.state !== 'created' && (!technology || r?.technology === technology))
      .map((r) => this.view(r));
  }

  /** The customer's fibre products (deleted ones too), oldest first. */
  ufbProducts(customerUuid: string): UfbProduct[] {
    this.orders(customerUuid);
    const rows = this.db.prepare('SELECT * FROM ufb_products WHERE customer_uuid = ? ORDER BY created_at_nanos, uuid').all(customerUuid) as UfbRow[];
    return rows.map((r) => this.ufbView(r));
  }

  ufbProduct(uuid: string, customerUuids?: readonly string[]): UfbProduct | undefined {
    const r = this.db.prepare('SELECT * FROM ufb_products WHERE uuid = ?').get(uuid) as UfbRow | undefined;
    if (!r || (customerUuids && !customerUuids.includes(r.customer_uuid))) return undefined;
    this.orders(r.customer_uuid);
    const fresh = this.db.prepare('SELECT * FROM ufb_products WHERE uuid = ?').get(uuid) as UfbRow;
    return this.ufbView(fresh);
  }

  notes(uuid: string, customerUuids: readonly string[]): Note[] | undefined {
    return this.order(uuid, customerUuids)?.Notes;
  }

  addNote(uuid: string, customerUuids: readonly string[], note: string): Note[] | undefined {
    const order = this.order(uuid, customerUuids);
    if (!order) return undefined;
    this.note(uuid, note, this.now());
    return this.order(uuid)?.Notes;
  }

  private substate(r: OrderRow, appointments: Appointment[], visits: Visit[]): Substate {
    if (r.state === 'completed') return 'COMPLETED';
    if (r.state === 'cancelled') return 'Cancelled';
    if (r.cancel_requested) return 'PendingCancellation';
    if (r.state === 'created') return 'Created';
    const next = visits.find((v) => !appointments.some((a) => a.VisitType === v && a.Status !== 'missed'));
    if (!next) return 'Booked';
    const installBooked = appointments.some((a) => a.VisitType === 'install' && a.Status !== 'missed');
    if (!installBooked && r.rsf_nanos > 0 && this.now() >= r.rsf_nanos + DAY_MS * MS) return 'RequiresNewRFSTime';
    return next === 'scope' ? 'RequiresSiteVisitScopeBooking' : 'RequiresSiteVisitInstallBooking';
  }

  private view(r: OrderRow): BroadbandOrder {
    const appointments = json<Appointment[]>(r.appointments_json, []);
    const visits = json<Visit[]>(r.visits_json, []);
    return {
      SPID: 69, UUID: r.uuid, CustomerUUID: r.customer_uuid, ProductUUID: r.product_uuid, Technology: r.technology, EshopOrderNumber: r.eshop_order_number,
      OrderType: r.order_type, State: r.state, Substate: this.substate(r, appointments, visits), Visits: visits, Appointments: appointments,
      RSFDateNanos: r.rsf_nanos, GoLiveAtNanos: r.go_live_at_nanos, CreatedAtNanos: r.created_at_nanos, PaidAtNanos: r.paid_at_nanos,
      UpdatedAtNanos: r.updated_at_nanos, Notes: json<Note[]>(r.notes_json, []),
    };
  }

  private ufbView(r: UfbRow): UfbProduct {
    const order = this.row(r.order_uuid);
    const substate = order ? this.view(order).Substate : r.state === 'active' ? 'COMPLETED' : '';
    const active = r.state === 'active';
    return {
      SPID: 69, UUID: r.uuid, CustomerUUID: r.customer_uuid, State: r.state, Substate: substate,
      StateDescription: active ? 'Active' : r.state === 'cancelled' ? 'Cancelled' : r.state === 'suspended' ? 'Suspended' : 'Created',
      ProductOrderSubstate: substate, Status: r.status, Address: json<Address>(r.address_json, findAddress('nzpost', '3000001') as Address),
      PrequalUUID: r.prequal_uuid, PlanName: r.plan_name, ProductAvailabilityUUID: r.product_availability_uuid, ProductCatalogUUID: r.product_catalog_uuid,
      PriceCents: r.price_cents, BillingReference: r.billing_reference, OrderUUID: r.order_uuid, EshopOrderNumber: r.eshop_order_number,
      RSFDateNanos: r.rsf_nanos, GoLiveAtNanos: r.go_live_at_nanos, CreatedAtNanos: r.created_at_nanos, DeletedAtNanos: r.deleted_at_nanos,
    };
  }

  // ---- the clock ----

  tickAll(): void {
    const rows = this.db.prepare("SELECT * FROM broadband_orders WHERE state IN ('created', 'acknowledged', 'in_progress')").all() as OrderRow[];
    for (const r of rows) this.advance(r);
  }

  private note(uuid: string, text: string, at: number): void {
    const r = this.row(uuid);
    if (!r) return;
    const notes = [...json<Note[]>(r.notes_json, []), { Note: text, CreatedAtNanos: at }];
    this.db.prepare('UPDATE broadband_orders SET notes_json = ?, updated_at_nanos = MAX(updated_at_nanos, ?) WHERE uuid = ?').run(JSON.stringify(notes), at, uuid);
  }

  /** Decides the order's state from the clock: the product after the delay, visits done at their end, the service live after the last. */
  private advance(row: OrderRow): void {
    if (!MOVING.includes(row.state)) return;
    const now = this.now();
    this.db.transaction(() => {
      let r = this.row(row.uuid);
      if (!r || !MOVING.includes(r.state)) return;
      const appearsAt = r.paid_at_nanos + BROADBAND_PRODUCT_DELAY_MS * MS;
      if (r.state === 'created') {
        if (now < appearsAt) return;
        this.makeProduct(r, appearsAt);
        this.db.prepare("UPDATE broadband_orders SET state = 'acknowledged', updated_at_nanos = ? WHERE uuid = ? AND state = 'created'").run(appearsAt, r.uuid);
        this.note(r.uuid, 'Order received', appearsAt);
        r = this.row(r.uuid) as OrderRow;
      }
      const appointments = json<Appointment[]>(r.appointments_json, []);
      let changed = false;
      for (const a of [...appointments].sort((x, y) => x.EndNanos - y.EndNanos)) {
        if (a.Status !== 'booked' || a.EndNanos > now) continue;
        a.Status = 'done';
        changed = true;
        this.note(r.uuid, a.VisitType === 'scope' ? 'Scope visit done' : r.technology === 'UFB' ? 'Installed: your fibre is live' : 'Installed: your fixed wireless is live', a.EndNanos);
      }
      if (changed) this.db.prepare('UPDATE broadband_orders SET appointments_json = ? WHERE uuid = ?').run(JSON.stringify(appointments), r.uuid);
      const visits = json<Visit[]>(r.visits_json, []);
      const install = appointments.find((a) => a.VisitType === 'install' && a.Status === 'done');
      if (visits.every((v) => appointments.some((a) => a.VisitType === v && a.Status === 'done')) && install) {
        this.complete(r, install.EndNanos);
      } else {
        this.syncFwaProduct(r.uuid);
      }
    })();
  }

  /** The last visit is done: the order completed, the service active (live at the install's end), the e-shop order COMPLETED. */
  private complete(r: OrderRow, liveAt: number): void {
    this.db.prepare("UPDATE broadband_orders SET state = 'completed', go_live_at_nanos = ?, updated_at_nanos = MAX(updated_at_nanos, ?) WHERE uuid = ?").run(liveAt, liveAt, r.uuid);
    if (r.technology === 'UFB') {
      this.db.prepare("UPDATE ufb_products SET state = 'active', status = 4, go_live_at_nanos = ? WHERE uuid = ?").run(liveAt, r.product_uuid);
    } else {
      this.db.prepare('UPDATE mobile_products SET status = 4 WHERE uuid = ?').run(r.product_uuid);
    }
    this.syncFwaProduct(r.uuid);
    if (r.eshop_order_uuid) this.eshop.completeBroadband(r.eshop_order_uuid, liveAt);
  }

  /** The fibre product, or the fixed wireless SIM's mobileFWA product with its plan as the base-plan add-on (status 2). */
  private makeProduct(r: OrderRow, at: number): void {
    const f = json<LineFacts | null>(r.line_json, null);
    if (!f) return;
    if (r.technology === 'UFB') {
      this.db
        .prepare(
          `INSERT OR IGNORE INTO ufb_products (uuid, customer_uuid, order_uuid, state, status, address_json, prequal_uuid, plan_name, product_availability_uuid,
             product_catalog_uuid, price_cents, billing_reference, eshop_order_number, rsf_nanos, created_at_nanos) VALUES (?, ?, ?, 'created', 2, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(r.product_uuid, r.customer_uuid, r.uuid, JSON.stringify(f.address), f.prequalUuid, f.planName, f.availabilityUuid, f.catalogUuid, f.priceCents,
          f.billingReference, f.eshopOrderNumber, r.rsf_nanos, at);
      return;
    }
    const data = String(f.attributes.UsageRuleData ?? '');
    this.db
      .prepare(
        `INSERT OR IGNORE INTO mobile_products (uuid, customer_uuid, msisdn, imsi, sim_id, status, product_type, billing_reference, service_type, created_at_nanos,
           product_catalog_uuid, total_data_mb, broadband_json) VALUES (?, ?, ?, ?, ?, 2, 'mobileFWA', ?, 'FWA', ?, ?, ?, ?)`,
      )
      .run(r.product_uuid, r.customer_uuid, randomMobile().msisdn, randomImsi(), randomSimId(), f.billingReference, at, f.catalogUuid, dataMb(this.plans, f.availabilityUuid, data),
        JSON.stringify({ StateDescription: 'Created', Substate: '', ServiceAddress: f.address, OrderUUID: r.uuid, PlanName: f.planName }));
    this.db
      .prepare(
        `INSERT INTO addons (uuid, product_uuid, name, product_catalog_uuid, product_availability_uuid, is_base_plan, is_addon, allow_auto_renew, auto_renew,
           end_after_cycle_count, price_cents, created_at_nanos, expires_at_nanos) VALUES (?, ?, ?, ?, ?, 1, 0, 0, 0, 0, ?, ?, 0)`,
      )
      .run(randomUUID(), r.product_uuid, f.planName, f.catalogUuid, f.availabilityUuid, f.priceCents, at);
  }

  /** The mobileFWA product's broadband fields follow its order (StateDescription, Substate). */
  private syncFwaProduct(orderUuid: string): void {
    const r = this.row(orderUuid);
    if (!r || r.technology !== 'FWA') return;
    const p = this.db.prepare('SELECT status, broadband_json FROM mobile_products WHERE uuid = ?').get(r.product_uuid) as { status: number; broadband_json: string | null } | undefined;
    if (!p) return;
    const fields = json<Record<string, unknown>>(p.broadband_json, {});
    const next = { ...fields, StateDescription: p.status === 4 ? 'Active' : r.state === 'cancelled' ? 'Cancelled' : 'Created', Substate: this.view(r).Substate };
    const text = JSON.stringify(next);
    if (text !== p.broadband_json) this.db.prepare('UPDATE mobile_products SET broadband_json = ? WHERE uuid = ?').run(text, r.product_uuid);
  }

  // ---- time slots and booking (§2.4) ----

  /** The windows offered for a visit of that order: working days (weekdays, not NZ public holidays), from the 2nd working day on (an install after the scope visit and from the RSF date) for 14 days. */
  slots(order: BroadbandOrder, visit: Visit, appointments: Appointment[] = order.Appointments): Slot[] {
    if (!order.Visits.includes(visit)) throw badRequest('Visit type is not required');
    const nowMs = this.clock.now();
    let from = workingDaysAfter(nowMs, FIRST_SLOT_WORKING_DAYS).date;
    if (visit === 'install') {
      const scope = appointments.find((a) => a.VisitType === 'scope' && a.Status !== 'missed');
      if (order.Visits.includes('scope')) {
        const after = dayAfter(scope ? nzDay(scope.EndNanos / MS).date : from);
        if (after > from) from = after;
      }
      const rsf = order.RSFDateNanos > 0 ? nzDay(order.RSFDateNanos / MS).date : '';
      if (rsf > from) from = rsf;
    }
    const held = new Set(this.heldSlots(order.CustomerUUID, order.UUID, appointments));
    const out: Slot[] = [];
    let date = from;
    for (let d = 0; d < BROADBAND_SLOT_DAYS; d += 1, date = dayAfter(date)) {
      if (!isInstallerWorkingDay(date)) continue;
      for (const w of SLOT_WINDOWS) {
        const slot = parseSlot(`${date}-${w.id}`);
        if (slot && !held.has(slot.SlotID) && slot.StartNanos > nowMs * MS) out.push(slot);
      }
    }
    return out;
  }

  /** Slots the customer's booked visits hold (this order's from `appointments`): one visit per window. */
  private heldSlots(customerUuid: string, orderUuid: string, appointments: Appointment[]): string[] {
    const others = (this.db.prepare("SELECT appointments_json FROM broadband_orders WHERE customer_uuid = ? AND uuid <> ? AND state IN ('acknowledged', 'in_progress')")
      .all(customerUuid, orderUuid) as { appointments_json: string }[]).flatMap((r) => json<Appointment[]>(r.appointments_json, []));
    return [...others, ...appointments].filter((a) => a.Status === 'booked').map((a) => a.SlotID);
  }

  /**
   * Books (or reschedules) the visits asked, scope first. A visit not required: 400; a done one:
   * 409 'Visit is done'; a slot not offered (taken, past, bad id, an install before the scope
   * visit's end): 409 'Time slot is not available'.
   */
  book(uuid: string, customerUuids: readonly string[], asked: { VisitType: string; SlotID: string }[]): BroadbandOrder {
    const order = this.order(uuid, customerUuids);
    if (!order) throw orderNotFound();
    if (order.State === 'completed' || order.State === 'cancelled') throw conflict('Order is closed');
    const sorted = [...asked].sort((a, b) => (a.VisitType === 'scope' ? 0 : 1) - (b.VisitType === 'scope' ? 0 : 1));
    let appointments = [...order.Appointments];
    const notes: string[] = [];
    for (const a of sorted) {
      const visit = a.VisitType as Visit;
      if (!order.Visits.includes(visit)) throw badRequest('Visit type is not required');
      const current = appointments.find((x) => x.VisitType === visit && x.Status !== 'missed');
      if (current?.Status === 'done') throw conflict('Visit is done');
      const without = appointments.filter((x) => x !== current);
      // The visit's own slot is not offered again (the slot list leaves it out too).
      const slot = this.slots(order, visit, without).find((s) => s.SlotID === a.SlotID);
      if (!slot || current?.SlotID === slot.SlotID) throw slotTaken();
      if (visit === 'scope') {
        const install = without.find((x) => x.VisitType === 'install' && x.Status === 'booked');
        if (install && install.StartNanos < slot.EndNanos) throw slotTaken();
      }
      appointments = [...without, { UUID: randomUUID(), VisitType: visit, SlotID: slot.SlotID, StartNanos: slot.StartNanos, EndNanos: slot.EndNanos, Status: 'booked' }];
      const label = slotLabel(slot.SlotID, slot.StartNanos);
      const what = visit === 'scope' ? 'Scope visit' : 'Install';
      notes.push(current ? `${what} moved to ${label}` : `${what} booked for ${label}`);
    }
    const now = this.now();
    this.db.transaction(() => {
      this.db.prepare("UPDATE broadband_orders SET appointments_json = ?, state = 'in_progress', updated_at_nanos = ? WHERE uuid = ?").run(JSON.stringify(appointments), now, uuid);
      for (const n of notes) this.note(uuid, n, now);
      this.syncFwaProduct(uuid);
    })();
    return this.order(uuid) as BroadbandOrder;
  }

  // ---- services after install (§2.5) ----

  /** The service's technology, customer, address and current plan; undefined: not that customer's. */
  service(productUuid: string, customerUuids: readonly string[], technology: BroadbandTechnology): ServiceFacts | undefined {
    if (technology === 'UFB') {
      const p = this.ufbProduct(productUuid, customerUuids);
      if (!p || p.DeletedAtNanos !== 0) return undefined;
      return { technology, productUuid, customerUuid: p.CustomerUUID, address: p.Address, availabilityUuid: p.ProductAvailabilityUUID, active: p.State === 'active', suspended: p.State === 'suspended' };
    }
    const p = this.db.prepare("SELECT uuid, customer_uuid, status, broadband_json FROM mobile_products WHERE uuid = ? AND product_type = 'mobileFWA'").get(productUuid) as
      { uuid: string; customer_uuid: string; status: number; broadband_json: string | null } | undefined;
    if (!p || !customerUuids.includes(p.customer_uuid)) return undefined;
    this.orders(p.customer_uuid);
    const fresh = this.db.prepare('SELECT status, broadband_json FROM mobile_products WHERE uuid = ?').get(productUuid) as { status: number; broadband_json: string | null };
    const fields = json<{ ServiceAddress?: Address; Suspended?: boolean }>(fresh.broadband_json, {});
    const base = this.db.prepare('SELECT product_availability_uuid FROM addons WHERE product_uuid = ? AND is_base_plan = 1 ORDER BY created_at_nanos DESC LIMIT 1').get(productUuid) as
      { product_availability_uuid: string } | undefined;
    if (!fields.ServiceAddress) return undefined;
    return {
      technology, productUuid, customerUuid: p.customer_uuid, address: fields.ServiceAddress, availabilityUuid: base?.product_availability_uuid ?? '',
      active: fresh.status === 4, suspended: fields.Suspended === true,
    };
  }

  /** The plans on sale at the service's address, the current one included with Current: true. */
  servicePlans(s: ServiceFacts): BroadbandPlan[] {
    const onSale = this.plansAt(s.address.LocationProvider, s.address.LocationProviderIDX, s.technology);
    const current = this.plans.planByAvailability(s.availabilityUuid);
    const list = current && !onSale.some((p) => p.ID === current.ID) ? [...onSale, current] : onSale;
    return list.map((p) => (p.ID === s.availabilityUuid ? { ...p, Current: true } : p));
  }

  /** Change plan, taking effect now: the new plan's name and price on the service, a charge on the OPEN bill. */
  changePlan(s: ServiceFacts, availabilityUuid: string): void {
    if (s.suspended || this.customerSuspended(s.customerUuid)) throw badRequest('A suspended service cannot switch plans');
    if (!s.active) throw badRequest('Service is not active');
    const plan = this.plansAt(s.address.LocationProvider, s.address.LocationProviderIDX, s.technology).find((p) => p.ID === availabilityUuid);
    if (!plan || plan.ID === s.availabilityUuid) throw badRequest('Plan is not available');
    const now = this.now();
    this.db.transaction(() => {
      if (s.technology === 'UFB') {
        this.db.prepare('UPDATE ufb_products SET plan_name = ?, product_availability_uuid = ?, product_catalog_uuid = ?, price_cents = ? WHERE uuid = ?')
          .run(plan.Name, plan.ProductAvailabilityUUID, plan.ProductCatalogUUID, plan.PriceCents, s.productUuid);
      } else {
        this.db.prepare('UPDATE addons SET name = ?, product_catalog_uuid = ?, product_availability_uuid = ?, price_cents = ? WHERE product_uuid = ? AND is_base_plan = 1')
          .run(plan.Name, plan.ProductCatalogUUID, plan.ProductAvailabilityUUID, plan.PriceCents, s.productUuid);
        const fields = this.db.prepare('SELECT broadband_json FROM mobile_products WHERE uuid = ?').get(s.productUuid) as { broadband_json: string | null } | undefined;
        this.db.prepare('UPDATE mobile_products SET product_catalog_uuid = ?, last_plan_change_at_nanos = ?, broadband_json = ? WHERE uuid = ?')
          .run(plan.ProductCatalogUUID, now, JSON.stringify({ ...json<Record<string, unknown>>(fields?.broadband_json, {}), PlanName: plan.Name }), s.productUuid);
      }
    })();
    // "now (no proration, charged now …)": postpay's OPEN bill gets the new plan's month.
    this.money.chargeOpen(s.customerUuid, 'charge', `Plan change: ${plan.Name}`, plan.PriceCents, now);
  }

  private customerSuspended(customerUuid: string): boolean {
    const c = this.db.prepare('SELECT account_state FROM customers WHERE uuid = ?').get(customerUuid) as { account_state: string } | undefined;
    return c?.account_state === 'Suspended';
  }

  // ---- test control ----

  /** The order as if everything about it (its payment, the product's delay, its appointments and notes) happened `ms` earlier; its e-shop order too. */
  moveOn(uuid: string, ms: number): BroadbandOrder | undefined {
    const r = this.row(uuid);
    if (!r) return undefined;
    const by = Math.round(ms * MS);
    const appointments = json<Appointment[]>(r.appointments_json, []).map((a) => ({ ...a, StartNanos: a.StartNanos - by, EndNanos: a.EndNanos - by }));
    const notes = json<Note[]>(r.notes_json, []).map((n) => ({ ...n, CreatedAtNanos: n.CreatedAtNanos - by }));
    this.db
      .prepare(
        `UPDATE broadband_orders SET paid_at_nanos = paid_at_nanos - ?, created_at_nanos = created_at_nanos - ?, updated_at_nanos = updated_at_nanos - ?,
           appointments_json = ?, notes_json = ? WHERE uuid = ?`,
      )
      .run(by, by, by, JSON.stringify(appointments), JSON.stringify(notes), uuid);
    if (r.eshop_order_number) this.eshop.moveOrderOn(r.eshop_order_number, ms);
    return this.order(uuid);
  }

  /** The order cancelled with that note (its e-shop order FAILED with it). */
  fail(uuid: string, note: string): BroadbandOrder | undefined {
    const r = this.row(uuid);
    if (!r) return undefined;
    this.advance(r);
    const now = this.now();
    this.db.transaction(() => {
      this.db.prepare("UPDATE broadband_orders SET state = 'cancelled', updated_at_nanos = ? WHERE uuid = ?").run(now, uuid);
      this.note(uuid, note, now);
      if (r.technology === 'UFB') this.db.prepare("UPDATE ufb_products SET state = 'cancelled' WHERE uuid = ?").run(r.product_uuid);
      this.syncFwaProduct(uuid);
    })();
    if (r.eshop_order_number) this.eshop.fail(r.eshop_order_number, note);
    return this.view(this.row(uuid) as OrderRow);
  }
}

export interface ServiceFacts {
  technology: BroadbandTechnology;
  productUuid: string;
  customerUuid: string;
  address: Address;
  availabilityUuid: string;
  active: boolean;
  suspended: boolean;
}

/** A plan's monthly data in MB ('300GB' → 307200); 0 for unlimited. */
function dataMb(plans: BroadbandStore, availabilityUuid: string, fallback: string): number {
  const plan = plans.planByAvailability(availabilityUuid);
  const value = plan?.Attributes.find((a) => a.Name === 'UsageRule.Data')?.Value ?? fallback;
  const m = /^(\d+)\s*GB$/i.exec(value);
  return m ? Number(m[1]) * 1024 : 0;
}

/** The cart's delivery address: the location service's address named (else the service address) with the contact fields given. */
function cartAddress(input: Record<string, unknown> | undefined, service: Address): CartAddress {
  const named = input ? findAddress(str(input, 'LocationProvider'), str(input, 'LocationProviderIDX')) : undefined;
  const a = named ?? service;
  const o = input ?? {};
  return {
    City: a.City, Country: a.Country, Postcode: a.PostCode, Lines: a.Lines, LocationProvider: a.LocationProvider, LocationProviderIDX: a.LocationProviderIDX,
    Email: str(o, 'Email'), Name: str(o, 'Name'), Notes: str(o, 'Notes'), Phone: str(o, 'Phone'),
  };
}
