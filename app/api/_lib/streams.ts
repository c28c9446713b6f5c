import 'server-only';
import { STREAMS_PER_INSTANCE_MAX, STREAMS_PER_SESSION_MAX } from '@/lib/flags/constants';
import type { SessionData } from '@/lib/session';

/**
 * Open Server-Sent Event streams, capped (issue 29: "one session held 1,500 order-progress
 * streams open (the health check slowed to ~2 s)"): at most STREAMS_PER_SESSION_MAX per session
 * and STREAMS_PER_INSTANCE_MAX on this instance. A new stream closes the oldest first (of its
 * session, then of the instance), so the page the user looks at now always gets its stream; a
 * closed one ends as if the browser had left (EventSource reconnects when its page is still open).
 * Per instance on purpose: the cost is this process's timers and sockets.
 */

type Slot = { session: string; abort: AbortController; released: boolean };

/** Open streams, oldest first. */
const open: Slot[] = [];

function drop(slot: Slot): void {
  if (slot.released) return;
  slot.released = true;
  const i = open.indexOf(slot);
  if (i >= 0) open.splice(i, 1);
}

function close(slot: Slot): void {
  drop(slot);
  slot.abort.abort();
}

/** The session's key: its sign-in id (a new sign-in gets a new one), else the user. */
function sessionKey(session: SessionData): string {
  return session.sid ?? session.userUuid ?? session.customerUuid ?? 'anonymous';
}

export type StreamSlot = {
  /** Ends when the browser leaves or the slot is taken back: give it to the stream's maker. */
  signal: AbortSignal;
  /** Counts the stream as open (closing the oldest over a cap) and hands it back, uncounted once it ends. */
  admit: (stream: ReadableStream<Uint8Array>) => ReadableStream<Uint8Array>;
};

/**
 * A slot for one stream of this session. Nothing is counted until `admit`: a request refused
 * before its stream starts (someone else's order, 404) closes nobody's stream.
 */
export function streamSlot(session: SessionData, requestSignal: AbortSignal): StreamSlot {
  const abort = new AbortController();
  const slot: Slot = { session: sessionKey(session), abort, released: false };
  if (requestSignal.aborted) abort.abort();
  else requestSignal.addEventListener('abort', () => close(slot), { once: true });

  const admit = (stream: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> => {
    const mine = open.filter((s) => s.session === slot.session);
    for (const old of mine.slice(0, Math.max(0, mine.length - STREAMS_PER_SESSION_MAX + 1))) close(old);
    while (open.length >= STREAMS_PER_INSTANCE_MAX) close(open[0]!);
    if (!abort.signal.aborted) open.push(slot);
    const reader = stream.getReader();
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const { value, done } = await reader.read();
          if (done) {
            drop(slot);
            controller.close();
          } else controller.enqueue(value);
        } catch (err) {
          drop(slot);
          controller.error(err);
        }
      },
      async cancel(reason) {
        close(slot);
        await reader.cancel(reason).catch(() => undefined);
      },
    });
  };
  return { signal: abort.signal, admit };
}

/** How many streams are open on this instance (tests, metrics). */
export function openStreamCount(): number {
  return open.length;
}
