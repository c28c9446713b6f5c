import { REMOTE_CONFIG_INTERVAL_MS, SECOND_MS } from './constants';
import type { Flags } from './shipped';

/*
 * Flags that take effect at run time (issue 28 item 2, docs/adr/012-flags-at-run-time.md).
 * Pure parts only (lib/flags imports nothing): the interval, the fingerprint that says whether
 * the flags in force changed, and the watch that reads them every interval and says so.
 * lib/config/flags-watch.ts wires it to the remote-config service and to Next's cache.
 */

/** The shortest interval REMOTE_CONFIG_INTERVAL_MS may set (tests); never longer than the spec's 60 s. */
export const MIN_REMOTE_CONFIG_INTERVAL_MS = SECOND_MS;

/**
 * "Remote-config fetch interval 60 s." REMOTE_CONFIG_INTERVAL_MS lowers it (tests watch a change
 * in seconds); it never raises it, and a value that is not a whole number of milliseconds from
 * 1000 to 60000 is the spec's (start-up validation refuses it anyway: lib/flags/env.ts).
 */
export function remoteConfigIntervalMs(env: Record<string, string | undefined>): number {
  const raw = env.REMOTE_CONFIG_INTERVAL_MS?.trim();
  if (!raw) return REMOTE_CONFIG_INTERVAL_MS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < MIN_REMOTE_CONFIG_INTERVAL_MS || n > REMOTE_CONFIG_INTERVAL_MS) return REMOTE_CONFIG_INTERVAL_MS;
  return n;
}

/** One string per set of flags in force: equal strings, equal flags (keys sorted). */
export function flagsFingerprint(flags: Flags): string {
  return JSON.stringify(Object.keys(flags).sort().map((k) => [k, flags[k as keyof Flags]]));
}

export type FlagsWatchOptions = {
  /** The flags in force now, read from the source (the remote config fetched afresh); undefined when it could not be read. */
  read: () => Promise<Flags | undefined>;
  /**
   * Makes every page follow the flags just read. Called on the first successful read (the
   * pages the build rendered, or an earlier run left in the cache, carry flags this process
   * never saw) and on every read whose flags differ from the last ones followed. A throw (or
   * false) means not done: the next check tries again.
   */
  follow: (reason: 'start' | 'changed', flags: Flags) => Promise<boolean | void>;
  /**
   * The flags that stand while the source has never answered (the shipped values and the
   * environment): the pages still leave the build's flags behind at start.
   */
  unanswered?: () => Flags;
  intervalMs: number;
  /** Ms between tries until the first follow succeeded (the server may not listen yet). */
  startRetryMs?: number;
};

/**
 * Reads the flags every `intervalMs` and calls `follow` when they are not the ones the pages
 * follow. `check()` is one round (tests call it directly); `start()` runs rounds on a timer
 * that does not keep the process alive.
 */
export class FlagsWatch {
  private followed: string | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<'start' | 'changed' | 'same' | 'unread' | 'failed'> | undefined;
  private stopped = false;
  private readonly firstFollow: Promise<void>;
  private resolveFirst!: () => void;

  constructor(private readonly opts: FlagsWatchOptions) {
    this.firstFollow = new Promise((resolve) => {
      this.resolveFirst = resolve;
    });
  }

  /** Whether the pages have followed the flags of this process at least once. */
  get inForce(): boolean {
    return this.followed !== undefined;
  }

  /** Resolves once the first follow succeeded, or after `timeoutMs` (then false). */
  async ready(timeoutMs: number): Promise<boolean> {
    if (this.inForce) return true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
      timer.unref?.();
    });
    const done = await Promise.race([this.firstFollow.then(() => true as const), timeout]);
    clearTimeout(timer);
    return done;
  }

  /** One round: read, compare, follow. Concurrent callers share the round in progress. */
  check(): Promise<'start' | 'changed' | 'same' | 'unread' | 'failed'> {
    this.running ??= this.round().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async round(): Promise<'start' | 'changed' | 'same' | 'unread' | 'failed'> {
    let flags: Flags | undefined;
    try {
      flags = await this.opts.read();
    } catch {
      flags = undefined;
    }
    // The source did not answer: the pages keep what they follow (no answer is no change);
    // before anything was followed, what stands without an answer is followed.
    if (!flags && this.followed === undefined) flags = this.opts.unanswered?.();
    if (!flags) return 'unread';
    const print = flagsFingerprint(flags);
    if (print === this.followed) return 'same';
    const reason = this.followed === undefined ? 'start' : 'changed';
    try {
      if ((await this.opts.follow(reason, flags)) === false) return 'failed';
    } catch {
      return 'failed';
    }
    this.followed = print;
    if (reason === 'start') this.resolveFirst();
    return reason;
  }

  /** Rounds now and then every interval (sooner, every startRetryMs, until the first follow). */
  start(): void {
    this.stopped = false;
    const next = () => {
      if (this.stopped) return;
      const wait = this.inForce ? this.opts.intervalMs : Math.min(this.opts.startRetryMs ?? this.opts.intervalMs, this.opts.intervalMs);
      this.timer = setTimeout(tick, wait);
      this.timer.unref?.();
    };
    const tick = () => {
      void this.check().finally(next);
    };
    tick();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
