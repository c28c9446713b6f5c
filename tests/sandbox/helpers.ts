import { createSandbox, type Sandbox, type SandboxOptions } from '@/sandbox/server';
import { DEMO_PASSWORD } from '@/sandbox/store';
import type { Claims } from '@/sandbox/jwt';
import type { AuthResponse } from '@/sandbox/tokens';
import { CALENDAR_EDGES } from '../support/calendar';

export { DEMO_PASSWORD };

export interface Running {
  sandbox: Sandbox;
  url: string;
}

/**
 * `now`: the instant the sandbox's clock starts at (ms since the epoch); `'real'`: the machine's
 * clock, for the few tests about real time itself. Default: CALENDAR_EDGES['mid-month'], so that no
 * test depends on the day it runs (issue 34).
 */
export type StartOptions = Omit<SandboxOptions, 'now'> & { now?: number | 'real' };

/** The sandbox's start instant when a test does not choose one: an ordinary mid-month weekday. */
export const DEFAULT_NOW = Date.parse(CALENDAR_EDGES['mid-month']);

export async function start(opts: StartOptions = { testMode: true }): Promise<Running> {
  const { now = DEFAULT_NOW, ...rest } = opts;
  const sandbox = createSandbox({ ...rest, now: now === 'real' ? undefined : now });
  const { url } = await sandbox.listen(0);
  return { sandbox, url };
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** One JSON call; `jwt` adds the bearer header. */
export async function call<T = unknown>(
  url: string,
  method: string,
  path: string,
  opts: { jwt?: string; body?: unknown; raw?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (opts.jwt) headers.authorization = `Bearer ${opts.jwt}`;
  const payload = opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${url}${path}`, { method, headers, body: payload });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
}

export async function signIn(url: string, login: string, password = DEMO_PASSWORD): Promise<AuthResponse> {
  const res = await call<AuthResponse>(url, 'POST', '/v2/69/auth', {
    body: { IdentityProvider: 'LOCAL', AuthID: login, AuthCode: password, IncludeRoles: true },
  });
  if (res.status !== 200) throw new Error(`sign-in of ${login} answered ${res.status}`);
  return res.body;
}

export function claimsOf(jwt: string): Claims {
  const payload = jwt.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
}

export const control = <T = unknown>(url: string, method: string, path: string, body?: unknown): Promise<Answer<T>> =>
  call<T>(url, method, `/__control${path}`, { body });

/** The first role's customer UUID of a sign-in (every demo user has at least one). */
export function firstCustomer(auth: AuthResponse): string {
  const uuid = auth.Roles[0]?.CustomerUUID;
  if (!uuid) throw new Error('no role');
  return uuid;
}
