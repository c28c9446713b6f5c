import 'server-only';
import { ACTIVATED_PRODUCT_WAIT_MS, ACTIVATION_POLL_MS } from '@/lib/flags/constants';
import type { RequestContext } from '@/lib/upstream/context';
import { pollStream } from '@/lib/upstream/poll-stream';
import { progress, progressScope } from './calls';
import type { ActivationProgress } from './types';

type EventsOptions = { pollMs?: number; maxMs?: number; now?: () => number };

/** ready or failed → `end` { state }; 250 s since the request (activationState says timed_out) → `timeout`. */
function endOf(p: ActivationProgress): { event: string; data: unknown } | null {
  if (p.state === 'timed_out') return { event: 'timeout', data: { afterMs: ACTIVATED_PRODUCT_WAIT_MS } };
  return p.state === 'ready' || p.state === 'failed' ? { event: 'end', data: { state: p.state } } : null;
}

/**
 * The activation's progress as an SSE stream (lib/upstream/poll-stream.ts, as the e-shop's order):
 * another's product, or the gate off, is a plain JSON 404 before the stream starts; then
 * `event: progress` on each change, read every second, for at most the 250 s of the wait.
 */
export async function activationEvents(rc: RequestContext, productId: string, signal: AbortSignal, opts: EventsOptions = {}): Promise<ReadableStream<Uint8Array>> {
  const uuid = await progressScope(rc, productId);
  const first = await progress(rc, productId, { scoped: uuid });
  return pollStream(signal, {
    name: 'progress', first, read: () => progress(rc, productId, { scoped: uuid }), end: endOf,
    pollMs: opts.pollMs ?? ACTIVATION_POLL_MS, maxMs: opts.maxMs ?? ACTIVATED_PRODUCT_WAIT_MS, now: opts.now,
  });
}
