import type { Deps } from '../context';
import { badRequest } from '../errors';
import type { RequestContext, Router } from '../router';
import { portNotFound } from '../store/porting';
import { objectBody, optionalNumber, optionalString, requiredString, type Body } from '../validate';
import { productNotFound, productRoutesContext } from './usage';

/** Number porting (docs/onboarding-contract.md §2.3): the number check, ports, retry, cancel, action; the YES reply and the clock in test control. */

const SEARCH_MAX = 50;

export function portingRoutes(router: Router, deps: Deps): void {
  const { porting } = deps.store;
  const { owned, productOf, bodyCustomer } = productRoutesContext(deps);

  const customerOf = (ctx: RequestContext, uuid: string | null): string => {
    if (!uuid) throw badRequest('CustomerUUID is required');
    return owned({ ...ctx, params: { ...ctx.params, uuid } });
  };
  const bodyProduct = (ctx: RequestContext, customer?: string): { body: Body; customer: string; mobile: string } => {
    const body = objectBody(ctx.body);
    const who = customer ?? bodyCustomer(ctx, body);
    return { body, customer: who, mobile: productOf(who, body.MobileUUID, 'MobileUUID').UUID };
  };

  // GET /porting/v1/msisdn/{number}?CustomerUUID= → { MSISDN, Portable, Carrier, Reason }
  router.get('/porting/v1/msisdn/{number}', (ctx) => {
    customerOf(ctx, ctx.query.get('CustomerUUID'));
    return porting.check(ctx.params.number ?? '');
  });

  // PUT /mobile_porting { CustomerUUID, MobileUUID, MSISDN, Carrier, AccountNumber, PriorSIMID, Name, SPID } → Porting at state 1
  router.put('/mobile_porting', (ctx) => {
    const { body, customer, mobile } = bodyProduct(ctx);
    const spid = body.SPID;
    if (spid !== undefined && spid !== null && String(spid) !== '69') throw badRequest('SPID does not match');
    return porting.start(customer, mobile, {
      msisdn: requiredString(body, 'MSISDN'), carrier: optionalString(body, 'Carrier') ?? '', accountNumber: optionalString(body, 'AccountNumber') ?? '',
      priorSimId: optionalString(body, 'PriorSIMID') ?? '', name: optionalString(body, 'Name') ?? '',
    });
  });

  // GET /mobile_porting?CustomerUUID=&MobileUUID= (ext) → Porting
  router.get('/mobile_porting', (ctx) => {
    const customer = customerOf(ctx, ctx.query.get('CustomerUUID'));
    const mobile = productOf(customer, ctx.query.get('MobileUUID'), 'MobileUUID').UUID;
    const found = porting.get(mobile);
    if (!found) throw portNotFound();
    return found;
  });

  // PUT /mobile_porting_retry { CustomerUUID, MobileUUID } → Porting at state 1 again
  router.put('/mobile_porting_retry', (ctx) => porting.retry(bodyProduct(ctx).mobile));

  // PUT /customer/{id}/cancel_mobile_porting { MobileUUID, SPID } → Porting at 8
  router.put('/customer/{uuid}/cancel_mobile_porting', (ctx) => porting.cancel(bodyProduct(ctx, owned(ctx)).mobile));

  // PUT /customer/{id}/mobile_porting/action { MobileUUID, SPID, action } → Porting
  router.put('/customer/{uuid}/mobile_porting/action', (ctx) => {
    const { body, mobile } = bodyProduct(ctx, owned(ctx));
    return porting.action(mobile, requiredString(body, 'action'));
  });

  // GET /eshop/v3/numbers?Page=&Amount= (ext, no auth) → { MSISDNs, Page, TotalCount }: the AVAILABLE pool numbers
  router.get('/eshop/v3/numbers', (ctx) => {
    const number = (name: string, fallback: number, min: number, max: number): number => {
      const raw = ctx.query.get(name);
      if (raw === null || raw === '') return fallback;
      const n = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isInteger(n) || n < min || n > max) throw badRequest(`${name} must be ${min} to ${max}`);
      return n;
    };
    const page = number('Page', 0, 0, 999_999);
    const amount = number('Amount', 15, 1, SEARCH_MAX);
    return { ...deps.store.sim.searchNumbers(page, amount), Page: page };
  });
}

/** Test control (test mode): the reply to a text, and a port moved on. */
export function portingControlRoutes(router: Router, deps: Deps): void {
  const { porting } = deps.store;

  // POST /__control/sms/reply { from, text } → { Porting } (null when no port waits for that number's reply)
  router.post('/__control/sms/reply', (ctx) => {
    const body = objectBody(ctx.body);
    return { Porting: porting.reply(requiredString(body, 'from'), requiredString(body, 'text')) ?? null };
  });

  // POST /__control/porting/{mobileUuid}/move-on { ms } → Porting
  router.post('/__control/porting/{mobileUuid}/move-on', (ctx) => {
    const ms = optionalNumber(objectBody(ctx.body), 'ms');
    if (ms === undefined || !Number.isFinite(ms) || ms <= 0) throw badRequest('ms must be a positive number');
    const moved = porting.moveOn(ctx.params.mobileUuid ?? '', ms);
    if (!moved) throw productNotFound();
    return moved;
  });
}
