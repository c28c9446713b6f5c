/**
 * One charge per intent, the browser's half (issue 29): every request to a BFF route that moves
 * money or redeems value carries an `Idempotency-Key`, one per attempt. An attempt is one request
 * (method, path and body): sending it again while it runs, or after it got no answer (network
 * failure, 5xx, 408, 429), is a retry of the same attempt and reuses the key, so the BFF answers
 * the first charge instead of making a second; once it was answered (paid, refused) the next send
 * is a new attempt with a new key. A retry more than ATTEMPT_RETRY_MS later is a new attempt.
 * `callBff` (components/api/call-bff.ts) adds the key, so every form and payment step gets it.
 * The e-shop checkout keeps its own key per cart (components/checkout/checkout-storage.ts).
 */

/**
 * The money routes as the browser calls them: the app/api routes wrapped with `idempotent`
 * (tests/api/idempotency.test.ts checks this list against a scan of app/api).
 */
export const MONEY_ROUTES: ReadonlyArray<readonly [method: 'POST' | 'PUT', pattern: string]> = [
  ['POST', '/api/customer/top-up'],
  ['PUT', '/api/customer/auto-top-up'],
  ['POST', '/api/customer/pay-bill'],
  ['POST', '/api/customer/addons/buy'],
  ['POST', '/api/customer/plans/change'],
  ['POST', '/api/broadband/services/[serviceId]/change-plan'],
  ['POST', '/api/onboarding/sims/[productId]/activate'],
  ['POST', '/api/customer/vouchers/redeem'],
  ['POST', '/api/customer/promo-code'],
  ['POST', '/api/bonuses/[uuid]/redeem'],
  ['POST', '/api/customer/sim/swap'],
  ['POST', '/api/customer/sim/number'],
  ['POST', '/api/guest/top-up'],
  ['POST', '/api/guest/pay-bill'],
  ['POST', '/api/guest/redeem'],
  ['POST', '/api/eshop/checkout'],
];

/** How long a request that got no answer may be retried under its key: after that it is a new attempt. */
export const ATTEMPT_RETRY_MS = 15 * 60 * 1000;

const matchers = MONEY_ROUTES.map(([method, pattern]) => ({
  method,
  re: new RegExp(`^${pattern.replace(/[.*+?^${}()|\\]/g, '\\$&').replace(/\[[^\]]+\]/g, '[^/?#]+')}$`),
}));

/** Does this request move money (one of MONEY_ROUTES)? */
export function isMoneyRequest(method: string, path: string): boolean {
  const bare = path.split(/[?#]/, 1)[0] ?? path;
  return matchers.some((m) => m.method === method && m.re.test(bare));
}

function newKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  // Not a secure context (plain http on another host): the same 122 random bits by hand.
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const attempts = new Map<string, { key: string; at: number }>();

/** The attempt a request belongs to: its method, path and body. */
export function attemptOf(method: string, path: string, body: unknown): string {
  return `${method} ${path} ${body === undefined ? '' : JSON.stringify(body)}`;
}

/** The key of this attempt: the one it was sent with before (a retry), else a new one. */
export function attemptKey(attempt: string, now = Date.now()): string {
  const kept = attempts.get(attempt);
  if (kept && now - kept.at < ATTEMPT_RETRY_MS) return kept.key;
  const key = newKey();
  attempts.set(attempt, { key, at: now });
  return key;
}

/** After the answer: an attempt that was answered is over (the next send is a new one); one that was not keeps its key. */
export function settleAttempt(attempt: string, status: number): void {
  const unanswered = status === 0 || status === 408 || status === 429 || status >= 500;
  if (!unanswered) attempts.delete(attempt);
}
