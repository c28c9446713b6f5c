import { coerceFlag, envNameOf } from './rules';
import { allOnFlags, wantsAllOn } from './all-on';
import { REMOTE_KEYS, SHIPPED_FLAGS, type FlagName, type Flags } from './shipped';

/**
 * Shipped table (or, with FLAGS=all, every feature on: all-on.ts), then remote config (only the
 * keys REMOTE_KEYS names), then the environment: an operator's explicit FLAG_* variable wins
 * over everything.
 */
export function resolveFlags(
  env: Record<string, string | undefined>,
  remote: Record<string, string> = {},
): Flags {
  const flags = { ...SHIPPED_FLAGS, ...(wantsAllOn(env) ? allOnFlags() : {}) } as Flags;
  const set = <K extends FlagName>(name: K, raw: string) => {
    const value = coerceFlag(name, raw);
    if (value !== undefined) flags[name] = value;
  };
  for (const [key, raw] of Object.entries(remote)) {
    const name = REMOTE_KEYS[key];
    if (name) set(name, raw);
  }
  for (const name of Object.keys(SHIPPED_FLAGS) as FlagName[]) {
    const raw = env[envNameOf(name)];
    if (raw !== undefined) set(name, raw);
  }
  return flags;
}
