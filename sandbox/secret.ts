import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The JWT secret kept in `<dir>/sandbox-jwt-secret`, created on first use. A secret that
 * survives restarts keeps the sessions holding a sandbox JWT valid after a restart.
 */
export function loadJwtSecret(dir: string): string {
  const file = join(dir, 'sandbox-jwt-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept) return kept;
  }
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The sandbox is a stand-in upstream: a deployed build must never start one by accident. */
export function assertNotProduction(): void {
  if (process.env.NODE_ENV === 'production' && process.env.SANDBOX_ALLOW_PRODUCTION !== '1') {
    throw new Error('refusing to start the sandbox with NODE_ENV=production (set SANDBOX_ALLOW_PRODUCTION=1 to override)');
  }
}
