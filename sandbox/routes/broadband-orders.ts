import type { Deps } from '../context';
import { badRequest, conflict, notFound } from '../errors';
import type { RequestContext, Router } from '../router';
import type { BroadbandTechnology } from '../store/broadband';
import { orderNotFound, productNotFound, type BroadbandOrder, type ServiceFacts } from '../store/broadband-orders';
import { checkSpid, objectBody, optionalNumber, optionalString, requiredString, type Body } from '../validate';

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 100;
const VISITS = ['scope', 'install'] as const;

/**
 * Broadband ordering after the address check (issue 17, docs/broadband-contract.md §2.2–§2.5): the
 * broadband cart, the fibre products and orders, time slots and booking, the FWA orders, plans per
 * service and change plan. Every route acts for a customer of the caller's token.
 */
export function broadbandOrderRoutes(router: Router, deps: Deps): void {
  const { broadband, eshop } = deps.store;

  /** The customers a call may see: the named one (401 when it is not the token's), else every one of the token's. */
  const whose = (ctx: RequestContext, named: string | null | undefined): string[] => {
    if (named) {
      deps.tokens.forCustomer(ctx, named);
      return [named];
    }
    return deps.tokens.authenticate(ctx).claims.cus;
  };
  const required = (ctx: RequestContext, named: string | null | undefined): string => {
    if (!named) throw badRequest('CustomerUUID is required');
    deps.tokens.forCustomer(ctx, named);
    return named;
  };
  const orderOf = (uuid: string, customers: readonly string[], technology: BroadbandTechnology): BroadbandOrder => {
    const order = broadband.order(uuid, customers);
    if (!order || order.Technology !== technology) throw orderNotFound();
    return order;
  };

  // POST /ufb/cart – the broadband cart (an e-shop v3 Cart) for fibre or fixed wireless
  router.post('/ufb/cart', (ctx) => {
    const body = objectBody(ctx.body);
    if (body.SPID !== undefined && body.SPID !== null && String(body.SPID) !== '69') throw badRequest('SPID does not match');
    const customer = required(ctx, optionalString(body, 'CustomerUUID'));
    const replace = optionalString(body, 'UUID') || undefined;
    const existing = replace ? eshop.cartRow(replace) : undefined;
    if (replace && !existing) throw notFound();
    if (existing?.closed) throw conflict('Cart is already checked out');
    if (existing?.customer_uuid && existing.customer_uuid !== customer) deps.tokens.forCustomer(ctx, existing.customer_uuid);
    const address = body.Address;
    if (address !== undefined && address !== null && (typeof address !== 'object' || Array.isArray(address))) throw badRequest('Address must be an object');
    return broadband.writeCart({
      customerUuid: customer, cartUuid: existing?.uuid, externalReference: optionalString(body, 'ExternalReference') ?? '',
      address: (address ?? undefined) as Body | undefined, items: body.Items,
    });
  });

  // ---- fibre products and orders ----

  // GET /v3/{spid}/UFB?CustomerUUID=&Page=&PageSize= – the customer's fibre products, deleted ones included
  router.get('/v3/{spid}/UFB', (ctx) => {
    checkSpid(ctx.params.spid);
    const customer = required(ctx, ctx.query.get('CustomerUUID'));
    return paged(ctx, broadband.ufbProducts(customer), 'UFB');
  });

  // GET /v3/{spid}/UFB/{uuid}
  router.get('/v3/{spid}/UFB/{uuid}', (ctx) => {
    checkSpid(ctx.params.spid);
    const product = broadband.ufbProduct(ctx.params.uuid ?? '', whose(ctx, ctx.query.get('CustomerUUID')));
    if (!product) throw productNotFound();
    return product;
  });

  // GET /v3/{spid}/UFB_order?CustomerUUID= – newest first
  router.get('/v3/{spid}/UFB_order', (ctx) => {
    checkSpid(ctx.params.spid);
    const customer = required(ctx, ctx.query.get('CustomerUUID'));
    return paged(ctx, broadband.orders(customer, 'UFB'), 'UFBOrders');
  });

  // GET /v3/{spid}/UFB_order/{uuid}
  router.get('/v3/{spid}/UFB_order/{uuid}', (ctx) => {
    checkSpid(ctx.params.spid);
    return orderOf(ctx.params.uuid ?? '', whose(ctx, ctx.query.get('CustomerUUID')), 'UFB');
  });

  // GET /v3/{spid}/ufb_order/{uuid}/note – the order's notes (fibre or fixed wireless), oldest first
  router.get('/v3/{spid}/ufb_order/{uuid}/note', (ctx) => {
    checkSpid(ctx.params.spid);
    const notes = broadband.notes(ctx.params.uuid ?? '', whose(ctx, ctx.query.get('CustomerUUID')));
    if (!notes) throw orderNotFound();
    return { Notes: notes };
  });

  // POST /v3/{spid}/ufb_order/{uuid}/note { Note, CustomerUUID? } – adds one
  router.post('/v3/{spid}/ufb_order/{uuid}/note', (ctx) => {
    checkSpid(ctx.params.spid);
    const body = objectBody(ctx.body);
    const note = requiredString(body, 'Note').trim();
    const notes = broadband.addNote(ctx.params.uuid ?? '', whose(ctx, optionalString(body, 'CustomerUUID')), note);
    if (!notes) throw orderNotFound();
    return { Notes: notes };
  });

  // ---- fixed wireless orders ----

  // GET /fwa/order/{id}
  router.get('/fwa/order/{id}', (ctx) => orderOf(ctx.params.id ?? '', whose(ctx, ctx.query.get('CustomerUUID')), 'FWA'));

  // GET /fwa/v1/customer/{c}/orders (ext) – newest first
  router.get('/fwa/v1/customer/{c}/orders', (ctx) => ({ FWAOrders: broadband.orders(required(ctx, ctx.params.c), 'FWA') }));

  // ---- time slots and booking (§2.4) ----

  const visitOf = (value: string | null | undefined): (typeof VISITS)[number] => {
    const v = (value ?? '').toLowerCase();
    if (!(VISITS as readonly string[]).includes(v)) throw badRequest('Visit type is not required');
    return v as (typeof VISITS)[number];
  };
  const productMatches = (order: BroadbandOrder, product: string | null | undefined): void => {
    if (product && product !== order.ProductUUID) throw productNotFound();
  };

  // GET /ufb/v1/order/{id}/time_slots?VisitType=scope|install&CustomerUUID=&ProductUUID=
  router.get('/ufb/v1/order/{id}/time_slots', (ctx) => {
    const order = orderOf(ctx.params.id ?? '', whose(ctx, ctx.query.get('CustomerUUID')), 'UFB');
    productMatches(order, ctx.query.get('ProductUUID'));
    return { AvailableTimeSlots: broadband.slots(order, visitOf(ctx.query.get('VisitType'))) };
  });

  // GET /fwa/order/{id}/time_slots?OrderUUID=&CustomerUUID=&Mode=install
  router.get('/fwa/order/{id}/time_slots', (ctx) => {
    const order = orderOf(ctx.params.id ?? '', whose(ctx, ctx.query.get('CustomerUUID')), 'FWA');
    return { AvailableTimeSlots: broadband.slots(order, visitOf(ctx.query.get('Mode') || 'install')) };
  });

  const appointmentsOf = (body: Body): { VisitType: string; SlotID: string }[] => {
    const list = body.Appointments;
    if (!Array.isArray(list) || list.length === 0) throw badRequest('Appointments are required');
    return list.map((a) => {
      if (!a || typeof a !== 'object' || Array.isArray(a)) throw badRequest('Appointments must be objects');
      const o = a as Body;
      return { VisitType: visitOf(optionalString(o, 'VisitType')), SlotID: optionalString(o, 'SlotID') ?? '' };
    });
  };

  // POST /ufb/v1/order/{id}/book { CustomerUUID, ProductUUID, Appointments: [{ VisitType, SlotID }] } → the order
  router.post('/ufb/v1/order/{id}/book', (ctx) => {
    const body = objectBody(ctx.body);
    const customers = whose(ctx, optionalString(body, 'CustomerUUID'));
    const order = orderOf(ctx.params.id ?? '', customers, 'UFB');
    productMatches(order, optionalString(body, 'ProductUUID'));
    return broadband.book(order.UUID, customers, appointmentsOf(body));
  });

  // POST /fwa/order/{id}/book { CustomerUUID, Appointments } → the order
  router.post('/fwa/order/{id}/book', (ctx) => {
    const body = objectBody(ctx.body);
    const customers = whose(ctx, optionalString(body, 'CustomerUUID'));
    const order = orderOf(ctx.params.id ?? '', customers, 'FWA');
    return broadband.book(order.UUID, customers, appointmentsOf(body));
  });

  // ---- services: plans and change plan (§2.5) ----

  const serviceOf = (ctx: RequestContext, product: string, customer: string | null | undefined, technology: BroadbandTechnology): ServiceFacts => {
    const s = broadband.service(product, [required(ctx, customer)], technology);
    if (!s) throw productNotFound();
    return s;
  };

  // GET /ufb/v1/customer/{c}/service/{s}/plans, GET /fwa/v1/customer/{c}/mobile/{p}/plans
  router.get('/ufb/v1/customer/{c}/service/{s}/plans', (ctx) =>
    ({ BroadbandPlans: { Plans: broadband.servicePlans(serviceOf(ctx, ctx.params.s ?? '', ctx.params.c, 'UFB')) } }));
  router.get('/fwa/v1/customer/{c}/mobile/{p}/plans', (ctx) =>
    ({ BroadbandPlans: { Plans: broadband.servicePlans(serviceOf(ctx, ctx.params.p ?? '', ctx.params.c, 'FWA')) } }));

  /** Changes the plan and answers the service as its list call shows it. */
  const changePlan = (ctx: RequestContext, product: string, body: Body, technology: BroadbandTechnology): unknown => {
    const s = serviceOf(ctx, product, optionalString(body, 'CustomerUUID'), technology);
    broadband.changePlan(s, optionalString(body, 'ProductAvailabilityUUID') ?? '');
    if (technology === 'UFB') return broadband.ufbProduct(s.productUuid);
    return deps.store.customers.mobileProducts(s.customerUuid).find((p) => p.UUID === s.productUuid);
  };

  // POST /ufb/v1/service/{s}/change-plan { CustomerUUID, ProductAvailabilityUUID }
  router.post('/ufb/v1/service/{s}/change-plan', (ctx) => changePlan(ctx, ctx.params.s ?? '', objectBody(ctx.body), 'UFB'));
  // POST /ufb/change-plan { UUID, ProductAvailabilityUUID, CustomerUUID } (the same)
  router.post('/ufb/change-plan', (ctx) => {
    const body = objectBody(ctx.body);
    return changePlan(ctx, optionalString(body, 'UUID') ?? '', body, 'UFB');
  });
  // POST /fwa/change-plan { UUID, ProductAvailabilityUUID, CustomerUUID }
  router.post('/fwa/change-plan', (ctx) => {
    const body = objectBody(ctx.body);
    return changePlan(ctx, optionalString(body, 'UUID') ?? '', body, 'FWA');
  });
}

/** Test control of broadband orders (test mode only). */
export function broadbandControlRoutes(router: Router, deps: Deps): void {
  // POST /__control/broadband/orders/{uuid}/move-on { ms } – its appointments and delays as if ms earlier
  router.post('/__control/broadband/orders/{uuid}/move-on', (ctx) => {
    const ms = optionalNumber(objectBody(ctx.body), 'ms');
    if (ms === undefined || !Number.isFinite(ms) || ms <= 0) throw badRequest('ms must be a positive number');
    const order = deps.store.broadband.moveOn(ctx.params.uuid ?? '', ms);
    if (!order) throw orderNotFound();
    return order;
  });

  // POST /__control/broadband/orders/{uuid}/fail { note } – cancelled with that note, its e-shop order FAILED
  router.post('/__control/broadband/orders/{uuid}/fail', (ctx) => {
    const note = optionalString(objectBody(ctx.body, true), 'note') || 'Order failed';
    const order = deps.store.broadband.fail(ctx.params.uuid ?? '', note);
    if (!order) throw orderNotFound();
    return order;
  });
}

/** `{ [key]: page, Page, PageSize, Total }`; Page from 1, PageSize 1..100 (default 50). */
function paged<T>(ctx: RequestContext, all: T[], key: string): Record<string, unknown> {
  const page = intParam(ctx.query.get('Page'), 1, 'Page');
  const size = intParam(ctx.query.get('PageSize'), DEFAULT_PAGE_SIZE, 'PageSize');
  if (size > MAX_PAGE_SIZE) throw badRequest(`PageSize must be at most ${MAX_PAGE_SIZE}`);
  return { [key]: all.slice((page - 1) * size, page * size), Page: page, PageSize: size, Total: all.length };
}

function intParam(raw: string | null, fallback: number, name: string): number {
  if (raw === null || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw badRequest(`${name} must be a whole number from 1`);
  return n;
}
