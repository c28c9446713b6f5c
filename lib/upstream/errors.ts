import { ApiError } from '@/lib/errors/api-error';
import { mentionsUpstreamField } from '@/lib/errors/input';
import type { UpstreamError } from './types';

/**
 * Maps an upstream failure to the BFF's error: 401 with 1002 is "not yours" (403), other 401s
 * end the session, 404 is not-found, unreachable/slow/garbled upstreams are 503/504/502 with the
 * catalogue's 'network error' / 'something went wrong' texts, and other 4xx pass the upstream's
 * own text (the spec's derivation rule already picked it), unless it names the upstream's own
 * fields: then the catalogue's text (issue 10: upstream field names never reach the browser).
 */
export function toApiError(e: UpstreamError): ApiError {
  if (e.kind === 'network') return new ApiError('upstream_unavailable');
  if (e.kind === 'timeout') return new ApiError('upstream_timeout');
  if (e.kind === 'validation') return new ApiError('upstream_bad_response');
  if (e.status === 401 && e.errNumber === 1002) return new ApiError('forbidden');
  if (e.status === 401) return e.message === 'No auth token' ? new ApiError('no_auth_token') : new ApiError('session_ended');
  if (e.status === 404) return new ApiError('not_found');
  if (e.status === 429) return new ApiError('rate_limited');
  // A money route's Idempotency-Key the upstream saw with another request (issue 29): after our own store forgot it.
  if (e.status === 409 && e.message.trim() === 'Idempotency-Key was used with another request') return new ApiError('idempotency_key_conflict');
  if (e.status !== undefined && e.status >= 500) return new ApiError('upstream_error');
  return new ApiError('upstream_error', mentionsUpstreamField(e.message) ? undefined : e.message);
}
