import type { MobileProduct } from '@/sandbox/store/types';
import type { Who } from './card-helpers';
import { req } from './eshop-helpers';
import { control, type Running } from './helpers';
import { mobile } from './usage-helpers';

/** Calls of the SIM upstream (docs/sim-contract.md §2) for one signed-in customer and product. */
export type Settings = {
  CallForwarding: { CFUActive: boolean; CFBActive: boolean; CFNRYActive: boolean; CFNRCActive: boolean; ForwardToMSISDN: string };
  CallRestriction: { CallWaitingEnabled: boolean; AllowCallHold: boolean };
  Barring: { AllowIncomingCalls: boolean; AllowOutgoingCalls: boolean };
};
export type Status = { Status: 'ENABLED' | 'DISABLED'; Reason: string };
export type Message = { channel: 'sms' | 'email'; to: string; subject: string; body: string };

export const DEFAULTS: Settings = {
  CallForwarding: { CFUActive: false, CFBActive: true, CFNRYActive: true, CFNRCActive: true, ForwardToMSISDN: '' },
  CallRestriction: { CallWaitingEnabled: true, AllowCallHold: true },
  Barring: { AllowIncomingCalls: true, AllowOutgoingCalls: true },
};
export const SPARE_1 = '89640500000000009011';
export const SPARE_2 = '89640500000000009029';
export const NOT_ACTIVATED = '89640500000000009037';
export const PREPAY_SIM = '89640500000000001011';

/** `who` and `product`: whose product a call names; `as`: whose token (default the same). */
export type Target = { who: Who; product: MobileProduct };

export function simCalls(url: string) {
  const q = (t: Target) => `MobileUUID=${t.product.UUID}&CustomerUUID=${t.who.customer}`;
  const body = (t: Target, extra: Record<string, unknown>, field = 'MobileUUID') => ({ CustomerUUID: t.who.customer, [field]: t.product.UUID, ...extra });
  const product = (t: Target, extra: Record<string, unknown>) => body(t, extra, 'ProductInstanceUUID');
  const m = mobile(url);
  return {
    fresh: (state = 'prepay') => m.fresh(state),
    active: m.active,
    getSettings: (t: Target, jwt = t.who.jwt) => req<{ Settings: Settings }>(url, 'GET', `/sim/v1/settings?${q(t)}`, { jwt }),
    putSettings: (t: Target, settings: unknown, jwt = t.who.jwt) => req<{ Settings: Settings }>(url, 'PUT', '/sim/v1/settings', { jwt, body: body(t, { Settings: settings }) }),
    getRoaming: (t: Target, jwt = t.who.jwt) => req<{ AutoActive: boolean }>(url, 'GET', `/sim/daily-roaming/auto-active/${t.who.customer}/${t.product.UUID}`, { jwt }),
    postRoaming: (t: Target, on: unknown, jwt = t.who.jwt) => req<{ AutoActive: boolean }>(url, 'POST', '/sim/daily-roaming/auto-active', { jwt, body: body(t, { AutoActive: on }) }),
    details: (t: Target, jwt = t.who.jwt) => req<{ MSISDN: string; SIMID: string; IMSI: string; PUK: string }>(url, 'GET', `/sim/v1/details?${q(t)}`, { jwt }),
    status: (t: Target, type: unknown, jwt = t.who.jwt) => req<Status>(url, 'POST', '/sim/status', { jwt, body: product(t, { Type: type }) }),
    disable: (t: Target, type: unknown, extra: Record<string, unknown> = {}, jwt = t.who.jwt) => req<Status>(url, 'POST', '/sim/disable', { jwt, body: product(t, { Type: type, ...extra }) }),
    enable: (t: Target, type: unknown, jwt = t.who.jwt) => req<Status>(url, 'POST', '/sim/enable', { jwt, body: product(t, { Type: type }) }),
    swap: (t: Target, simId: unknown, jwt = t.who.jwt) => req<{ SIMID: string; IMSI: string }>(url, 'POST', '/sim/swap', { jwt, body: product(t, { SIMID: simId }) }),
    search: (t: Target, page: unknown, amount: unknown, jwt = t.who.jwt) =>
      req<{ MSISDNs: string[]; Page: number; TotalCount: number }>(url, 'POST', '/sim/v1/msisdn/search', { jwt, body: body(t, { Page: page, Amount: amount }) }),
    change: (t: Target, msisdn: unknown, jwt = t.who.jwt) => req<{ MSISDN: string }>(url, 'POST', '/sim/v1/msisdn', { jwt, body: body(t, msisdn === undefined ? {} : { MSISDN: msisdn }) }),
    getSecurity: (t: Target, jwt = t.who.jwt) => req<Record<string, unknown>>(url, 'GET', `/sim/v1/security?${q(t)}`, { jwt }),
    putSecurity: (t: Target, security: Record<string, unknown>, jwt = t.who.jwt) => req<Record<string, unknown>>(url, 'PUT', '/sim/v1/security', { jwt, body: body(t, security) }),
    numbers: (t: Target, jwt = t.who.jwt) => req<{ Numbers: { MSISDN: string; List: string; Label: string; CreatedAtNanos: number }[] }>(url, 'GET', `/sim/v1/security/numbers?${q(t)}`, { jwt }),
    addNumber: (t: Target, entry: Record<string, unknown>, jwt = t.who.jwt) => req<Record<string, unknown>>(url, 'POST', '/sim/v1/security/numbers', { jwt, body: body(t, entry) }),
    removeNumber: (t: Target, msisdn: string, jwt = t.who.jwt) => req(url, 'DELETE', `/sim/v1/security/numbers/${encodeURIComponent(msisdn)}?${q(t)}`, { jwt }),
    reports: (t: Target, query = '', jwt = t.who.jwt) =>
      req<{ Items: { AtNanos: number; Kind: string; From: string; Reason: string }[]; TotalCount: number }>(url, 'GET', `/sim/v1/security/reports?${q(t)}${query}`, { jwt }),
    outbox: async (to: string) => (await control<{ messages: Message[] }>(url, 'GET', `/outbox?to=${encodeURIComponent(to)}`)).body.messages,
    spare: async (state?: string) => (await control<{ SIMID: string }>(url, 'POST', '/spare-sims', state ? { state } : {})).body.SIMID,
  };
}

/** Every SIM route, called as `t.who` about `t.product` (someone else's product, or with someone else's customer UUID). */
export function everyRoute(s: ReturnType<typeof simCalls>, t: Target) {
  const jwt = t.who.jwt;
  return Promise.all([
    s.getSettings(t, jwt), s.putSettings(t, DEFAULTS, jwt), s.getRoaming(t, jwt), s.postRoaming(t, true, jwt), s.details(t, jwt),
    s.status(t, 'prepay', jwt), s.disable(t, 'prepay', {}, jwt), s.enable(t, 'prepay', jwt), s.swap(t, SPARE_2, jwt),
    s.search(t, 0, 15, jwt), s.change(t, '64225550739', jwt), s.getSecurity(t, jwt),
    s.putSecurity(t, { CallFilter: 'OFF', TextFilter: 'OFF', WithheldToVoicemail: true, InternationalToVoicemail: true }, jwt),
    s.numbers(t, jwt), s.addNumber(t, { MSISDN: '64211234567', List: 'BLOCK', Label: '' }, jwt), s.removeNumber(t, '64211234567', jwt), s.reports(t, '', jwt),
  ]);
}

export const storeOf = (run: Running) => run.sandbox.store;
