import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock';
import { MoneyStore } from './money';
import { CatalogStore, type CatalogEntry } from './catalog';
import type { Db } from './db';
import { isBroadbandPlan, isEsim, isPhysical, itemByUuid, type ItemImage, type ShopItem } from './eshop-items';
import { AccountPaymentStore, type AccountIntent, type IntentPurpose } from './account-payments';
import { CardStore, cardSummary, type CardSummary } from './cards';
import { randomDigits, randomImsi, randomMobile, randomSimId, randomToken, randomUUID, uuidFor } from './ids';
import { TransactionStore } from './transactions';
import { UsageEngine } from './usage';

/** Wire shapes of docs/eshop-contract.md §1, Pascal case as the upstream sends them. */
export type BillingKind = 'prepay' | 'payg' | 'postpay';

export interface PlanProduct {
  UUID: string;
  Name: string;
  VirtualType: 'VT_PLAN';
  ProductCatalogUUID: string;
  ProductAvailabilityUUID: string;
  BillingReference: BillingKind;
  PriceCents: number;
  PriceCatalogCents: number;
}

export interface CartAddress {
  City: string;
  Country: string;
  Postcode: string;
  Lines: string[];
  LocationProvider: string;
  LocationProviderIDX: string;
  Email: string;
  Name: string;
  Notes: string;
  Phone: string;
}

export type Attributes = Record<string, unknown>;

export interface CartItem {
  UUID: string;
  ItemUUID: string;
  ItemVariantUUID: string;
  Name: string;
  Description: string;
  Type: ShopItem['Type'];
  VirtualType: ShopItem['VirtualType'];
  PhysicalType: ShopItem['PhysicalType'];
  ServiceType: ShopItem['ServiceType'];
  SelfManaged: boolean;
  Quantity: number;
  PriceCents: number;
  PriceCatalogCents: number;
  AmountCents: number;
  AmountTaxCents: number;
  Status: string;
  Attributes: Attributes;
  ItemImages: ItemImage[];
  Products: PlanProduct[];
}

export interface Cart {
  SPID: number;
  UUID: string;
  Number: string;
  CustomerUUID: string | null;
  Status: 'CART';
  Items: CartItem[];
  AmountCents: number;
  AmountTaxCents: number;
  Address: CartAddress | null;
}

export interface EsimInfo {
  ID: string;
  Data: string;
  ConfirmationCode: string;
}

export interface OrderItem extends CartItem {
  Shipped: boolean;
  Delivered: boolean;
  ESIMInfo?: EsimInfo;
  MobileProductUUID?: string;
}

export interface OrderNote {
  Note: string;
  CreatedAtNanos: number;
}

export type OrderStatus = 'CONFIRMED' | 'PAID' | 'PROCESSING' | 'SHIPPED' | 'COMPLETED' | 'FAILED' | 'CANCELED';

export interface Order {
  SPID: number;
  UUID: string;
  OrderNumber: string;
  CustomerUUID: string;
  Status: OrderStatus;
  CreatedAtNanos: number;
  UpdatedAtNanos: number;
  PaidAtNanos: number;
  Items: OrderItem[];
  AmountCents: number;
  AmountTaxCents: number;
  Address: CartAddress | null;
  Email: string;
  Name: string;
  Phone: string;
  Notes: string;
  PaymentMethodType: string;
  OrderNotes: OrderNote[];
}

export interface EsimStatus {
  ItemUUID: string;
  Status: 'PENDING' | 'READY';
  ActivationCode: string;
  SMDPAddress: string;
  MatchingID: string;
  ConfirmationCode: string;
}

export interface CheckoutAnswer {
  ClientSecret: string;
  OrderID: string;
  PaymentIntentID?: string;
}

export type { CardSummary } from './cards';

export interface LastPaymentError {
  type: string;
  code: string;
  decline_code?: string;
  message: string;
}

export interface NextAction {
  type: 'redirect_to_url';
  redirect_to_url: { url: string; return_url: string | null };
}

export type IntentStatus = 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: IntentStatus;
  client_secret: string;
  payment_method_types: string[];
  last_payment_error: LastPaymentError | null;
  next_action: NextAction | null;
  /** pm_… of the saved card the checkout attached (PaymentOptions.PaymentMethodID); null: none. */
  payment_method: string | null;
  metadata: { order_id: string };
}

/** What an intent waits for while it requires action. */
/** What a confirmation waits for; a typed card's `save`: the confirm asked `setup_future_usage` (keep the card for the customer). */
export type Pending = { kind: 'card'; card: CardSummary; save?: boolean } | { kind: 'bnpl'; type: 'afterpay_clearpay' | 'klarna' };

export interface NewLine {
  /** The line's UUID (kept across writes when the caller names it). */
  uuid: string;
  itemUuid: string;
  variantUuid: string;
  quantity: number;
  attributes: Attributes;
  products: PlanProduct[];
}

export const SMDP_ADDRESS = 'smdp.sandbox.example';
export const lpa = (matchingId: string): string => `LPA:1$${SMDP_ADDRESS}$${matchingId}`;

/** Order progress over the sandbox clock, after PAID (contract §1 "Statuses move…"). */
export const PROCESSING_AFTER_MS = 5_000;
export const DIGITAL_COMPLETED_AFTER_MS = 30_000;
export const SHIPPED_AFTER_MS = 60_000;
export const DELIVERED_AFTER_MS = 3 * 86_400_000;
const IDEMPOTENCY_TTL_MS = 86_400_000;

const STATUS_RANK: Record<string, number> = { CONFIRMED: 0, PAID: 1, PROCESSING: 2, SHIPPED: 3, COMPLETED: 4 };
const MOVING = ['PAID', 'PROCESSING', 'SHIPPED'];
const NOTE: Record<string, string> = {
  PAID: 'Payment received',
  PROCESSING: 'Your order is being prepared',
  SHIPPED: 'Your SIM is on its way',
  COMPLETED: 'Order completed',
};

/** GST is in every price: the tax part of an amount. */
export const taxOf = (cents: number): number => Math.round((cents * 3) / 23);

interface CartRow { uuid: string; number: string; customer_uuid: string | null; address_json: string | null; closed: number; created_at_nanos: number; updated_at_nanos: number }
interface LineRow { uuid: string; position: number; item_uuid: string; item_variant_uuid: string; quantity: number; attributes_json: string; products_json: string }
interface OrderItemRow extends LineRow { order_uuid: string; mobile_product_uuids_json: string }
interface OrderRow {
  uuid: string; order_number: string; customer_uuid: string; cart_uuid: string; status: string; amount_cents: number; address_json: string | null;
  email: string; name: string; phone: string; notes: string; payment_method_type: string; order_notes_json: string; checkout_json: string;
  created_at_nanos: number; updated_at_nanos: number; paid_at_nanos: number;
}
interface ProfileRow { uuid: string; order_item_uuid: string; position: number; matching_id: string; confirmation_code: string; mobile_product_uuid: string | null; ready: number }
interface IntentRow {
  id: string; client_secret: string; purpose: IntentPurpose; order_uuid: string | null; customer_uuid: string | null; product_uuid: string | null; amount_cents: number; currency: string; status: IntentStatus; payment_method_types_json: string;
  last_error_json: string | null; next_action_json: string | null; pending_json: string | null; return_url: string | null; created_at_ms: number;
  payment_method: string | null;
}

const json = <T>(text: string | null, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);

/** A top-up or bill payment intent's account side; undefined for an e-shop order's intent. */
function accountIntentOf(row: IntentRow): AccountIntent | undefined {
  if (row.purpose === 'order' || !row.customer_uuid || !row.product_uuid) return undefined;
  return { purpose: row.purpose, customerUuid: row.customer_uuid, productUuid: row.product_uuid, amountCents: row.amount_cents, intentId: row.id };
}

/** What the onboarding and porting stores learn of a product an order made. */
export interface ProductMade {
  productUuid: string;
  customerUuid: string;
  plan: { availability: string; catalog: string; name: string; billing: string } | undefined;
  porting: { msisdn: string; carrier: string; accountNumber: string; priorSimId: string; name: string } | undefined;
}

/** A broadband order at PAID (docs/broadband-contract.md §2.3): what the broadband store makes its service of. */
export interface BroadbandPaid {
  orderUuid: string;
  orderNumber: string;
  customerUuid: string;
  accountNo: string;
  paidAtNanos: number;
  address: CartAddress | null;
  lines: { uuid: string; itemUuid: string; variantUuid: string; attributes: Attributes }[];
}

/** An order holding a broadband plan line: its service is made by the broadband store, and it completes with the install. */
export const holdsBroadbandPlan = (itemUuids: readonly string[]): boolean =>
  itemUuids.some((uuid) => {
    const item = itemByUuid(uuid);
    return item ? isBroadbandPlan(item) : false;
  });

const text = (a: Attributes, name: string): string => (typeof a[name] === 'string' ? (a[name] as string) : '');

/** Carts, orders, eSIM profiles, payment intents and checkout idempotency keys. */
export class EshopStore {
  private readonly catalog: CatalogStore;
  readonly cards: CardStore;
  readonly transactions: TransactionStore;
  readonly accountPayments: AccountPaymentStore;
  readonly money: MoneyStore;
  readonly usage: UsageEngine;
  /**
   * A product made for an order line when PAID (docs/onboarding-contract.md §2.1, §2.3): its SIM goes
   * into the inventory as the buyer's; a line with porting attributes starts its port. Set by the store.
   */
  productMade: (made: ProductMade) => void = () => undefined;
  /** A broadband order was paid (issue 17): its fibre or fixed wireless service is on its way. Set by the store. */
  broadbandPaid: (paid: BroadbandPaid) => void = () => undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.catalog = new CatalogStore(db);
    this.cards = new CardStore(db);
    this.transactions = new TransactionStore(db);
    this.money = new MoneyStore(db, clock, this.transactions, this.cards);
    this.accountPayments = new AccountPaymentStore(db, clock, this.transactions, this.money);
    this.usage = new UsageEngine(db, clock, this.money, this.transactions);
    this.accountPayments.addonPurchase = (intentId, paid, at) => this.usage.settleAddonIntent(intentId, paid, at);
  }

  // ---- carts ----

  cartRow(uuid: string): CartRow | undefined {
    return this.db.prepare('SELECT * FROM eshop_carts WHERE uuid = ?').get(uuid) as CartRow | undefined;
  }

  cart(uuid: string): Cart | undefined {
    const row = this.cartRow(uuid);
    if (!row) return undefined;
    const lines = this.db.prepare('SELECT * FROM eshop_cart_items WHERE cart_uuid = ? ORDER BY position').all(uuid) as LineRow[];
    const items = lines.map((l) => toCartItem(l, 'CART'));
    const amount = items.reduce((sum, i) => sum + i.AmountCents, 0);
    return {
      SPID: 69,
      UUID: row.uuid,
      Number: row.number,
      CustomerUUID: row.customer_uuid,
      Status: 'CART',
      Items: items,
      AmountCents: amount,
      AmountTaxCents: taxOf(amount),
      Address: json<CartAddress | null>(row.address_json, null),
    };
  }

  /** The customer's newest open cart. */
  openCartOf(customerUuid: string): Cart | undefined {
    const row = this.db
      .prepare('SELECT uuid FROM eshop_carts WHERE customer_uuid = ? AND closed = 0 ORDER BY updated_at_nanos DESC, rowid DESC LIMIT 1')
      .get(customerUuid) as { uuid: string } | undefined;
    return row ? this.cart(row.uuid) : undefined;
  }

  /**
   * Creates the cart (uuid undefined) or replaces an open cart's lines; `address` undefined
   * keeps the cart's address, null clears it.
   */
  writeCart(input: { uuid?: string; customerUuid: string | null; address: CartAddress | null | undefined; lines: NewLine[] }): Cart {
    const now = this.clock.nowNanos();
    const uuid = input.uuid ?? randomUUID();
    this.db.transaction(() => {
      const existing = this.cartRow(uuid);
      if (!existing) {
        this.db
          .prepare('INSERT INTO eshop_carts (uuid, number, customer_uuid, address_json, created_at_nanos, updated_at_nanos) VALUES (?, ?, ?, ?, ?, ?)')
          .run(uuid, this.unique('eshop_carts', 'number', 'C'), input.customerUuid, input.address ? JSON.stringify(input.address) : null, now, now);
      } else {
        const address = input.address === undefined ? existing.address_json : input.address ? JSON.stringify(input.address) : null;
        this.db
          .prepare('UPDATE eshop_carts SET customer_uuid = ?, address_json = ?, updated_at_nanos = ? WHERE uuid = ?')
          .run(input.customerUuid, address, Math.max(now, existing.updated_at_nanos + 1), uuid);
        this.db.prepare('DELETE FROM eshop_cart_items WHERE cart_uuid = ?').run(uuid);
      }
      const insert = this.db.prepare(
        'INSERT INTO eshop_cart_items (uuid, cart_uuid, position, item_uuid, item_variant_uuid, quantity, attributes_json, products_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      );
      input.lines.forEach((l, i) =>
        insert.run(l.uuid, uuid, i, l.itemUuid, l.variantUuid, l.quantity, JSON.stringify(l.attributes), JSON.stringify(l.products)),
      );
    })();
    const cart = this.cart(uuid);
    if (!cart) throw new Error('cart vanished');
    return cart;
  }

  // ---- orders ----

  /** Closes the cart and makes its order (CONFIRMED), with an eSIM profile per eSIM. */
  createOrder(input: {
    cartUuid: string; customerUuid: string; address: CartAddress | null; email: string; name: string; phone: string; notes: string; paymentMethodType: string;
  }): Order {
    const now = this.clock.nowNanos();
    const cart = this.cart(input.cartUuid);
    if (!cart) throw new Error('no cart');
    const uuid = randomUUID();
    this.db.transaction(() => {
      this.db.prepare('UPDATE eshop_carts SET closed = 1, customer_uuid = ?, updated_at_nanos = ? WHERE uuid = ?').run(input.customerUuid, now, cart.UUID);
      this.db
        .prepare(
          `INSERT INTO eshop_orders (uuid, order_number, customer_uuid, cart_uuid, status, amount_cents, address_json, email, name, phone, notes,
             payment_method_type, order_notes_json, checkout_json, created_at_nanos, updated_at_nanos)
           VALUES (?, ?, ?, ?, 'CONFIRMED', ?, ?, ?, ?, ?, ?, ?, '[]', '{}', ?, ?)`,
        )
        .run(uuid, this.unique('eshop_orders', 'order_number', 'SO'), input.customerUuid, cart.UUID, cart.AmountCents,
          input.address ? JSON.stringify(input.address) : null, input.email, input.name, input.phone, input.notes, input.paymentMethodType, now, now);
      const lines = this.db.prepare('SELECT * FROM eshop_cart_items WHERE cart_uuid = ? ORDER BY position').all(cart.UUID) as LineRow[];
      const insert = this.db.prepare(
        'INSERT INTO eshop_order_items (uuid, order_uuid, position, item_uuid, item_variant_uuid, quantity, attributes_json, products_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      );
      const profile = this.db.prepare(
        'INSERT INTO eshop_esim_profiles (uuid, order_item_uuid, position, matching_id, confirmation_code) VALUES (?, ?, ?, ?, ?)',
      );
      for (const l of lines) {
        // The order line keeps the cart line's UUID, so the browser can follow a line from cart to order.
        insert.run(l.uuid, uuid, l.position, l.item_uuid, l.item_variant_uuid, l.quantity, l.attributes_json, l.products_json);
        const item = itemByUuid(l.item_uuid);
        if (!item || !isEsim(item)) continue;
        for (let k = 0; k < l.quantity; k += 1) profile.run(randomUUID(), l.uuid, k, matchingId(), '');
      }
    })();
    const order = this.orderByUuid(uuid);
    if (!order) throw new Error('order vanished');
    return order;
  }

  setCheckoutAnswer(orderUuid: string, answer: CheckoutAnswer): void {
    this.db.prepare('UPDATE eshop_orders SET checkout_json = ? WHERE uuid = ?').run(JSON.stringify(answer), orderUuid);
  }

  /** The order a closed cart became, and its checkout answer. */
  orderOfCart(cartUuid: string): { order: Order; answer: CheckoutAnswer } | undefined {
    const row = this.db.prepare('SELECT * FROM eshop_orders WHERE cart_uuid = ?').get(cartUuid) as OrderRow | undefined;
    if (!row) return undefined;
    return { order: this.build(this.progress(row)), answer: json<CheckoutAnswer>(row.checkout_json, { ClientSecret: '', OrderID: row.order_number }) };
  }

  orderByUuid(uuid: string): Order | undefined {
    const row = this.db.prepare('SELECT * FROM eshop_orders WHERE uuid = ?').get(uuid) as OrderRow | undefined;
    return row ? this.build(this.progress(row)) : undefined;
  }

  orderByNumber(number: string): Order | undefined {
    const row = this.db.prepare('SELECT * FROM eshop_orders WHERE order_number = ?').get(number) as OrderRow | undefined;
    return row ? this.build(this.progress(row)) : undefined;
  }

  /** Newest first. */
  orders(customerUuid: string): Order[] {
    const rows = this.db
      .prepare('SELECT * FROM eshop_orders WHERE customer_uuid = ? ORDER BY created_at_nanos DESC, rowid DESC')
      .all(customerUuid) as OrderRow[];
    return rows.map((r) => this.build(this.progress(r)));
  }

  esimStatus(orderUuid: string): EsimStatus[] {
    const rows = this.db
      .prepare(
        `SELECT p.* FROM eshop_esim_profiles p JOIN eshop_order_items i ON i.uuid = p.order_item_uuid
         WHERE i.order_uuid = ? ORDER BY i.position, p.position`,
      )
      .all(orderUuid) as ProfileRow[];
    return rows.map((p) => ({
      ItemUUID: p.order_item_uuid,
      Status: p.ready ? 'READY' : 'PENDING',
      ActivationCode: p.ready ? lpa(p.matching_id) : '',
      SMDPAddress: SMDP_ADDRESS,
      MatchingID: p.matching_id,
      ConfirmationCode: p.confirmation_code,
    }));
  }

  /** Moves every order that is on its way (the 1 s tick). */
  progressAll(): void {
    const rows = this.db.prepare(`SELECT * FROM eshop_orders WHERE status IN ('PAID', 'PROCESSING', 'SHIPPED')`).all() as OrderRow[];
    for (const r of rows) this.progress(r);
  }

  /**
   * CONFIRMED → PAID: the customer's mobile products (plan as base add-on) and the paying card
   * as a payment method. Nothing when the order is not CONFIRMED any more.
   */
  markPaid(orderUuid: string, card?: CardSummary): void {
    const now = this.clock.nowNanos();
    this.db.transaction(() => {
      const row = this.db.prepare('SELECT * FROM eshop_orders WHERE uuid = ?').get(orderUuid) as OrderRow | undefined;
      if (!row || row.status !== 'CONFIRMED') return;
      const notes = [...json<OrderNote[]>(row.order_notes_json, []), { Note: NOTE.PAID ?? 'Paid', CreatedAtNanos: now }];
      this.db
        .prepare(`UPDATE eshop_orders SET status = 'PAID', paid_at_nanos = ?, updated_at_nanos = ?, order_notes_json = ? WHERE uuid = ?`)
        .run(now, now, JSON.stringify(notes), orderUuid);
      this.fulfil(row, now);
      if (card) this.cards.save(row.customer_uuid, card, this.clock.now());
    })();
  }

  /**
   * A broadband order's service went live (docs/broadband-contract.md §2.3): the order, still on its
   * way, is COMPLETED at `atNanos` with the note 'Order completed'. Nothing for any other status.
   */
  completeBroadband(orderUuid: string, atNanos: number): void {
    const row = this.db.prepare('SELECT * FROM eshop_orders WHERE uuid = ?').get(orderUuid) as OrderRow | undefined;
    if (!row || !MOVING.includes(row.status)) return;
    const moved = this.progress(row);
    if (!MOVING.includes(moved.status)) return;
    const at = Math.max(atNanos, moved.updated_at_nanos);
    const notes = [...json<OrderNote[]>(moved.order_notes_json, []), { Note: NOTE.COMPLETED ?? 'Order completed', CreatedAtNanos: at }];
    this.db
      .prepare(`UPDATE eshop_orders SET status = 'COMPLETED', updated_at_nanos = ?, order_notes_json = ? WHERE uuid = ? AND status = ?`)
      .run(at, JSON.stringify(notes), orderUuid, moved.status);
  }

  /** Test control: the order FAILED with that note; its open payment intent is canceled. */
  fail(orderNumber: string, note: string): Order | undefined {
    const row = this.db.prepare('SELECT * FROM eshop_orders WHERE order_number = ?').get(orderNumber) as OrderRow | undefined;
    if (!row) return undefined;
    const now = this.clock.nowNanos();
    const notes = [...json<OrderNote[]>(row.order_notes_json, []), { Note: note, CreatedAtNanos: now }];
    this.db.transaction(() => {
      this.db.prepare(`UPDATE eshop_orders SET status = 'FAILED', updated_at_nanos = ?, order_notes_json = ? WHERE uuid = ?`).run(now, JSON.stringify(notes), row.uuid);
      this.db
        .prepare(`UPDATE payment_intents SET status = 'canceled', next_action_json = NULL WHERE order_uuid = ? AND status != 'succeeded'`)
        .run(row.uuid);
    })();
    return this.orderByUuid(row.uuid);
  }

  /**
   * Test control: this order alone moves `ms` on, as if everything about it had happened `ms`
   * earlier (its created, updated and paid times and its notes), then it is read, so its status
   * follows (PROCESSING, SHIPPED, COMPLETED) as the global clock's jump would have made it, without
   * moving time for anyone else (their tokens, their orders). Undefined: no such order.
   */
  moveOrderOn(orderNumber: string, ms: number): Order | undefined {
    const row = this.db.prepare('SELECT * FROM eshop_orders WHERE order_number = ?').get(orderNumber) as OrderRow | undefined;
    if (!row) return undefined;
    const by = Math.round(ms * 1e6);
    const notes = json<OrderNote[]>(row.order_notes_json, []).map((n) => ({ ...n, CreatedAtNanos: n.CreatedAtNanos - by }));
    this.db
      .prepare(
        `UPDATE eshop_orders SET created_at_nanos = created_at_nanos - ?, updated_at_nanos = updated_at_nanos - ?,
           paid_at_nanos = CASE WHEN paid_at_nanos > 0 THEN paid_at_nanos - ? ELSE 0 END, order_notes_json = ? WHERE uuid = ?`,
      )
      .run(by, by, by, JSON.stringify(notes), row.uuid);
    return this.orderByUuid(row.uuid);
  }

  // ---- payment intents ----

  /** `paymentMethod`: the pm_… of a saved card to pay with (confirm then needs no card data). */
  createIntent(orderUuid: string, amountCents: number, types: string[], paymentMethod: string | null = null): PaymentIntent {
    const id = `pi_${randomToken(18)}`;
    const secret = `${id}_secret_${randomToken(18)}`;
    this.db
      .prepare(
        `INSERT INTO payment_intents (id, client_secret, order_uuid, amount_cents, status, payment_method_types_json, created_at_ms, payment_method)
         VALUES (?, ?, ?, ?, 'requires_payment_method', ?, ?, ?)`,
      )
      .run(id, secret, orderUuid, amountCents, JSON.stringify(types), Math.floor(this.clock.now()), paymentMethod);
    const intent = this.intent(id);
    if (!intent) throw new Error('intent vanished');
    return intent;
  }

  /** A top-up or bill payment (docs/account-contract.md §2.7), paid with the saved card `paymentMethod` (pm_…). */
  createAccountIntent(account: AccountIntent, paymentMethod: string): PaymentIntent {
    const id = `pi_${randomToken(18)}`;
    this.db
      .prepare(
        `INSERT INTO payment_intents (id, client_secret, purpose, customer_uuid, product_uuid, amount_cents, status, payment_method_types_json, created_at_ms, payment_method)
         VALUES (?, ?, ?, ?, ?, ?, 'requires_payment_method', '["card"]', ?, ?)`,
      )
      .run(id, `${id}_secret_${randomToken(18)}`, account.purpose, account.customerUuid, account.productUuid, account.amountCents, Math.floor(this.clock.now()), paymentMethod);
    return this.intent(id) as PaymentIntent;
  }

  intentRow(id: string): IntentRow | undefined {
    return this.db.prepare('SELECT * FROM payment_intents WHERE id = ?').get(id) as IntentRow | undefined;
  }

  intent(id: string): PaymentIntent | undefined {
    const row = this.intentRow(id);
    if (!row) return undefined;
    const order = this.db.prepare('SELECT order_number FROM eshop_orders WHERE uuid = ?').get(row.order_uuid) as { order_number: string } | undefined;
    return {
      id: row.id,
      object: 'payment_intent',
      amount: row.amount_cents,
      currency: row.currency,
      status: row.status,
      client_secret: row.client_secret,
      payment_method_types: json<string[]>(row.payment_method_types_json, ['card']),
      last_payment_error: json<LastPaymentError | null>(row.last_error_json, null),
      next_action: json<NextAction | null>(row.next_action_json, null),
      payment_method: row.payment_method,
      metadata: { order_id: order?.order_number ?? '' },
    };
  }

  pendingOf(id: string): { pending: Pending | null; returnUrl: string | null } {
    const row = this.intentRow(id);
    return { pending: json<Pending | null>(row?.pending_json ?? null, null), returnUrl: row?.return_url ?? null };
  }

  /**
   * The intent failed (card error, failed authentication): the order stays CONFIRMED, another try
   * may follow. A top-up or bill payment writes a FAILED transaction (the card it waited for, else
   * the attached one).
   */
  intentFailed(id: string, error: LastPaymentError): PaymentIntent {
    const row = this.intentRow(id);
    this.db.transaction(() => {
      const account = row ? accountIntentOf(row) : undefined;
      if (row && account) {
        const { pending } = this.pendingOf(id);
        const card = pending?.kind === 'card' ? pending.card : cardSummary(row.payment_method ? this.cards.byToken(row.payment_method) : undefined);
        this.accountPayments.settle(account, 'FAILED', card);
      }
      this.db
        .prepare(`UPDATE payment_intents SET status = 'requires_payment_method', last_error_json = ?, next_action_json = NULL, pending_json = NULL WHERE id = ?`)
        .run(JSON.stringify(error), id);
    })();
    return this.intent(id) as PaymentIntent;
  }

  intentRequiresAction(id: string, action: NextAction, pending: Pending, returnUrl: string | null): PaymentIntent {
    this.db
      .prepare(`UPDATE payment_intents SET status = 'requires_action', last_error_json = NULL, next_action_json = ?, pending_json = ?, return_url = ? WHERE id = ?`)
      .run(JSON.stringify(action), JSON.stringify(pending), returnUrl, id);
    return this.intent(id) as PaymentIntent;
  }

  /**
   * The intent succeeded: its order becomes PAID (with the card saved when the confirmation asked
   * for it, Stripe's `setup_future_usage`: `save`) and the customer's payment history gets a
   * COMPLETED transaction 'Order <number>'. A top-up or bill payment is settled instead
   * (AccountPaymentStore.settle).
   */
  intentSucceeded(id: string, card?: CardSummary, save = false): PaymentIntent {
    const row = this.intentRow(id);
    if (!row) throw new Error('no intent');
    this.db.transaction(() => {
      this.db
        .prepare(`UPDATE payment_intents SET status = 'succeeded', last_error_json = NULL, next_action_json = NULL, pending_json = NULL WHERE id = ?`)
        .run(id);
      const account = accountIntentOf(row);
      if (account) {
        this.accountPayments.settle(account, 'COMPLETED', card);
        return;
      }
      if (!row.order_uuid) return;
      this.markPaid(row.order_uuid, save ? card : undefined);
      const order = this.db.prepare('SELECT customer_uuid, order_number FROM eshop_orders WHERE uuid = ?').get(row.order_uuid) as { customer_uuid: string; order_number: string } | undefined;
      if (order) {
        this.transactions.add(order.customer_uuid, {
          createdAtNanos: this.clock.nowNanos(), status: 'COMPLETED', amountCents: row.amount_cents, description: `Order ${order.order_number}`,
          cardType: card?.brand, cardLast4: card?.last4,
        });
      }
    })();
    return this.intent(id) as PaymentIntent;
  }

  orderStatusOfIntent(id: string): string | undefined {
    const row = this.db
      .prepare('SELECT o.status FROM eshop_orders o JOIN payment_intents p ON p.order_uuid = o.uuid WHERE p.id = ?')
      .get(id) as { status: string } | undefined;
    return row?.status;
  }

  // ---- idempotency ----

  /** The answer remembered under a customer's key (24 h) and the fingerprint of the request that made it. */
  idempotent(customerUuid: string, key: string): { answer: CheckoutAnswer; requestHash: string } | undefined {
    const row = this.db
      .prepare('SELECT response_json, request_hash, created_at_ms FROM eshop_idempotency_keys WHERE customer_uuid = ? AND key = ?')
      .get(customerUuid, key) as { response_json: string; request_hash: string; created_at_ms: number } | undefined;
    if (!row || row.created_at_ms + IDEMPOTENCY_TTL_MS <= this.clock.now()) return undefined;
    return { answer: JSON.parse(row.response_json) as CheckoutAnswer, requestHash: row.request_hash };
  }

  remember(customerUuid: string, key: string, requestHash: string, answer: CheckoutAnswer): void {
    this.db
      .prepare(
        `INSERT INTO eshop_idempotency_keys (customer_uuid, key, request_hash, response_json, created_at_ms) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (customer_uuid, key) DO UPDATE SET request_hash = excluded.request_hash, response_json = excluded.response_json, created_at_ms = excluded.created_at_ms`,
      )
      .run(customerUuid, key, requestHash, JSON.stringify(answer), Math.floor(this.clock.now()));
  }

  // ---- internals ----

  /** A number not in use yet: prefix and six digits. */
  private unique(table: 'eshop_carts' | 'eshop_orders', column: 'number' | 'order_number', prefix: string): string {
    for (;;) {
      const candidate = `${prefix}${randomDigits(6)}`;
      if (!this.db.prepare(`SELECT 1 FROM ${table} WHERE ${column} = ?`).get(candidate)) return candidate;
    }
  }

  /** Decides the status from the time since PAID; side effects of COMPLETED happen once. */
  private progress(row: OrderRow): OrderRow {
    if (!MOVING.includes(row.status)) return row;
    const items = this.db.prepare('SELECT item_uuid FROM eshop_order_items WHERE order_uuid = ?').all(row.uuid) as { item_uuid: string }[];
    const physical = items.some((i) => {
      const item = itemByUuid(i.item_uuid);
      return item ? isPhysical(item) : false;
    });
    // A broadband order completes when its service goes live (completeBroadband), not on a timer.
    const broadband = holdsBroadbandPlan(items.map((i) => i.item_uuid));
    const steps: [OrderStatus, number][] = broadband
      ? (physical ? [['PROCESSING', PROCESSING_AFTER_MS], ['SHIPPED', SHIPPED_AFTER_MS]] : [['PROCESSING', PROCESSING_AFTER_MS]])
      : physical
        ? [['PROCESSING', PROCESSING_AFTER_MS], ['SHIPPED', SHIPPED_AFTER_MS], ['COMPLETED', DELIVERED_AFTER_MS]]
        : [['PROCESSING', PROCESSING_AFTER_MS], ['COMPLETED', DIGITAL_COMPLETED_AFTER_MS]];
    const elapsedMs = (this.clock.nowNanos() - row.paid_at_nanos) / 1e6;
    let status = row.status;
    let at = row.updated_at_nanos;
    const notes = json<OrderNote[]>(row.order_notes_json, []);
    for (const [next, afterMs] of steps) {
      if (elapsedMs < afterMs || (STATUS_RANK[next] ?? 0) <= (STATUS_RANK[status] ?? 0)) continue;
      status = next;
      at = row.paid_at_nanos + afterMs * 1e6;
      notes.push({ Note: NOTE[next] ?? next, CreatedAtNanos: at });
    }
    if (status === row.status) return row;
    this.db.transaction(() => {
      // Only the reader that still sees the old status moves it (the tick and a read may race).
      const changed = this.db
        .prepare('UPDATE eshop_orders SET status = ?, updated_at_nanos = ?, order_notes_json = ? WHERE uuid = ? AND status = ?')
        .run(status, at, JSON.stringify(notes), row.uuid, row.status);
      if (changed.changes === 1 && status === 'COMPLETED') this.complete(row.uuid);
    })();
    return { ...row, status, updated_at_nanos: at, order_notes_json: JSON.stringify(notes) };
  }

  /** COMPLETED: eSIM profiles are ready (their products wait for activation). */
  private complete(orderUuid: string): void {
    const profiles = this.db
      .prepare('SELECT p.* FROM eshop_esim_profiles p JOIN eshop_order_items i ON i.uuid = p.order_item_uuid WHERE i.order_uuid = ?')
      .all(orderUuid) as ProfileRow[];
    // The eSIM's product stays pre-activated (2) until its buyer activates it (docs/onboarding-contract.md §2.1).
    for (const p of profiles) this.db.prepare('UPDATE eshop_esim_profiles SET ready = 1 WHERE uuid = ?').run(p.uuid);
  }

  /** Per SIM and quantity a mobile product (status 2) with its plan as the base-plan add-on. */
  private fulfil(order: OrderRow, now: number): void {
    const customer = this.db.prepare('SELECT external_ref5 FROM customers WHERE uuid = ?').get(order.customer_uuid) as { external_ref5: string } | undefined;
    const accountNo = customer?.external_ref5 ?? '';
    const lines = this.db.prepare('SELECT * FROM eshop_order_items WHERE order_uuid = ? ORDER BY position').all(order.uuid) as OrderItemRow[];
    if (holdsBroadbandPlan(lines.map((l) => l.item_uuid))) {
      this.broadbandPaid({
        orderUuid: order.uuid, orderNumber: order.order_number, customerUuid: order.customer_uuid, accountNo, paidAtNanos: now,
        address: json<CartAddress | null>(order.address_json, null),
        lines: lines.map((l) => ({ uuid: l.uuid, itemUuid: l.item_uuid, variantUuid: l.item_variant_uuid, attributes: json<Attributes>(l.attributes_json, {}) })),
      });
      return;
    }
    const entries = this.catalog.all();
    for (const line of lines) {
      const item = itemByUuid(line.item_uuid);
      const plan = json<PlanProduct[]>(line.products_json, [])[0];
      const entry = plan ? entries.find((e) => e.Availabilities.some((a) => a.UUID === plan.ProductAvailabilityUUID)) : undefined;
      const attributes = json<Attributes>(line.attributes_json, {});
      const made: string[] = [];
      for (let k = 0; k < line.quantity; k += 1) {
        // The first SIM of a line takes the number chosen (PreSelectedMSISDN) and the port asked for.
        const first = k === 0;
        const productUuid = this.insertProduct(order.customer_uuid, accountNo, item, plan, entry, attributes, now + made.length, first ? text(attributes, 'PreSelectedMSISDN') : '');
        made.push(productUuid);
        const porting = first && text(attributes, 'PortingOverMSISDN')
          ? {
            msisdn: text(attributes, 'PortingOverMSISDN'), carrier: text(attributes, 'PortingCarrierLSP'), accountNumber: text(attributes, 'PortingAccountLSP'),
            priorSimId: text(attributes, 'PortingPriorSIMID'), name: text(attributes, 'PortingNametagLSP'),
          }
          : undefined;
        this.productMade({
          productUuid, customerUuid: order.customer_uuid, porting,
          plan: plan ? { availability: plan.ProductAvailabilityUUID, catalog: plan.ProductCatalogUUID, name: plan.Name, billing: plan.BillingReference } : undefined,
        });
      }
      this.db.prepare('UPDATE eshop_order_items SET mobile_product_uuids_json = ? WHERE uuid = ?').run(JSON.stringify(made), line.uuid);
      made.forEach((productUuid, k) =>
        this.db.prepare('UPDATE eshop_esim_profiles SET mobile_product_uuid = ? WHERE order_item_uuid = ? AND position = ?').run(productUuid, line.uuid, k),
      );
    }
  }

  private insertProduct(
    customerUuid: string, accountNo: string, item: ShopItem | undefined, plan: PlanProduct | undefined,
    entry: CatalogEntry | undefined, attributes: Attributes, now: number, preselected = '',
  ): string {
    const uuid = randomUUID();
    const free = preselected !== '' && this.db
      .prepare("SELECT 1 FROM number_pool WHERE msisdn = ? AND state = 'AVAILABLE' AND msisdn NOT IN (SELECT msisdn FROM mobile_products)").get(preselected);
    const msisdn = free ? preselected : randomMobile().msisdn;
    if (free) this.db.prepare("UPDATE number_pool SET state = 'ASSIGNED', product_uuid = ?, changed_at_nanos = ? WHERE msisdn = ?").run(uuid, now, preselected);
    const billing = plan?.BillingReference;
    const value = (name: string) => entry?.Characteristics.find((c) => c.Name === name)?.Value;
    const count = (name: string) => (typeof value(name) === 'number' ? Number(value(name)) : 0);
    this.db
      .prepare(
        `INSERT INTO mobile_products (uuid, customer_uuid, msisdn, imsi, sim_id, status, billing_reference, service_type, created_at_nanos,
           data_rollover_allowed, product_catalog_uuid, total_data_mb, total_sms, total_mms, total_voice_minutes, main_bal_credit_cents)
         VALUES (?, ?, ?, ?, ?, 2, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        uuid, customerUuid, msisdn, randomImsi(), randomSimId(), billing ? `${billing}:${accountNo}` : '', item?.ServiceType ?? 'MOBILE', now,
        entry?.DataRolloverAllowed ? 1 : 0, uuidFor(`catalog:mobile:${billing ?? 'sim'}`),
        count('RecurringAllowance.Data'), count('RecurringAllowance.SMS'), count('RecurringAllowance.MMS'), count('RecurringAllowance.Voice'),
        billing && billing !== 'postpay' ? (entry?.PriceInfo.CreditCents ?? 0) : null,
      );
    if (plan) {
      const allowAutoRenew = value('AllowAutoRenew') === true;
      const days = count('TimePeriodInterval');
      this.db
        .prepare(
          `INSERT INTO addons (uuid, product_uuid, name, product_catalog_uuid, product_availability_uuid, is_base_plan, is_addon,
             allow_auto_renew, auto_renew, end_after_cycle_count, price_cents, created_at_nanos, expires_at_nanos)
           VALUES (?, ?, ?, ?, ?, 1, 0, ?, ?, 0, ?, ?, ?)`,
        )
        .run(
          randomUUID(), uuid, plan.Name, plan.ProductCatalogUUID, plan.ProductAvailabilityUUID, allowAutoRenew ? 1 : 0,
          allowAutoRenew && attributes.AutoRenew !== false ? 1 : 0, plan.PriceCents, now, days > 0 ? now + days * 86_400_000 * 1e6 : 0,
        );
    }
    return uuid;
  }

  private build(row: OrderRow): Order {
    const status = row.status as OrderStatus;
    const lines = this.db.prepare('SELECT * FROM eshop_order_items WHERE order_uuid = ? ORDER BY position').all(row.uuid) as OrderItemRow[];
    const profiles = this.db
      .prepare('SELECT p.* FROM eshop_esim_profiles p JOIN eshop_order_items i ON i.uuid = p.order_item_uuid WHERE i.order_uuid = ? ORDER BY p.position')
      .all(row.uuid) as ProfileRow[];
    const shipped = status === 'SHIPPED' || status === 'COMPLETED';
    const items: OrderItem[] = lines.map((l) => {
      const base = toCartItem(l, status);
      const item = itemByUuid(l.item_uuid);
      const physical = item ? isPhysical(item) : false;
      const out: OrderItem = { ...base, Shipped: physical && shipped, Delivered: physical && status === 'COMPLETED' };
      const products = json<string[]>(l.mobile_product_uuids_json, []);
      if (products[0]) out.MobileProductUUID = products[0];
      const profile = profiles.find((p) => p.order_item_uuid === l.uuid && p.ready === 1);
      if (profile) out.ESIMInfo = { ID: profile.matching_id, Data: lpa(profile.matching_id), ConfirmationCode: profile.confirmation_code };
      return out;
    });
    return {
      SPID: 69,
      UUID: row.uuid,
      OrderNumber: row.order_number,
      CustomerUUID: row.customer_uuid,
      Status: status,
      CreatedAtNanos: row.created_at_nanos,
      UpdatedAtNanos: row.updated_at_nanos,
      PaidAtNanos: row.paid_at_nanos,
      Items: items,
      AmountCents: row.amount_cents,
      AmountTaxCents: taxOf(row.amount_cents),
      Address: json<CartAddress | null>(row.address_json, null),
      Email: row.email,
      Name: row.name,
      Phone: row.phone,
      Notes: row.notes,
      PaymentMethodType: row.payment_method_type,
      OrderNotes: json<OrderNote[]>(row.order_notes_json, []),
    };
  }
}

function toCartItem(l: LineRow, status: string): CartItem {
  const item = itemByUuid(l.item_uuid);
  const products = json<PlanProduct[]>(l.products_json, []);
  const sim = item?.PriceCents ?? 0;
  const amount = (sim + products.reduce((sum, p) => sum + p.PriceCents, 0)) * l.quantity;
  return {
    UUID: l.uuid,
    ItemUUID: l.item_uuid,
    ItemVariantUUID: l.item_variant_uuid,
    Name: item?.Name ?? 'Unknown item',
    Description: item?.Description ?? '',
    Type: item?.Type ?? 'TYPE_PRODUCT',
    VirtualType: item?.VirtualType ?? 'VT_NONE',
    PhysicalType: item?.PhysicalType ?? '',
    ServiceType: item?.ServiceType ?? 'MOBILE',
    SelfManaged: item?.SelfManaged ?? true,
    Quantity: l.quantity,
    PriceCents: sim,
    PriceCatalogCents: item?.PriceCatalogCents ?? sim,
    AmountCents: amount,
    AmountTaxCents: taxOf(amount),
    Status: status,
    Attributes: json<Attributes>(l.attributes_json, {}),
    ItemImages: item?.ItemImages ?? [],
    Products: products,
  };
}

/** An SM-DP+ matching ID: four groups of five upper-case hex digits. */
function matchingId(): string {
  const hex = randomBytes(10).toString('hex').toUpperCase();
  return [0, 5, 10, 15].map((i) => hex.slice(i, i + 5)).join('-');
}
