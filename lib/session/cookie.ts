import 'server-only';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sealData, unsealData } from 'iron-session';
import { LRUCache } from 'lru-cache';
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

/**
 * Unsealing costs about a millisecond of CPU (key derivation and AES); a browser sends the same
 * seal on every request until the session changes, so the result is kept briefly per exact
 * seal. Only a seal that verified is kept, so nothing forged or tampered gets in.
 */
const unsealed = new LRUCache<string, SessionData>({ max: 10_000, ttl: 60_000 });

/** A cookie that does not unseal (tampered, old secret, expired) is an empty session. */
export async function unsealSession(value: string | undefined): Promise<SessionData> {
  if (!value) return {};
  const hit = unsealed.get(value);
  if (hit) return { ...hit };
  try {
    const data = await unsealData<SessionData>(value, { password: sessionSecret(), ttl: COOKIE_MAX_AGE_S });
    if (!data || typeof data !== 'object') return {};
    unsealed.set(value, data);
    return { ...data };
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
