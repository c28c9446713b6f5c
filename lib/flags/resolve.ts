import { coerceFlag, envNameOf } from './rules';
import { allOnFlags, wantsAllOn } from './all-on';
import { REMOTE_KEYS, SHIPPED_FLAGS, type FlagName, type Flags } from './shipped';

/**
 * Shipped table, then remote config (only the keys REMOTE_KEYS names), then, with FLAGS=all,
 * every feature on (all-on.ts: the remote config's shipped 'ufb_module: false' must not switch a
 * feature of the every-feature start off), then the environment: an operator's explicit FLAG_*
 * variable wins over everything.
 */
export function resolveFlags(
  env: Record<string, string | undefined>,
  remote: Record<string, string> = {},
): Flags {
  const flags = { ...SHIPPED_FLAGS } as Flags;
  const set = <K extends FlagName>(name: K, raw: string) => {
    const value = coerceFlag(name, raw);
    if (value !== undefined) flags[name] = value;
  };
  for (const [key, raw] of Object.entries(remote)) {
    const name = REMOTE_KEYS[key];
    if (name) set(name, raw);
  }
  if (wantsAllOn(env)) Object.assign(flags, allOnFlags());
  for (const name of Object.keys(SHIPPED_FLAGS) as FlagName[]) {
    const raw = env[envNameOf(name)];
    if (raw !== undefined) set(name, raw);
  }
  return flags;
}
