import { openStreamCount, streamSlot } from '@/app/api/_lib/streams';
import { STREAMS_PER_INSTANCE_MAX, STREAMS_PER_SESSION_MAX } from '@/lib/flags/constants';

/**
 * The instance's cap on open Server-Sent Event streams (issue 29 item 4: "open streams capped per
 * session (e.g. 5) and per instance, the oldest closed first"). tests/api/input-limits.test.ts
 * drives the per-session cap through a stream route; here the per-instance one, on the slots
 * themselves: STREAMS_PER_INSTANCE_MAX sessions with one stream each, then one more.
 */

/** A stream as a route makes it: it runs until its signal says stop, then ends. */
function endless(signal: AbortSignal): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('retry: 3000\n\n'));
      signal.addEventListener('abort', () => controller.close(), { once: true });
    },
  });
}

function openOne(sid: string): { signal: AbortSignal; body: ReadableStream<Uint8Array>; browser: AbortController } {
  const browser = new AbortController();
  const slot = streamSlot({ sid }, browser.signal);
  return { signal: slot.signal, body: slot.admit(endless(slot.signal)), browser };
}

async function ended(body: ReadableStream<Uint8Array>): Promise<boolean> {
  const reader = body.getReader();
  await reader.read(); // the first frame
  const next = await Promise.race([reader.read(), new Promise<'open'>((r) => setTimeout(() => r('open'), 50))]);
  reader.releaseLock();
  return next !== 'open' && next.done;
}

test(`the instance holds at most ${STREAMS_PER_INSTANCE_MAX} streams: one more, from a session of its own, closes the instance's oldest and no other`, async () => {
  expect(STREAMS_PER_INSTANCE_MAX).toBeGreaterThan(STREAMS_PER_SESSION_MAX);
  const streams = Array.from({ length: STREAMS_PER_INSTANCE_MAX }, (_, i) => openOne(`session-${i}`));
  expect(openStreamCount()).toBe(STREAMS_PER_INSTANCE_MAX);
  expect(streams.filter((s) => s.signal.aborted)).toEqual([]);

  const newest = openOne('session-new');
  expect(openStreamCount()).toBe(STREAMS_PER_INSTANCE_MAX);
  expect(streams.map((s, i) => [i, s.signal.aborted]).filter(([, aborted]) => aborted)).toEqual([[0, true]]);
  expect(await ended(streams[0]!.body)).toBe(true);
  expect(await ended(streams[1]!.body)).toBe(false);
  expect(newest.signal.aborted).toBe(false);

  // The next one closes the next oldest; a browser that leaves frees its place without closing anyone.
  openOne('session-newer');
  expect(streams[1]!.signal.aborted).toBe(true);
  streams[2]!.browser.abort();
  expect(openStreamCount()).toBe(STREAMS_PER_INSTANCE_MAX - 1);
  openOne('session-newest');
  expect(streams.slice(3).filter((s) => s.signal.aborted)).toEqual([]);
  expect(openStreamCount()).toBe(STREAMS_PER_INSTANCE_MAX);
});
