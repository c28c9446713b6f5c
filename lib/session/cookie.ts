import 'server-only';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sealData, unsealData } from 'iron-session';
import { LRUCache } from 'lru-cache';
import { isSessionRevoked } from '@/lib/cache/revoked';
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

/** A new session id: 128 random bits. */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Seals the session. A session sealed for the first time (a new sign-in: the auth calls return
 * sessions without an id) gets a new id and its absolute end, COOKIE_MAX_AGE_S from now; later
 * seals keep both, so a renewed token never stretches the session past the spec's 90 days.
 */
export async function sealSession(data: SessionData, nowMs = Date.now()): Promise<string> {
  const full = data.sid && typeof data.expiresAt === 'number' ? data : { ...data, sid: newSessionId(), expiresAt: nowMs + COOKIE_MAX_AGE_S * 1000 };
  const ttl = Math.min(COOKIE_MAX_AGE_S, Math.max(1, Math.ceil(((full.expiresAt as number) - nowMs) / 1000)));
  return sealData(full, { password: sessionSecret(), ttl });
}

/**
 * Unsealing costs about a millisecond of CPU (key derivation and AES); a browser sends the same
 * seal on every request until the session changes, so the result is kept briefly per exact
 * seal. Only a seal that verified is kept, so nothing forged or tampered gets in. Whether the
 * session was revoked is asked on every read, cached or not.
 */
const unsealed = new LRUCache<string, SessionData>({ max: 10_000, ttl: 60_000 });

/**
 * The one reader of the cookie (proxy.ts, getSession() for pages, the route wrapper): a cookie
 * that does not unseal (tampered, old secret, expired), has no id, is past its end or was
 * revoked (signed out, ended) is an empty session.
 */
export async function unsealSession(value: string | undefined, nowMs = Date.now()): Promise<SessionData> {
  if (!value) return {};
  let data = unsealed.get(value);
  if (!data) {
    try {
      data = await unsealData<SessionData>(value, { password: sessionSecret(), ttl: COOKIE_MAX_AGE_S });
    } catch {
      return {};
    }
    if (!data || typeof data !== 'object') return {};
    unsealed.set(value, data);
  }
  if (typeof data.sid !== 'string' || !data.sid || typeof data.expiresAt !== 'number' || data.expiresAt <= nowMs || (await isSessionRevoked(data.sid, nowMs))) {
    unsealed.delete(value);
    return {};
  }
  return { ...data };
}

/**
 * The Set-Cookie that removes the session. It must carry the same attributes as the one that
 * set it: a browser ignores a `__Host-` cookie (so also its deletion) without Secure and Path=/.
 */
export function clearedSessionCookie(): { name: string; value: string; options: ReturnType<typeof sessionCookieOptions> } {
  return { name: sessionCookieName(), value: '', options: { ...sessionCookieOptions(), maxAge: 0 } };
}
