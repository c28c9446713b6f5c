/**
 * The error catalogue: every code the BFF answers with, its HTTP status and the message key
 * (messages/<locale>.json, namespace `errors`). English texts are the specs' catalogue.
 */
export const ERROR_CATALOGUE = {
  bad_input: { status: 422, key: 'badInput' },
  bad_origin: { status: 403, key: 'badOrigin' },
  unauthorised: { status: 401, key: 'unauthorised' },
  session_ended: { status: 401, key: 'sessionEnded' },
  forbidden: { status: 403, key: 'forbidden' },
  not_found: { status: 404, key: 'pageNotFound' },
  invalid_credentials: { status: 401, key: 'invalidCredentials' },
  rate_limited: { status: 429, key: 'rateLimited' },
  no_auth_token: { status: 401, key: 'noAuthToken' },
  no_customer_uuid: { status: 400, key: 'noCustomerUuid' },
  current_account_not_specified: { status: 400, key: 'currentAccountNotSpecified' },
  upstream_unavailable: { status: 503, key: 'networkError' },
  upstream_timeout: { status: 504, key: 'networkError' },
  upstream_bad_response: { status: 502, key: 'somethingWentWrong' },
  upstream_error: { status: 502, key: 'somethingWentWrong' },
  internal: { status: 500, key: 'somethingWentWrong' },
  maps_unavailable: { status: 503, key: 'mapsLoadError' },
  maps_access_error: { status: 503, key: 'mapsAccessError' },
  maps_response_error: { status: 502, key: 'mapsResponseError' },
  verification_code_incorrect: { status: 400, key: 'verificationCodeIncorrect' },
  password_invalid: { status: 422, key: 'passwordRules' },
  password_mismatch: { status: 422, key: 'passwordMismatch' },
  login_taken: { status: 409, key: 'loginTaken' },
  no_identity_token: { status: 400, key: 'noIdentityToken' },
  identity_link_invalid: { status: 404, key: 'identityLinkInvalid' },
} as const satisfies Record<string, { status: number; key: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** English texts of the catalogue keys, used in JSON bodies (the UI translates by code). */
export const ERROR_TEXT: Record<(typeof ERROR_CATALOGUE)[ErrorCode]['key'], string> = {
  badInput: 'format is invalid',
  badOrigin: 'This request did not come from this site.',
  unauthorised: 'Please sign in to continue.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have access to that account.',
  pageNotFound: 'page not found',
  invalidCredentials: 'The email address or password is invalid, check details',
  rateLimited: 'Too many attempts. Please wait and try again.',
  noAuthToken: 'No auth token',
  noCustomerUuid: 'no customer UUID',
  currentAccountNotSpecified: 'Current account not specified',
  networkError: 'network error',
  somethingWentWrong: 'something went wrong, try later',
  mapsLoadError: 'error while loading maps',
  mapsAccessError: 'Error accessing ArcGIS services.',
  mapsResponseError: 'Response error accessing ArcGIS services.',
  verificationCodeIncorrect: 'the verification code is incorrect',
  passwordRules: 'Password: 10 or more characters, upper and lower case letters, at least one number or symbol',
  passwordMismatch: 'new password and confirm do not match',
  loginTaken: 'An account with this email address already exists. Sign in, or reset your password.',
  noIdentityToken: 'No identity_token',
  identityLinkInvalid: 'This sign-up link is not valid any more. Ask for a new one, or sign up without it.',
};
