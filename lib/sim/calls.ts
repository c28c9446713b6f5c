import 'server-only';
import type { z } from 'zod';
import { kindOf, moneyScope, moneyScopeKey, productOf } from '@/lib/billing/money-scope';
import { cached, cacheKey, invalidateTag } from '@/lib/cache';
import { forgetCustomer } from '@/lib/customer/calls';
import type { MobileProductView } from '@/lib/customer/types';
import { ApiError } from '@/lib/errors';
import { isProductionStage, type Flags } from '@/lib/flags';
import { NUMBER_SEARCH_PAGE_SIZE, SUPPORTED_CALL_FEATURES } from '@/lib/flags/constants';
import { isoOfNanos } from '@/lib/plans/held';
import { screenById } from '@/lib/profile/rules';
import { customerCall, type RequestContext } from '@/lib/upstream/context';
import { toApiError } from '@/lib/upstream/errors';
import type { CallOptions, UpstreamError } from '@/lib/upstream/types';
import { serialised } from './queue';
import {
  BLOCKED_REPORT_PAGE_SIZE, disableNeedsSecondFactor, hasMorePages, inconsistentSettings, listNumberOf, msisdnOf, nzNumber, settingsFromWire, settingsToWire, shownNumber,
  simRefusal, type SimCall,
} from './rules';
import type { ListInput, SecurityInput, SettingsInput } from './schemas';
import type {
  BlockedItem, BlockedReport, CallSecurity, DisableReason, ListedNumber, NumberChanged, NumberLists, NumberPage, RoamingView, SimDetails, SimSettingsView,
  SimStatusView, SimSwapped,
} from './types';
import {
  AutoActiveWire, ListedNumberWire, MsisdnSearchWire, MsisdnWire, NoContentWire, NumberListsWire, ReportsWire, SecurityWire, SettingsWire, SimDetailsWire, SimStatusWire, SwapWire,
  type SettingsRequest, type SimStateRequest, type SimType,
} from './wire';

/**
 * The SIM in the account area (docs/sim-contract.md §3), one function per BFF route: the upstream
 * calls of account-management.md §7 "SIM" and the sandbox's extensions (§2), parsed with wire.ts,
 * reshaped into types.ts. The product is always the session's current one (never from input);
 * each route's gate is its page's row of the profile map. Caches: "SIM settings 5 min; roaming
 * toggle 5 min", forgotten on change (simTag). A swap, a number change, a disable or an enable
 * forgets the SIM caches and the customer's products (lib/customer), so every page shows the new
 * number or SIM at once.
 */

/** Asks for a second factor younger than five minutes (the route's `requireSecondFactor`); throws 403 second_factor_required. */
export type SecondFactor = () => void | Promise<void>;

/** The cache tag of a customer's SIM reads (settings, roaming). */
export const simTag = (uuid: string) => `sim:${uuid}`;

/** After a swap, a number change, a disable or an enable: the SIM caches and the products (number, SIM ID) read afresh. */
export function forgetSim(uuid: string): void {
  invalidateTag(simTag(uuid));
  forgetCustomer(uuid);
}

type SimScope = { uuid: string; product: MobileProductView; type: SimType; flags: Flags; key: string };

/**
 * Who a SIM route acts for: the session's customer and current product, refused (404) when its
 * page's row (`screen`, lib/profile/screens.ts) says so: a flag off, or "non-production only" in
 * production. "Type postpay|prepay" is the product's kind (payg is prepay); a product of no known
 * kind has no SIM we can manage (404).
 */
async function simScope(rc: RequestContext, screen: string): Promise<SimScope> {
  const scope = await moneyScope(rc, screen);
  if (screenById(screen)?.gate.nonProduction && isProductionStage(process.env)) throw new ApiError('not_found');
  const product = productOf(scope);
  const kind = kindOf(product);
  if (!kind) throw new ApiError('not_found');
  return { uuid: scope.uuid, product, type: kind === 'postpay' ? 'postpay' : 'prepay', flags: scope.flags, key: moneyScopeKey(rc, scope.uuid) };
}

function simFailure(call: SimCall, e: UpstreamError): ApiError {
  const r = simRefusal(call, e);
  if (r === 'usual') return toApiError(e);
  if (r.code === 'sim_already') return new ApiError('sim_already', undefined, r.details);
  if (r.code === 'bad_input') return new ApiError('bad_input', undefined, r.details);
  return new ApiError(r.code, undefined, r.details);
}

/** One SIM call: its answer, or its failure as the BFF answers it (simRefusal). */
async function simCall<S extends z.ZodType>(rc: RequestContext, call: SimCall, opts: CallOptions<S>): Promise<z.infer<S>> {
  const res = await customerCall(rc, 'accounts', opts);
  if (res.ok) return res.data;
  throw simFailure(call, res.error);
}

const ids = (s: SimScope) => ({ MobileUUID: s.product.uuid, CustomerUUID: s.uuid });

// ——— Settings and roaming ———

function settingsView(s: SimScope, wire: z.infer<typeof SettingsWire>): SimSettingsView {
  return { productUuid: s.product.uuid, settings: settingsFromWire(wire.Settings), features: [...SUPPORTED_CALL_FEATURES] };
}

/** GET /api/customer/sim/settings: the call settings ("SIM settings 5 min") and the supported call features. */
export async function simSettings(rc: RequestContext): Promise<SimSettingsView> {
  const s = await simScope(rc, 'supp-features');
  const wire = await cached('simSettings', cacheKey('simSettings', s.key, s.product.uuid), () =>
    simCall(rc, 'settings', { path: '/sim/v1/settings', query: ids(s), schema: SettingsWire, action: 'getSimSettings' }), { tags: [simTag(s.uuid)] });
  return settingsView(s, wire);
}

/**
 * PUT /api/customer/sim/settings: all nine at once. "The user must confirm such dependency changes
 * before the update is sent": the page shows applySettingChange's knock-ons and sends consistent
 * settings; inconsistent ones are refused here (422 settings_inconsistent, details.settings)
 * before the upstream hears of them.
 */
export async function saveSimSettings(rc: RequestContext, input: SettingsInput): Promise<SimSettingsView> {
  const s = await simScope(rc, 'supp-features');
  const settings = { ...input.settings, forwardTo: input.settings.forwardTo === null ? null : msisdnOf(input.settings.forwardTo) };
  const broken = inconsistentSettings(settings);
  if (broken.length > 0) throw new ApiError('settings_inconsistent', undefined, { settings: broken });
  const body: SettingsRequest = { ...ids(s), Settings: settingsToWire(settings) };
  try {
    return settingsView(s, await simCall(rc, 'settings', { method: 'PUT', path: '/sim/v1/settings', body, schema: SettingsWire, action: 'saveSimSettings' }));
  } finally {
    invalidateTag(simTag(s.uuid));
  }
}

const roamingKey = (s: SimScope) => cacheKey('roamingToggle', s.key, s.product.uuid);

/** GET /api/customer/sim/roaming: "Roaming has an AutoActive flag" ("roaming toggle 5 min"). */
export async function roaming(rc: RequestContext): Promise<RoamingView> {
  const s = await simScope(rc, 'supp-features');
  const wire = await cached('roamingToggle', roamingKey(s), () =>
    simCall(rc, 'roaming', { path: '/sim/daily-roaming/auto-active/{customer}/{mobile}', params: { customer: s.uuid, mobile: s.product.uuid }, schema: AutoActiveWire, action: 'getRoamingAutoActive' }),
  { tags: [simTag(s.uuid)] });
  return { productUuid: s.product.uuid, autoActive: wire.AutoActive, dailyChargeCents: wire.DailyChargeCents };
}

/**
 * PUT /api/customer/sim/roaming: "Auto roaming charge toggle is serialised per product; the last
 * request wins." One write per product at a time, in arrival order (lib/sim/queue.ts says why).
 */
export async function setRoaming(rc: RequestContext, input: { autoActive: boolean }): Promise<RoamingView> {
  const s = await simScope(rc, 'supp-features');
  return serialised(`roaming:${s.product.uuid}`, async () => {
    try {
      const wire = await simCall(rc, 'roaming', {
        method: 'POST', path: '/sim/daily-roaming/auto-active', body: { ...ids(s), AutoActive: input.autoActive }, schema: AutoActiveWire, action: 'setRoamingAutoActive',
      });
      return { productUuid: s.product.uuid, autoActive: wire.AutoActive, dailyChargeCents: wire.DailyChargeCents };
    } finally {
      invalidateTag(simTag(s.uuid));
    }
  });
}

// ——— SIM state, details, swap ———

const REASON: Record<string, DisableReason | null> = { LOST: 'lost', STOLEN: 'stolen', OTHER: 'other', '': null };

function statusView(s: SimScope, wire: z.infer<typeof SimStatusWire>): SimStatusView {
  const state = wire.Status === 'DISABLED' ? 'disabled' : 'enabled';
  return { productUuid: s.product.uuid, state, reason: state === 'disabled' ? (REASON[wire.Reason] ?? 'other') : null };
}

const stateRequest = (s: SimScope): SimStateRequest => ({ CustomerUUID: s.uuid, ProductInstanceUUID: s.product.uuid, Type: s.type });

/** GET /api/customer/sim/status: "enabled or disabled through separate calls" (POST /sim/status; not cached). */
export async function simStatus(rc: RequestContext): Promise<SimStatusView> {
  const s = await simScope(rc, 'sim-card-actions');
  return statusView(s, await simCall(rc, 'state', { method: 'POST', path: '/sim/status', body: stateRequest(s), schema: SimStatusWire, action: 'getSimStatus' }));
}

/** GET /api/customer/sim/details: the number, SIM ID, IMSI and, where `pukOnSimDetails` ("PUK shown on SIM details"), the PUK. Never cached. */
export async function simDetails(rc: RequestContext, secondFactor: SecondFactor): Promise<SimDetails> {
  const s = await simScope(rc, 'sim-details');
  secondFactor();
  const wire = await simCall(rc, 'details', { path: '/sim/v1/details', query: ids(s), schema: SimDetailsWire, action: 'getSimDetails' });
  return { productUuid: s.product.uuid, number: nzNumber(wire.MSISDN), simId: wire.SIMID, imsi: wire.IMSI, puk: s.flags.pukOnSimDetails && wire.PUK ? wire.PUK : null };
}

/**
 * POST /api/customer/sim/disable: the second factor, except on the lost-or-stolen path
 * (disableNeedsSecondFactor); the reason goes upstream (ext). Forgets the SIM and the products.
 */
export async function disableSim(rc: RequestContext, reason: DisableReason, secondFactor: SecondFactor): Promise<SimStatusView> {
  const s = await simScope(rc, 'disable-sim');
  if (disableNeedsSecondFactor(reason)) secondFactor();
  const body: SimStateRequest = { ...stateRequest(s), Reason: reason === 'lost' ? 'LOST' : reason === 'stolen' ? 'STOLEN' : 'OTHER' };
  try {
    return statusView(s, await simCall(rc, 'state', { method: 'POST', path: '/sim/disable', body, schema: SimStatusWire, action: 'disableSim' }));
  } finally {
    forgetSim(s.uuid);
  }
}

/** POST /api/customer/sim/enable: after the second factor. */
export async function enableSim(rc: RequestContext, secondFactor: SecondFactor): Promise<SimStatusView> {
  const s = await simScope(rc, 'enable-sim');
  secondFactor();
  try {
    return statusView(s, await simCall(rc, 'state', { method: 'POST', path: '/sim/enable', body: stateRequest(s), schema: SimStatusWire, action: 'enableSim' }));
  } finally {
    forgetSim(s.uuid);
  }
}

/** POST /api/customer/sim/swap: the number moves to the new (pre-activated) SIM; every refusal is "the sim_swap_error text". */
export async function swapSim(rc: RequestContext, simId: string, secondFactor: SecondFactor): Promise<SimSwapped> {
  const s = await simScope(rc, 'sim-swap');
  await secondFactor();
  try {
    const wire = await simCall(rc, 'swap', {
      method: 'POST', path: '/sim/swap', body: { CustomerUUID: s.uuid, ProductInstanceUUID: s.product.uuid, SIMID: simId }, schema: SwapWire, action: 'swapSim', money: true,
    });
    return { productUuid: s.product.uuid, simId: wire.SIMID };
  } finally {
    forgetSim(s.uuid);
  }
}

// ——— Number change ———

/** GET /api/customer/sim/numbers?page=: "number search … 15 a page from page 0"; none is an empty list ('No new phone numbers' is the page's). */
export async function numberPage(rc: RequestContext, page: number): Promise<NumberPage> {
  const s = await simScope(rc, 'phone-number-change');
  const wire = await simCall(rc, 'search', {
    method: 'POST', path: '/sim/v1/msisdn/search', body: { ...ids(s), Page: page, Amount: NUMBER_SEARCH_PAGE_SIZE }, schema: MsisdnSearchWire, action: 'searchMsisdn',
  });
  return { page, numbers: wire.MSISDNs.map(nzNumber), hasMore: hasMorePages(page, NUMBER_SEARCH_PAGE_SIZE, wire.TotalCount) };
}

/**
 * POST /api/customer/sim/number: "Change number requires a phone number ('No Phone Number')",
 * checked first; then the second factor. The old number leaves the product for good.
 */
export async function changeNumber(rc: RequestContext, number: string | null | undefined, secondFactor: SecondFactor): Promise<NumberChanged> {
  const s = await simScope(rc, 'phone-number-change');
  const msisdn = number?.trim() ? msisdnOf(number) : null;
  if (!msisdn) throw new ApiError('no_phone_number');
  secondFactor();
  try {
    const wire = await simCall(rc, 'number', { method: 'POST', path: '/sim/v1/msisdn', body: { CustomerUUID: s.uuid, MobileUUID: s.product.uuid, MSISDN: msisdn }, schema: MsisdnWire, action: 'changeMsisdn', money: true });
    return { productUuid: s.product.uuid, number: nzNumber(wire.MSISDN) };
  } finally {
    forgetSim(s.uuid);
  }
}

// ——— Call security (ext; "mobile/security … non-production only") ———

const LEVEL = { OFF: 'off', STANDARD: 'standard', STRICT: 'strict' } as const;
const SECURITY = 'mobile/security';

function securityView(s: SimScope, w: SecurityWire): CallSecurity {
  return { productUuid: s.product.uuid, callFilter: LEVEL[w.CallFilter], textFilter: LEVEL[w.TextFilter], withheldToVoicemail: w.WithheldToVoicemail, internationalToVoicemail: w.InternationalToVoicemail };
}

/** GET /api/customer/sim/security: the spam filters and the voicemail choices. */
export async function callSecurity(rc: RequestContext): Promise<CallSecurity> {
  const s = await simScope(rc, SECURITY);
  return securityView(s, await simCall(rc, 'security', { path: '/sim/v1/security', query: ids(s), schema: SecurityWire, action: 'getCallSecurity' }));
}

/** PUT /api/customer/sim/security: all four at once. */
export async function saveCallSecurity(rc: RequestContext, input: SecurityInput): Promise<CallSecurity> {
  const s = await simScope(rc, SECURITY);
  const body = {
    ...ids(s), CallFilter: input.callFilter.toUpperCase(), TextFilter: input.textFilter.toUpperCase(), WithheldToVoicemail: input.withheldToVoicemail, InternationalToVoicemail: input.internationalToVoicemail,
  };
  return securityView(s, await simCall(rc, 'security', { method: 'PUT', path: '/sim/v1/security', body, schema: SecurityWire, action: 'saveCallSecurity' }));
}

function listed(w: z.infer<typeof ListedNumberWire>): ListedNumber {
  return { number: shownNumber(w.MSISDN), list: w.List === 'ALLOW' ? 'allow' : 'block', label: w.Label, addedAt: isoOfNanos(w.CreatedAtNanos) ?? '' };
}

async function lists(rc: RequestContext, s: SimScope): Promise<NumberLists> {
  const wire = await simCall(rc, 'lists', { path: '/sim/v1/security/numbers', query: ids(s), schema: NumberListsWire, action: 'getSecurityNumbers' });
  const all = wire.Numbers.map(listed);
  return { productUuid: s.product.uuid, allow: all.filter((n) => n.list === 'allow'), block: all.filter((n) => n.list === 'block') };
}

/** GET /api/customer/sim/security/numbers: the allow and block lists, newest first. */
export async function numberLists(rc: RequestContext): Promise<NumberLists> {
  return lists(rc, await simScope(rc, SECURITY));
}

/** POST /api/customer/sim/security/numbers: a number onto a list (from the other list, it moves); the product's own number is refused here first. */
export async function addListedNumber(rc: RequestContext, input: ListInput): Promise<NumberLists> {
  const s = await simScope(rc, SECURITY);
  if (input.number === s.product.msisdn) throw new ApiError('own_number');
  await simCall(rc, 'lists', {
    method: 'POST', path: '/sim/v1/security/numbers', body: { ...ids(s), MSISDN: input.number, List: input.list === 'allow' ? 'ALLOW' : 'BLOCK', Label: input.label }, schema: ListedNumberWire, action: 'addSecurityNumber',
  });
  return lists(rc, s);
}

/** DELETE /api/customer/sim/security/numbers/{number}: the number as shown ('021 555 0199', '+61…') or as sent; not one: 404. */
export async function removeListedNumber(rc: RequestContext, typed: string): Promise<NumberLists> {
  const s = await simScope(rc, SECURITY);
  const number = listNumberOf(typed);
  if (!number) throw new ApiError('not_found');
  await simCall(rc, 'lists', { method: 'DELETE', path: '/sim/v1/security/numbers/{msisdn}', params: { msisdn: number }, query: ids(s), schema: NoContentWire, action: 'removeSecurityNumber' });
  return lists(rc, s);
}

const KIND = { CALL: 'call', SMS: 'text' } as const;
const WHY = { SPAM: 'spam', BLOCK_LIST: 'blockList', WITHHELD: 'withheld', INTERNATIONAL: 'international' } as const;

/** GET /api/customer/sim/security/reports?page=: what was blocked, newest first, 10 a page. */
export async function blockedReport(rc: RequestContext, page: number): Promise<BlockedReport> {
  const s = await simScope(rc, SECURITY);
  const wire = await simCall(rc, 'reports', { path: '/sim/v1/security/reports', query: { ...ids(s), Page: page, Amount: BLOCKED_REPORT_PAGE_SIZE }, schema: ReportsWire, action: 'getBlockedReport' });
  const items: BlockedItem[] = wire.Items.map((i) => ({
    at: isoOfNanos(i.AtNanos) ?? '', kind: KIND[i.Kind], from: i.From === 'WITHHELD' ? 'Withheld' : shownNumber(i.From), reason: WHY[i.Reason],
  }));
  return { page, items, totalCount: wire.TotalCount };
}
