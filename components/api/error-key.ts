import { ERROR_CATALOGUE, type ErrorCode } from '@/lib/errors/catalogue';

export type ErrorKey = (typeof ERROR_CATALOGUE)[ErrorCode]['key'];

/** The `errors.*` message key of a BFF error code; an unknown code reads 'something went wrong, try later'. */
export function errorKey(code: string): ErrorKey {
  return Object.hasOwn(ERROR_CATALOGUE, code) ? ERROR_CATALOGUE[code as ErrorCode].key : 'somethingWentWrong';
}

/** Codes that mean the session is gone: the page should go back to sign-in, keeping where the user was. */
export function isSessionLoss(code: string): boolean {
  return code === 'session_ended' || code === 'unauthorised' || code === 'no_auth_token';
}
