import 'server-only';
import { currentCustomerUuid } from '@/lib/customer/calls';
import { ApiError, errorBody } from '@/lib/errors';
import * as shop from '@/lib/eshop/calls';
import { orderNotesNewestFirst } from '@/lib/eshop/rules';
import { NEW_BROADBAND_PRODUCT_WAIT_MS, ORDER_EVENTS_MAX_MS, ORDER_POLL_MS } from '@/lib/flags/constants';
import type { RequestContext } from '@/lib/upstream/context';
import { broadbandGate, unwrap } from './gate';
import { broadbandOrderOf } from './order';
import { broadbandCartKind, orderOutcome } from './rules';
import type { BroadbandOrderProgress, BroadbandOrderView } from './types';

type EventsOptions = { pollMs?: number; orderMaxMs?: number; serviceMaxMs?: number; now?: () => number };

/** The e-shop order's progress: "COMPLETED or PROCESSING means success; FAILED is failure with the first order note or 'Order failed'". */
async function progressOf(rc: RequestContext, customer: string, orderNumber: string): Promise<BroadbandOrderProgress> {
  const order = unwrap(await shop.pollOrder(rc, customer, orderNumber), 'not_found');
  // Only a broadband order is followed here (another's or unknown is 404 above).
  if (broadbandCartKind(order.Items) === null) throw new ApiError('not_found');
  const outcome = orderOutcome({ status: order.Status, notes: orderNotesNewestFirst(order.OrderNotes) });
  return { status: order.Status, outcome: outcome.kind, ...(outcome.kind === 'failed' ? { message: outcome.message } : {}) };
}

const encoder = new TextEncoder();
const frame = (event: string, data: unknown): Uint8Array => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
const RETRYABLE = new Set(['upstream_unavailable', 'upstream_timeout', 'upstream_bad_response', 'upstream_error', 'rate_limited']);

/**
 * The broadband checkout's wait as Server-Sent Events (the e-shop's order events and
 * lib/upstream/poll-stream.ts, in two phases): the first read happens before the stream is handed
 * back, so an unknown, another's or a non-broadband order is a plain JSON 404. Then a `retry:`
 * line; `event: order` { status, outcome } on each change, read every ORDER_POLL_MS ("Order
 * polling every 250 ms"); FAILED → `end` { outcome: 'failed', message }; success → the new
 * product awaited ("up to 180 seconds, checked every 250 ms"): `event: service` with the
 * BroadbandOrderView once the product and its order exist, then `end` { outcome: 'success',
 * orderId }; `timeout` after the wait. "Errors of the follow-up after a fibre subscribe are
 * ignored": the service reads are tried again on the next tick, whatever failed.
 */
export async function broadbandOrderEvents(rc: RequestContext, orderNumber: string, signal: AbortSignal, opts: EventsOptions = {}): Promise<ReadableStream<Uint8Array>> {
  await broadbandGate();
  const customer = currentCustomerUuid(rc);
  const first = await progressOf(rc, customer, orderNumber);
  const pollMs = opts.pollMs ?? ORDER_POLL_MS;
  const now = opts.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  return new ReadableStream<Uint8Array>({
    start(controller) {
      let last = JSON.stringify(first);
      const at: { phase: 'order' | 'service'; since: number } = { phase: 'order', since: now() };
      const close = (event?: string, data?: unknown) => {
        if (closed) return;
        closed = true;
        if (timer) clearTimeout(timer);
        try {
          if (event) controller.enqueue(frame(event, data ?? {}));
          controller.close();
        } catch {
          // the browser already left
        }
      };
      const next = () => {
        timer = setTimeout(() => void tick(), pollMs);
      };
      /** After an order view: failed ends, success moves on to the service. */
      const afterOrder = (p: BroadbandOrderProgress): 'ended' | 'service' | 'wait' => {
        if (p.outcome === 'failed') {
          close('end', { outcome: 'failed', message: p.message ?? 'Order failed' });
          return 'ended';
        }
        if (p.outcome === 'pending') return 'wait';
        at.phase = 'service';
        at.since = now();
        return 'service';
      };
      const serviceFound = (v: BroadbandOrderView | null): boolean => {
        if (!v) return false;
        controller.enqueue(frame('service', v));
        close('end', { outcome: 'success', orderId: v.id });
        return true;
      };
      const tick = async () => {
        if (closed) return;
        const maxMs = at.phase === 'order' ? (opts.orderMaxMs ?? ORDER_EVENTS_MAX_MS) : (opts.serviceMaxMs ?? NEW_BROADBAND_PRODUCT_WAIT_MS);
        if (now() - at.since >= maxMs) return close('timeout', { phase: at.phase, afterMs: maxMs });
        if (at.phase === 'service') {
          let found: BroadbandOrderView | null = null;
          try {
            found = await broadbandOrderOf(rc, orderNumber);
          } catch {
            found = null; // ignored: read again on the next tick
          }
          if (closed || serviceFound(found)) return;
          return next();
        }
        let p: BroadbandOrderProgress;
        try {
          p = await progressOf(rc, customer, orderNumber);
        } catch (err) {
          const e = err instanceof ApiError ? err : null;
          if (!e || !RETRYABLE.has(e.code)) return close('error', errorBody(e ?? new ApiError('internal')));
          return next();
        }
        if (closed) return;
        const text = JSON.stringify(p);
        if (text !== last) {
          last = text;
          controller.enqueue(frame('order', p));
        }
        const then = afterOrder(p);
        // A success goes straight to the first look for the service.
        if (then === 'service') return void tick();
        if (then === 'wait') next();
      };

      signal.addEventListener('abort', () => close(), { once: true });
      controller.enqueue(encoder.encode(`retry: ${Math.max(pollMs, 1000)}\n\n`));
      controller.enqueue(frame('order', first));
      const then = afterOrder(first);
      if (then === 'service') void tick();
      else if (then === 'wait') next();
    },
    cancel() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  });
}
