import { PUT as portingPut, GET as portingGet } from '@/app/api/customer/porting/route';
import { POST as portingAction } from '@/app/api/customer/porting/action/route';
import { POST as portingCancel } from '@/app/api/customer/porting/cancel/route';
import { GET as portingCheck } from '@/app/api/customer/porting/check/route';
import { POST as portingRetry } from '@/app/api/customer/porting/retry/route';
import { GET as numbersGet } from '@/app/api/eshop/numbers/route';
import { POST as adoptPost } from '@/app/api/onboarding/adopt/route';
import { GET as linkGet } from '@/app/api/onboarding/links/[code]/route';
import { POST as renewPost } from '@/app/api/onboarding/links/[code]/renew/route';
import { GET as setupGet } from '@/app/api/onboarding/sims/[productId]/route';
import { POST as activatePost } from '@/app/api/onboarding/sims/[productId]/activate/route';
import { GET as eventsGet } from '@/app/api/onboarding/sims/[productId]/events/route';
import { POST as finalisePost } from '@/app/api/onboarding/sims/[productId]/finalise/route';
import { GET as progressGet } from '@/app/api/onboarding/sims/[productId]/progress/route';
import { POST as voucherPost } from '@/app/api/onboarding/sims/[productId]/voucher/route';
import { GET as simsGet } from '@/app/api/onboarding/sims/route';
import { PEER_HEADER, peerHeaderValue } from '@/lib/flags/client-address';
import type { ActivationKind, ActivationLink, ActivationProgress, ActivationSetup, Adoption, AdoptStep } from '@/lib/onboarding/types';
import type { NumberCheck, PortingView } from '@/lib/porting/types';
import type { Who } from './account';
import { control } from './bff';
import { call, type ErrorOut } from './eshop';
import { outboxOf, type OutboxMessage } from './families';

/** The onboarding and porting routes (docs/onboarding-contract.md §3) as the browser calls them, for the issue 16 suites. */

export type Out<T> = T & ErrorOut;
type Opts = { ip?: string };

const sims = (productId: string) => `/api/onboarding/sims/${productId}`;

export const onboarding = {
  adopt: (who: Who, body: unknown, o: Opts = {}) =>
    call<Out<AdoptStep>>(adoptPost, 'POST', '/api/onboarding/adopt', { cookie: who.cookie, body, headers: o.ip ? { [PEER_HEADER]: peerHeaderValue(o.ip) } : undefined }),
  link: (who: Who, code: string) => call<Out<ActivationLink>>(linkGet, 'GET', `/api/onboarding/links/${code}`, { cookie: who.cookie, params: { code } }),
  renew: (who: Who, code: string) => call<Out<{ sentTo: string }>>(renewPost, 'POST', `/api/onboarding/links/${code}/renew`, { cookie: who.cookie, params: { code }, body: {} }),
  sims: (who: Who) => call<Out<Adoption[]>>(simsGet, 'GET', '/api/onboarding/sims', { cookie: who.cookie }),
  setup: (who: Who, productId: string) => call<Out<ActivationSetup>>(setupGet, 'GET', sims(productId), { cookie: who.cookie, params: { productId } }),
  voucher: (who: Who, productId: string, code: string) =>
    call<Out<{ valid: boolean; creditCents: number }>>(voucherPost, 'POST', `${sims(productId)}/voucher`, { cookie: who.cookie, params: { productId }, body: { code } }),
  activate: (who: Who, productId: string, body: unknown) =>
    call<Out<{ kind: ActivationKind; clientSecret?: string }>>(activatePost, 'POST', `${sims(productId)}/activate`, { cookie: who.cookie, params: { productId }, body }),
  finalise: (who: Who, productId: string, body: unknown = {}) => call<Out<ActivationProgress>>(finalisePost, 'POST', `${sims(productId)}/finalise`, { cookie: who.cookie, params: { productId }, body }),
  progress: (who: Who, productId: string) => call<Out<ActivationProgress>>(progressGet, 'GET', `${sims(productId)}/progress`, { cookie: who.cookie, params: { productId } }),
  events: (who: Who, productId: string) => call<ErrorOut>(eventsGet, 'GET', `${sims(productId)}/events`, { cookie: who.cookie, params: { productId } }),
};

const q = (productId?: string) => (productId ? `?productId=${productId}` : '');

export const porting = {
  check: (who: Who, number: string) => call<Out<NumberCheck>>(portingCheck, 'GET', `/api/customer/porting/check?number=${encodeURIComponent(number)}`, { cookie: who.cookie }),
  read: (who: Who, productId?: string) => call<Out<{ porting: PortingView | null }>>(portingGet, 'GET', `/api/customer/porting${q(productId)}`, { cookie: who.cookie }),
  start: (who: Who, body: unknown) => call<Out<PortingView>>(portingPut, 'PUT', '/api/customer/porting', { cookie: who.cookie, body }),
  retry: (who: Who, body: unknown = {}) => call<Out<PortingView>>(portingRetry, 'POST', '/api/customer/porting/retry', { cookie: who.cookie, body }),
  cancel: (who: Who, body: unknown = {}) => call<Out<PortingView>>(portingCancel, 'POST', '/api/customer/porting/cancel', { cookie: who.cookie, body }),
  action: (who: Who, body: unknown) => call<Out<PortingView>>(portingAction, 'POST', '/api/customer/porting/action', { cookie: who.cookie, body }),
  numbers: (page?: number | string, cookie = '') => call<Out<{ numbers: string[]; page: number; total: number }>>(numbersGet, 'GET', `/api/eshop/numbers${page === undefined ? '' : `?page=${page}`}`, { cookie }),
};

/** A fresh SIM of the sandbox's inventory with a valid activation link (POST /__control/onboarding-sims, §2.4). */
export type FreshSim = { SIMID: string; MSISDN: string; Token: string };
export function freshSim(url: string, opts: { planType?: 'prepay' | 'postpay' | 'payg'; creditCheck?: 'PASS' | 'FAIL'; fullyPaid?: boolean; mobileIp?: string; expiredToken?: boolean } = {}): Promise<FreshSim> {
  return control<FreshSim>(url, 'POST', '/onboarding-sims', opts);
}

/** The texts to an MSISDN (the outbox, §2), oldest first. */
export async function smsTo(url: string, msisdn: string): Promise<OutboxMessage[]> {
  return (await outboxOf(url, msisdn)).filter((m) => m.channel !== 'email');
}

/** The 6-digit code in the last SMS to that number. */
export async function smsCode(url: string, msisdn: string): Promise<string> {
  const last = (await smsTo(url, msisdn)).at(-1);
  const code = last?.code ?? /\b(\d{6})\b/.exec(last?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${msisdn}`);
  return code;
}

/** That activation as if asked `ms` earlier (test mode). */
export function moveOn(url: string, productId: string, ms: number): Promise<unknown> {
  return control(url, 'POST', `/activations/${productId}/move-on`, { ms });
}

/** The customer's reply to the losing carrier's text (test mode). */
export function replySms(url: string, from: string, text: string): Promise<unknown> {
  return control(url, 'POST', '/sms/reply', { from, text });
}

/** That port as if every step happened `ms` earlier (test mode). */
export function movePortOn(url: string, productId: string, ms: number): Promise<unknown> {
  return control(url, 'POST', `/porting/${productId}/move-on`, { ms });
}
