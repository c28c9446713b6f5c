import { createHash } from 'node:crypto';
import { buildTimePolicy, pagePolicy, pageRendering, scriptHash, SOCIAL_AUTHORIZE_ORIGINS, STRIPE } from '@/lib/security/csp';
import { pageSecurityHeaders } from '@/lib/security/headers';
import { REPORTER_SCRIPT } from '@/lib/observability/client-reporter';
import { HINTS_SCRIPT } from '@/lib/session/hints';

const ISSUE =
  'issue 10, finding 7: "a Content-Security-Policy with a per-request nonce (scripts from our origin, Stripe\'s and the sandbox provider\'s only; no inline script without the nonce) and Strict-Transport-Security when served over https"';

/** directive name → its sources */
function parse(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...sources]) => [name, sources]));
}

const SANDBOX = 'http://127.0.0.1:4310';
const LOCAL_ENV = { NODE_ENV: 'production', SANDBOX_URL: SANDBOX, APP_ORIGIN: 'http://127.0.0.1:3300' };

describe(ISSUE, () => {
  test('a page rendered per request: scripts from our origin with this request\'s nonce, the hint script and the error reporter by their hashes, nothing inline else', () => {
    const { csp, nonce, hsts } = pageSecurityHeaders('/profile', LOCAL_ENV);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const p = parse(csp);
    expect(p.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`, `'${scriptHash(HINTS_SCRIPT)}'`, `'${scriptHash(REPORTER_SCRIPT)}'`]);
    expect(p.get('script-src')).not.toContain("'unsafe-inline'");
    expect(p.get('script-src')).not.toContain("'unsafe-eval'");
    expect(p.get('object-src')).toEqual(["'none'"]);
    expect(p.get('base-uri')).toEqual(["'self'"]);
    expect(p.get('frame-ancestors')).toEqual(["'none'"]);
    expect(hsts).toBeUndefined();
    expect(p.has('upgrade-insecure-requests')).toBe(false);
  });

  test('every request gets a fresh nonce', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => pageSecurityHeaders('/sign-in', LOCAL_ENV).nonce));
    expect(nonces.size).toBe(50);
  });

  test('the hash is the sha-256 of the exact script text', () => {
    expect(scriptHash('alert(1)')).toBe(`sha256-${createHash('sha256').update('alert(1)').digest('base64')}`);
  });

  test('the sandbox provider: its origin may be fetched (card confirm), framed (3-D Secure) and a form may go there (its OAuth) — it serves us no script', () => {
    const p = parse(pageSecurityHeaders('/eshop/checkout', { ...LOCAL_ENV, SANDBOX_PUBLIC_URL: 'http://sandbox.test:8080/' }).csp);
    expect(p.get('connect-src')).toEqual(["'self'", 'http://sandbox.test:8080', SANDBOX]);
    expect(p.get('frame-src')).toEqual(['http://sandbox.test:8080', SANDBOX]);
    expect(p.get('form-action')).toEqual(["'self'", 'http://sandbox.test:8080', SANDBOX]);
    expect(p.get('script-src')?.some((s) => s.startsWith('http'))).toBe(false);
  });

  test('Stripe: js.stripe.com (and its subdomains) scripts and frames, hooks.stripe.com frames, api.stripe.com calls; no sandbox', () => {
    const p = parse(pageSecurityHeaders('/eshop/checkout', { NODE_ENV: 'production', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', APP_ORIGIN: 'https://shop.example' }).csp);
    expect(p.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'nonce-/), expect.stringMatching(/^'sha256-/), expect.stringMatching(/^'sha256-/), ...STRIPE.scripts]);
    expect(p.get('frame-src')).toEqual([...STRIPE.frames]);
    expect(p.get('connect-src')).toEqual(["'self'", STRIPE.connect]);
    expect(p.get('form-action')).toEqual(["'self'"]);
  });

  test('real social providers: the sign-in form\'s redirect to their sign-in page is allowed', () => {
    const env = { NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's', APPLE_CLIENT_ID: 'a', APPLE_CLIENT_SECRET: 's' };
    expect(parse(pageSecurityHeaders('/sign-in', env).csp).get('form-action')).toEqual(["'self'", SOCIAL_AUTHORIZE_ORIGINS.google, SOCIAL_AUTHORIZE_ORIGINS.apple]);
  });

  test('no provider configured: nothing framed, nothing foreign fetched', () => {
    const p = parse(pageSecurityHeaders('/eshop/checkout', { NODE_ENV: 'production' }).csp);
    expect(p.get('frame-src')).toEqual(["'none'"]);
    expect(p.get('connect-src')).toEqual(["'self'"]);
  });

  test('served over https (APP_ORIGIN https): Strict-Transport-Security for a year with subdomains, mixed content upgraded', () => {
    const h = pageSecurityHeaders('/profile', { NODE_ENV: 'production', APP_ORIGIN: 'https://shop.example' });
    expect(h.hsts).toBe('max-age=31536000; includeSubDomains');
    expect(parse(h.csp).has('upgrade-insecure-requests')).toBe(true);
    expect(pageSecurityHeaders('/profile', { NODE_ENV: 'production', APP_ORIGIN: 'http://shop.example' }).hsts).toBeUndefined();
  });

  test('`next dev` evaluates strings: \'unsafe-eval\' there and only there', () => {
    expect(parse(pageSecurityHeaders('/profile', { NODE_ENV: 'development' }).csp).get('script-src')).toContain("'unsafe-eval'");
    expect(parse(buildTimePolicy({ dev: true })).get('script-src')).toContain("'unsafe-eval'");
    expect(parse(buildTimePolicy({ dev: false })).get('script-src')).not.toContain("'unsafe-eval'");
  });

  test('a prerendered page (its HTML has no nonce): inline allowed, still only our and Stripe\'s script origins', () => {
    const { csp, nonce } = pageSecurityHeaders('/plans/starter', { ...LOCAL_ENV, STRIPE_PUBLISHABLE_KEY: 'pk_test_x' });
    expect(nonce).toBeUndefined();
    expect(parse(csp).get('script-src')).toEqual(["'self'", "'unsafe-inline'", ...STRIPE.scripts]);
    // no nonce or hash beside 'unsafe-inline': browsers would then ignore 'unsafe-inline'
    expect(csp).not.toMatch(/'nonce-|'sha256-/);
  });

  test('the build-time policy (pages proxy.ts does not see): our and Stripe\'s scripts, no plugins, no <base>, no framing', () => {
    const p = parse(buildTimePolicy({ dev: false }));
    expect(p.get('script-src')).toEqual(["'self'", "'unsafe-inline'", ...STRIPE.scripts]);
    expect(p.get('object-src')).toEqual(["'none'"]);
    expect(p.get('base-uri')).toEqual(["'self'"]);
    expect(p.get('frame-ancestors')).toEqual(["'none'"]);
  });

  test('pagePolicy joins directives as a header value', () => {
    const csp = pagePolicy({ scripts: { nonce: 'abc', hashes: [] }, dev: false, https: false, stripe: false, sandboxOrigins: [], formTargets: [] });
    expect(csp).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; font-src 'self'; " +
        "connect-src 'self'; frame-src 'none'; form-action 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
    );
  });
});

describe('pageRendering: which pages can carry a per-request nonce (e2e/csp.spec.ts checks the table against the build)', () => {
  test.each([
    ['/', 'prerendered'], ['/plans', 'prerendered'], ['/plans/starter', 'prerendered'], ['/help/category/1', 'prerendered'], ['/about/', 'prerendered'],
    ['/terms', 'prerendered'], ['/terms/prepay', 'per-request'], ['/help/search', 'per-request'], ['/profile', 'per-request'],
    ['/sign-in', 'per-request'], ['/eshop/checkout', 'per-request'], ['/no/such/page', 'per-request'], ['/ufbx', 'per-request'],
  ])('%s is %s', (path, kind) => expect(pageRendering(path)).toBe(kind));
});
