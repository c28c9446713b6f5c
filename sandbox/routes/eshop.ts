import { createHash } from 'node:crypto';
import type { Deps } from '../context';
import { HttpError, badRequest, forbidden, notFound } from '../errors';
import type { RequestContext, Router } from '../router';
import { CatalogStore, type CatalogEntry } from '../store/catalog';
import { ESHOP_ITEMS, isPhysical, itemByUuid, simItemByUuid } from '../store/eshop-items';
import type { Attributes, BillingKind, CartAddress, CheckoutAnswer, NewLine, PlanProduct } from '../store/eshop';
import { isExpired } from '../store/cards';
import { randomUUID, uuidFor } from '../store/ids';
import { cardExpired, cardNotFound } from './cards';
import { checkSpid, objectBody, optionalNumber, optionalString, type Body } from '../validate';

/** Most SIMs one cart line holds (ours: keeps a typo from making a thousand products). */
export const MAX_QUANTITY = 10;

const conflict = (message: string): HttpError => new HttpError(409, 1409, message);
const wrongPassword = (status: 400 | 403): HttpError => new HttpError(status, status === 403 ? 1403 : 1400, 'The plan password is incorrect');
const isBasePlan = (e: CatalogEntry): boolean => e.Characteristics.some((c) => c.Name === 'IsBasePlan' && c.Value === true);
const billingOf = (e: CatalogEntry): BillingKind => (e.ProductType.startsWith('postpay') ? 'postpay' : e.is_payg ? 'payg' : 'prepay');

/** The e-shop v3 calls (docs/eshop-contract.md §1, §5). */
export function eshopRoutes(router: Router, deps: Deps): void {
  const { eshop } = deps.store;
  const catalog = new CatalogStore(deps.store.db);

  /** A customer's data needs a token acting for it: 1002 without one, 1001 for a bad one. */
  const actFor = (ctx: RequestContext, customerUuid: string): void => {
    if (!ctx.headers.authorization) throw forbidden();
    deps.tokens.forCustomer(ctx, customerUuid);
  };

  const owned = (ctx: RequestContext): string => {
    const uuid = ctx.params.uuid ?? '';
    deps.tokens.forCustomer(ctx, uuid);
    if (!deps.store.customers.get(uuid)) throw notFound();
    return uuid;
  };

  // GET /eshop/v3/{spid}/items – the three SIM items; public
  router.get('/eshop/v3/{spid}/items', (ctx) => {
    checkSpid(ctx.params.spid);
    return { Items: ESHOP_ITEMS };
  });

  // POST /eshop/v3/{spid}/unlock_plans – { Password } → the plans it unlocks; public
  router.post('/eshop/v3/{spid}/unlock_plans', (ctx) => {
    checkSpid(ctx.params.spid);
    const password = optionalString(objectBody(ctx.body, true), 'Password') ?? '';
    const entries = catalog.unlocked(password);
    if (entries.length === 0) throw wrongPassword(403);
    return { Entries: entries };
  });

  // POST /eshop/v3/cart – create, or replace an open cart's items and address
  router.post('/eshop/v3/cart', (ctx) => {
    const body = objectBody(ctx.body);
    checkBodySpid(body);
    const requested = optionalString(body, 'UUID');
    const existing = requested ? eshop.cartRow(requested) : undefined;
    if (existing?.closed) throw conflict('Cart is already checked out');
    if (existing?.customer_uuid) actFor(ctx, existing.customer_uuid);
    const customer = optionalString(body, 'CustomerUUID') || null;
    if (customer) actFor(ctx, customer);
    // line UUID → the plan it holds: a kept line keeps its plan's unlock (the caller never sees PlanPassword again)
    const keep = new Map(existing ? (eshop.cart(existing.uuid)?.Items.map((i) => [i.UUID, String(i.Attributes.MobileProductAvailabilityUUID ?? '')] as const) ?? []) : []);
    const lines = parseLines(body.Items, catalog, keep);
    return eshop.writeCart({
      uuid: existing?.uuid,
      customerUuid: customer ?? existing?.customer_uuid ?? null,
      address: parseAddress(body.Address),
      lines,
    });
  });

  // GET /eshop/v3/cart/{uuid} – an open cart (404 unknown or checked out)
  router.get('/eshop/v3/cart/{uuid}', (ctx) => {
    const row = eshop.cartRow(ctx.params.uuid ?? '');
    if (!row) throw notFound();
    if (row.customer_uuid) actFor(ctx, row.customer_uuid);
    if (row.closed) throw notFound();
    return eshop.cart(row.uuid);
  });

  // GET /eshop/v3/customer/{uuid}/cart – the customer's newest open cart
  router.get('/eshop/v3/customer/{uuid}/cart', (ctx) => {
    const cart = eshop.openCartOf(owned(ctx));
    if (!cart) throw notFound();
    return cart;
  });

  // POST /eshop/v3/checkout – the cart becomes an order (CONFIRMED) and a payment intent; header Idempotency-Key
  router.post('/eshop/v3/checkout', (ctx) => {
    const body = objectBody(ctx.body);
    checkBodySpid(body);
    const auth = deps.tokens.authenticate(ctx);
    const uuid = optionalString(body, 'UUID');
    if (!uuid) throw badRequest('UUID is required');
    const row = eshop.cartRow(uuid);
    const customer = optionalString(body, 'CustomerUUID') || row?.customer_uuid || auth.claims.cur || '';
    if (!customer || !auth.claims.cus.includes(customer)) throw forbidden();
    const key = headerOf(ctx, 'idempotency-key');
    const fingerprint = requestFingerprint(body, customer);
    if (key) {
      const prior = eshop.idempotent(customer, key);
      // A key names one request: the same one again gets the first answer, another one is refused.
      if (prior && prior.requestHash && prior.requestHash !== fingerprint) throw conflict(KEY_REUSED);
      if (prior) return prior.answer;
    }
    if (!row) throw notFound();
    if (row.customer_uuid && row.customer_uuid !== customer) throw forbidden();
    if (row.closed) {
      const made = eshop.orderOfCart(row.uuid);
      if (made && made.order.Status === 'CONFIRMED' && made.order.CustomerUUID === customer) return made.answer;
      throw conflict('Cart is already checked out');
    }

    const cart = eshop.cart(row.uuid);
    if (!cart || cart.Items.length === 0) throw badRequest('No Order Items');
    // The number chosen and the number brought (docs/onboarding-contract.md §2.3), checked before any order is made.
    for (const item of cart.Items) {
      const chosen = item.Attributes.PreSelectedMSISDN;
      if (chosen !== undefined && chosen !== null && chosen !== '') {
        const free = typeof chosen === 'string' && deps.store.db
          .prepare("SELECT 1 FROM number_pool WHERE msisdn = ? AND state = 'AVAILABLE' AND msisdn NOT IN (SELECT msisdn FROM mobile_products)").get(chosen);
        if (!free) throw conflict('Phone number is not available');
      }
      const ported = item.Attributes.PortingOverMSISDN;
      if (ported !== undefined && ported !== null && ported !== '') {
        const check = deps.store.porting.check(String(ported));
        if (!check.Portable) throw badRequest(check.Reason);
        if (typeof item.Attributes.PortingNametagLSP !== 'string' || item.Attributes.PortingNametagLSP.trim() === '') throw badRequest('Name is required');
      }
    }
    const address = parseAddress(body.Address) ?? cart.Address;
    const physical = cart.Items.some((i) => {
      const item = itemByUuid(i.ItemUUID);
      return item ? isPhysical(item) : false;
    });
    if (physical && (!address?.Lines[0]?.trim() || !address.City.trim() || !address.Postcode.trim())) {
      throw badRequest('Delivery address needs at least street, city and postcode');
    }
    const email = (optionalString(body, 'Email') ?? address?.Email ?? '').trim();
    const name = (optionalString(body, 'Name') ?? address?.Name ?? '').trim();
    const phone = (optionalString(body, 'Phone') ?? address?.Phone ?? '').trim();
    if (!email || !name || !phone) throw badRequest('please enter');
    const notes = optionalString(body, 'Notes') ?? address?.Notes ?? '';
    const type = paymentType(body.PaymentOptions);
    if (type === 'bill_routes') {
      const routes = deps.store.families.billingRoutes(customer).BillingRoutes;
      if (!routes.some((r) => r.RoutingType === 'parent')) throw badRequest('Please add a payment card to continue');
    }
    // A saved card to pay with (docs/account-contract.md §2.3): the intent comes with it attached.
    const savedId = type === 'cards' ? savedCardId(body.PaymentOptions) : undefined;
    const saved = savedId === undefined ? undefined : deps.store.cards.get(customer, savedId);
    if (savedId !== undefined && !saved) throw cardNotFound();
    if (saved && isExpired(saved, deps.clock.now())) throw cardExpired();

    // bill_routes: the parent route pays in the order's own transaction; 402 'Spend limit is over' makes no order.
    const order = deps.store.db.transaction(() => {
      const made = eshop.createOrder({ cartUuid: cart.UUID, customerUuid: customer, address, email, name, phone, notes, paymentMethodType: type });
      if (type === 'bill_routes') deps.store.families.spend(customer, made.AmountCents, `Order ${made.OrderNumber}`);
      return made;
    })();
    let answer: CheckoutAnswer;
    if (type === 'bill_routes' || order.AmountCents === 0) {
      eshop.markPaid(order.UUID);
      answer = { ClientSecret: '', OrderID: order.OrderNumber };
    } else {
      const method = type === 'afterpay' ? 'afterpay_clearpay' : type === 'klarna' ? 'klarna' : 'card';
      const intent = eshop.createIntent(order.UUID, order.AmountCents, [method], saved?.Token ?? null);
      answer = { ClientSecret: intent.client_secret, OrderID: order.OrderNumber, PaymentIntentID: intent.id };
    }
    eshop.setCheckoutAnswer(order.UUID, answer);
    if (key) eshop.remember(customer, key, fingerprint, answer);
    return answer;
  });

  // GET /eshop/v3/customer/{uuid}/orders – newest first
  router.get('/eshop/v3/customer/{uuid}/orders', (ctx) => ({ Orders: eshop.orders(owned(ctx)) }));

  // GET /eshop/v3/customer/{uuid}/order/{orderNumber}
  router.get('/eshop/v3/customer/{uuid}/order/{orderNumber}', (ctx) => {
    const customer = owned(ctx);
    const order = eshop.orderByNumber(ctx.params.orderNumber ?? '');
    if (!order || order.CustomerUUID !== customer) throw notFound();
    return order;
  });

  // GET /eshop/v2/customer/{uuid}/order/{orderId} – the same order by the checkout's OrderID (its
  // number): the read the spec polls every 250 ms for a broadband order's progress
  router.get('/eshop/v2/customer/{uuid}/order/{orderId}', (ctx) => {
    const customer = owned(ctx);
    const order = eshop.orderByNumber(ctx.params.orderId ?? '');
    if (!order || order.CustomerUUID !== customer) throw notFound();
    return order;
  });

  // GET /eshop/orders-esim-status/{uuid}/order/{orderNumber} – the order's eSIM profiles
  router.get('/eshop/orders-esim-status/{uuid}/order/{orderNumber}', (ctx) => {
    const customer = owned(ctx);
    const order = eshop.orderByNumber(ctx.params.orderNumber ?? '');
    if (!order || order.CustomerUUID !== customer) throw notFound();
    return { ESIMs: eshop.esimStatus(order.UUID) };
  });
}

/** Test control of orders (test mode only). */
export function eshopControlRoutes(router: Router, deps: Deps): void {
  // POST /__control/orders/{orderNumber}/fail – { note } → the order, FAILED with that note
  router.post('/__control/orders/{orderNumber}/fail', (ctx) => {
    const note = optionalString(objectBody(ctx.body, true), 'note') || 'Order failed';
    const order = deps.store.eshop.fail(ctx.params.orderNumber ?? '', note);
    if (!order) throw notFound();
    return order;
  });

  // POST /__control/orders/{orderNumber}/move-on – { ms } → the order, as if it had been placed (and paid)
  // ms earlier: one test's order moves through its statuses without the global clock jumping for all
  router.post('/__control/orders/{orderNumber}/move-on', (ctx) => {
    const ms = optionalNumber(objectBody(ctx.body), 'ms');
    if (ms === undefined || !Number.isFinite(ms) || ms <= 0) throw badRequest('ms must be a positive number');
    const order = deps.store.eshop.moveOrderOn(ctx.params.orderNumber ?? '', ms);
    if (!order) throw notFound();
    return order;
  });
}

/** The checkout's 409 when an Idempotency-Key comes back with another request (docs/eshop-contract.md §1). */
export const KEY_REUSED = 'Idempotency-Key was used with another request';

/** JSON with object keys sorted, so that the order a client writes them in does not matter. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Body).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What makes two checkouts "the same request": the whole body (cart, address, contact, notes,
 * payment option), for the customer it resolved to. A closed cart cannot change, so the cart's
 * UUID also stands for its items and amount.
 */
function requestFingerprint(body: Body, customer: string): string {
  return createHash('sha256').update(canonical({ ...body, CustomerUUID: customer })).digest('hex');
}

function checkBodySpid(body: Body): void {
  if (body.SPID !== undefined && body.SPID !== null && String(body.SPID) !== '69') throw badRequest('SPID does not match');
}

function headerOf(ctx: RequestContext, name: string): string | undefined {
  const value = ctx.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}

function paymentType(options: unknown): 'cards' | 'bill_routes' | 'afterpay' | 'klarna' {
  if (options === undefined || options === null) return 'cards';
  if (typeof options !== 'object' || Array.isArray(options)) throw badRequest('PaymentOptions must be an object');
  const type = (options as Body).PaymentMethodType;
  // "anything other than afterpay or klarna is treated as card" (bill_routes is its own way).
  return type === 'bill_routes' || type === 'afterpay' || type === 'klarna' ? type : 'cards';
}

/** PaymentOptions.PaymentMethodID: the UUID of one of the customer's saved cards; undefined when absent. */
function savedCardId(options: unknown): string | undefined {
  const id = isBody(options) ? options.PaymentMethodID : undefined;
  if (id === undefined || id === null || id === '') return undefined;
  if (typeof id !== 'string') throw badRequest('PaymentOptions.PaymentMethodID must be a string');
  return id;
}

const isBody = (v: unknown): v is Body => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

const str = (o: Body, field: string): string => (typeof o[field] === 'string' ? (o[field] as string) : '');

/** undefined: absent (keep); null: cleared. */
function parseAddress(value: unknown): CartAddress | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest('Address must be an object');
  const a = value as Body;
  const lines = a.Lines;
  if (lines !== undefined && lines !== null && (!Array.isArray(lines) || !lines.every((l) => typeof l === 'string'))) {
    throw badRequest('Address.Lines must be a list of strings');
  }
  return {
    City: str(a, 'City'),
    Country: str(a, 'Country') || 'New Zealand',
    Postcode: str(a, 'Postcode') || str(a, 'PostCode'),
    Lines: ((lines as string[] | undefined) ?? []).filter((l) => l.trim() !== ''),
    LocationProvider: str(a, 'LocationProvider'),
    LocationProviderIDX: str(a, 'LocationProviderIDX'),
    Email: str(a, 'Email'),
    Name: str(a, 'Name'),
    Notes: str(a, 'Notes'),
    Phone: str(a, 'Phone'),
  };
}

/**
 * The cart lines of a write. The plan is looked up in the sandbox's own catalogue (prices never
 * come from the caller). A line may name its `UUID` to keep it, when it is already in this cart.
 */
function parseLines(value: unknown, catalog: CatalogStore, keep: ReadonlyMap<string, string>): NewLine[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest('Items must be a list');
  const entries = catalog.all();
  const gated = catalog.gated();
  const used = new Set<string>();
  return value.map((raw): NewLine => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('Items must be a list of objects');
    const line = raw as Body;
    const item = typeof line.ItemUUID === 'string' ? simItemByUuid(line.ItemUUID) : undefined;
    if (!item) throw badRequest('Unknown SIM type');
    const quantity = line.Quantity ?? 1;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
      throw badRequest(`Quantity must be a whole number from 1 to ${MAX_QUANTITY}`);
    }
    const attrsIn = line.Attributes ?? {};
    if (typeof attrsIn !== 'object' || attrsIn === null || Array.isArray(attrsIn)) throw badRequest('Attributes must be an object');
    const { PlanPassword: password, ...attributes } = attrsIn as Attributes;
    const lineUuid = typeof line.UUID === 'string' && keep.has(line.UUID) && !used.has(line.UUID) ? line.UUID : randomUUID();
    used.add(lineUuid);
    const products: PlanProduct[] = [];
    const availabilityUuid = typeof attributes.MobileProductAvailabilityUUID === 'string' ? attributes.MobileProductAvailabilityUUID : '';
    const catalogUuid = typeof attributes.MobileProductCatalogUUID === 'string' ? attributes.MobileProductCatalogUUID : '';
    if (availabilityUuid || catalogUuid) {
      const entry = availabilityUuid
        ? entries.find((e) => e.Availabilities.some((a) => a.UUID === availabilityUuid))
        : entries.find((e) => e.UUID === catalogUuid);
      const availability = entry?.Availabilities.find((a) => (availabilityUuid ? a.UUID === availabilityUuid : true));
      if (!entry || !availability || !availability.Available || !isBasePlan(entry) || (catalogUuid && entry.UUID !== catalogUuid)) {
        throw badRequest('can not find plan');
      }
      const required = gated.get(entry.UUID);
      const unlockedBefore = keep.get(lineUuid) === availability.UUID;
      if (required !== undefined && password !== required && !unlockedBefore) throw wrongPassword(400);
      const first = entry.Availabilities[0]?.UUID === availability.UUID;
      const billing = billingOf(entry);
      const priceCents = first ? entry.PriceInfo.PriceCents : availability.RetailCents;
      Object.assign(attributes, { BillingReference: billing, MobileProductAvailabilityUUID: availability.UUID, MobileProductCatalogUUID: entry.UUID });
      products.push({
        UUID: uuidFor(`eshop-plan:${lineUuid}`), Name: availability.RetailName || entry.Name, VirtualType: 'VT_PLAN', ProductCatalogUUID: entry.UUID,
        ProductAvailabilityUUID: availability.UUID, BillingReference: billing, PriceCents: priceCents,
        PriceCatalogCents: first ? entry.PriceInfo.OriginalPriceCents : availability.RetailCents,
      });
    }
    return { uuid: lineUuid, itemUuid: item.UUID, variantUuid: typeof line.ItemVariantUUID === 'string' ? line.ItemVariantUUID : '', quantity, attributes, products };
  });
}
