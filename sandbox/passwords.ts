import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// Node's default scrypt cost: ~60 ms per hash here. Every password a person chooses gets it.
const N = 16384;
/**
 * A test-mode sandbox's cost for the demo password only (a public password, seeded hundreds of
 * times a run): ~1 ms a hash and a sign-in. Never used outside test mode, nor for a chosen password.
 */
export const TEST_MODE_N = 1024;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: 256 * n * r }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64, a fresh salt per call. */
export async function hashPassword(password: string, n: number = N): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, n, R, P);
  return ['scrypt', n, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

const demoHashes = new Map<string, Promise<string>>();

/**
 * A demo account's password hash, made once per process (per account and cost, each with its own
 * salt): every later seed and reset reuses it, so a reset is a SQL transaction instead of twenty
 * scrypt runs (1.3-2.1 s).
 */
export function demoPasswordHash(account: string, password: string, n: number = N): Promise<string> {
  const key = `${n}:${account}:${password}`;
  let hash = demoHashes.get(key);
  if (!hash) {
    hash = hashPassword(password, n);
    hash.catch(() => demoHashes.delete(key));
    demoHashes.set(key, hash);
  }
  return hash;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash that never verifies, compared against when the login is unknown so timing matches. */
export const DUMMY_HASH = `scrypt$${N}$${R}$${P}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`;

/** Identity tokens are kept as sha256 hex; the plain token exists only in the response. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}
