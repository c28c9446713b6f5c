/** Query names whose values never reach analytics: token, code, secret, key (and names ending so: identity_token, api_key). */
const SECRET_PARAM = /(token|code|secret|key)$/i;
/** Paths that carry a secret as a segment: the adoption link /activation/:code. */
const SECRET_SEGMENT = /^(\/activation\/)[^/?#]+/;
export const MASK = '***';

/**
 * "tokens in page URLs masked": returns path + query with every secret-looking value replaced
 * by ***. Takes a path with optional query (no origin); the hash is dropped.
 */
export function maskUrl(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://mask.invalid');
  const path = url.pathname.replace(SECRET_SEGMENT, `$1${MASK}`);
  const params = new URLSearchParams();
  for (const [name, value] of url.searchParams) params.append(name, SECRET_PARAM.test(name) ? MASK : value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
