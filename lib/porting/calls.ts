import 'server-only';
import type { z } from 'zod';
import { getFlags } from '@/lib/config/calls';
import { currentCustomerUuid, forgetCustomer, listMobileProducts } from '@/lib/customer/calls';
import { currentProduct } from '@/lib/customer/rules';
import { ApiError } from '@/lib/errors';
import { routeGateOpen } from '@/lib/flags';
import { SPID } from '@/lib/flags/constants';
import { countPort } from '@/lib/observability/metrics';
import { isoOfNanos } from '@/lib/plans/held';
import { screenById } from '@/lib/profile/rules';
import { nzNumber } from '@/lib/sim/rules';
import { customerCall, type RequestContext } from '@/lib/upstream/context';
import { toApiError } from '@/lib/upstream/errors';
import type { CallOptions, UpstreamError } from '@/lib/upstream/types';
import { portingActions, portingErrorText, portingPhase, portingStateName, portingTimeline, PORTING_STATES } from './rules';
import type { PortingInputParsed } from './schemas';
import type { ConsentState, NumberCheck, PortingStateName, PortingTimelineKey, PortingView } from './types';
import { NumberCheckWire, PortingWire, type PortingRequest } from './wire';

/**
 * Number porting (docs/onboarding-contract.md §3.2), one function per BFF route: the upstream
 * calls of §2.3 parsed with wire.ts, reshaped into PortingView with the given rules. The routes'
 * gate is the screens row `sim-card-actions/number-porting` (flags simActions + simNumberPorting);
 * the activation's port (lib/onboarding) goes through startPort behind the onboarding gate. A
 * productId must be one of the session customer's products (else 404); left out, the current one.
 */

/**
 * "Number porting: a server code from 400 to 599 except 500 shows the server's message; otherwise
 * 'try again later'": porting_error with the upstream's status (a 4xx) or 502, and portingErrorText.
 */
export function portingFailure(e: UpstreamError): ApiError {
  if (e.status === 401 || e.status === 403) return toApiError(e);
  const status = e.kind === 'http' && e.status !== undefined ? e.status : 503;
  const ours = status >= 400 && status < 500 ? status : 502;
  return new ApiError('porting_error', portingErrorText(status, e.kind === 'http' ? e.message : null), undefined, ours);
}

async function call<S extends z.ZodType>(rc: RequestContext, opts: CallOptions<S>): Promise<z.infer<S>> {
  const res = await customerCall(rc, 'accounts', opts);
  if (res.ok) return res.data;
  throw portingFailure(res.error);
}

type PortingScope = { uuid: string; productId: string; msisdn: string };

/** The session's customer and the product (the one named, which must be its own, or the current one), behind the screens row. */
async function portingScope(rc: RequestContext, productId?: string): Promise<PortingScope> {
  const uuid = currentCustomerUuid(rc);
  const flags = await getFlags();
  const gate = screenById('number-porting')?.gate;
  if (!gate || gate.flags?.some((f) => !flags[f])) throw new ApiError('not_found');
  const products = await listMobileProducts(rc, uuid);
  if (!products.ok) throw toApiError(products.error);
  const product = productId ? products.data.find((p) => p.uuid === productId) : currentProduct(products.data, rc.session.productUuid);
  if (!product) throw new ApiError('not_found');
  return { uuid, productId: product.uuid, msisdn: product.msisdn };
}

const KNOWN_NAMES = new Set<string>([...Object.values(PORTING_STATES).filter((n): n is PortingStateName => n !== null), 'SERVICE_ACTIVATION_COMPLETED']);
const CONSENT: Record<z.infer<typeof PortingWire>['ConsentState'], ConsentState> = { AWAITING: 'awaiting', GIVEN: 'given', EXPIRED: 'expired', NOT_NEEDED: 'not_needed' };
const AT_KEYS: ReadonlyArray<readonly [PortingTimelineKey, number]> = [['requested', 1], ['validated', 2], ['approved', 3], ['provisioning', 5], ['completed', 7]];

/** The upstream's Porting as the customer sees it. The timeline reads this run's history only (a retry starts again at 1). */
export function toPortingView(w: z.infer<typeof PortingWire>): PortingView {
  const name = KNOWN_NAMES.has(w.StateName) ? (w.StateName as PortingStateName) : portingStateName(w.State);
  const consent = CONSENT[w.ConsentState];
  const phase = portingPhase(w.State, consent, name);
  const lastStart = w.History.map((h) => h.State).lastIndexOf(1);
  const run = lastStart >= 0 ? w.History.slice(lastStart) : w.History;
  const reached = Math.max(1, ...run.filter((h) => h.State <= 7).map((h) => h.State), w.State <= 7 ? w.State : 1);
  const at: Partial<Record<PortingTimelineKey, string>> = {};
  for (const [key, n] of AT_KEYS) {
    const hit = run.filter((h) => h.State === n).at(-1);
    const iso = hit ? isoOfNanos(hit.AtNanos || null) : null;
    if (iso) at[key] = iso;
  }
  const fallback = new Date(0).toISOString();
  return {
    productId: w.MobileUUID,
    number: nzNumber(w.MSISDN),
    carrier: w.Carrier,
    state: w.State,
    stateName: name,
    phase,
    consent: { state: consent, deadline: isoOfNanos(w.ConsentDeadlineNanos || null) },
    timeline: portingTimeline(phase, reached, consent, at),
    message: w.Message || null,
    actions: portingActions(phase, w.State),
    requestedAt: isoOfNanos(w.RequestedAtNanos || null) ?? fallback,
    updatedAt: isoOfNanos(w.UpdatedAtNanos || w.RequestedAtNanos || null) ?? fallback,
  };
}

/** GET /porting/v1/msisdn/{number}: may it come to us, and from whom. */
async function numberCheckOf(rc: RequestContext, uuid: string, msisdn: string): Promise<NumberCheck> {
  const w = await call(rc, { path: '/porting/v1/msisdn/{number}', params: { number: msisdn }, query: { CustomerUUID: uuid }, schema: NumberCheckWire, action: 'checkPortingNumber' });
  return { number: nzNumber(w.MSISDN || msisdn), portable: w.Portable, carrier: w.Carrier || null, reason: w.Reason || null, own: false };
}

/** The activation's check (§3.1 "the porting number checked … so a bad number stops before any payment"): not portable → porting_error 400 with the check's reason. */
export async function checkPortingNumber(rc: RequestContext, uuid: string, msisdn: string): Promise<NumberCheck> {
  const check = await numberCheckOf(rc, uuid, msisdn);
  if (!check.portable) throw new ApiError('porting_error', portingErrorText(400, check.reason), undefined, 400);
  return check;
}

/** PUT /mobile_porting for a product already known to be the customer's (the route's scope, or the activation's). */
export async function startPort(rc: RequestContext, uuid: string, productId: string, input: PortingInputParsed): Promise<PortingView> {
  const body: PortingRequest = {
    CustomerUUID: uuid, MobileUUID: productId, MSISDN: input.number, Carrier: input.carrier, AccountNumber: input.accountNumber, PriorSIMID: input.priorSimId, Name: input.name, SPID,
  };
  try {
    const view = toPortingView(await call(rc, { method: 'PUT', path: '/mobile_porting', body, schema: PortingWire, action: 'startPorting' }));
    countPort('requested');
    return view;
  } finally {
    forgetCustomer(uuid);
  }
}

/**
 * GET /api/customer/porting/check?number=: open wherever a number may be brought (the porting
 * screen's gate, or activation's), and for the customer alone: no product is needed. Issue 28:
 * "the porting number check prints 'page not found'" for a customer activating a first SIM, who
 * has no current product yet. A number that is already one of the customer's own says so (`own`).
 */
export async function numberCheck(rc: RequestContext, msisdn: string): Promise<NumberCheck> {
  const uuid = currentCustomerUuid(rc);
  const flags = await getFlags();
  const gate = screenById('number-porting')?.gate;
  const screenOpen = gate !== undefined && !gate.flags?.some((f) => !flags[f]);
  if (!screenOpen && !routeGateOpen('mobileOnboarding', flags)) throw new ApiError('not_found');
  const check = await numberCheckOf(rc, uuid, msisdn);
  if (check.portable) return check;
  const products = await listMobileProducts(rc, uuid);
  const own = products.ok && products.data.some((p) => nzNumber(p.msisdn) === check.number);
  return { ...check, own };
}

/** GET /api/customer/porting?productId=: the product's port, or null ('No port for this product'). */
export async function portingOf(rc: RequestContext, productId?: string): Promise<{ porting: PortingView | null }> {
  const s = await portingScope(rc, productId);
  const res = await customerCall(rc, 'accounts', { path: '/mobile_porting', query: { CustomerUUID: s.uuid, MobileUUID: s.productId }, schema: PortingWire, action: 'getPorting' });
  if (res.ok) {
    const view = toPortingView(res.data);
    // Metrics: a port's end, once per port (its product and request time) in this process.
    if (view.phase === 'completed' || view.phase === 'rejected') countPort(view.phase, `${s.productId}|${view.requestedAt}`);
    // The port completed upstream while our cached products still carry the temporary number: forget them, so the number switcher and dashboard show the ported one.
    if (view.phase === 'completed' && nzNumber(s.msisdn) !== view.number) forgetCustomer(s.uuid);
    return { porting: view };
  }
  if (res.error.kind === 'http' && res.error.status === 404) return { porting: null };
  throw portingFailure(res.error);
}

/** PUT /api/customer/porting: start a port (the number checked upstream, the losing carrier's text sent). */
export async function startPorting(rc: RequestContext, input: PortingInputParsed): Promise<PortingView> {
  const s = await portingScope(rc, input.productId);
  return startPort(rc, s.uuid, s.productId, input);
}

/** POST /api/customer/porting/retry: a rejected, cancelled or failed port starts again. */
export async function retryPorting(rc: RequestContext, productId?: string): Promise<PortingView> {
  const s = await portingScope(rc, productId);
  const view = toPortingView(await call(rc, { method: 'PUT', path: '/mobile_porting_retry', body: { CustomerUUID: s.uuid, MobileUUID: s.productId }, schema: PortingWire, action: 'retryPorting' }));
  countPort('requested');
  return view;
}

/** POST /api/customer/porting/cancel: only at states 1-4 (the upstream says so otherwise). */
export async function cancelPorting(rc: RequestContext, productId?: string): Promise<PortingView> {
  const s = await portingScope(rc, productId);
  return toPortingView(await call(rc, {
    method: 'PUT', path: '/customer/{id}/cancel_mobile_porting', params: { id: s.uuid }, body: { MobileUUID: s.productId, SPID }, schema: PortingWire, action: 'cancelPorting',
  }));
}

/** POST /api/customer/porting/action { action: 'resend_sms' }: the losing carrier's text again, the two hours restarted. */
export async function portingAction(rc: RequestContext, input: { productId?: string; action: 'resend_sms' }): Promise<PortingView> {
  const s = await portingScope(rc, input.productId);
  return toPortingView(await call(rc, {
    method: 'PUT', path: '/customer/{id}/mobile_porting/action', params: { id: s.uuid }, body: { MobileUUID: s.productId, SPID, action: 'RESEND_SMS' }, schema: PortingWire, action: 'portingAction',
  }));
}
