import { createHash, createPublicKey, generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Clock } from './clock';

/**
 * The sandbox as the OAuth 2.0 / OpenID Connect provider for social sign-in (issue 4), so the
 * whole hand-shake runs offline: Google and Apple as OpenID Connect (discovery, RS256 id_token
 * signed with a key pair made at start, JWKS), Facebook as plain OAuth 2 with a graph-like
 * userinfo. The authorize page is a tiny HTML chooser a test (or a developer) clicks through.
 *
 *   GET  /oauth/{p}/.well-known/openid-configuration   (google, apple)
 *   GET  /oauth/{p}/authorize   chooser; POST /oauth/{p}/authorize  the choice → redirect_uri
 *   POST /oauth/{p}/token       code → tokens (client_secret_basic or _post, PKCE S256)
 *   GET  /oauth/{p}/userinfo    Bearer access token
 *   GET  /oauth/{p}/jwks
 */
export const OAUTH_PROVIDERS = ['google', 'apple', 'facebook'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** Fixed development credentials; the app uses them when no real provider is configured. */
export const SANDBOX_CLIENTS: Record<OAuthProvider, { id: string; secret: string }> = {
  google: { id: 'sandbox-google-client', secret: 'sandbox-google-secret' },
  apple: { id: 'sandbox-apple-client', secret: 'sandbox-apple-secret' },
  facebook: { id: 'sandbox-facebook-client', secret: 'sandbox-facebook-secret' },
};

export interface SocialIdentity {
  sub: string;
  email: string;
  name: string;
  givenName: string;
  familyName: string;
}

/** The test identities each provider's chooser lists (Google's "account selection prompt"). */
export const TEST_IDENTITIES: Record<OAuthProvider, SocialIdentity[]> = {
  google: [
    { sub: 'google-aroha', email: 'aroha.google@example.com', name: 'Aroha Ngata', givenName: 'Aroha', familyName: 'Ngata' },
    { sub: 'google-sam', email: 'sam.google@example.com', name: 'Sam Taylor', givenName: 'Sam', familyName: 'Taylor' },
  ],
  apple: [{ sub: 'apple-mere', email: 'mere.apple@example.com', name: 'Mere Parata', givenName: 'Mere', familyName: 'Parata' }],
  facebook: [{ sub: 'facebook-tama', email: 'tama.facebook@example.com', name: 'Tama Rewi', givenName: 'Tama', familyName: 'Rewi' }],
};

const CODE_TTL_S = 60;
const ACCESS_TTL_S = 3600;
const KID = 'sandbox-oauth-1';

interface Grant {
  provider: OAuthProvider;
  identity: SocialIdentity;
  clientId: string;
  redirectUri: string;
  nonce?: string;
  codeChallenge?: string;
  expiresAt: number;
}

export type IdTokenCheck =
  | { ok: true; identity: { sub: string; email: string; givenName: string; familyName: string } }
  | { ok: false; reason: 'malformed' | 'signature' | 'audience' | 'issuer' | 'expired' };

export class OAuthSandbox {
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private readonly codes = new Map<string, Grant>();
  private readonly accessTokens = new Map<string, Grant>();

  constructor(private readonly clock: Clock) {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.privateKey = pair.privateKey;
    this.publicKey = createPublicKey(pair.privateKey);
  }

  /** The issuer of a provider as seen by whoever asked (the `Host` of the request). */
  static issuer(origin: string, provider: OAuthProvider): string {
    return `${origin}/oauth/${provider}`;
  }

  clear(): void {
    this.codes.clear();
    this.accessTokens.clear();
  }

  /** Handles /oauth/*; false when the path is not ours. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL, body: string): boolean {
    const m = /^\/oauth\/(google|apple|facebook)\/(.+)$/.exec(url.pathname);
    if (!m) return false;
    const provider = m[1] as OAuthProvider;
    const action = m[2] ?? '';
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
    const method = req.method ?? 'GET';
    const form = new URLSearchParams(body);
    try {
      if (action === '.well-known/openid-configuration' && method === 'GET' && provider !== 'facebook') {
        return json(res, 200, this.discovery(origin, provider));
      }
      if (action === 'jwks' && method === 'GET') return json(res, 200, { keys: [{ ...this.publicKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' }] });
      if (action === 'authorize' && method === 'GET') return this.chooser(res, provider, url.searchParams);
      if (action === 'authorize' && method === 'POST') return this.decide(res, provider, form);
      if (action === 'token' && method === 'POST') return json(res, 200, this.token(origin, provider, req, form));
      if (action === 'userinfo' && method === 'GET') return json(res, 200, this.userinfo(provider, req));
      return json(res, 404, { error: 'not_found' });
    } catch (err) {
      if (err instanceof OAuthError) return json(res, err.status, { error: err.code, error_description: err.message });
      throw err;
    }
  }

  private discovery(origin: string, provider: OAuthProvider): Record<string, unknown> {
    const issuer = OAuthSandbox.issuer(origin, provider);
    return {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile', 'name'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      code_challenge_methods_supported: ['S256'],
      response_modes_supported: ['query', 'form_post'],
    };
  }

  /** Checks client_id and redirect_uri; errors here are shown, never redirected (RFC 6749 4.1.2.1). */
  private client(provider: OAuthProvider, clientId: string | null, redirectUri: string | null): { clientId: string; redirectUri: string } {
    if (clientId !== SANDBOX_CLIENTS[provider].id) throw new OAuthError(400, 'invalid_client', 'Unknown client_id');
    if (!redirectUri || !redirectAllowed(provider, redirectUri)) throw new OAuthError(400, 'invalid_request', 'redirect_uri is not registered for this client');
    return { clientId, redirectUri };
  }

  /** Three forms, so Enter in the email field submits that form and never picks a listed account. */
  private chooser(res: ServerResponse, provider: OAuthProvider, q: URLSearchParams): true {
    const { clientId, redirectUri } = this.client(provider, q.get('client_id'), q.get('redirect_uri'));
    if (q.get('response_type') !== 'code') throw new OAuthError(400, 'unsupported_response_type', 'Only response_type=code');
    const keep = ['client_id', 'redirect_uri', 'state', 'nonce', 'code_challenge', 'code_challenge_method', 'response_mode', 'scope']
      .map((k) => [k, q.get(k)] as const)
      .filter((e): e is readonly [string, string] => e[1] !== null);
    const hidden = keep.map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`).join('');
    const title = { google: 'Choose an account', apple: 'Sign in with your Apple ID', facebook: 'Log in to continue' }[provider];
    const brand = { google: 'Google (sandbox)', apple: 'Apple (sandbox)', facebook: 'Facebook (sandbox)' }[provider];
    const people = TEST_IDENTITIES[provider]
      .map((p) => `<li><button type="submit" name="identity" value="${esc(p.sub)}"><strong>${esc(p.name)}</strong><span>${esc(p.email)}</span></button></li>`)
      .join('');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} – ${brand}</title>
<style>body{font:16px/1.4 system-ui,sans-serif;margin:0;background:#f3f4f6;color:#111}main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin:.2rem 0 1rem}p{color:#444}ul{list-style:none;padding:0;margin:0 0 1rem}li{margin:.5rem 0}
button{font:inherit;cursor:pointer;border-radius:8px;padding:.75rem 1rem;min-height:44px}
li button{width:100%;text-align:left;border:1px solid #bbb;background:#fff;display:flex;flex-direction:column}li button span{color:#444;font-size:.9rem}
fieldset{border:1px solid #ddd;border-radius:8px;margin:0 0 1rem;padding:.75rem}label{display:block;margin:.5rem 0 .25rem}input[type=email],input[type=text]{font:inherit;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #888;border-radius:6px}
.row{display:flex;gap:.5rem;flex-wrap:wrap}.primary{background:#1a4dab;color:#fff;border:0}.secondary{background:#fff;border:1px solid #666}
@media (max-width:30rem){main{margin:0;border-radius:0;min-height:100vh}}</style></head>
<body><main><p>${brand}</p><h1>${title}</h1><p>to continue to the portal (client ${esc(clientId)})</p>
<form method="post" action="/oauth/${provider}/authorize">${hidden}<ul aria-label="Test accounts">${people}</ul></form>
<form method="post" action="/oauth/${provider}/authorize">${hidden}<input type="hidden" name="identity" value="other">
<fieldset><legend>Use another account</legend><label for="email">Email</label><input id="email" name="email" type="email" autocomplete="off" required>
<label for="name">Name</label><input id="name" name="name" type="text" autocomplete="off">
<div class="row" style="margin-top:.75rem"><button class="primary" type="submit">Continue</button></div></fieldset></form>
<form method="post" action="/oauth/${provider}/authorize">${hidden}<div class="row"><button class="secondary" type="submit" name="deny" value="1">Cancel</button></div></form><p style="font-size:.85rem">Redirects to ${esc(new URL(redirectUri).origin)}</p></main></body></html>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(html);
    return true;
  }

  private decide(res: ServerResponse, provider: OAuthProvider, form: URLSearchParams): true {
    const { clientId, redirectUri } = this.client(provider, form.get('client_id'), form.get('redirect_uri'));
    const state = form.get('state');
    const params = new URLSearchParams();
    if (form.get('deny')) {
      params.set('error', 'access_denied');
    } else {
      const identity = this.pick(provider, form);
      const code = randomBytes(24).toString('base64url');
      this.codes.set(code, {
        provider,
        identity,
        clientId,
        redirectUri,
        nonce: form.get('nonce') ?? undefined,
        codeChallenge: form.get('code_challenge') ?? undefined,
        expiresAt: this.clock.nowSeconds() + CODE_TTL_S,
      });
      params.set('code', code);
    }
    if (state) params.set('state', state);
    const target = new URL(redirectUri);
    for (const [k, v] of params) target.searchParams.set(k, v);
    res.writeHead(302, { location: target.toString(), 'cache-control': 'no-store' });
    res.end();
    return true;
  }

  private pick(provider: OAuthProvider, form: URLSearchParams): SocialIdentity {
    const chosen = form.get('identity');
    const known = TEST_IDENTITIES[provider].find((p) => p.sub === chosen);
    if (known) return known;
    const email = (form.get('email') ?? '').trim().toLowerCase();
    if (chosen !== 'other' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new OAuthError(400, 'invalid_request', 'Choose an account or enter an email');
    const name = (form.get('name') ?? '').trim() || email.split('@')[0] || 'Social';
    const [givenName = name, ...rest] = name.split(/\s+/);
    const sub = `${provider}-${createHash('sha256').update(email).digest('hex').slice(0, 16)}`;
    return { sub, email, name, givenName, familyName: rest.join(' ') };
  }

  private token(origin: string, provider: OAuthProvider, req: IncomingMessage, form: URLSearchParams): Record<string, unknown> {
    const { id, secret } = clientCredentials(req, form);
    const expected = SANDBOX_CLIENTS[provider];
    if (id !== expected.id || secret !== expected.secret) throw new OAuthError(401, 'invalid_client', 'Client authentication failed');
    if (form.get('grant_type') !== 'authorization_code') throw new OAuthError(400, 'unsupported_grant_type', 'Only authorization_code');
    const code = form.get('code') ?? '';
    const grant = this.codes.get(code);
    this.codes.delete(code); // single use, whatever happens next
    if (!grant || grant.provider !== provider || grant.clientId !== id) throw new OAuthError(400, 'invalid_grant', 'Unknown or used code');
    if (grant.expiresAt <= this.clock.nowSeconds()) throw new OAuthError(400, 'invalid_grant', 'Code has expired');
    if (form.get('redirect_uri') !== grant.redirectUri) throw new OAuthError(400, 'invalid_grant', 'redirect_uri does not match');
    if (grant.codeChallenge) {
      const verifier = form.get('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== grant.codeChallenge) throw new OAuthError(400, 'invalid_grant', 'PKCE verification failed');
    }
    const accessToken = randomBytes(24).toString('base64url');
    this.accessTokens.set(accessToken, { ...grant, expiresAt: this.clock.nowSeconds() + ACCESS_TTL_S });
    const out: Record<string, unknown> = { access_token: accessToken, token_type: 'Bearer', expires_in: ACCESS_TTL_S };
    if (provider !== 'facebook') out.id_token = this.idToken(origin, grant);
    return out;
  }

  /** An id_token as the provider would sign it (also used directly by tests). */
  idToken(origin: string, grant: Pick<Grant, 'provider' | 'identity' | 'nonce'>, lifetimeS = ACCESS_TTL_S): string {
    const now = this.clock.nowSeconds();
    const claims: Record<string, unknown> = {
      iss: OAuthSandbox.issuer(origin, grant.provider),
      aud: SANDBOX_CLIENTS[grant.provider].id,
      sub: grant.identity.sub,
      email: grant.identity.email,
      email_verified: true,
      iat: now,
      exp: now + lifetimeS,
    };
    if (grant.provider === 'google') Object.assign(claims, { name: grant.identity.name, given_name: grant.identity.givenName, family_name: grant.identity.familyName });
    if (grant.nonce) claims.nonce = grant.nonce;
    const head = b64(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: KID }));
    const input = `${head}.${b64(JSON.stringify(claims))}`;
    return `${input}.${sign('sha256', Buffer.from(input), this.privateKey).toString('base64url')}`;
  }

  /** auth_check's check of an id token: our signature, our audience for that provider, not expired. */
  verifyIdToken(provider: OAuthProvider, token: string): IdTokenCheck {
    const [head = '', payload = '', signature = ''] = token.split('.');
    if (!head || !payload || !signature) return { ok: false, reason: 'malformed' };
    let claims: Record<string, unknown>;
    try {
      const h = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: unknown };
      if (h.alg !== 'RS256') return { ok: false, reason: 'malformed' };
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    if (!verify('sha256', Buffer.from(`${head}.${payload}`), this.publicKey, Buffer.from(signature, 'base64url'))) return { ok: false, reason: 'signature' };
    if (claims.aud !== SANDBOX_CLIENTS[provider].id) return { ok: false, reason: 'audience' };
    if (typeof claims.iss !== 'string' || !claims.iss.endsWith(`/oauth/${provider}`)) return { ok: false, reason: 'issuer' };
    if (typeof claims.exp !== 'number' || claims.exp <= this.clock.nowSeconds()) return { ok: false, reason: 'expired' };
    const sub = typeof claims.sub === 'string' ? claims.sub : '';
    if (!sub) return { ok: false, reason: 'malformed' };
    const identity = TEST_IDENTITIES[provider].find((p) => p.sub === sub);
    return {
      ok: true,
      identity: {
        sub,
        email: typeof claims.email === 'string' ? claims.email : '',
        givenName: typeof claims.given_name === 'string' ? claims.given_name : (identity?.givenName ?? ''),
        familyName: typeof claims.family_name === 'string' ? claims.family_name : (identity?.familyName ?? ''),
      },
    };
  }

  /** auth_check's check of a (Facebook) access token: issued by us and not expired. */
  verifyAccessToken(provider: OAuthProvider, token: string): SocialIdentity | undefined {
    const grant = this.accessTokens.get(token);
    if (!grant || grant.provider !== provider || grant.expiresAt <= this.clock.nowSeconds()) return undefined;
    return grant.identity;
  }

  private userinfo(provider: OAuthProvider, req: IncomingMessage): Record<string, unknown> {
    const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const identity = m?.[1] ? this.verifyAccessToken(provider, m[1]) : undefined;
    if (!identity) throw new OAuthError(401, 'invalid_token', 'Access token is invalid or expired');
    if (provider === 'facebook') return { id: identity.sub, name: identity.name, email: identity.email, picture: { data: { url: '' } } };
    return { sub: identity.sub, email: identity.email, email_verified: true, name: identity.name, given_name: identity.givenName, family_name: identity.familyName };
  }
}

class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The sandbox clients are registered for the app's callback on a loopback host, any port (the
 * dev server, e2e and tests each pick one), plus SANDBOX_OAUTH_REDIRECT_ORIGINS (comma-separated).
 */
export function redirectAllowed(provider: OAuthProvider, redirectUri: string): boolean {
  let u: URL;
  try {
    u = new URL(redirectUri);
  } catch {
    return false;
  }
  if (u.pathname !== `/api/social/callback/${provider}` || u.search || u.hash || u.username || u.password) return false;
  const extra = (process.env.SANDBOX_OAUTH_REDIRECT_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (extra.includes(u.origin)) return true;
  return u.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);
}

function clientCredentials(req: IncomingMessage, form: URLSearchParams): { id: string; secret: string } {
  const m = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (m?.[1]) {
    const decoded = Buffer.from(m[1], 'base64').toString('utf8');
    const i = decoded.indexOf(':');
    // RFC 6749 2.3.1: both parts are form-urlencoded inside Basic.
    const dec = (s: string): string => decodeURIComponent(s.replace(/\+/g, ' '));
    return { id: dec(decoded.slice(0, i)), secret: dec(decoded.slice(i + 1)) };
  }
  return { id: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '' };
}

function json(res: ServerResponse, status: number, body: unknown): true {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
  return true;
}

const b64 = (s: string): string => Buffer.from(s).toString('base64url');
const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
