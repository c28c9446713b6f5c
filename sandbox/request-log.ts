import type { IncomingHttpHeaders } from 'node:http';

export interface LoggedRequest {
  at: string;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  authorization: boolean;
  body: unknown;
  /** Filled in when the answer has gone out; absent while pending or when a fault held it. */
  status?: number;
}

const LIMIT = 200;
const SECRET_FIELDS = new Set(['AuthCode', 'Password', 'OldPassword', 'NewPassword', 'Token', 'PlanPassword', 'cvc']);
/** Inside a `card` object (the payments provider's confirm): the number and the security code. */
const CARD_FIELDS = new Set(['number', 'cvc']);
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'x-auth-token', 'x-api-key']);

/** Credentials and card numbers never reach the log, at any depth of the body. */
export function redact(value: unknown, parent?: string): unknown {
  if (Array.isArray(value)) return value.map((v) => redact(v));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        SECRET_FIELDS.has(k) || (parent === 'card' && CARD_FIELDS.has(k)) ? '***' : redact(v, k),
      ]),
    );
  }
  return value;
}

function redactHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    out[name] = SECRET_HEADERS.has(name) ? '***' : Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** The last requests the upstream received, so tests can assert what the app sent. */
export class RequestLog {
  private entries: LoggedRequest[] = [];

  record(input: {
    at: string;
    method: string;
    path: string;
    query: URLSearchParams;
    headers: IncomingHttpHeaders;
    body: unknown;
  }): LoggedRequest {
    const entry: LoggedRequest = {
      at: input.at,
      method: input.method,
      path: input.path,
      query: Object.fromEntries(input.query),
      headers: redactHeaders(input.headers),
      authorization: input.headers.authorization !== undefined,
      body: redact(input.body),
    };
    this.entries.push(entry);
    if (this.entries.length > LIMIT) this.entries.splice(0, this.entries.length - LIMIT);
    return entry;
  }

  list(pathFilter?: RegExp): LoggedRequest[] {
    return pathFilter ? this.entries.filter((e) => pathFilter.test(e.path)) : [...this.entries];
  }

  clear(): void {
    this.entries = [];
  }
}
