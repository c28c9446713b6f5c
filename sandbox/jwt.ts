import { createHmac, timingSafeEqual } from 'node:crypto';

/** JWT claims exactly as docs/upstream-contract.md names them. */
export interface Claims {
  sub: string;
  aid: string;
  cus: string[];
  cur?: string;
  iat: number;
  exp: number;
}

export type VerifyResult =
  | { ok: true; claims: Claims }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

function sign(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function signJwt(claims: Claims, secret: string): string {
  // Key order fixed and `cur` left out when absent, as the contract says ("or absent").
  const payload: Claims = { sub: claims.sub, aid: claims.aid, cus: claims.cus, iat: claims.iat, exp: claims.exp };
  if (claims.cur) payload.cur = claims.cur;
  const body = `${HEADER}.${base64url(JSON.stringify(payload))}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

/** `ignoreExpiry` lets a refresh read the `cur` of an expired but genuine token. */
export function verifyJwt(
  token: string,
  secret: string,
  nowSeconds: number,
  opts: { ignoreExpiry?: boolean } = {},
): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header = '', payload = '', signature = ''] = parts;
  const expected = sign(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }
  const claims = parseClaims(header, payload);
  if (!claims) return { ok: false, reason: 'malformed' };
  if (!opts.ignoreExpiry && claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

function parseClaims(header: string, payload: string): Claims | undefined {
  try {
    const h = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    if (h.alg !== 'HS256') return undefined;
    const c = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { sub, aid, cus, cur, iat, exp } = c;
    if (typeof sub !== 'string' || typeof aid !== 'string') return undefined;
    if (!Array.isArray(cus) || !cus.every((x): x is string => typeof x === 'string')) return undefined;
    if (typeof iat !== 'number' || typeof exp !== 'number') return undefined;
    if (cur !== undefined && typeof cur !== 'string') return undefined;
    return cur === undefined ? { sub, aid, cus, iat, exp } : { sub, aid, cus, cur, iat, exp };
  } catch {
    return undefined;
  }
}
