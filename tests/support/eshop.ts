import type { NextRequest } from 'next/server';
import { POST as signIn } from '@/app/api/auth/sign-in/route';
import { apiRequest, cookieFrom, PASSWORD } from './bff';

type Handler = (req: NextRequest, ctx?: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Opts = { body?: unknown; cookie?: string; headers?: Record<string, string>; params?: Record<string, string>; origin?: string | null };

/** Calls a route handler as the browser would; answers status and parsed body. */
export async function call<T = Record<string, unknown>>(handler: Handler, method: string, path: string, opts: Opts = {}): Promise<{ status: number; body: T; res: Response }> {
  const res = await handler(apiRequest(method, path, { body: opts.body, cookie: opts.cookie, headers: opts.headers, origin: opts.origin }), { params: Promise.resolve(opts.params ?? {}) });
  const text = res.headers.get('content-type')?.includes('json') ? await res.text() : '';
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T, res };
}

export async function sessionOf(login: string): Promise<string> {
  const res = await signIn(apiRequest('POST', '/api/auth/sign-in', { body: { login, password: PASSWORD } }));
  if (res.status !== 200) throw new Error(`sign-in of ${login}: ${res.status}`);
  return cookieFrom(res);
}

export type ErrorOut = { error: { code: string; message: string; details?: unknown } };
