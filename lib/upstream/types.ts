import type { z } from 'zod';

export type UpstreamFamily = 'accounts' | 'identity' | 'support';

export type UpstreamErrorKind = 'network' | 'timeout' | 'http' | 'validation' | 'auth';

/** What went wrong with an upstream call; `message` follows the spec's text-derivation rule. */
export type UpstreamError = {
  kind: UpstreamErrorKind;
  status?: number;
  errNumber?: number;
  message: string;
  /** Whether trying the same call again may help (network, time-out, 5xx, 429). */
  retryable: boolean;
  /** The body's `Reason`, when a refusal names one for the client (e.g. 'changePaymentType'). */
  reason?: string;
};

export type UpstreamResult<T> = { ok: true; data: T; status: number } | { ok: false; error: UpstreamError };

export type CallOptions<S extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path template with `{name}` placeholders; `{spid}` is filled in, the rest come from params. */
  path: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Extra request headers (e.g. the maps listing's no-cache and api key); never `authorization`. */
  headers?: Readonly<Record<string, string>>;
  schema: S;
  /** Names the call in 'unknown error in {action}' and in logs. */
  action: string;
  /** The call moves money or redeems value: it carries the request's Idempotency-Key (customerCall; issue 29). */
  money?: boolean;
  /**
   * Error statuses whose body still counts as the answer when it fits `accept.schema` (e.g.
   * "a 404 with a list is accepted", "200 and 404 both valid"); that schema is usually stricter
   * than the call's (it requires the list), and must produce the same type.
   */
  accept?: { statuses: readonly number[]; schema: z.ZodType<z.infer<S>> };
};
