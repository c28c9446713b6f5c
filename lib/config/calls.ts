import 'server-only';
import { z } from 'zod';
import { cached, cacheKey } from '@/lib/cache';
import { resolveFlags, type Flags } from '@/lib/flags';
import { publicCall } from '@/lib/upstream/context';

const RemoteConfig = z.object({ Parameters: z.record(z.string(), z.string()).default({}) });

/**
 * Remote config, fetched at most every 60 s ("Remote-config fetch interval 60 s"). When the
 * service fails the shipped values stand: a failure is not cached, so the next request retries.
 */
async function remoteParameters(): Promise<Record<string, string>> {
  const res = await cached('remoteConfig', cacheKey('remoteConfig', 'public'), () =>
    publicCall('accounts', { path: '/remote-config', schema: RemoteConfig, action: 'remoteConfig' }), { keep: (r) => r.ok });
  return res.ok ? res.data.Parameters : {};
}

/** The flags in force: shipped table ← remote config ← FLAG_* environment. */
export async function getFlags(): Promise<Flags> {
  return resolveFlags(process.env, await remoteParameters());
}
