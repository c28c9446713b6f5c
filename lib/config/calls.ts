import 'server-only';
import { z } from 'zod';
import { remoteConfigIntervalMs, resolveFlags, type Flags } from '@/lib/flags';
import { publicCall } from '@/lib/upstream/context';

const RemoteConfig = z.object({ Parameters: z.record(z.string(), z.string()).default({}) });

type Snapshot = { parameters: Record<string, string>; at: number };

/**
 * The remote config this process last read, and the read in progress. On globalThis: Next
 * bundles instrumentation, route handlers and pages separately, and each bundle would get its
 * own copy of a module-level value, so the watch (lib/config/flags-watch.ts) and the pages would
 * not share what was read.
 */
const shared = globalThis as typeof globalThis & { __portalRemoteConfig?: { last?: Snapshot; inflight?: Promise<Snapshot | undefined> } };
shared.__portalRemoteConfig ??= {};
const state = shared.__portalRemoteConfig;

/** Reads the remote-config service now; remembers a good answer. Concurrent callers share one read. */
export function readRemoteConfig(): Promise<Snapshot | undefined> {
  state.inflight ??= publicCall('accounts', { path: '/remote-config', schema: RemoteConfig, action: 'remoteConfig' })
    .then((res) => {
      if (!res.ok) return undefined;
      state.last = { parameters: res.data.Parameters, at: Date.now() };
      return state.last;
    })
    .catch(() => undefined)
    .finally(() => {
      state.inflight = undefined;
    });
  return state.inflight;
}

/**
 * Remote config at most one interval old ("Remote-config fetch interval 60 s"): what the watch
 * read last while it is that fresh, else read now. When the service fails, the last good answer
 * stands (a flag does not flip back to its shipped value because the service blinked), and
 * before any good answer the shipped values do; a failure is not remembered, so the next call
 * retries.
 */
async function remoteParameters(): Promise<Record<string, string>> {
  const last = state.last;
  if (last && Date.now() - last.at < remoteConfigIntervalMs(process.env)) return last.parameters;
  const read = await readRemoteConfig();
  return (read ?? state.last)?.parameters ?? {};
}

/** The flags in force: shipped table ← remote config ← FLAG_* environment. */
export async function getFlags(): Promise<Flags> {
  return resolveFlags(process.env, await remoteParameters());
}

/** The flags in force with the remote config read afresh; undefined when the service did not answer. */
export async function readFlagsNow(): Promise<Flags | undefined> {
  const read = await readRemoteConfig();
  return read ? resolveFlags(process.env, read.parameters) : undefined;
}

/** Tests: forget what was read. */
export function forgetRemoteConfig(): void {
  state.last = undefined;
  state.inflight = undefined;
}
