import 'server-only';
import { ApiError } from '@/lib/errors/api-error';
import { SPID } from '@/lib/flags/constants';
import { reshapeAuth, signIn } from '@/lib/auth/calls';
import { AuthResponse } from '@/lib/auth/wire';
import { upstreamCall } from '@/lib/upstream/client';
import { customerCall, publicCall, type RequestContext } from '@/lib/upstream/context';
import { toApiError } from '@/lib/upstream/errors';
import type { UpstreamError } from '@/lib/upstream/types';
import { forgetCustomer } from './calls';
import { hasCustomerUpdateParameters } from './rules';
import { Empty, Invitation, NotificationsResponse, RewardsCard, RewardsClaim, Sent, Verified, type NotificationPreferences } from './wire';

/** The spec's messages the upstream answers with, mapped to our codes; anything else as toApiError. */
const UPSTREAM_MESSAGES: Record<string, ConstructorParameters<typeof ApiError>[0]> = {
  'No Code': 'no_code',
  'the verification code is incorrect': 'verification_code_incorrect',
  'Old password is invalid': 'old_password_invalid',
  'The password is invalid': 'password_invalid',
  'The email address or password is invalid, check details': 'invalid_credentials',
};

function fail(e: UpstreamError): never {
  const code = e.status === 400 && e.message ? UPSTREAM_MESSAGES[e.message] : undefined;
  throw code ? new ApiError(code) : toApiError(e);
}

/** GET /customer/{uuid}/email_verification/send|resend: emails a secret (code and link). */
export async function sendEmailVerification(ctx: RequestContext, uuid: string, resend: boolean): Promise<void> {
  const res = await customerCall(ctx, 'accounts', {
    path: `/customer/{uuid}/email_verification/${resend ? 'resend' : 'send'}`,
    params: { uuid },
    schema: Sent,
    action: 'email_verification_send',
  });
  if (!res.ok) fail(res.error);
}

/** GET /customer/{uuid}/email_verification/confirm (Secret, CustomerUUID); 'No Code' without a secret. */
export async function confirmEmailVerification(ctx: RequestContext, uuid: string, secret: string): Promise<void> {
  if (!secret.trim()) throw new ApiError('no_code');
  const res = await customerCall(ctx, 'accounts', {
    path: '/customer/{uuid}/email_verification/confirm',
    params: { uuid },
    query: { Secret: secret.trim(), CustomerUUID: uuid },
    schema: Verified,
    action: 'email_verification_confirm',
  });
  if (!res.ok) fail(res.error);
  forgetCustomer(uuid);
  ctx.session.emailVerified = true;
  ctx.dirty = true;
}

/** POST /customers/{uuid}/mfa: the upstream emails a second-factor code to the user. */
export async function sendSecondFactorCode(ctx: RequestContext, uuid: string): Promise<void> {
  const res = await customerCall(ctx, 'accounts', { method: 'POST', path: '/customers/{uuid}/mfa', params: { uuid }, body: {}, schema: Sent, action: 'mfa_send' });
  if (!res.ok) fail(res.error);
}

/** PUT /customers/{uuid}/mfa (Code); 'No Code' without one. */
export async function verifySecondFactorCode(ctx: RequestContext, uuid: string, code: string): Promise<void> {
  if (!code.trim()) throw new ApiError('no_code');
  const res = await customerCall(ctx, 'accounts', { method: 'PUT', path: '/customers/{uuid}/mfa', params: { uuid }, body: { Code: code.trim() }, schema: Verified, action: 'mfa_verify' });
  if (!res.ok) fail(res.error);
}

/**
 * Re-authentication with the password: the same LOCAL auth as sign-in, whose token is thrown
 * away. A wrong password is 'invalid_credentials' and never touches the session.
 */
export async function checkPassword(ctx: RequestContext, password: string): Promise<void> {
  const login = ctx.session.authId;
  if (!login || ctx.session.identityProvider !== 'LOCAL') throw new ApiError('forbidden');
  const res = await publicCall('accounts', {
    method: 'POST',
    path: '/v2/{spid}/auth',
    body: { IdentityProvider: 'LOCAL', AuthID: login, AuthCode: password },
    schema: AuthResponse,
    action: 'reauth',
  }, ctx.requestId);
  if (!res.ok) {
    if (res.error.status === 401 || res.error.status === 400) throw new ApiError('invalid_credentials');
    throw toApiError(res.error);
  }
}

/**
 * PUT /v2/{spid}/auth/LOCAL/{authId}: the upstream moves the user's not-before, so every older
 * token (other browsers included) is refused. This session signs in again with the new
 * password so it alone carries on, keeping its account and product choice.
 */
export async function changePassword(ctx: RequestContext, oldPassword: string, newPassword: string): Promise<void> {
  const login = ctx.session.authId;
  if (!login) throw new ApiError('no_auth_token');
  const res = await customerCall(ctx, 'accounts', {
    method: 'PUT',
    path: '/v2/{spid}/auth/LOCAL/{authId}',
    params: { authId: login },
    body: { OldPassword: oldPassword, NewPassword: newPassword },
    schema: Empty,
    action: 'password_update',
  });
  if (!res.ok) fail(res.error);
  forgetAccounts(ctx);
  const fresh = await signIn(login, newPassword, ctx.requestId);
  const keep = ctx.session;
  ctx.session = { ...fresh, customerUuid: keep.customerUuid ?? fresh.customerUuid, productUuid: keep.productUuid, secondFactorUntil: keep.secondFactorUntil };
  ctx.dirty = true;
}

/** POST /v2/{spid}/auth/revoke_all: every token and refresh identity of the user ends, this one too. */
export async function signOutEverywhere(ctx: RequestContext): Promise<void> {
  const res = await customerCall(ctx, 'accounts', { method: 'POST', path: '/v2/{spid}/auth/revoke_all', body: {}, schema: Empty, action: 'revoke_all' });
  if (!res.ok) fail(res.error);
  forgetAccounts(ctx);
}

/**
 * After the upstream moved the user's not-before: drop the cached reads of all their accounts,
 * so another session's next page view asks the upstream (and hears its 401) instead of being
 * served from the cache until it expires.
 */
function forgetAccounts(ctx: RequestContext): void {
  for (const uuid of ctx.session.customerUuids ?? []) forgetCustomer(uuid);
}

/** PUT /v2/{spid}/customer/{uuid} with only what changes on top of the current fields. */
export async function updateCustomerFields(
  ctx: RequestContext,
  uuid: string,
  fields: { FirstName: string; LastName: string; Email: string },
): Promise<void> {
  if (!hasCustomerUpdateParameters({ payload: fields, spid: SPID, uuid })) throw new ApiError('missing_update_parameters');
  const res = await customerCall(ctx, 'accounts', {
    method: 'PUT',
    path: '/v2/{spid}/customer/{uuid}',
    params: { uuid },
    body: { SPID, ...fields },
    schema: Empty,
    action: 'updateCustomer',
  });
  if (!res.ok) fail(res.error);
  forgetCustomer(uuid);
}

/**
 * POST /api/customers/v1/invitation (Code) → CustomerUUID ('No CustomerUUID' without one).
 * The new role is only in a fresh token: the session renews through its refresh identity.
 */
export async function acceptInvitation(ctx: RequestContext, code: string): Promise<string> {
  if (!code.trim()) throw new ApiError('no_code');
  const res = await customerCall(ctx, 'accounts', {
    method: 'POST',
    path: '/api/customers/v1/invitation',
    body: { Code: code.trim() },
    schema: Invitation,
    action: 'invitation',
  });
  if (!res.ok) {
    if (res.error.status === 400 && res.error.message !== 'No Code') throw new ApiError('invitation_invalid');
    fail(res.error);
  }
  const customerUuid = res.data.CustomerUUID;
  if (!customerUuid) throw new ApiError('invitation_no_customer');
  await renewRoles(ctx);
  if (!ctx.session.customerUuids?.includes(customerUuid)) ctx.session.customerUuids = [...(ctx.session.customerUuids ?? []), customerUuid];
  return customerUuid;
}

/** A JWT_REFRESH with the session's identity: new roles (and token) for the same selection. */
async function renewRoles(ctx: RequestContext): Promise<void> {
  const s = ctx.session;
  if (!s.identityId || !s.identityToken) return;
  const res = await upstreamCall({
    family: 'identity',
    method: 'POST',
    path: '/v2/{spid}/auth',
    body: { IdentityProvider: 'JWT_REFRESH', AuthID: s.identityId, AuthCode: s.identityToken, IncludeRoles: true, CustomerUUID: s.customerUuid },
    schema: AuthResponse,
    action: 'refresh_roles',
    requestId: ctx.requestId,
  });
  if (!res.ok) return;
  ctx.session = { ...reshapeAuth(res.data, s), customerUuid: s.customerUuid, productUuid: s.productUuid };
  ctx.dirty = true;
}

export async function getNotifications(ctx: RequestContext, uuid: string): Promise<NotificationPreferences> {
  const res = await customerCall(ctx, 'accounts', { path: '/customers/{uuid}/notification_preferences', params: { uuid }, schema: NotificationsResponse, action: 'notifications' });
  if (!res.ok) fail(res.error);
  return res.data.Notifications;
}

export async function setNotifications(ctx: RequestContext, uuid: string, prefs: NotificationPreferences): Promise<NotificationPreferences> {
  const res = await customerCall(ctx, 'accounts', {
    method: 'PUT',
    path: '/customers/{uuid}/notification_preferences',
    params: { uuid },
    body: { Notifications: prefs },
    schema: NotificationsResponse,
    action: 'notifications_update',
  });
  if (!res.ok) fail(res.error);
  return res.data.Notifications;
}

/** POST claim_rewards_card (RewardsEmail, Password, SPID) → UUID. */
export async function claimRewardsCard(ctx: RequestContext, uuid: string, email: string, password: string): Promise<string> {
  const res = await customerCall(ctx, 'accounts', {
    method: 'POST',
    path: '/v2/{spid}/customer/{uuid}/claim_rewards_card',
    params: { uuid },
    body: { RewardsEmail: email, Password: password, SPID },
    schema: RewardsClaim,
    action: 'claim_rewards_card',
  });
  if (!res.ok) fail(res.error);
  if (!res.data.UUID) throw new ApiError('upstream_bad_response');
  return res.data.UUID;
}

export async function getRewardsCard(ctx: RequestContext, uuid: string): Promise<string | null> {
  const res = await customerCall(ctx, 'accounts', { path: '/v2/{spid}/customer/{uuid}/rewards_card', params: { uuid }, schema: RewardsCard, action: 'rewards_card' });
  if (!res.ok) fail(res.error);
  return res.data.UUID ?? null;
}
