import 'server-only';
import { ApiError } from '@/lib/errors/api-error';
import { publicCall } from '@/lib/upstream/context';
import { toApiError } from '@/lib/upstream/errors';
import type { UpstreamError } from '@/lib/upstream/types';
import type { SessionData } from '@/lib/session/types';
import { CODE_INCORRECT_TEXT } from './rules';
import { reshapeAuth, withIdentityToken } from './calls';
import { AuthResponse, EmptyResponse, IdentityLinkResponse, type SignUpRequest } from './wire';

/** err_number of a wrong, expired or used-up code (docs/upstream-contract.md). */
const ERR_CODE_INCORRECT = 1410;
const ERR_CONFLICT = 1409;

function codeOrPasswordError(e: UpstreamError): ApiError {
  if (e.status === 400 && (e.errNumber === ERR_CODE_INCORRECT || e.message === CODE_INCORRECT_TEXT)) return new ApiError('verification_code_incorrect');
  if (e.status === 400 && e.message === 'The password is invalid') return new ApiError('password_rules');
  return toApiError(e);
}

/** Sign-up: POST /v2/{spid}/auth/LOCAL creates the auth user and its customer, and signs in. */
export async function signUp(input: SignUpRequest, requestId: string): Promise<SessionData> {
  const res = await publicCall('accounts', { method: 'POST', path: '/v2/{spid}/auth/LOCAL', body: input, schema: AuthResponse, action: 'SignUp' }, requestId);
  if (!res.ok) {
    if (res.error.status === 409 || res.error.errNumber === ERR_CONFLICT) throw new ApiError('login_taken');
    if (res.error.status === 404 && input.IdentityToken) throw new ApiError('identity_link_invalid');
    throw codeOrPasswordError(res.error);
  }
  return withIdentityToken(reshapeAuth(res.data), res.data, requestId);
}

/** Forgot email: an SMS naming the login goes to the number, if it has one. Always `{}`. */
export async function recoverLogin(mobileNumber: string, requestId: string): Promise<void> {
  const res = await publicCall('accounts', { method: 'POST', path: '/v2/{spid}/recovery/login', body: { MobileNumber: mobileNumber }, schema: EmptyResponse, action: 'RecoverLogin' }, requestId);
  if (!res.ok) throw toApiError(res.error);
}

/** Forgot password: an email with a code and a link to `linkBase`, if the login exists. Always `{}`. */
export async function sendPasswordReset(login: string, linkBase: string, requestId: string): Promise<void> {
  const res = await publicCall('accounts', { method: 'POST', path: '/v2/{spid}/recovery/password', body: { AuthID: login, LinkBase: linkBase }, schema: EmptyResponse, action: 'RecoverPassword' }, requestId);
  if (!res.ok) throw toApiError(res.error);
}

/** Is the code right? A wrong one: 'the verification code is incorrect'. */
export async function verifyResetCode(login: string, code: string, requestId: string): Promise<void> {
  const res = await publicCall('accounts', { method: 'POST', path: '/v2/{spid}/recovery/password/verify', body: { AuthID: login, Code: code }, schema: EmptyResponse, action: 'VerifyCode' }, requestId);
  if (!res.ok) throw codeOrPasswordError(res.error);
}

/** The new password; the upstream ends every earlier session of the user (not-before). */
export async function resetPassword(login: string, code: string, password: string, requestId: string): Promise<void> {
  const res = await publicCall('accounts', { method: 'POST', path: '/v2/{spid}/recovery/password/reset', body: { AuthID: login, Code: code, NewPassword: password }, schema: EmptyResponse, action: 'ResetPassword' }, requestId);
  if (!res.ok) throw codeOrPasswordError(res.error);
}

/** Who an identity link was made for. `identityToken` is "<UUID>.<Token>". */
export async function readIdentityLink(identityToken: string, requestId: string): Promise<{ email: string; firstName: string; lastName: string }> {
  const [id = '', token = ''] = identityToken.split('.', 2);
  if (!id || !token) throw new ApiError('identity_link_invalid');
  const res = await publicCall('identity', { method: 'GET', path: '/v2/auth_token/{id}', params: { id }, query: { Token: token }, schema: IdentityLinkResponse, action: 'auth_token' }, requestId);
  if (!res.ok) {
    if (res.error.status === 404) throw new ApiError('identity_link_invalid');
    throw toApiError(res.error);
  }
  return { email: res.data.ExtraData1, firstName: res.data.FirstName, lastName: res.data.LastName };
}
