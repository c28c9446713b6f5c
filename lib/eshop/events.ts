import 'server-only';
import { errorBody, type ApiError } from '@/lib/errors';
import { ORDER_EVENTS_MAX_MS, ORDER_POLL_MS } from '@/lib/flags/constants';
import type { RequestContext } from '@/lib/upstream/context';
import { isFinalOrderStatus } from './rules';
import { orderView, slugLookup } from './shop';
import type { OrderView } from './types';

const encoder = new TextEncoder();
const frame = (event: string, data: unknown): Uint8Array => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

type EventsOptions = { pollMs?: number; maxMs?: number; now?: () => number };

/**
 * The order's changes as an SSE stream. The first read happens before the stream is handed back,
 * so an unknown or someone else's order is a plain JSON error (404 / 403). Then: poll every
 * ORDER_POLL_MS, send `event: order` when the view changed, stop at COMPLETED / FAILED / CANCELED
 * (`event: end`), after ORDER_EVENTS_MAX_MS (`event: timeout`; the browser reconnects), when the
 * browser leaves, or on a failure that retrying cannot fix (`event: error` with the usual body).
 * Passing failures (network, time-out) are retried on the next tick.
 */
export async function orderEvents(rc: RequestContext, orderId: string, signal: AbortSignal, opts: EventsOptions = {}): Promise<ReadableStream<Uint8Array>> {
  const pollMs = opts.pollMs ?? ORDER_POLL_MS;
  const maxMs = opts.maxMs ?? ORDER_EVENTS_MAX_MS;
  const now = opts.now ?? Date.now;
  const slugOf = await slugLookup(rc);
  const first = await orderView(rc, orderId, slugOf);
  const started = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  return new ReadableStream<Uint8Array>({
    start(controller) {
      let last = JSON.stringify(first);
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
      signal.addEventListener('abort', () => close(), { once: true });
      controller.enqueue(encoder.encode(`retry: ${Math.max(pollMs, 1000)}\n\n`));
      controller.enqueue(frame('order', first));
      if (isFinalOrderStatus(first.status)) return close('end', { status: first.status });

      const tick = async () => {
        if (closed) return;
        if (now() - started >= maxMs) return close('timeout', { afterMs: maxMs });
        let next: OrderView;
        try {
          next = await orderView(rc, orderId, slugOf);
        } catch (err) {
          const e = err as ApiError;
          const retry = e?.code === 'upstream_unavailable' || e?.code === 'upstream_timeout' || e?.code === 'upstream_bad_response' || e?.code === 'upstream_error' || e?.code === 'rate_limited';
          if (!retry || typeof e?.code !== 'string') return close('error', typeof e?.code === 'string' ? errorBody(e) : { error: { code: 'internal', message: 'something went wrong, try later' } });
          timer = setTimeout(() => void tick(), pollMs);
          return;
        }
        if (closed) return;
        const text = JSON.stringify(next);
        if (text !== last) {
          last = text;
          controller.enqueue(frame('order', next));
        }
        if (isFinalOrderStatus(next.status)) return close('end', { status: next.status });
        timer = setTimeout(() => void tick(), pollMs);
      };
      timer = setTimeout(() => void tick(), pollMs);
    },
    cancel() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  });
}
