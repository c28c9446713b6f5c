import 'server-only';
import { errorBody, type ApiError } from '@/lib/errors';

/**
 * A long wait that follows the upstream, streamed to the page as Server-Sent Events (ARCHITECTURE
 * "Waiting is visible"): the e-shop's order (lib/eshop/events.ts) and the SIM's activation
 * (lib/onboarding/events.ts). The caller reads the first view before the stream is handed back,
 * so an unknown or someone else's resource is a plain JSON error. Then: a `retry:` line, the first
 * view, a read every `pollMs`, `event: {name}` when the view changed, the caller's closing frame
 * when `end` says the wait is over, `timeout` after `maxMs` (the browser reconnects), nothing when
 * the browser leaves, or `error` (the usual body) on a failure that retrying cannot fix. Passing
 * failures (network, time-out, rate limit) are read again on the next tick.
 */
export type PollStream<T> = {
  /** The event name of a view: 'order', 'progress'. */
  name: string;
  first: T;
  read: () => Promise<T>;
  /** The closing frame once the wait is over, else null. */
  end: (view: T) => { event: string; data: unknown } | null;
  pollMs: number;
  maxMs: number;
  now?: () => number;
};

const encoder = new TextEncoder();
const frame = (event: string, data: unknown): Uint8Array => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
const RETRYABLE = new Set(['upstream_unavailable', 'upstream_timeout', 'upstream_bad_response', 'upstream_error', 'rate_limited']);
const INTERNAL = { error: { code: 'internal', message: 'something went wrong, try later' } };

export function pollStream<T>(signal: AbortSignal, s: PollStream<T>): ReadableStream<Uint8Array> {
  const now = s.now ?? Date.now;
  const started = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  return new ReadableStream<Uint8Array>({
    start(controller) {
      let last = JSON.stringify(s.first);
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
      const finished = (view: T): boolean => {
        const end = s.end(view);
        if (end) close(end.event, end.data);
        return end !== null;
      };
      signal.addEventListener('abort', () => close(), { once: true });
      controller.enqueue(encoder.encode(`retry: ${Math.max(s.pollMs, 1000)}\n\n`));
      controller.enqueue(frame(s.name, s.first));
      if (finished(s.first)) return;

      const tick = async () => {
        if (closed) return;
        if (now() - started >= s.maxMs) return close('timeout', { afterMs: s.maxMs });
        let next: T;
        try {
          next = await s.read();
        } catch (err) {
          const code = (err as ApiError | undefined)?.code;
          if (typeof code !== 'string' || !RETRYABLE.has(code)) return close('error', typeof code === 'string' ? errorBody(err as ApiError) : INTERNAL);
          timer = setTimeout(() => void tick(), s.pollMs);
          return;
        }
        if (closed) return;
        const text = JSON.stringify(next);
        if (text !== last) {
          last = text;
          controller.enqueue(frame(s.name, next));
        }
        if (finished(next)) return;
        timer = setTimeout(() => void tick(), s.pollMs);
      };
      timer = setTimeout(() => void tick(), s.pollMs);
    },
    cancel() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  });
}
