import 'server-only';
import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { fingerprint, IdempotencyConflict, runOnce, type KeptAnswer } from '@/lib/cache/idempotency';
import { ApiError, type ErrorCode } from '@/lib/errors';
import type { RequestContext } from '@/lib/upstream/context';

/**
 * One charge per intent (issue 29): the option every route that moves money or redeems value
 * takes (`withCustomer(schema, handler, { idempotent: MONEY })`). The browser's payment step sends
 * one `Idempotency-Key` per attempt; the key is bound to the customer (the session's; a guest's
 * looked-up number), the route and the request (route values and body); the first 2xx answer is
 * kept 24 h in the shared store and replayed (`idempotent-replayed: true`); a copy while the
 * first runs waits for it; the same key with another request is 409. The key goes on to the
 * upstream as `Idempotency-Key` (`rc.idempotencyKey`, sent by the calls marked `money: true`).
 * Without a key (an older client, a script) one is made here: that request still reaches the
 * upstream with a key, but a repeat of it is a new request.
 */
export type Idempotent = {
  /** Whose key it is when the route has no session customer: a guest's looked-up number. */
  owner?: (input: unknown) => string;
  /** Refuse a request without a key (422 idempotency_key_required) instead of making one (checkout). */
  required?: boolean;
  /** The 409's code when the key came with another request (checkout keeps its own words). */
  conflict?: ErrorCode;
};

/** The option of a signed-in customer's money route. */
export const MONEY: Idempotent = {};

/** The e-shop's checkout: a key is required (its page always sends one), and a reuse keeps checkout's words. */
export const CHECKOUT_MONEY: Idempotent = { required: true, conflict: 'idempotency_key_reused' };

/** A guest's money route: the key is the looked-up number's or account's (the lookup as typed, without spaces). */
export const GUEST_MONEY: Idempotent = {
  owner: (input) => String((input as { lookup?: unknown }).lookup ?? '').replace(/\s+/g, '').toUpperCase(),
};

const marked = new WeakSet<object>();

/** The wrapper marks each money route's handler, so a scan of app/api can find them (tests/api/idempotency.test.ts). */
export function markIdempotent(handler: object): void {
  marked.add(handler);
}

export function isIdempotentHandler(handler: unknown): boolean {
  return typeof handler === 'function' && marked.has(handler);
}

/** A key as a client makes it (a UUID, or any 1-200 visible ASCII characters). */
const KEY = /^[\x21-\x7e]{1,200}$/;

/** A route's URL with its dynamic values named (`/api/bonuses/[uuid]/redeem`): one key per route, whatever the values. */
function routeOf(req: NextRequest, params: Record<string, string>): string {
  const names = new Map(Object.entries(params).map(([k, v]) => [v, k]));
  const path = req.nextUrl.pathname
    .split('/')
    .map((seg) => {
      let decoded = seg;
      try {
        decoded = decodeURIComponent(seg);
      } catch {
        // a malformed segment was refused before the handler; keep it as sent
      }
      const name = names.get(decoded);
      return name ? `[${name}]` : seg;
    })
    .join('/');
  return `${req.method} ${path}`;
}

async function answerOf(result: unknown): Promise<KeptAnswer> {
  if (result instanceof NextResponse) {
    const text = await result.clone().text();
    let body: unknown = {};
    try {
      body = text ? (JSON.parse(text) as unknown) : {};
    } catch {
      body = {};
    }
    return { status: result.status, body };
  }
  return { status: 200, body: result ?? { ok: true } };
}

/**
 * Runs a money route's handler under the request's Idempotency-Key (see Idempotent). Answers the
 * handler's own result the first time, the kept answer to a repeat.
 */
export async function idempotently(
  opts: Idempotent,
  ctx: { req: NextRequest; rc: RequestContext; params: Record<string, string>; input: unknown },
  run: () => Promise<unknown>,
): Promise<unknown> {
  const { req, rc, params, input } = ctx;
  const sent = req.headers.get('idempotency-key')?.trim();
  if (sent !== undefined && sent !== '' && !KEY.test(sent)) throw new ApiError('idempotency_key_required');
  if (!sent) {
    if (opts.required) throw new ApiError('idempotency_key_required');
    rc.idempotencyKey = randomUUID();
    return run();
  }
  rc.idempotencyKey = sent;
  const owner = opts.owner ? `guest:${opts.owner(input)}` : `customer:${rc.session.customerUuid ?? rc.session.userUuid ?? 'none'}`;
  const scope = `${owner}|${routeOf(req, params)}|${sent}`;
  const hash = fingerprint({ params, input });
  let first: unknown;
  try {
    const { answer, replayed } = await runOnce(scope, hash, async () => {
      first = await run();
      return answerOf(first);
    });
    if (!replayed) return first;
    const res = NextResponse.json(answer.body, { status: answer.status });
    res.headers.set('idempotent-replayed', 'true');
    return res;
  } catch (err) {
    if (err instanceof IdempotencyConflict) throw new ApiError(opts.conflict ?? 'idempotency_key_conflict');
    throw err;
  }
}
