import 'server-only';
import { errorBody, type ApiError } from '@/lib/errors';
import { ACTIVATED_PRODUCT_WAIT_MS } from '@/lib/flags/constants';
import type { RequestContext } from '@/lib/upstream/context';
import { progress, progressScope } from './calls';
import type { ActivationProgress } from './types';

const encoder = new TextEncoder();
const frame = (event: string, data: unknown): Uint8Array => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/** "a poll every 1 s" (docs/onboarding-contract.md §3.1). */
export const ACTIVATION_POLL_MS = 1000;

type EventsOptions = { pollMs?: number; maxMs?: number; now?: () => number };

const RETRYABLE = new Set(['upstream_unavailable', 'upstream_timeout', 'upstream_bad_response', 'upstream_error', 'rate_limited']);
const over = (p: ActivationProgress) => p.state === 'ready' || p.state === 'failed' || p.state === 'timed_out';

/**
 * The activation's progress as an SSE stream, as lib/eshop/events.ts: the first read happens before
 * the stream is handed back (another's product, or the gate off, is a plain JSON 404), then a poll
 * every second, `event: progress` on each change, `end` at ready or failed, `timeout` when the
 * 250 s since the request passed (activationState says timed_out) or the stream itself ran that
 * long, when the browser leaves, or `error` on a failure retrying cannot fix.
 */
export async function activationEvents(rc: RequestContext, productId: string, signal: AbortSignal, opts: EventsOptions = {}): Promise<ReadableStream<Uint8Array>> {
  const pollMs = opts.pollMs ?? ACTIVATION_POLL_MS;
  const maxMs = opts.maxMs ?? ACTIVATED_PRODUCT_WAIT_MS;
  const now = opts.now ?? Date.now;
  const uuid = await progressScope(rc, productId);
  const first = await progress(rc, productId, { scoped: uuid });
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
      const finish = (p: ActivationProgress) => (p.state === 'timed_out' ? close('timeout', { afterMs: ACTIVATED_PRODUCT_WAIT_MS }) : close('end', { state: p.state }));
      signal.addEventListener('abort', () => close(), { once: true });
      controller.enqueue(encoder.encode(`retry: ${Math.max(pollMs, 1000)}\n\n`));
      controller.enqueue(frame('progress', first));
      if (over(first)) return finish(first);

      const tick = async () => {
        if (closed) return;
        if (now() - started >= maxMs) return close('timeout', { afterMs: maxMs });
        let next: ActivationProgress;
        try {
          next = await progress(rc, productId, { scoped: uuid });
        } catch (err) {
          const e = err as ApiError;
          if (typeof e?.code !== 'string' || !RETRYABLE.has(e.code)) {
            return close('error', typeof e?.code === 'string' ? errorBody(e) : { error: { code: 'internal', message: 'something went wrong, try later' } });
          }
          timer = setTimeout(() => void tick(), pollMs);
          return;
        }
        if (closed) return;
        const text = JSON.stringify(next);
        if (text !== last) {
          last = text;
          controller.enqueue(frame('progress', next));
        }
        if (over(next)) return finish(next);
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
