import 'server-only';
import { ORDER_EVENTS_MAX_MS, ORDER_POLL_MS } from '@/lib/flags/constants';
import type { RequestContext } from '@/lib/upstream/context';
import { pollStream } from '@/lib/upstream/poll-stream';
import { isFinalOrderStatus } from './rules';
import { orderView, slugLookup } from './shop';
import type { OrderView } from './types';

type EventsOptions = { pollMs?: number; maxMs?: number; now?: () => number };

/**
 * The order's changes as an SSE stream (lib/upstream/poll-stream.ts). The first read happens before
 * the stream is handed back, so an unknown or someone else's order is a plain JSON error (404 /
 * 403). Then `event: order` when the view changed, read every ORDER_POLL_MS, `end` at COMPLETED /
 * FAILED / CANCELED, `timeout` after ORDER_EVENTS_MAX_MS (the browser reconnects).
 */
export async function orderEvents(rc: RequestContext, orderId: string, signal: AbortSignal, opts: EventsOptions = {}): Promise<ReadableStream<Uint8Array>> {
  const slugOf = await slugLookup(rc);
  const first = await orderView(rc, orderId, slugOf);
  return pollStream(signal, {
    name: 'order', first, read: () => orderView(rc, orderId, slugOf),
    end: (view: OrderView) => (isFinalOrderStatus(view.status) ? { event: 'end', data: { status: view.status } } : null),
    pollMs: opts.pollMs ?? ORDER_POLL_MS, maxMs: opts.maxMs ?? ORDER_EVENTS_MAX_MS, now: opts.now,
  });
}
