import { createHash } from 'node:crypto';
import type { Clock } from './clock';
import { HttpError } from './errors';
import type { RequestContext, Router } from './router';
import type { Db } from './store/db';
import type { Tokens } from './tokens';

/**
 * One charge per key (issue 29): the upstream's money routes honour an `Idempotency-Key` header.
 * The first request under a key (per customer, or per looked-up number for a guest, and per
 * route) runs; its 200 answer is kept for 24 hours and answered unchanged to every repeat;
 * a repeat that comes while the first is still running waits for it. The same key with another
 * request (other path values or body) is 409 1409 'Idempotency-Key was used with another
 * request', and does nothing. A refusal is not kept: the same key may try again once fixed.
 * Without a key a request runs as before. The e-shop checkout also keeps its own (routes/eshop.ts).
 *
 * Every run that went through (no replay) is a movement of money or value: written to the
 * ledger, which the tests read to count charges (GET /__control/money-ledger).
 */
export const MONEY_ROUTES: ReadonlyArray<readonly [method: string, path: string]> = [
  // top-up and bill payment (also billed to a payer's route: PaymentMethodType bill_routes)
  ['POST', '/customer/{uuid}/topup'],
  ['POST', '/customer/{uuid}/payment'],
  ['PUT', '/customers/{uuid}/preferences/top-up-auto'],
  // add-ons and first plans, plan changes
  ['POST', '/customer/{uuid}/prepay_addon/{productId}/{availabilityId}'],
  ['POST', '/customer/{uuid}/prepay_addon_initial/{productId}/{availabilityId}'],
  ['POST', '/postpay/addon'],
  ['POST', '/eshop/customer/change-plan'],
  ['POST', '/ufb/v1/service/{s}/change-plan'],
  ['POST', '/ufb/change-plan'],
  ['POST', '/fwa/change-plan'],
  // activation payments
  ['POST', '/postpay/activation'],
  ['POST', '/payg/activation'],
  ['POST', '/customer/{uuid}/service/{productId}/activate/{dry}'],
  // value redeemed
  ['POST', '/customer/{uuid}/redeem_voucher/{productUUID}/{code}'],
  ['POST', '/api/customers/v1/{uuid}/promocode'],
  ['POST', '/v2/customer/{uuid}/bonuses/{bonus}/redeem'],
  // the SIM and the number
  ['POST', '/sim/swap'],
  ['POST', '/sim/v1/msisdn'],
  // guests
  ['POST', '/guest/topup'],
  ['POST', '/guest/payment'],
  ['POST', '/guest/redeem'],
  // the shop's checkout (it keeps its own keys per customer too: routes/eshop.ts)
  ['POST', '/eshop/v3/checkout'],
];

export const IDEMPOTENCY_TTL_MS = 86_400_000;
export const KEY_REUSED = 'Idempotency-Key was used with another request';
const LEDGER_LIMIT = 2000;

const money = new Set(MONEY_ROUTES.map(([m, p]) => `${m} ${p}`));

/** Is this (method, route template) one of the money routes? A dry run (`{dry}` = true) moves nothing. */
export function isMoneyRoute(method: string, template: string, params: Record<string, string> = {}): boolean {
  return money.has(`${method} ${template}`) && params.dry !== 'true';
}

/** One run of a money route that went through: `customer` from the path, the body or the token; null for a guest. */
export type LedgerEntry = { at: string; method: string; route: string; path: string; who: string; customer: string | null; key: string | null };

/** Object keys sorted at every depth: the same request in another key order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function header(ctx: RequestContext, name: string): string | undefined {
  const value = ctx.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}

export class Idempotency {
  private readonly running = new Map<string, Promise<unknown>>();
  private ledger: LedgerEntry[] = [];

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly tokens: Tokens,
  ) {}

  /**
   * Whose key it is: the signed-in user of a valid token; a guest's looked-up number or account;
   * else 'public'. An invalid token falls to the handler, which refuses it.
   */
  private who(ctx: RequestContext): string {
    if (ctx.headers.authorization) {
      try {
        return `user:${this.tokens.authenticate(ctx).claims.sub}`;
      } catch {
        return 'invalid';
      }
    }
    const body = (ctx.body && typeof ctx.body === 'object' ? ctx.body : {}) as Record<string, unknown>;
    const looked = [body.MSISDN, body.LookupID].find((v) => typeof v === 'string' && v.trim() !== '');
    return looked ? `guest:${String(looked).trim()}` : 'public';
  }

  /** Runs a money route's handler once per key; answers the kept answer to a repeat. */
  async run(ctx: RequestContext, template: string, handler: () => unknown, onReplay: () => void): Promise<unknown> {
    const key = header(ctx, 'idempotency-key');
    const who = this.who(ctx);
    if (!key || who === 'invalid') return this.charged(ctx, template, who, key ?? null, await handler());
    const route = `${ctx.method} ${template}`;
    const id = `${who}|${route}|${key}`;
    const hash = createHash('sha256').update(canonical({ params: ctx.params, body: ctx.body ?? null })).digest('hex');
    for (;;) {
      const kept = this.kept(who, route, key);
      if (kept) {
        if (kept.hash !== hash) throw new HttpError(409, 1409, KEY_REUSED);
        onReplay();
        return kept.answer;
      }
      const first = this.running.get(id);
      if (!first) break;
      // A copy while the first runs waits for it, then reads what it kept (nothing after a refusal: it runs itself).
      await first.catch(() => undefined);
    }
    const p = (async () => handler())();
    this.running.set(id, p);
    try {
      const answer = await p;
      this.keep(who, route, key, hash, answer);
      return this.charged(ctx, template, who, key, answer);
    } finally {
      this.running.delete(id);
    }
  }

  private charged(ctx: RequestContext, template: string, who: string, key: string | null, answer: unknown): unknown {
    const body = (ctx.body && typeof ctx.body === 'object' ? ctx.body : {}) as Record<string, unknown>;
    const named = [ctx.params.uuid, body.CustomerUUID].find((v): v is string => typeof v === 'string' && v !== '');
    let customer = named ?? null;
    if (!customer && who.startsWith('user:')) {
      try {
        customer = this.tokens.authenticate(ctx).claims.cur ?? null;
      } catch {
        customer = null;
      }
    }
    this.ledger.push({ at: new Date(this.clock.now()).toISOString(), method: ctx.method, route: template, path: ctx.path, who, customer, key });
    if (this.ledger.length > LEDGER_LIMIT) this.ledger.splice(0, this.ledger.length - LEDGER_LIMIT);
    return answer;
  }

  private kept(who: string, route: string, key: string): { hash: string; answer: unknown } | undefined {
    const row = this.db
      .prepare('SELECT request_hash, response_json, created_at_ms FROM idempotency_keys WHERE who = ? AND route = ? AND key = ?')
      .get(who, route, key) as { request_hash: string; response_json: string; created_at_ms: number } | undefined;
    if (!row || row.created_at_ms + IDEMPOTENCY_TTL_MS <= this.clock.now()) return undefined;
    return { hash: row.request_hash, answer: JSON.parse(row.response_json) as unknown };
  }

  private keep(who: string, route: string, key: string, hash: string, answer: unknown): void {
    if (answer === undefined || (answer !== null && typeof answer === 'object' && !Array.isArray(answer) && Object.getPrototypeOf(answer) !== Object.prototype)) return; // a file or a 204: nothing to replay
    this.db
      .prepare(
        `INSERT INTO idempotency_keys (who, route, key, request_hash, response_json, created_at_ms) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (who, route, key) DO UPDATE SET request_hash = excluded.request_hash, response_json = excluded.response_json, created_at_ms = excluded.created_at_ms`,
      )
      .run(who, route, key, hash, JSON.stringify(answer), Math.floor(this.clock.now()));
  }

  /** Test control: the money runs that went through, oldest first (optionally one customer's or guest's). */
  entries(filter: { who?: string; customer?: string } = {}): LedgerEntry[] {
    return this.ledger.filter((e) => (!filter.who || e.who === filter.who) && (!filter.customer || e.customer === filter.customer));
  }

  clear(): void {
    this.ledger = [];
    this.running.clear();
  }
}

/** GET /__control/money-ledger?who=&customer= – { entries }: the money runs that went through (test mode only). */
export function idempotencyControlRoutes(router: Router, idempotency: Idempotency): void {
  router.get('/__control/money-ledger', (ctx) => ({
    entries: idempotency.entries({ who: ctx.query.get('who') ?? undefined, customer: ctx.query.get('customer') ?? undefined }),
  }));
}
