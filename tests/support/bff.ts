import { NextRequest } from 'next/server';
import { createSandbox, type Sandbox } from '@/sandbox/server';
import { clearCache, resetLimiter } from '@/lib/cache';

export const APP = 'http://localhost:3000';
export const PASSWORD = 'Demo-Pass-2026';

/** An in-process sandbox in test mode; the app's upstream clients point at it. */
export async function startSandbox(): Promise<{ sandbox: Sandbox; url: string }> {
  const sandbox = createSandbox({ testMode: true });
  const { url } = await sandbox.listen(0);
  process.env.SANDBOX_URL = url;
  return { sandbox, url };
}

export async function resetAll(url: string): Promise<void> {
  await fetch(`${url}/__control/reset`, { method: 'POST' });
  clearCache();
  resetLimiter();
}

export async function control<T = unknown>(url: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${url}/__control${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

type Opts = { body?: unknown; raw?: string; cookie?: string; origin?: string | null; headers?: Record<string, string> };

/** A request as the browser would send it to our BFF (same-origin by default). */
export function apiRequest(method: string, path: string, opts: Opts = {}): NextRequest {
  const h = new Headers({ host: 'localhost:3000', ...opts.headers });
  if (opts.origin !== null) h.set('origin', opts.origin ?? APP);
  if (opts.cookie) h.set('cookie', opts.cookie);
  const payload = opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
  if (payload !== undefined) h.set('content-type', 'application/json');
  return new NextRequest(`${APP}${path}`, { method, headers: h, body: payload });
}

/** The cookie header a browser would send back after this response. */
export function cookieFrom(res: Response, previous = ''): string {
  const jar = new Map(previous.split('; ').filter(Boolean).map((c) => c.split('=', 2) as [string, string]));
  for (const c of res.headers.getSetCookie()) {
    const [pair, ...attrs] = c.split(';');
    const [name, value = ''] = (pair ?? '').split(/=(.*)/s, 2) as [string, string?];
    const expired = attrs.some((a) => /max-age=0/i.test(a) || /expires=thu, 01 jan 1970/i.test(a)) || value === '';
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** Signs in at the sandbox directly (not through the BFF): what a test needs to know of a user. */
export async function upstreamSignIn(url: string, login: string, password = PASSWORD): Promise<{ JWT: string; AuthID: string; Roles: Array<{ CustomerUUID: string }> }> {
  const res = await fetch(`${url}/v2/69/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ IdentityProvider: 'LOCAL', AuthID: login, AuthCode: password, IncludeRoles: true }),
  });
  if (!res.ok) throw new Error(`upstream sign-in of ${login}: ${res.status}`);
  return (await res.json()) as { JWT: string; AuthID: string; Roles: Array<{ CustomerUUID: string }> };
}
