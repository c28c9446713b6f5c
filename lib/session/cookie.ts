import 'server-only';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sealData, unsealData } from 'iron-session';
import { COOKIE_MAX_AGE_S } from '@/lib/flags/constants';
import { appEnv } from '@/lib/flags/env';
import type { SessionData } from './types';

let secret: string | undefined;

/** SESSION_SECRET; outside production a generated one kept in .data/ (never committed). */
export function sessionSecret(): string {
  if (secret) return secret;
  const env = appEnv();
  if (env.SESSION_SECRET) return (secret = env.SESSION_SECRET);
  const file = path.join(process.cwd(), '.data', 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return (secret = readFileSync(file, 'utf8').trim());
}

function secure(): boolean {
  const env = appEnv();
  if (env.COOKIE_SECURE) return env.COOKIE_SECURE === 'true';
  return env.NODE_ENV === 'production';
}

/** `__Host-` in production: bound to this host, path /, Secure. */
export function sessionCookieName(): string {
  return secure() ? '__Host-portal_session' : 'portal_session';
}

export function sessionCookieOptions() {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secure(),
    path: '/',
    maxAge: COOKIE_MAX_AGE_S,
  };
}

export async function sealSession(data: SessionData): Promise<string> {
  return sealData(data, { password: sessionSecret(), ttl: COOKIE_MAX_AGE_S });
}

/** A cookie that does not unseal (tampered, old secret, expired) is an empty session. */
export async function unsealSession(value: string | undefined): Promise<SessionData> {
  if (!value) return {};
  try {
    const data = await unsealData<SessionData>(value, { password: sessionSecret(), ttl: COOKIE_MAX_AGE_S });
    return data && typeof data === 'object' ? data : {};
  } catch {
    return {};
  }
}

/**
 * The Set-Cookie that removes the session. It must carry the same attributes as the one that
 * set it: a browser ignores a `__Host-` cookie (so also its deletion) without Secure and Path=/.
 */
export function clearedSessionCookie(): { name: string; value: string; options: ReturnType<typeof sessionCookieOptions> } {
  return { name: sessionCookieName(), value: '', options: { ...sessionCookieOptions(), maxAge: 0 } };
}
