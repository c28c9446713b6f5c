import type { Deps } from '../context';
import { HttpError, badRequest } from '../errors';
import { NoContent, type RequestContext, type Router } from '../router';
import {
  DISABLE_REASONS, FILTER_LEVELS, INTERNATIONAL, NZ_MSISDN, SETTING_FIELDS, inconsistentSettings,
  type CallSecurity, type DisableReason, type FilterLevel, type ListKind, type WireSettings,
} from '../store/sim';
import type { MobileProduct } from '../store/types';
import { DAILY_ROAMING_CHARGE_CENTS } from '../operator';
import { objectBody, optionalString, requiredBoolean, requiredString, type Body } from '../validate';
import { kindOf } from './plans';
import { productRoutesContext } from './usage';

/** The SIM (docs/sim-contract.md §2): settings, roaming, details, state, swap, number change, call security. */

/** "Each request takes 150-300 ms (simulated network latency)". */
const ROAMING_LATENCY_MS = { min: 150, max: 300 } as const;
const SEARCH_MAX = 50;
const REPORT_PAGE = 10;
const LABEL_MAX = 40;
const SUPPORT_LINE = 'If this was not you, call us on 0800 555 888 straight away.';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** '64215550101' → '021 555 0101', as a person reads it. */
export function localNumber(msisdn: string): string {
  if (!/^64\d+$/.test(msisdn)) return msisdn;
  const l = `0${msisdn.slice(2)}`;
  if (l.length === 10) return `${l.slice(0, 3)} ${l.slice(3, 6)} ${l.slice(6)}`;
  if (l.length === 11) return `${l.slice(0, 3)} ${l.slice(3, 7)} ${l.slice(7)}`;
  return l;
}

function settingsOf(raw: unknown, stored: WireSettings): WireSettings {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('Settings is required');
  const group = (name: keyof WireSettings): Body => {
    const g = (raw as Body)[name];
    if (!g || typeof g !== 'object' || Array.isArray(g)) throw badRequest(`Settings.${name} is required`);
    return g as Body;
  };
  const flags = <K extends keyof typeof SETTING_FIELDS>(name: K) => {
    const g = group(name);
    return Object.fromEntries(SETTING_FIELDS[name].map((f) => {
      if (typeof g[f] !== 'boolean') throw badRequest(`Settings.${name}.${f} is required`);
      return [f, g[f]];
    }));
  };
  const forwarding = group('CallForwarding');
  const to = forwarding.ForwardToMSISDN;
  if (to !== undefined && (typeof to !== 'string' || (to !== '' && !NZ_MSISDN.test(to)))) throw badRequest('ForwardToMSISDN is invalid');
  return {
    CallForwarding: { ...(flags('CallForwarding') as Omit<WireSettings['CallForwarding'], 'ForwardToMSISDN'>), ForwardToMSISDN: to ?? stored.CallForwarding.ForwardToMSISDN },
    CallRestriction: flags('CallRestriction') as WireSettings['CallRestriction'],
    Barring: flags('Barring') as WireSettings['Barring'],
  };
}

function wholeNumber(value: unknown, name: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw badRequest(max === Number.MAX_SAFE_INTEGER ? `${name} must be a whole number of ${min} or more` : `${name} must be ${min} to ${max}`);
  }
  return value;
}

const queryNumber = (ctx: RequestContext, name: string, fallback: number): unknown => {
  const raw = ctx.query.get(name);
  if (raw === null || raw === '') return fallback;
  return /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
};

const filterOf = (value: unknown, name: string): FilterLevel => {
  if (!FILTER_LEVELS.includes(value as FilterLevel)) throw badRequest(`${name} must be OFF, STANDARD or STRICT`);
  return value as FilterLevel;
};

export function simRoutes(router: Router, deps: Deps): void {
  const { sim, customers } = deps.store;
  const { owned, productOf, bodyCustomer, caughtUp } = productRoutesContext(deps);

  /** GETs name the customer and product in the query: the customer must be the caller's, the product the customer's. */
  const queryProduct = (ctx: RequestContext, customerUuid = ctx.query.get('CustomerUUID'), productUuid = ctx.query.get('MobileUUID')) => {
    if (!customerUuid) throw badRequest('CustomerUUID is required');
    const customer = owned({ ...ctx, params: { ...ctx.params, uuid: customerUuid } });
    return { customer, product: productOf(customer, productUuid, 'MobileUUID') };
  };
  const bodyProduct = (ctx: RequestContext, field = 'MobileUUID') => {
    const body = objectBody(ctx.body);
    const customer = bodyCustomer(ctx, body);
    return { body, customer, product: productOf(customer, body[field], field) };
  };

  /** Type must be prepay or postpay and the product's kind (payg is prepay); a product that is not active is 409. */
  const checkType = (product: MobileProduct, type: unknown, active = true): void => {
    if (type !== 'prepay' && type !== 'postpay') throw badRequest('Type must be prepay or postpay');
    if (active && product.Status !== 4) throw new HttpError(409, 1409, 'Product is not active');
    const kind = kindOf(product);
    if (kind && kind !== type) throw badRequest('Type does not match the product');
  };

  const when = () => new Date(deps.clock.now()).toLocaleString('en-NZ', { timeZone: 'Pacific/Auckland', dateStyle: 'medium', timeStyle: 'short' });
  const email = (customer: string, subject: string, body: string) => {
    const to = customers.get(customer)?.Email;
    if (to) deps.outbox.send({ channel: 'email', to, subject, body });
  };
  const sms = (msisdn: string, subject: string, body: string) => deps.outbox.send({ channel: 'sms', to: msisdn, subject, body: `Tūī Mobile: ${body}` });

  // ---- §2.1 settings ----

  // GET /sim/v1/settings?MobileUUID=&CustomerUUID= → { Settings }
  router.get('/sim/v1/settings', (ctx) => ({ Settings: sim.settings(queryProduct(ctx).product.UUID) }));

  // PUT /sim/v1/settings { MobileUUID, CustomerUUID, Settings } → { Settings }; the dependency rules enforced
  router.put('/sim/v1/settings', (ctx) => {
    const { body, product } = bodyProduct(ctx);
    const settings = settingsOf(body.Settings, sim.settings(product.UUID));
    const broken = inconsistentSettings(settings);
    if (broken.length > 0) throw badRequest(`Settings are inconsistent: ${broken.join(', ')}`);
    return { Settings: sim.setSettings(product.UUID, settings) };
  });

  // ---- §2.1 roaming: latency on every request, applied in arrival order per product ----

  const roamingQueue = new Map<string, Promise<unknown>>();
  const inArrivalOrder = <T>(productUuid: string, work: () => T): Promise<T> => {
    const previous = roamingQueue.get(productUuid) ?? Promise.resolve();
    const latency = sleep(ROAMING_LATENCY_MS.min + Math.random() * (ROAMING_LATENCY_MS.max - ROAMING_LATENCY_MS.min));
    const next = Promise.all([previous.catch(() => undefined), latency]).then(work);
    roamingQueue.set(productUuid, next);
    void next.catch(() => undefined).then(() => {
      if (roamingQueue.get(productUuid) === next) roamingQueue.delete(productUuid);
    });
    return next;
  };

  // GET /sim/daily-roaming/auto-active/{customerUUID}/{mobileUUID} → { AutoActive, DailyChargeCents (ext) }
  router.get('/sim/daily-roaming/auto-active/{customer}/{mobile}', (ctx) => {
    const { product } = queryProduct(ctx, ctx.params.customer, ctx.params.mobile);
    return inArrivalOrder(product.UUID, () => ({ AutoActive: sim.autoActive(product.UUID), DailyChargeCents: DAILY_ROAMING_CHARGE_CENTS }));
  });

  // POST /sim/daily-roaming/auto-active { MobileUUID, CustomerUUID, AutoActive } → { AutoActive, DailyChargeCents (ext) }
  router.post('/sim/daily-roaming/auto-active', (ctx) => {
    const { body, product } = bodyProduct(ctx);
    const on = requiredBoolean(body, 'AutoActive');
    return inArrivalOrder(product.UUID, () => ({ AutoActive: sim.setAutoActive(product.UUID, on), DailyChargeCents: DAILY_ROAMING_CHARGE_CENTS }));
  });

  // ---- §2.2 details, state, swap ----

  // GET /sim/v1/details?MobileUUID=&CustomerUUID= (ext) → { MSISDN, SIMID, IMSI, PUK }
  router.get('/sim/v1/details', (ctx) => sim.details(queryProduct(ctx).product.UUID));

  // POST /sim/status { CustomerUUID, ProductInstanceUUID, Type } → { Status, Reason }
  router.post('/sim/status', (ctx) => {
    const { body, product } = bodyProduct(ctx, 'ProductInstanceUUID');
    checkType(product, body.Type, false);
    return sim.status(product.UUID);
  });

  // POST /sim/disable { CustomerUUID, ProductInstanceUUID, Type, Reason? } → { Status, Reason }
  router.post('/sim/disable', (ctx) => {
    const { body, customer, product } = bodyProduct(ctx, 'ProductInstanceUUID');
    checkType(product, body.Type);
    const reason = optionalString(body, 'Reason') ?? 'OTHER';
    if (!DISABLE_REASONS.includes(reason as DisableReason)) throw badRequest('Reason must be LOST, STOLEN or OTHER');
    // The usage up to now first: from here on the SIM records none.
    caughtUp(customer);
    const status = sim.setDisabled(product.UUID, true, reason as DisableReason);
    email(customer, 'Your SIM was blocked',
      `The SIM for ${localNumber(product.MSISDN)} was blocked on ${when()} (${reason.toLowerCase()}). Calls, texts and data stop until you unblock it. ${SUPPORT_LINE}`);
    return status;
  });

  // POST /sim/enable { CustomerUUID, ProductInstanceUUID, Type } → { Status, Reason }
  router.post('/sim/enable', (ctx) => {
    const { body, customer, product } = bodyProduct(ctx, 'ProductInstanceUUID');
    checkType(product, body.Type);
    // The disabled days are caught up (with no usage) before the SIM works again.
    caughtUp(customer);
    const status = sim.setDisabled(product.UUID, false);
    email(customer, 'Your SIM was unblocked', `The SIM for ${localNumber(product.MSISDN)} was unblocked on ${when()}. Calls, texts and data work again. ${SUPPORT_LINE}`);
    return status;
  });

  // POST /sim/swap { CustomerUUID, ProductInstanceUUID, SIMID } → { SIMID, IMSI }
  router.post('/sim/swap', (ctx) => {
    const { body, customer, product } = bodyProduct(ctx, 'ProductInstanceUUID');
    const simId = requiredString(body, 'SIMID');
    caughtUp(customer);
    const swapped = sim.swap(product.UUID, simId);
    const number = localNumber(product.MSISDN);
    const text = `your number ${number} was moved to a new SIM (SIM ID ending ${swapped.SIMID.slice(-4)}) on ${when()}. ${SUPPORT_LINE}`;
    email(customer, 'Your SIM was changed', `Your mobile number ${number} was moved to a new SIM (SIM ID ending ${swapped.SIMID.slice(-4)}) on ${when()}. ${SUPPORT_LINE}`);
    sms(product.MSISDN, 'Your SIM was changed', text.charAt(0).toUpperCase() + text.slice(1));
    return { SIMID: swapped.SIMID, IMSI: swapped.IMSI };
  });

  // ---- §2.3 number change ----

  // POST /sim/v1/msisdn/search { CustomerUUID, MobileUUID, Page, Amount } → { MSISDNs, Page, TotalCount }
  router.post('/sim/v1/msisdn/search', (ctx) => {
    const { body } = bodyProduct(ctx);
    const page = wholeNumber(body.Page, 'Page', 0);
    const amount = wholeNumber(body.Amount, 'Amount', 1, SEARCH_MAX);
    return { ...sim.searchNumbers(page, amount), Page: page };
  });

  // POST /sim/v1/msisdn { CustomerUUID, MobileUUID, MSISDN } → { MSISDN }
  router.post('/sim/v1/msisdn', (ctx) => {
    const { body, customer, product } = bodyProduct(ctx);
    const msisdn = body.MSISDN;
    if (typeof msisdn !== 'string' || msisdn.trim() === '') throw badRequest('No Phone Number');
    caughtUp(customer);
    const { old } = sim.changeNumber(product.UUID, customer, msisdn.trim());
    const text = `your mobile number ${localNumber(old)} was changed to ${localNumber(msisdn.trim())} on ${when()}. This number no longer works for you. ${SUPPORT_LINE}`;
    email(customer, 'Your mobile number was changed', `Your mobile number ${localNumber(old)} was changed to ${localNumber(msisdn.trim())} on ${when()}. ${SUPPORT_LINE}`);
    sms(old, 'Your mobile number was changed', text.charAt(0).toUpperCase() + text.slice(1));
    return { MSISDN: msisdn.trim() };
  });

  // ---- §2.5 call security (ext) ----

  // GET /sim/v1/security?MobileUUID=&CustomerUUID= → { CallFilter, TextFilter, WithheldToVoicemail, InternationalToVoicemail }
  router.get('/sim/v1/security', (ctx) => sim.security(queryProduct(ctx).product.UUID));

  // PUT /sim/v1/security { MobileUUID, CustomerUUID, CallFilter, TextFilter, WithheldToVoicemail, InternationalToVoicemail } → the stored ones
  router.put('/sim/v1/security', (ctx) => {
    const { body, product } = bodyProduct(ctx);
    const security: CallSecurity = {
      CallFilter: filterOf(body.CallFilter, 'CallFilter'),
      TextFilter: filterOf(body.TextFilter, 'TextFilter'),
      WithheldToVoicemail: requiredBoolean(body, 'WithheldToVoicemail'),
      InternationalToVoicemail: requiredBoolean(body, 'InternationalToVoicemail'),
    };
    return sim.setSecurity(product.UUID, security);
  });

  // GET /sim/v1/security/numbers?MobileUUID=&CustomerUUID= → { Numbers } newest first
  router.get('/sim/v1/security/numbers', (ctx) => ({ Numbers: sim.numbers(queryProduct(ctx).product.UUID) }));

  // POST /sim/v1/security/numbers { MobileUUID, CustomerUUID, MSISDN, List, Label } → the entry
  router.post('/sim/v1/security/numbers', (ctx) => {
    const { body, product } = bodyProduct(ctx);
    const msisdn = requiredString(body, 'MSISDN').trim();
    if (!NZ_MSISDN.test(msisdn) && !INTERNATIONAL.test(msisdn)) throw badRequest('MSISDN is invalid');
    if (msisdn === product.MSISDN || msisdn === `+${product.MSISDN}`) throw badRequest('You cannot list your own number');
    const list = body.List;
    if (list !== 'ALLOW' && list !== 'BLOCK') throw badRequest('List must be ALLOW or BLOCK');
    const label = (optionalString(body, 'Label') ?? '').trim();
    if (label.length > LABEL_MAX) throw badRequest(`Label must be at most ${LABEL_MAX} characters`);
    return sim.addNumber(product.UUID, msisdn, list as ListKind, label);
  });

  // DELETE /sim/v1/security/numbers/{msisdn}?MobileUUID=&CustomerUUID= → 204
  router.delete('/sim/v1/security/numbers/{msisdn}', (ctx) => {
    const { product } = queryProduct(ctx);
    if (!sim.removeNumber(product.UUID, ctx.params.msisdn ?? '')) throw new HttpError(404, 1404, 'Number is not on a list');
    return new NoContent();
  });

  // GET /sim/v1/security/reports?MobileUUID=&CustomerUUID=&Page=&Amount= → { Items, TotalCount } newest first
  router.get('/sim/v1/security/reports', (ctx) => {
    const { product } = queryProduct(ctx);
    const page = wholeNumber(queryNumber(ctx, 'Page', 0), 'Page', 0);
    const amount = wholeNumber(queryNumber(ctx, 'Amount', REPORT_PAGE), 'Amount', 1, SEARCH_MAX);
    return sim.reports(product.UUID, page, amount);
  });
}

/** Test control: spare SIMs and the number pool (docs/sim-contract.md §2.2, §2.3). */
export function simControlRoutes(router: Router, deps: Deps): void {
  // POST /__control/spare-sims { state?: 'PRE_ACTIVATED' | 'NOT_ACTIVATED' } → { SIMID }
  router.post('/__control/spare-sims', (ctx) => {
    const state = optionalString(objectBody(ctx.body, true), 'state') ?? 'PRE_ACTIVATED';
    if (state !== 'PRE_ACTIVATED' && state !== 'NOT_ACTIVATED') throw badRequest('state must be PRE_ACTIVATED or NOT_ACTIVATED');
    return { SIMID: deps.store.sim.addSpare(state) };
  });

  // POST /__control/number-pool { empty: boolean } → { TotalCount } (the numbers available after it)
  router.post('/__control/number-pool', (ctx) => {
    const empty = requiredBoolean(objectBody(ctx.body), 'empty');
    deps.store.sim.setPoolEmpty(empty);
    return { TotalCount: deps.store.sim.searchNumbers(0, 1).TotalCount };
  });
}
