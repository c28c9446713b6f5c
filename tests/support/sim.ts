import { PUT as secondFactorPut } from '@/app/api/account/second-factor/route';
import { GET as detailsGet } from '@/app/api/customer/sim/details/route';
import { POST as disablePost } from '@/app/api/customer/sim/disable/route';
import { POST as enablePost } from '@/app/api/customer/sim/enable/route';
import { POST as numberPost } from '@/app/api/customer/sim/number/route';
import { GET as numbersGet } from '@/app/api/customer/sim/numbers/route';
import { GET as roamingGet, PUT as roamingPut } from '@/app/api/customer/sim/roaming/route';
import { DELETE as listedDelete } from '@/app/api/customer/sim/security/numbers/[number]/route';
import { GET as listsGet, POST as listsPost } from '@/app/api/customer/sim/security/numbers/route';
import { GET as reportsGet } from '@/app/api/customer/sim/security/reports/route';
import { GET as securityGet, PUT as securityPut } from '@/app/api/customer/sim/security/route';
import { GET as settingsGet, PUT as settingsPut } from '@/app/api/customer/sim/settings/route';
import { GET as statusGet } from '@/app/api/customer/sim/status/route';
import { POST as swapPost } from '@/app/api/customer/sim/swap/route';
import type {
  BlockedReport, CallSecurity, NumberChanged, NumberLists, NumberPage, RoamingView, SimDetails, SimSettings, SimSettingsView, SimStatusView, SimSwapped,
} from '@/lib/sim/types';
import type { Who } from './account';
import { control, cookieFrom, PASSWORD } from './bff';
import { call, type ErrorOut } from './eshop';

/** The SIM routes (docs/sim-contract.md §3) as the browser calls them, for the issue 14 suites. */

export type Out<T> = T & ErrorOut;
type Opts = { origin?: string | null };

const page = (path: string, n?: number | string) => (n === undefined ? path : `${path}?page=${n}`);

export const sim = {
  settings: (who: Who) => call<Out<SimSettingsView>>(settingsGet, 'GET', '/api/customer/sim/settings', { cookie: who.cookie }),
  saveSettings: (who: Who, body: unknown, o: Opts = {}) => call<Out<SimSettingsView>>(settingsPut, 'PUT', '/api/customer/sim/settings', { cookie: who.cookie, body, origin: o.origin }),
  roaming: (who: Who) => call<Out<RoamingView>>(roamingGet, 'GET', '/api/customer/sim/roaming', { cookie: who.cookie }),
  setRoaming: (who: Who, body: unknown) => call<Out<RoamingView>>(roamingPut, 'PUT', '/api/customer/sim/roaming', { cookie: who.cookie, body }),
  status: (who: Who) => call<Out<SimStatusView>>(statusGet, 'GET', '/api/customer/sim/status', { cookie: who.cookie }),
  details: (who: Who) => call<Out<SimDetails>>(detailsGet, 'GET', '/api/customer/sim/details', { cookie: who.cookie }),
  disable: (who: Who, body: unknown) => call<Out<SimStatusView>>(disablePost, 'POST', '/api/customer/sim/disable', { cookie: who.cookie, body }),
  enable: (who: Who, body: unknown = {}) => call<Out<SimStatusView>>(enablePost, 'POST', '/api/customer/sim/enable', { cookie: who.cookie, body }),
  swap: (who: Who, body: unknown) => call<Out<SimSwapped>>(swapPost, 'POST', '/api/customer/sim/swap', { cookie: who.cookie, body }),
  numbers: (who: Who, n?: number | string) => call<Out<NumberPage>>(numbersGet, 'GET', page('/api/customer/sim/numbers', n), { cookie: who.cookie }),
  changeNumber: (who: Who, body: unknown) => call<Out<NumberChanged>>(numberPost, 'POST', '/api/customer/sim/number', { cookie: who.cookie, body }),
  security: (who: Who) => call<Out<CallSecurity>>(securityGet, 'GET', '/api/customer/sim/security', { cookie: who.cookie }),
  saveSecurity: (who: Who, body: unknown) => call<Out<CallSecurity>>(securityPut, 'PUT', '/api/customer/sim/security', { cookie: who.cookie, body }),
  lists: (who: Who) => call<Out<NumberLists>>(listsGet, 'GET', '/api/customer/sim/security/numbers', { cookie: who.cookie }),
  addToList: (who: Who, body: unknown) => call<Out<NumberLists>>(listsPost, 'POST', '/api/customer/sim/security/numbers', { cookie: who.cookie, body }),
  removeFromList: (who: Who, number: string) =>
    call<Out<NumberLists>>(listedDelete, 'DELETE', `/api/customer/sim/security/numbers/${encodeURIComponent(number)}`, { cookie: who.cookie, params: { number } }),
  reports: (who: Who, n?: number | string) => call<Out<BlockedReport>>(reportsGet, 'GET', page('/api/customer/sim/security/reports', n), { cookie: who.cookie }),
};

/** The sandbox's default settings of every product (docs/sim-contract.md §2.1): CFU off; CFB, CFNRY, CFNRC on to voicemail; waiting, hold, incoming and outgoing on. */
export const DEFAULT_SETTINGS: SimSettings = {
  forwardUnconditional: false, forwardBusy: true, forwardNoReply: true, forwardNotReachable: true,
  callWaiting: true, callHold: true, incomingCalls: true, outgoingCalls: true, forwardTo: null,
};

/** The second factor passed with the demo password (PUT /api/account/second-factor): the customer with the proof in the session. */
export async function withSecondFactor(who: Who): Promise<Who> {
  const res = await call<{ until: number }>(secondFactorPut, 'PUT', '/api/account/second-factor', { cookie: who.cookie, body: { method: 'password', password: PASSWORD } });
  if (res.status !== 200) throw new Error(`second factor: ${res.status}`);
  return { ...who, cookie: cookieFrom(res.res, who.cookie) };
}

/** A fresh spare SIM of the sandbox's inventory (POST /__control/spare-sims), pre-activated unless `state` says otherwise. */
export async function spareSim(url: string, state?: 'PRE_ACTIVATED' | 'NOT_ACTIVATED'): Promise<string> {
  return (await control<{ SIMID: string }>(url, 'POST', '/spare-sims', state ? { state } : {})).SIMID;
}
