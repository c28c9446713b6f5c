import { createHash, randomBytes } from 'node:crypto';

/**
 * The Content-Security-Policy of our pages (issue 10, finding 7: "a Content-Security-Policy with
 * a per-request nonce (scripts from our origin, Stripe's and the sandbox provider's only; no
 * inline script without the nonce) and Strict-Transport-Security when served over https").
 * Pure functions: what goes into a policy is decided by lib/security/headers.ts (run time) and
 * next.config.ts (build time). docs/adr/011-content-security-policy.md says why three kinds.
 */

/** Stripe.js and its frames (Elements' card field, 3-D Secure), its API, its images: Stripe's CSP guidance. */
export const STRIPE = {
  scripts: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frames: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: 'https://api.stripe.com',
  images: 'https://*.stripe.com',
} as const;

/** Where a real provider's sign-in page is: our start form's 303 goes there (form-action applies to it). */
export const SOCIAL_AUTHORIZE_ORIGINS = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  facebook: 'https://www.facebook.com',
} as const;

/** One year, every subdomain: ASVS 5.0 3.4.1 at level 2. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export type PagePolicy = {
  /**
   * A page rendered for this request: its inline scripts carry `nonce`; `hashes` are the
   * sha-256 sources of our own constant inline scripts (the layout's hint script), which static
   * pages share with per-request ones. 'inline': a prerendered page, whose Next.js inline
   * scripts were written at build (or ISR) time and cannot carry a per-request nonce.
   */
  scripts: { nonce: string; hashes: readonly string[] } | 'inline';
  /** `next dev` evaluates strings (React refresh, source maps): 'unsafe-eval' there only. */
  dev: boolean;
  /** Served over https: mixed content is upgraded. */
  https: boolean;
  /** Stripe is the payment provider (STRIPE_PUBLISHABLE_KEY set). */
  stripe: boolean;
  /** The sandbox's origins the browser reaches (payment API, 3-D Secure and BNPL pages, OAuth). */
  sandboxOrigins: readonly string[];
  /** Origins a sign-in form's redirect may go to (real social providers' sign-in pages). */
  formTargets: readonly string[];
};

const unique = (xs: readonly string[]) => [...new Set(xs.filter(Boolean))];
const orNone = (xs: string[]) => (xs.length ? xs : ["'none'"]);
const join = (directives: ReadonlyArray<readonly [string, readonly string[]]>) =>
  directives.map(([name, sources]) => (sources.length ? `${name} ${sources.join(' ')}` : name)).join('; ');

/** The full policy of a page the app serves at run time (through proxy.ts). */
export function pagePolicy(p: PagePolicy): string {
  const scripts =
    p.scripts === 'inline'
      ? ["'unsafe-inline'"]
      : [`'nonce-${p.scripts.nonce}'`, ...p.scripts.hashes.map((h) => `'${h}'`)];
  const directives: Array<readonly [string, readonly string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", ...scripts, ...(p.stripe ? STRIPE.scripts : []), ...(p.dev ? ["'unsafe-eval'"] : [])])],
    // React's style attributes and CSS modules' <link>s; a style cannot run script.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Help articles show https images from anywhere (lib/help/sanitise); data: the eSIM QR code.
    ['img-src', unique(["'self'", 'data:', 'blob:', 'https:', ...(p.stripe ? [STRIPE.images] : [])])],
    ['font-src', ["'self'"]],
    ['connect-src', unique(["'self'", ...(p.stripe ? [STRIPE.connect] : []), ...p.sandboxOrigins])],
    // We frame only the payment provider's pages (Stripe's fields, 3-D Secure); nobody frames us.
    ['frame-src', orNone(unique([...(p.stripe ? STRIPE.frames : []), ...p.sandboxOrigins]))],
    ['form-action', unique(["'self'", ...p.sandboxOrigins, ...p.formTargets])],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ...(p.https ? [['upgrade-insecure-requests', []] as const] : []),
  ];
  return join(directives);
}

/**
 * The policy next.config.ts puts on every response at build time: what a page proxy.ts does not
 * see gets (a plain anonymous view of a prerendered page, static files). The build does not
 * know the deployment's payment provider or sandbox address, and a document keeps its policy
 * through client-side navigations (a visitor who signed in in another tab may reach checkout
 * from it), so only what does not depend on them is restricted: scripts from our origin and
 * Stripe's, no plugins, no <base>, no framing.
 */
export function buildTimePolicy({ dev }: { dev: boolean }): string {
  return join([
    ['script-src', ["'self'", "'unsafe-inline'", ...STRIPE.scripts, ...(dev ? ["'unsafe-eval'"] : [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]);
}

/** A CSP hash source of an inline script's exact text. */
export function scriptHash(source: string): string {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}

/** 128 random bits, base64: unguessable and unique per request. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Pages that are prerendered (`next build` ● and ○, ISR included): their HTML is the same for
 * every visitor, so it cannot carry a per-request nonce. Paths without the hidden [locale]
 * segment. 'page' is the path itself, 'tree' the path and everything under it (optional
 * catch-alls). e2e/csp.spec.ts checks this table against the build's manifests.
 */
export const PRERENDERED_PAGES: ReadonlyArray<readonly [string, 'page' | 'tree']> = [
  ['/', 'page'],
  ['/about', 'page'],
  ['/broadband', 'tree'],
  ['/help', 'tree'],
  ['/network-maps', 'page'],
  ['/plans', 'tree'],
  ['/privacy', 'page'],
  ['/sim-purchase', 'tree'],
  ['/sim-select-product', 'page'],
  ['/sim-transfer-product-type', 'page'],
  ['/sims-multi-plans', 'tree'],
  ['/terms', 'page'],
  ['/ufb-package', 'tree'],
  ['/ufb', 'tree'],
];
/** Rendered per request although under a prerendered tree. */
const PER_REQUEST_INSIDE = ['/help/search'];

/** Whether the page at `pathname` is rendered for each request (nonce) or prerendered ('unsafe-inline'). */
export function pageRendering(pathname: string): 'per-request' | 'prerendered' {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const under = (p: string) => path === p || path.startsWith(`${p}/`);
  if (PER_REQUEST_INSIDE.some(under)) return 'per-request';
  return PRERENDERED_PAGES.some(([p, kind]) => (kind === 'tree' && p !== '/' ? under(p) : path === p)) ? 'prerendered' : 'per-request';
}
