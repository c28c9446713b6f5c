import { POST as acceptPost } from '@/app/api/customer/billing-routes/accept/[code]/route';
import { DELETE as routeDelete, PUT as routePut } from '@/app/api/customer/billing-routes/[uuid]/route';
import { POST as requestActionPost } from '@/app/api/customer/billing-routes/requests/[uuid]/route';
import { GET as requestsGet, POST as requestsPost } from '@/app/api/customer/billing-routes/requests/route';
import { GET as routesGet } from '@/app/api/customer/billing-routes/route';
import { POST as leavePost } from '@/app/api/customer/groups/[uuid]/leave/route';
import { POST as removePost } from '@/app/api/customer/groups/[uuid]/remove/route';
import { GET as groupsGet } from '@/app/api/customer/groups/route';
import { POST as inviteActionPost } from '@/app/api/customer/invites/[uuid]/[action]/route';
import { GET as tokenGet, POST as tokenPost } from '@/app/api/customer/invites/token/[token]/route';
import { GET as invitesGet, POST as invitesPost } from '@/app/api/customer/invites/route';
import type {
  BillingApprovalView, BillingRequestsView, BillingRouteView, BillingRoutesView, GroupKind, GroupView, InvitesView, InviteView,
} from '@/lib/families/types';
import type { Who } from './account';
import { control } from './bff';
import { call, type ErrorOut } from './eshop';

/** The families and payers routes (docs/families-contract.md §3) as the browser calls them, for the issue 15 suites. */

export type Out<T> = T & ErrorOut;
type Opts = { origin?: string | null };

/** The three flags of issue 15 on (as the flagged e2e instance); see withFlags in ./money. */
export const FAMILY_FLAGS = { FLAG_CUSTOMER_GROUPS: 'true', FLAG_MOBILE_GROUPS: 'true', FLAG_BILLING_ROUTING: 'true' };

/** Sets the FLAG_* env for the whole file (lib/flags reads it on each request) and puts it back after. */
export function flagsPerFile(flags: Record<string, string>): void {
  const saved = Object.fromEntries(Object.keys(flags).map((k) => [k, process.env[k]]));
  beforeAll(() => Object.assign(process.env, flags));
  afterAll(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });
}

const kindQuery = (kind?: string) => (kind === undefined ? '' : `?kind=${encodeURIComponent(kind)}`);

export const families = {
  groups: (who: Who, kind?: string) => call<Out<GroupView[]>>(groupsGet, 'GET', `/api/customer/groups${kindQuery(kind)}`, { cookie: who.cookie }),
  leave: (who: Who, uuid: string, body: unknown, o: Opts = {}) =>
    call<Out<GroupView[]>>(leavePost, 'POST', `/api/customer/groups/${uuid}/leave`, { cookie: who.cookie, body, params: { uuid }, origin: o.origin }),
  remove: (who: Who, uuid: string, body: unknown, o: Opts = {}) =>
    call<Out<GroupView[]>>(removePost, 'POST', `/api/customer/groups/${uuid}/remove`, { cookie: who.cookie, body, params: { uuid }, origin: o.origin }),
  invites: (who: Who, kind?: string) => call<Out<InvitesView>>(invitesGet, 'GET', `/api/customer/invites${kindQuery(kind)}`, { cookie: who.cookie }),
  invite: (who: Who, body: unknown, o: Opts = {}) => call<Out<InviteView>>(invitesPost, 'POST', '/api/customer/invites', { cookie: who.cookie, body, origin: o.origin }),
  actOnInvite: (who: Who, uuid: string, action: string, o: Opts = {}) =>
    call<Out<InvitesView>>(inviteActionPost, 'POST', `/api/customer/invites/${uuid}/${action}`, { cookie: who.cookie, body: {}, params: { uuid, action }, origin: o.origin }),
  byToken: (who: Who, token: string) => call<Out<InviteView>>(tokenGet, 'GET', `/api/customer/invites/token/${token}`, { cookie: who.cookie, params: { token } }),
  answerToken: (who: Who, token: string, body: unknown, o: Opts = {}) =>
    call<Out<{ kind: GroupKind; groups: GroupView[] }>>(tokenPost, 'POST', `/api/customer/invites/token/${token}`, { cookie: who.cookie, body, params: { token }, origin: o.origin }),
  routes: (who: Who) => call<Out<BillingRoutesView>>(routesGet, 'GET', '/api/customer/billing-routes', { cookie: who.cookie }),
  requests: (who: Who, code?: string) =>
    call<Out<BillingRequestsView>>(requestsGet, 'GET', `/api/customer/billing-routes/requests${code === undefined ? '' : `?code=${encodeURIComponent(code)}`}`, { cookie: who.cookie }),
  request: (who: Who, body: unknown, o: Opts = {}) => call<Out<BillingApprovalView>>(requestsPost, 'POST', '/api/customer/billing-routes/requests', { cookie: who.cookie, body, origin: o.origin }),
  actOnRequest: (who: Who, uuid: string, body: unknown, o: Opts = {}) =>
    call<Out<BillingRoutesView>>(requestActionPost, 'POST', `/api/customer/billing-routes/requests/${uuid}`, { cookie: who.cookie, body, params: { uuid }, origin: o.origin }),
  accept: (who: Who, code: string, body: unknown, o: Opts = {}) =>
    call<Out<BillingRoutesView>>(acceptPost, 'POST', `/api/customer/billing-routes/accept/${code}`, { cookie: who.cookie, body, params: { code }, origin: o.origin }),
  updateRoute: (who: Who, uuid: string, body: unknown, o: Opts = {}) =>
    call<Out<BillingRouteView>>(routePut, 'PUT', `/api/customer/billing-routes/${uuid}`, { cookie: who.cookie, body, params: { uuid }, origin: o.origin }),
  removeRoute: (who: Who, uuid: string, o: Opts = {}) =>
    call<Out<BillingRoutesView>>(routeDelete, 'DELETE', `/api/customer/billing-routes/${uuid}`, { cookie: who.cookie, params: { uuid }, origin: o.origin }),
};

/** The token (code) an invite's message carried, as the sandbox's test control tells it. */
export async function tokenOf(url: string, approvalUuid: string): Promise<string> {
  return (await control<{ Token: string }>(url, 'GET', `/approvals/${approvalUuid}`)).Token;
}

/** The invite expires now on the sandbox's clock (its Action stays REQUEST). */
export async function expireApproval(url: string, approvalUuid: string): Promise<void> {
  await control(url, 'POST', `/approvals/${approvalUuid}/expire`);
}

export type OutboxMessage = { channel: string; to: string; subject: string; body: string; code?: string; link?: string };

export async function outboxOf(url: string, to: string): Promise<OutboxMessage[]> {
  return (await control<{ messages: OutboxMessage[] }>(url, 'GET', `/outbox?to=${encodeURIComponent(to)}`)).messages;
}
