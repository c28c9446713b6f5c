import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { appOrigin, FlagsWatch, remoteConfigIntervalMs, resolveFlags } from '@/lib/flags';
import { readFlagsNow } from './calls';

/*
 * The watch of the flags in force (docs/adr/012-flags-at-run-time.md): every remote-config
 * interval this process reads the remote config afresh; on its first read, and whenever the
 * flags then differ, it makes Next's cache drop every page (they all render flags: the header
 * and footer do). Next lets only a route handler or a server action do that (revalidatePath
 * needs a request's store), so the watch asks this very server: POST FLAGS_FOLLOW_PATH with a
 * key made at start-up and kept in this process (app/api/flags/follow/route.ts).
 */
export const FLAGS_FOLLOW_PATH = '/api/flags/follow';
export const FLAGS_FOLLOW_HEADER = 'x-portal-flags-key';
const FOLLOW_TIMEOUT_MS = 5000;
const START_RETRY_MS = 250;
/**
 * A page whose render began before the new flags were read and ended after the follow is kept
 * with the old flags (it was written after the expiry): a second follow this long after the
 * first expires such stragglers too.
 */
const SETTLE_MS = 5000;

const shared = globalThis as typeof globalThis & { __portalFlagsWatch?: FlagsWatch; __portalFlagsKey?: string };

function followKey(): string {
  shared.__portalFlagsKey ??= randomBytes(24).toString('base64url');
  return shared.__portalFlagsKey;
}

/** Whether a request carries this process's key (only the watch of this process has it). */
export function isFlagsFollowKey(value: string | null): boolean {
  if (!value) return false;
  const a = Buffer.from(value);
  const b = Buffer.from(followKey());
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Where this server listens: Next's own record of it (set by `next start`/`next dev`), else localhost:PORT. */
function ownOrigin(): string {
  return process.env.__NEXT_PRIVATE_ORIGIN?.trim() || `http://localhost:${process.env.PORT ?? '3000'}`;
}

async function askServerToFollowOnce(): Promise<Response> {
  return fetch(new URL(FLAGS_FOLLOW_PATH, ownOrigin()), {
    method: 'POST',
    // Our configured origin, as every mutation to our API carries (the route checks it first).
    headers: { [FLAGS_FOLLOW_HEADER]: followKey(), origin: appOrigin() },
    cache: 'no-store',
    signal: AbortSignal.timeout(FOLLOW_TIMEOUT_MS),
  });
}

async function askServerToFollow(): Promise<boolean> {
  const res = await askServerToFollowOnce();
  if (res.status !== 204) return false;
  setTimeout(() => void askServerToFollowOnce().catch(() => undefined), SETTLE_MS).unref();
  return true;
}

/** This process's watch, when it runs (started by instrumentation-node.ts under `next start`). */
export function flagsWatch(): FlagsWatch | undefined {
  return shared.__portalFlagsWatch;
}

/** Starts the watch once per process. */
export function startFlagsWatch(): FlagsWatch {
  if (!shared.__portalFlagsWatch) {
    shared.__portalFlagsWatch = new FlagsWatch({
      read: readFlagsNow,
      unanswered: () => resolveFlags(process.env),
      follow: askServerToFollow,
      intervalMs: remoteConfigIntervalMs(process.env),
      startRetryMs: START_RETRY_MS,
    });
    shared.__portalFlagsWatch.start();
  }
  return shared.__portalFlagsWatch;
}
